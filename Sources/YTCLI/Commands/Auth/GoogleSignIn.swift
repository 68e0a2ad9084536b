import Foundation
import YTCore
import YouTubeAPI

/// The end every Google sign-in shares, however the grant came (loopback, paste-back, device):
/// find the YouTube channel it acts as and keep the sign-in for the local account.
struct GoogleSignIn {
    let environment: AppEnvironment
    let user: User

    /// What `--scope` asks for. Comments need `youtube.force-ssl`; `youtube` is what a device may have.
    static func scopes(write: Bool, device: Bool) -> [String] {
        switch (write, device) {
        case (true, false): [OAuthScope.forceSSL]
        case (true, true): [OAuthScope.youtube]
        case (false, _): [OAuthScope.readOnly]
        }
    }

    /// Looks up the channel of `grant` (channels.list `mine=true`, 1 unit) and stores the sign-in.
    @discardableResult
    func keep(_ grant: OAuthGrant, clientID: String, method: String) async throws -> GoogleAccount {
        var client = environment.client(key: environment.settings.apiKey ?? "", cacheMode: .refresh)
        client.authorization = FixedAccessToken(token: grant.accessToken)
        let channel = try await client.write(.myChannel()).items.first
        let signIn = GoogleAccount(
            grant: grant, clientID: clientID, channelId: channel?.id, channelTitle: channel?.snippet?.title,
            method: method, signedInAt: environment.host.now(), issuer: environment.googleIssuer)
        let store = environment.googleTokenStore(), key = environment.googleAccountKey(user)
        let replaced = try? store.load(account: key)
        try store.save(signIn, account: key)
        // The sign-in this one replaces ends at Google too, not only here (when Google can be told).
        if let replaced, replaced.issuer == nil || replaced.issuer == environment.googleIssuer,
           let token = replaced.grant.refreshToken ?? Optional(replaced.grant.accessToken),
           token != grant.refreshToken, let client = environment.oauthClient(id: replaced.clientID)
        {
            try? await environment.googleOAuth(client).revoke(token)
        }
        if grant.refreshToken == nil {
            environment.console.note("warning: Google sent no refresh token, so this sign-in ends with its access token "
                + "(\(PublishedDate.rfc3339(grant.expiresAt))); remove ytclone at https://myaccount.google.com/permissions "
                + "and sign in again to get one")
        }
        return signIn
    }

    /// The lines that end a sign-in: who, what it allows, and where it is kept.
    func report(_ signIn: GoogleAccount) {
        let console = environment.console
        let place = environment.googleTokenStore().place(account: environment.googleAccountKey(user))
        if let title = signIn.channelTitle {
            console.note("Signed in to Google as the channel \(title) (\(signIn.channelId ?? "")) for @\(user.handle).")
        } else {
            console.note("Signed in to Google for @\(user.handle); this Google account has no YouTube channel yet, "
                + "so it can read but not comment, like or subscribe (create one at youtube.com).")
        }
        console.note("Scopes: " + signIn.grant.scopes.map(OAuthScope.shortName).joined(separator: ", ") + ".")
        if !signIn.canWriteComments {
            console.note("Posting, editing and deleting comments needs youtube.force-ssl, which this sign-in does not have"
                + (signIn.canWrite ? "" : "; nor can it like, subscribe or change playlists")
                + ": ytclone auth login --scope write.")
        }
        console.note("Kept in \(place).")
    }
}

/// A token already in hand: the one a sign-in just received, used once before it is stored.
struct FixedAccessToken: AccessTokenSource {
    let token: String
    func accessToken() async throws -> String { token }
    func refreshed(after rejected: String) async throws -> String { token }
}
