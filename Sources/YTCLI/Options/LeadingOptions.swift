import ArgumentParser

/// Global options typed before the command (`ytclone -v feed`, `ytclone --json search swift`),
/// as git and gh accept them, moved after the command's path so that the command parses them
/// as its own.
///
/// Only the options every command shares (`OutputOptions`, `APIOptions`, `InputOptions`) move;
/// a command that does not take one refuses it as usual. A line that starts with anything else
/// (`--help`, `--version`, a completion request) is left as it is.
enum LeadingOptions {
    /// Flags without a value.
    static let flags: Set<String> = [
        "--json", "-q", "--quiet", "-v", "--verbose", "--safe-cells", "--refresh", "--offline", "--no-input",
        "--password-stdin",
    ]

    /// Options that take a value, as `--name value` or `--name=value`.
    static let valued: Set<String> = ["--format", "--color", "--progress", "--api-base", "--max-cost", "--timeout"]

    /// `arguments` with the global options before the command moved after its path; the same
    /// array when it does not start with one.
    static func hoisted(_ arguments: [String]) -> [String] {
        guard let first = arguments.first, first.hasPrefix("-") else { return arguments }
        var leading: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex, arguments[index].hasPrefix("-") {
            let word = arguments[index]
            let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
            if flags.contains(word) || isShortCluster(word) {
                leading.append(word)
                index += 1
            } else if valued.contains(name) {
                let takesNext = !word.contains("=")
                guard !takesNext || index + 1 < arguments.endIndex else { return arguments }
                leading += arguments[index...(index + (takesNext ? 1 : 0))]
                index += takesNext ? 2 : 1
            } else {
                return arguments
            }
        }
        guard index < arguments.endIndex else { return arguments }
        var command: any ParsableCommand.Type = YTClone.self
        var pathEnd = index
        while pathEnd < arguments.endIndex, !command.configuration.subcommands.isEmpty,
            let next = command.subcommand(named: arguments[pathEnd])
        {
            command = next
            pathEnd += 1
        }
        // A word where a command name belongs that names none stays before the options, to be
        // named as a mistyped command (`ytclone -v fed`, `ytclone --json fav lst`).
        if !command.configuration.subcommands.isEmpty, pathEnd < arguments.endIndex,
            !arguments[pathEnd].hasPrefix("-")
        {
            pathEnd += 1
        }
        return Array(arguments[index..<pathEnd]) + leading + arguments[pathEnd...]
    }

    /// `-qv`, `-vq`: short flags given together.
    private static func isShortCluster(_ word: String) -> Bool {
        word.count > 2 && word.hasPrefix("-") && !word.hasPrefix("--") && word.dropFirst().allSatisfy { $0 == "q" || $0 == "v" }
    }
}
