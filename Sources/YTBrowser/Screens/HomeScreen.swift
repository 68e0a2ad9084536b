import Foundation
import YTCore
import YTImages

/// Home: the tab bar, a header, one row per video (title, channel, views, length, age) and how
/// the list's loading stands, in place, below the rows; on a wide terminal the selected video's
/// preview beside them (`PreviewPane`).
enum HomeScreen {
    static func render(_ state: BrowserState, _ data: BrowserData, into frame: inout Frame, preview: Bool = true) {
        if preview, let columns = PreviewPane.columns(state, width: frame.size.width) {
            return PreviewPane.render(state, data, columns: columns, into: &frame)
        }
        frame.add(TitleBar.home(state.tab, tabs: data.tabs, width: frame.size.width))
        if state.tab == .search { searchHeader(state, into: &frame) }
        if state.tab == .myPlaylists || state.tab == .search && state.filters.type != "video" { return found(state, data, into: &frame) }
        let list = data.shown(state.tab)
        let columns = Columns(width: frame.size.width)
        frame.add(state.thumbnails ? PictureRow.header : columns.header, .dim)
        let rows = state.listRows(in: frame.size)
        let place = state.position(state.tab).clamped(to: list.items.count).showing(rows: rows)
        if state.tab == .search, state.query.isEmpty, list.items.isEmpty {
            frame.add(list.notice.map { "  " + $0 }
                      ?? "  Press / and type what to look for; F sets filters (channels or playlists, order, duration, date…).", .dim)
            return
        }
        for index in place.top..<max(place.top, min(list.items.count, place.top + rows)) {
            let video = list.items[index]
            let selected = index == place.selected
            let mark = state.marked.contains(video.id) ? "+" : list.new.contains(video.id) ? "•" : " "
            let lead = (selected ? "›" : " ") + mark
            if state.thumbnails {
                PictureRow.add(video, lead: lead, picture: video.thumbnailURL.flatMap { data.pictures[.row($0)] },
                               now: data.now, selected: selected, title: data.rowStyle(of: video.id, selected: selected),
                               into: &frame)
                continue
            }
            frame.add([Frame.Span(lead + columns.row(video, now: data.now), data.rowStyle(of: video.id, selected: selected))],
                      fill: selected ? .selected : .plain)
        }
        frame.fill(reserving: 3)
        var chart = ""
        if state.tab == .popular, state.chart.regionCode != nil || state.chart.category != nil {
            chart = " · " + ([state.chart.regionCode, state.chart.category?.title].compactMap { $0 }.joined(separator: ", "))
        }
        frame.add(loadingLine(list, tab: state.tab, more: state.tab == .search ? moreSearch(state) : nil, filter: filterLine(state, data))
                  + chart + marksLine(state), list.error == nil ? .dim : .error)
    }

    /// What the line under the rows says of the local filter, or of the Show filter (`S`) when it
    /// hides rows: how many rows they keep of those loaded, so a filtered page does not pass for
    /// a short one.
    private static func filterLine(_ state: BrowserState, _ data: BrowserData) -> String? {
        guard data.narrowed[state.tab] != nil else { return nil }
        let kept = data.shown(state.tab).items.count
        let loaded = "\(kept) of \(HumanFormat.counted(data.list(state.tab).items.count, "video")) loaded"
        if let query = state.localFilters[state.tab], !LocalFilter.words(query).isEmpty {
            return "  \(loaded) hold “\(TerminalText.sanitize(query))”"
                + (state.editing?.purpose == .filter ? "" : " · \\ changes it · Esc shows all")
        }
        // The order alone hides nothing: the usual line stands.
        guard kept < data.list(state.tab).items.count else { return nil }
        return "  \(loaded) shown · S changes what is shown"
    }

    /// How many videos are marked, which `w` plays.
    static func marksLine(_ state: BrowserState) -> String {
        state.marked.isEmpty ? "" : " · + \(state.marked.count) marked (w plays them, a listens)"
    }

