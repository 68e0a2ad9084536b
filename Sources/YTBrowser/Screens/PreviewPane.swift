import Foundation
import YTCore

/// Home on a wide terminal (`minimumWidth` columns or more): the list keeps the left part and a
/// pane beside it shows the selected video: its thumbnail (when thumbnails are on), title,
/// channel and age, stats, and description. Narrower, Home is drawn as it always was.
enum PreviewPane {
    static let minimumWidth = 160

    /// The pane's columns (its rule included) on a frame `width` wide; nil when there is no pane:
    /// too narrow, or the search lists channels or playlists.
    static func columns(_ state: BrowserState, width: Int) -> Int? {
        // Lists of playlists or channels have no video to preview.
        guard width >= minimumWidth, state.tab != .myPlaylists, !(state.tab == .search && state.filters.type != "video")
        else { return nil }
        return min(90, width * 2 / 5)
    }

    /// Home with the pane: the tab bar across, then each line of the list beside one of the pane.
    static func render(_ state: BrowserState, _ data: BrowserData, columns: Int, into frame: inout Frame) {
        var list = Frame(size: Frame.Size(width: frame.size.width - columns, height: frame.size.height))
        HomeScreen.render(state, data, into: &list, preview: false)
        let pane = lines(state, data, width: columns - 2)
        for (row, line) in list.lines.enumerated() {
            guard row > 0 else {
                // The tab bar takes the whole width, as without the pane.
                frame.add(TitleBar.home(state.tab, tabs: data.tabs, width: frame.size.width))
                continue
            }
            let beside = pane.indices.contains(row - 1) ? pane[row - 1] : []
            frame.add(padded(line, to: list.size.width) + [Frame.Span("│ ", .dim)] + beside)
        }
    }

    /// The selected video of the tab shown, as the pane describes it.
    static func lines(_ state: BrowserState, _ data: BrowserData, width: Int) -> [[Frame.Span]] {
        guard width > 0, let video = selectedVideo(state, data) else { return [] }
        var lines: [[Frame.Span]] = []
        if let key = picture(state, data), key.columns <= width {
            // Blank until the picture arrives, so nothing below it moves then.
            lines = (0..<key.rows).map { Frame.picture(data.pictures[key], row: $0, width: key.columns) } + [[]]
        }
        lines += TextWrap.wrap([Frame.Span(video.title, .bold)], width: width)
        lines += TextWrap.wrap([Frame.Span(video.channelTitle, .link),
                                Frame.Span(" · " + HumanFormat.relative(video.publishedAt, now: data.now), .dim)], width: width)
        lines.append([Frame.Span(DetailScreen.stats(video), .dim)])
        lines.append([])
        let description = video.description.trimmingCharacters(in: .whitespacesAndNewlines)
        lines += description.isEmpty ? [[Frame.Span("No description in this list; Enter opens the video's page.", .dim)]]
                                     : DetailScreen.description(description, width: width)
        return lines
    }

    /// The thumbnail the pane shows (the one of a video's page), when thumbnails are on.
    static func picture(_ state: BrowserState, _ data: BrowserData) -> PictureKey? {
        guard state.thumbnails, let url = selectedVideo(state, data)?.thumbnailURL else { return nil }
        return .detail(url)
    }

    private static func selectedVideo(_ state: BrowserState, _ data: BrowserData) -> Video? {
        let items = data.shown(state.tab).items
        let index = state.position(state.tab).clamped(to: items.count).selected
        return items.indices.contains(index) ? items[index] : nil
    }

    /// A line of the list as wide as its part of the screen, its fill (the selected row) kept.
    private static func padded(_ line: Frame.Line, to width: Int) -> [Frame.Span] {
        let spans = line.spans.map { Frame.Span($0.text, $0.style == .plain ? line.fill : $0.style) }
        let used = spans.reduce(0) { $0 + TerminalText.width($1.text) }
        return spans + [Frame.Span(String(repeating: " ", count: max(0, width - used)), line.fill)]
    }
}
