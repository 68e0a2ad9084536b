import CPostgres
import Foundation
import YTCore

/// One connection to a PostgreSQL server through libpq, for one run.
///
/// Statements take text parameters (`$1`, `$2`, …; `nil` for NULL) and give back rows of text.
/// A statement that finds the connection lost outside a transaction connects again and runs once
/// more; a second failure, or a loss inside a transaction, is `StoreError.unreachable`, naming
/// the server and never the password.
///
/// Threads share it one at a time: a statement, or a whole transaction, holds the connection's
/// lock, so another thread's statement (the quota ledger's, say) never lands inside a transaction
/// it does not belong to.
public final class PostgresConnection: @unchecked Sendable {
    public let url: PostgresURL
    /// Held by a statement, or by a transaction for all of its statements (hence recursive).
    private let lock = NSRecursiveLock()
    private let connection: OpaquePointer
    private var inTransaction = false

    /// A failed statement: its SQLSTATE (`23505` for a unique violation), the constraint it broke
    /// if any, and the server's words.
    public struct Failure: Error, Sendable, Hashable {
        public let state: String
        public let constraint: String
        public let message: String

        public var isUniqueViolation: Bool { state == "23505" }
        public var isForeignKeyViolation: Bool { state == "23503" }
    }

    /// Loads libpq and connects.
    /// - Throws: `StoreError.unreachable` when libpq cannot be loaded or the server refuses or
    ///   does not answer within the connect timeout.
    public init(url: PostgresURL) throws {
        self.url = url
        var error = [CChar](repeating: 0, count: 256)
        guard cpg_ready(&error, error.count) == 1 else {
            let detail = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw StoreError.unreachable(server: url.server, detail: detail)
        }
        guard let connection = cpg_connect(url.forLibpq) else {
            throw StoreError.unreachable(server: url.server, detail: "out of memory")
        }
        guard cpg_ok(connection) == 1 else {
            let detail = Self.words(cpg_error(connection))
            cpg_finish(connection)
            throw StoreError.unreachable(server: url.server, detail: detail)
        }
        self.connection = connection
    }

    deinit {
        cpg_finish(connection)
    }

    /// The server's version as libpq reports it (150004 for 15.4) and whether TLS is in use.
    public var serverVersion: (number: Int, tls: Bool) {
        lock.withLock { (Int(cpg_server_version(connection)), cpg_ssl_in_use(connection) == 1) }
    }

    /// How the connection is protected: TLS or not, and whether libpq checked the certificate.
    public var encryption: Encryption {
        lock.withLock {
            func option(_ keyword: String) -> String? {
                var value = [CChar](repeating: 0, count: 4096)
                guard cpg_option(connection, keyword, &value, value.count) == 1 else { return nil }
                let text = String(decoding: value.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                return text.isEmpty ? nil : text
            }
            let tls = cpg_ssl_in_use(connection) == 1
            return Encryption(tls: tls, protocolVersion: tls ? String(cString: cpg_ssl_attribute(connection, "protocol")) : "",
                              sslMode: option("sslmode") ?? "prefer", rootCertificate: option("sslrootcert"))
        }
    }

    /// What `encryption` reports.
    public struct Encryption: Sendable, Hashable, CustomStringConvertible {
        public var tls: Bool
        /// `TLSv1.3`, or "" without TLS.
        public var protocolVersion: String
        /// libpq's `sslmode` for this connection (`prefer` when nothing set it).
        public var sslMode: String
        /// The CA file named by `sslrootcert` (or `PGSSLROOTCERT`); `nil` for libpq's default.
        public var rootCertificate: String?

        /// Whether libpq checked the server's certificate against a CA (`verify-ca`, `verify-full`).
        public var verified: Bool { tls && (sslMode == "verify-ca" || sslMode == "verify-full") }

        /// `TLSv1.3, certificate verified (verify-full) against ~/.postgresql/root.crt`.
        public var description: String {
            guard tls else { return "no TLS (sslmode=\(sslMode))" }
            let tls = protocolVersion.isEmpty ? "TLS" : protocolVersion
            guard verified else { return "\(tls), certificate not verified (sslmode=\(sslMode))" }
            let authority = rootCertificate ?? "~/.postgresql/root.crt"
            let checked = sslMode == "verify-full" ? "certificate and host name verified" : "certificate verified, not its host name"
            return "\(tls), \(checked) (sslmode=\(sslMode)) against \(authority)"
        }
    }

    /// Runs one statement and returns its rows (none for a command).
    @discardableResult
    public func query(_ sql: String, _ parameters: [String?] = []) throws -> [PostgresRow] {
        try withRetry { connection in
            let result = Self.withCStrings(parameters) { values in
                cpg_exec(connection, sql, Int32(parameters.count), values)
            }
            return try Self.rows(of: result)
        }
    }

    /// Runs statements separated by semicolons, without parameters.
    public func script(_ sql: String) throws {
        try withRetry { connection in _ = try Self.rows(of: cpg_exec_script(connection, sql)) }
    }

    private func withRetry<T>(_ run: (OpaquePointer) throws -> T) throws -> T {
        try lock.withLock {
            do {
                return try run(connection)
            } catch let failure as Failure where cpg_ok(connection) == 0 {
                // The connection was lost: once more on a new one, unless a transaction was open
                // (its earlier statements are gone with the old connection).
                guard !inTransaction, cpg_reset(connection) == 1 else {
                    throw StoreError.unreachable(server: url.server, detail: failure.message)
                }
                do {
                    return try run(connection)
                } catch let again as Failure where cpg_ok(connection) == 0 {
                    throw StoreError.unreachable(server: url.server, detail: again.message)
                }
            }
        }
    }

    /// Runs `body` in one transaction (`BEGIN` … `COMMIT`, `ROLLBACK` when it throws), holding
    /// the connection for the whole of it.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        try query("BEGIN")
        inTransaction = true
        defer { inTransaction = false }
        do {
            let value = try body()
            try query("COMMIT")
            return value
        } catch {
            _ = try? query("ROLLBACK")
            throw error
        }
    }

    private static func rows(of result: OpaquePointer?) throws -> [PostgresRow] {
        defer { cpg_clear(result) }
        guard cpg_result_ok(result) == 1 else {
            throw Failure(state: String(cString: cpg_result_field(result, Int32(UInt8(ascii: "C")))),
                          constraint: String(cString: cpg_result_field(result, Int32(UInt8(ascii: "n")))),
                          message: words(cpg_result_message(result)))
        }
        let (rows, columns) = (cpg_rows(result), cpg_columns(result))
        return (0..<rows).map { row in
            PostgresRow(fields: (0..<columns).map { column in cpg_value(result, row, column).map { String(cString: $0) } })
        }
    }

    /// libpq's message on one line, without its trailing newline.
    private static func words(_ message: UnsafePointer<CChar>?) -> String {
        words(message.map { String(cString: $0) } ?? "unknown error")
    }

    private static func words(_ message: String) -> String {
        message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: "; ")
    }

    private static func withCStrings<T>(_ values: [String?], _ body: ([UnsafePointer<CChar>?]) -> T) -> T {
        let copies = values.map { $0.map { strdup($0)! } }
        defer { copies.forEach { free($0) } }
        return body(copies.map { $0.map { UnsafePointer($0) } })
    }
}
