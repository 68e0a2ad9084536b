import Foundation
import Testing

/// TSV carries text as it is; `--safe-cells` keeps a spreadsheet from running it as a formula.
@Suite struct SafeCellsTests {
    static let formula = #"=HYPERLINK(\"http://evil.example\",\"x\")"#

    static func server() throws -> FakeAPIServer {
        try FakeAPIServer { _ in
            .init(body: CraftedAnswers.listPage(kind: "youtube#videoListResponse", items: [
                CraftedAnswers.video(CraftedAnswers.videoId(1), title: Self.formula),
                CraftedAnswers.video(CraftedAnswers.videoId(2), title: "+1 and -1 @home"),
                CraftedAnswers.video(CraftedAnswers.videoId(3), title: "plain"),
            ], next: nil, total: 3))
        }
    }

    static func titles(_ result: CommandResult) -> [String] {
        result.stdout.split(separator: "\n").dropFirst().map { String($0.split(separator: "\t")[1]) }
    }

    @Test func tsvIsVerbatimUnlessAsked() throws {
        let server = try Self.server()
        let environment = ["YOUTUBE_API_KEY": "k", "YTCLONE_API_BASE": server.root]
        let plain = try CommandRunner.ytclone(["feed", "--format", "tsv", "--limit", "3"], environment: environment)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(Self.titles(plain) == [#"=HYPERLINK("http://evil.example","x")"#, "+1 and -1 @home", "plain"])

        let safe = try CommandRunner.ytclone(["feed", "--format", "tsv", "--limit", "3", "--safe-cells"],
                                             environment: environment)
        #expect(safe.status == 0, "\(safe.stderr)")
        #expect(Self.titles(safe) == [#"'=HYPERLINK("http://evil.example","x")"#, "'+1 and -1 @home", "plain"])

        var configured = environment
        configured["YTCLONE_SAFE_CELLS"] = "1"
        let viaEnvironment = try CommandRunner.ytclone(["feed", "--format", "tsv", "--limit", "3"], environment: configured)
        #expect(Self.titles(viaEnvironment) == Self.titles(safe))
    }
}
