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
        case .video(let id): return "ytclone video \(ShellWord.quote(id)) && " + CommentsSpec(videoId: id).commandLine
        case .channel(let reference):
            return ChannelSpec(reference: reference, shelf: section == .playlists ? .playlists : .uploads).commandLine
        case .playlist(let id): return PlaylistSpec(reference: id).commandLine
        case .home:
            switch tab {
            // `--limit 50` (the pages of the tab) first, as this line has always put it.
            case .popular: return (["ytclone feed --limit 50"] + chart.options).joined(separator: " ")
            case .subscriptions: return SubscriptionsFeedSpec(limit: 50).commandLine
            case .search: return filters.spec(query: query.isEmpty ? "QUERY" : query).commandLine
            case .favorites: return "ytclone fav list"
            case .history: return "ytclone history list"
            }
        }
    }

    // MARK: Home

    private mutating func handleHome(_ key: Key, data: BrowserData, size: Frame.Size) -> [any Event] {
        // Home opened over a video's page by a #hashtag: back to the video.
        if stack.count > 1, [Key.escape, .character("h"), .backspace, .left].contains(key) {
            stack.removeLast()
            return []
        }
        let list = data.list(tab)
        // The search tab may list channels or playlists; every other list is of videos.
        let found = tab == .search ? data.searchStatus(type: filters.type) : nil
        let (count, status) = found ?? (list.items.count, BrowserData.Status(list))
        let rows = listRows(in: size)
        switch key {
        case .up, .character("k"), .wheelUp: move(by: -1, count: count, rows: rows)
        case .down, .character("j"), .wheelDown: move(by: 1, count: count, rows: rows)
        case .pageUp: move(by: -rows, count: count, rows: rows)
        case .pageDown, .character(" "): move(by: rows, count: count, rows: rows)
        case .home, .character("g"): move(by: -count, count: count, rows: rows)
        case .end, .character("G"): move(by: count, count: count, rows: rows)
        case .tab: return switchTab(to: Tab(rawValue: (tab.rawValue + 1) % Tab.allCases.count)!, data: data)
        case .backTab:
            return switchTab(to: Tab(rawValue: (tab.rawValue + Tab.allCases.count - 1) % Tab.allCases.count)!, data: data)
        case .character(let digit) where ("1"..."5").contains(digit):
            return switchTab(to: Tab(rawValue: Int(String(digit))! - 1)!, data: data)
        case .character("/"):
            tab = .search
            editing = .search(query)
            return []
        case .character("F") where tab == .search:
            filterSheet = filters
            return []
        case .character("F") where tab == .popular:
            chartSheet = chart
            let current = data.categories.loaded && data.categoriesRegion == chart.regionCode
            return current ? [] : [CategoriesRequested(regionCode: chart.regionCode)]
        case .character("r"), .control("r"):
            if tab == .search {
                // A search costs a hundred units even when the API answers 304: asked first.
                if !query.isEmpty { overlay = .confirmSpend(.refreshSearch) }
                return []
            }
            // A refresh starts from the top, like pull-to-refresh.
            positions[tab] = Position()
            return [ListingRequested(tab: tab, kind: .refresh)]
        case .enter, .right, .character("l"):
            if found != nil, let route = data.searchTarget(type: filters.type, at: position(tab).selected) { return open(route) }
            guard let video = selectedVideo(in: list) else { return [] }
            return open(.video(video.id))
        case .character("f"):
            guard let video = selectedVideo(in: list) else { return [] }
            return needAccount(data, for: "keep favorites") ?? [FavoriteToggled(video: video)]
        default: return []
        }
        return prefetch(count: count, status)
    }

    private func selectedVideo(in list: BrowserData.List) -> Video? {
        // A refresh may have left fewer rows than where the cursor was: the last one then.
        let index = position(tab).clamped(to: list.items.count).selected
        return list.items.indices.contains(index) ? list.items[index] : nil
    }

    private mutating func move(by delta: Int, count: Int, rows: Int) {
        positions[tab] = position(tab).moved(by: delta, count: count, rows: rows)
    }

    /// The next page, asked for while the cursor is still `prefetchDistance` rows from the end;
    /// on Search, whose pages cost a hundred units, only on the last row (the line under the rows
    /// says so, with the cost, before).
    private func prefetch(count: Int, _ status: BrowserData.Status) -> [any Event] {
        let distance = tab == .search ? 1 : Self.prefetchDistance
        guard status.hasMore, !status.isLoading, !status.failed, position(tab).selected >= count - distance
        else { return [] }
        return [ListingRequested(tab: tab, kind: .more)]
    }

    /// Spends what the person said yes to.
    private mutating func perform(_ spend: Spend) -> [any Event] {
        switch spend {
        case .refreshSearch:
            // A refresh starts from the top, like pull-to-refresh.
            positions[.search] = Position()
            return [ListingRequested(tab: .search, kind: .refresh)]
        case .hashtag(let tag):
            // Home opens over the video's page, so Esc comes back to it.
            if route != .home { stack.append(.home) }
            tab = .search
            query = "#" + tag
            // Videos with the tag, as `ytclone tag` finds them: the Search tab's filters were for another search.
            filters = SearchFilters()
            positions[.search] = Position()
            return [SearchSubmitted(query: query, filters: filters)]
        }
    }

    private mutating func switchTab(to next: Tab, data: BrowserData) -> [any Event] {
        tab = next
        if next.needsAccount, let gate = needAccount(data, for: "see your \(next.title.lowercased())") { return gate }
        if next == .search, query.isEmpty {
            editing = .search("")
            return []
        }
        let list = data.list(next)
        // Local lists are read again each time (a favorite added elsewhere shows at once).
        guard !list.loaded || next == .favorites || next == .history, !list.isLoading, next != .search else { return [] }
        return [ListingRequested(tab: next, kind: .first)]
    }

    /// Brings the gate when nobody is signed in, saying why; nil when someone is.
    mutating func needAccount(_ data: BrowserData, for purpose: String) -> [any Event]? {
        guard data.user == nil else { return nil }
        gate = .signIn(reason: "Sign in to \(purpose).")
        return []
    }

    // MARK: Video

    private mutating func handleVideo(_ key: Key, id: String, data: BrowserData, size: Frame.Size) -> [any Event] {
        let page = max(1, size.height - 3)
        // The page's lines as they are drawn, so scrolling stops at the end of them.
        let (lines, _) = DetailScreen.content(data.detail, width: size.width - 2, now: data.now, focus: detailLink, expanded: expanded)
        let lastTop = max(0, lines.count - page)
        defer { detailTop = min(detailTop, lastTop) }
        switch key {
        case .escape, .character("h"), .backspace, .left:
            stack.removeLast()
        case .up, .character("k"), .wheelUp: detailTop = max(0, detailTop - 1)
        case .down, .character("j"), .wheelDown: detailTop += 1
        case .pageUp: detailTop = max(0, detailTop - page)
        case .pageDown, .character(" "): detailTop += page
        case .home, .character("g"): detailTop = 0
        case .end, .character("G"): detailTop = lastTop
        case .character("r"): return [VideoOpened(videoId: id)]
        case .tab, .backTab:
            let links = data.detail.links
            guard !links.isEmpty else { return [] }
            let step = key == .tab ? 1 : links.count - 1
            detailLink = detailLink.map { ($0 + step) % links.count } ?? (key == .tab ? 0 : links.count - 1)
            // The link chosen is brought into view, above or below; scrolling afterwards leaves it.
            showLink(data, size: size)
        case .enter:
            let links = data.detail.links
            guard let index = detailLink, links.indices.contains(index) else { return [] }
            return follow(links[index], data: data)
        case .character("c"):
            if let gate = needAccount(data, for: "comment") { return gate }
            editing = .comment(videoId: id, text: "")
        case .character("f"):
            guard let video = data.detail.video else { return [] }
            return needAccount(data, for: "keep favorites") ?? [FavoriteToggled(video: video)]
        case .character("s"):
            return toggleSubscription(to: data.detail.video.map { Channel(id: $0.channelId, title: $0.channelTitle) }, data: data)
        case .character("y"):
            return [CopyRequested(text: Video.watchURL(id: id))]
        case .character("e"), .character("d"):
            guard let comment = focusedComment(data), let own = data.user, comment.source == .local,
                  comment.author == "@" + own.handle, let commentId = Int64(comment.id)
            else {
                message = "Tab to one of your local comments first: e edits it, d deletes it."
                return []
            }
            if key == .character("e") {
                editing = .editComment(id: commentId, videoId: id, text: comment.text)
            } else {
                overlay = .confirmDelete(commentId: commentId, videoId: id)
            }
        case .character("w"):
            return [WatchRequested(videoId: id)]
        default: break
        }
        return []
    }

    /// The comment Tab moved to, if the focused link is one.
    private func focusedComment(_ data: BrowserData) -> CommentEntry? {
        guard let index = detailLink, data.detail.links.indices.contains(index),
              case .comment(let place) = data.detail.links[index] else { return nil }
        return data.detail.comments[place]
    }

    /// Opens what a link of a video's page names: a channel or a mention opens the channel, a
    /// hashtag searches for it, a comment with replies shows them (or hides them again).
    private mutating func follow(_ link: DetailLink, data: BrowserData) -> [any Event] {
        switch link {
        case .comment(let index):
            let comment = data.detail.comments[index]
            guard comment.source == .youtube, (comment.replyCount ?? 0) > 0 else { return [] }
            let replies = data.detail.replies[comment.id]
            // Replies that failed to load are asked for again; shown ones are hidden.
            if expanded.contains(comment.id), replies?.error != nil { return [RepliesRequested(threadId: comment.id)] }
            if expanded.remove(comment.id) != nil { return [] }
            expanded.insert(comment.id)
            return data.detail.replies[comment.id]?.loaded == true ? [] : [RepliesRequested(threadId: comment.id)]
        case .channel(let id): return open(.channel(id))
        case .mention(let handle): return open(.channel("@" + handle))
        case .hashtag(let tag):
            // A search costs a hundred units: asked first.
            overlay = .confirmSpend(.hashtag(tag))
            return []
        }
    }

    /// Brings the link Tab chose on a video's page into view, if it is not.
    private mutating func showLink(_ data: BrowserData, size: Frame.Size) {
        let page = max(1, size.height - 3)
        let (lines, focused) = DetailScreen.content(data.detail, width: size.width - 2, now: data.now, focus: detailLink,
                                                    expanded: expanded)
        if let focused, focused < detailTop || focused >= detailTop + page { detailTop = focused }
        detailTop = min(detailTop, max(0, lines.count - page))
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
