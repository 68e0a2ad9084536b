import ArgumentParser
import Foundation
import Testing
@testable import YTCLI

/// Command lines every command refuses before it does anything: a value out of range or of the
/// wrong form, or two options that contradict each other, end in 64 (usage), a malformed video,
/// channel or playlist id in 65 (invalid value), with nothing asked of the API and nothing on
/// stdout.
@Suite struct ParsingTests {
    /// One refused command line: what it exits with and a piece of what stderr says.
    struct Refusal: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var status: Int32
        var message: String

        init(_ arguments: [String], _ status: Int32, _ message: String) {
            self.arguments = arguments
            self.status = status
            self.message = message
        }

        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let video = "ZIo-Tu5v33M"

    static let browse: [Refusal] = [
        Refusal(["browse", "--region", "USA"], 64, "The value 'USA' is invalid for '--region <code>'"),
        Refusal(["browse"], 64, "needs a terminal on stdin and stdout"),
        Refusal(["feed", "--limit", "201"], 64, "The value '201' is invalid for '--limit <limit>'"),
        Refusal(["feed", "--region", "USA"], 64, "The value 'USA' is invalid for '--region <code>'"),
        Refusal(["feed", "--category", "music"], 64, "--category takes a numeric category id"),
        Refusal(["feed", "--min-duration", "10m", "--max-duration", "5m"], 64, "is longer than --max-duration"),
        Refusal(["feed", "--new"], 64, "go with --subscriptions"),
        Refusal(["feed", "--subscriptions", "--region", "GB"], 64, "apply to the chart, not to --subscriptions"),
        Refusal(["feed", "--subscriptions", "--next-page"], 64, "it has no pages to move through"),
        Refusal(["feed", "--subscriptions", "--min-duration", "soon"], 64, "is invalid for '--min-duration <duration>'"),
        Refusal(["feed", "--subscriptions", "--jobs", "0"], 64, "is invalid for '--jobs <jobs>'"),
        Refusal(["search"], 64, "Missing expected argument '<query>'"),
        Refusal(["search", "swift", "--type", "channel", "--hd"], 64, "--hd applies to videos only"),
        Refusal(["search", "swift", "--type", "playlist", "--duration", "long", "--caption"], 64,
                "--duration, --caption apply to videos only"),
        Refusal(["search", "swift", "--order", "popularity"], 64, "Please provide one of 'relevance', 'date'"),
        Refusal(["search", "swift", "--after", "yesterday"], 64, "is invalid for '--after <date>'"),
        Refusal(["search", "swift", "--limit", "501"], 64, "is invalid for '--limit <limit>'"),
        Refusal(["search", "swift", "--safe-search", "off"], 64, "is invalid for '--safe-search <safe-search>'"),
        Refusal(["video", "abc"], 65, "'abc' is not a video id or a YouTube video URL"),
        Refusal(["video", "https://example.com/watch?v=\(video)"], 65, "is not a video id or a YouTube video URL"),
        Refusal(["video", video, "--comment-limit", "0"], 64, "is invalid for '--comment-limit <comment-limit>'"),
        Refusal(["watch", "abc", "--print"], 65, "'abc' is not a video id"),
        Refusal(["watch", video, "--quality", "4k"], 64, "The value '4k' is invalid for '--quality"),
        Refusal(["download"], 64, "Missing expected argument '<id-or-url> ...'"),
        Refusal(["download", "abc"], 65, "'abc' is not a video id"),
        Refusal(["download", video, "--quality", "4k"], 64, "The value '4k' is invalid for '--quality"),
        Refusal(["download", video, "--output", ""], 64, "--output needs a folder"),
        Refusal(["channel", "https://example.com/@someone"], 65, "is not a channel id, @handle or YouTube channel URL"),
        Refusal(["channel", "UC123"], 65, "'UC123' is not a channel id"),
        Refusal(["channel", "@someone", "--limit", "0"], 64, "is invalid for '--limit <limit>'"),
        Refusal(["channel", "@someone", "--next-page", "--first-page"], 64, "Choose one of --next-page, --prev-page"),
        Refusal(["playlist", "https://www.youtube.com/watch?v=\(video)"], 65, "is not a playlist id"),
        Refusal(["playlist", "XX123"], 65, "'XX123' is not a playlist id"),
        Refusal(["playlist", "PLx", "--limit", "501"], 64, "is invalid for '--limit <limit>'"),
        Refusal(["categories", "--region", "USA"], 64, "The value 'USA' is invalid for '--region <code>'"),
        Refusal(["categories", "--region", "é1"], 64, "is invalid for '--region <code>'"),
        Refusal(["comments", "nope"], 65, "'nope' is not a video id"),
        Refusal(["comments", video, "--replies", "Ugx", "--source", "local"], 64, "cannot be combined with --source local"),
        Refusal(["comments", video, "--limit", "501"], 64, "between 1 and 500 for YouTube's comments"),
        Refusal(["comments", video, "--source", "everything"], 64, "Please provide one of 'all', 'youtube' or 'local'"),
        Refusal(["comments", video, "--order", "oldest"], 64, "is invalid for '--order <order>'"),
    ]

