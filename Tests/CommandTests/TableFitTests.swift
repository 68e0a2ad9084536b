import Foundation
import Testing
import YTCore
@testable import YTCLI

/// Tables on a terminal: they fit the width exactly when cut, dates shrink first, a channel name
/// gives way before a title, ids are never cut; without a width nothing is cut.
@Suite struct TableFitTests {
    static let videos = (1...3).map { number in
        Video(id: "dQw4w9WgXc\(number)", title: "A rather long video title that goes on and on, number \(number)",
              channelTitle: "A channel with a long name \(number)",
              publishedAt: Date(timeIntervalSinceNow: -3 * 86_400 - 60), durationSeconds: 212,
              viewCount: 1_234_567)
    }

    static func render(width: Int) -> (heading: String, rows: [String]) {
        Table(shape: Shapes.video, items: videos).render(width: width)
    }

    @Test func withoutAWidthNothingIsCut() {
        let (_, rows) = Self.render(width: Console.unlimitedWidth)
        for (row, video) in zip(rows, Self.videos) {
            #expect(row.contains(video.title) && row.contains(video.channelTitle))
            #expect(row.contains("3 days ago"))
            #expect(!row.contains("…"))
        }
    }

    @Test(arguments: [80, 100, 120])
    func aCutTableFillsTheWidthExactly(width: Int) {
        let (heading, rows) = Self.render(width: width)
        #expect(TerminalText.width(heading) == width, "the columns take the whole width: \(heading)")
        for (row, video) in zip(rows, Self.videos) {
            #expect(TerminalText.width(row) <= width, "\(row)")
            #expect(row.contains(video.id), "ids are never cut")
            #expect(row.contains(" 3d"), "the date shrank before anything was cut: \(row)")
            #expect(!row.contains("days ago"))
        }
    }

    @Test func theChannelGivesWayBeforeTheTitle() {
        let (_, rows) = Self.render(width: 100)
        let row = rows[0]
        let title = Self.videos[0].title, channel = Self.videos[0].channelTitle
        #expect(!row.contains(channel), "the channel was cut")
        #expect(row.contains(String(title.prefix(30))), "the title kept its space: \(row)")
    }

    @Test func aTerminalTooNarrowForTheWholeColumnsStillShowsThemWhole() {
        let (_, rows) = Self.render(width: 30)
        for (row, video) in zip(rows, Self.videos) {
            #expect(row.contains(video.id))
            #expect(row.contains("1.2M"))
        }
    }

    @Test func everyCellIsMadeSafeBeforeItIsMeasured() async {
        let home = CommandHome()
        home.columns = 60
        home.terminal.stdout = true
        let result = await home.run(["search", "hostile", "--limit", "5"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("\u{1B}]"), "no OSC sequence from a title reaches the terminal")
        for line in result.lines {
            #expect(TerminalText.width(TerminalText.sanitize(line)) <= 60, "\(line)")
        }
    }
}
