import YTCore
import YouTubeAPI

/// Presentations of Google sign-in failures: each says what to run next.
extension ErrorPresenter {
    static let googleSignInHint = "ytclone auth login"

    static func describeGoogle(_ error: CLIError) -> Presentation {
        switch error {
        case .noOAuthClient(let device):
            Presentation(
                message: device
                    ? "no OAuth client for TV and limited-input devices is configured, and --device needs one"
                    : "no OAuth client is configured, and signing in with Google needs your own",
                hint: device
                    ? "set oauth_tv_client_id= and oauth_tv_client_secret= in the config file (README: Signing in with Google)"
                    : "ytclone setup, or oauth_client_id= and oauth_client_secret= in the config file (README: Signing in with Google)",
                status: .configuration)
        case .signInFailed(let failure):
            describe(failure)
        default:
            Presentation(
                message: "this account has not signed in with Google, and writing to YouTube needs it",
                hint: googleSignInHint, status: .denied)
        }
    }

    private static func describe(_ failure: SignInFailure) -> Presentation {
        switch failure {
        case .denied:
            Presentation(message: "the Google sign-in was denied: no access was granted",
                         hint: "run ytclone auth login again and choose Allow", status: .denied)
        case .stateMismatch:
            Presentation(message: "the sign-in answer did not carry the state this sign-in sent; it was refused",
                         hint: "run ytclone auth login again; open only the address it prints", status: .denied)
        case .timedOut(let seconds):
            Presentation(message: "no answer from the browser within \(seconds / 60) minutes; nothing was stored",
                         hint: "run ytclone auth login again (over ssh: --no-browser, then paste the address the browser ends on)",
                         status: .tryLater)
        case .refused(let error, let description, let device):
            Presentation(
                message: "Google refused the sign-in: \(error)" + (description.map { " (\(TerminalText.sanitize($0)))" } ?? ""),
                hint: error == "invalid_client" || error == "unauthorized_client"
                    ? "check \(device ? "oauth_tv_client_id and oauth_tv_client_secret" : "oauth_client_id and oauth_client_secret") in the config file"
                    : googleSignInHint,
                status: error == "invalid_client" || error == "unauthorized_client" ? .configuration : .denied)
        case .deviceCodeExpired:
            Presentation(message: "the device code expired before it was approved",
                         hint: "run ytclone auth login --device again", status: .tryLater)
        case .unreadablePaste:
            Presentation(message: "what was pasted is not the address the browser ended on (it has ?code= and &state=)",
                         hint: "copy the whole address from the browser's address bar", status: .invalidInput)
        }
    }

    static func describe(_ error: GoogleSessionError) -> Presentation {
        switch error {
        case .signedOut(let reason):
            Presentation(
                message: "Google no longer accepts this sign-in (\(TerminalText.sanitize(reason))); it was removed from this machine",
                hint: googleSignInHint, status: .denied)
        case .clientNotConfigured(let clientID):
            Presentation(
                message: "the Google access token ended, and the OAuth client it was issued to (\(clientID)) is not configured, so it cannot be refreshed",
                hint: "set oauth_client_id and oauth_client_secret (or oauth_tv_client_id and oauth_tv_client_secret) to that client, or ytclone auth login",
                status: .configuration)
        case .otherIssuer(let issuer, let here):
            Presentation(
                message: "the Google sign-in of this account was made with \(issuer), and this run's API root signs in at \(here); its tokens are not sent elsewhere",
                hint: "run with the API root you signed in with, or ytclone auth login here", status: .denied)
        }
    }

    static func describe(_ error: OAuthError, redact: (String) -> String) -> Presentation {
        switch error {
        case .refused(let code, let description, _):
            describe(.refused(error: code, description: description))
        case .transport(let transport):
            Presentation(message: "cannot reach Google's sign-in service: \(redact(transport.words))",
                         hint: "check the network, then try again", status: .unavailable)
        case .unreadable(let status):
            Presentation(message: "Google's sign-in service answered \(HTTPStatusWords.describe(status)) with no tokens",
                         hint: "try again later", status: .unreadableAnswer)
        }
    }
}
