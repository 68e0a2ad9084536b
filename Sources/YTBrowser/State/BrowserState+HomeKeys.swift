import Foundation
import YTCore

/// Keys on Home: move through a tab's list (the next page asked for before its end), switch tabs
/// (Tab, 1–5, and 6–7 signed in with Google), `/` to search, `\` to filter what is loaded, `F` for a tab's filters, `r` to refresh,
/// Enter to open, `f` to favorite, Space to mark, `w`/`a` to watch or listen, `y` to copy a link;
/// and what a spend the person said yes to asks for.
extension BrowserState {
    mutating func handleHome(_ key: Key, data: BrowserData, size: Frame.Size) -> [any Event] {
        // Home opened over a video's page by a #hashtag: back to the video.
        if stack.count > 1, [Key.escape, .character("h"), .backspace, .left].contains(key) {
            stack.removeLast()
            return []
        }
        let list = data.shown(tab)
        // The search tab may list channels or playlists, My playlists lists playlists; every other list is of videos.
        let found = tab == .myPlaylists ? data.myPlaylists.counted : tab == .search ? data.searchStatus(type: filters.type) : nil
        let (count, status) = found ?? (list.items.count, BrowserData.Status(list))
        let rows = listRows(in: size)
        switch key {
        case .up, .character("k"), .wheelUp: move(by: -1, count: count, rows: rows)
        case .down, .character("j"), .wheelDown: move(by: 1, count: count, rows: rows)
        case .pageUp: move(by: -rows, count: count, rows: rows)
        case .pageDown: move(by: rows, count: count, rows: rows)
        case .home, .character("g"): move(by: -count, count: count, rows: rows)
        case .end, .character("G"): move(by: count, count: count, rows: rows)
        case .tab, .backTab:
            let tabs = data.tabs
            let index = tabs.firstIndex(of: tab) ?? 0
            return switchTab(to: tabs[(index + (key == .tab ? 1 : tabs.count - 1)) % tabs.count], data: data)
        case .character(let digit) where Int(String(digit)).map { data.tabs.indices.contains($0 - 1) } == true:
            return switchTab(to: data.tabs[Int(String(digit))! - 1], data: data)
        case .character("/"):
            tab = .search
            editing = .search(query)
            return []
        case .character("\\"), .control("f"): return openLocalFilter()
        case .escape:
            clearLocalFilter(data: data, size: size)
            return []
        case .character(" "):
            guard found == nil, let video = selectedVideo(in: list) else { return [] }
            toggleMark(video.id)
            move(by: 1, count: count, rows: rows)
        case .character("w"), .character("a"):
            return watch(found == nil ? selectedVideo(in: list)?.id : nil, audioOnly: key == .character("a"))
        case .character("y"):
            let route = found != nil ? foundTarget(data)
                                     : selectedVideo(in: list).map { Route.video($0.id) }
            return route.map { [CopyRequested(text: $0.url)] } ?? []
        case .character("S"):
            openShownSheet()
            return []
        case .character("F") where [.subscriptions, .favorites, .history].contains(tab):
            // The tabs with no sheet of their own open the Show sheet with F too.
            openShownSheet()
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
            if found != nil, let route = foundTarget(data) { return open(route) }
            guard let video = selectedVideo(in: list) else { return [] }
            return open(.video(video.id))
        case .character("f"):
            guard let video = selectedVideo(in: list) else { return [] }
            return needAccount(data, for: "keep favorites") ?? [FavoriteToggled(video: video)]
        default: return []
        }
        return prefetch(count: count, status)
    }

    func selectedVideo(in list: BrowserData.List) -> Video? {
        // A refresh may have left fewer rows than where the cursor was: the last one then.
        let index = position(tab).clamped(to: list.items.count).selected
        return list.items.indices.contains(index) ? list.items[index] : nil
    }

    mutating func move(by delta: Int, count: Int, rows: Int) {
        positions[tab] = position(tab).moved(by: delta, count: count, rows: rows)
    }

    /// The next page, asked for while the cursor is still `prefetchDistance` rows from the end;
    /// on Search, whose pages cost a hundred units, only on the last row (the line under the rows
    /// says so, with the cost, before).
    func prefetch(count: Int, _ status: BrowserData.Status) -> [any Event] {
        let distance = tab == .search ? 1 : Self.prefetchDistance
        // A filtered list asks for nothing: it narrows what is loaded.
        guard status.hasMore, !status.isLoading, !status.failed, position(tab).selected >= count - distance,
              localFilters[tab] == nil
        else { return [] }
        return [ListingRequested(tab: tab, kind: .more)]
    }

    /// Spends what the person said yes to.
    mutating func perform(_ spend: Spend) -> [any Event] {
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
            remember(search: query)
            // Videos with the tag, as `ytclone tag` finds them: the Search tab's filters were for another search.
            filters = SearchFilters()
            positions[.search] = Position()
            return [SearchSubmitted(query: query, filters: filters)]
        }
    }

    mutating func switchTab(to next: Tab, data: BrowserData) -> [any Event] {
        tab = next
        if next.needsAccount, let gate = needAccount(data, for: "see your \(next.title.lowercased())") { return gate }
        if next == .search, query.isEmpty {
            editing = .search("")
            return []
        }
        let list = data.list(next)
        // Local lists are read again each time (a favorite added elsewhere shows at once).
        if next == .myPlaylists {
            return data.myPlaylists.loaded || data.myPlaylists.isLoading ? [] : [ListingRequested(tab: next, kind: .first)]
        }
        guard !list.loaded || next == .favorites || next == .history, !list.isLoading, next != .search else { return [] }
        return [ListingRequested(tab: next, kind: .first)]
    }

    /// Where Enter on the selected row of a tab that lists channels or playlists goes.
    func foundTarget(_ data: BrowserData) -> Route? {
        let index = position(tab).selected
        guard tab == .myPlaylists else { return data.searchTarget(type: filters.type, at: index) }
        return data.myPlaylists.items.indices.contains(index) ? .playlist(data.myPlaylists.items[index].id) : nil
    }
}
