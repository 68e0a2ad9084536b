import Foundation

/// Throwaway databases on a server, for tests and benchmarks: `ytclone` itself never makes one.
package enum PostgresScratch {
    /// Creates an empty database on the server `serverURL` names, runs `body` with its URL, and
    /// drops it (closing whatever connections are still open to it).
    package static func withDatabase<T>(on serverURL: PostgresURL, _ body: (PostgresURL) throws -> T) throws -> T {
        let admin = try PostgresConnection(url: serverURL)
        let name = "ytclone_scratch_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(16).lowercased()
        try admin.query("CREATE DATABASE \(name)")
        defer { _ = try? admin.query("DROP DATABASE \(name) WITH (FORCE)") }
        var components = URLComponents(string: serverURL.text)
        components?.path = "/" + name
        return try body(try PostgresURL(components?.string ?? ""))
    }

    /// Holds every write to `table` back (a SHARE lock, which reads pass) while `start` sets
    /// `writers` connections or processes going, until all of them wait at their write, then lets
    /// them go together: a barrier at the statement itself, so their writes overlap for certain.
    ///
    /// - Throws: when fewer than `writers` are waiting after `timeout` seconds (one failed before
    ///   its write, or never writes).
    package static func releaseWritesTogether(to table: String, writers: Int, on url: PostgresURL,
                                              timeout: TimeInterval = 120, start: () throws -> Void) throws
    {
        let gate = try PostgresConnection(url: url)
        try gate.query("BEGIN")
        try gate.query("LOCK TABLE \(table) IN SHARE MODE")
        try start()
        let deadline = Date().addingTimeInterval(timeout)
        // pg_locks lists every database's locks: only this one's count.
        let waiting = """
            SELECT count(*) FROM pg_locks WHERE relation = '\(table)'::regclass AND NOT granted
                AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
            """
        while try gate.query(waiting)[0].int(0) < writers {
            guard Date() < deadline else {
                let backends = try gate.query("""
                    SELECT coalesce(state, '') || ' ' || coalesce(wait_event_type || ':' || wait_event, 'running')
                        || ': ' || left(query, 100)
                    FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()
                    """).map { try $0.text(0) }
                try gate.query("ROLLBACK")
                throw WritersDidNotMeet(table: table, writers: writers, backends: backends)
            }
            Thread.sleep(forTimeInterval: 0.005)  // polling what the server reports, not a timing guess
        }
        try gate.query("COMMIT")
    }

    /// Fewer writers than expected came to wait at the table; `backends` says what every other
    /// connection to the database was doing then (state, wait event, statement).
    package struct WritersDidNotMeet: Error, CustomStringConvertible {
        let table: String
        let writers: Int
        let backends: [String]
        package var description: String {
            "fewer than \(writers) writers came to wait for \(table); the other connections: "
                + (backends.isEmpty ? "none" : backends.joined(separator: " | "))
        }
    }
}
