//! Human-style techniques that need only rows and columns: singles, subsets, fish, forcing
//! chains. Every Latin kind's step solver uses them.
