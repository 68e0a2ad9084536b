import ArgumentParser
import YTCore

extension YTClone {
    /// `ytclone signout`: ends the session.
    struct SignOut: AppCommand {
        static let configuration = CommandConfiguration(commandName: "signout", abstract: "Sign out.")

        @OptionGroup var output: OutputOptions

        func run(in environment: AppEnvironment) async throws {
            let signedOut = try environment.account().signOut()
            environment.console.note(signedOut ? "Signed out." : "Nobody was signed in.")
        }
    }
}
