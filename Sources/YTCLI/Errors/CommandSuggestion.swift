import ArgumentParser
import YTCore

/// "Did you mean …?" for a command name that is not one: the names (and aliases) at that level of
/// the command tree closest to what was typed, by edit distance, as git does.
struct CommandSuggestion {
    /// What was typed, and the command path it was typed under (`ytclone`, `ytclone fav`).
    let typed: String
    let parent: String
    let suggestions: [String]

    var lines: String {
        let hint = switch suggestions.count {
        case 0: "see '\(parent) --help' for the commands"
        case 1: "did you mean '\(parent) \(suggestions[0])'?"
        default: "did you mean one of: " + suggestions.map { "'\(parent) \($0)'" }.joined(separator: ", ") + "?"
        }
        // What was typed is quoted on one line, whatever it holds.
        return "error: '\(TerminalText.sanitize(typed))' is not a \(parent) command\nhint: \(hint)\n"
    }

    /// The first word of `arguments` that should name a subcommand and names none, walking the
    /// tree from the root; `help WORD…` is read like `WORD…`. `nil` when every word is a command,
    /// or the command that would get it takes arguments of its own.
    static func unknownCommand(in arguments: [String]) -> CommandSuggestion? {
        var command: any ParsableCommand.Type = YTClone.self
        var path = "ytclone"
        var words = arguments[...]
        if words.first == "help" { words = words.dropFirst() }
        for word in words {
            guard !word.hasPrefix("-") else { return nil }
            let subcommands = command.configuration.subcommands
            guard !subcommands.isEmpty else { return nil }
            if let next = command.subcommand(named: word) {
                command = next
                path += " " + (next.configuration.commandName ?? word)
                continue
            }
            // A group with a default subcommand hands unknown words to it (`subscriptions FILE`
            // would be an argument of `list`); only a near miss of a name is taken as a typo.
            let near = closest(to: word, in: subcommands.flatMap { $0.commandNames })
            if command.configuration.defaultSubcommand != nil, near.isEmpty { return nil }
            return CommandSuggestion(typed: word, parent: path, suggestions: near)
        }
        return nil
    }

    /// Names within a distance that grows with the word's length (1 for short words, at most 3),
    /// or that start with it, closest first.
    static func closest(to word: String, in names: [String]) -> [String] {
        let limit = min(3, max(1, word.count / 3))
        let scored = names.map { ($0, distance(word.lowercased(), $0)) }
            .filter { $0.1 <= limit || ($0.0.hasPrefix(word.lowercased()) && word.count >= 2) }
        let best = scored.map(\.1).min()
        return scored.filter { $0.1 == best || $0.0.hasPrefix(word.lowercased()) }.map(\.0)
            .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
    /// neighbours (`serach` → `search`) each count one.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
                }
            }
        }
        return rows[a.count][b.count]
    }
}

