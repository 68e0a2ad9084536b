import YTCore

extension BrowserData {
    /// Applies the Show filter of the tab shown (`state.shownFilters`) to the rows it keeps
    /// (after the local filter): the places of the rows that pass, in the filter's order, the
    /// watched ones those the ✓ marks (`watched`) say.
    mutating func applyShownFilter(for state: BrowserState) {
        guard let filter = state.shownFilters[state.tab], !filter.isEmpty else { return }
        let items = list(state.tab).items
        let places = narrowed[state.tab] ?? Array(items.indices)
        let rows = places.map { PlacedVideo(place: $0, video: items[$0]) }
        narrowed[state.tab] = filter.apply(rows, watched: watched).rows.map(\.place)
    }
}

/// A loaded row and its place in the tab's list, filtered and sorted as the video it holds.
private struct PlacedVideo: FilterableVideo, Sendable {
    let place: Int
    let video: Video

    var facts: VideoFacts { video.facts }
}
