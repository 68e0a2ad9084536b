import Foundation

/// Users and their sign-in sessions.
///
/// Implementations keep only hashes: the argon2id hash of each password and the SHA-256 of each
/// session token. Deleting a user deletes everything that belongs to them.
public protocol AccountStore: Sendable {
    /// Stores a new user. - Throws: `StoreError.emailTaken` or `.handleTaken`.
    func insert(_ user: NewUser, now: Date) throws -> User
    func user(id: Int64) throws -> User?
    /// Whether any account exists in this store (a newcomer signs up, anyone else signs in).
    func hasAccounts() throws -> Bool
    /// The user with this email (case-insensitive) and their password hash, for sign-in.
    func credentials(email: String) throws -> (user: User, passwordHash: String)?
    /// Whether a user has this handle (case-insensitive, as the handle's uniqueness is).
    func isHandleTaken(_ handle: String) throws -> Bool
    /// The user's password hash, to confirm a password change or a deletion.
    func passwordHash(userId: Int64) throws -> String?
    /// Saves name, email, handle and avatar. - Throws: `StoreError.emailTaken`, `.handleTaken`, `.notFound`.
    func update(_ user: User, now: Date) throws -> User
    /// Replaces the password hash and, in the same transaction, ends every session of the user
    /// but `keepingSession` (the one that changed it; `nil` ends them all).
    ///
    /// - Returns: how many unexpired sessions were ended. - Throws: `StoreError.notFound`.
    @discardableResult
    func setPasswordHash(_ hash: String, userId: Int64, keepingSession: Data?, now: Date) throws -> Int
    /// Removes the user and, through foreign keys, their sessions, comments, favorites and history.
    func deleteUser(id: Int64) throws

    func createSession(tokenHash: Data, userId: Int64, createdAt: Date, expiresAt: Date) throws
    /// The user whose unexpired session has this token hash.
    func user(sessionTokenHash: Data, now: Date) throws -> User?
    func deleteSession(tokenHash: Data) throws
}

/// Local comments and the #hashtags and @mentions parsed out of them.
public protocol CommentStore: Sendable {
    func addComment(videoId: String, userId: Int64, body: String, hashtags: [String], mentions: [String],
                    now: Date) throws -> LocalComment
    func comment(id: Int64) throws -> LocalComment?
    /// Replaces the body and its tags. - Throws: `StoreError.notFound` unless `userId` wrote it.
    func updateComment(id: Int64, userId: Int64, body: String, hashtags: [String], mentions: [String],
                       now: Date) throws -> LocalComment
    /// - Throws: `StoreError.notFound` unless `userId` wrote it.
    func deleteComment(id: Int64, userId: Int64) throws
    /// A video's local comments, oldest first.
    func comments(videoId: String) throws -> [LocalComment]
    /// A video's `limit` newest local comments, newest first; of two written at the same moment, the later-added
    /// comes first. Reads only those comments and their tags, however many the video has.
    func latestComments(videoId: String, limit: Int) throws -> [LocalComment]
    /// Comments carrying `#tag` (lower-case, without `#`), newest first.
    func comments(hashtag: String) throws -> [LocalComment]
    /// Comments mentioning `@handle` (lower-case, without `@`), newest first.
    func comments(mentioning handle: String) throws -> [LocalComment]
}

/// Favorites and viewing history of each user.
public protocol LibraryStore: Sendable {
    /// Adds or refreshes a favorite; returns false when it was already there.
    @discardableResult
    func addFavorite(_ favorite: Favorite, userId: Int64) throws -> Bool
    /// Returns false when it was not a favorite.
    @discardableResult
    func removeFavorite(videoId: String, userId: Int64) throws -> Bool
    /// Newest first.
    func favorites(userId: Int64) throws -> [Favorite]

    func addHistory(videoId: String, title: String, channelTitle: String, userId: Int64, now: Date) throws
    /// Newest first, at most `limit`.
    func history(userId: Int64, limit: Int) throws -> [HistoryEntry]
    /// Returns how many entries were removed; the progress kept of each video goes with them.
    @discardableResult
    func clearHistory(userId: Int64) throws -> Int

    /// Keeps `progress` as the user's progress in its video, replacing what was kept; a video
    /// once watched stays watched.
    func saveProgress(_ progress: WatchProgress, userId: Int64) throws
    /// The kept progress of those of `videoIds` the user played, by video id.
    func progress(videoIds: [String], userId: Int64) throws -> [String: WatchProgress]
}
