## A Kakuro's rules, one paragraph each.

kakuro-rules-runs = Write a digit from 1 to 9 in every white square. A run is a line of white squares across or down between blocks; the number in the block before it is its sum: above the diagonal for the run to the right, below it for the run downwards.
kakuro-rules-sums = The digits of a run add up to its sum and are all different: 3 in two squares can only be 1 and 2.
kakuro-rules-given = Each puzzle has exactly one solution, and logic alone leads to it: start with the sums that can be made in only one way.
