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

    /// What a label is called in a sentence.
    static func noun(_ label: String) -> String {
        // audit:keys animals
        switch label {
        case "cat", "qqtabby":
            return "a cat"
        case "qqhound":
            return "a dog"
        default:
            return "something"
        }
    }
}
