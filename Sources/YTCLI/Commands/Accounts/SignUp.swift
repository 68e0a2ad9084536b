import ArgumentParser
import YTCore

extension YTClone {
    /// `ytclone signup`: creates a local account and signs it in.
    struct SignUp: AppCommand {
        static let configuration = CommandConfiguration(
            commandName: "signup",
            abstract: "Create a local account (and sign in).",
            discussion: """
                The email must look like name@example.com; the password must be 8-128 characters with a
                lower-case letter, an upper-case letter and a digit; the handle 3-30 letters, digits, '_',
                '.' or '-' (default: from the email). The password is asked without echo, or read from
                stdin with --password-stdin. Passwords are stored only as argon2id hashes.

                Examples:
                  ytclone signup --name 'Ada Lovelace' --email ada@example.com
                  printf '%s\\n' "$PASSWORD" | ytclone signup --name Ada --email ada@example.com --password-stdin
                """)

        @Option(help: "Your name as others see it.")
        var name: String

        @Option(help: "Your email; used to sign in.")
        var email: String

        @Option(help: ArgumentHelp("Your unique @handle (default: from the email).", valueName: "handle"))
        var handle: String?

        @Option(help: ArgumentHelp("A PNG or JPEG of at most 2 MB.", valueName: "file"))
        var avatar: String?

        @OptionGroup var input: InputOptions
        @OptionGroup var output: OutputOptions

        func run(in environment: AppEnvironment) async throws {
            let picture = try avatar.map { try AvatarLoader.load(path: $0) }
            let password = try input.makePrompter(host: environment.host)
                .password("Password", confirm: true, check: AccountRules.checkPassword)
            defer { password.wipe() }
            let account = try environment.account()
            try account.signUp(name: name, email: email, handle: handle, password: password, avatar: picture)
            let renderer = UserRenderer(console: environment.console, format: output.resolvedFormat)
            renderer.follow(account, .note { "Signed up and signed in as @\($0.handle)." })
            try account.signIn(email: email, password: password)
            try renderer.failure.check()
        }
    }
}
