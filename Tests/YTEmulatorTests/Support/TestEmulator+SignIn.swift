@testable import YTEmulator

/// Bearer tokens for tests of what signed-in users do, put straight into the emulator's state;
/// the authorization server's own flows are tested in the OAuth suites.
extension TestEmulator {
    /// The seeded users (`alice` and `bob` own channels 2 and 3, `carol` has none).
    func user(_ name: String) -> OAuthUser {
        guard let user = emulator.authorization.users.first(where: { $0.name == name }) else {
            fatalError("no user named \(name)")
        }
        return user
    }

    /// A live access token for `name` through the default Desktop client with `scopes`
    /// (short names such as `youtube.force-ssl`).
    func token(for name: String, scopes: Set<String> = ["youtube.force-ssl"], lifetime: Int64 = 3599) -> String {
        let user = user(name)
        let now = emulator.configuration.clock()
        // No --state file here, so the state is never written and mutate cannot fail.
        return try! emulator.mutate { state in
            let serial = state.oauth.nextSerial()
            let grant = OAuthState.Grant(
                id: "test-grant-\(serial)", userId: user.id, clientId: OAuthClient.defaultDesktop.id, scopes: scopes,
                createdAt: now)
            state.oauth.grants[grant.id] = grant
            let value = "ya29.test-\(name)-\(serial)"
            state.oauth.accessTokens[value] = OAuthState.Token(
                grantId: grant.id, scopes: scopes, expiresAt: now + lifetime)
            return value
        }
    }

    /// Sends `method` to `target` as `token`'s user, with a JSON `body` if given.
    func call(
        _ method: String, _ target: String, token: String, body: JSONValue? = nil
    ) -> (status: Int, json: JSONValue?) {
        let bytes = body.map { JSONWriter(pretty: false).serialize($0) } ?? []
        let response = emulator.handle(
            EmulatorRequest(
                method: method, target: target, headers: ["Authorization": "Bearer " + token], body: bytes))
        return (response.status, response.body.isEmpty ? nil : try? JSONParser.parse(response.body))
    }
}
