import Foundation
import YTCore

/// Writes one setting into the config file, keeping every other line as it was.
enum ConfigFile {
    /// Sets `name` (replacing an earlier `name=` line, or adding one), in a file of mode 0600
    /// under a folder of mode 0700, written whole to a temporary file and renamed over the old
    /// one, so a reader never sees half of it.
    ///
    /// - Throws: `LocalFault` when the folder or file cannot be made or written; `CLIError` when
    ///   the present file cannot be read.
    static func set(_ name: String, to value: String, in file: URL) throws {
        let folder = file.deletingLastPathComponent()
        _ = try PrivatePath.prepareFolder(for: file.path, what: "config file", folderWhat: "config folder")
        var lines: [String] = []
        if FileManager.default.fileExists(atPath: file.path) {
            _ = try KeyValueFile.readConfig(at: file)  // refuses a file another user could change
            lines = (try? String(contentsOf: file, encoding: .utf8))?
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init) ?? []
            if lines.last == "" { lines.removeLast() }
        }
        let assignment = "\(name)=\(value)"
        if let index = lines.firstIndex(where: { Self.names(name, $0) }) {
            lines[index] = assignment
        } else {
            lines.append(assignment)
        }
        let temporary = folder.appendingPathComponent(".config.\(UUID().uuidString).tmp")
        let data = Data((lines.joined(separator: "\n") + "\n").utf8)
        guard FileManager.default.createFile(atPath: temporary.path, contents: data,
                                             attributes: [.posixPermissions: 0o600]),
              rename(temporary.path, file.path) == 0
        else {
            try? FileManager.default.removeItem(at: temporary)
            throw LocalFault(.cannotWrite, what: "config file", path: file.path)
        }
    }

    /// Whether `line` assigns `name` (`NAME=…`, `export NAME=…`, with spaces around `=`).
    private static func names(_ name: String, _ line: String) -> Bool {
        var text = line.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("export ") { text = String(text.dropFirst(7)).trimmingCharacters(in: .whitespaces) }
        guard let equals = text.firstIndex(of: "=") else { return false }
        return text[..<equals].trimmingCharacters(in: .whitespaces) == name
    }
}
