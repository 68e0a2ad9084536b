import ArgumentParser
import YTCore

extension YTClone {
    /// `ytclone whoami`: the signed-in account.
    struct WhoAmI: AppCommand {
        static let configuration = CommandConfiguration(
            commandName: "whoami", abstract: "Show who is signed in (exit 77 when nobody is).")

        @OptionGroup var output: OutputOptions

        func run(in environment: AppEnvironment) async throws {
            try UserRenderer(console: environment.console, format: output.resolvedFormat)
                .showSignedIn(try environment.account(), .summary)
        }
    }
}
