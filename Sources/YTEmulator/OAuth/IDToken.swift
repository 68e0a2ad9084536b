/// OpenID Connect id_tokens: a JWT whose claims say who signed in to which client.
///
/// Google signs with RS256 and publishes its keys; the emulator has no RSA, so it signs with
/// HS256 keyed by the client's secret, which OpenID Connect Core §10.1 allows for clients
/// that have one. A client that verifies Google's signature against Google's keys will refuse
/// these tokens; one that decodes them, or asks `tokeninfo`, reads them as Google's.
enum IDToken {
    static let issuer = "https://accounts.google.com"

    /// The claims Google puts in an id_token, `email` and `name` only when those scopes were granted.
    static func claims(
        user: OAuthUser, client: OAuthClient, scopes: Set<String>, nonce: String?, now: Int64, expiresAt: Int64
    ) -> JSONValue {
        [
            "iss": .string(issuer), "azp": .string(client.id), "aud": .string(client.id), "sub": .string(user.id),
            "email": scopes.contains("email") ? .string(user.email) : nil,
            "email_verified": scopes.contains("email") ? true : nil,
            "name": scopes.contains("profile") ? .string(user.name) : nil,
            "nonce": nonce.map(JSONValue.string), "iat": .int(Int(now)), "exp": .int(Int(expiresAt)),
        ]
    }

    /// `header.payload.signature`, base64url without padding, HS256 under `secret`.
    static func sign(_ claims: JSONValue, secret: String) -> String {
        let header: JSONValue = ["alg": "HS256", "typ": "JWT"]
        let writer = JSONWriter(pretty: false)
        let input = encode(writer.serialize(header)) + "." + encode(writer.serialize(claims))
        return input + "." + encode(SHA256.hmac(key: Array(secret.utf8), message: Array(input.utf8)))
    }

    /// The claims of `token` when some client's secret signed it; `nil` for anything else.
    static func verify(_ token: String, clients: [OAuthClient]) -> (claims: JSONValue, client: OAuthClient)? {
        let pieces = token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard pieces.count == 3, let payload = Base64.decode(pieces[1]), let claims = try? JSONParser.parse(payload),
            let client = clients.first(where: { $0.id == claims["aud"]?.stringValue })
        else { return nil }
        let signature = encode(SHA256.hmac(key: Array(client.secret.utf8), message: Array((pieces[0] + "." + pieces[1]).utf8)))
        return signature == pieces[2] ? (claims, client) : nil
    }

    static func encode(_ bytes: [UInt8]) -> String {
        Base64.encode(bytes, urlSafe: true, padded: false)
    }
}
