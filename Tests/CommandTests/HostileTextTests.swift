import Foundation
import Testing

/// Titles and comments written by strangers reach the terminal without a single control
/// sequence, in every human renderer; JSON keeps them, escaped. In process against the catalog.
@Suite struct HostileTextTests {
    /// ESC/CSI colour and screen clear, OSC 8 link, OSC 52 clipboard write, BEL, backspaces, CR,
    /// bidi override, isolate and marks, 8-bit CSI/OSC, DEL; tagged and mentioning @ada so `tag`
    /// and `mentions` list it.
    static let hostileComment =
        "Evil \u{1B}]8;;https://evil.example/\u{07}link\u{1B}]8;;\u{07} \u{1B}]52;c;cm0gLXJmIH4=\u{07}clip "
        + "\u{1B}[2J\u{1B}[31mred\u{1B}[0m bell\u{07} back\u{08}\u{08}space cr\rOVER \u{202E}4pm.exe\u{202C} "
        + "\u{2066}iso\u{2069} \u{200F}mark\u{200E} c1\u{9B}31m \u{9D}0;title\u{9C} del\u{7F} #hostile @ada"

    /// How a run renders for people.
    enum Rendering: String, CaseIterable, CustomTestStringConvertible {
        case table, colorTable, tsv

        var flags: [String] {
            switch self {
            case .table: ["--color", "never"]
            case .colorTable: ["--color", "always"]
            case .tsv: ["--format", "tsv", "--color", "never"]
            }
        }

        var testDescription: String { flags.joined(separator: " ") }
    }

    /// A signed-in @ada who has commented hostile text on the hostile video, favorited and viewed it.
    private static func prepare() async throws -> (session: CommandHome, videoId: String, channelId: String, uploads: String) {
        let session = CommandHome.today(columns: 80)
        let videoId = session.api.fixture("videoWithHostileTitle")
        #expect(await session.signUp(email: "ada@example.com", handle: "ada").status == 0)
        let added = await session.run(["comment", "add", videoId, "--body-file", "-"], stdin: hostileComment + "\n")
        #expect(added.status == 0, "\(added.stderr)")
        #expect(await session.run(["fav", "add", videoId]).status == 0)
        let video = try await session.object(["video", videoId, "--json"])  // also records the view in the history
        let channelId = try #require(video["channelId"] as? String)
        let channel = try await session.object(["channel", channelId, "--json"])
        let uploads = try #require((channel["channel"] as? [String: Any])?["uploadsPlaylistId"] as? String)
        #expect(await session.run(["subscribe", channelId]).status == 0)
        return (session, videoId, channelId, uploads)
    }

