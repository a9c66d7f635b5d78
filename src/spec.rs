//! Book specs (TOML): parsed, validated, defaults filled in.
