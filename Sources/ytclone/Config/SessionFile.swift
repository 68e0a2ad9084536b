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

    /// - Throws: `LocalFault` naming the session file (or the folder that cannot hold it).
    func writeToken(_ token: String) throws {
        let directory = url.deletingLastPathComponent()
        try LocalFiles.createDirectory(atPath: directory.path, mode: 0o700, what: "state folder")
        let temporary = directory.appendingPathComponent(".session.\(getpid())")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw fault(errno) }
        let bytes = Array((token + "\n").utf8)
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        let writeError = errno
        fchmod(fd, 0o600)
        let synced = fsync(fd) == 0 ? 0 : errno
        close(fd)
        guard written == bytes.count, synced == 0, rename(temporary.path, url.path) == 0 else {
            // A short write to a regular file means the disk filled up.
            let code = written < 0 ? writeError : written != bytes.count ? ENOSPC : synced != 0 ? synced : errno
            unlink(temporary.path)
            throw fault(code)
        }
    }

    /// The session file's fault for `code` of a call that made, replaced or removed it.
    private func fault(_ code: Int32) -> LocalFault {
        LocalFault(errno: code, what: "session file", path: url.path, creating: true)
    }

    func deleteToken() throws {
        if unlink(url.path) != 0 && errno != ENOENT {
            throw fault(errno)
        }
    }
}
