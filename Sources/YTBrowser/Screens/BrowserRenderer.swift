import Foundation
import YTCore

/// `render(state, data, size) → frame`: the whole browser as one pure function. The screen of
/// the current route, then whatever is shown over it (the gate, the keys, a command), with the
/// tab bar on top and the status line at the bottom.
enum BrowserRenderer {
    static func render(_ state: BrowserState, _ data: BrowserData, size: Frame.Size) -> Frame {
        var frame = Frame(size: size)
        switch state.route {
        case .home: HomeScreen.render(state, data, into: &frame)
        case .video: DetailScreen.render(state, data, into: &frame)
        case .channel, .playlist: PageScreen.render(state, data, into: &frame)
        }
        frame.fill(reserving: 2)
        bottom(state, data, into: &frame)
        if let gate = state.gate {
            GateScreen.draw(gate, over: &frame)
        } else if let sheet = state.filterSheet {
            Box.draw(title: "Search filters", lines: FilterSheet.lines(sheet), over: &frame)
        } else if let sheet = state.chartSheet {
            Box.draw(title: "Popular", lines: FilterSheet.lines(sheet, categories: data.categories), over: &frame)
        } else if let sheet = state.shownSheet {
            Box.draw(title: "Show on \(state.tab.title)", lines: ShownSheet.lines(sheet), over: &frame)
        } else if let overlay = state.overlay {
            switch overlay {
            case .help: Box.draw(title: "Keys", lines: HelpText.lines(for: state, google: data.googleAccount != nil), over: &frame)
            case .command(let command):
                Box.draw(title: "The same from a shell", lines: [command, "", "Any key closes this."], over: &frame)
            case .confirmDelete(let id, _):
                Box.draw(title: "Delete", lines: ["Delete your comment #\(id)? It cannot be undone.", "", "y deletes it · any other key keeps it"],
                         over: &frame)
            case .confirmSpend: break  // asked on the bottom line
            }
        }
        return frame
    }

    /// The typing line (or the latest news) and the status bar.
    private static func bottom(_ state: BrowserState, _ data: BrowserData, into frame: inout Frame) {
        if let line = state.editing {
            typing(line, message: state.message, into: &frame)
        } else if case .confirmSpend(let spend) = state.overlay {
            frame.add([Frame.Span(question(spend, state), .bold), Frame.Span(" — Enter/y to confirm, Esc to cancel", .dim)])
        } else {
            frame.add(state.message ?? "", .bold)
        }
        frame.add([Frame.Span(StatusLine.text(data, width: frame.size.width, costs: KeyCosts.hint(state, data)))], fill: .bar)
    }

    /// What the line asks before a key spends a search.
    static func question(_ spend: BrowserState.Spend, _ state: BrowserState) -> String {
        switch spend {
        case .refreshSearch: return "Search again for \(state.query)? It costs \(KeyCosts.units(state.filters.costOfAPage))"
        case .hashtag(let tag): return "Search for #\(tag)? It costs \(KeyCosts.units(KeyCosts.hashtag))"
        }
    }

