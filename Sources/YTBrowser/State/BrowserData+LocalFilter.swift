import YTCore

extension BrowserData {
    /// Applies the local filter of the tab shown (`state.localFilters`) to its loaded rows.
    mutating func narrow(for state: BrowserState, haystacks: inout LocalFilter.Haystacks) {
        narrowed = [:]
        guard let query = state.localFilters[state.tab], !LocalFilter.words(query).isEmpty else { return }
        narrowed[state.tab] = LocalFilter.indices(of: list(state.tab).items, matching: query, haystacks: &haystacks)
    }

    /// What Home shows of a tab: its list, or the rows of it its local filter keeps.
    func shown(_ tab: BrowserState.Tab) -> List {
        var shown = list(tab)
        guard let kept = narrowed[tab] else { return shown }
        let items = shown.items
        shown.items = kept.compactMap { items.indices.contains($0) ? items[$0] : nil }
        return shown
    }

    /// The rows of the tab shown as Home draws them: those its local filter keeps, then those its
    /// Show filter keeps, in the Show filter's order.
    mutating func narrowRows(for state: BrowserState, haystacks: inout LocalFilter.Haystacks) {
        narrow(for: state, haystacks: &haystacks)
        applyShownFilter(for: state)
    }
}
