/// What the sensor reads for a label.
pub enum Echo {
    Soft,
    Hard,
}

pub fn first<'a>(labels: &'a [&'a str]) -> Option<&'a str> {
    labels.first().copied()
}

pub fn echo(label: &str) -> Option<Echo> {
    match label {
        // audit:begin hard
        "brick" | "door" | "rocks" => Some(Echo::Hard),
        "stairs" => Some(Echo::Hard),
        // audit:end
        // audit:begin soft
        "sofa" | "couch" => Some(Echo::Soft),
        // audit:end
        _ => None,
    }
}

/* block /* nested */ comment */
// audit:category hard
pub const EXTRA_HARD: &[&str] = &["bench", r#"table"#, "chiar"];

pub const QUOTE: char = '"';
