import Foundation
import Testing

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
