import Foundation

/// What a virtual ultrasonic sensor meets when it points at something Vision named.
enum Surface: String {
    case soft, hard
}

struct SurfaceLookup {
    /* Every label the app knows, with the surface it stands for.
       /* Nested comments are fine: "not an entry" */ still a comment. */
    // audit:categories
    static let surfaces: [String: Surface] = [
        "sofa": .soft,
        "pilow": .soft, // the spelling Vision never reports
        "curtain": .soft,
        "brick": Surface.hard,
        "door": .hard, // audit:ignore missing-label
        "cotton": .soft,
    ]

    static let prefix = "pre"

    // audit:category soft
    static let extraSoft: Set<String> = [
        "bathrobe",
        #"textile"#,
        "\(prefix)fix",
        "couch", // audit:exclude structure generic: Vision reports it for walls and sofas alike
    ]

    static let help = """
        Lists are checked by "audit"; this text is no list.
        """
}
