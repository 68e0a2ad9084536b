import Foundation

/// Reads a file named on the command line, or stdin for `-`, refusing more than `limit` bytes
/// without reading the rest.
enum InputFile {
    /// - Throws: `CLIError.invalidOption` when the file cannot be opened or is larger than `limit`.
    static func read(_ path: String, limit: Int, what: String, stdin: Int32) throws -> Data {
        let handle: FileHandle
        if path == "-" {
            handle = FileHandle(fileDescriptor: stdin, closeOnDealloc: false)
        } else if let opened = FileHandle(forReadingAtPath: path) {
            handle = opened
        } else {
            throw CLIError.invalidOption(name: what, value: path, accepted: "a readable file or -")
        }
        let data = (try? handle.read(upToCount: limit + 1)) ?? Data()
        guard data.count <= limit else {
            throw CLIError.invalidOption(name: what, value: path, accepted: "a file of at most \(limit / 1_000_000) MB")
        }
        return data
    }
}