    /// Search's query and filters, over its rows: what was searched for, as the options of
    /// `ytclone search` name the filters.
    private static func searchHeader(_ state: BrowserState, into frame: inout Frame) {
        guard !state.query.isEmpty else {
            frame.add("  Search: nothing yet · / types one · F filters", .dim)
            return
        }
        let filters = state.filters.options.joined(separator: " ")
        frame.add([Frame.Span("  Search: ", .dim), Frame.Span(TerminalText.sanitize(state.query), .bold),
                   Frame.Span(filters.isEmpty ? " · no filters (F sets them)" : " · " + filters, .dim)])
    }

    /// What the line under Search's rows says of the next page: it costs a search, so it is asked
    /// for on the last row only, and the line says so first.
    private static func moreSearch(_ state: BrowserState) -> String {
        " · the last row loads more (\(KeyCosts.units(state.filters.costOfAPage)))"
    }

    /// The search tab's channels or playlists, or My playlists: title, then handle and
    /// subscribers, or channel and size.
    private static func found(_ state: BrowserState, _ data: BrowserData, into frame: inout Frame) {
        let width = frame.size.width
        let side = min(40, width / 3)
        let title = max(4, width - side - 3)
        let channels = state.tab == .search && state.filters.type == "channel"
        let playlists = state.tab == .myPlaylists ? data.myPlaylists : data.searchPlaylists
        frame.add("  " + TerminalText.pad(channels ? "Channel" : "Playlist", to: title) + " " + (channels ? "Subscribers · videos" : "Channel · videos"),
                  .dim)
        let lines: [(String, String)] = channels
            ? data.searchChannels.items.map { channel in
                (channel.title, (channel.subscribersHidden ? "hidden" : HumanFormat.count(channel.subscriberCount)) + " · "
                    + HumanFormat.count(channel.videoCount))
            }
            : playlists.items.map { ($0.title, $0.channelTitle + " · " + ($0.itemCount.map(String.init) ?? "–")) }
        let rows = state.listRows(in: frame.size)
        let place = state.position(state.tab).clamped(to: lines.count).showing(rows: rows)
        for index in place.top..<max(place.top, min(lines.count, place.top + rows)) {
            let cut = { (text: String, columns: Int) in TerminalText.pad(TerminalText.truncate(TerminalText.sanitize(text), to: columns), to: columns) }
            frame.add([Frame.Span((index == place.selected ? "› " : "  ") + cut(lines[index].0, title) + " " + cut(lines[index].1, side))],
                      fill: index == place.selected ? .selected : .plain)
        }
        frame.fill(reserving: 3)
        let status = channels ? data.searchChannels.counted.status : playlists.counted.status
        let noun = channels ? "channels" : "playlists"
        let error = channels ? data.searchChannels.error : playlists.error
        let more = state.tab == .search ? moreSearch(state) : " · more below"
        let line: String
        if let error { line = "  ✗ \(error) — r tries again" }
        else if status.isLoading { line = lines.isEmpty ? "  Loading…" : "  Loading more…" }
        else if status.loaded, lines.isEmpty { line = "  " + (state.tab == .myPlaylists ? empty(.myPlaylists) : "Nothing here yet.") }
        else { line = "  \(lines.count) \(noun)" + (status.hasMore ? more : " · the end") + " · Enter opens its page" }
        frame.add(line, error == nil ? .dim : .error)
    }

    /// What the line under the rows says: loading, failed (with the key that tries again),
    /// the end of the list, or where the cursor is.
    static func loadingLine(_ list: BrowserData.List, tab: BrowserState.Tab, more: String? = nil, filter: String? = nil) -> String {
        if let error = list.error { return "  ✗ \(error) — r tries again" }
        if let notice = list.notice { return "  " + notice }
        if let filter { return filter }
        if list.isLoading { return list.items.isEmpty ? "  Loading…" : "  Loading more…" }
        if list.loaded, list.items.isEmpty { return "  " + empty(tab) }
        if !list.loaded { return tab.needsAccount ? "" : "  Loading…" }
        let marks = list.new.isEmpty ? "" : " · • \(list.new.count) new since you last looked"
        return "  " + HumanFormat.counted(list.items.count, "video") + (list.hasMore ? more ?? " · more below" : " · the end") + marks
    }

