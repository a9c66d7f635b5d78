//! Generation speed, measured the way the `bench` command reports it.
