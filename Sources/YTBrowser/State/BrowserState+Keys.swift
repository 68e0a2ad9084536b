import Foundation
import YTCore

extension BrowserState {
    /// Rows of a list on a screen of `size`: all but the tab bar, the search's query and filters
    /// (on Search), the column header, the line that says how loading stands, the typing line and
    /// the status bar.
    func listRows(in size: Frame.Size) -> Int { max(1, (size.height - 5 - (tab == .search ? 1 : 0)) / rowHeight) }

    /// Lines per row of Home: two when videos show their thumbnails (title, then channel and
    /// numbers, beside the picture), one otherwise.
    var rowHeight: Int { thumbnails && !(tab == .search && filters.type != "video") ? 2 : 1 }

    /// How close to the end of a list the next page is asked for, so it is there before the
    /// cursor gets to it (infinite scroll).
    static let prefetchDistance = 10

    /// Applies one key press to the state; returns what it asks the controllers to do.
    mutating func handle(_ key: Key, data: BrowserData, size: Frame.Size) -> [any Event] {
        message = nil
        if gate != nil { return handleGate(key, data: data) }
        if filterSheet != nil { return handleFilterSheet(key) }
        if chartSheet != nil { return handleChartSheet(key, data: data) }
        if shownSheet != nil { return handleShownSheet(key, data: data) }
        if editing?.purpose == .filter { return handleFilterTyping(key, data: data, size: size) }
        if editing != nil { return handleEditing(key) }
        if let shown = overlay {
            overlay = nil
            if case .confirmDelete(let id, let videoId) = shown, key == .character("y") {
                return [CommentDeleteConfirmed(commentId: id, videoId: videoId)]
            }
            if case .confirmSpend(let spend) = shown, key == .enter || key == .character("y") { return perform(spend) }
            return []
        }
        switch key {
        case .character("q"), .control("c"):
            quit = true
            return []
        case .character("?"):
            overlay = .help
            return []
        case .character(":"), .character("x"):
            overlay = .command(equivalentCommand)
            return []
        case .character("p"):
            guard let user = data.user else { return needAccount(data, for: "see your page") ?? [] }
            gate = .profile(of: user)
            return []
        default:
            break
        }
        switch route {
        case .home: return handleHome(key, data: data, size: size)
        case .video(let id): return handleVideo(key, id: id, data: data, size: size)
        case .channel, .playlist: return handlePage(key, data: data, size: size)
        }
    }

    /// The `ytclone …` command that shows what the current view shows, for a script: the
    /// command line of the listing's spec.
    var equivalentCommand: String {
        switch route {
        case .video(let id):
            return ShellWord.commandLine("ytclone video", words: [id], options: []) + " && " + CommentsSpec(videoId: id).commandLine
        case .channel(let reference):
            return ChannelSpec(reference: reference, shelf: section == .playlists ? .playlists : .uploads).commandLine
        case .playlist(let id): return PlaylistSpec(reference: id).commandLine
        case .home:
            switch tab {
            // `--limit 50` (the pages of the tab) first, as this line has always put it.
            case .popular: return (["ytclone feed --limit 50"] + chart.options + shownOptions).joined(separator: " ")
            case .subscriptions: return SubscriptionsFeedSpec(limit: 50, filter: shownFilters[tab] ?? VideoFilter()).commandLine
            case .search:
                var spec = filters.spec(query: query.isEmpty ? "QUERY" : query)
                if spec.type == .video { spec.filter = shownFilters[tab] ?? VideoFilter() }
                return spec.commandLine
            case .favorites: return (["ytclone fav list"] + shownOptions).joined(separator: " ")
            case .history: return (["ytclone history list"] + shownOptions).joined(separator: " ")
            case .liked: return "ytclone liked --limit 50"
            case .myPlaylists: return "ytclone playlists --mine"
            }
        }
    }

    /// Brings the gate when nobody is signed in, saying why; nil when someone is.
    mutating func needAccount(_ data: BrowserData, for purpose: String) -> [any Event]? {
        guard data.user == nil else { return nil }
        gate = .signIn(reason: "Sign in to \(purpose).")
        return []
    }

    /// After the terminal changed size: the selected row of each list, and the link chosen on a
    /// video's page, are brought back into view.
    mutating func fit(to size: Frame.Size, data: BrowserData) {
        positions[tab] = position(tab).showing(rows: listRows(in: size))
        let pageRows = pageRows(in: size)
        for (list, place) in pagePositions where list.route == route { pagePositions[list] = place.showing(rows: pageRows) }
        if case .video = route, detailLink != nil { showLink(data, size: size) }
    }
}
