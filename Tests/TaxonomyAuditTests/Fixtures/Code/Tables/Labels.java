import java.util.Map;

class Labels {
    // audit:keys soft
    static final Map<String, String> SOFT = Map.of(
        "sofa", "ソファ",
        "qqcushion", "クッション",
        "pillow", "枕");

    // audit:keys toys
    static final Map<String, Integer> SIZES = Map.ofEntries(
        Map.entry("toy", 1),
        Map.entry("qqyoyo", 2),
        Map.entry("teddy_bear", 3));

    static String hardName(String label) {
        // audit:keys hard
        return switch (label) {
            case "brick" -> "レンガ";
            case "qqslab" -> "石板";
            case "door", "qqgate" -> "ドア";
            default -> "";
        };
    }
}
