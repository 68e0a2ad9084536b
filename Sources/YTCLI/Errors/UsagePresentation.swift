import ArgumentParser

/// argument-parser's usage errors in ytclone's own form: one `error:` line, one `hint:` line,
/// exit 64, the same shape as every other failure (`ErrorPresenter`).
///
/// A mistyped command gets "did you mean" (`CommandSuggestion`); other errors keep
/// argument-parser's message and point at the command's help, with the option's own help line
/// when the error names one.
enum UsagePresentation {
    /// The lines for `error`, which argument-parser would print as `Error: …`, `Help: …`, `Usage: …`.
    static func lines(for error: any Error, arguments: [String]) -> String {
        if let unknown = CommandSuggestion.unknownCommand(in: arguments) {
            return unknown.lines
        }
        let full = YTClone.fullMessage(for: error).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let message = full.first.map { sentence($0.hasPrefix("Error: ") ? String($0.dropFirst(7)) : $0) } ?? "invalid usage"
        let help = full.first { $0.hasPrefix("See '") }.flatMap { line in
            line.split(separator: "'").dropFirst().first.map(String.init)
        } ?? "ytclone --help"
        let optionHelp = full.first { $0.hasPrefix("Help:") }.map {
            $0.dropFirst(5).split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }
        let hint = optionHelp.map { "\($0.hasSuffix(".") ? String($0.dropLast()) : $0); see \(help)" } ?? "see \(help)"
        return "error: \(message)\nhint: \(hint)\n"
    }

    /// argument-parser's sentences start with a capital and end with a full stop; ytclone's
    /// error lines start lower-case and have none, like git's.
    private static func sentence(_ text: String) -> String {
        var text = text
        if text.hasSuffix("."), !text.hasSuffix("..") { text.removeLast() }
        guard let first = text.first, first.isUppercase, text.dropFirst().first?.isLowercase == true else { return text }
        return first.lowercased() + text.dropFirst()
    }
}
