import ArgumentParser

extension YTClone {
    /// `ytclone auth login|status|logout`: the local account's sign-in with Google, which lets
    /// ytclone write to YouTube as you (comments, likes, subscriptions, playlists).
    struct Auth: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "auth",
            abstract: "Sign in with Google to write to YouTube as yourself.",
            discussion: """
                The sign-in belongs to the local account signed in on this machine (ytclone signin). It uses your own OAuth client (ytclone setup, or oauth_client_id= and oauth_client_secret= in the config file; README: Signing in with Google). Tokens are kept in the desktop keyring when one answers, else in a 0600 file in the state folder; never in the shared database, argv, the environment or a trace.

                Examples:
                  ytclone auth login
                  ytclone auth login --no-browser        # over ssh: open the address elsewhere, paste where it ends
                  ytclone auth status
                  ytclone auth logout
                """,
            subcommands: [AuthLogin.self, AuthStatus.self, AuthLogout.self])
    }
}
