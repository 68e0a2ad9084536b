import YTCore

extension BrowserState {
    /// Opens the Show sheet of the tab shown, set as the tab's filter is.
    mutating func openShownSheet() {
        shownSheet = ShownFilters(filter: shownFilters[tab] ?? VideoFilter())
    }

    /// Keys on the Show sheet: ↑ ↓ a row, ← → (or Space) its value, Enter shows the tab's rows
    /// so, Esc leaves them as they were. Nothing is asked of the API.
    mutating func handleShownSheet(_ key: Key, data: BrowserData) -> [any Event] {
        guard var sheet = shownSheet else { return [] }
        switch key {
        case .escape:
            shownSheet = nil
            return []
        case .enter:
            if let problem = sheet.problem {
                message = "✗ " + problem
                return []
            }
            // What you watched is kept per user, as `--unwatched` says signed out.
            if sheet.filter.unwatched, data.user == nil {
                message = "✗ Hiding watched videos needs a signed-in user: press p, or show them."
                return []
            }
            shownSheet = nil
            shownFilters[tab] = sheet.filter.isEmpty ? nil : sheet.filter
            positions[tab] = Position()
            return []
        case .up, .backTab: sheet.move(-1)
        case .down, .tab: sheet.move(1)
        case .left: sheet.cycle(-1)
        case .right, .character(" "): sheet.cycle(1)
        default: break
        }
        shownSheet = sheet
        return []
    }

    /// The options of the tab's Show filter, for the `:` line.
    var shownOptions: [String] { shownFilters[tab]?.options ?? [] }
}
