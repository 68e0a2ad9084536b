/// One validated request of the authorization endpoint, kept while its consent page waits
/// and turned into an ``AuthorizationCode`` when the user allows it.
struct AuthorizationRequest: Sendable, Codable, Equatable {
    var clientId: String
    var redirectURI: String
    /// Short names (`youtube.force-ssl`), earlier grants merged in when `include_granted_scopes=true`.
    var scopes: Set<String>
    var state: String?
    var codeChallenge: String?
    /// `S256` or `plain` when there is a challenge.
    var codeChallengeMethod: String?
    /// `access_type=offline`: the exchange may return a refresh token.
    var offline: Bool
    /// `prompt` contains `consent`: a refresh token even if one was issued before.
    var forceConsent: Bool
    var nonce: String?
    /// The user `login_hint` named, else the first user; the consent page lets another be picked.
    var userId: String
    /// When an unanswered consent page stops being valid.
    var expiresAt: Int64
}

/// A code the authorization endpoint handed out: single-use, short-lived, bound to the
/// client, the redirect URI and the PKCE challenge.
struct AuthorizationCode: Sendable, Codable, Equatable {
    var request: AuthorizationRequest
    var userId: String
    var expiresAt: Int64
    /// The grant its exchange created; a replay revokes it (RFC 6749 §4.1.2).
    var grantId: String?
    var used = false
}

/// A device code of the limited-input flow (RFC 8628) and what became of it.
struct DeviceAuthorization: Sendable, Codable, Equatable {
    enum Status: String, Sendable, Codable {
        case pending, approved, denied, exchanged
    }

    var clientId: String
    var scopes: Set<String>
    /// What the user types at the verification page, `XXX-XXX-XXX`.
    var userCode: String
    var expiresAt: Int64
    /// Seconds a device must wait between polls; each `slow_down` adds 5 (RFC 8628 §3.5).
    var interval: Int
    var lastPoll: Int64?
    var status = Status.pending
    /// Who approved it.
    var userId: String?
}
