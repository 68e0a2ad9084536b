import ArgumentParser

/// `--color` values.
enum ColorChoice: String, ArgumentChoice {
    case auto, always, never
}

/// `--progress` values.
enum ProgressChoice: String, ArgumentChoice {
    case auto, always, never
}

/// `--format` values.
enum OutputFormat: String, ArgumentChoice {
    case table, json, ndjson, tsv
}

/// Flags every command that prints takes.
struct OutputOptions: ParsableArguments {
    @Flag(help: "Print JSON (an array for lists, an object for one item). Same as --format json.")
    var json = false

    @Option(help: "Output format: table, json, ndjson or tsv.")
    var format: OutputFormat?

    @Option(help: "Colour: auto (terminal and no NO_COLOR), always or never.")
    var color: ColorChoice = .auto

    @Flag(name: .shortAndLong, help: "Print nothing but results and errors on stderr.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Trace each API request on stderr (the API key is redacted).")
    var verbose = false

    @Flag(help: ArgumentHelp(
        "In TSV, put ' before a cell that starts with = + - or @.",
        discussion: "A spreadsheet that opens the file then shows such a cell (a title like =HYPERLINK(…)) instead of running it as a formula. Also YTCLONE_SAFE_CELLS=1 or safe_cells=true in the config file."))
    var safeCells = false

    @Option(help: ArgumentHelp(
        "Progress on stderr during long work: auto, always or never.",
        discussion: "auto draws one line (pages, results, quota units, retries, channels) when stderr is a terminal, after a quarter second, and never with -q, -v or TERM=dumb; stdout is never touched."))
    var progress: ProgressChoice = .auto

    var resolvedFormat: OutputFormat {
        format ?? (json ? .json : .table)
    }

    func validate() throws {
        if json, let format, format != .json {
            throw ValidationError("--json and --format \(format.rawValue) contradict each other.")
        }
    }

    func makeConsole(host: Host) -> Console {
        Console(color: color, quiet: quiet, host: host)
    }
}