    @Test(arguments: Rendering.allCases)
    func noControlSequenceReachesTheTerminal(_ rendering: Rendering) async throws {
        let (session, videoId, channelId, uploads) = try await Self.prepare()
        // Each command with the text that proves the hostile item was rendered (nil: no guarantee).
        let commands: [([String], String?)] = [
            (["feed", "--limit", "200"], nil),
            (["video", videoId], "RED ALERT"),
            (["video", videoId, "--comments", "--comment-limit", "50"], "OVERWRITTEN"),
            (["search", "OVERWRITTEN"], "RED ALERT"),
            (["channel", channelId, "--limit", "50"], "BLINK"),
            (["channel", channelId, "--playlists"], nil),
            (["search", "Test Pattern Lab", "--type", "channel"], channelId),
            (["subscriptions"], "Test Pattern"),
            (["feed", "--subscriptions", "--limit", "50"], "RED ALERT"),
            (["playlist", uploads, "--limit", "50"], "RED"),
            (["comments", videoId, "--limit", "50"], "4pm.exe"),
            (["tag", "hostile", "--local"], "4pm.exe"),
            // TSV is one table: a searched tag's videos, without the local comments.
            (["tag", "hostile", "--limit", "3"], rendering == .tsv ? nil : "4pm.exe"),
            (["mentions"], "4pm.exe"),
            (["fav", "list"], "RED"),
            (["history"], "RED"),
        ]
        for (arguments, evidence) in commands {
            let result = await session.run(arguments + rendering.flags)
            let context = (arguments + rendering.flags).joined(separator: " ")
            #expect(result.status == 0, "\(context): \(result.stderr)")
            #expect(!result.printedInvalidUTF8, "\(context)")
            if let evidence { #expect(result.stdout.contains(evidence), "\(context) did not show the hostile item") }
            let allowSGR = rendering == .colorTable
            // TSV's own separators are tabs; a tab inside a field would shift the columns.
            let inStdout = try Self.offenders(in: result.stdout, allowingSGR: allowSGR, tabs: rendering == .tsv)
            let inStderr = try Self.offenders(in: result.stderr, allowingSGR: allowSGR)
            if rendering == .tsv { Self.expectRectangular(result.stdout, context) }
            #expect(inStdout.isEmpty, "\(context) stdout: \(inStdout)")
            #expect(inStderr.isEmpty, "\(context) stderr: \(inStderr)")
        }
    }

    @Test func colourOutputReallyColours() async throws {
        let (session, videoId, _, _) = try await Self.prepare()
        let result = await session.run(["comments", videoId, "--source", "local", "--color", "always"])
        #expect(result.stdout.contains("\u{1B}[36m#hostile\u{1B}[0m"), "the offender check must see ytclone's own SGR")
    }

    @Test func jsonKeepsHostileTextEscaped() async throws {
        let (session, videoId, _, _) = try await Self.prepare()
        let runs = [
            ["video", videoId, "--json"], ["video", videoId, "--format", "ndjson"],
            ["video", videoId, "--comments", "--comment-limit", "50", "--json"],
            ["comments", videoId, "--source", "local", "--json"], ["tag", "hostile", "--local", "--json"],
            ["mentions", "--format", "ndjson"], ["fav", "list", "--json"], ["history", "--json"],
        ]
        for arguments in runs {
            let result = await session.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            let raw = result.stdout.unicodeScalars.filter { $0.value < 0x20 && $0.value != 0x0A }
            #expect(raw.isEmpty, "\(arguments) printed raw controls \(raw.map { String($0.value, radix: 16) })")
            #expect(result.stdout.contains("\\u001b"), "\(arguments) should carry the escape, JSON-escaped")
        }
        let video = try await session.object(["video", videoId, "--json"])
        #expect((video["title"] as? String)?.hasPrefix("\u{1B}[31mRED ALERT\u{1B}[0m") == true)
        let local = try await session.array(["comments", videoId, "--source", "local", "--json"])
        #expect(local.map { $0["text"] as? String } == [Self.hostileComment], "JSON keeps the text exactly")
    }

    @Test func theChannelsOwnNameAndDescriptionAreNeutralised() async throws {
        let (session, _, channelId, _) = try await Self.prepare()
        let shown = await session.run(["channel", channelId, "--color", "never"])
        #expect(shown.stdout.contains("Test Pattern Lab BLINK"), "\(shown.stdout)")
        #expect(shown.stdout.contains("this lab"), "the description is shown, without its link")
        #expect(!shown.stdout.contains("pwned") && !shown.stdout.contains("544e"), "OSC and DCS payloads are dropped")
        #expect(try Self.offenders(in: shown.stdout, allowingSGR: false).isEmpty)
        let json = try await session.object(["channel", channelId, "--json"])
        let channel = try #require(json["channel"] as? [String: Any])
        #expect((channel["title"] as? String)?.contains("\u{1B}[5mBLINK") == true, "JSON keeps the text exactly")
        #expect((channel["description"] as? String)?.contains("\u{1B}]52;c;") == true)
    }

    /// Quotes, comment dashes, `LIKE` wildcards and backslashes are data, in comments and queries.
    @Test func sqlMetacharactersAreStoredAndShownVerbatim() async throws {
        let session = CommandHome.today(columns: 80)
        #expect(await session.signUp(email: "ada@example.com", handle: "ada").status == 0)
        let body = #"Robert'); DROP TABLE comments;-- 100% _x_ " \ ' OR 1=1; #sql"#
        let added = await session.run(["comment", "add", "dQw4w9WgXcQ", "--body-file", "-"], stdin: body + "\n")
        #expect(added.status == 0, "\(added.stderr)")
        #expect(await session.run(["comment", "add", "dQw4w9WgXcQ", "plain 100 x"]).status == 0)

        let local = try await session.array(["comments", "dQw4w9WgXcQ", "--source", "local", "--json"])
        #expect(local.compactMap { $0["text"] as? String }.contains(body))
        let table = await session.run(["comments", "dQw4w9WgXcQ", "--source", "local", "--color", "never"])
        #expect(table.stdout.contains("DROP TABLE comments;--"), "\(table.stdout)")
        let matched = try await session.array(["comments", "dQw4w9WgXcQ", "--source", "local", "--search", "100% _x_", "--json"])
        #expect(matched.compactMap { $0["text"] as? String } == [body], "% and _ are not wildcards")
        let tagged = try await session.object(["tag", "sql", "--local", "--json"])
        #expect((tagged["comments"] as? [[String: Any]])?.compactMap { $0["text"] as? String } == [body])

        // The emulator needs every word (`a|b`: either) and none of `-word`.
        let query = #""music" it's|music -'%_;DROP--TABLE"#
        let first = try await session.array(["search", query, "--limit", "5", "--next-page", "--json"])
        let second = try await session.array(["search", query, "--limit", "5", "--next-page", "--json"])
        let ids = (first + second).compactMap { $0["id"] as? String }
        #expect(!first.isEmpty && Set(ids).count == ids.count, "the cursor for a quoted query moved one page")
        #expect(try await session.array(["comments", "dQw4w9WgXcQ", "--source", "local", "--json"]).count == 2)
    }

    /// Bytes that are not UTF-8 in a comment file, an import or an argument are stored and shown
    /// as U+FFFD; nothing ytclone prints is invalid UTF-8.
    @Test func invalidUTF8InLocalInputBecomesReplacementCharacters() async throws {
        let session = CommandHome.today(columns: 80)
        #expect(await session.signUp(email: "ada@example.com", handle: "ada").status == 0)
        let body = session.root.appendingPathComponent("body.txt")
        try Data([0x62, 0x61, 0x64, 0x20, 0xFF, 0xC0, 0xAF, 0x20, 0x80, 0x0A]).write(to: body)
        #expect(await session.run(["comment", "add", "dQw4w9WgXcQ", "--body-file", body.path]).status == 0)
        let ndjson = session.root.appendingPathComponent("import.ndjson")
        try Data(Array(#"{"videoId":"dQw4w9WgXcQ","text":"imp "#.utf8) + [0xFE, 0x22, 0x7D, 0x0A]).write(to: ndjson)
        #expect(await session.run(["comment", "import", ndjson.path]).status == 0)

        let local = try await session.array(["comments", "dQw4w9WgXcQ", "--source", "local", "--json"])
        #expect(Set(local.compactMap { $0["text"] as? String }) == ["bad \u{FFFD}\u{FFFD}\u{FFFD} \u{FFFD}", "imp \u{FFFD}"])
        for format in ["table", "tsv", "ndjson", "json"] {
            let shown = await session.run(["comments", "dQw4w9WgXcQ", "--source", "local", "--format", format])
            #expect(shown.status == 0 && !shown.printedInvalidUTF8, "\(format)")
        }
    }

    @Test func profileNamesWithControlCharactersAreRefused() async throws {
        let session = CommandHome.today(columns: 80)
        #expect(await session.signUp(email: "ada@example.com", handle: "ada").status == 0)
        let result = await session.run(["profile", "edit", "--name", "Ev\u{1B}]52;c;cm0=\u{07}il"])
        #expect(result.status == 65)
        #expect(try Self.offenders(in: result.stderr, allowingSGR: false).isEmpty, "\(result.stderr)")
    }

    /// Scalars a terminal would act on: C0 but `\n` (and tabs, with `tabs`), DEL, C1, bidi
    /// overrides, isolates and marks, and U+FFFD (what invalid UTF-8 in the output decodes to).
    /// With `allowingSGR`, ytclone's own `ESC [ digits ; m` colour sequences are removed first.
    static func offenders(in text: String, allowingSGR: Bool, tabs: Bool = false) throws -> [String] {
        let checked = allowingSGR ? text.replacing(try Regex("\u{1B}\\[[0-9;]*m"), with: "") : text
        return checked.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x0A: false
            case 0x09: !tabs
            case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFFFD: true
            default: false
            }
        }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    /// Every TSV line of one table has as many fields as the header before it (`tag` prints a
    /// heading line before each table).
    static func expectRectangular(_ tsv: String, _ context: String) {
        var fields: Int? = nil
        for line in tsv.split(separator: "\n", omittingEmptySubsequences: false) {
            let count = line.split(separator: "\t", omittingEmptySubsequences: false).count
            if count == 1 {
                fields = nil  // a heading or blank line between tables
            } else if let expected = fields {
                #expect(count == expected, "\(context): a row with \(count) fields, header \(expected): \(line)")
            } else {
                fields = count
            }
        }
    }
}
