import ArgumentParser
import Foundation

/// The `ytclone` program over a host: parses the arguments, builds the run's context once, runs
/// the command, closes the context (the run's quota is then in the ledger) and turns any error
/// into its lines on stderr and its exit status.
///
/// The `ytclone` executable calls `main()`; in-process tests call `run(_:host:)` with a host that
/// captures the streams.
public enum Program {
    public static func main() async -> Never {
        let arguments = Array(CommandLine.arguments.dropFirst())
        // `--version` alone is answered before argument-parser builds its model of every command,
        // which costs several milliseconds of runtime type lookups: scripts call it often.
        if arguments == ["--version"] {
            print(YTClone.configuration.version)
            exit(0)
        }
        exit(await run(arguments, host: .live))
    }

    /// Runs one command line. - Returns: the exit status (`ExitCode`).
    public static func run(_ typed: [String], host: Host) async -> Int32 {
        let arguments = LeadingOptions.hoisted(typed)
        do {
            // `feed`, which scripts and cron run most, is read without argument-parser's reflection.
            if let command = YTClone.Feed.quickParse(arguments) ?? parseLeaf(arguments) {
                try await command.run(host: host)
                return 0
            }
            // A word that names no command is an error whatever follows it: `fed --help` and
            // `help fed` would print the root's help and exit 0.
            if let unknown = CommandSuggestion.unknownCommand(in: arguments) {
                host.stderr.write(unknown.lines)
                return ExitCode.validationFailure.rawValue
            }
            let parsed = try YTClone.parseAsRoot(arguments)
            guard let command = appCommand(parsed) else {
                // The root and the groups only print their help.
                var plain = parsed
                try plain.run()
                return 0
            }
            try await command.run(host: host)
            return 0
        } catch let error where ErrorPresenter.handles(error) {
            let presentation = ErrorPresenter.describe(error, redact: Redaction.for(host))
            host.stderr.write(ErrorPresenter.lines(presentation))
            return presentation.status.rawValue
        } catch {
            // argument-parser's own: help and version on stdout, usage errors in ytclone's form.
            let code = YTClone.exitCode(for: error)
            if code == .validationFailure {
                host.stderr.write(UsagePresentation.lines(for: error, arguments: arguments))
                return code.rawValue
            }
            let message = YTClone.fullMessage(for: error)
            if !message.isEmpty { (code == .success ? host.stdout : host.stderr).write(message + "\n") }
            return code.rawValue
        }
    }

    /// The command of a line that starts with a leaf command's path (`feed --limit 5`,
    /// `cache clear`), parsed by that command alone; nil for any other line, and for one the
    /// command refuses or answers itself (a usage error, `--help`, a completion request).
    ///
    /// argument-parser builds its model of every command on the path, by reflection, before it reads
    /// an option; the root's alone is a tenth of a cached `feed`'s start. A nil answer sends the
    /// line through the root (`YTClone.parseAsRoot`), so help, errors and completions name the whole
    /// command, as they always have.
    static func parseLeaf(_ arguments: [String]) -> (any AppCommand)? {
        var command: any ParsableCommand.Type = YTClone.self
        var words = arguments[...]
        repeat {
            guard let word = words.first, !word.hasPrefix("-"), let next = command.subcommand(named: word)
            else { return nil }
            command = next
            words = words.dropFirst()
        } while !command.configuration.subcommands.isEmpty
        guard let parsed = try? command.parseAsRoot(Array(words)) else { return nil }
        return appCommand(parsed)
    }

    /// `parsed` as an `AppCommand`, cast from its own type: a cast from `any ParsableCommand` first
    /// asks whether the existential type itself conforms, one more scan of every conformance record.
    private static func appCommand(_ parsed: some ParsableCommand) -> (any AppCommand)? {
        parsed as? any AppCommand
    }
}
