//! What the kinds share for step sentences: the closing technique name taken off, and a
//! technique's name as English prints it. Every sentence itself comes from [`super::words`].

/// `sentence` without its closing technique name: "r2c3 must be 4 (naked single)." becomes
/// "r2c3 must be 4."
pub fn untagged(sentence: &str) -> String {
    let t = sentence.trim_end();
    match (
        t.strip_suffix(").")
            .and_then(|s| s.rfind(" (").map(|i| &s[..i])),
        t,
    ) {
        (Some(head), _) => format!("{head}."),
        (None, t) => t.to_string(),
    }
}

/// The technique's name as a reader sees it: `naked-pair` → "naked pair".
pub fn display_name(name: &str) -> String {
    match name {
        "x-wing" => "X-wing".into(),
        "xy-wing" => "XY-wing".into(),
        "xyz-wing" => "XYZ-wing".into(),
        "w-wing" => "W-wing".into(),
        "xy-chain" => "XY-chain".into(),
        _ => name.replace('-', " "),
    }
}
