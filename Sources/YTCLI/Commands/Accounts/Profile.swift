import ArgumentParser
import YTCore

extension YTClone {
    /// `ytclone profile [edit]`: show or change the signed-in account.
    struct Profile: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "profile",
            abstract: "Show or edit your profile.",
            subcommands: [Show.self, Edit.self],
            defaultSubcommand: Show.self)

        struct Show: AppCommand {
            static let configuration = CommandConfiguration(commandName: "show", abstract: "Show your profile.")

            @Option(help: ArgumentHelp(
                "Draw your avatar above the details: \(ThumbnailMode.accepted) (default: auto, or `thumbnails` in the config).",
                valueName: "mode"))
            var thumbnails: ThumbnailMode?

            @OptionGroup var output: OutputOptions

            func run(in environment: AppEnvironment) async throws {
                // The terminal is asked how it draws only when there is an avatar to draw.
                try UserRenderer(console: environment.console, format: output.resolvedFormat) { user in
                    user.avatar.flatMap { avatar in
                        environment.thumbnails(thumbnails, output: output)?
                            .drawing(of: avatar.data, columns: ThumbnailDrawer.avatar.columns, rows: ThumbnailDrawer.avatar.rows)
                    }
                }
                .showSignedIn(try environment.account(), .detail)
            }
        }

        struct Edit: AppCommand {
            static let configuration = CommandConfiguration(
                commandName: "edit",
                abstract: "Change your name, email, handle, avatar or password.",
                discussion: """
                    --password asks for the current password, then the new one twice (with --password-stdin: the current and the new one on two lines), and signs out every other session of the account (other terminals, other state folders); this one stays signed in.

                    Examples:
                      ytclone profile edit --name 'Ada King' --handle ada_k
                      ytclone profile edit --avatar me.png
                      ytclone profile edit --password
                    """)

            @Option(help: "A new name.") var name: String?
            @Option(help: "A new email.") var email: String?
            @Option(help: "A new @handle.") var handle: String?
            @Option(help: ArgumentHelp("A new avatar: PNG or JPEG, at most 2 MB.", valueName: "file")) var avatar: String?
            @Flag(help: "Remove the avatar.") var removeAvatar = false
            @Flag(help: "Change the password.") var password = false

            @OptionGroup var input: InputOptions
            @OptionGroup var output: OutputOptions

            func validate() throws {
                if avatar != nil && removeAvatar {
                    throw ValidationError("--avatar and --remove-avatar contradict each other.")
                }
                if name == nil && email == nil && handle == nil && avatar == nil && !removeAvatar && !password {
                    throw ValidationError("Nothing to change: give --name, --email, --handle, --avatar, --remove-avatar or --password.")
                }
            }

            func run(in environment: AppEnvironment) async throws {
                let account = try environment.account()
                // Loaded before the renderer subscribes: it shows only the account as changed.
                try account.load()
                guard account.user != nil else { throw try account.signedOutReason() }
                var changes = ProfileService.Changes(name: name, email: email, handle: handle)
                if let avatar { changes.avatar = .some(try AvatarLoader.load(path: avatar)) }
                if removeAvatar { changes.avatar = .some(nil) }
                if password {
                    let prompter = input.makePrompter(host: environment.host)
                    let current = try prompter.password("Current password")
                    defer { current.wipe() }
                    let new = try prompter.password("New password", confirm: true, check: AccountRules.checkPassword)
                    defer { new.wipe() }
                    let signedOut = try account.changePassword(current: current, new: new)
                    environment.console.note("Password changed; " + Self.otherSessions(signedOut))
                }
                guard !changes.isEmpty else { return }
                let renderer = UserRenderer(console: environment.console, format: output.resolvedFormat)
                account.$user.subscribe(by: renderer) { renderer, user in
                    if let user { renderer.failure.capture { try renderer.show(user) } }
                }
                try account.edit(changes)
                try renderer.failure.check()
            }

            /// What became of the account's other sessions, for the note after a password change.
            static func otherSessions(_ count: Int) -> String {
                switch count {
                case 0: "no other session was signed in."
                case 1: "1 other session was signed out."
                default: "\(count) other sessions were signed out."
                }
            }
        }
    }
}
