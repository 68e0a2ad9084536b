import ArgumentParser
import YTCore

extension YTClone {
    /// `ytclone account delete`: removes the account and everything it owns.
    struct Account: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "account",
            abstract: "Manage your account.", subcommands: [Delete.self])

        struct Delete: AppCommand {
            static let configuration = CommandConfiguration(
                commandName: "delete",
                abstract: "Delete your account with its comments, favorites and history.",
                discussion: "Asks first at a terminal; without one (or with --no-input) only --yes deletes.")

            @Flag(help: "Do not ask for confirmation.") var yes = false
            @OptionGroup var input: InputOptions
            @OptionGroup var output: OutputOptions

            func run(in environment: AppEnvironment) async throws {
                let account = try environment.account()
                let user = try account.requireUser()
                if !yes {
                    try input.makePrompter(host: environment.host).confirmIrreversible(
                        "Delete @\(user.handle) and all its data?", refusal: "not deleted", command: "ytclone account delete")
                }
                try account.deleteAccount()
                environment.console.note("Deleted @\(user.handle) and its data.")
            }
        }
    }
}
