import Foundation
import Synchronization
import Testing

@testable import YouTubeAPI

/// A transport that answers from a script of responses and fails the test on any request beyond it.
final class StubTransport: HTTPTransport {
    enum Step: Sendable {
        case respond(HTTPResponse)
        case fail(TransportError)
    }

    private let script: Mutex<[Step]>
    private let sent = Mutex<[HTTPRequest]>([])

    init(_ steps: [Step]) {
        script = Mutex(steps)
    }

    var requests: [HTTPRequest] { sent.withLock { $0 } }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        sent.withLock { $0.append(request) }
        let step = script.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        guard let step else {
            Issue.record("unexpected request: \(request.url.absoluteString)")
            throw TransportError.other(code: -1, message: "no scripted response")
        }
        switch step {
        case .respond(let response): return response
        case .fail(let error): throw error
        }
    }
}

extension StubTransport.Step {
    static func json(_ status: Int, _ body: String, headers: [String: String] = [:]) -> Self {
        .respond(HTTPResponse(status: status, headers: headers, body: Data(body.utf8)))
    }

    static func envelope(_ status: Int, reason: String, message: String = "m", headers: [String: String] = [:]) -> Self {
        .json(status, #"{"error":{"code":\#(status),"message":"\#(message)","errors":[{"message":"\#(message)","domain":"youtube","reason":"\#(reason)"}]}}"#, headers: headers)
    }

    static let emptyVideos = json(200, #"{"kind":"youtube#videoListResponse","items":[]}"#)
}

/// Collects what a client reports, for assertions.
final class EventLog: Sendable {
    private let events = Mutex<[ClientEvent]>([])
    private let sleeps = Mutex<[Double]>([])

    var all: [ClientEvent] { events.withLock { $0 } }
    var delays: [Double] { sleeps.withLock { $0 } }

    func record(_ event: ClientEvent) { events.withLock { $0.append(event) } }
    func sleep(_ seconds: Double) { sleeps.withLock { $0.append(seconds) } }
}

func makeClient(_ transport: StubTransport, log: EventLog = EventLog(), key: String = "SECRET-KEY-123") -> YouTubeClient {
    YouTubeClient(
        transport: transport, apiKey: key, root: URL(string: "http://127.0.0.1:1")!,
        observer: { log.record($0) }, sleep: { log.sleep($0) })
}
