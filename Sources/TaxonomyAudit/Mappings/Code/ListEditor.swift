/// Renders `MappingEdit`s into a document's new text (an entry named by the line and column of its opening
/// quote, since a line of code may hold several), changing nothing else byte for byte: a replacement
/// rewrites the text between the quotes, a removal takes the element's own lines (or its place in a
/// line) with its separator, an addition copies the layout of its neighbour (indentation, quoting,
/// trailing comma) and goes in sorted position when the list is sorted, else after the last element.
extension EmbeddedListDocument {
    /// Why an edit cannot be made here, or nil when it can.
    func refusal(of edit: MappingEdit) -> String? {
        refusal(of: edit, at: slot(of: edit))
    }

    /// Why `edit` cannot be made, given where its entry stands (`slot(of:)`).
    private func refusal(of edit: MappingEdit, at slot: EntrySlot?) -> String? {
        switch edit {
        case .replace(let position, let identifier):
            guard let slot else { return "no entry at \(position)" }
            guard case .element(let run, let element) = slot else { return nil }
            let target = runs[run].elements[element]
            if target.coding.encoded(identifier) == nil { return "\"\(identifier)\" cannot be written in this literal's style" }
            if runs[run].isKeyed, runs[run].elements.contains(where: { $0.identifier == identifier }) {
                return "\"\(identifier)\" is already a key of this dictionary"
            }
            return nil
        case .delete(let position):
            guard let slot else { return "no entry at \(position)" }
            guard case .element(let run, _) = slot else { return nil }
            guard runs[run].isEditable else { return "removing it would leave invalid code (the only pattern of a case or condition)" }
            if let reason = fixedLength(runs[run]) { return reason }
            if runs[run].elements.count == 1, case .refused(let reason) = emptied(runs[run]) { return reason }
            return nil
        case .add(let category, let identifier, let isExclusion):
            guard let list = target(category: category, isExclusion: isExclusion) else { return "no list of \(category) here" }
            if isExclusion { return list.exclusionInsertion == nil || lineComment == nil ? "exclusions cannot be written here" : nil }
            guard let run = list.insertionRun, runs[run].isEditable else { return "entries cannot be added to this list" }
            if let reason = fixedLength(runs[run]) { return reason }
            if runs[run].isKeyed, runs[run].elements.contains(where: { $0.identifier == identifier }) {
                return "\"\(identifier)\" is already a key of this dictionary"
            }
            let coding = list.template.map { runs[run].elements[$0].coding } ?? runs[run].emptyCoding
            return coding?.encoded(identifier) == nil ? "\"\(identifier)\" cannot be written in this list's style" : nil
        }
    }

    /// Why each of `edits` cannot be made together with the ones before it that can (nil when it can): a
    /// removal is refused when it would empty a literal that cannot be empty (`emptied`), unless an addition
    /// to it is made too.
    func refusals(_ edits: [MappingEdit]) -> [String?] {
        refusals(edits, at: edits.map(slot(of:)))
    }

    /// `refusals(_:)`, given where the entry of each edit stands (`slot(of:)`).
    private func refusals(_ edits: [MappingEdit], at slots: [EntrySlot?]) -> [String?] {
        var refusals = zip(edits, slots).map { refusal(of: $0, at: $1) }
        var added = [Bool](repeating: false, count: runs.count)
        for (edit, refusal) in zip(edits, refusals) where refusal == nil {
            if case .add(let category, _, false) = edit, let run = target(category: category, isExclusion: false)?.insertionRun { added[run] = true }
        }
        // Only a run that cannot be emptied refuses the removal of its last element: the removals are counted
        // for those runs alone, each run's `emptied` worked out when an edit first removes from it.
        var emptying = [EmptyLiteral?](repeating: nil, count: runs.count)
        var removed = [Set<Int>](repeating: [], count: runs.count)
        for (number, edit) in edits.enumerated() where refusals[number] == nil {
            guard case .delete = edit, case .element(let run, let element)? = slots[number], !added[run] else { continue }
            if emptying[run] == nil { emptying[run] = emptied(runs[run]) }
            guard case .refused(let reason)? = emptying[run] else { continue }
            removed[run].insert(element)
            if removed[run].count == runs[run].elements.count {
                refusals[number] = reason
                removed[run].remove(element)
            }
        }
        return refusals
    }

