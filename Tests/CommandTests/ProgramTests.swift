import ArgumentParser
import Foundation
import Testing
@testable import YTCLI

/// The program itself, in process: parsing, help, usage errors and their exit statuses, the
/// context built from the host.
@Suite struct ProgramTests {
    @Test func rootHelpGoesToStdoutAndExitsZero() async {
        let result = await CommandHome().run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: ytclone <subcommand>"))
        #expect(result.stderr.isEmpty)
    }

    @Test func unknownSubcommandIsAUsageError() async {
        let result = await CommandHome().run(["serch", "cooking"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("serch"))
    }

    @Test func anInvalidValueIsRefusedBeforeAnyRequest() async {
        let home = CommandHome()
        let result = await home.run(["feed", "--limit", "0"])
        #expect(result.status == 64)
        #expect(home.api.requests.isEmpty)
        // Refused by the leaf, then parsed again from the root: the hint names the whole command.
        #expect(result.stderr.contains("see ytclone feed --help"))
    }

    @Test func aLineNamingALeafCommandIsParsedByThatCommandAlone() throws {
        let line = ["feed", "--limit", "7", "--json", "--region", "gb"]
        let leaf = try #require(Program.parseLeaf(line) as? YTClone.Feed)
        let root = try #require(try YTClone.parseAsRoot(line) as? YTClone.Feed)
        #expect(leaf.limit.value == 7 && leaf.output.json && leaf.region?.code == "GB")
        #expect(leaf.limit == root.limit && leaf.output.json == root.output.json && leaf.region == root.region)
        // A path of two words, and an alias-free group's leaf.
        #expect(Program.parseLeaf(["cache", "clear"]) is YTClone.Cache.Clear)
        #expect(Program.parseLeaf(["search", "help"]) is YTClone.Search)
    }

    @Test func plainHTTPIsForTheLoopbackHostsAlone() {
        for host in ["localhost", "LocalHost", "127.0.0.1", "127.1.2.3", "::1", "[::1]", "[[::1]]", "0:0:0:0:0:0:0:1"] {
            #expect(Settings.isLoopback(host), "\(host)")
        }
        for host in ["example.com", "127.0.0", "127.0.0.256", "128.0.0.1", "127.0.0.01x", "::2", "", "[]", "localhost.evil"] {
            #expect(!Settings.isLoopback(host), "\(host)")
        }
    }

    @Test func everyOtherLineGoesThroughTheRoot() {
        let lines: [[String]] = [
            [], ["--version"], ["--help"], ["help", "feed"], ["cache"], ["serch", "cooking"], ["--json", "feed"],
            ["feed", "--help"], ["feed", "-h"], ["feed", "--limit", "0"], ["feed", "--version"],
            ["feed", "--generate-completion-script", "bash"], ["feed", "--experimental-dump-help"],
        ]
        for line in lines {
            #expect(Program.parseLeaf(line) == nil, "\(line)")
        }
    }

    @Test func theKeyComesFromTheHostsEnvironmentOnly() async {
        let home = CommandHome(key: nil)
        let result = await home.run(["feed"])
        #expect(result.status == 78)
        #expect(result.stderr.hasPrefix("error: no YouTube API key is configured"))
    }

    @Test func dotEnvIsReadFromTheHostsFolder() async throws {
        let home = CommandHome(key: nil)
        try "YOUTUBE_API_KEY=\(InMemoryAPI.key)\n".write(to: home.root.appendingPathComponent(".env"),
                                                          atomically: true, encoding: .utf8)
        let result = await home.run(["feed", "--limit", "2", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try (result.json as? [Any])?.count == 2)
    }
}