    static let account: [Refusal] = [
        Refusal(["signup", "--name", "Ada"], 64, "an email is needed and there is no one to ask (stdin is not a terminal, or --no-input)\nhint: give --email"),
        Refusal(["signup", "--email", "ada@example.com"], 64, "a name is needed and there is no one to ask (stdin is not a terminal, or --no-input)\nhint: give --name"),
        Refusal(["signin"], 64, "an email is needed and there is no one to ask (stdin is not a terminal, or --no-input)"),
        Refusal(["signin", "--email"], 64, "Missing value for '--email <email>'"),
        Refusal(["signout", "now"], 64, "Unexpected argument 'now'"),
        Refusal(["whoami", "--everyone"], 64, "Unknown option '--everyone'"),
        Refusal(["profile", "show", "--format", "xml"], 64, "Please provide one of 'table', 'json', 'ndjson' or 'tsv'"),
        Refusal(["profile", "edit"], 64, "Nothing to change"),
        Refusal(["profile", "edit", "--avatar", "me.png", "--remove-avatar"], 64,
                "--avatar and --remove-avatar contradict each other"),
        Refusal(["account", "delete", "--json", "--format", "tsv"], 64, "--json and --format tsv contradict each other"),
        Refusal(["account", "remove"], 64, "'remove' is not a ytclone account command"),
        Refusal(["auth", "login", "--scope", "admin"], 64, "The value 'admin' is invalid for '--scope <write|read>'"),
        Refusal(["auth", "status", "--format", "xml"], 64, "Please provide one of 'table', 'json', 'ndjson' or 'tsv'"),
        Refusal(["auth", "logout", "--everywhere"], 64, "Unknown option '--everywhere'"),
    ]

