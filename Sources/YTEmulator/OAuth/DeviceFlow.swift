/// The OAuth 2.0 device flow for TVs and limited-input devices (RFC 8628, Google's
/// "OAuth 2.0 for TV and Limited-Input Device Applications"): `POST /device/code`, the
/// verification page at `/device`, and polls of `/token`.
enum DeviceFlow {
    static let grantType = "urn:ietf:params:oauth:grant-type:device_code"
    /// Letters a user code is made of: no vowels, so no words, and none that look alike.
    static let userCodeLetters = Array("BCDFGHJKLMNPQRSTVWXZ")

    /// A fresh `XXX-XXX-XXX` user code.
    static func userCode() -> String {
        var generator = SystemRandomNumberGenerator()
        let letters = (0..<9).map { _ in userCodeLetters[Int.random(in: 0..<userCodeLetters.count, using: &generator)] }
        return stride(from: 0, to: 9, by: 3).map { String(letters[$0..<$0 + 3]) }.joined(separator: "-")
    }
}

extension AuthorizationServer {
    /// `POST /device/code`: only a `tv` client, only the limited-input scopes.
    func deviceCode(_ call: Call, state: inout OAuthState, now: Int64) -> EmulatorResponse {
        guard let clientId = call.bodyParameter("client_id") else {
            return Self.oauthError(400, "invalid_request", "Missing required parameter: client_id")
        }
        guard let client = client(clientId) else {
            return Self.oauthError(401, "invalid_client", "The OAuth client was not found.")
        }
        guard client.kind == .tv else { return Self.oauthError(401, "invalid_client", "Invalid client type.") }
        guard let text = call.bodyParameter("scope") else {
            return Self.oauthError(400, "invalid_request", "Missing required parameter: scope")
        }
        guard let scopes = OAuthScope.parse(text), !scopes.isEmpty, scopes.isSubset(of: OAuthScope.limitedInput) else {
            return Self.oauthError(400, "invalid_scope", "Invalid scope(s).")
        }
        let deviceCode = Self.randomValue("AH-1Ng", bytes: 72)
        var userCode = DeviceFlow.userCode()
        while state.deviceCodes.values.contains(where: { $0.userCode == userCode }) { userCode = DeviceFlow.userCode() }
        state.deviceCodes[deviceCode] = DeviceAuthorization(
            clientId: client.id, scopes: scopes, userCode: userCode, expiresAt: now + Int64(settings.deviceCodeLifetime),
            interval: settings.pollInterval)
        return Self.json(200, [
            "device_code": .string(deviceCode), "user_code": .string(userCode),
            "expires_in": .int(settings.deviceCodeLifetime), "interval": .int(settings.pollInterval),
            "verification_url": .string(call.origin + "/device"),
        ])
    }

    /// A poll of `/token` with the device grant: `authorization_pending` and `slow_down` (428),
    /// `access_denied` and `expired_token` (403), or the tokens once (with a refresh token, as
    /// Google always gives devices one).
    func pollDevice(_ call: Call, client: OAuthClient, state: inout OAuthState, now: Int64) -> EmulatorResponse {
        guard let value = call.bodyParameter("device_code") else {
            return Self.oauthError(400, "invalid_request", "Missing required parameter: device_code")
        }
        guard var device = state.deviceCodes[value], device.clientId == client.id, device.status != .exchanged else {
            return Self.oauthError(400, "invalid_grant", "Malformed auth code.")
        }
        defer { state.deviceCodes[value] = device }
        guard device.expiresAt > now else { return Self.oauthError(403, "expired_token", "Expired device code.") }
        if let last = device.lastPoll, now - last < Int64(device.interval) {
            device.interval += 5
            device.lastPoll = now
            return Self.oauthError(428, "slow_down", "Forbidden")
        }
        device.lastPoll = now
        if device.status == .pending {
            switch settings.consent {
            case .auto:
                device.status = .approved
                device.userId = users.first?.id
            case .deny: device.status = .denied
            case .page: break
            }
        }
        switch device.status {
        case .pending: return Self.oauthError(428, "authorization_pending", "Precondition Required")
        case .denied, .exchanged: return Self.oauthError(403, "access_denied", "Forbidden")
        case .approved:
            guard let userId = device.userId else { return Self.oauthError(403, "access_denied", "Forbidden") }
            device.status = .exchanged
            let grantId = "grant-\(state.nextSerial())"
            state.grants[grantId] = OAuthState.Grant(
                id: grantId, userId: userId, clientId: client.id, scopes: device.scopes, createdAt: now)
            return issueTokens(grantId: grantId, scopes: device.scopes, withRefresh: true, nonce: nil, state: &state, now: now)
        }
    }

    /// `GET /device` shows the form; `POST /device` approves or denies the user code entered.
    func devicePage(_ call: Call, state: inout OAuthState, now: Int64) -> EmulatorResponse {
        guard call.request.method == "POST" else { return Self.html(200, OAuthPages.device(users: users, message: nil)) }
        let typed = (call.bodyParameter("user_code") ?? "").uppercased().filter { $0.isLetter }
        guard typed.count == 9,
            let entry = state.deviceCodes.first(where: {
                $0.value.userCode.filter(\.isLetter) == typed && $0.value.status == .pending && $0.value.expiresAt > now
            })
        else {
            return Self.html(400, OAuthPages.device(users: users, message: "That code is not valid or has expired. Try again."))
        }
        var device = entry.value
        if call.bodyParameter("action") == "allow" {
            let chosen = call.bodyParameter("user").flatMap { name in users.first { $0.name == name } } ?? users.first
            device.status = .approved
            device.userId = chosen?.id
        } else {
            device.status = .denied
        }
        state.deviceCodes[entry.key] = device
        let message = device.status == .approved ? "Success! Device connected." : "Access to the device was denied."
        return Self.html(200, OAuthPages.document(title: message, body: "<h1>\(OAuthPages.escape(message))</h1>"))
    }
}
