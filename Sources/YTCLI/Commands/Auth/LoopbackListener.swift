import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The loopback listener of Google's installed-app flow (RFC 8252 §7.3): a socket on 127.0.0.1 at
/// a port the system picks, where the browser comes back with `?code=…&state=…` (or `?error=…`).
///
/// It answers each request with a short page; the first that carries `code` or `error` ends it
/// (a browser's `/favicon.ico` gets a 404 and does not). Nothing but 127.0.0.1 can reach it.
final class LoopbackListener: @unchecked Sendable {
    let port: Int
    private let socket: Int32

    /// - Throws: `LocalFault`-free `POSIXError` when no loopback socket can be opened.
    init() throws {
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 8) == 0 else {
            let code = errno
            close(descriptor)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        socket = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit { close(socket) }

    /// The redirect URI to register with this sign-in.
    var redirectURI: String { "http://127.0.0.1:\(port)/" }

    /// The query of the first request that carries `code` or `error`, or `nil` when `deadline`
    /// passed first or `stop` was set (the person pasted the address instead).
    func awaitRedirect(until deadline: ContinuousClock.Instant, stop: @Sendable @escaping () -> Bool = { false })
        async -> [String: String]?
    {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { [self] in
                continuation.resume(returning: acceptLoop(until: deadline, stop: stop))
            }
        }
    }

    private func acceptLoop(until deadline: ContinuousClock.Instant, stop: () -> Bool) -> [String: String]? {
        while ContinuousClock.now < deadline, !stop() {
            var waiting = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&waiting, 1, 200) > 0 else { continue }
            let connection = accept(socket, nil, nil)
            guard connection >= 0 else { continue }
            defer { close(connection) }
            var timeout = timeval(tv_sec: 5, tv_usec: 0)
            setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            guard let target = Self.requestTarget(connection) else { continue }
            let query = Self.query(of: target)
            guard query["code"] != nil || query["error"] != nil else {
                Self.answer(connection, status: "404 Not Found", page: "Not found.")
                continue
            }
            let words = query["error"] == nil
                ? "ytclone received Google's answer. You can close this tab and go back to the terminal."
                : "Google did not grant access. You can close this tab; the terminal says what happened."
            Self.answer(connection, status: "200 OK", page: words)
            return query
        }
        return nil
    }

    /// The target of the request line (`/?code=…`), reading at most 8 KB of headers.
    private static func requestTarget(_ connection: Int32) -> String? {
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 2048)
        while received.count < 8192 {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            received += buffer[..<count]
            if received.firstRange(of: Array("\r\n".utf8)) != nil { break }
        }
        guard let line = String(decoding: received, as: UTF8.self).split(separator: "\r\n").first else { return nil }
        let words = line.split(separator: " ")
        guard words.count >= 2, words[0] == "GET" else { return nil }
        return String(words[1])
    }

    /// The decoded query of a request target or a whole address (`http://127.0.0.1:PORT/?code=…`).
    static func query(of target: String) -> [String: String] {
        guard let components = URLComponents(string: target) else { return [:] }
        var query: [String: String] = [:]
        for item in components.queryItems ?? [] where query[item.name] == nil {
            query[item.name] = item.value ?? ""
        }
        return query
    }

    private static func answer(_ connection: Int32, status: String, page: String) {
        let html = "<!doctype html><meta charset=utf-8><title>ytclone</title><p>\(page)</p>\n"
        let response = "HTTP/1.1 \(status)\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: \(html.utf8.count)\r\n"
            + "Cache-Control: no-store\r\nConnection: close\r\n\r\n" + html
        let bytes = Array(response.utf8)
        _ = bytes.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }
}
