// The Japanese name of each label, in comment sections.
val japaneseNames = mapOf(
    // toys
    // audit:begin toys keys
    "toy" to "おもちゃ",
    "Plush" to "ぬいぐるみ", "Lego" to "レゴ",
    "teddy_bear" to "テディベア",
    // audit:end
    // animals
    // audit:begin animals keys
    "cat" to "猫", "qqpuma" to "猫",
    "dog" to "犬"
    // audit:end
)

// Whether a label names an animal that lives indoors.
fun isIndoor(label: String): Boolean = when (label) {
    // audit:begin animals keys
    "cat", "qqtabby" -> true
    "qqhamster" -> true
    // audit:end
    else -> false
}
