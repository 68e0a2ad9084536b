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
        // Created 0600 by open(2) itself: FileManager would make it 0644 first and narrow it after.
        let temporary = folder.appendingPathComponent(".config.\(UUID().uuidString).tmp").path
        let data = Array((lines.joined(separator: "\n") + "\n").utf8)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw LocalFault(errno: errno, what: "config file", path: file.path, creating: true) }
        let written = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard written == data.count, synced, rename(temporary, file.path) == 0 else {
            unlink(temporary)
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
