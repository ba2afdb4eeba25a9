/// The Japanese word for a weather label.
pub fn weather_name(label: &str) -> &'static str {
    // audit:keys weather
    match label {
        "cloudy" | "qqcloud" => "雲",
        "qqatm" => "気圧",
        "sunset_sunrise"
            | "qqdusk" => "夕焼け",
        "rainbow" => {
            "虹"
        }
        "snow" => "雪", "qqhail" => "雹",
        "fog" => "霧",
        _ => "",
    }
}

/// How wet each weather label is.
pub fn wetness() -> std::collections::HashMap<&'static str, u8> {
    // audit:keys wet
    std::collections::HashMap::from([
        ("snow", 2),
        ("qqdrizzle", 1),
        ("fog", 1),
    ])
}