    /// What an empty tab says: how to fill it.
    static func empty(_ tab: BrowserState.Tab) -> String {
        switch tab {
        case .subscriptions: "No subscriptions yet: open a channel and press s (or a video and s for its channel)."
        case .favorites: "No favorites yet: press f on a video."
        case .history: "Nothing watched yet: open a video (Enter) and it is kept here."
        case .popular: "No videos in this chart: F picks another region or category."
        case .search: "Nothing found: / types another search, F changes the filters."
        case .liked: "No liked videos on YouTube yet: press L on a video."
        case .myPlaylists: "No playlists on YouTube yet: ytclone playlist create TITLE makes one."
        }
    }

    /// A video's row with its thumbnail: two lines, the title, then the channel and numbers.
    enum PictureRow {
        static let width = PictureKey.rowColumns
        static let header = "  " + String(repeating: " ", count: width + 1) + "Title · channel · views · length · age"

        /// - Parameter title: the title's style (dimmed for a video watched).
        static func add(_ video: Video, lead: String, picture: PictureCells?, now: Date, selected: Bool,
                        title: Frame.Style = .plain, into frame: inout Frame) {
            let text = max(4, frame.size.width - lead.count - width - 1)
            let fill: Frame.Style = selected ? .selected : .plain
            let details = [video.channelTitle, video.viewCount.map { HumanFormat.count($0) + " views" },
                           video.durationSeconds == nil ? nil : HumanFormat.duration(video.durationSeconds, live: video.liveBroadcastContent),
                           HumanFormat.age(video.publishedAt, now: now)].compactMap { $0 }.joined(separator: " · ")
            frame.add([Frame.Span(lead)] + Frame.picture(picture, row: 0, width: width)
                      + [Frame.Span(" " + TerminalText.truncate(TerminalText.sanitize(video.title), to: text), title)], fill: fill)
            frame.add([Frame.Span(String(repeating: " ", count: lead.count))] + Frame.picture(picture, row: 1, width: width)
                      + [Frame.Span(" " + TerminalText.truncate(TerminalText.sanitize(details), to: text), selected ? .plain : .dim)],
                      fill: fill)
        }
    }

    /// How a row's columns share the width: the title takes what the others leave.
    struct Columns {
        let channel: Int
        let title: Int
        static let views = 6, length = 8, age = 4

        init(width: Int) {
            let rest = width - 2 - Self.views - Self.length - Self.age - 4
            channel = min(24, max(8, rest / 3))
            title = max(8, rest - channel)
        }

        var header: String {
            "  " + TerminalText.pad("Title", to: title) + " " + TerminalText.pad("Channel", to: channel) + " "
                + TerminalText.pad("Views", to: Self.views, right: true) + " " + TerminalText.pad("Length", to: Self.length, right: true)
                + " " + TerminalText.pad("Age", to: Self.age, right: true)
        }

        func row(_ video: Video, now: Date) -> String {
            cell(video.title, title) + " " + cell(video.channelTitle, channel) + " "
                + TerminalText.pad(video.viewCount == nil && video.durationSeconds == nil ? "" : HumanFormat.count(video.viewCount),
                                   to: Self.views, right: true) + " "
                + TerminalText.pad(video.durationSeconds == nil ? "" : HumanFormat.duration(video.durationSeconds, live: video.liveBroadcastContent),
                                   to: Self.length, right: true) + " "
                + TerminalText.pad(HumanFormat.age(video.publishedAt, now: now), to: Self.age, right: true)
        }

        private func cell(_ text: String, _ width: Int) -> String {
            TerminalText.pad(TerminalText.truncate(TerminalText.sanitize(text), to: width), to: width)
        }
    }
}
