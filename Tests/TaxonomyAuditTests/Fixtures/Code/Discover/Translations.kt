object Translations {
    val germanLabels: Map<String, String> = mapOf(
        "cat" to "Katze",
        "dog" to "Hund",
        "bird" to "Vogel",
        "horse" to "Pferd",
        "tree" to "Baum",
        "flower" to "Blume"
    )
}