    /// The document's text after `edits`; throws the first refusal, naming the file and line.
    func rendering(_ edits: [MappingEdit]) throws -> String {
        let slots = edits.map(slot(of:))
        let refusals = refusals(edits, at: slots)
        if let index = refusals.firstIndex(where: { $0 != nil }), let reason = refusals[index] {
            var line: Int?
            line = edits[index].position?.line
            throw AuditError(path: path, line: line, message: "cannot edit: \(reason)")
        }
        return rendering(edits, at: slots, refusals: refusals)
    }

    /// The document's text after those of `edits` it can make along with the ones before them (`refusals`).
    func renderingAccepted(_ edits: [MappingEdit]) -> String {
        let slots = edits.map(slot(of:))
        return rendering(edits, at: slots, refusals: refusals(edits, at: slots))
    }

    /// The document's text after the edits of `edits` whose refusal is nil, given where each one's entry stands.
    private func rendering(_ edits: [MappingEdit], at slots: [EntrySlot?], refusals: [String?]) -> String {
        var operations: [Operation] = []
        var removed: [Int: Set<Int>] = [:]
        var additions: [Int: [(identifier: String, template: Int?)]] = [:]
        // New `audit:exclude` lines go after new elements inserted at the same place.
        var exclusionLines: [Operation] = []
        var removedExclusions: [Int: [ExclusionSlot]] = [:]
        for (number, edit) in edits.enumerated() where refusals[number] == nil {
            switch edit {
            case .replace(_, let identifier):
                guard let slot = slots[number] else { continue }
                switch slot {
                case .element(let run, let element):
                    let target = runs[run].elements[element]
                    operations.append(Operation(range: target.value, text: target.coding.encoded(identifier) ?? ""))
                case .exclusion(let exclusion):
                    operations.append(Operation(range: exclusion.identifier, text: identifier))
                }
            case .delete:
                guard let slot = slots[number] else { continue }
                switch slot {
                case .element(let run, let element):
                    removed[run, default: []].insert(element)
                case .exclusion(let exclusion):
                    removedExclusions[exclusion.comment.lowerBound, default: []].append(exclusion)
                }
            case .add(let category, let identifier, let isExclusion):
                guard let list = target(category: category, isExclusion: isExclusion) else { continue }
                if isExclusion, let place = list.exclusionInsertion, let comment = lineComment {
                    exclusionLines.append(Operation(range: place.offset..<place.offset,
                                                text: place.indentation + comment + " audit:exclude " + identifier + lineEnding))
                } else if let run = list.insertionRun {
                    additions[run, default: []].append((identifier, list.template))
                }
            }
        }
        // A comment whose every identifier goes is removed whole.
        for (comment, exclusions) in removedExclusions {
            let total = lists.reduce(0) { count, list in
                count + list.slots.filter { if case .exclusion(let slot) = $0 { return slot.comment.lowerBound == comment } else { return false } }.count
            }
            if exclusions.count == total, let first = exclusions.first {
                operations.append(Operation(range: first.removal, text: ""))
            } else {
                operations += exclusions.map { Operation(range: $0.withinList ?? $0.removal, text: "") }
            }
        }
        for run in Set(removed.keys).union(additions.keys).sorted() {
            operations += layout(run: runs[run], removing: removed[run] ?? [], adding: additions[run] ?? [])
        }
        return String(decoding: apply(operations + exclusionLines), as: UTF8.self)
    }

    /// The list an addition to `category` goes to: the last one of that category that can take it, else its last.
    private func target(category: String, isExclusion: Bool) -> EmbeddedList? {
        let able = lists.last { list in
            list.category == category
                && (isExclusion ? list.exclusionInsertion != nil : list.insertionRun.map { runs[$0].isEditable } ?? false)
        }
        return able ?? lists.last { $0.category == category }
    }

    /// Where the entry `edit` replaces or removes stands; nil for an addition.
    private func slot(of edit: MappingEdit) -> EntrySlot? {
        edit.position.flatMap { entry(at: $0) }.map { lists[$0.list].slots[$0.entry] }
    }

    private struct Operation {
        let range: Range<Int>
        let text: String
    }

