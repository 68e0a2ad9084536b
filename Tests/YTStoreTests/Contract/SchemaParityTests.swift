import Foundation
import Testing
import YTCore
@testable import YTStore

/// Both stores keep the same rules: every index and every CHECK of one schema is in the other,
/// read from the databases themselves after every migration (see `TableConstraints` for what is
/// compared and how).
@Suite struct SchemaParityTests {
    /// The one difference kept on purpose: a PostgreSQL server holds the ledgers of many API keys,
    /// so its `quota_ledger` is keyed by `ledger` (a keyed hash of the key) before SQLite's key.
    static func withoutLedgerKey(_ postgres: [String: TableConstraints]) -> [String: TableConstraints] {
        var postgres = postgres
        if let ledger = postgres["quota_ledger"] {
            postgres["quota_ledger"]?.indexes = Set(ledger.indexes.map { $0.replacing("primary key (ledger, ", with: "primary key (") })
        }
        return postgres
    }

    /// Both schemas, fresh from their migrations; `change` runs on them first.
    static func schemas(
        change: (SQLiteStore, PostgresConnection) throws -> Void = { _, _ in }
    ) throws -> (sqlite: [String: TableConstraints], postgres: [String: TableConstraints]) {
        var result: (sqlite: [String: TableConstraints], postgres: [String: TableConstraints]) = ([:], [:])
        try withTemporaryStore { sqlite in
            try TestServer.withDatabase { url in
                _ = try PostgresStore(url: url, ledger: "k")
                let postgres = try PostgresConnection(url: url)
                try change(sqlite, postgres)
                result = (try TableConstraints.sqlite(sqlite), try TableConstraints.postgres(postgres))
            }
        }
        return result
    }

    @Test(.enabled(if: StoreBackend.available.contains(.postgres)))
    func everyIndexAndCheckIsInBothSchemas() throws {
        let (sqlite, postgres) = try Self.schemas()
        #expect(postgres["quota_ledger"]?.indexes.contains("primary key (ledger, day, method)") == true,
                "the ledger's one difference is still there")
        #expect(TableConstraints.differences(sqlite, Self.withoutLedgerKey(postgres)) == [])
        // The reading itself found what both have, not two empty sets.
        #expect(sqlite["users"]?.indexes == ["unique (lower(email))", "unique (lower(handle))"])
        #expect(sqlite["shown_rows"] == TableConstraints(
            indexes: ["unique (coalesce(user_id,0), machine, terminal_session)", "index (user_id)"],
            checks: ["first_row>=1"]))
        #expect(sqlite["comment_tags"]?.checks == ["kind in {'hashtag', 'mention'}"])
        #expect(Set(sqlite.keys) == Set(StateTable.names))
    }

    @Test(.enabled(if: StoreBackend.available.contains(.postgres)))
    func anIndexOrACheckOnOneSideAloneIsReported() throws {
        let (sqlite, postgres) = try Self.schemas { sqlite, postgres in
            try sqlite.executeForTesting("CREATE INDEX history_on_video_id ON history(video_id)")
            try sqlite.executeForTesting("CREATE TABLE probe (n INTEGER CHECK (n BETWEEN 1 AND 9))")
            try postgres.query("ALTER TABLE favorites ADD CHECK (length(video_id) = 11)")
            try postgres.query("CREATE UNIQUE INDEX subscriptions_on_handle ON subscriptions (lower(handle))")
        }
        #expect(TableConstraints.differences(sqlite, Self.withoutLedgerKey(postgres)) == [
            "favorites: CHECK lengthvideo_id=11 only in PostgreSQL",
            "history: index index (video_id) only in SQLite",
            "probe: CHECK nbetween1and9 only in SQLite",
            "subscriptions: index unique (lower(handle)) only in PostgreSQL",
        ])
    }

    @Test(arguments: [
        ("kind IN ('hashtag', 'mention')", "CHECK (kind = ANY (ARRAY['mention'::text, 'hashtag'::text]))"),
        ("(avatar IS NULL) = (avatar_mime IS NULL)", "CHECK (((avatar IS NULL) = (avatar_mime IS NULL)))"),
        ("length(token_hash) = 32", "CHECK (length(token_hash) = 32)"),
        ("first_row >= 1", "CHECK (first_row >= 1) NOT VALID"),
    ])
    func aCheckReadsTheSameFromEitherDatabase(sqlite: String, postgres: String) {
        #expect(SchemaText.check(sqlite) == SchemaText.check(postgres))
    }

    @Test func checksThatDifferStayApart() {
        #expect(SchemaText.check("calls >= 0") != SchemaText.check("CHECK (calls > 0)"))
        #expect(SchemaText.check("kind IN ('hashtag', 'mention')") != SchemaText.check("kind IN ('hashtag')"))
    }

    @Test func indexTermsReadAsPostgreSQLPrintsThem() {
        #expect(SchemaText.indexTerms("CREATE UNIQUE INDEX x\n ON shown_rows(ifnull(user_id, 0), machine)")
            == [SchemaText.term("COALESCE(user_id, (0)::bigint)"), "machine"])
        #expect(SchemaText.term("COALESCE(user_id, 0::bigint)") == "coalesce(user_id,0)")
        #expect(SchemaText.term("lower(email)") == "lower(email)")
        #expect(SchemaText.checks(inCreateTable: "CREATE TABLE t (a INTEGER CHECK (a >= 0), CHECK ((a IS NULL) = (a < 9)))")
            == ["a >= 0", "(a IS NULL) = (a < 9)"])
    }

    @Test func aPrimaryKeyOnIDAndTheRowidAtTheEndOfAnIndexAreNotCompared() {
        #expect(SchemaText.index(.primaryKey, ["id"], keyedByID: true) == [])
        #expect(SchemaText.index(.plain, ["video_id", "created_at", "id"], keyedByID: true) == ["index (video_id, created_at)"])
        #expect(SchemaText.index(.unique, ["video_id", "id"], keyedByID: true) == ["unique (video_id, id)"])
        #expect(SchemaText.index(.plain, ["video_id", "id"], keyedByID: false) == ["index (video_id, id)"])
    }
}
