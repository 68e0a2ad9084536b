import Foundation
import YouTubeAPI

/// A local account's Google sign-in in use: hands the API client an access token, keeps it for
/// its lifetime (a run pays no refresh round trip while it lives), refreshes it once when it has
/// ended or the API refused it, and keeps what the refresh brought.
///
/// A refresh Google refuses (the grant revoked, a "Testing" client's 7 days over, a password
/// changed) ends the sign-in here too: what is stored is deleted and `GoogleSessionError.signedOut`
/// says to sign in again.
public actor GoogleSession: AccessTokenSource {
    public let account: String
    /// `nil` when the OAuth client the sign-in was made with is not configured: the access token
    /// serves while it lives, and a refresh says what is missing.
    private let oauth: GoogleOAuth?
    private let store: any GoogleTokenStore
    private let now: @Sendable () -> Date
    private let bus: EventBus?
    public private(set) var signIn: GoogleAccount
    private var refreshing: Task<GoogleAccount, any Error>?

    public init(
        account: String, signIn: GoogleAccount, oauth: GoogleOAuth?, store: any GoogleTokenStore, bus: EventBus? = nil,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.account = account
        self.signIn = signIn
        self.oauth = oauth
        self.store = store
        self.bus = bus
        self.now = now
    }

    public func accessToken() async throws -> String {
        if signIn.grant.isFresh(at: now()) { return signIn.grant.accessToken }
        return try await refresh().grant.accessToken
    }

    public func refreshed(after rejected: String) async throws -> String {
        // Another request refreshed already: its token is the new one.
        if signIn.grant.accessToken != rejected { return signIn.grant.accessToken }
        return try await refresh().grant.accessToken
    }

    /// One refresh at a time: requests that find the token ended together share it.
    private func refresh() async throws -> GoogleAccount {
        if let refreshing { return try await refreshing.value }
        let kept = signIn, oauth = oauth, store = store, account = account, now = now
        let task = Task { () throws -> GoogleAccount in
            // Another run may have signed in again (or refreshed) meanwhile: what it stored is the
            // sign-in to use, and this run's older copy must neither overwrite nor delete it.
            let stored = try? store.load(account: account)
            let newer = stored.flatMap { $0.grant == kept.grant ? nil : $0 }
            if let newer, newer.grant.isFresh(at: now()) { return newer }
            let current = newer ?? kept
            func storedStillOurs() -> Bool {
                (try? store.load(account: account))?.grant.refreshToken == current.grant.refreshToken
            }
            guard let refreshToken = current.grant.refreshToken else {
                if storedStillOurs() { try? store.delete(account: account) }
                throw GoogleSessionError.signedOut(reason: "the sign-in has no refresh token")
            }
            guard let oauth else { throw GoogleSessionError.clientNotConfigured(clientID: current.clientID) }
            do {
                var renewed = current
                renewed.grant = try await oauth.refresh(refreshToken)
                // Google answers a refresh with the scopes granted; keep the old ones if it did not.
                if renewed.grant.scopes.isEmpty { renewed.grant.scopes = current.grant.scopes }
                if storedStillOurs() { try store.save(renewed, account: account) }
                return renewed
            } catch OAuthError.refused(let error, let description, _) where error == "invalid_grant" {
                // Only a grant Google no longer honours ends the sign-in; a client refused
                // (`invalid_client`: a mistyped secret) is the configuration's fault, and the
                // sign-in stays for when it is fixed.
                if storedStillOurs() { try? store.delete(account: account) }
                throw GoogleSessionError.signedOut(reason: description ?? error)
            }
        }
        refreshing = task
        defer { refreshing = nil }
        let renewed = try await task.value
        signIn = renewed
        bus?.emit(GoogleTokenRefreshed(channelTitle: renewed.channelTitle, expiresAt: renewed.grant.expiresAt))
        return renewed
    }
}

/// Why a Google sign-in cannot be used.
public enum GoogleSessionError: Error, Sendable, Hashable {
    /// Google refused to refresh it (its words); the stored sign-in was deleted. Exit 77.
    case signedOut(reason: String)
    /// The access token ended and the OAuth client it was issued to is not configured. Exit 78.
    case clientNotConfigured(clientID: String)
    /// The sign-in was made with another token endpoint (`issuer`) than this run's API root has:
    /// its tokens are not sent there. Exit 77.
    case otherIssuer(issuer: String, here: String)
}

/// The access token was refreshed: `-v` says so, and the browser's status line keeps its account.
public struct GoogleTokenRefreshed: Event {
    public let channelTitle: String?
    public let expiresAt: Date
}
