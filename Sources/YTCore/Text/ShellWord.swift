import Foundation

/// Quotes text for the command lines ytclone suggests in hints and the browser's `:` line, so
/// they can be pasted back.
public enum ShellWord {
    /// `swift` stays as it is; `it's here` becomes `'it'\''s here'`. Control characters are removed.
    public static func quote(_ text: String) -> String {
        let clean = TerminalText.sanitize(text)
        let safe = !clean.isEmpty && clean.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || ("0"..."9").contains($0) || "@%+=:,./_-".unicodeScalars.contains($0)
        }
        return safe ? clean : "'" + clean.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// `--name value`, or `--name=value` when the value starts with `-`, which argument-parser
    /// would otherwise read as an option of its own (`--search=-sponsor`).
    public static func option(_ name: String, _ value: String) -> String {
        TerminalText.sanitize(value).hasPrefix("-") ? "\(name)=\(quote(value))" : "\(name) \(quote(value))"
    }

    /// A command line: `path`, its typed `words` (quoted here), then `options` (written already).
    /// When a word starts with `-` (a search for `-ios`, a video id), the options come first and
    /// the words last, after `--`, where argument-parser reads nothing as an option.
    public static func commandLine(_ path: String, words: [String], options: [String]) -> String {
        let dashed = words.contains { TerminalText.sanitize($0).hasPrefix("-") }
        let quoted = words.map(quote)
        return (dashed ? [path] + options + ["--"] + quoted : [path] + quoted + options).joined(separator: " ")
    }
}
