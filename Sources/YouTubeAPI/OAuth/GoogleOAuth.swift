import Foundation

/// Google's token, revocation and device endpoints, for one OAuth client (the person's own, as
/// the API key is). The browser half of a sign-in (the authorization page and the loopback
/// listener) is the caller's; this is every request ytclone itself sends.
///
/// Secrets go in request bodies only, never in a URL, so nothing a trace prints holds one.
public struct GoogleOAuth: Sendable {
    public let transport: any HTTPTransport
    public let endpoints: OAuthEndpoints
    public let clientID: String
    private let clientSecret: String
    private let now: @Sendable () -> Date
    /// Told of each request as the API client's are (method `oauth.token`, `oauth.revoke`, …), for `-v`.
    public var observer: (@Sendable (ClientEvent) -> Void)?

    public init(
        transport: any HTTPTransport, endpoints: OAuthEndpoints, clientID: String, clientSecret: String,
        observer: (@Sendable (ClientEvent) -> Void)? = nil, now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.transport = transport
        self.endpoints = endpoints
        self.clientID = clientID
        self.clientSecret = clientSecret
        self.observer = observer
        self.now = now
    }

    /// The address the browser opens: the authorization page with PKCE, `state` and offline access.
    public func authorizationURL(
        redirectURI: String, scopes: [String], state: String, codeChallenge: String, loginHint: String? = nil
    ) -> URL {
        var parts = URLComponents(url: endpoints.authorization, resolvingAgainstBaseURL: false)!
        var items = [
            URLQueryItem(name: "client_id", value: clientID),
            URLQueryItem(name: "redirect_uri", value: redirectURI),
            URLQueryItem(name: "response_type", value: "code"),
            URLQueryItem(name: "scope", value: scopes.joined(separator: " ")),
            URLQueryItem(name: "state", value: state),
            URLQueryItem(name: "code_challenge", value: codeChallenge),
            URLQueryItem(name: "code_challenge_method", value: "S256"),
            URLQueryItem(name: "access_type", value: "offline"),
            // Google sends a refresh token only on a consent: without this, signing in again
            // (another scope, another account) would get none and end within the hour.
            URLQueryItem(name: "prompt", value: "consent"),
        ]
        if let loginHint { items.append(URLQueryItem(name: "login_hint", value: loginHint)) }
        parts.percentEncodedQuery = items.map { "\($0.name)=\(KeyText.encode($0.value ?? ""))" }
            .joined(separator: "&")
        return parts.url!
    }

    /// Trades an authorization code (with its PKCE verifier) for tokens.
    public func exchange(code: String, verifier: String, redirectURI: String) async throws -> OAuthGrant {
        try grant(from: try await post(endpoints.token, method: "oauth.token", [
            "grant_type": "authorization_code", "code": code, "code_verifier": verifier,
            "redirect_uri": redirectURI,
        ]))
    }

    /// A new access token from a refresh token; the refresh token stays when none new comes.
    public func refresh(_ refreshToken: String) async throws -> OAuthGrant {
        var granted = try grant(from: try await post(endpoints.token, method: "oauth.token", [
            "grant_type": "refresh_token", "refresh_token": refreshToken,
        ]))
        granted.refreshToken = granted.refreshToken ?? refreshToken
        return granted
    }

    /// Ends the grant `token` belongs to (either token of it), RFC 7009.
    public func revoke(_ token: String) async throws {
        _ = try await post(endpoints.revoke, method: "oauth.revoke", ["token": token], sending: .nothing)
    }

    /// Starts the device flow: the code a person types at the verification address.
    public func deviceCode(scopes: [String]) async throws -> DeviceAuthorization {
        let answer = try await post(endpoints.deviceCode, method: "oauth.deviceCode", [
            "scope": scopes.joined(separator: " "),
        ], sending: .id)
        guard let deviceCode = answer["device_code"] as? String, let userCode = answer["user_code"] as? String,
              let address = (answer["verification_url"] ?? answer["verification_uri"]) as? String
        else { throw OAuthError.unreadable(status: 200) }
        let lifetime = (answer["expires_in"] as? NSNumber)?.doubleValue ?? 1800
        return DeviceAuthorization(
            deviceCode: deviceCode, userCode: userCode, verificationURL: address,
            expiresAt: now().addingTimeInterval(lifetime),
            interval: max(1, (answer["interval"] as? NSNumber)?.doubleValue ?? 5))
    }

