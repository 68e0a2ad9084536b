import ArgumentParser

/// A command that runs against the run's context: `Program` parses it, builds one
/// `AppEnvironment` from its options and the host, and calls `run(in:)`. The command asks the
/// environment for its services and its console; it builds none of them.
protocol AppCommand: AsyncParsableCommand {
    var output: OutputOptions { get }
    /// The API options of a command that has them (see `APICommand`), else nil.
    var apiOptions: APIOptions? { get }
    func run(in environment: AppEnvironment) async throws
}

/// A command that talks to the YouTube API, with `--api-base`, `--refresh`, `--offline`,
/// `--max-cost` and `--timeout`.
protocol APICommand: AppCommand {
    var api: APIOptions { get }
}

// A requirement rather than an `as? any APICommand` cast: the cast's first use costs a scan of every
// protocol conformance in the binary, at every start.
extension APICommand {
    var apiOptions: APIOptions? { api }
}

extension AppCommand {
    var apiOptions: APIOptions? { nil }

    /// argument-parser's entry point, for a command run without `Program` (never in ytclone
    /// itself): the same as `Program.run` with the process's host.
    mutating func run() async throws {
        try await run(host: .live)
    }

    /// Runs the command in a context of its own over `host`, and closes the context on every way
    /// out (done, failed, cancelled), so the run's quota is in the ledger before the caller
    /// presents an error or the process exits.
    func run(host: Host) async throws {
        let environment = try AppEnvironment(host: host, for: self)
        defer { environment.close() }
        try await run(in: environment)
    }
}

extension AppEnvironment {
    /// The run's context for `command`, from its output and API options.
    init(host: Host, for command: any AppCommand) throws {
        try self.init(host: host, output: command.output, api: command.apiOptions)
    }
}
