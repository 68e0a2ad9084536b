import Foundation
import YTCore
@testable import YTBrowser

/// Fixed state for the browser's screens: videos with plain, wide, right-to-left, combining and
/// hostile text, comments from both sources, at a fixed moment.
enum BrowserFixtures {
    static let now = Date(timeIntervalSince1970: 1_790_000_000)

    static let titles = [
        "I tried motorbike for 38 days",
        "東京の夜景を歩く — 4K 散歩 🌃",
        "قناة التقنية: مراجعة الهاتف الجديد",
        "Cafe\u{301} cre\u{300}me bru\u{302}le\u{301}e, step by step",
        "\u{1B}]52;c;cm0gLXJmIH4=\u{07}Totally safe title\u{1B}[2J\u{202E}txet desrever",
        "Family 👨‍👩‍👧‍👦 trip, part 2",
        "A title so long that it cannot possibly fit in any column of any reasonable terminal width at all",
    ]

    static func videos(_ count: Int) -> [Video] {
        (0..<count).map(video(at:))
    }

    private static func video(at index: Int) -> Video {
        let suffix: String = index >= titles.count ? " #\(index)" : ""
        let channel: String = index % 3 == 1 ? "한국 음악 방송" : "Channel \(index)"
        let published: Date = now.addingTimeInterval(-Double(index + 1) * 5_400)
        let views = UInt64(1_000 + index * 123_457)
        return Video(id: "video" + String(format: "%06d", index), title: titles[index % titles.count] + suffix,
                     channelId: "UC\(index)", channelTitle: channel, publishedAt: published,
                     durationSeconds: 60 * (index % 50) + 7, viewCount: views, likeCount: UInt64(index * 99),
                     commentCount: UInt64(index))
    }

    static var video: Video {
        Video(id: "dQw4w9WgXcQ", title: "Never gonna \u{1B}[31mgive\u{1B}[0m you up — 東京 edition 🎵",
              description: "Questions? Ask @rick below.\nSupport: https://example.com/support\n\n#music #80s \u{1B}]8;;http://evil\u{07}click\u{1B}]8;;\u{07}",
              channelId: "UCuAXFkgsw1L7xaCfnd5JJOw", channelTitle: "Rick Astley", publishedAt: now.addingTimeInterval(-86_400 * 400),
              durationSeconds: 213, viewCount: 1_700_000_000, likeCount: 18_000_000, commentCount: 2_400_000,
              tags: ["rick", "never gonna", "80s"])
    }

    static var comments: [CommentEntry] {
        var youtube = CommentEntry(local: LocalComment(id: 1, videoId: "dQw4w9WgXcQ", userId: 1, authorHandle: "x", body: "",
                                                         hashtags: [], mentions: [], createdAt: now, updatedAt: now))
        youtube.source = .youtube
        youtube.id = "Ugx1"
        youtube.author = "@chlo-4324"
        youtube.text = "Line one\nline two with 絵文字 🙏 and a #hashtag"
        youtube.replyCount = 23
        youtube.publishedAt = now.addingTimeInterval(-3_600 * 4)
        let local = CommentEntry(local: LocalComment(id: 7, videoId: "dQw4w9WgXcQ", userId: 1, authorHandle: "ada",
                                                     body: "Great video \u{1B}[5mblink\u{1B}[0m @rick #music", hashtags: ["music"],
                                                     mentions: ["rick"], createdAt: now.addingTimeInterval(-60), updatedAt: now))
        return [youtube, local]
    }

    static let user = User(id: 1, name: "Ada Lovelace", email: "ada@example.com", handle: "ada", createdAt: now, updatedAt: now)

    static func data(items: Int = 30) -> BrowserData {
        var data = BrowserData()
        data.now = now
        data.user = user
        data.quota = (used: 1_203, budget: 10_000)
        data.lists[.popular] = BrowserData.List(items: videos(items), isLoading: false, error: nil, hasMore: true, loaded: true)
        data.lists[.subscriptions] = BrowserData.List(items: Array(videos(8).reversed()), hasMore: false, loaded: true,
                                                      new: ["video000007", "video000006"])
        data.detail = BrowserData.Detail(video: video, comments: comments, isFavorite: true)
        var channel = Channel(id: "UCuAXFkgsw1L7xaCfnd5JJOw", title: "Rick Astley \u{1B}[41mofficial", description: "The official channel. 東京 tour dates below.\nBookings: agent@example.com")
        channel.handle = "@RickAstleyYT"
        channel.subscriberCount = 4_210_000
        channel.videoCount = 312
        channel.viewCount = 2_600_000_000
        data.channel = BrowserData.ChannelPage(
            channel: channel, uploads: BrowserData.List(items: videos(12), hasMore: true, loaded: true),
            playlists: BrowserData.Rows(items: (1...4).map { Playlist(id: "PL\($0)", title: "Greatest hits vol. \($0) 🎤", channelId: channel.id, channelTitle: channel.title, itemCount: $0 * 7) },
                                        hasMore: false, loaded: true))
        data.playlist = BrowserData.PlaylistPage(
            playlist: Playlist(id: "PL1", title: "Greatest hits vol. 1 🎤", channelId: channel.id, channelTitle: "Rick Astley", itemCount: 7),
            videos: BrowserData.List(items: videos(7), hasMore: false, loaded: true))
        return data
    }
}
