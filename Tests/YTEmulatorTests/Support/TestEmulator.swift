import Foundation

@testable import YTEmulator

/// Builds emulators with a fixed epoch and sends them requests by target string.
struct TestEmulator {
    /// 2025-11-22, so dates in the catalog never depend on the day the tests run.
    static let epochDay = 20_414

    /// A shared emulator with a budget large enough never to run out in read-only tests.
    static let shared = TestEmulator(budget: 100_000_000)

    let emulator: Emulator
    let fixtures: [String: String]

    /// A shared strict-mode emulator (`yt-emulator --strict`), budget as for ``shared``.
    static let strict = TestEmulator(budget: 100_000_000, strict: true)

    init(
        seed: UInt64 = 1, apiKey: String? = nil, budget: Int = 10_000, model: QuotaModel = .legacy,
        strict: Bool = false
    ) {
        emulator = Emulator(
            configuration: EmulatorConfiguration(
                seed: seed, apiKey: apiKey, epochDay: Self.epochDay, quotaBudget: budget, quotaModel: model,
                strict: strict))
        fixtures = Dictionary(uniqueKeysWithValues: emulator.fixtures.map { ($0.name, $0.value) })
    }

    /// A fixture id; fails loudly when the name is wrong.
    func fixture(_ name: String) -> String {
        guard let value = fixtures[name] else { fatalError("no fixture named \(name)") }
        return value
    }

    /// Sends `target` (a path and query); `key=test-key` is added unless the query has a key.
    func raw(_ target: String, headers: [String: String] = [:], key: String? = "test-key") -> EmulatorResponse {
        var full = target
        if let key, !target.contains("key=") { full += (target.contains("?") ? "&" : "?") + "key=" + key }
        return emulator.handle(EmulatorRequest(target: full, headers: headers))
    }

    /// Sends `target` and parses the JSON body.
    func get(_ target: String, headers: [String: String] = [:]) throws -> (status: Int, json: JSONValue) {
        let response = raw(target, headers: headers)
        return (response.status, try JSONParser.parse(response.body))
    }

    /// The `error.message` of an error body.
    static func message(_ json: JSONValue) -> String {
        json["error"]?["message"]?.stringValue ?? ""
    }

    /// The `error.errors[0].reason` of an error body.
    static func reason(_ json: JSONValue) -> String? {
        json["error"]?["errors"]?.arrayValue?.first?["reason"]?.stringValue
    }

    /// Ids of the items of a list response (plain ids or search's id objects).
    static func ids(_ json: JSONValue) -> [String] {
        (json["items"]?.arrayValue ?? []).compactMap { item in
            item["id"]?.stringValue ?? item["id"]?["videoId"]?.stringValue ?? item["id"]?["channelId"]?.stringValue
                ?? item["id"]?["playlistId"]?.stringValue
        }
    }
}

extension JSONValue {
    /// Convenience for chained lookups in tests: `json["items"]?[0]`.
    subscript(index: Int) -> JSONValue? {
        guard let elements = arrayValue, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    var boolValue: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    /// Keys of an object, in order.
    var keys: [String] {
        if case .object(let members) = self { return members.map(\.key) }
        return []
    }
}
