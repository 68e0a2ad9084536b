import YTCore

extension BrowserState {
    /// Lines above a page's list: the channel's (title, stats, description, sections) or the
    /// playlist's (title, channel and size, a blank).
    static func pageHeader(_ route: Route) -> Int {
        if case .channel = route { return 4 }
        return 2
    }

    /// Rows of a page's list: all but the title bar, the header, the column header, the loading
    /// line, the typing line and the status bar; videos with thumbnails take two lines each.
    func pageRows(in size: Frame.Size) -> Int {
        max(1, (size.height - 5 - Self.pageHeader(route)) / pageRowHeight)
    }

    /// Lines per row of a page's list: two for videos beside their thumbnails, else one.
    var pageRowHeight: Int { thumbnails && pageList.section != .playlists ? 2 : 1 }

    /// The list a page shows now: a channel's uploads or playlists, a playlist's videos.
    var pageList: PageList {
        if case .channel = route { return PageList(route: route, section: section) }
        return PageList(route: route, section: .uploads)
    }

    func position(_ list: PageList) -> Position { pagePositions[list] ?? Position() }

    /// Opens `route` on top of the stack, at its top (a screen opened again starts afresh).
    mutating func open(_ route: Route) -> [any Event] {
        stack.append(route)
        places[route] = Place()
        switch route {
        case .home: return []
        case .video(let id): return [VideoOpened(videoId: id)]
        case .channel, .playlist: return [PageOpened(route: route)]
        }
    }

    /// Keys on a channel's or playlist's page: as on Home, Space marks a video, `w`/`a` plays the
    /// marked (or the selected) one, `y` copies a row's link.
    mutating func handlePage(_ key: Key, data: BrowserData, size: Frame.Size) -> [any Event] {
        let list = pageList
        let (count, status) = data.pageStatus(list)
        let rows = pageRows(in: size)
        func move(_ delta: Int) {
            pagePositions[list] = position(list).moved(by: delta, count: count, rows: rows)
        }
        switch key {
        case .escape, .character("h"), .backspace, .left:
            stack.removeLast()
            return []
        case .up, .character("k"), .wheelUp: move(-1)
        case .down, .character("j"), .wheelDown: move(1)
        case .pageUp: move(-rows)
        case .pageDown: move(rows)
        case .home, .character("g"): move(-count)
        case .end, .character("G"): move(count)
        case .tab, .backTab:
            guard case .channel = route else { return [] }
            section = section == .uploads ? .playlists : .uploads
            let other = pageList
            return data.pageStatus(other).status.loaded ? [] : [PageListRequested(list: other, kind: .first)]
        case .character("r"): return [PageListRequested(list: list, kind: .refresh)]
        case .character("s"):
            // On a playlist's page, its channel; on YouTube when signed in with Google.
            var channel = data.channel.channel
            if case .playlist = route { channel = data.playlist.playlist.map { Channel(id: $0.channelId, title: $0.channelTitle) } }
            return data.googleAccount != nil ? subscribeOnYouTube(to: channel) : toggleSubscription(to: channel, data: data)
        case .character("o"):
            guard case .playlist = route, let channelId = data.playlist.playlist?.channelId, !channelId.isEmpty else { return [] }
            return open(.channel(channelId))
        case .enter, .right, .character("l"):
            guard let target = data.pageItem(list, at: position(list).selected) else { return [] }
            return open(target)
        case .character(" "):
            guard case .video(let id) = data.pageItem(list, at: position(list).selected) else { return [] }
            toggleMark(id)
            move(1)
        case .character("w"), .character("a"):
            guard case .video(let id) = data.pageItem(list, at: position(list).selected) else {
                return watch(nil, audioOnly: key == .character("a"))
            }
            return watch(id, audioOnly: key == .character("a"))
        case .character("y"):
            // The row's link, or the page's own when its list is empty.
            return [CopyRequested(text: (data.pageItem(list, at: position(list).selected) ?? route).url)]
        default: return []
        }
        guard status.hasMore, !status.isLoading, !status.failed, position(list).selected >= count - Self.prefetchDistance else { return [] }
        return [PageListRequested(list: list, kind: .more)]
    }
}

extension BrowserData.Rows {
    /// How many rows are loaded and how the list stands.
    var counted: (count: Int, status: BrowserData.Status) { (items.count, BrowserData.Status(self)) }
}

extension BrowserData {
    /// How a page's list stands, whatever its items.
    struct Status {
        var loaded = false, isLoading = false, failed = false, hasMore = false

        init<Item>(_ rows: Rows<Item>) {
            (loaded, isLoading, failed, hasMore) = (rows.loaded, rows.isLoading, rows.error != nil, rows.hasMore)
        }
    }

    /// The search tab's channels or playlists, when it looks for those (nil for videos).
    func searchStatus(type: String) -> (count: Int, status: Status)? {
        switch type {
        case "channel": searchChannels.counted
        case "playlist": searchPlaylists.counted
        default: nil
        }
    }

    /// Where Enter on row `index` of the search tab's channels or playlists goes.
    func searchTarget(type: String, at index: Int) -> BrowserState.Route? {
        switch type {
        case "channel": searchChannels.items.indices.contains(index) ? .channel(searchChannels.items[index].id) : nil
        case "playlist": searchPlaylists.items.indices.contains(index) ? .playlist(searchPlaylists.items[index].id) : nil
        default: nil
        }
    }

    func pageStatus(_ list: BrowserState.PageList) -> (count: Int, status: Status) {
        switch (list.route, list.section) {
        case (.channel, .playlists): channel.playlists.counted
        case (.channel, .uploads): channel.uploads.counted
        default: playlist.videos.counted
        }
    }

    /// Where Enter on row `index` of a page's list goes.
    func pageItem(_ list: BrowserState.PageList, at index: Int) -> BrowserState.Route? {
        switch (list.route, list.section) {
        case (.channel, .playlists):
            return channel.playlists.items.indices.contains(index) ? .playlist(channel.playlists.items[index].id) : nil
        case (.channel, .uploads):
            return channel.uploads.items.indices.contains(index) ? .video(channel.uploads.items[index].id) : nil
        default:
            return playlist.videos.items.indices.contains(index) ? .video(playlist.videos.items[index].id) : nil
        }
    }
}
