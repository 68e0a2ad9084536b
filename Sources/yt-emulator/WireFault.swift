import Hummingbird
import NIOCore

/// Faults that break HTTP itself rather than answering with an error.
enum WireFault {
    private struct ConnectionCut: Error {}

    /// Aborts the connection with a TCP RST (SO_LINGER 0) before any response byte is sent.
    static func reset(_ channel: any Channel) async throws -> Never {
        if let socket = channel as? any SocketOptionProvider {
            try? await socket.setSoLinger(NIOLinger(l_onoff: 1, l_linger: 0)).get()
        }
        try? await channel.close()
        throw ConnectionCut()
    }

    /// A response whose `Content-Length` promises all of `body` but only half is sent before
    /// the connection closes; returns the response and the number of body bytes sent.
    static func truncated(
        _ body: [UInt8], headers: HTTPFields, channel: any Channel
    ) -> (response: Response, sentBytes: Int) {
        let sent = Array(body.prefix(max(1, body.count / 2)))
        var fields = headers
        fields[.contentLength] = String(body.count)
        let responseBody = ResponseBody(contentLength: nil) { writer in
            try await writer.write(ByteBuffer(bytes: sent))
            // The write was handed to the event loop; a no-op task queued after it guarantees
            // the bytes were flushed to the socket before the close that follows.
            try await channel.eventLoop.submit {}.get()
            try? await channel.close()
            throw ConnectionCut()
        }
        return (Response(status: .ok, headers: fields, body: responseBody), sent.count)
    }

    /// A 200 JSON response cut mid-document.
    static let malformedBody = Array(
        "{\n  \"kind\": \"youtube#videoListResponse\",\n  \"items\": [\n    {\"id\": \"".utf8)
}
