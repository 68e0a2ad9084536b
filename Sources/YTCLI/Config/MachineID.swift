import Foundation

/// This machine's id: 32 random hexadecimal digits in `machine` in the state folder (mode 0600,
/// written and read as the session file is), made on first use.
///
/// Row numbers are kept per terminal session (`getsid`), and on a shared server two machines'
/// sessions may have the same id: the machine's id tells them apart. It is no secret and names
/// nothing about the machine.
struct MachineID {
    let file: SessionFile

    init(paths: Paths) {
        file = SessionFile(url: paths.machineFile, what: "machine id file")
    }

    /// The id kept in the file, made and kept there first when there is none.
    ///
    /// Two processes making it at once each write one; the one renamed last is in the file, and
    /// read back, so at most the rows of a run that started with none are kept under another id.
    /// - Throws: `LocalFault` when the file or the state folder cannot be read or written, or
    ///   another user could change them.
    func value() throws -> String {
        if let id = try file.readToken(), Self.isWellFormed(id) { return id }
        let made = SessionFile.randomName() + SessionFile.randomName()  // 128 bits
        try file.writeToken(made)
        return try file.readToken().flatMap { Self.isWellFormed($0) ? $0 : nil } ?? made
    }

    static func isWellFormed(_ id: String) -> Bool {
        id.utf8.count == 32 && id.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }
}
