import ArgumentParser
import Foundation
import YTCore
import YouTubeAPI

extension YTClone {
    /// `ytclone auth status`: who this account is signed in to Google as, with what, and where it is kept.
    struct AuthStatus: AppCommand {
        static let configuration = CommandConfiguration(
            commandName: "status",
            abstract: "Show the Google sign-in of the local account (exit 77 when there is none).",
            discussion: """
                Names the YouTube channel, the scopes granted, when the access token expires (it is refreshed by itself after that), and where the sign-in is kept. Never prints a token.

                Examples:
                  ytclone auth status
                  ytclone auth status --json | jq .scopes
                """)

        @OptionGroup var output: OutputOptions

        func run(in environment: AppEnvironment) async throws {
            let user = try environment.localAccountForGoogle()
            let store = environment.googleTokenStore()
            let key = environment.googleAccountKey(user)
            guard let signIn = try store.load(account: key) else { throw CLIError.notSignedInWithGoogle }
            let status = GoogleStatusJSON(user: user, signIn: signIn, place: store.place(account: key),
                                          now: environment.host.now())
            let console = environment.console
            switch output.resolvedFormat {
            case .json, .ndjson: console.json(try JSONOutput.encode(status, pretty: output.resolvedFormat == .json))
            case .tsv, .table:
                let rows: [(label: String, value: String)] = [
                    ("Account", "@\(user.handle)"),
                    ("Google channel", signIn.channelTitle.map { "\($0) (\(signIn.channelId ?? ""))" } ?? "none (no YouTube channel yet)"),
                    ("Scopes", status.scopes.joined(separator: ", ")),
                    ("Access token", status.accessTokenWords),
                    ("Signed in", "\(PublishedDate.rfc3339(signIn.signedInAt)) (\(signIn.method))"),
                    ("Kept in", status.storedIn),
                ]
                let width = rows.map(\.label.count).max()! + 2
                for row in rows { console.labelled(row.label, row.value, width: width) }
            }
        }
    }
}

/// The JSON shape of `ytclone auth status` (docs/json.md "Google sign-in"): never a token.
struct GoogleStatusJSON: Encodable {
    let kind = "googleSignIn"
    let account: String
    let channelId: String?
    let channelTitle: String?
    let scopes: [String]
    let accessTokenExpiresAt: Date
    let canRefresh: Bool
    let method: String
    let storedIn: String
    private let expired: Bool

    init(user: User, signIn: GoogleAccount, place: String, now: Date) {
        account = user.handle
        channelId = signIn.channelId
        channelTitle = signIn.channelTitle
        scopes = signIn.grant.scopes.map(OAuthScope.shortName)
        accessTokenExpiresAt = signIn.grant.expiresAt
        canRefresh = signIn.grant.refreshToken != nil
        method = signIn.method
        storedIn = place
        expired = !signIn.grant.isFresh(at: now, margin: 0)
    }

    var accessTokenWords: String {
        (expired ? "expired " : "expires ") + PublishedDate.rfc3339(accessTokenExpiresAt)
            + (canRefresh ? "; refreshed when needed" : "; no refresh token: sign in again then")
    }

    private enum CodingKeys: String, CodingKey {
        case kind, account, channelId, channelTitle, scopes, accessTokenExpiresAt, canRefresh, method, storedIn
    }
}
