import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A minimal HTTP/1.1 client over one loopback TCP socket, for tests that must see the wire:
/// connection reuse, resets, short bodies. Reads time out after 30 seconds instead of hanging.
final class RawHTTPConnection {
    struct Response {
        let status: Int
        /// Header fields keyed by lower-cased name.
        let headers: [String: String]
        let body: [UInt8]
    }

    enum Failure: Error, Equatable {
        case connect(Int32)
        case reset
        case closedBeforeResponse
        case closedEarly(received: Int, expected: Int)
        case malformedHead
    }

    private let socket: Int32
    private var buffer: [UInt8] = []

    init(port: Int) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let code = errno
            Glibc.close(socket)
            throw Failure.connect(code)
        }
    }

    deinit {
        Glibc.close(socket)
    }

    /// Sends one request; the connection stays open unless `headers` says otherwise.
    func send(_ method: String, _ target: String, headers: [String: String] = [:], body: [UInt8] = []) {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        if !body.isEmpty || method == "POST" { head += "Content-Length: \(body.count)\r\n" }
        let bytes = Array((head + "\r\n").utf8) + body
        _ = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Reads one response framed by `Content-Length` (or none, for 204/304).
    func readResponse() throws -> Response {
        var headEnd: Int?
        while headEnd == nil {
            headEnd = buffer.indices.dropLast(3).first { Array(buffer[$0..<$0 + 4]) == [13, 10, 13, 10] }
            if headEnd == nil, try fill() == 0 { throw Failure.closedBeforeResponse }
        }
        let headText = String(decoding: buffer[..<headEnd!], as: UTF8.self)
        buffer.removeFirst(headEnd! + 4)
        var lines = headText.components(separatedBy: "\r\n")
        let statusParts = lines.removeFirst().split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw Failure.malformedHead }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        let length = (status == 204 || status == 304) ? 0 : Int(headers["content-length"] ?? "0") ?? 0
        while buffer.count < length {
            if try fill() == 0 { throw Failure.closedEarly(received: buffer.count, expected: length) }
        }
        let body = Array(buffer.prefix(length))
        buffer.removeFirst(length)
        return Response(status: status, headers: headers, body: body)
    }

    /// Everything the peer sends until it closes (empty when it resets or sends nothing).
    func readToEnd() throws -> [UInt8] {
        while try fill() > 0 {}
        defer { buffer.removeAll() }
        return buffer
    }

    /// One request on a fresh connection.
    static func fetch(port: Int, _ method: String, _ target: String, body: [UInt8] = []) throws -> Response {
        let connection = try RawHTTPConnection(port: port)
        connection.send(method, target, headers: ["Connection": "close"], body: body)
        return try connection.readResponse()
    }

    private func fill() throws -> Int {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        if count < 0 { throw errno == ECONNRESET ? Failure.reset : Failure.connect(errno) }
        buffer += chunk.prefix(count)
        return count
    }
}
