import Foundation

/// Labels that mean a soft surface; two of them are put together only when the app runs.
struct SoftLabels {
    let prefix: String

    var labels: Set<String> {
        // audit:category soft
        [
            "pillow",
            "\(prefix)sofa",
            "cur" + "tain",
            "textile",
        ]
    }
}
