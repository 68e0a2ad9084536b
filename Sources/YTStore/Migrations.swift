import GRDB

/// The schema's history. A migration that has shipped is never edited: change the schema by
/// registering a new one at the end.
///
/// Timestamps are GRDB's `Date` text (`yyyy-MM-dd HH:mm:ss.SSS`, UTC), which sorts in time
/// order. Every table that belongs to a user references `users(id) ON DELETE CASCADE`, so
/// deleting a user deletes all of it in the same statement.
enum Migrations {
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-accounts") { db in
            try db.execute(
                sql: """
                    CREATE TABLE users (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        name TEXT NOT NULL,
                        email TEXT NOT NULL COLLATE NOCASE UNIQUE,
                        handle TEXT NOT NULL COLLATE NOCASE UNIQUE,
                        password_hash TEXT NOT NULL,
                        avatar_mime TEXT,
                        avatar BLOB,
                        created_at DATETIME NOT NULL,
                        updated_at DATETIME NOT NULL,
                        CHECK ((avatar IS NULL) = (avatar_mime IS NULL))
                    );
                    CREATE TABLE sessions (
                        token_hash BLOB NOT NULL PRIMARY KEY CHECK (length(token_hash) = 32),
                        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                        created_at DATETIME NOT NULL,
                        expires_at DATETIME NOT NULL
                    );
                    CREATE INDEX sessions_on_expires_at ON sessions(expires_at);
                    CREATE INDEX sessions_on_user_id ON sessions(user_id);
                    """)
        }
        migrator.registerMigration("v1-comments") { db in
            try db.execute(
                sql: """
                    CREATE TABLE comments (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        video_id TEXT NOT NULL,
                        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                        body TEXT NOT NULL,
                        created_at DATETIME NOT NULL,
                        updated_at DATETIME NOT NULL
                    );
                    CREATE INDEX comments_on_video_id ON comments(video_id, created_at);
                    CREATE INDEX comments_on_user_id ON comments(user_id);
                    CREATE TABLE comment_tags (
                        comment_id INTEGER NOT NULL REFERENCES comments(id) ON DELETE CASCADE,
                        kind TEXT NOT NULL CHECK (kind IN ('hashtag', 'mention')),
                        value TEXT NOT NULL,
                        position INTEGER NOT NULL,
                        PRIMARY KEY (comment_id, kind, value)
                    ) WITHOUT ROWID;
                    CREATE INDEX comment_tags_on_kind_value ON comment_tags(kind, value);
                    """)
        }
        migrator.registerMigration("v1-library") { db in
            try db.execute(
                sql: """
                    CREATE TABLE favorites (
                        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                        video_id TEXT NOT NULL,
                        title TEXT NOT NULL,
                        channel_title TEXT NOT NULL,
                        added_at DATETIME NOT NULL,
                        PRIMARY KEY (user_id, video_id)
                    ) WITHOUT ROWID;
                    CREATE INDEX favorites_on_user_id_added_at ON favorites(user_id, added_at);
                    CREATE TABLE history (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                        video_id TEXT NOT NULL,
                        title TEXT NOT NULL,
                        channel_title TEXT NOT NULL,
                        viewed_at DATETIME NOT NULL
                    );
                    CREATE INDEX history_on_user_id_viewed_at ON history(user_id, viewed_at);
                    CREATE TABLE subscriptions (
                        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                        channel_id TEXT NOT NULL,
                        title TEXT NOT NULL,
                        handle TEXT,
                        added_at DATETIME NOT NULL,
                        PRIMARY KEY (user_id, channel_id)
                    ) WITHOUT ROWID;
                    """)
        }
        migrator.registerMigration("v1-cursors") { db in
            // A signed-out user's cursors have a NULL user_id; ifnull() makes them unique too,
            // since NULLs are never equal in a plain UNIQUE constraint.
            try db.execute(
                sql: """
                    CREATE TABLE paging_cursors (
                        id INTEGER PRIMARY KEY,
                        user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
                        listing TEXT NOT NULL,
                        path TEXT NOT NULL,
                        next_page_token TEXT,
                        updated_at DATETIME NOT NULL
                    );
                    CREATE UNIQUE INDEX paging_cursors_on_user_listing
                        ON paging_cursors(ifnull(user_id, 0), listing);
                    CREATE INDEX paging_cursors_on_user_id ON paging_cursors(user_id);
                    """)
        }
        migrator.registerMigration("v2-quota-ledger") { db in
            // One row per quota day (Pacific time, yyyy-MM-dd) and API method.
            try db.execute(
                sql: """
                    CREATE TABLE quota_ledger (
                        day TEXT NOT NULL,
                        method TEXT NOT NULL,
                        calls INTEGER NOT NULL CHECK (calls >= 0),
                        units INTEGER NOT NULL CHECK (units >= 0),
                        PRIMARY KEY (day, method)
                    ) WITHOUT ROWID;
                    """)
        }
        migrator.registerMigration("v2-subscription-feed") { db in
            // Channels' uploads are public and shared by every user; what a user has seen is not.
            try db.execute(
                sql: """
                    CREATE TABLE channel_uploads (
                        channel_id TEXT NOT NULL PRIMARY KEY,
                        video_count INTEGER NOT NULL,
                        checked_at DATETIME NOT NULL
                    ) WITHOUT ROWID;
                    CREATE TABLE channel_videos (
                        channel_id TEXT NOT NULL,
                        video_id TEXT NOT NULL,
                        published_at DATETIME NOT NULL,
                        PRIMARY KEY (channel_id, video_id)
                    ) WITHOUT ROWID;
                    CREATE INDEX channel_videos_on_published_at ON channel_videos(published_at);
                    CREATE TABLE video_details (
                        video_id TEXT NOT NULL PRIMARY KEY,
                        json TEXT NOT NULL,
                        fetched_at DATETIME NOT NULL
                    ) WITHOUT ROWID;
                    CREATE TABLE seen_videos (
                        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                        video_id TEXT NOT NULL,
                        seen_at DATETIME NOT NULL,
                        PRIMARY KEY (user_id, video_id)
                    ) WITHOUT ROWID;
                    """)
        }
        migrator.registerMigration("v3-shown-rows") { db in
            // The last listing each terminal session showed each user (or nobody): its row numbers
            // stand for its ids in the next command typed there (`ytclone video 3`).
            try db.execute(
                sql: """
                    CREATE TABLE shown_rows (
                        id INTEGER PRIMARY KEY,
                        user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
                        terminal_session INTEGER NOT NULL,
                        listing TEXT NOT NULL,
                        kind TEXT NOT NULL,
                        first_row INTEGER NOT NULL CHECK (first_row >= 1),
                        ids TEXT NOT NULL,
                        updated_at DATETIME NOT NULL
                    );
                    CREATE UNIQUE INDEX shown_rows_on_user_session ON shown_rows(ifnull(user_id, 0), terminal_session);
                    CREATE INDEX shown_rows_on_user_id ON shown_rows(user_id);
                    """)
        }
        migrator.registerMigration("v4-feed-origin") { db in
            // Uploads and video details are kept per API root (normalised, `FeedOrigin.root`) and
            // per account whose feed fetched them: what one `--api-base` served was shown from
            // another, and one account's rows in another's feed. The rows kept so far are a cache
            // of the API that names neither, so they are dropped; the next feed fetches them again.
            try db.execute(
                sql: """
                    DROP TABLE channel_uploads;
                    DROP TABLE channel_videos;
                    DROP TABLE video_details;
                    CREATE TABLE channel_uploads (
                        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                        api_root TEXT NOT NULL,
                        channel_id TEXT NOT NULL,
                        video_count INTEGER NOT NULL,
                        checked_at DATETIME NOT NULL,
                        PRIMARY KEY (user_id, api_root, channel_id)
                    ) WITHOUT ROWID;
                    CREATE TABLE channel_videos (
                        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                        api_root TEXT NOT NULL,
                        channel_id TEXT NOT NULL,
                        video_id TEXT NOT NULL,
                        published_at DATETIME NOT NULL,
                        PRIMARY KEY (user_id, api_root, channel_id, video_id)
                    ) WITHOUT ROWID;
                    CREATE TABLE video_details (
                        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                        api_root TEXT NOT NULL,
                        video_id TEXT NOT NULL,
                        json TEXT NOT NULL,
                        fetched_at DATETIME NOT NULL,
                        PRIMARY KEY (user_id, api_root, video_id)
                    ) WITHOUT ROWID;
                    """)
        }
        migrator.registerMigration("v4-shown-rows-per-machine") { db in
            // Row numbers are kept per machine as well as per terminal session: two machines on one
            // server may have sessions of the same id. The rows kept so far name no machine and
            // only stand for the last listing shown, so they are dropped.
            try db.execute(
                sql: """
                    DROP TABLE shown_rows;
                    CREATE TABLE shown_rows (
                        id INTEGER PRIMARY KEY,
                        user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
                        machine TEXT NOT NULL,
                        terminal_session INTEGER NOT NULL,
                        listing TEXT NOT NULL,
                        kind TEXT NOT NULL,
                        first_row INTEGER NOT NULL CHECK (first_row >= 1),
                        ids TEXT NOT NULL,
                        updated_at DATETIME NOT NULL
                    );
                    CREATE UNIQUE INDEX shown_rows_on_user_machine_session
                        ON shown_rows(ifnull(user_id, 0), machine, terminal_session);
                    CREATE INDEX shown_rows_on_user_id ON shown_rows(user_id);
                    """)
        }
        // How far each user got in each video they played, as the player reported it.
        migrator.registerMigration("v5-watch-progress") { db in
            try db.execute(
                sql: """
                    CREATE TABLE watch_progress (
                        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                        video_id TEXT NOT NULL,
                        position_seconds REAL NOT NULL CHECK (position_seconds >= 0),
                        length_seconds REAL,
                        watched INTEGER NOT NULL CHECK (watched IN (0, 1)),
                        updated_at DATETIME NOT NULL,
                        PRIMARY KEY (user_id, video_id)
                    );
                    """)
        }
        // Comments for YouTube that could not be posted, kept until `ytclone comment post N`
        // sends them; `parent_id` is the YouTube comment a reply answers.
        migrator.registerMigration("v6-comment-drafts") { db in
            try db.execute(
                sql: """
                    CREATE TABLE comment_drafts (
                        id INTEGER PRIMARY KEY,
                        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                        video_id TEXT NOT NULL,
                        parent_id TEXT,
                        body TEXT NOT NULL,
                        created_at DATETIME NOT NULL
                    );
                    CREATE INDEX comment_drafts_on_user_id ON comment_drafts(user_id);
                    """)
        }
        return migrator
    }()

    /// Where a database file stands against `migrator`.
    enum Schema: Equatable {
        /// Every migration applied, and no other.
        case current
        /// Some migrations are still to apply (a new or older file).
        case older
        /// The file records migrations this version does not know: a newer ytclone wrote it.
        case newer([String])
    }

    /// Reads the applied migrations of `db` once.
    static func schema(_ db: Database) throws -> Schema {
        let applied = try migrator.appliedIdentifiers(db)
        let unknown = applied.subtracting(migrator.migrations)
        if !unknown.isEmpty { return .newer(unknown.sorted()) }
        return applied.count == migrator.migrations.count ? .current : .older
    }
}
