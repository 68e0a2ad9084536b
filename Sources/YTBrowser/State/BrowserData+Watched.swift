extension BrowserData {
    /// The ids of every video a list or a page holds: what `WatchedRows` is asked about.
    var videoIds: Set<String> {
        var ids = Set(lists.values.flatMap { $0.items.map(\.id) })
        ids.formUnion(channel.uploads.items.map(\.id))
        ids.formUnion(playlist.videos.items.map(\.id))
        return ids
    }

    /// A video row's text: dimmed when the user watched it, unless it is the selected row (which
    /// its fill marks).
    func rowStyle(of videoId: String, selected: Bool) -> Frame.Style {
        !selected && watched.contains(videoId) ? .dim : .plain
    }
}
