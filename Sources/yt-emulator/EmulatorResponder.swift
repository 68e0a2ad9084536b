import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import YTEmulator

/// Routes HTTP requests: `/emulator/*` to the control endpoints, everything else through
/// latency and fault injection to the ``Emulator`` library, then applies gzip.
struct EmulatorResponder: HTTPResponder {
    let emulator: Emulator
    let stats: ServerStats
    let arrivals: ArrivalClock
    let faults: FaultInjector
    let timing: Timing

    /// Delays applied to API requests.
    struct Timing: Sendable {
        var latency: Duration
        var slow: Duration
        var retryAfterSeconds: Int
    }

    /// The largest request body read; a larger one is answered 413.
    static let maximumBody = 1024 * 1024

    func respond(to request: Request, context: EmulatorRequestContext) async throws -> Response {
        // Taken for every request, so that each connection's stamps stay in step with its requests.
        let arrived = arrivals.take(for: context.channel)
        stats.requestReceived()
        let path = request.uri.path
        if path.hasPrefix("/emulator/") {
            return try await ControlEndpoints(emulator: emulator, stats: stats, faults: faults).respond(to: request)
        }
        context.logger.debug("\(request.method) \(path)")
        var request = request
        let body: [UInt8]
        do {
            body = Array(try await request.collectBody(upTo: Self.maximumBody).readableBytesView)
        } catch {
            return Response(status: .contentTooLarge)
        }
        // The authorization server's endpoints take no latency and no faults, as the controls.
        if Emulator.servesOAuth(path) {
            return send(answer(request, body: body, context: context), to: request, isAPI: false)
        }
        // Feeds and oEmbed take the API's latency; feeds have faults of their own (--feed-fault), not --fault's.
        if Emulator.servesFeeds(path) || Emulator.servesOEmbed(path) {
            let logged = stats.apiRequest(
                method: Emulator.servesFeeds(path) ? "feeds" : "oembed", path: path, arrival: arrived)
            defer { stats.log.finished(logged) }
            let response = send(answer(request, body: body, context: context), to: request)
            try await delay(since: arrived)
            return response
        }
        // Pictures take the API's latency and faults too: a client must cope with both.
        let isImage = Emulator.servesImage(path)
        guard path.hasPrefix("/youtube/v3/") || isImage else {
            return send(answer(request, body: body, context: context), to: request, isAPI: false)
        }
        let method = isImage ? "images" : emulator.apiMethod(forPath: path, httpMethod: request.method.rawValue)
        let logged = stats.apiRequest(method: method, path: path, arrival: arrived)
        defer { stats.log.finished(logged) }
        guard let fault = faults.next() else {
            let response = send(answer(request, body: body, context: context), to: request)
            try await delay(since: arrived)
            return response
        }
        try await delay(since: arrived)
        switch fault {
        case .reset:
            stats.apiResponse(bodyBytes: 0, gzipped: false, notModified: false)
            try await WireFault.reset(context.channel)
        case .truncated:
            let full = answer(request, body: body, context: context)
            let cut = WireFault.truncated(full.body, headers: fields(full.headers), channel: context.channel)
            stats.apiResponse(bodyBytes: cut.sentBytes, gzipped: false, notModified: false)
            return cut.response
        case .malformed:
            let answer = EmulatorResponse(
                status: 200, headers: [("Content-Type", "application/json; charset=UTF-8")],
                body: WireFault.malformedBody)
            return send(answer, to: request)
        case .slow:
            try await Task.sleep(for: timing.slow)
            return send(answer(request, body: body, context: context), to: request)
        case .internalError:
            return send(emulator.faultResponse(status: 500, path: path), to: request)
        case .unavailable:
            return send(emulator.faultResponse(status: 503, path: path), to: request)
        case .quota:
            return send(emulator.faultResponse(status: 403, path: path), to: request)
        case .tooManyRequests:
            var answer = emulator.faultResponse(status: 429, path: path)
            answer.headers.append(("Retry-After", String(timing.retryAfterSeconds)))
            return send(answer, to: request)
        }
    }

    /// Holds an answer back until the latency has passed since its request was read. The answer
    /// is worked out when the request arrives: the time Google spends on a request is spent on
    /// Google's machines, while the emulator shares the client's cores, and a hundred answers
    /// computed the moment their latency ends would delay one another, and the client reading
    /// the first of them, by tens of milliseconds. Task.sleep suspends only this request; other
    /// connections keep being served.
    private func delay(since arrived: ContinuousClock.Instant) async throws {
        if timing.latency > .zero { try await Task.sleep(until: arrived + timing.latency, clock: .continuous) }
    }

    /// The library's answer; a strict-mode refusal is also logged (stderr, warning level), so a
    /// test run under `--strict` shows which requests a client relied on Google's leniency for.
    private func answer(_ request: Request, body: [UInt8], context: EmulatorRequestContext) -> EmulatorResponse {
        let answer = emulator.handle(libraryRequest(request, body: body))
        if let refusal = answer.strictRefusal {
            // Credentials are hidden by their decoded name, so `access%5Ftoken=` is hidden too.
            let secret: Set<String> = ["key", "access_token", "oauth_token"]
            let query = (request.uri.query ?? "").split(separator: "&").map { pair in
                let name = EmulatorRequest.parseQuery(String(pair)).first?.name ?? ""
                return secret.contains(name) ? name + "=(redacted)" : String(pair)
            }.joined(separator: "&")
            context.logger.warning("refused \(request.method) \(request.uri.path)?\(query): \(refusal)")
        }
        return answer
    }

    private func libraryRequest(_ request: Request, body: [UInt8]) -> EmulatorRequest {
        var headers: [String: String] = [:]
        for field in request.headers {
            let name = field.name.canonicalName.lowercased()
            headers[name] = headers[name].map { $0 + ", " + field.value } ?? field.value
        }
        // HTTP/1.1's Host is the authority here, not a header field.
        if let authority = request.head.authority { headers["host"] = authority }
        return EmulatorRequest(
            method: request.method.rawValue, path: request.uri.path,
            query: EmulatorRequest.parseQuery(request.uri.query ?? ""), headers: headers, body: body)
    }

    /// Converts a library answer into a response, gzip-encoding it when the request qualifies.
    private func send(_ answer: EmulatorResponse, to request: Request, isAPI: Bool = true) -> Response {
        var headers = fields(answer.headers)
        var body = answer.body
        var gzipped = false
        let wantsGzip = GzipEncoding.isRequested(
            acceptEncoding: request.headers[.acceptEncoding], userAgent: request.headers[.userAgent])
        if wantsGzip, !body.isEmpty, let compressed = try? GzipEncoding.compress(body) {
            body = compressed
            gzipped = true
            headers[.contentEncoding] = "gzip"
        }
        headers[.vary] = "Origin, X-Origin, Referer, Accept-Encoding, User-Agent"
        if isAPI { stats.apiResponse(bodyBytes: body.count, gzipped: gzipped, notModified: answer.status == 304) }
        let status = HTTPResponse.Status(code: answer.status)
        return Response(
            status: status, headers: headers,
            body: body.isEmpty ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    private func fields(_ pairs: [(name: String, value: String)]) -> HTTPFields {
        var headers = HTTPFields()
        for pair in pairs {
            if let name = HTTPField.Name(pair.name) { headers.append(HTTPField(name: name, value: pair.value)) }
        }
        return headers
    }
}