    /// The removals and insertions for one run: each removed element's place, each new element copied from
    /// the template, and the separators that keep the run's trailing-comma style.
    private func layout(run: ListRun, removing removed: Set<Int>, adding additions: [(identifier: String, template: Int?)]) -> [Operation] {
        let elements = run.elements
        let survivors = elements.indices.filter { !removed.contains($0) }
        let trailing = elements.last?.separator != nil
        let identifiers = elements.compactMap(\.identifier)
        let sorted = identifiers.count > 1 && zip(identifiers, identifiers.dropFirst()).allSatisfy { $0 <= $1 }
        // Where each addition goes: before a surviving element (sorted position), else after the last survivor.
        var before: [Int: [String]] = [:]
        var atEnd: [String] = []
        var templates: [String: ListElement] = [:]
        for addition in additions {
            templates[addition.identifier] = addition.template.map { elements[$0] }
            if sorted, let next = survivors.first(where: { (elements[$0].identifier ?? "") > addition.identifier }) {
                before[next, default: []].append(addition.identifier)
            } else {
                atEnd.append(addition.identifier)
            }
        }
        for key in before.keys { before[key]?.sort() }
        atEnd.sort { sorted ? $0 < $1 : false }
        var operations: [Operation] = []
        let separator = run.separator ?? ""
        let lead = separatorLead(run)
        let gap = separatorGap(run)
        func elementText(_ identifier: String) -> String {
            guard let template = templates[identifier] else {
                let encoded = run.emptyCoding?.encoded(identifier) ?? identifier
                if case .literal(let literal)? = run.emptyCoding { return literal.opening + encoded + literal.closing }
                return "\"" + encoded + "\""
            }
            let text = bytes[template.range.lowerBound..<template.value.lowerBound] + Array((template.coding.encoded(identifier) ?? "").utf8)
                + bytes[template.value.upperBound..<template.range.upperBound]
            return String(decoding: text, as: UTF8.self)
        }
        // The final order decides which elements need a separator after them.
        let lastSurvivor = survivors.last
        let endsWithAddition = !atEnd.isEmpty
        // A tuple of one keeps its comma: `("sofa",)`, not the string `("sofa")`.
        let keepsComma = survivors.count + additions.count == 1 && isTuple(run)
        func needsSeparator(isLast: Bool) -> Bool { run.separator != nil && (trailing || !isLast || keepsComma) }
        for index in elements.indices {
            let element = elements[index]
            if removed.contains(index) {
                operations.append(Operation(range: removal(of: index, in: run), text: ""))
                continue
            }
            let isLast = index == lastSurvivor && !endsWithAddition
            let wants = needsSeparator(isLast: isLast)
            if wants && element.separator == nil {
                operations.append(Operation(range: element.range.upperBound..<element.range.upperBound, text: lead + separator))
            } else if !wants, let existing = element.separator {
                var end = existing.upperBound
                if let next = elements.indices.first(where: { $0 > index }) {
                    let nextStart = elements[next].range.lowerBound
                    if element.ownLines == nil, lines.line(of: nextStart) == lines.line(of: existing.lowerBound) {
                        end = nextStart
                    } else if language == .go, lines.line(of: nextStart) != lines.line(of: existing.lowerBound),
                              bytes[existing.upperBound..<nextStart].allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
                        // Go ends a statement at a line break after an element without a comma: the removed last
                        // element takes the line break with it (`"pillow"}`, `case "pillow":`).
                        end = nextStart
                    }
                }
                operations.append(Operation(range: element.range.upperBound..<end, text: ""))
            }
        }
        for (index, identifiers) in before.sorted(by: { $0.key < $1.key }) {
            let anchor = elements[index]
            for identifier in identifiers {
                if let lines = anchor.ownLines {
                    let text = indentation(ofLineAt: anchor.range.lowerBound) + elementText(identifier) + lead + separator + lineEnding
                    operations.append(Operation(range: lines.lowerBound..<lines.lowerBound, text: text))
                } else {
                    operations.append(Operation(range: anchor.range.lowerBound..<anchor.range.lowerBound,
                                                text: elementText(identifier) + lead + separator + gap))
                }
            }
        }
        if !atEnd.isEmpty {
            let anchorIndex = lastSurvivor ?? elements.indices.first
            for (offset, identifier) in atEnd.enumerated() {
                let isLast = offset == atEnd.count - 1
                let tail = needsSeparator(isLast: isLast) ? lead + separator : ""
                guard let anchorIndex else {
                    guard let insertion = run.emptyInsertion else { continue }
                    let text = elementText(identifier) + (isLast ? "" : separator + " ")
                    operations.append(Operation(range: insertion..<insertion, text: text))
                    continue
                }
                let anchor = elements[anchorIndex]
                if lastSurvivor == nil {
                    // Every element goes: the new ones take the first one's place.
                    if let lines = anchor.ownLines {
                        let text = indentation(ofLineAt: anchor.range.lowerBound) + elementText(identifier) + tail + lineEnding
                        operations.append(Operation(range: lines.lowerBound..<lines.lowerBound, text: text))
                    } else {
                        operations.append(Operation(range: anchor.range.lowerBound..<anchor.range.lowerBound,
                                                    text: elementText(identifier) + (isLast ? "" : lead + separator + gap)))
                    }
                } else if let lines = anchor.ownLines {
                    var text = indentation(ofLineAt: anchor.range.lowerBound) + elementText(identifier) + tail + lineEnding
                    if lines.upperBound == bytes.count && bytes.last != 0x0A { text = lineEnding + text.dropLast(lineEnding.count) }
                    operations.append(Operation(range: lines.upperBound..<lines.upperBound, text: text))
                } else {
                    let position = anchor.separator.map { $0.upperBound } ?? anchor.range.upperBound
                    let text = gap + elementText(identifier) + tail
                    operations.append(Operation(range: position..<position, text: text))
                }
            }
        }
        return operations
    }

    /// The bytes removing element `index` takes: its own lines, or its place in the line with its separator
    /// and the space after it (before it, when it ends the line).
    private func removal(of index: Int, in run: ListRun) -> Range<Int> {
        let element = run.elements[index]
        if let comment = element.retainedComment, element.ownLines != nil { return element.range.lowerBound..<comment.lowerBound }
        if let lines = element.ownLines { return lines }
        guard let separator = element.separator else {
            // The last element goes with the space before it (the previous separator goes in `layout`).
            var start = element.range.lowerBound
            while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
            return start > 0 && bytes[start - 1] != 0x0A && index > 0 ? start..<element.range.upperBound : element.range
        }
        var end = separator.upperBound
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        var start = element.range.lowerBound
        if end < bytes.count, bytes[end] == 0x0A || bytes[end] == 0x0D {
            end = separator.upperBound
            while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
            if start > 0, bytes[start - 1] == 0x0A { start = element.range.lowerBound }
        }
        return start..<end
    }

    /// What stands between an element and its separator (` ` before `|`), from the first element that has one.
    private func separatorLead(_ run: ListRun) -> String {
        guard let element = run.elements.first(where: { $0.separator != nil }), let separator = element.separator else { return "" }
        return String(decoding: bytes[element.range.upperBound..<separator.lowerBound], as: UTF8.self)
    }

    /// What stands between a separator and the next element on its line (one space, usually).
    private func separatorGap(_ run: ListRun) -> String {
        for (element, next) in zip(run.elements, run.elements.dropFirst()) {
            guard let separator = element.separator, !bytes[separator.upperBound..<next.range.lowerBound].contains(0x0A) else { continue }
            return String(decoding: bytes[separator.upperBound..<next.range.lowerBound], as: UTF8.self)
        }
        return " "
    }

    /// The bytes with `operations` made: insertions before removals at the same offset, overlapping removals merged.
    private func apply(_ operations: [Operation]) -> [UInt8] {
        let ordered = operations.enumerated().sorted { left, right in
            if left.element.range.lowerBound != right.element.range.lowerBound {
                return left.element.range.lowerBound < right.element.range.lowerBound
            }
            if left.element.range.isEmpty != right.element.range.isEmpty { return left.element.range.isEmpty }
            return left.offset < right.offset
        }.map(\.element)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var cursor = 0
        for operation in ordered {
            if operation.range.lowerBound >= cursor {
                output += bytes[cursor..<operation.range.lowerBound]
                output += Array(operation.text.utf8)
                cursor = operation.range.upperBound
            } else if operation.range.isEmpty {
                continue  // an insertion inside removed text
            } else {
                output += Array(operation.text.utf8)
                cursor = max(cursor, operation.range.upperBound)
            }
        }
        output += bytes[cursor...]
        return output
    }
}
