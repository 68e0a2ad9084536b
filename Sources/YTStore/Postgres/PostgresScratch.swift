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
        while try gate.query("SELECT count(*) FROM pg_locks WHERE relation = '\(table)'::regclass AND NOT granted")[0]
            .int(0) < writers
        {
            guard Date() < deadline else {
                try gate.query("ROLLBACK")
                throw WritersDidNotMeet(table: table, writers: writers)
            }
            Thread.sleep(forTimeInterval: 0.005)  // polling what the server reports, not a timing guess
        }
        try gate.query("COMMIT")
    }

    /// Fewer writers than expected came to wait at the table.
    package struct WritersDidNotMeet: Error, CustomStringConvertible {
        let table: String
        let writers: Int
        package var description: String { "fewer than \(writers) writers came to wait for \(table)" }
    }
}
