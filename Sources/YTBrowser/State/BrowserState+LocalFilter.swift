import YTCore

/// The local filter's keys: `\` or Ctrl-F on Home opens its line, each key typed narrows the
/// tab's loaded rows at once (no request), Enter keeps the narrowed list, Esc shows all again.
extension BrowserState {
    /// Opens the filter line of the tab shown, with what it keeps already.
    mutating func openLocalFilter() -> [any Event] {
        guard !(tab == .search && filters.type != "video") else {
            message = "The filter narrows videos; this search lists \(filters.type)s (F changes that)."
            return []
        }
        editing = .filter(localFilters[tab] ?? "")
        return []
    }

    /// A key while the filter is typed. Every change starts the cursor at the first row kept.
    mutating func handleFilterTyping(_ key: Key, data: BrowserData, size: Frame.Size) -> [any Event] {
        guard var line = editing else { return [] }
        switch key {
        case .escape:
            editing = nil
            clearLocalFilter(data: data, size: size)
        case .enter:
            editing = nil
            if LocalFilter.words(line.text).isEmpty { clearLocalFilter(data: data, size: size) }
        case .up, .down, .pageUp, .pageDown:
            // The cursor moves among the rows kept while the line stays open.
            let shown = data.shown(tab).items.count, rows = listRows(in: size)
            let step = key == .up ? -1 : key == .down ? 1 : key == .pageUp ? -rows : rows
            move(by: step, count: shown, rows: rows)
        default:
            if case .refused(let reason) = line.field.apply(key) { message = reason }
            editing = line
            guard line.text != (localFilters[tab] ?? "") else { return [] }
            localFilters[tab] = line.text
            positions[tab] = Position()
        }
        return []
    }

    /// Shows the tab's whole list again (as its Show filter has it), the row selected in the
    /// narrowed one still selected.
    mutating func clearLocalFilter(data: BrowserData, size: Frame.Size) {
        let shown = data.shown(tab).items, place = position(tab).clamped(to: shown.count).selected
        guard localFilters.removeValue(forKey: tab) != nil else { return }
        var all = data
        var unused = LocalFilter.Haystacks()
        all.narrowRows(for: self, haystacks: &unused)
        let selected = shown.indices.contains(place) ? all.shown(tab).items.firstIndex { $0.id == shown[place].id } ?? 0 : 0
        positions[tab] = Position(selected: selected, top: selected).showing(rows: listRows(in: size))
    }
}