    /// The line being typed, scrolled so its cursor is on screen, then its keys (or what a key
    /// just refused); Esc on a long draft asks there first.
    private static func typing(_ line: BrowserState.Editing, message: String?, into frame: inout Frame) {
        if line.confirmingDiscard {
            frame.add([Frame.Span("Discard this draft? y/n", .bold),
                       Frame.Span("   y drops \(line.field.characters.count) characters · any other key goes on typing", .dim)])
            return
        }
        let prompt: String, keys: String
        switch line.purpose {
        case .search: (prompt, keys) = ("Search: ", "Enter search (\(SearchFilters.pageCost) units a page) · Esc cancel")
        // Where a comment goes, and what it costs, stay in the prompt however long the text grows.
        case .comment: (prompt, keys) = ("Comment: ", "local · Enter post · Alt-Enter newline · Esc")
        case .youtubeComment(_, let parentId, let author):
            let place = "YouTube · \(KeyCosts.units(KeyCosts.write))"
            let to = String(TerminalText.sanitize(author ?? "").prefix(20))
            (prompt, keys) = (parentId == nil ? "Comment (\(place)): " : "Reply to \(to) (\(place)): ", "Enter post · Esc cancel")
        case .editComment: (prompt, keys) = ("Edit: ", "Enter save · Alt-Enter new line · Esc cancel")
        case .filter: (prompt, keys) = ("Filter: ", "words in the title or channel · no quota · Enter keep · Esc all")
        }
        var hint = "   " + (message ?? keys)
        // ↑'s earlier searches are said where there is room; the cost always is.
        if line.purpose == .search, message == nil, frame.size.width - prompt.count - TerminalText.width(hint) >= 32 {
            hint += " · ↑ earlier searches"
        }
        // The keys give way to the text on a narrow screen; what was refused is always said.
        let room = frame.size.width - prompt.count
        let hintShown = message != nil || room - TerminalText.width(hint) >= 20 ? hint : ""
        let (shown, cursor) = line.field.window(width: max(2, room - TerminalText.width(hintShown)))
        frame.add([Frame.Span(prompt, .bold), Frame.Span(shown), Frame.Span(hintShown, message == nil ? .dim : .error)])
        frame.cursor = (frame.lines.count - 1, min(frame.size.width - 1, prompt.count + cursor))
    }

    /// The thumbnails the screen shows, and those of the next screenful of rows (so scrolling
    /// finds them drawn): what the browser asks `BrowserPictures` for after each frame.
    static func pictures(_ state: BrowserState, _ data: BrowserData, size: Frame.Size) -> [PictureKey] {
        guard state.thumbnails else { return [] }
        switch state.route {
        case .home:
            // The preview pane's picture first: the one the person looks at.
            let pane = PreviewPane.columns(state, width: size.width) == nil ? [] : PreviewPane.picture(state, data).map { [$0] } ?? []
            guard state.rowHeight == 2 else { return pane }
            return pane + rowPictures(data.shown(state.tab).items, top: state.position(state.tab).top, rows: state.listRows(in: size))
        case .video:
            return data.detail.video?.thumbnailURL.map { [PictureKey.detail($0)] } ?? []
        case .channel, .playlist:
            guard state.pageRowHeight == 2 else { return [] }
            return rowPictures(PageScreen.pageVideos(state, data).items, top: state.position(state.pageList).top,
                               rows: state.pageRows(in: size))
        }
    }

    /// The rows from `top`, a screenful and the next.
    private static func rowPictures(_ items: [Video], top: Int, rows: Int) -> [PictureKey] {
        let start = min(max(0, top), items.count)
        return items[start..<min(items.count, start + 2 * rows)].compactMap { $0.thumbnailURL.map(PictureKey.row) }
    }
}

/// The status bar: who is signed in, today's quota, whether the browser is offline, the keys.
enum StatusLine {
    /// - Parameter costs: what the keys that spend more than a unit cost here (`KeyCosts.hint`),
    ///   kept when the screen is too narrow for `? keys · q quit` beside them.
    static func text(_ data: BrowserData, width: Int, costs: String = "") -> String {
        var parts: [String] = [data.user.map { "@\($0.handle)" } ?? "not signed in"]
        // Signed in with Google: the YouTube channel the writes go out as.
        if let google = data.googleAccount {
            let writes = data.youtubeWrites
            parts.append("YouTube: " + google + (writes.answered == 0 ? ""
                : " (\(HumanFormat.counted(writes.answered, "write"))" + (writes.failed == 0 ? ")" : ", \(writes.failed) failed)")))
        }
        if let quota = data.quota {
            parts.append("quota \(HumanFormat.grouped(quota.used)) used · \(HumanFormat.grouped(max(0, quota.budget - quota.used))) left today")
        }
        if data.offline { parts.append("offline (cached answers only)") }
        if let retry = data.retry {
            parts.append(retry)
        } else if let age = data.cacheAge {
            parts.append("cached \(HumanFormat.relative(data.now.addingTimeInterval(-age), now: data.now))")
        }
        let left = " " + parts.joined(separator: " · ")
        for keys in [costs.isEmpty ? "? keys · q quit" : costs + " · ? keys · q quit", costs] where !keys.isEmpty {
            let gap = width - TerminalText.width(left) - TerminalText.width(keys) - 1
            if gap >= 2 { return left + String(repeating: " ", count: gap) + keys + " " }
        }
        return left
    }
}

