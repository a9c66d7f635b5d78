//! Amazon KDP's paperback rules as one table of numbers, and the preflight that checks them.