    static let library: [Refusal] = [
        Refusal(["comment", "add", "nope", "Nice"], 65, "'nope' is not a video id"),
        Refusal(["comment", "add", "dQw4w9WgXcQ", "Nice", "--youtube", "--local"], 64, "--youtube and --local cannot be used together"),
        Refusal(["comment", "edit"], 64, "Missing expected argument '<id>'"),
        Refusal(["comment", "reply", "12", "Thanks"], 64, "'12' is not a YouTube comment id"),
        Refusal(["comment", "post"], 64, "Missing expected argument '<n>'"),
        Refusal(["comment", "post", "one"], 64, "The value 'one' is invalid for '<n>'"),
        Refusal(["comment", "drafts", "extra"], 64, "Unexpected argument 'extra'"),
        Refusal(["rate", "dQw4w9WgXcQ", "love"], 64, "The value 'love' is invalid for '<rating>'"),
        Refusal(["comment", "delete"], 64, "Missing expected argument '<id>'"),
        Refusal(["comment", "import"], 64, "Missing expected argument '<file>'"),
        Refusal(["tag", "#1"], 64, "'#1' is not a hashtag"),
        Refusal(["tag", "swift", "--limit", "51"], 64, "is invalid for '--limit <limit>'"),
        Refusal(["mentions", "@ada"], 64, "Unexpected argument '@ada'"),
        Refusal(["fav", "add", "nope"], 65, "'nope' is not a video id"),
        Refusal(["fav", "remove", "nope"], 65, "'nope' is not a video id"),
        Refusal(["fav", "list", "--limit", "3"], 64, "Unknown option '--limit'"),
        Refusal(["history", "list", "--limit", "0"], 64, "is invalid for '--limit <limit>'"),
        Refusal(["history", "clear", "--limit", "5"], 64, "unknown option '--limit'"),
        Refusal(["history", "--limit", "10001"], 64, "is invalid for '--limit <limit>'"),
        Refusal(["subscribe"], 64, "Missing expected argument '<channel> ...'"),
        Refusal(["subscribe", "@fine", "https://example.com/x"], 65, "'https://example.com/x' is not a channel id"),
        Refusal(["unsubscribe"], 64, "Missing expected argument '<channel>'"),
        Refusal(["unsubscribe", "https://example.com/x"], 65, "is not a channel id, @handle or YouTube channel URL"),
        Refusal(["subscriptions", "list", "extra"], 64, "Unexpected argument 'extra'"),
        Refusal(["subscriptions", "import"], 64, "Missing the file to import (or --from-youtube"),
        Refusal(["subscriptions", "import", "f.csv", "--from-youtube"], 64, "Give a file or --from-youtube, not both"),
        Refusal(["subscriptions", "--limit", "5"], 64, "--limit and the paging flags go with --youtube"),
        Refusal(["liked", "--limit", "0"], 64, "is invalid for '--limit <limit>'"),
        Refusal(["playlists"], 64, "Missing --mine"),
        Refusal(["playlist", "show"], 64, "Missing expected argument '<id-or-url>'"),
        Refusal(["playlist", "create"], 64, "Missing expected argument '<title>'"),
        Refusal(["playlist", "create", "T", "--privacy", "secret"], 64, "is invalid for '--privacy <privacy>'"),
        Refusal(["playlist", "add", "PLx_WM-yK7pXB0nyjm26fP7eaPi8lA5XT4"], 64, "Missing expected argument '<video> ...'"),
        Refusal(["playlist", "remove", "PLx_WM-yK7pXB0nyjm26fP7eaPi8lA5XT4"], 64, "Missing expected argument '<video>'"),
        Refusal(["playlist", "delete"], 64, "Missing expected argument '<playlist>'"),
    ]

    static let quota: [Refusal] = [
        Refusal(["setup", "--offline"], 64, "--offline cannot"),
        Refusal(["quota", "--json", "--format", "tsv"], 64, "--json and --format tsv contradict each other"),
        Refusal(["quota", "today"], 64, "Unexpected argument 'today'"),
        Refusal(["cache", "stats", "--format", "xml"], 64, "is invalid for '--format <format>'"),
        Refusal(["cache", "clear", "all"], 64, "Unexpected argument 'all'"),
        Refusal(["db", "check", "extra"], 64, "Unexpected argument 'extra'"),
        Refusal(["db", "migrate", "now"], 64, "Unexpected argument 'now'"),
        Refusal(["db", "copy"], 64, "Missing expected argument '--to <target>'"),
        Refusal(["db", "copy", "--to", "postgresql://me:s3cret@db.example/ytclone"], 64, "must not hold a password"),
    ]

    /// Options every API command shares, refused alike wherever they appear.
    static let shared: [Refusal] = [
        Refusal(["feed", "--refresh", "--offline"], 64, "--refresh and --offline contradict each other"),
        Refusal(["video", video, "--offline", "--refresh"], 64, "--refresh and --offline contradict each other"),
        Refusal(["categories", "--timeout", "0"], 64, "--timeout takes seconds from 0.001 to 600"),
        Refusal(["search", "swift", "--timeout", "601"], 64, "--timeout takes seconds from 0.001 to 600"),
        Refusal(["feed", "--max-cost=-1"], 64, "--max-cost takes a number of units, 0 or more"),
        Refusal(["search", "swift", "--next-page", "--prev-page"], 64, "Choose one of --next-page, --prev-page"),
        Refusal(["feed", "--prev-page", "--page-token", "CAUQAA"], 64, "Choose one of --next-page, --prev-page"),
        Refusal(["playlist", "PLx", "--json", "--format", "ndjson"], 64, "--json and --format ndjson contradict"),
        Refusal(["video", video, "--color", "sometimes"], 64, "Please provide one of 'auto', 'always' or 'never'"),
        Refusal(["categories", "--progress", "maybe"], 64, "is invalid for '--progress <progress>'"),
    ]

