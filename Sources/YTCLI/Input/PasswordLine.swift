import Foundation
import YTCore

#if canImport(Glibc)
import Glibc
#endif

/// Reads one password line from a file descriptor into memory ytclone owns and wipes.
///
/// Byte by byte with read(2): no stdio or Foundation buffer keeps a copy, and nothing past the
/// line is taken from the descriptor. The line may hold at most `AccountRules.maxPasswordBytes`
/// bytes (128 characters of up to 4 bytes each) before its end, `\n` or `\r\n`; so at most that
/// plus 2 bytes are read. A longer line is refused with `AccountRules.passwordTooLong` without
/// reading the rest, unless `drainsLongLine` (a terminal, whose unread line would otherwise go to
/// the shell) reads it to its end, keeping none of it.
enum PasswordLine {
    /// The password bytes of the line, without its end; `nil` when the input ended before any byte.
    ///
    /// Bytes that are not UTF-8 are replaced by U+FFFD, as earlier versions read them.
    /// - Throws: `AccountRules.passwordTooLong`; `CLIError.cannotPrompt` when reading fails.
    static func read(from descriptor: Int32, drainsLongLine: Bool, what: String) throws -> SecretBytes? {
        // Room for the longest password and a `\r`; the `\n` is never stored.
        let line = SecretBytes(capacity: AccountRules.maxPasswordBytes + 1)
        var byte: UInt8 = 0
        var readAny = false, tooLong = false
        while true {
            let count = Glibc.read(descriptor, &byte, 1)
            if count < 0 {
                if errno == EINTR { continue }
                line.wipe()
                throw CLIError.cannotPrompt(what: "\(what) (\(String(cString: strerror(errno))))",
                                            hint: "give one password per line on stdin")
            }
            if count == 0 { break }
            readAny = true
            if byte == 0x0A { break }
            if !tooLong, !line.append(byte) {
                tooLong = true
                line.wipe()
                if !drainsLongLine { break }
            }
        }
        if tooLong { throw AccountRules.passwordTooLong }
        guard readAny else { return nil }
        if line.last == 0x0D { line.removeLast() }
        guard line.count <= AccountRules.maxPasswordBytes else {
            line.wipe()
            throw AccountRules.passwordTooLong
        }
        guard line.isValidUTF8 else {
            defer { line.wipe() }
            return line.repairingUTF8()
        }
        return line
    }
}
