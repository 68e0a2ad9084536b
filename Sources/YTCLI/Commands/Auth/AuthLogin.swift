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

                --scope write (the default) asks for youtube.force-ssl: comments, likes, subscriptions and playlists. --scope read asks for youtube.readonly: your subscriptions, likes and playlists, no writes.

                Exit codes: 0 signed in, 69 Google unreachable, 75 no answer within 5 minutes, 77 denied or a forged answer, 78 no OAuth client configured.

                Examples:
                  ytclone auth login
                  ytclone auth login --scope read --no-browser
                """)

        @Flag(name: .customLong("no-browser"), help: "Print the address instead of opening a browser.")
        var noBrowser = false

        @Option(help: ArgumentHelp("write (comments, likes, subscriptions, playlists) or read.", valueName: "write|read"))
        var scope: SignInScope = .write

        @Option(help: ArgumentHelp("The Google account to suggest (an email), sent as login_hint.", valueName: "email"))
        var hint: String?

        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        func run(in environment: AppEnvironment) async throws {
            let user = try environment.localAccountForGoogle()
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

            let wait = Self.waitSeconds(host.environment)
            guard let answer = await listener.awaitRedirect(until: .now + .seconds(wait)) else {
                throw CLIError.signInFailed(.timedOut(seconds: wait))
            }
            let grant = try await Self.grant(from: answer, state: state, oauth: oauth, verifier: pkce.verifier,
                                              redirectURI: listener.redirectURI)
            let signIn = GoogleSignIn(environment: environment, user: user)
            signIn.report(try await signIn.keep(grant, clientID: client.id, method: "loopback"))
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
