/// Findings in report order (`Finding.reportOrder`), kept in the lists the rules made them in: a report of a
/// million findings puts them in order by where each one is, and never moves them into an array of their own.
struct FindingList: RandomAccessCollection, Sendable {
    /// Where a finding is: its list and its index in that list.
    struct Position: Sendable, Equatable {
        let list: Int32
        let index: Int32
    }

    private var lists: [[Finding]]
    /// Where each finding is, in report order; empty when `lists` is one list already in that order.
    private let order: [Position]

    /// `findings`, already in report order.
    init(_ findings: [Finding] = []) {
        lists = [findings]
        order = []
    }

    /// The findings of `lists` in report order, equal findings in the order given, list by list.
    init(ordering lists: [[Finding]]) {
        let order = Finding.reportOrderPositions(lists)
        self.lists = order.isEmpty ? [[]] : lists
        self.order = order
    }

    var startIndex: Int { 0 }
    var endIndex: Int { order.isEmpty ? lists[0].count : order.count }

    /// Read in place: a report that reads a million findings copies none of them. A finding written here
    /// keeps its place in report order.
    subscript(position: Int) -> Finding {
        _read {
            if order.isEmpty {
                yield lists[0][position]
            } else {
                let place = order[position]
                yield lists[Int(place.list)][Int(place.index)]
            }
        }
        set {
            if order.isEmpty {
                lists[0][position] = newValue
            } else {
                let place = order[position]
                lists[Int(place.list)][Int(place.index)] = newValue
            }
        }
    }
}
