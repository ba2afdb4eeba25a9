/// How an app turns a photo's observations into a verdict.
///
/// An observation counts when its confidence is at least the threshold (and at least its category's own
/// threshold, where the app sets one).
public enum Policy: Equatable, Hashable, Sendable {
    /// Walk the `top` most confident observations; the first mapped one decides (the seed article's
    /// `pickBestMatch`: `top: 5, threshold: 0.2`).
    case firstMatch(top: Int, threshold: Float)
    /// Only the most confident observation decides, mapped or not.
    case top1(threshold: Float)
    /// Every mapped observation counts: a photo can land in several categories.
    case any(threshold: Float)
    /// The deepest mapped observation in the hierarchy decides (known parents are dropped).
    case mostSpecific(threshold: Float)

    /// The seed article's policy: the first mapped identifier among the top 5 over 0.2.
    public static let article = Policy.firstMatch(top: 5, threshold: 0.2)

    /// The policies by the names configuration files and command lines use.
    public enum Kind: String, CaseIterable, Sendable {
        case firstMatch = "first-match"
        case top1
        case any
        case mostSpecific = "most-specific"
    }

    /// The default number of observations `first-match` walks.
    public static let defaultTop = 5
    /// The default threshold, the article's.
    public static let defaultThreshold: Float = 0.2

    /// The policy of `kind` with `top` (used by `first-match` only) and `threshold`.
    public init(kind: Kind, top: Int = Policy.defaultTop, threshold: Float = Policy.defaultThreshold) {
        switch kind {
        case .firstMatch: self = .firstMatch(top: top, threshold: threshold)
        case .top1: self = .top1(threshold: threshold)
        case .any: self = .any(threshold: threshold)
        case .mostSpecific: self = .mostSpecific(threshold: threshold)
        }
    }

    public var kind: Kind {
        switch self {
        case .firstMatch: return .firstMatch
        case .top1: return .top1
        case .any: return .any
        case .mostSpecific: return .mostSpecific
        }
    }

    /// How many observations the policy looks at, by rank; nil for all of them.
    public var top: Int? {
        switch self {
        case .firstMatch(let top, _): return top
        case .top1: return 1
        case .any, .mostSpecific: return nil
        }
    }

    public var threshold: Float {
        switch self {
        case .firstMatch(_, let threshold), .top1(let threshold), .any(let threshold), .mostSpecific(let threshold):
            return threshold
        }
    }
}
