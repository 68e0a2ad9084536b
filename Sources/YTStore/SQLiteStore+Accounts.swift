import Foundation
import GRDB
import YTCore

extension SQLiteStore: AccountStore {
    public func insert(_ user: NewUser, now: Date) throws -> User {
        try write { db in
            var record = UserRecord(user, now: now)
            try Self.savingProfile(email: user.email, handle: user.handle) { try record.insert(db) }
            return try Self.user(id: record.id ?? 0, in: db)
        }
    }

    public func user(id: Int64) throws -> User? {
        try read { db in try UserRecord.fetchOne(db, key: id)?.user }
    }

    public func hasAccounts() throws -> Bool {
        try read { db in try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM users)") ?? false }
    }

    public func credentials(email: String) throws -> (user: User, passwordHash: String)? {
        try read { db in
            // `email` is declared COLLATE NOCASE, so this comparison ignores case.
            guard
                let record = try UserRecord.fetchOne(
                    db, sql: "SELECT * FROM users WHERE email = ?",
                    arguments: [email])
            else { return nil }
            return (try record.user, record.passwordHash)
        }
    }

    public func isHandleTaken(_ handle: String) throws -> Bool {
        // `handle` is declared COLLATE NOCASE, so this comparison ignores case.
        try read { db in
            try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM users WHERE handle = ?)", arguments: [handle]) ?? false
        }
    }

    public func passwordHash(userId: Int64) throws -> String? {
        try read { db in
            try String.fetchOne(db, sql: "SELECT password_hash FROM users WHERE id = ?", arguments: [userId])
        }
    }

    public func update(_ user: User, now: Date) throws -> User {
        try write { db in
            try Self.savingProfile(email: user.email, handle: user.handle) {
                try db.execute(
                    sql: """
                        UPDATE users
                        SET name = ?, email = ?, handle = ?, avatar_mime = ?, avatar = ?, updated_at = ?
                        WHERE id = ?
                        """,
                    arguments: [
                        user.name, user.email, user.handle, user.avatar?.mimeType, user.avatar?.data,
                        StoredDate(now), user.id,
                    ])
            }
            guard db.changesCount > 0 else { throw StoreError.notFound(what: "user", id: String(user.id)) }
            return try Self.user(id: user.id, in: db)
        }
    }

    @discardableResult
    public func setPasswordHash(_ hash: String, userId: Int64, keepingSession: Data?, now: Date) throws -> Int {
        try write { db in
            try db.execute(
                sql: "UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?",
                arguments: [hash, StoredDate(now), userId])
            guard db.changesCount > 0 else { throw StoreError.notFound(what: "user", id: String(userId)) }
            // `IS NOT` so that no session to keep (NULL) ends them all.
            try db.execute(
                sql: "DELETE FROM sessions WHERE user_id = ? AND token_hash IS NOT ? AND expires_at <= ?",
                arguments: [userId, keepingSession, StoredDate(now)])
            try db.execute(
                sql: "DELETE FROM sessions WHERE user_id = ? AND token_hash IS NOT ?",
                arguments: [userId, keepingSession])
            return db.changesCount
        }
    }

    public func deleteUser(id: Int64) throws {
        try write { db in
            // Foreign keys cascade to sessions, comments (and their tags), favorites, history,
            // subscriptions and paging cursors, within this one transaction.
            guard try UserRecord.deleteOne(db, key: id) else {
                throw StoreError.notFound(what: "user", id: String(id))
            }
        }
    }

    /// Stores a new session and forgets every session that expired before `createdAt`.
    public func createSession(tokenHash: Data, userId: Int64, createdAt: Date, expiresAt: Date) throws {
        try write { db in
            try db.execute(sql: "DELETE FROM sessions WHERE expires_at <= ?", arguments: [StoredDate(createdAt)])
            do {
                try SessionRecord(tokenHash: tokenHash, userId: userId, createdAt: createdAt, expiresAt: expiresAt)
                    .insert(db)
            } catch let error as DatabaseError where error.isForeignKeyViolation {
                throw StoreError.notFound(what: "user", id: String(userId))
            }
        }
    }

    public func user(sessionTokenHash: Data, now: Date) throws -> User? {
        try read { db in
            try UserRecord.fetchOne(
                db,
                sql: """
                    SELECT users.* FROM sessions JOIN users ON users.id = sessions.user_id
                    WHERE sessions.token_hash = ? AND sessions.expires_at > ?
                    """,
                arguments: [sessionTokenHash, StoredDate(now)]
            )?.user
        }
    }

    public func deleteSession(tokenHash: Data) throws {
        try write { db in
            _ = try SessionRecord.deleteOne(db, key: tokenHash)
        }
    }

    private static func user(id: Int64, in db: Database) throws -> User {
        guard let record = try UserRecord.fetchOne(db, key: id) else {
            throw StoreError.notFound(what: "user", id: String(id))
        }
        return try record.user
    }

    /// Runs a write of the profile, turning UNIQUE violations into the taken email or handle.
    private static func savingProfile(email: String, handle: String, _ save: () throws -> Void) throws {
        do {
            try save()
        } catch let error as DatabaseError where error.isUniqueViolation(on: "users.email") {
            throw StoreError.emailTaken(email)
        } catch let error as DatabaseError where error.isUniqueViolation(on: "users.handle") {
            throw StoreError.handleTaken(handle)
        }
    }
}
