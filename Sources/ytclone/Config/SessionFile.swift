import Foundation
import YTCore

#if canImport(Glibc)
import Glibc
#endif

/// The session token on disk: one line in `$XDG_STATE_HOME/ytclone/session`, mode 0600, in a
/// 0700 directory, replaced atomically so a crash never leaves half a token.
struct SessionFile: SessionTokenStore {
    let url: URL

    func readToken() throws -> String? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        let token = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return token.isEmpty ? nil : token
    }

    func writeToken(_ token: String) throws {
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let temporary = directory.appendingPathComponent(".session.\(getpid())")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw CLIError.unwritableFile(path: temporary.path, reason: String(cString: strerror(errno))) }
        let bytes = Array((token + "\n").utf8)
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        fchmod(fd, 0o600)
        fsync(fd)
        close(fd)
        guard written == bytes.count, rename(temporary.path, url.path) == 0 else {
            unlink(temporary.path)
            throw CLIError.unwritableFile(path: url.path, reason: "cannot write the session")
        }
    }

    func deleteToken() throws {
        if unlink(url.path) != 0 && errno != ENOENT {
            throw CLIError.unwritableFile(path: url.path, reason: String(cString: strerror(errno)))
        }
    }
}
