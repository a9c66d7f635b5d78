//! What the kinds share for step sentences: the closing technique name taken off, and a
//! technique's name as English prints it (from the .ftl). Every sentence itself comes from
//! [`super::words`].

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

/// The technique's name as an English book prints it (`naked-pair` is "naked pair"), from
/// `technique-NAME` of locales/en/techniques.ftl; the id itself when the file lacks it.
pub fn display_name(name: &str) -> String {
    crate::words::ftl::technique(crate::words::Language::En, name, None)
        .unwrap_or_else(|| name.to_string())
}
