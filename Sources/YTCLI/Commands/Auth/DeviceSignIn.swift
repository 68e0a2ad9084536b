import Foundation
import YTCore
import YouTubeAPI

/// `auth login --device`: Google's flow for TVs and limited-input devices (RFC 8628). The person
/// types a short code at Google's verification page on any device; ytclone polls the token
/// endpoint at the interval the server gave, 5 seconds slower after each `slow_down`.
///
/// Google gives such clients only `youtube` and `youtube.readonly`, never `youtube.force-ssl`, so
/// a device sign-in cannot post, edit or delete comments: said before it starts, not after.
struct DeviceSignIn {
    let environment: AppEnvironment
    let user: User
    let write: Bool

    /// What a device sign-in cannot do, said before the code is asked for.
    static let scopeLimit = "Google lets a device sign-in have only the youtube and youtube.readonly scopes, not youtube.force-ssl: "
        + "comment add/reply/edit/delete --youtube will not work with it (likes, subscriptions and playlists will"
        + " with --scope write). For comments, sign in with the browser instead: ytclone auth login."

    func run() async throws {
        guard let client = environment.settings.oauthDeviceClient else { throw CLIError.noOAuthClient(device: true) }
        let console = environment.console, variables = environment.host.environment
        console.note(Self.scopeLimit)
        let oauth = environment.googleOAuth(client)
        let device: DeviceAuthorization
        do {
            device = try await oauth.deviceCode(scopes: GoogleSignIn.scopes(write: write, device: true))
        } catch OAuthError.refused(let error, let description, _) {
            throw CLIError.signInFailed(.refused(error: error, description: description, device: true))
        }
        console.error("To sign in with Google, go to \(device.verificationURL) on any device and enter the code:")
        console.error(device.userCode)

        let grant = try await poll(oauth, device, deadline: Self.deadline(device, now: environment.host.now(), variables))
        let signIn = GoogleSignIn(environment: environment, user: user)
        signIn.report(try await signIn.keep(grant, clientID: client.id, method: "device"))
    }

    /// Polls until the code is approved, refused or expired. `YTCLONE_OAUTH_POLL_SECONDS` (tests
    /// only) makes the waits before the first `slow_down` that short, to be told to slow down.
    private func poll(_ oauth: GoogleOAuth, _ device: DeviceAuthorization, deadline: Date) async throws -> OAuthGrant {
        var interval = device.interval
        var hurried = environment.host.environment["YTCLONE_OAUTH_POLL_SECONDS"].flatMap(Double.init).map { max(0.2, $0) }
        while true {
            let wait = hurried ?? interval
            guard environment.host.now().addingTimeInterval(wait) < deadline else {
                throw CLIError.signInFailed(deadline >= device.expiresAt ? .deviceCodeExpired
                    : .timedOut(seconds: YTClone.AuthLogin.waitSeconds(environment.host.environment)))
            }
            try await Task.sleep(for: .milliseconds(Int(wait * 1000)))
            do {
                switch try await oauth.pollDevice(device) {
                case .granted(let grant): return grant
                case .pending: continue
                case .slowDown:
                    hurried = nil
                    interval += 5
                    environment.console.note("Google asked to be polled less often: every \(Int(interval)) seconds now.")
                }
            } catch OAuthError.refused(let error, let description, _) {
                switch error {
                case "access_denied": throw CLIError.signInFailed(.denied)
                case "expired_token": throw CLIError.signInFailed(.deviceCodeExpired)
                default: throw CLIError.signInFailed(.refused(error: error, description: description, device: true))
                }
            }
        }
    }

    /// When to give up: the device code's own end, or sooner with `YTCLONE_OAUTH_WAIT_SECONDS`.
    static func deadline(_ device: DeviceAuthorization, now: Date, _ variables: [String: String]) -> Date {
        guard variables["YTCLONE_OAUTH_WAIT_SECONDS"] != nil else { return device.expiresAt }
        return min(device.expiresAt, now.addingTimeInterval(Double(YTClone.AuthLogin.waitSeconds(variables))))
    }
}
