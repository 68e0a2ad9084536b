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
}
