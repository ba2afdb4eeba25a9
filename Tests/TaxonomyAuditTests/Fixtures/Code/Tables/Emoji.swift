/// The emoji shown beside each label, in sections.
enum Emoji {
    static let byLabel: [String: String] = [
        // MARK: animals
        // audit:begin animals keys
        "cat": "🐱",
        "kitten": "🐱",
        "qqpuma": "🐱", "dog": "🐶",
        "hamstr": "🐹",
        // audit:end
        // MARK: food
        // audit:begin food keys
        "pizza": "🍕",
        "qqburger": "🍕",
        "bread": "🍞",
        // audit:end
        "unmarked": "❓",
    ]
}
