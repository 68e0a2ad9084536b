import Foundation
import YTCore

/// Prints an account: a labelled block for people, an object (docs/json.md "User") for scripts.
final class UserRenderer: Sendable {
    let console: Console
    let format: OutputFormat
    /// What went wrong while following a view-model; the command checks it.
    let failure = RenderFailure()

    init(console: Console, format: OutputFormat) {
        self.console = console
        self.format = format
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
        switch format {
        case .json, .ndjson:
            console.out(try JSONOutput.encode(UserJSON(user: user), pretty: format == .json))
        case .tsv:
            console.tsv(["id", "name", "email", "handle"])
            console.tsv([String(user.id), user.name, user.email, "@" + user.handle])
        case .table:
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

/// The JSON shape of an account; the password hash and the avatar's bytes never appear.
struct UserJSON: Encodable {
    let user: User

    enum CodingKeys: String, CodingKey { case id, name, email, handle, avatar, createdAt, updatedAt }
    enum AvatarKeys: String, CodingKey { case mimeType, bytes }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(user.id, forKey: .id)
        try c.encode(user.name, forKey: .name)
        try c.encode(user.email, forKey: .email)
        try c.encode(user.handle, forKey: .handle)
        if let avatar = user.avatar {
            var a = c.nestedContainer(keyedBy: AvatarKeys.self, forKey: .avatar)
            try a.encode(avatar.mimeType, forKey: .mimeType)
            try a.encode(avatar.data.count, forKey: .bytes)
        } else {
            try c.encodeNil(forKey: .avatar)
        }
        try c.encode(user.createdAt, forKey: .createdAt)
        try c.encode(user.updatedAt, forKey: .updatedAt)
    }
}
