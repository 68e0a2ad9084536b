import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import YTEmulator

/// `/emulator/stats`, `/emulator/requests`, `/emulator/fixtures`, `/emulator/channels`, `/emulator/oauth`, `POST /emulator/faults` and
/// `POST /emulator/uploads`: no key, no quota, no faults, so tests can always observe and steer
/// the emulator.
struct ControlEndpoints {
    let emulator: Emulator
    let stats: ServerStats
    let faults: FaultInjector

    private struct FaultRequest: Decodable {
        let kind: FaultKind
        let count: Int
        /// API requests answered normally before the first of the `count` faults.
        let after: Int?
    }

    /// New uploads: one on each listed channel, or on `count` channels picked at random.
    private struct UploadRequest: Decodable {
        let channels: [String]?
        let count: Int?
    }

    func respond(to request: Request) async throws -> Response {
        switch (request.method, request.uri.path) {
        case (.get, "/emulator/stats"):
            let snapshot = stats.snapshot(quotaUsed: emulator.quotaUsed)
            return json(Emulator.statsJSON(snapshot.counters, byMethod: snapshot.byMethod))
        case (.get, "/emulator/requests"):
            return json(Emulator.requestsJSON(stats.log.entries.map { ($0.method, $0.path, $0.start, $0.end) }))
        case (.get, "/emulator/fixtures"):
            return json(emulator.fixturesJSON())
        case (.get, "/emulator/channels"):
            return json(emulator.channelsJSON())
        case (.get, "/emulator/oauth"):
            return json(emulator.oauthJSON())
        case (.post, "/emulator/faults"):
            var body = request
            let buffer = try await body.collectBody(upTo: 64 * 1024)
            guard let parsed = try? JSONDecoder().decode(FaultRequest.self, from: Data(buffer.readableBytesView)),
                parsed.count >= 0, (parsed.after ?? 0) >= 0
            else {
                let kinds = FaultKind.allCases.map(\.rawValue).joined(separator: ", ")
                return plain(
                    .badRequest, "expected {\"kind\": one of \(kinds), \"count\": n >= 0, \"after\": n >= 0 (optional)}\n")
            }
            faults.arm(parsed.kind, count: parsed.count, after: parsed.after ?? 0)
            return Response(status: .noContent)
        case (.post, "/emulator/uploads"):
            var body = request
            let buffer = try await body.collectBody(upTo: 1024 * 1024)
            let usage = "expected {\"channels\": [\"UC…\", …]} or {\"count\": n} (at most \(Emulator.maximumPublished))\n"
            guard let parsed = try? JSONDecoder().decode(UploadRequest.self, from: Data(buffer.readableBytesView)),
                (parsed.channels == nil) != (parsed.count == nil), (parsed.count ?? 0) >= 0
            else { return plain(.badRequest, usage) }
            do {
                let published = try parsed.channels.map { try emulator.publishUploads(on: $0) }
                    ?? emulator.publishUploads(onRandomChannels: parsed.count ?? 0)
                return json(Emulator.uploadsJSON(published))
            } catch PublishError.unknownChannel(let id) {
                return plain(.badRequest, "no channel \(id) in the catalog\n")
            } catch {
                return plain(.badRequest, usage)
            }
        default:
            return plain(.notFound, "unknown emulator endpoint \(request.uri.path)\n")
        }
    }

    private func json(_ bytes: [UInt8]) -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json; charset=UTF-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    private func plain(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(
            status: status, headers: [.contentType: "text/plain; charset=UTF-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
