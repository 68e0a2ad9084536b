import ArgumentParser

/// `yt-bench`: in-process measurements of ytclone's own code, for `scripts/bench.sh`.
///
/// Each subcommand builds what it measures from scratch and prints one JSON line on stdout.
@main
struct YTBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "yt-bench",
        abstract: "Measure ytclone's library code in process.",
        subcommands: [Comments.self])
}
