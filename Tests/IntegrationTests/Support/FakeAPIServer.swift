import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A loopback HTTP server that answers every request from a closure: the crafted API answers no
/// emulator would give (a page token that repeats, counts at the top of their range). One
/// request per connection (`Connection: close`); `stop()` (also on deinit) closes the socket and
/// waits for the serving thread.
final class FakeAPIServer: @unchecked Sendable {
    struct Request: Sendable {
        /// The path, such as `/youtube/v3/search`.
        let path: String
        /// The query's items, percent-decoded, in order.
        let query: [URLQueryItem]
        /// The request line and headers as received.
        let head: String

        func value(_ name: String) -> String? { query.first { $0.name == name }?.value }
    }

    struct Response: Sendable {
        var status = 200
        var body: String
        var headers: [String: String] = ["Content-Type": "application/json; charset=UTF-8"]
    }

    let port: Int
    private let listener: Int32
    private let answer: @Sendable (Request) -> Response
    /// The requests served, shared with the serving thread.
    final class Log: Sendable {
        let requests = Mutex<[Request]>([])
    }

    private let received = Log()
    private let thread: Thread
    private let done = DispatchSemaphore(value: 0)
    private let stopped = Mutex(false)

    /// Every request served so far.
    var requests: [Request] { received.requests.withLock { $0 } }

    init(answer: @escaping @Sendable (Request) -> Response) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(listener, pointer, length) == 0 && listen(listener, 16) == 0
                    && getsockname(listener, pointer, &length) == 0
            }
        }
        guard bound else {
            close(listener)
            throw POSIXError(.EADDRNOTAVAIL)
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        self.answer = answer
        let (received, done) = (received, done)
        thread = Thread {
            while true {
                let connection = accept(listener, nil, nil)
                if connection < 0 {
                    if errno == EINTR { continue }
                    break
                }
                Self.serve(connection, answer: answer, received: received)
            }
            done.signal()
        }
        thread.start()
    }

    deinit { stop() }

    /// The API root to give ytclone (`--api-base`).
    var root: String { "http://127.0.0.1:\(port)" }

    func stop() {
        let first = stopped.withLock { stopped in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        done.wait()
    }

    private static func serve(
        _ connection: Int32, answer: @Sendable (Request) -> Response, received: Log
    ) {
        defer { close(connection) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var head: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !head.ends(with: Array("\r\n\r\n".utf8)) {
            let count = recv(connection, &chunk, 1, 0)
            guard count > 0 else { return }
            head.append(chunk[0])
            if head.count > 65_536 { return }
        }
        let text = String(decoding: head, as: UTF8.self)
        let target = text.split(separator: " ", maxSplits: 2).dropFirst().first.map(String.init) ?? "/"
        let components = URLComponents(string: target)
        let request = Request(path: components?.path ?? target, query: components?.queryItems ?? [], head: text)
        received.requests.withLock { $0.append(request) }
        let response = answer(request)
        let body = Array(response.body.utf8)
        var lines = ["HTTP/1.1 \(response.status) \(response.status == 200 ? "OK" : "Status")"]
        for (name, value) in response.headers { lines.append("\(name): \(value)") }
        lines += ["Content-Length: \(body.count)", "Connection: close", "", ""]
        let bytes = Array(lines.joined(separator: "\r\n").utf8) + body
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return }
            sent += count
        }
    }
}

extension Array where Element: Equatable {
    fileprivate func ends(with suffix: [Element]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}

extension AccountFlowTests.Home {
    /// A home whose runs go to `server`, with a test key and `variables`.
    convenience init(server: FakeAPIServer, variables: [String: String] = [:]) {
        self.init(apiKey: "test-key")
        apiBase = server.root
        self.variables = variables
    }
}

/// Counts calls across a fake server's thread: 1 for the first.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
