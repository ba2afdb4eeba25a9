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
