import YTCore

/// Marks and the keys that play: Space marks a video row (again: unmarks it), `w` plays the
/// marked rows as one queue in the order they were marked, or the selected row when none is;
/// `a` does the same with sound only.
extension BrowserState {
    mutating func toggleMark(_ videoId: String) {
        if let place = marked.firstIndex(of: videoId) {
            marked.remove(at: place)
        } else {
            marked.append(videoId)
        }
    }

    /// Plays the marked videos, or `selected` when none is marked; the marks are cleared, as
    /// they were for this.
    mutating func watch(_ selected: String?, audioOnly: Bool) -> [any Event] {
        let queue = marked.isEmpty ? selected.map { [$0] } ?? [] : marked
        guard !queue.isEmpty else { return [] }
        marked = []
        return [WatchRequested(videoIds: queue, audioOnly: audioOnly)]
    }
}

extension BrowserState.Route {
    /// The address of what the route shows on YouTube, which `y` copies.
    var url: String {
        switch self {
        case .home: "https://www.youtube.com/"
        case .video(let id): Video.watchURL(id: id)
        // A channel opened from an @mention is known by its handle.
        case .channel(let reference): reference.hasPrefix("@") ? "https://www.youtube.com/" + reference
                                                               : Channel(id: reference, title: "").url
        case .playlist(let id): Playlist(id: id, title: "").url
        }
    }
}
