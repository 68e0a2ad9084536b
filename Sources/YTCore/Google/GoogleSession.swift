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
    private let oauth: GoogleOAuth
    private let store: any GoogleTokenStore
    private let now: @Sendable () -> Date
    private let bus: EventBus?
    public private(set) var signIn: GoogleAccount
    private var refreshing: Task<GoogleAccount, any Error>?

    public init(
        account: String, signIn: GoogleAccount, oauth: GoogleOAuth, store: any GoogleTokenStore, bus: EventBus? = nil,
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
        let current = signIn, oauth = oauth, store = store, account = account
        let task = Task { () throws -> GoogleAccount in
            guard let refreshToken = current.grant.refreshToken else {
                try? store.delete(account: account)
                throw GoogleSessionError.signedOut(reason: "the sign-in has no refresh token")
            }
            do {
                var renewed = current
                renewed.grant = try await oauth.refresh(refreshToken)
                // Google answers a refresh with the scopes granted; keep the old ones if it did not.
                if renewed.grant.scopes.isEmpty { renewed.grant.scopes = current.grant.scopes }
                try store.save(renewed, account: account)
                return renewed
            } catch OAuthError.refused(let error, let description, _)
                where ["invalid_grant", "unauthorized_client", "invalid_client"].contains(error)
            {
                try? store.delete(account: account)
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
}

/// The access token was refreshed: `-v` says so, and the browser's status line keeps its account.
public struct GoogleTokenRefreshed: Event {
    public let channelTitle: String?
    public let expiresAt: Date
}
