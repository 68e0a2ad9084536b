import Foundation
import Testing
import YTCore
@testable import YTStore

/// What only the PostgreSQL store has: a server to reach, migrations shared by machines, and one
/// quota ledger per API key.
@Suite("PostgreSQL store", .enabled(if: StoreBackend.available.contains(.postgres)))
struct PostgresStoreTests {
    @Test("machines opening an empty database at once apply each migration once")
    func migrationsOnce() throws {
        try TestServer.withDatabase { url in
            let failures = Failures()
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                do { _ = try PostgresStore(url: url, ledger: "k") } catch { failures.add(error) }
            }
            #expect(failures.all.isEmpty)
            let report = try StoreLocation.server(url, ledger: "k").inspect()
            #expect(report.applied == PostgresMigrations.all.map(\.name))
            #expect(report.schema == "current")
        }
    }

    @Test("a database a newer ytclone set up is refused and left as it is")
    func newerSchemaRefused() throws {
        try TestServer.withDatabase { url in
            _ = try PostgresStore(url: url, ledger: "k")
            let admin = try PostgresConnection(url: url)
            try admin.query("INSERT INTO ytclone_migrations (name) VALUES ('v99-from-the-future')")
            #expect {
                _ = try PostgresStore(url: url, ledger: "k")
            } throws: { error in
                guard case StoreError.unavailable(let detail) = error else { return false }
                return detail.contains("newer ytclone") && detail.contains("v99-from-the-future")
            }
            #expect(try admin.query("SELECT count(*) FROM ytclone_migrations")[0].int(0) == PostgresMigrations.all.count + 1)
        }
    }

    @Test("shown rows numbered below 1, which the schema let in before it had SQLite's CHECK, do not stop the migration")
    func firstRowCheckArrivesOverOldRows() throws {
        try TestServer.withDatabase { url in
            _ = try PostgresStore(url: url, ledger: "k")
            let admin = try PostgresConnection(url: url)
            // The table as it was before the migration, holding a row the CHECK refuses.
            try admin.script("""
                DROP INDEX shown_rows_on_user_id;
                ALTER TABLE shown_rows DROP CONSTRAINT shown_rows_first_row_check;
                DELETE FROM ytclone_migrations WHERE name = 'v5-shown-rows-level-with-sqlite';
                INSERT INTO shown_rows (machine, terminal_session, kind, listing, first_row, ids, updated_at)
                VALUES ('m', 1, 'video', 'popular', 0, 'a', now()), ('m', 2, 'video', 'popular', 1, 'b', now());
                """)
            _ = try PostgresStore(url: url, ledger: "k")
            #expect(try admin.query("SELECT ids FROM shown_rows").map(\.fields) == [["b"]])
            #expect {
                try admin.query("""
                    INSERT INTO shown_rows (machine, terminal_session, kind, listing, first_row, ids, updated_at)
                    VALUES ('m', 3, 'video', 'popular', 0, 'c', now())
                    """)
            } throws: { error in
                let failure = error as? PostgresConnection.Failure
                return failure?.state == "23514" && failure?.constraint == "shown_rows_first_row_check"
            }
        }
    }

    @Test("the quota ledger is one per API key: the same key adds up, another key is apart")
    func ledgerPerKey() throws {
        try TestServer.withDatabase { url in
            let laptop = try PostgresStore(url: url, ledger: "key-a"), server = try PostgresStore(url: url, ledger: "key-a")
            let other = try PostgresStore(url: url, ledger: "key-b")
            try laptop.recordQuota(day: "2026-11-23", [QuotaUsage(method: "videos.list", calls: 1, units: 1)])
            try server.recordQuota(day: "2026-11-23", [QuotaUsage(method: "videos.list", calls: 2, units: 2)])
            try other.recordQuota(day: "2026-11-23", [QuotaUsage(method: "search.list", calls: 1, units: 100)])
            #expect(try laptop.quotaUsage(day: "2026-11-23") == [QuotaUsage(method: "videos.list", calls: 3, units: 3)])
            #expect(try other.quotaUsage(day: "2026-11-23") == [QuotaUsage(method: "search.list", calls: 1, units: 100)])
        }
    }

    @Test("a connection lost between statements is made again once")
    func lostConnectionRetried() throws {
        try TestServer.withDatabase { url in
            let store = try PostgresStore(url: url, ledger: "k")
            try store.recordQuota(day: "2026-11-23", [QuotaUsage(method: "videos.list", calls: 1, units: 1)])
            let admin = try PostgresConnection(url: url)
            let killed = try admin.query("""
                SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                WHERE datname = current_database() AND pid <> pg_backend_pid()
                """)
            #expect(killed.map(\.fields) == [["t"]])
            #expect(try store.quotaUsage(day: "2026-11-23") == [QuotaUsage(method: "videos.list", calls: 1, units: 1)])
        }
    }

    @Test("another thread's statement waits for a transaction rather than landing in it")
    func transactionsHoldTheConnection() throws {
        try TestServer.withDatabase { url in
            let store = try PostgresStore(url: url, ledger: "k")
            let started = DispatchSemaphore(value: 0)
            let group = DispatchGroup()
            DispatchQueue.global().async(group: group) {
                _ = try? store.write { connection in
                    try connection.query("INSERT INTO quota_ledger VALUES ('k', 'd', 'rolled.back', 1, 1)")
                    started.signal()
                    Thread.sleep(forTimeInterval: 0.2)
                    throw StoreError.unavailable(detail: "rolled back on purpose")
                }
            }
            started.wait()
            // Inside the other thread's transaction, this row would be rolled back with it.
            try store.connection.query("INSERT INTO quota_ledger VALUES ('k', 'd', 'kept', 1, 1)")
            group.wait()
            #expect(try store.quotaUsage(day: "d") == [QuotaUsage(method: "kept", calls: 1, units: 1)])
        }
    }

    @Test("an unreachable server is named by host and port, the password never shown")
    func unreachable() throws {
        let port = try closedPort()
        let url = try PostgresURL("postgresql://alice:s3cret-pw@127.0.0.1:\(port)/ytclone?connect_timeout=2")
        #expect {
            _ = try PostgresStore(url: url, ledger: "k")
        } throws: { error in
            guard case StoreError.unreachable(let server, let detail) = error else { return false }
            return server == "127.0.0.1:\(port)" && !detail.contains("s3cret") && !"\(error)".contains("s3cret")
        }
    }

    /// A loopback port nothing listens on: bound, then closed.
    private func closedPort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        try withUnsafeMutablePointer(to: &address) { pointer in
            try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                try #require(bind(fd, raw, length) == 0)
                try #require(getsockname(fd, raw, &length) == 0)
            }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

