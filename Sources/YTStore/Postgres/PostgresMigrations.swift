import Foundation
import YTCore

/// The PostgreSQL schema, as named migrations each applied once.
///
/// Every process that opens the store takes one advisory lock for the whole check, so machines
/// starting at the same moment on an empty database do not race to create the same tables. A
/// database that lists a migration this binary does not know was brought up by a newer ytclone:
/// it is refused, nothing changed.
enum PostgresMigrations {
    /// The advisory lock's key: "ytclone" in ASCII (0x7974636c6f6e65), so other users of the
    /// database are unlikely to take the same one.
    static let lockKey = "34186442551815781"

    /// A migration that has shipped is never edited: change the schema by adding one at the end.
    /// The tables are SQLite's (see `Migrations`), in PostgreSQL's types: case-insensitive
    /// uniqueness by an index on `lower(…)`, times as `timestamptz`, and the quota ledger keyed by
    /// whose API key spent it.
    static let all: [(name: String, sql: String)] = [
        ("v1-schema", """
            CREATE TABLE users (
                id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                name TEXT NOT NULL,
                email TEXT NOT NULL,
                handle TEXT NOT NULL,
                password_hash TEXT NOT NULL,
                avatar_mime TEXT,
                avatar BYTEA,
                created_at TIMESTAMPTZ NOT NULL,
                updated_at TIMESTAMPTZ NOT NULL,
                CHECK ((avatar IS NULL) = (avatar_mime IS NULL))
            );
            CREATE UNIQUE INDEX users_email ON users (lower(email));
            CREATE UNIQUE INDEX users_handle ON users (lower(handle));
            CREATE TABLE sessions (
                token_hash BYTEA PRIMARY KEY CHECK (length(token_hash) = 32),
                user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                created_at TIMESTAMPTZ NOT NULL,
                expires_at TIMESTAMPTZ NOT NULL
            );
            CREATE INDEX sessions_on_expires_at ON sessions (expires_at);
            CREATE INDEX sessions_on_user_id ON sessions (user_id);
            CREATE TABLE comments (
                id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                video_id TEXT NOT NULL,
                user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                body TEXT NOT NULL,
                created_at TIMESTAMPTZ NOT NULL,
                updated_at TIMESTAMPTZ NOT NULL
            );
            CREATE INDEX comments_on_video_id ON comments (video_id, created_at, id);
            CREATE INDEX comments_on_user_id ON comments (user_id);
            CREATE TABLE comment_tags (
                comment_id BIGINT NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
                kind TEXT NOT NULL CHECK (kind IN ('hashtag', 'mention')),
                value TEXT NOT NULL,
                position INT NOT NULL,
                PRIMARY KEY (comment_id, kind, value)
            );
            CREATE INDEX comment_tags_on_kind_value ON comment_tags (kind, value);
            CREATE TABLE favorites (
                user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                video_id TEXT NOT NULL,
                title TEXT NOT NULL,
                channel_title TEXT NOT NULL,
                added_at TIMESTAMPTZ NOT NULL,
                PRIMARY KEY (user_id, video_id)
            );
            CREATE INDEX favorites_on_user_id_added_at ON favorites (user_id, added_at);
            CREATE TABLE history (
                id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                video_id TEXT NOT NULL,
                title TEXT NOT NULL,
                channel_title TEXT NOT NULL,
                viewed_at TIMESTAMPTZ NOT NULL
            );
            CREATE INDEX history_on_user_id_viewed_at ON history (user_id, viewed_at);
            CREATE TABLE subscriptions (
                user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                channel_id TEXT NOT NULL,
                title TEXT NOT NULL,
                handle TEXT,
                added_at TIMESTAMPTZ NOT NULL,
                PRIMARY KEY (user_id, channel_id)
            );
            CREATE TABLE paging_cursors (
                user_id BIGINT REFERENCES users (id) ON DELETE CASCADE,
                listing TEXT NOT NULL,
                path TEXT NOT NULL,
                next_page_token TEXT,
                updated_at TIMESTAMPTZ NOT NULL
            );
            CREATE UNIQUE INDEX paging_cursors_on_user_listing ON paging_cursors (coalesce(user_id, 0), listing);
            CREATE INDEX paging_cursors_on_user_id ON paging_cursors (user_id);
            CREATE TABLE quota_ledger (
                ledger TEXT NOT NULL,
                day TEXT NOT NULL,
                method TEXT NOT NULL,
                calls BIGINT NOT NULL CHECK (calls >= 0),
                units BIGINT NOT NULL CHECK (units >= 0),
                PRIMARY KEY (ledger, day, method)
            );
            CREATE TABLE channel_uploads (
                channel_id TEXT PRIMARY KEY,
                video_count BIGINT NOT NULL,
                checked_at TIMESTAMPTZ NOT NULL
            );
            CREATE TABLE channel_videos (
                channel_id TEXT NOT NULL,
                video_id TEXT NOT NULL,
                published_at TIMESTAMPTZ NOT NULL,
                PRIMARY KEY (channel_id, video_id)
            );
            CREATE INDEX channel_videos_on_published_at ON channel_videos (published_at);
            CREATE TABLE video_details (
                video_id TEXT PRIMARY KEY,
                json TEXT NOT NULL,
                fetched_at TIMESTAMPTZ NOT NULL
            );
            CREATE TABLE seen_videos (
                user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                video_id TEXT NOT NULL,
                seen_at TIMESTAMPTZ NOT NULL,
                PRIMARY KEY (user_id, video_id)
            );
            CREATE TABLE shown_rows (
                user_id BIGINT REFERENCES users (id) ON DELETE CASCADE,
                terminal_session BIGINT NOT NULL,
                kind TEXT NOT NULL,
                listing TEXT NOT NULL,
                first_row BIGINT NOT NULL,
                ids TEXT NOT NULL,
                updated_at TIMESTAMPTZ NOT NULL
            );
            CREATE UNIQUE INDEX shown_rows_on_user_session ON shown_rows (coalesce(user_id, 0), terminal_session);
            """),
        // Uploads and video details kept per API root (normalised, `FeedOrigin.root`) and per
        // account whose feed fetched them. The rows kept so far are a cache of the API that names
        // neither, so they are dropped; the next feed fetches them again.
        ("v4-feed-origin", """
            DROP TABLE channel_uploads;
            DROP TABLE channel_videos;
            DROP TABLE video_details;
            CREATE TABLE channel_uploads (
                user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                api_root TEXT NOT NULL,
                channel_id TEXT NOT NULL,
                video_count BIGINT NOT NULL,
                checked_at TIMESTAMPTZ NOT NULL,
                PRIMARY KEY (user_id, api_root, channel_id)
            );
            CREATE TABLE channel_videos (
                user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                api_root TEXT NOT NULL,
                channel_id TEXT NOT NULL,
                video_id TEXT NOT NULL,
                published_at TIMESTAMPTZ NOT NULL,
                PRIMARY KEY (user_id, api_root, channel_id, video_id)
            );
            CREATE TABLE video_details (
                user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                api_root TEXT NOT NULL,
                video_id TEXT NOT NULL,
                json TEXT NOT NULL,
                fetched_at TIMESTAMPTZ NOT NULL,
                PRIMARY KEY (user_id, api_root, video_id)
            );
            """),
        // Row numbers kept per machine as well as per terminal session: two machines may have
        // sessions of the same id. The rows kept so far name no machine, so they are dropped.
        ("v4-shown-rows-per-machine", """
            DROP TABLE shown_rows;
            CREATE TABLE shown_rows (
                user_id BIGINT REFERENCES users (id) ON DELETE CASCADE,
                machine TEXT NOT NULL,
                terminal_session BIGINT NOT NULL,
                kind TEXT NOT NULL,
                listing TEXT NOT NULL,
                first_row BIGINT NOT NULL,
                ids TEXT NOT NULL,
                updated_at TIMESTAMPTZ NOT NULL
            );
            CREATE UNIQUE INDEX shown_rows_on_user_machine_session
                ON shown_rows (coalesce(user_id, 0), machine, terminal_session);
            """),
        // Level with SQLite's `shown_rows`: row numbers start at 1, and deleting a user finds their
        // rows by an index. A row numbered below 1 was never written by ytclone and SQLite would
        // refuse it; they are only a memory of the last listing shown, so any such row is dropped
        // rather than the CHECK added `NOT VALID` and left unchecked on old rows.
        ("v5-shown-rows-level-with-sqlite", """
            DELETE FROM shown_rows WHERE first_row < 1;
            ALTER TABLE shown_rows ADD CHECK (first_row >= 1);
            CREATE INDEX shown_rows_on_user_id ON shown_rows (user_id);
            """),
        // How far each user got in each video they played, as the player reported it. `watched`
        // is 0 or 1 as SQLite keeps it, so `db copy` moves it as it moves every integer.
        ("v6-watch-progress", """
            CREATE TABLE watch_progress (
                user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                video_id TEXT NOT NULL,
                position_seconds DOUBLE PRECISION NOT NULL CHECK (position_seconds >= 0),
                length_seconds DOUBLE PRECISION,
                watched SMALLINT NOT NULL CHECK (watched IN (0, 1)),
                updated_at TIMESTAMPTZ NOT NULL,
                PRIMARY KEY (user_id, video_id)
            );
            """),
        // Comments for YouTube that could not be posted, kept until `ytclone comment post N`.
        ("v7-comment-drafts", """
            CREATE TABLE comment_drafts (
                id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
                video_id TEXT NOT NULL,
                parent_id TEXT,
                body TEXT NOT NULL,
                created_at TIMESTAMPTZ NOT NULL
            );
            CREATE INDEX comment_drafts_on_user_id ON comment_drafts (user_id);
            """),
    ]

