import Foundation
import YTCore
import YTImages

/// Prints an account: a labelled block for people, an object (docs/json.md "User") for scripts.
final class UserRenderer: Sendable {
    let console: Console
    let format: OutputFormat
    /// What went wrong while following a view-model; the command checks it.
    let failure = RenderFailure()
    /// The avatar drawn above the details, when pictures are drawn (`profile --thumbnails`).
    let avatar: @Sendable (User) -> Drawing?

    init(console: Console, format: OutputFormat, avatar: @escaping @Sendable (User) -> Drawing? = { _ in nil }) {
        self.console = console
        self.format = format
        self.avatar = avatar
    }

    /// What a command shows of each account the view-model publishes.
    enum Showing: Sendable {
        /// People get a note on stderr (`Signed in as @ada.`), scripts the account.
        case note(@Sendable (User) -> String)
        /// One line for people (`@ada (ada@example.com)`), the account for scripts.
        case summary
        /// The account in full, in every format.
        case detail
    }

    /// Follows the account view-model: every account it publishes is shown as `showing` says.
    func follow(_ account: AccountViewModel, _ showing: Showing) {
        account.$user.subscribe(by: self) { renderer, user in
            guard let user else { return }
            renderer.failure.capture { try renderer.show(user, showing) }
        }
    }

    /// Loads the signed-in account into `account` and shows it as `showing` says.
    ///
    /// - Throws: `CoreError.notSignedIn` or `.noAccount` when nobody is; what showing it met.
    func showSignedIn(_ account: AccountViewModel, _ showing: Showing) throws {
        follow(account, showing)
        try account.load()
        guard account.user != nil else { throw try account.signedOutReason() }
        try failure.check()
    }

    private func show(_ user: User, _ showing: Showing) throws {
        switch (showing, format) {
        case (.note(let note), .table): console.note(note(user))
        case (.note(let note), _):
            console.note(note(user))
            try show(user)
        case (.summary, .table): console.out("@\(user.handle) (\(user.email))")
        case (.summary, _), (.detail, _): try show(user)
        }
    }

    func show(_ user: User) throws {
        try RecordWriter(console: console, format: format, shape: Shapes.user).one(user) { user in
            if let drawing = avatar(user) { console.picture(drawing) }
            let rows = [
                ("Name", user.name), ("Handle", "@" + user.handle), ("Email", user.email),
                ("Avatar", user.avatar.map { "\($0.mimeType), \($0.data.count.formatted()) bytes" } ?? "none"),
                ("Joined", user.createdAt.formatted(date: .abbreviated, time: .shortened)),
            ]
            for (label, value) in rows {
                console.labelled(label, value, width: 8)
            }
        }
    }
}