@Suite("PostgreSQL URL")
struct PostgresURLTests {
    @Test("messages name the server by host and port, never the password")
    func redaction() throws {
        let url = try PostgresURL("postgresql://alice:s3cret@db.example:6543/ytclone?sslmode=require&password=other")
        #expect(url.server == "db.example:6543")
        #expect(!url.redacted.contains("s3cret") && !url.redacted.contains("other"))
        #expect(url.redacted.contains("sslmode=require") && url.redacted.contains("alice"))
        #expect(try PostgresURL("postgres:///ytclone").server == "localhost:5432")
        #expect(try PostgresURL("postgresql://ada@[::1]:5433/ytclone").server == "[::1]:5433")
    }

    @Test("libpq gets a connect timeout and the application's name unless the URL sets them")
    func defaults() throws {
        #expect(try PostgresURL("postgresql://localhost/db").forLibpq(environment: [:])
            == "postgresql://localhost/db?connect_timeout=10&application_name=ytclone")
        #expect(try PostgresURL("postgresql://h/db?connect_timeout=3").forLibpq(environment: [:])
            .contains("connect_timeout=3&application_name"))
    }

    @Test("a host that is not this machine gets sslmode=verify-full unless an sslmode is set",
          arguments: [
            ("postgresql://ada@db.example/ytclone", [:], "verify-full"),
            ("postgresql://ada@10.0.0.7:5433/ytclone", [:], "verify-full"),
            ("postgresql://ada@[2001:db8::1]/ytclone", [:], "verify-full"),
            ("postgresql://ada@localhost/ytclone", [:], nil),
            ("postgresql://ada@127.0.0.1/ytclone", [:], nil),
            ("postgresql://ada@127.8.9.10/ytclone", [:], nil),
            ("postgresql://ada@[::1]/ytclone", [:], nil),
            ("postgresql:///ytclone", [:], nil),
            ("postgresql:///ytclone?host=/var/run/postgresql", [:], nil),
            ("postgresql://%2Fvar%2Frun%2Fpostgresql/ytclone", [:], nil),
            ("postgresql:///ytclone", ["PGHOST": "db.example"], "verify-full"),
            ("postgresql:///ytclone?host=db.example", [:], "verify-full"),
            ("postgresql://localhost/ytclone?hostaddr=10.0.0.7", [:], "verify-full"),
            ("postgresql://localhost/ytclone?host=localhost,db.example", [:], "verify-full"),
            ("postgresql://ada@db.example/ytclone?sslmode=require", [:], "require"),
            ("postgresql://ada@db.example/ytclone?sslmode=disable", [:], "disable"),
            ("postgresql://ada@localhost/ytclone?sslmode=require", [:], "require"),
            ("postgresql://ada@db.example/ytclone", ["PGSSLMODE": "verify-ca"], nil),
          ] as [(String, [String: String], String?)])
    func sslModeDefault(text: String, environment: [String: String], expected: String?) throws {
        let forLibpq = try PostgresURL(text).forLibpq(environment: environment)
        let modes = URLComponents(string: forLibpq)?.queryItems?.filter { $0.name == "sslmode" }.map(\.value)
        #expect(modes == (expected.map { [$0] } ?? []), "\(forLibpq)")
    }

    @Test("a URL holding %00 is refused without repeating it")
    func nulRefused() {
        #expect {
            _ = try PostgresURL("postgresql://ada:s3cret%00@db.example/ytclone")
        } throws: { error in
            (error as? PostgresURL.Invalid)?.reason.contains("%00") == true && !"\(error)".contains("s3cret")
        }
    }

    @Test("anything but a postgres:// or postgresql:// URI is refused", arguments: ["", "sqlite:///x", "host=db user=a", "mysql://h/db"])
    func refused(text: String) {
        #expect(throws: PostgresURL.Invalid.self) { try PostgresURL(text) }
    }
}
