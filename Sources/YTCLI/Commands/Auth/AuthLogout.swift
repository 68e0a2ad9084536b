import ArgumentParser
import Foundation
import YTCore
import YouTubeAPI

extension YTClone {
    /// `ytclone auth logout`: revokes the grant at Google and deletes what this machine keeps.
    struct AuthLogout: APICommand {
        static let configuration = CommandConfiguration(
            commandName: "logout",
            abstract: "Sign out of Google: revoke the grant at Google and delete the stored tokens.",
            discussion: """
                What is stored is deleted even when Google cannot be reached; the message then says so, and where to remove ytclone's access by hand.

                Example:
                  ytclone auth logout
                """)

        @OptionGroup var api: APIOptions
        @OptionGroup var output: OutputOptions

        func run(in environment: AppEnvironment) async throws {
            let user = try environment.localAccountForGoogle()
            let store = environment.googleTokenStore()
            let key = environment.googleAccountKey(user)
            guard let signIn = try store.load(account: key) else {
                environment.console.note("@\(user.handle) is not signed in with Google; nothing to do.")
                return
            }
            let client = environment.oauthClient(id: signIn.clientID) ?? OAuthClientSettings(id: signIn.clientID, secret: "")!
            var revoked: (any Error)?
            do {
                // A token goes only to the endpoint that issued it, never to another API root's.
                if let issuer = signIn.issuer, issuer != environment.googleIssuer {
                    throw GoogleSessionError.otherIssuer(issuer: issuer, here: environment.googleIssuer)
                }
                // Revoking the refresh token ends the whole grant, its access tokens too.
                try await environment.googleOAuth(client).revoke(signIn.grant.refreshToken ?? signIn.grant.accessToken)
            } catch OAuthError.refused(let error, _, _) where error == "invalid_token" {
                // Already revoked or expired at Google: nothing left there to end.
            } catch {
                revoked = error
            }
            try store.delete(account: key)
            let who = signIn.channelTitle.map { " (\($0))" } ?? ""
            if let revoked {
                environment.console.note("Signed out of Google\(who): the sign-in was deleted from this machine, but Google "
                    + "could not be told (\(ErrorPresenter.describe(revoked).message)); remove ytclone's access at "
                    + "https://myaccount.google.com/permissions.")
            } else {
                environment.console.note("Signed out of Google\(who): access revoked at Google and the sign-in deleted from this machine.")
            }
        }
    }
}