    /// One poll of the device flow: granted, or still pending (slower, when the server said so).
    ///
    /// - Throws: `OAuthError.refused` with `access_denied` or `expired_token` when it is over.
    public func pollDevice(_ device: DeviceAuthorization) async throws -> DevicePoll {
        do {
            return .granted(try grant(from: try await post(endpoints.token, method: "oauth.token", [
                "grant_type": "urn:ietf:params:oauth:grant-type:device_code", "device_code": device.deviceCode,
            ])))
        } catch OAuthError.refused(let error, _, _) where error == "authorization_pending" {
            return .pending
        } catch OAuthError.refused(let error, _, _) where error == "slow_down" {
            return .slowDown
        }
    }

    private func grant(from answer: [String: Any]) throws -> OAuthGrant {
        guard let access = answer["access_token"] as? String, !access.isEmpty else {
            throw OAuthError.unreadable(status: 200)
        }
        let lifetime = (answer["expires_in"] as? NSNumber)?.doubleValue ?? 3600
        let scopes = (answer["scope"] as? String)?.split(separator: " ").map(String.init) ?? []
        return OAuthGrant(accessToken: access, refreshToken: answer["refresh_token"] as? String,
                          expiresAt: now().addingTimeInterval(lifetime), scopes: scopes)
    }

    /// POSTs a form with the client's id (and secret) and reads the JSON answer, or Google's
    /// `{"error": …, "error_description": …}`.
    private func post(
        _ url: URL, method: String, _ form: [String: String], sending client: ClientFields = .idAndSecret
    ) async throws -> [String: Any] {
        var fields = form
        if client != .nothing { fields["client_id"] = clientID }
        if client == .idAndSecret { fields["client_secret"] = clientSecret }
        let body = fields.sorted { $0.key < $1.key }.map { "\($0.key)=\(KeyText.encode($0.value))" }
            .joined(separator: "&")
        let request = HTTPRequest(
            method: "POST", url: url,
            headers: ["Content-Type": "application/x-www-form-urlencoded", "Accept": "application/json"],
            body: Data(body.utf8), maxBodyBytes: 64 * 1024)
        observer?(.requestStarted(method: method, url: url.absoluteString, attempt: 1, verb: "POST"))
        let started = ContinuousClock.now
        let response: HTTPResponse
        do {
            response = try await transport.send(request)
        } catch let error as TransportError {
            throw OAuthError.transport(error)
        }
        let elapsed = started.duration(to: .now)
        observer?(.responseReceived(
            method: method, status: response.status, bodyBytes: response.body.count, wireBytes: response.wireBodyBytes,
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18))
        let answer = (try? JSONSerialization.jsonObject(with: response.body)) as? [String: Any]
        guard (200..<300).contains(response.status) else {
            guard let error = answer?["error"] as? String else { throw OAuthError.unreadable(status: response.status) }
            throw OAuthError.refused(error: error, description: answer?["error_description"] as? String,
                                     status: response.status)
        }
        return answer ?? [:]
    }
}

/// What of the client a request to Google's endpoints names: revoking needs only the token, and
/// starting the device flow only the id.
private enum ClientFields { case idAndSecret, id, nothing }

/// A device flow under way: what the person types where, and how often to ask.
public struct DeviceAuthorization: Sendable, Hashable {
    public var deviceCode: String
    public var userCode: String
    public var verificationURL: String
    public var expiresAt: Date
    /// Seconds between polls; `slow_down` adds 5 (RFC 8628 §3.5).
    public var interval: Double
}

/// One answer to a device poll.
public enum DevicePoll: Sendable, Hashable {
    case granted(OAuthGrant)
    /// Not approved yet: ask again after the interval.
    case pending
    /// Asked too often: add 5 seconds to the interval.
    case slowDown
}

/// Why Google's OAuth endpoints gave no tokens.
public enum OAuthError: Error, Sendable, Hashable {
    /// Google's error code (`invalid_grant`, `invalid_client`, `access_denied`, …) and its words.
    case refused(error: String, description: String?, status: Int)
    case transport(TransportError)
    /// An answer that is neither tokens nor Google's error.
    case unreadable(status: Int)
}
