import Foundation
import YTCore
import YouTubeAPI

/// The Google side of a run: where sign-ins are kept, the OAuth client, and the API client that
/// acts for the Google user signed in.
extension AppEnvironment {
    /// Where Google sign-ins are kept on this machine: the desktop keyring when one answers, else
    /// a 0600 file (`preferredGoogleTokenStore()`).
    func googleTokenStore() -> any GoogleTokenStore {
        preferredGoogleTokenStore()
    }

    /// Google's OAuth endpoints (the API root's origin when it is overridden) for `client`; its
    /// requests go on the bus as the API's do, so `-v` shows them (never a body).
    func googleOAuth(_ client: OAuthClientSettings) -> GoogleOAuth {
        GoogleOAuth(transport: transport, endpoints: OAuthEndpoints.forAPI(root: settings.apiRoot),
                    clientID: client.id, clientSecret: client.secret, observer: observer, now: host.now)
    }

    /// The local account signed in on this machine, which a Google sign-in belongs to.
    ///
    /// - Throws: `CoreError.notSignedIn` when nobody is.
    func localAccountForGoogle() throws -> User {
        guard let (_, user) = try signedInSession() else { throw CoreError.notSignedIn }
        return user
    }

    /// What a local account's sign-in is stored under: its id, which a new handle or email does not change.
    func googleAccountKey(_ user: User) -> String { String(user.id) }

    /// The token endpoint this run's API root goes with: where a sign-in made now comes from, and
    /// the only place a kept one's tokens may go.
    var googleIssuer: String { OAuthEndpoints.forAPI(root: settings.apiRoot).token.absoluteString }

    /// The configured OAuth client with `id`: the Desktop one, or the TV one of a device sign-in.
    func oauthClient(id: String) -> OAuthClientSettings? {
        [settings.oauthClient, settings.oauthDeviceClient].compactMap { $0 }.first { $0.id == id }
    }

    /// The signed-in local account's Google sign-in in use, or `nil` when there is none (nobody
    /// signed in locally, or not with Google).
    ///
    /// - Throws: `GoogleSessionError.otherIssuer` when it was made with another token endpoint
    ///   than this run's API root has (`--api-base` elsewhere): its tokens never go to another host.
    func googleSession() throws -> GoogleSession? {
        guard let (_, user) = try signedInSession() else { return nil }
        let store = googleTokenStore(), key = googleAccountKey(user)
        guard let signIn = try store.load(account: key) else { return nil }
        if let issuer = signIn.issuer, issuer != googleIssuer {
            throw GoogleSessionError.otherIssuer(issuer: issuer, here: googleIssuer)
        }
        // A client no longer configured can still use its access token; a refresh says what is missing.
        return GoogleSession(account: key, signIn: signIn, oauth: oauthClient(id: signIn.clientID).map(googleOAuth),
                             store: store, bus: bus, now: host.now)
    }

    /// The API client acting for the Google user signed in: personal requests carry their token;
    /// the rest use the key when there is one.
    ///
    /// - Throws: `CoreError.notSignedIn` (no local account), `CLIError.notSignedInWithGoogle`.
    func youtubeClient() throws -> YouTubeClient {
        _ = try localAccountForGoogle()
        guard let session = try googleSession() else { throw CLIError.notSignedInWithGoogle }
        var client = client(key: settings.apiKey ?? "")
        client.authorization = session
        return client
    }

    /// The API client, with the Google user's token when one is signed in (for reads that show
    /// what is theirs, such as their rating), else as `client()`.
    func clientWithGoogleIfSignedIn() throws -> (client: YouTubeClient, google: GoogleSession?) {
        var client = try client()
        // A sign-in of another API root is none here: reads go on with the key alone.
        let session = try? googleSession()
        client.authorization = session
        return (client, session)
    }
}