    private func expectRefused(_ refusal: Refusal) async {
        let home = CommandHome.make()
        let result = await home.run(refusal.arguments)
        #expect(result.status == refusal.status, "stderr: \(result.stderr)")
        // Parser messages start lower-case in ytclone's `error:` lines; the words are argument-parser's.
        #expect(result.stderr.lowercased().contains(refusal.message.lowercased()), "stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(home.api.requests.isEmpty, "asked \(home.api.methods)")
    }

    @Test(arguments: browse) func browseCommandsRefuse(_ refusal: Refusal) async {
        await expectRefused(refusal)
    }

    @Test(arguments: account) func accountCommandsRefuse(_ refusal: Refusal) async {
        await expectRefused(refusal)
    }

    @Test(arguments: library) func libraryCommandsRefuse(_ refusal: Refusal) async {
        await expectRefused(refusal)
    }

    @Test(arguments: quota) func quotaAndCacheCommandsRefuse(_ refusal: Refusal) async {
        await expectRefused(refusal)
    }

    @Test(arguments: shared) func sharedOptionsAreRefusedAlike(_ refusal: Refusal) async {
        await expectRefused(refusal)
    }

    /// A refusal stops before the run's context is built: not even the home folder is made.
    @Test func aUsageErrorLeavesNoFileBehind() async {
        let home = CommandHome.make()
        let result = await home.run(["feed", "--subscriptions", "--region", "GB"])
        #expect(result.status == 64)
        #expect(!FileManager.default.fileExists(atPath: home.root.appendingPathComponent("home").path))
    }

    /// The usage error's hint names the option's accepted values.
    @Test func aBadValueNamesWhatIsAccepted() async {
        let result = await CommandHome.make().run(["feed", "--limit", "0"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("hint: --limit <limit>"))
        #expect(result.stderr.contains("between 1 and 200"))
    }

    /// Every leaf command of `ytclone` (groups counted by their subcommands), as typed.
    static func leafCommands(_ command: ParsableCommand.Type = YTClone.self, path: [String] = []) -> Set<String> {
        let subcommands = command.configuration.subcommands
        guard !subcommands.isEmpty else { return [path.joined(separator: " ")] }
        return subcommands.reduce(into: Set<String>()) { all, sub in
            all.formUnion(leafCommands(sub, path: path + [sub.configuration.commandName ?? "?"]))
        }
    }

    /// The table above names every command: a command added later without a refusal fails here.
    @Test func everyCommandHasARefusal() {
        let all = Self.leafCommands()
        #expect(all.isSuperset(of: ["feed", "profile show", "fav remove", "subscriptions import", "cache clear", "history clear"]), "\(all.sorted())")
        let refused = (Self.browse + Self.account + Self.library + Self.quota).map { refusal in
            all.filter { command in
                let words = command.split(separator: " ").map(String.init)
                return Array(refusal.arguments.prefix(words.count)) == words
            }.max { $0.count < $1.count } ?? ""
        }
        #expect(all.subtracting(refused).isEmpty, "no refusal for: \(all.subtracting(refused).sorted())")
    }

    /// `comment add` without a text or with both a text and `--body-file` is a usage mistake,
    /// like any missing argument or contradiction; today it is refused with 65 (invalid value).
    @Test func commentTextAndBodyFileContradict() async throws {
        let home = CommandHome.make()
        let body = try home.file("body.txt", "From a file")
        let both = await home.run(["comment", "add", Self.video, "Typed", "--body-file", body])
        #expect(both.stderr.contains("either TEXT or --body-file, not both"))
        #expect(home.api.requests.isEmpty)
        #expect(both.status == 64)
        let neither = await home.run(["comment", "add", Self.video])
        #expect(neither.stderr.contains("--body-file"))
        #expect(neither.status == 64)
    }
}
