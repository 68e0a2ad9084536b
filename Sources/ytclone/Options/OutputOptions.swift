import ArgumentParser

/// `--color` values.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
}

/// `--format` values.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
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

    var resolvedFormat: OutputFormat {
        format ?? (json ? .json : .table)
    }

    func validate() throws {
        if json, let format, format != .json {
            throw ValidationError("--json and --format \(format.rawValue) contradict each other.")
        }
    }

    func makeConsole() -> Console {
        Console(color: color, quiet: quiet)
    }
}
