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
            // The email and the handle are judged, and a taken one named (and asked again at a
            // terminal), before the password is typed: nothing typed is lost at the end.
            let checkEmail = { (email: String) throws in
                try AccountRules.checkEmail(email)
                if try account.isEmailTaken(email) { throw StoreError.emailTaken(email) }
            }
            let checkHandle = { (typed: String) throws in
                // Stored without the `@` people like to type.
                let handle = typed.hasPrefix("@") ? String(typed.dropFirst()) : typed
                try AccountRules.checkHandle(handle)
                if try account.isHandleTaken(handle) { throw StoreError.handleTaken(handle) }
            }
            let email = try self.email.map { try checkEmail($0); return $0 }
                ?? prompter.line("Email", option: "--email", check: checkEmail)
            var handle = try self.handle.map { try checkHandle($0); return $0 }
            if handle == nil {
                let suggestion = AccountRules.defaultHandle(forEmail: email)
                let suggestionTaken = try account.isHandleTaken(suggestion)
                if self.email == nil || self.name == nil || suggestionTaken {
                    // Without a terminal, a taken default is named as such, with --handle as the way out.
                    if suggestionTaken, !prompter.interactive { throw StoreError.handleTaken(suggestion) }
                    handle = try prompter.line("Handle", option: "--handle", suggestion: suggestionTaken ? nil : suggestion,
                                               check: checkHandle)
                }
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
