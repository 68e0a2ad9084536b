import ArgumentParser
import YTCore

extension YTClone {
    /// `ytclone signin`: starts a 30-day session.
    struct SignIn: AppCommand {
        static let configuration = CommandConfiguration(
            commandName: "signin",
            abstract: "Sign in to a local account (the session lasts 30 days).",
            discussion: """
                Examples:
                  ytclone signin --email ada@example.com
                  ytclone signin --email ada@example.com --password-stdin < password.txt
                """)

        @Option(help: "The account's email (asked for at a terminal when missing).")
        var email: String?

        @OptionGroup var input: InputOptions
        @OptionGroup var output: OutputOptions

        func run(in environment: AppEnvironment) async throws {
            let prompter = input.makePrompter(host: environment.host)
            let email = try self.email ?? prompter.line("Email", option: "--email") { try AccountRules.checkEmail($0) }
            let password = try prompter.password("Password")
            defer { password.wipe() }
            let account = try environment.account()
            let renderer = UserRenderer(console: environment.console, format: output.resolvedFormat)
            renderer.follow(account, .note { "Signed in as @\($0.handle)." })
            try account.signIn(email: email, password: password)
            try renderer.failure.check()
        }
    }
}
