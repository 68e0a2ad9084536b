import Foundation
import YTCore

#if canImport(Glibc)
import Glibc
#endif

/// The session token on disk: one line in `$XDG_STATE_HOME/ytclone/session`, mode 0600, in a
/// 0700 directory, replaced atomically so a crash never leaves half a token.
///
/// ytclone writes this file itself, so it follows no symbolic link there: a link at the session
/// file, or a session file, folder or link on the way that another user could change, is refused
/// (`PrivatePath`, exit 78) rather than read or written. The new token is written to a temporary
/// file of a random name made with `O_CREAT | O_EXCL | O_NOFOLLOW`, which never opens anything
/// that was already there, then renamed over the session file.
struct SessionFile: SessionTokenStore {
    let url: URL
    /// What messages call the file: the same code keeps this machine's id (`MachineID`).
    var what = "session file"

    /// The longest file read: a session token is 64 characters, a Google sign-in (`GoogleSignInFiles`)
    /// a few hundred bytes of JSON.
    var readLimit = 4096

    /// - Throws: `LocalFault` of kind `.exposed` when another user could read or change the file.
    func readToken() throws -> String? {
        try PrivatePath.check(url.path, what: what, linkAllowed: false)
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            // A link put there after the check: refused as such; anything else reads as no session.
            if errno == ELOOP { throw exposed(.symbolicLink) }
            return nil
        }
        defer { close(descriptor) }
        // The file opened is the one checked: its owner and mode, read from the descriptor.
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        if status.st_uid != geteuid() && status.st_uid != 0 { throw exposed(.foreignOwner(status.st_uid)) }
        if status.st_mode & 0o022 != 0 { throw exposed(.writableByOthers(UInt32(status.st_mode & 0o7777))) }
        var bytes = [UInt8](repeating: 0, count: readLimit)
        var count = 0
        while count < bytes.count {
            let read = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if read < 0 && errno == EINTR { continue }
            guard read > 0 else { break }
            count += read
        }
        // Trimmed in Swift: Foundation's `trimmingCharacters` bridges through NSString, whose
        // first use looks three conformances up at run time (`Character.isWhitespace` is the same
        // set: Unicode's White_Space, newlines included).
        let text = String(decoding: bytes[..<count], as: UTF8.self)
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
              let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return nil }
        return String(text[first...last])
    }

    /// - Throws: `LocalFault` naming the session file (or the folder that cannot hold it), of kind
    ///   `.exposed` when another user could read or change it or a folder on the way.
    func writeToken(_ token: String) throws {
        let directory = url.deletingLastPathComponent()
        try PrivatePath.prepareFolder(for: url.path, what: what, folderWhat: "state folder",
                                      linkAllowed: false)
        // A random name, never one that exists: a name another process (or user) chose cannot be
        // opened, and no link is followed.
        var temporary = "", descriptor: Int32 = -1
        for _ in 0..<8 {
            temporary = directory.appendingPathComponent(".session.\(Self.randomName()).tmp").path
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw fault(errno) }
        let bytes = Array((token + "\n").utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let writeError = errno
        fchmod(descriptor, 0o600)
        let synced = fsync(descriptor) == 0 ? 0 : errno
        close(descriptor)
        guard written == bytes.count, synced == 0, rename(temporary, url.path) == 0 else {
            // A short write to a regular file means the disk filled up.
            let code = written < 0 ? writeError : written != bytes.count ? ENOSPC : synced != 0 ? synced : errno
            unlink(temporary)
            throw fault(code)
        }
    }

    /// 16 hexadecimal digits from the system's random generator (`getrandom`).
    static func randomName() -> String {
        var generator = SystemRandomNumberGenerator()
        let value = generator.next() as UInt64
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The session file's fault for `code` of a call that made, replaced or removed it.
    private func fault(_ code: Int32) -> LocalFault {
        LocalFault(errno: code, what: what, path: url.path, creating: true)
    }

    /// The refusal of the session file itself.
    private func exposed(_ reason: LocalFault.Exposure.Reason) -> LocalFault {
        LocalFault(.exposed(.init(reason, entry: .file)), what: what, path: url.path)
    }

    func deleteToken() throws {
        // unlink removes a link itself, never what it points to.
        if unlink(url.path) != 0 && errno != ENOENT {
            throw fault(errno)
        }
    }
}