    /// Where the database stands against this binary's migrations.
    enum Schema: Equatable {
        case current
        case older(missing: [String])
        case newer(unknown: [String])
    }

    /// Reads the applied migrations, changing nothing (a database never opened by ytclone has none).
    static func schema(of connection: PostgresConnection) throws -> (schema: Schema, applied: [String]) {
        let table = try connection.query("SELECT to_regclass('ytclone_migrations') IS NOT NULL")
        guard try table.first?.bool(0) == true else { return (.older(missing: all.map(\.name)), []) }
        let applied = try connection.query("SELECT name FROM ytclone_migrations ORDER BY applied_at, name")
            .compactMap { $0[0] }
        let known = Set(all.map(\.name))
        let unknown = applied.filter { !known.contains($0) }
        if !unknown.isEmpty { return (.newer(unknown: unknown), applied) }
        let missing = all.map(\.name).filter { !applied.contains($0) }
        return (missing.isEmpty ? .current : .older(missing: missing), applied)
    }

    /// Brings the schema up to date under the advisory lock.
    /// - Throws: `StoreError.unavailable` naming the unknown migrations when a newer ytclone
    ///   set the database up.
    static func migrate(_ connection: PostgresConnection) throws {
        try connection.query("SELECT pg_advisory_lock(\(lockKey))")
        defer { _ = try? connection.query("SELECT pg_advisory_unlock(\(lockKey))") }
        try connection.query("""
            CREATE TABLE IF NOT EXISTS ytclone_migrations (
                name TEXT PRIMARY KEY,
                applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
            )
            """)
        let (schema, _) = try schema(of: connection)
        switch schema {
        case .current:
            return
        case .newer(let unknown):
            throw StoreError.unavailable(detail: "the database at \(connection.url.server) was set up by a newer ytclone "
                + "(migrations \(unknown.joined(separator: ", ")) are unknown to this one); it is left as it is")
        case .older(let missing):
            for migration in all where missing.contains(migration.name) {
                try connection.transaction {
                    try connection.script(migration.sql)
                    try connection.query("INSERT INTO ytclone_migrations (name) VALUES ($1)", [migration.name])
                }
            }
        }
    }
}
