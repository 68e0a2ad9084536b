/// Google's OAuth 2.0 authorization server, on the emulator's own host and port at Google's
/// paths: the authorization endpoint with its consent page, `/token`, the device flow,
/// `/revoke`, `userinfo` and `tokeninfo` (RFC 6749, 7636, 8252, 8628, 7009).
///
/// Values that grant access (codes, tokens, device codes) come from the system's random
/// generator, so they cannot be guessed from the seed; nothing here logs them.
struct AuthorizationServer: Sendable {
    let settings: OAuthSettings
    /// Every user who can sign in, in the order `--oauth-user` gave them.
    let users: [OAuthUser]

    /// The paths of the server, Google's own: today's, and the older ones libraries still
    /// name (`/o/oauth2/token`, `/oauth2/v4/token`, `/o/oauth2/revoke`, `/o/oauth2/device/code`).
    static let paths: Set<String> = [
        "/o/oauth2/v2/auth", "/o/oauth2/auth", "/o/oauth2/consent", "/token", "/o/oauth2/token", "/oauth2/v4/token",
        "/device/code", "/o/oauth2/device/code", "/device", "/revoke", "/o/oauth2/revoke", "/oauth2/v3/userinfo",
        "/oauth2/v3/tokeninfo",
    ]

    /// Each older path and the path it is another name for.
    static let aliases = [
        "/o/oauth2/auth": "/o/oauth2/v2/auth", "/o/oauth2/token": "/token", "/oauth2/v4/token": "/token",
        "/o/oauth2/device/code": "/device/code", "/o/oauth2/revoke": "/revoke",
    ]

    /// Whether `path` is one of the server's endpoints.
    static func serves(_ path: String) -> Bool {
        paths.contains(path)
    }

    /// Answers one request to an endpoint ``serves(_:)`` names; `state` changes when codes,
    /// grants or tokens do.
    func respond(to request: EmulatorRequest, state: inout OAuthState, now: Int64) -> EmulatorResponse {
        state.prune(now: now)
        let call = Call(request: request)
        switch (Self.aliases[request.path] ?? request.path, request.method) {
        case ("/o/oauth2/v2/auth", "GET"):
            return authorize(call, state: &state, now: now)
        case ("/o/oauth2/consent", "POST"):
            return answerConsent(call, state: &state, now: now)
        case ("/token", "POST"):
            return token(call, state: &state, now: now)
        case ("/device/code", "POST"):
            return deviceCode(call, state: &state, now: now)
        case ("/device", "GET"), ("/device", "POST"):
            return devicePage(call, state: &state, now: now)
        case ("/revoke", "POST"), ("/revoke", "GET"):
            return revoke(call, state: &state)
        case ("/oauth2/v3/userinfo", "GET"), ("/oauth2/v3/userinfo", "POST"):
            return userinfo(call, state: state, now: now)
        case ("/oauth2/v3/tokeninfo", "GET"), ("/oauth2/v3/tokeninfo", "POST"):
            return tokeninfo(call, state: state, now: now)
        default:
            return Self.oauthError(405, "invalid_request", "Invalid HTTP method: " + request.method)
        }
    }

    /// The caller a live access token speaks for; `nil` for an unknown, expired or revoked one.
    func caller(accessToken: String, state: OAuthState, now: Int64) -> Caller? {
        guard let (grant, token) = state.liveAccessToken(accessToken, now: now),
            let user = users.first(where: { $0.id == grant.userId }),
            let client = settings.clients.first(where: { $0.id == grant.clientId })
        else { return nil }
        return Caller(user: user, client: client, scopes: token.scopes)
    }

    func client(_ id: String?) -> OAuthClient? {
        settings.clients.first { $0.id == id }
    }

    func user(_ id: String?) -> OAuthUser? {
        users.first { $0.id == id }
    }

    /// The user a `login_hint` (a name or an email) names, else the first user.
    func user(hint: String?) -> OAuthUser? {
        let hint = hint?.lowercased()
        return users.first { $0.name.lowercased() == hint || $0.email.lowercased() == hint } ?? users.first
    }

    /// A request's parameters: the query and, for a form-encoded body, its fields; the first of a name counts.
    struct Call {
        let request: EmulatorRequest
        let query: [EmulatorRequest.QueryItem]
        let form: [EmulatorRequest.QueryItem]

        init(request: EmulatorRequest) {
            self.request = request
            query = request.query
            form = request.body.isEmpty ? [] : EmulatorRequest.parseQuery(String(decoding: request.body, as: UTF8.self))
        }

        /// A parameter of the body, or of the query when the body lacks it; empty counts as absent.
        func parameter(_ name: String) -> String? {
            (form.first { $0.name == name } ?? query.first { $0.name == name }).flatMap { $0.value.isEmpty ? nil : $0.value }
        }

        func bodyParameter(_ name: String) -> String? {
            form.first { $0.name == name }.flatMap { $0.value.isEmpty ? nil : $0.value }
        }

        /// `http://HOST` of the request (`Host`), for the pages' links and `verification_url`.
        var origin: String {
            let host = request.headers["host"].flatMap { host in
                host.allSatisfy { $0.isLetter || $0.isNumber || ".:-[]".contains($0) } ? host : nil
            }
            return "http://" + (host ?? "localhost")
        }
    }

    // MARK: - Answers

    /// A JSON answer as Google's authorization server sends them: pretty, never cached.
    static func json(_ status: Int, _ value: JSONValue, headers: [(name: String, value: String)] = []) -> EmulatorResponse {
        EmulatorResponse(
            status: status,
            headers: [("Content-Type", "application/json; charset=utf-8"), ("Cache-Control", "no-store"),
                      ("Pragma", "no-cache")] + headers,
            body: JSONWriter(pretty: true).serialize(value) + [UInt8(ascii: "\n")])
    }

    /// Google's error body, `{"error": …, "error_description": …}`.
    static func oauthError(
        _ status: Int, _ error: String, _ description: String?, headers: [(name: String, value: String)] = []
    ) -> EmulatorResponse {
        json(status, ["error": .string(error), "error_description": description.map(JSONValue.string)], headers: headers)
    }

    static func html(_ status: Int, _ page: String) -> EmulatorResponse {
        EmulatorResponse(
            status: status,
            headers: [("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store"),
                      ("X-Frame-Options", "DENY")],
            body: Array(page.utf8))
    }

    /// A 302 to `uri` with `parameters` added to its query.
    static func redirect(_ uri: String, _ parameters: [(String, String?)]) -> EmulatorResponse {
        let query = parameters.compactMap { name, value in value.map { name + "=" + percentEncode($0) } }
            .joined(separator: "&")
        let separator = uri.contains("?") ? "&" : "?"
        return EmulatorResponse(
            status: 302, headers: [("Location", uri + separator + query), ("Cache-Control", "no-store")], body: [])
    }

    static func percentEncode(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80, scalar.properties.isASCIIHexDigit || (scalar >= "a" && scalar <= "z")
                || (scalar >= "A" && scalar <= "Z") || "-._~".unicodeScalars.contains(scalar)
            {
                out.unicodeScalars.append(scalar)
            } else {
                out += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return out
    }

    /// `prefix` and `count` random bytes in base64url: tokens and codes no seed predicts.
    static func randomValue(_ prefix: String, bytes count: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return prefix + Base64.encode(bytes, urlSafe: true, padded: false)
    }
}
