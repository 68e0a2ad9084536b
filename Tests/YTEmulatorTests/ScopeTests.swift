import Testing

@testable import YTEmulator

/// A token may call a method only with one of the scopes the discovery document lists for it;
/// otherwise 403 `insufficientPermissions`, whose `WWW-Authenticate` names the scopes that would do.
@Suite struct ScopeTests {
    @Test func commentThreadsListNeedsForceSSL() {
        let emulator = TestEmulator()
        let video = emulator.fixture("videoId")
        let target = "/youtube/v3/commentThreads?part=id&videoId=" + video
        let readonly = emulator.call("GET", target, token: emulator.token(for: "alice", scopes: ["youtube.readonly"]))
        #expect(readonly.status == 403)
        #expect(TestEmulator.reason(readonly.json ?? [:]) == "insufficientPermissions")
        #expect(TestEmulator.message(readonly.json ?? [:]) == "Request had insufficient authentication scopes.")
        #expect(readonly.json?["error"]?["details"]?[0]?["reason"]?.stringValue == "ACCESS_TOKEN_SCOPE_INSUFFICIENT")
        #expect(
            readonly.json?["error"]?["details"]?[0]?["metadata"]?["method"]?.stringValue
                == "youtube.api.v3.V3DataCommentThreadService.List")
        #expect(APIError.rpcName(of: APIMethod.find(httpMethod: "GET", path: "activities")!) == "youtube.api.v3.V3DataActivityService.List")
        #expect(APIError.rpcName(of: APIMethod.find(httpMethod: "GET", path: "search")!) == "youtube.api.v3.V3DataSearchService.List")
        let forceSSL = emulator.call("GET", target, token: emulator.token(for: "alice", scopes: ["youtube.force-ssl"]))
        #expect(forceSSL.status == 200)
    }

    @Test func readonlyReadsVideosAndTheHeaderNamesTheScopes() {
        let emulator = TestEmulator()
        let readonly = emulator.token(for: "bob", scopes: ["youtube.readonly"])
        #expect(emulator.call("GET", "/youtube/v3/videos?part=id&chart=mostPopular", token: readonly).status == 200)
        let response = emulator.emulator.handle(
            EmulatorRequest(
                method: "POST", target: "/youtube/v3/commentThreads?part=snippet",
                headers: ["Authorization": "Bearer " + readonly], body: Array("{}".utf8)))
        #expect(response.status == 403)
        let challenge = response.headers.first { $0.name == "WWW-Authenticate" }?.value ?? ""
        #expect(challenge.contains("error=\"insufficient_scope\""))
        #expect(challenge.contains("scope=\"https://www.googleapis.com/auth/youtube.force-ssl\""))
    }

    @Test func membersNeedTheMembershipsCreatorScope() {
        let emulator = TestEmulator()
        let full = emulator.token(for: "alice", scopes: ["youtube", "youtube.force-ssl", "youtubepartner"])
        let refused = emulator.call("GET", "/youtube/v3/members?part=snippet", token: full)
        #expect(refused.status == 403)
        #expect(TestEmulator.reason(refused.json ?? [:]) == "insufficientPermissions")
        let creator = emulator.token(for: "alice", scopes: ["youtube.channel-memberships.creator"])
        #expect(emulator.call("GET", "/youtube/v3/members?part=snippet", token: creator).status != 403)
    }

    /// Every method of the document, called with a token holding none of its scopes, is refused
    /// for the scope: never 404 or 405 (the method exists), never 401 (the token is live).
    @Test func everyMethodRefusesATokenWithoutItsScopes() {
        let emulator = TestEmulator()
        let allScopes: Set<String> = Set(APIMethod.all.flatMap(\.scopes))
        var refusedWrongly: [String] = []
        for method in APIMethod.all {
            let others = allScopes.subtracting(method.scopes)
            let token = emulator.token(for: "alice", scopes: others.isEmpty ? ["openid"] : others)
            let path = method.path.replacingOccurrences(of: "{id}", with: "abc")
            let body: JSONValue? = method.httpMethod == "GET" || method.httpMethod == "DELETE" ? nil : [:]
            let (status, json) = emulator.call(method.httpMethod, "/youtube/v3/\(path)?part=id", token: token, body: body)
            if status != 403 || TestEmulator.reason(json ?? [:]) != "insufficientPermissions" {
                refusedWrongly.append("\(method.id): \(status) \(TestEmulator.reason(json ?? [:]) ?? "-")")
            }
        }
        #expect(refusedWrongly.isEmpty, "\(refusedWrongly)")
    }
}
