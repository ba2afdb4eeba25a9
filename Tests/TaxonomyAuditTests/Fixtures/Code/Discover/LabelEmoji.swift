enum Surface { case soft, hard }

struct LabelEmoji {
    static let emojiTable: [String: String] = [
        // MARK: Animals
        "cat": "🐱",
        "dog": "🐶",
        "bird": "🐦",
        "horse": "🐴",
        // MARK: Food
        "pizza": "🍕",
        "cake": "🎂",
        "banana": "🍌",
        "not_a_label": "❓",
    ]

    static let surfaces: [String: Surface] = [
        "sofa": .soft,
        "pillow": .soft,
        "curtain": .soft,
        "chair": .hard,
        "table": .hard,
        "bicycle": .hard,
    ]

    static let greetings = ["hello", "goodbye", "thanks", "please", "sorry"]
}
