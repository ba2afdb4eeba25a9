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
        "pillow": .soft, // the spelling Vision never reports
        "curtain": .soft,
        "brick": Surface.hard,
        "door": .hard, // audit:ignore missing-label
    ]

    static let prefix = "pre"

    // audit:category soft
    static let extraSoft: Set<String> = [
        "bathrobe",
        #"textile"#,
        "\(prefix)fix",
        "couch",
        "stuffed_animals",
        // audit:exclude clothing
    ]

    static let help = """
        Lists are checked by "audit"; this text is no list.
        """
}