/// The tab bar over Home's lists, and the title bar of the other screens.
enum TitleBar {
    /// The tabs shown, each with the digit that opens it; when they do not fit the width, the
    /// tabs not open by their digit alone.
    static func home(_ current: BrowserState.Tab, tabs: [BrowserState.Tab], width: Int) -> [Frame.Span] {
        func bar(titled: Bool) -> [Frame.Span] {
            var spans = [Frame.Span(" ytclone ", .title)]
            for (index, tab) in tabs.enumerated() {
                spans.append(Frame.Span(" "))
                let name = titled ? "\(index + 1) \(tab.title)" : "\(index + 1)"
                spans.append(tab == current ? Frame.Span("[\(index + 1) \(tab.title)]", .bold) : Frame.Span(" \(name) ", .dim))
            }
            return spans
        }
        let full = bar(titled: true)
        return full.reduce(0) { $0 + TerminalText.width($1.text) } <= width ? full : bar(titled: false)
    }
}

/// The sheets' lines: each filter with its value, then what it costs.
enum FilterSheet {
    static func lines(_ sheet: ChartFilters, categories: BrowserData.Rows<VideoCategory>) -> [[Frame.Span]] {
        let category = sheet.category?.title ?? (categories.isLoading ? "all (loading the region's categories…)" : "all")
        let region = sheet.focus == 0 ? sheet.region + "▏" : sheet.region.isEmpty ? "default" : sheet.region
        var lines = [("Region", region), ("Category", category)].enumerated().map { index, row in
            [Frame.Span(index == sheet.focus ? "› " : "  ", .bold), Frame.Span(row.0.padding(toLength: 10, withPad: " ", startingAt: 0)),
             Frame.Span("‹ \(row.1) ›", index == sheet.focus ? .selected : .plain)]
        }
        if let problem = sheet.problem { lines.append([Frame.Span("✗ " + problem, .error)]) }
        if let error = categories.error { lines.append([Frame.Span("✗ " + error, .error)]) }
        lines.append([])
        lines.append([Frame.Span("A page of the chart costs 1 quota unit; the categories 1 (cached a day).", .dim)])
        lines.append([Frame.Span("↑ ↓ region or category · ← → its value · Enter show · Esc cancel", .dim)])
        lines.append([Frame.Span("Type a region: any ISO code (empty for the default).", .dim)])
        return lines
    }

    /// The search filters; those that apply to videos only are greyed out (and skipped) while
    /// the search lists channels or playlists, as `search` refuses them then.
    static func lines(_ sheet: SearchFilters) -> [[Frame.Span]] {
        var lines = SearchFilters.Row.allCases.map { row -> [Frame.Span] in
            let focused = row == sheet.focus
            let label = Frame.Span(row.label.padding(toLength: 12, withPad: " ", startingAt: 0))
            guard sheet.applies(row) else {
                return [Frame.Span("  "), Frame.Span(label.text, .dim), Frame.Span("– videos only", .dim)]
            }
            let value: String
            switch row {
            case .channel: value = sheet.channel + (focused ? "▏" : "")
            case .region where focused: value = "‹ \(sheet.region)▏ ›"
            default: value = "‹ \(sheet.value(row)) ›"
            }
            return [Frame.Span(focused ? "› " : "  ", .bold), label, Frame.Span(value, focused ? .selected : .plain)]
        }
        if let problem = sheet.problem { lines.append([Frame.Span("✗ " + problem, .error)]) }
        lines.append([])
        let handle = sheet.costOfAPage > SearchFilters.pageCost ? ", @handle 1" : ""
        lines.append([Frame.Span("A page of results costs \(sheet.costOfAPage) units", .bold),
                      Frame.Span(" (search 100, details 1\(handle)).", .dim)])
        lines.append([Frame.Span("↑ ↓ a filter · ← → its value · Enter search · Esc cancel", .dim)])
        lines.append([Frame.Span("Type a region (any ISO code) or a channel (UC… id or @handle).", .dim)])
        return lines
    }

}
