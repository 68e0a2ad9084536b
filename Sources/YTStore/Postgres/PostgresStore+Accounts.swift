import Foundation
import YTCore

extension PostgresStore: AccountStore {
    /// The columns a `User` is read from, in `user(from:)`'s order.
    static let userColumns = """
        users.id, users.name, users.email, users.handle, users.avatar_mime, users.avatar,
        extract(epoch FROM users.created_at), extract(epoch FROM users.updated_at)
        """

    static func user(from row: PostgresRow) throws -> User {
        let avatar = try row[4].flatMap { mime in try row.data(5).map { Avatar(mimeType: mime, data: $0) } }
        return User(id: try row.int64(0), name: try row.text(1), email: try row.text(2), handle: try row.text(3),
                    avatar: avatar, createdAt: try row.date(6), updatedAt: try row.date(7))
    }

    public func insert(_ user: NewUser, now: Date) throws -> User {
        let rows = try query("""
            INSERT INTO users (name, email, handle, password_hash, avatar_mime, avatar, created_at, updated_at)
            VALUES ($1, $2, $3, $4, $5, $6::bytea, to_timestamp($7), to_timestamp($7))
            RETURNING \(Self.userColumns)
            """, [user.name, user.email, user.handle, user.passwordHash, user.avatar?.mimeType,
                  PostgresValue.bytes(user.avatar?.data), PostgresValue.date(now)],
            Self.profile(email: user.email, handle: user.handle))
        return try Self.user(from: rows[0])
    }

    public func user(id: Int64) throws -> User? {
        try query("SELECT \(Self.userColumns) FROM users WHERE id = $1", [String(id)]).first.map(Self.user(from:))
    }

    public func hasAccounts() throws -> Bool {
        try query("SELECT EXISTS (SELECT 1 FROM users)")[0].bool(0)
    }

    public func credentials(email: String) throws -> (user: User, passwordHash: String)? {
        guard let row = try query("""
            SELECT \(Self.userColumns), password_hash FROM users WHERE lower(email) = lower($1)
            """, [email]).first
        else { return nil }
        return (try Self.user(from: row), try row.text(8))
    }

    public func isHandleTaken(_ handle: String) throws -> Bool {
        try query("SELECT EXISTS (SELECT 1 FROM users WHERE lower(handle) = lower($1))", [handle])[0].bool(0)
    }

    public func passwordHash(userId: Int64) throws -> String? {
        try query("SELECT password_hash FROM users WHERE id = $1", [String(userId)]).first?.text(0)
    }

    public func update(_ user: User, now: Date) throws -> User {
        let rows = try query("""
            UPDATE users SET name = $1, email = $2, handle = $3, avatar_mime = $4, avatar = $5::bytea,
                             updated_at = to_timestamp($6)
            WHERE id = $7
            RETURNING \(Self.userColumns)
            """, [user.name, user.email, user.handle, user.avatar?.mimeType, PostgresValue.bytes(user.avatar?.data),
                  PostgresValue.date(now), String(user.id)],
            Self.profile(email: user.email, handle: user.handle))
        guard let row = rows.first else { throw StoreError.notFound(what: "user", id: String(user.id)) }
        return try Self.user(from: row)
    }

    @discardableResult
    public func setPasswordHash(_ hash: String, userId: Int64, keepingSession: Data?, now: Date) throws -> Int {
        try write { connection in
            let updated = try connection.query("""
                UPDATE users SET password_hash = $1, updated_at = to_timestamp($2) WHERE id = $3 RETURNING id
                """, [hash, PostgresValue.date(now), String(userId)])
            guard !updated.isEmpty else { throw StoreError.notFound(what: "user", id: String(userId)) }
            // Expired sessions go without being counted; `IS DISTINCT FROM` so that no session to
            // keep (NULL) ends them all.
            let ended = try connection.query("""
                DELETE FROM sessions WHERE user_id = $1 AND token_hash IS DISTINCT FROM $2::bytea
                RETURNING expires_at > to_timestamp($3)
                """, [String(userId), PostgresValue.bytes(keepingSession), PostgresValue.date(now)])
            return try ended.filter { try $0.bool(0) }.count
        }
    }

    public func deleteUser(id: Int64) throws {
        // Foreign keys cascade to everything of the user's, in this one statement.
        guard try !query("DELETE FROM users WHERE id = $1 RETURNING id", [String(id)]).isEmpty else {
            throw StoreError.notFound(what: "user", id: String(id))
        }
    }

    public func createSession(tokenHash: Data, userId: Int64, createdAt: Date, expiresAt: Date) throws {
        try write(Meaning(user: userId)) { connection in
            try connection.query("DELETE FROM sessions WHERE expires_at <= to_timestamp($1)", [PostgresValue.date(createdAt)])
            try connection.query("""
                INSERT INTO sessions (token_hash, user_id, created_at, expires_at)
                VALUES ($1::bytea, $2, to_timestamp($3), to_timestamp($4))
                """, [PostgresValue.bytes(tokenHash), String(userId), PostgresValue.date(createdAt),
                      PostgresValue.date(expiresAt)])
        }
    }

    public func user(sessionTokenHash: Data, now: Date) throws -> User? {
        try query("""
            SELECT \(Self.userColumns) FROM sessions JOIN users ON users.id = sessions.user_id
            WHERE sessions.token_hash = $1::bytea AND sessions.expires_at > to_timestamp($2)
            """, [PostgresValue.bytes(sessionTokenHash), PostgresValue.date(now)]).first.map(Self.user(from:))
    }

    public func deleteSession(tokenHash: Data) throws {
        try query("DELETE FROM sessions WHERE token_hash = $1::bytea", [PostgresValue.bytes(tokenHash)])
    }

    /// A clash on the lower-cased email or handle, in the store's words.
    private static func profile(email: String, handle: String) -> Meaning {
        Meaning(unique: ["users_email": .emailTaken(email), "users_handle": .handleTaken(handle)])
    }
}
