import Foundation
import YTCore

/// A channel's page (its details, then its uploads or its playlists) and a playlist's page (its
/// details, then its videos), linked both ways: a playlist of a channel opens on Enter, a
/// playlist's channel on `o`.
enum PageScreen {
    static func render(_ state: BrowserState, _ data: BrowserData, into frame: inout Frame) {
        let list = state.pageList
        switch state.route {
        case .channel:
            frame.add([Frame.Span(" ytclone ", .title), Frame.Span(" ‹ Esc back · Tab uploads/playlists · Enter open · r reload", .dim)])
            channelHeader(data.channel, section: state.section, writes: data.writes, into: &frame)
        default:
            frame.add([Frame.Span(" ytclone ", .title), Frame.Span(" ‹ Esc back · o its channel · Enter open · r reload", .dim)])
            playlistHeader(data.playlist, into: &frame)
        }
        let rows = state.pageRows(in: frame.size)
        let place = state.position(list).clamped(to: data.pageStatus(list).count).showing(rows: rows)
        let columns = HomeScreen.Columns(width: frame.size.width)
        if list.section == .playlists {
            let playlists = data.channel.playlists
            frame.add("  " + TerminalText.pad("Playlist", to: frame.size.width - 14) + "      Videos", .dim)
            for index in place.top..<max(place.top, min(playlists.items.count, place.top + rows)) {
                let playlist = playlists.items[index]
                let count = playlist.itemCount.map(String.init) ?? "–"
                let title = TerminalText.pad(TerminalText.truncate(TerminalText.sanitize(playlist.title), to: frame.size.width - 14),
                                             to: frame.size.width - 14)
                frame.add([Frame.Span((index == place.selected ? "› " : "  ") + title + TerminalText.pad(count, to: 12, right: true))],
                          fill: index == place.selected ? .selected : .plain)
            }
            frame.fill(reserving: 3)
            frame.add(line(playlists, noun: "playlist"), playlists.error == nil ? .dim : .error)
            return
        }
        let videos = pageVideos(state, data)
        frame.add(state.thumbnails ? HomeScreen.PictureRow.header : columns.header, .dim)
        for index in place.top..<max(place.top, min(videos.items.count, place.top + rows)) {
            let video = videos.items[index], selected = index == place.selected
            let lead = (selected ? "›" : " ") + (state.marked.contains(video.id) ? "+" : " ")
            if state.thumbnails {
                HomeScreen.PictureRow.add(video, lead: lead, picture: video.thumbnailURL.flatMap { data.pictures[.row($0)] },
                                          now: data.now, selected: selected,
                                          title: data.rowStyle(of: video.id, selected: selected), into: &frame)
                continue
            }
            frame.add([Frame.Span(lead + columns.row(video, now: data.now), data.rowStyle(of: video.id, selected: selected))],
                      fill: selected ? .selected : .plain)
        }
        frame.fill(reserving: 3)
        frame.add(line(videos, noun: "video") + HomeScreen.marksLine(state), videos.error == nil ? .dim : .error)
    }

    /// The videos a page lists: a channel's uploads or a playlist's videos.
    static func pageVideos(_ state: BrowserState, _ data: BrowserData) -> BrowserData.List {
        isChannel(state.route) ? data.channel.uploads : data.playlist.videos
    }

    private static func isChannel(_ route: BrowserState.Route) -> Bool {
        if case .channel = route { return true }
        return false
    }

    private static func channelHeader(_ page: BrowserData.ChannelPage, section: BrowserState.Section, writes: GoogleWrites,
                                      into frame: inout Frame) {
        if let channel = page.channel {
            frame.add([Frame.Span(channel.title, .bold)] + (channel.handle.map { [Frame.Span("  " + $0, .dim)] } ?? []))
            let subscribers = channel.subscribersHidden ? "subscribers hidden" : "\(HumanFormat.count(channel.subscriberCount)) subscribers"
            // After `s` signed in with Google: the subscription on YouTube and how its sending stands.
            let yours = writes.subscriptions[channel.id].map { [Frame.Span(" · ", .dim)] + GoogleWriteRows.subscription($0) } ?? []
            frame.add([Frame.Span("\(subscribers) · \(HumanFormat.countedShort(channel.videoCount, "video")) · \(HumanFormat.countedShort(channel.viewCount, "view"))", .dim)]
                      + yours)
            frame.add(TerminalText.sanitize(channel.description), .plain)
        } else {
            frame.add(page.error.map { "✗ \($0) — r tries again" } ?? "Loading…", page.error == nil ? .dim : .error)
            frame.blank()
            frame.blank()
        }
        frame.add([Frame.Span(section == .uploads ? "[Uploads]" : " Uploads ", section == .uploads ? .bold : .dim),
                   Frame.Span("  "), Frame.Span(section == .playlists ? "[Playlists]" : " Playlists ", section == .playlists ? .bold : .dim)])
    }

    private static func playlistHeader(_ page: BrowserData.PlaylistPage, into frame: inout Frame) {
        guard let playlist = page.playlist else {
            frame.add(page.error.map { "✗ \($0) — r tries again" } ?? "Loading…", page.error == nil ? .dim : .error)
            frame.blank()
            return
        }
        frame.add(playlist.title, .bold)
        frame.add([Frame.Span("by "), Frame.Span(playlist.channelTitle, .link),
                   Frame.Span(" · \(playlist.itemCount.map { HumanFormat.counted($0, "video") } ?? "videos")", .dim)])
    }

    private static func line<Item>(_ rows: BrowserData.Rows<Item>, noun: String) -> String {
        if let error = rows.error { return "  ✗ \(error) — r tries again" }
        if rows.isLoading { return rows.items.isEmpty ? "  Loading…" : "  Loading more…" }
        if rows.loaded, rows.items.isEmpty { return "  No \(HumanFormat.plural(of: noun))." }
        if !rows.loaded { return "  Loading…" }
        return "  " + HumanFormat.counted(rows.items.count, noun) + (rows.hasMore ? " · more below" : " · the end")
    }
}
