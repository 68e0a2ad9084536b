import ArgumentParser
import Foundation
import YTCore
import YouTubeAPI

extension YTClone {
    /// `ytclone auth login`: Google's installed-app flow, with a loopback listener and PKCE.
    struct AuthLogin: APICommand {
        static let configuration = CommandConfiguration(
            commandName: "login",
            abstract: "Sign in with Google (a browser window; PKCE; tokens kept on this machine).",
            discussion: """
                Opens Google's sign-in page in your browser ($BROWSER, xdg-open or open) and waits up to 5 minutes for it to come back to a listener on 127.0.0.1. Without a display, or with --no-browser, the address is printed on stderr instead.

                Over ssh, where the browser cannot reach the listener, the browser ends on a page that does not load: paste that page's whole address (http://127.0.0.1:PORT/?code=…&state=…) at the prompt. It is read from stdin while waiting when stdin is a terminal, or with --paste, and checked as the listener checks its answer.

                --device signs in with a code typed at Google's device page instead, using your TV and limited-input client (oauth_tv_client_id= and oauth_tv_client_secret=). Google gives such a sign-in only the youtube and youtube.readonly scopes: likes, subscriptions and playlists work, posting, editing and deleting comments and replies (youtube.force-ssl) do not.

                --scope write (the default) asks for youtube.force-ssl: comments, likes, subscriptions and playlists (youtube with --device). --scope read asks for youtube.readonly: your subscriptions, likes and playlists, no writes.

                Exit codes: 0 signed in, 65 a pasted line that is not the address, 69 Google unreachable, 75 no answer within 5 minutes or a device code expired, 77 denied or an answer with the wrong state, 78 no OAuth client configured or Google refusing it (invalid_client).

                Examples:
                  ytclone auth login
                  ytclone auth login --scope read --no-browser
                  ytclone auth login --device
                """)

        @Flag(name: .customLong("no-browser"), help: "Print the address instead of opening a browser.")
        var noBrowser = false

        @Option(help: ArgumentHelp("write (comments, likes, subscriptions, playlists) or read.", valueName: "write|read"))
        var scope: SignInScope = .write

        @Option(help: ArgumentHelp("The Google account to suggest (an email), sent as login_hint.", valueName: "email"))
        var hint: String?

        @Flag(help: "Also read the address the browser ended on from stdin when it is not a terminal (over ssh it is read from a terminal anyway).")
        var paste = false

        @Flag(help: "Sign in with a code typed at Google's device page (the TV client; no comments: see above).")
        var device = false

        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        func validate() throws {
            if device, paste || noBrowser || hint != nil {
                throw ValidationError("--device takes no --paste, --no-browser or --hint: the code is typed on another device.")
            }
        }

        func run(in environment: AppEnvironment) async throws {
            let user = try environment.localAccountForGoogle()
            if device { return try await DeviceSignIn(environment: environment, user: user, write: scope == .write).run() }
            guard let client = environment.settings.oauthClient else { throw CLIError.noOAuthClient(device: false) }
            let oauth = environment.googleOAuth(client)
            let pkce = PKCE(), state = PKCE.randomText(bytes: 16)
            let listener = try LoopbackListener()
            let address = oauth.authorizationURL(
                redirectURI: listener.redirectURI, scopes: GoogleSignIn.scopes(write: scope == .write, device: false),
                state: state, codeChallenge: pkce.challenge, loginHint: hint)

            let console = environment.console, host = environment.host
            let opened = !noBrowser && BrowserOpener.available(environment: host.environment)
                && BrowserOpener.open(address.absoluteString, environment: host.environment)
            console.error(opened ? "Opened your browser to sign in with Google. If it did not open, go to:"
                                 : "To sign in with Google, open this address in a browser:")
            console.error(address.absoluteString)

            // Over ssh the browser cannot reach the listener: the address it ends on is read from stdin too.
            let pasteBack = paste || host.stdinIsTerminal
            if pasteBack {
                console.error("Waiting for the browser. If it ends on a page that does not load (over ssh, say), "
                    + "paste that page's whole address here and press Enter.")
            }
            let wait = Self.waitSeconds(host.environment)
            guard let (answer, pasted) = try await RedirectWait.answer(
                listener: listener, paste: pasteBack ? .init(descriptor: host.stdin, isTerminal: host.stdinIsTerminal) : nil,
                until: .now + .seconds(wait), console: console)
            else {
                throw CLIError.signInFailed(.timedOut(seconds: wait))
            }
            let grant = try await Self.grant(from: answer, state: state, oauth: oauth, verifier: pkce.verifier,
                                              redirectURI: listener.redirectURI)
            let signIn = GoogleSignIn(environment: environment, user: user)
            signIn.report(try await signIn.keep(grant, clientID: client.id, method: pasted ? "paste" : "loopback"))
        }

        /// The tokens for a redirect's query, after its `state` and `error` are checked.
        static func grant(
            from answer: [String: String], state: String, oauth: GoogleOAuth, verifier: String, redirectURI: String
        ) async throws -> OAuthGrant {
            guard answer["state"] == state else { throw CLIError.signInFailed(.stateMismatch) }
            if let error = answer["error"] {
                throw CLIError.signInFailed(error == "access_denied" ? .denied
                    : .refused(error: error, description: answer["error_description"]))
            }
            guard let code = answer["code"], !code.isEmpty else { throw CLIError.signInFailed(.unreadablePaste) }
            return try await oauth.exchange(code: code, verifier: verifier, redirectURI: redirectURI)
        }

        /// Five minutes; tests shorten it with `YTCLONE_OAUTH_WAIT_SECONDS`.
        static func waitSeconds(_ environment: [String: String]) -> Int {
            environment["YTCLONE_OAUTH_WAIT_SECONDS"].flatMap(Int.init).map { max(1, min($0, 3600)) } ?? 300
        }
    }
}

/// What `auth login --scope` asks Google for.
enum SignInScope: String, ExpressibleByArgument, CaseIterable {
    case write, read
}
