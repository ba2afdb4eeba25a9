/// A squarified treemap: rectangles with areas proportional to weights, as close to square as a row-by-row
/// layout makes them (Bruls, Huizing and van Wijk). Each item is placed once, so laying out n items costs
/// O(n) once they are sorted.
enum Treemap {
    struct Rect: Equatable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double

        /// The rectangle shrunk by `inset` on every side (never below zero size).
        func inset(_ inset: Double) -> Rect {
            Rect(x: x + inset, y: y + inset, width: max(0, width - 2 * inset), height: max(0, height - 2 * inset))
        }
    }

    /// The rectangles of `weights` (positive, largest first) filling `bounds`, in the same order.
    static func layout(_ weights: [Double], in bounds: Rect) -> [Rect] {
        var result: [Rect] = []
        result.reserveCapacity(weights.count)
        let total = weights.reduce(0, +)
        guard total > 0, bounds.width > 0, bounds.height > 0 else {
            return weights.map { _ in Rect(x: bounds.x, y: bounds.y, width: 0, height: 0) }
        }
        let scale = bounds.width * bounds.height / total
        var free = bounds
        var row: [Double] = []
        var rowSum = 0.0
        var index = 0
        while index < weights.count {
            let area = weights[index] * scale
            let side = min(free.width, free.height)
            if let largest = row.first, let smallest = row.last,
               worst(largest, smallest, rowSum, side) < worst(largest, area, rowSum + area, side) {
                place(row, rowSum, in: &free, into: &result)
                row = []
                rowSum = 0
            } else {
                row.append(area)
                rowSum += area
                index += 1
            }
        }
        if !row.isEmpty { place(row, rowSum, in: &free, into: &result) }
        return result
    }

    /// The worst aspect ratio of a row (its largest and smallest areas, their sum) laid along a side of length `side`.
    private static func worst(_ largest: Double, _ smallest: Double, _ sum: Double, _ side: Double) -> Double {
        guard sum > 0, side > 0, smallest > 0 else { return .infinity }
        let sideSquared = side * side, sumSquared = sum * sum
        return max(sideSquared * largest / sumSquared, sumSquared / (sideSquared * smallest))
    }

    /// Lays `row` along the shorter side of `free` and takes its strip off `free`.
    private static func place(_ row: [Double], _ sum: Double, in free: inout Rect, into result: inout [Rect]) {
        if free.width >= free.height {
            let width = free.height > 0 ? sum / free.height : 0
            var y = free.y
            for area in row {
                let height = width > 0 ? area / width : 0
                result.append(Rect(x: free.x, y: y, width: width, height: height))
                y += height
            }
            free = Rect(x: free.x + width, y: free.y, width: max(0, free.width - width), height: free.height)
        } else {
            let height = free.width > 0 ? sum / free.width : 0
            var x = free.x
            for area in row {
                let width = height > 0 ? area / height : 0
                result.append(Rect(x: x, y: free.y, width: width, height: height))
                x += width
            }
            free = Rect(x: free.x, y: free.y + height, width: free.width, height: max(0, free.height - height))
        }
    }
}
