import ArgumentParser
import YTCore

extension YTClone {
    /// `ytclone signup`: creates a local account and signs it in.
    struct SignUp: AppCommand {
        static let configuration = CommandConfiguration(
            commandName: "signup",
            abstract: "Create a local account (and sign in).",
            discussion: """
                The email must look like name@example.com; the password must be 8-128 characters with a lower-case letter, an upper-case letter and a digit; the handle 3-30 letters, digits, '_', '.' or '-' (default: from the email). The password is asked without echo, or read from stdin with --password-stdin. Passwords are stored only as argon2id hashes.

                Examples:
                  ytclone signup --name 'Ada Lovelace' --email ada@example.com
                  ytclone signup --name Ada --email ada@example.com --password-stdin < pw.txt
                """)

        @Option(help: "Your name as others see it (asked for at a terminal when missing).")
        var name: String?

        @Option(help: "Your email; used to sign in (asked for at a terminal when missing).")
        var email: String?

        @Option(help: ArgumentHelp("Your unique @handle (default: from the email; offered at a terminal).", valueName: "handle"))
        var handle: String?

        @Option(help: ArgumentHelp("A PNG or JPEG of at most 2 MB.", valueName: "file"))
        var avatar: String?

        @OptionGroup var input: InputOptions
        @OptionGroup var output: OutputOptions

        func run(in environment: AppEnvironment) async throws {
            let picture = try avatar.map { try AvatarLoader.load(path: $0) }
            let prompter = input.makePrompter(host: environment.host)
            let account = try environment.account()
            let name = try self.name ?? prompter.line("Name", option: "--name") { try AccountRules.checkName($0) }
            // The email is judged, and a taken one named, before the handle is asked for.
            let email = try self.email ?? prompter.line("Email", option: "--email") { email in
                try AccountRules.checkEmail(email)
                if try account.isEmailTaken(email) { throw StoreError.emailTaken(email) }
            }
            var handle = self.handle
            if handle == nil, self.email == nil || self.name == nil {
                let suggestion = AccountRules.defaultHandle(forEmail: email)
                handle = try prompter.line("Handle", option: "--handle", suggestion: suggestion) { try AccountRules.checkHandle($0) }
            }
            let password = try prompter.password("Password", confirm: true, check: AccountRules.checkPassword)
            defer { password.wipe() }
            try account.signUp(name: name, email: email, handle: handle, password: password, avatar: picture)
            let renderer = UserRenderer(console: environment.console, format: output.resolvedFormat)
            renderer.follow(account, .note { "Signed up and signed in as @\($0.handle)." })
            try account.signIn(email: email, password: password)
            try renderer.failure.check()
        }
    }
}
