import Foundation
import YTCore

/// Reads `NAME=value` files: `.env` and the config file.
///
/// Blank lines and `#` comments are skipped, `export ` prefixes allowed, and one pair of
/// surrounding quotes removed from values.
enum KeyValueFile {
    /// The most a settings file may hold: a few dozen lines take a few hundred bytes. A 300 MB
    /// `.env` was read whole (67 s and 948 MB of memory) before anything looked at it.
    static let maxBytes = 65_536

    /// The pairs of a file that may be absent (`.env`); an unreadable file counts as empty.
    /// - Throws: `CLIError.oversizedSettings` for a file larger than `maxBytes`.
    static func read(at url: URL) throws -> [String: String] {
        guard let data = try bounded(url), let text = String(data: data, encoding: .utf8) else { return [:] }
        return parse(text)
    }

    /// The file's bytes, reading no more than `maxBytes` and one more to tell a larger file;
    /// `nil` when it cannot be opened.
    private static func bounded(_ url: URL) throws -> Data? {
        guard let handle = FileHandle(forReadingAtPath: url.path) else { return nil }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: maxBytes + 1)) ?? Data()
        guard data.count <= maxBytes else { throw CLIError.oversizedSettings(path: url.path, limit: maxBytes) }
        return data
    }

    /// The pairs of the config file: absent is fine, present but unreadable is a configuration error.
    ///
    /// The file says where the API key goes, so one that another user could write, or a folder on
    /// the way that another user could change (where they could put one), is refused: `LocalFault`
    /// of kind `.exposed` (exit 78). A link the user owns to a file the user owns is read.
    static func readConfig(at url: URL) throws -> [String: String] {
        try PrivatePath.check(url.path, what: "config file")
        guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
        guard let data = try bounded(url) else {
            throw CLIError.unreadableConfig(path: url.path, reason: "cannot read it")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CLIError.unreadableConfig(path: url.path, reason: "it is not UTF-8 text")
        }
        return parse(text)
    }

    static func parse(_ text: String) -> [String: String] {
        var pairs: [String: String] = [:]
        for rawLine in text.split(whereSeparator: \.isNewline) {
            var line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("export ") { line = String(line.dropFirst(7)) }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let name = line[..<equals].trimmingCharacters(in: .whitespaces)
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = String(value.dropFirst().dropLast())
            }
            pairs[name] = value
        }
        return pairs
    }
}
