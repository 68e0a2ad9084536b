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
}
