import Testing

@testable import YTEmulator

/// Every method of the discovery document is answered for what it is: never 404 "Method not
/// found" or 405 for its own HTTP method, with a key or with a token that has its scopes.
@Suite struct UnservedMethodTests {
    static func target(_ method: APIMethod) -> String {
        "/youtube/v3/" + method.path.replacingOccurrences(of: "{id}", with: "abc") + "?part=id"
    }

    static func body(_ method: APIMethod) -> JSONValue? {
        method.httpMethod == "GET" || method.httpMethod == "DELETE" ? nil : [:]
    }

    @Test func everyMethodAnswersWithAKeyOrAToken() {
        let emulator = TestEmulator(budget: 100_000_000)
        var wrong: [String] = []
        for method in APIMethod.all {
            let keyed = emulator.emulator.handle(
                EmulatorRequest(
                    method: method.httpMethod, target: Self.target(method) + "&key=k",
                    body: Self.body(method).map { JSONWriter(pretty: false).serialize($0) } ?? []))
            if [404, 405].contains(keyed.status) && keyed.errorReason != "videoNotFound" {
                wrong.append("\(method.id) keyed: \(keyed.status) \(keyed.errorReason ?? "-")")
            }
            let token = emulator.token(for: "alice", scopes: method.scopes.isEmpty ? ["youtube"] : method.scopes)
            let (status, json) = emulator.call(method.httpMethod, Self.target(method), token: token, body: Self.body(method))
            let reason = TestEmulator.reason(json ?? [:]) ?? "-"
            if status == 405 || (status == 404 && reason == "notFound") || status == 401 {
                wrong.append("\(method.id) with a token: \(status) \(reason)")
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }

    @Test func withoutATokenOAuthOnlyMethodsNeedLogin() throws {
        let emulator = TestEmulator()
        for target in ["/youtube/v3/liveBroadcasts?part=id&mine=true", "/youtube/v3/superChatEvents?part=id"] {
            let (status, json) = try emulator.get(target)
            #expect(status == 401, "\(target)")
            #expect(TestEmulator.reason(json) == "required", "\(target)")
        }
    }
}
