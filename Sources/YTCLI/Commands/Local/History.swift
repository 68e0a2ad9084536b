import ArgumentParser
import YTCore
import YouTubeAPI

extension YTClone {
    /// `ytclone history [list]` and `ytclone history clear`: videos you looked at with `ytclone video`.
    struct History: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "history", abstract: "List or clear the videos you looked at.",
            subcommands: [List.self, Clear.self], defaultSubcommand: List.self)

        struct List: AppCommand {
            static let configuration = CommandConfiguration(
                commandName: "list", abstract: "List the videos you looked at, newest first.",
                discussion: """
                    A video looked at several times a day is listed once that day (its latest view, in your time zone). The rows are numbered: `ytclone video 3` shows the third. A video's length is known once a player reported it: the length filters keep the others and say so. --limit counts the entries shown after the filters.

                    Examples:
                      ytclone history --unwatched
                      ytclone history --min-duration 10m --sort length
                    """,
                aliases: ["ls"])

            /// `history --clear`, from before `history clear`; it asks as `clear` does.
            @Flag(help: .hidden) var clear = false
            @Flag(name: .shortAndLong, help: .hidden) var yes = false
            @Option(help: "How many entries to list (\(Limit.accepted)).") var limit: Limit = 50
            @OptionGroup(title: "Filters of what is shown") var filters: VideoFilterOptions
            @OptionGroup var output: OutputOptions

            typealias Limit = Bounded<Bounds.HistoryLimit>

            func run(in environment: AppEnvironment) async throws {
                if clear {
                    let prompter = Prompter(noInput: false, passwordFromStdin: false, host: environment.host)
                    return try Clear.clear(in: environment, asking: yes ? nil : prompter)
                }
                let model = try environment.library()
                let format = output.resolvedFormat
                let renderer = LibraryRenderer(console: environment.console, format: format)
                let filtered = try environment.filtered(filters.filter)
                let limit = limit.value
                model.$history.subscribe(by: renderer) { renderer, entries in
                    renderer.failure.capture { try renderer.history(try filtered.shown(entries, limit: limit).rows) }
                }
                // The history is local: filters that drop entries read all of it to fill --limit.
                try model.loadHistory(limit: filters.filter.drops ? Bounds.HistoryLimit.range.upperBound : limit)
                try renderer.failure.check()
                let shown = try filtered.shown(model.history, limit: limit)
                filtered.say(shown.unknown)
                // Its rows stand for their videos in the next command, as every listing's do.
                guard !shown.rows.isEmpty else { return }
                try environment.rememberRows(of: "history", videoIds: shown.rows.map(\.videoId), format: format)
            }
        }

        struct Clear: AppCommand {
            static let configuration = CommandConfiguration(
                commandName: "clear", abstract: "Forget the whole history.",
                discussion: "Asks first at a terminal; without one (or with --no-input) only --yes clears.",
                aliases: ["rm", "delete"])

            @Flag(name: .shortAndLong, help: "Do not ask first (needed without a terminal).") var yes = false
            @OptionGroup var input: InputOptions
            @OptionGroup var output: OutputOptions

            func run(in environment: AppEnvironment) async throws {
                try Self.clear(in: environment, asking: yes ? nil : input.makePrompter(host: environment.host))
            }

            /// Clears the history, asking first through `prompter` when one is given (`--yes`
            /// gives none; `Prompter.confirmIrreversible` is the rule).
            static func clear(in environment: AppEnvironment, asking prompter: Prompter?) throws {
                let model = try environment.library()
                if let prompter {
                    if prompter.interactive {
                        try model.loadHistory(limit: Bounds.HistoryLimit.range.upperBound)
                        guard !model.history.isEmpty else { return environment.console.note("The history is empty.") }
                    }
                    try prompter.confirmIrreversible(
                        "Forget \(HumanFormat.counted(model.history.count, "entry")) of your history?",
                        refusal: "nothing was cleared", command: "ytclone history clear")
                }
                let removed = try model.clearHistory()
                environment.console.note("Cleared \(HumanFormat.counted(removed, "entry")).")
            }
        }
    }
}
