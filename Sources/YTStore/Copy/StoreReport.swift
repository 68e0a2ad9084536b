import Foundation
import GRDB
import YTCore

/// What `ytclone db check` tells of a store, read without changing anything.
public struct StoreReport: Sendable, Hashable {
    /// `sqlite` or `postgresql`.
    public var backend: String
    /// The file's path, or the server's URL without its password.
    public var location: String
    /// The server's version and how the connection is protected (`PostgreSQL 15.18, TLSv1.3,
    /// certificate and host name verified (sslmode=verify-full) against ~/.postgresql/root.crt`).
    public var server: String?
    /// The migrations applied, and those this binary knows.
    public var applied: [String]
    public var known: [String]

    /// `current`, `empty` (nothing applied yet: the next run sets it up), `older` (the next run
    /// migrates it) or `newer` (written by a newer ytclone, which this one refuses).
    public var schema: String {
        let unknown = applied.filter { !known.contains($0) }
        if !unknown.isEmpty { return "newer" }
        if applied.isEmpty { return "empty" }
        return applied.count == known.count ? "current" : "older"
    }
}

extension StoreLocation {
    /// Reads where the store stands, creating and migrating nothing.
    /// - Throws: `StoreError.unreachable` for a server that does not answer; `StoreError.local`
    ///   for a file that cannot be read or is not a database.
    public func inspect() throws -> StoreReport {
        switch self {
        case .file(let path):
            var report = StoreReport(backend: "sqlite", location: path, applied: [],
                                     known: Migrations.migrator.migrations)
            guard FileManager.default.fileExists(atPath: path) else { return report }
            do {
                var configuration = Configuration()
                configuration.readonly = true
                let queue = try DatabaseQueue(path: path, configuration: configuration)
                // Known ones in their order, then any a newer ytclone applied.
                let applied = try queue.read { db in try Migrations.migrator.appliedIdentifiers(db) }
                report.applied = report.known.filter(applied.contains) + applied.subtracting(report.known).sorted()
            } catch {
                throw StoreError(error, path: path)
            }
            return report
        case .server(let url, _):
            let connection = try PostgresConnection(url: url)
            let version = connection.serverVersion
            let applied: [String]
            do {
                applied = try PostgresMigrations.schema(of: connection).applied
            } catch let failure as PostgresConnection.Failure {
                throw StoreError.unavailable(detail: failure.message)
            }
            return StoreReport(
                backend: "postgresql", location: url.redacted,
                server: "PostgreSQL \(version.number / 10_000).\(version.number % 10_000), \(connection.encryption)",
                applied: applied, known: PostgresMigrations.all.map(\.name))
        }
    }
}
