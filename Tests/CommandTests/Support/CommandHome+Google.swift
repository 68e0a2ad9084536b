import Foundation
import Testing
@testable import YTCLI
import YTCore
import YTEmulator
import YouTubeAPI

extension CommandHome {
    /// A home whose in-memory emulator grants Google consent at once (`--oauth-consent auto`),
    /// with `ada` signed up and signed in locally.
    static func signedInWithGoogleReady() async -> CommandHome {
        let day = EmulatorConfiguration.epochDay(fromISODate: "2026-11-01")!
        let emulator = Emulator(configuration: EmulatorConfiguration(
            seed: 1, apiKey: InMemoryAPI.key, epochDay: day, strict: true, oauth: OAuthSettings(consent: .auto)))
        let home = CommandHome(api: InMemoryAPI(emulator: emulator))
        let result = await home.signUp("ada")
        #expect(result.status == 0, "\(result.stderr)")
        return home
    }

    /// The emulator's default Desktop client.
    static let emulatorClient = (id: "yt-emulator-desktop.apps.googleusercontent.com", secret: "yt-emulator-desktop-secret")

    /// Signs the local account `ada` (id 1) in to the emulator's Google as `user`, ending where
    /// `ytclone auth login` ends: the sign-in kept by the run's token store. (The loopback listener
    /// itself is exercised end to end with the built binary in the integration tests.)
    func signInWithGoogle(as user: String = "alice", scopes: [String] = ["https://www.googleapis.com/auth/youtube.force-ssl"])
        async throws
    {
        let signIn = GoogleAccount(grant: try await grant(of: user, scopes: scopes), clientID: Self.emulatorClient.id,
                                   channelId: nil, channelTitle: nil, method: "loopback", signedInAt: Date())
        environment["YTCLONE_OAUTH_CLIENT_ID"] = Self.emulatorClient.id
        environment["YTCLONE_OAUTH_CLIENT_SECRET"] = Self.emulatorClient.secret
        try GoogleSignInFiles(paths: Paths(environment: environment)).save(signIn, account: "1")
    }

    /// A bearer token of the emulator's `user`, for a test to act as them directly (likes to list).
    func accessToken(of user: String) async throws -> String {
        try await grant(of: user, scopes: ["https://www.googleapis.com/auth/youtube"]).accessToken
    }

    /// Tokens of `user` as the loopback flow gets them: the code the consent redirect carries,
    /// exchanged with its PKCE verifier through `GoogleOAuth`.
    private func grant(of user: String, scopes: [String]) async throws -> OAuthGrant {
        let root = try #require(URL(string: environment["YTCLONE_API_BASE"] ?? ""))
        let oauth = GoogleOAuth(transport: api, endpoints: OAuthEndpoints.forAPI(root: root),
                                clientID: Self.emulatorClient.id, clientSecret: Self.emulatorClient.secret)
        let pkce = PKCE(), redirect = "http://127.0.0.1:1/"
        let address = oauth.authorizationURL(redirectURI: redirect, scopes: scopes, state: "s",
                                             codeChallenge: pkce.challenge, loginHint: user)
        let consent = try await api.send(HTTPRequest(url: address))
        let location = try #require(consent.headers["location"], "the consent answered \(consent.status)")
        let code = try #require(URLComponents(string: location)?.queryItems?.first { $0.name == "code" }?.value)
        return try await oauth.exchange(code: code, verifier: pkce.verifier, redirectURI: redirect)
    }
}
