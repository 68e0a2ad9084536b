import Foundation

/// A PostgreSQL connection URI (`postgresql://user:password@host:port/database?sslmode=require`),
/// checked before libpq sees it, with what messages may show of it.
///
/// The password is never shown: `server` is only host and port, and `redacted` replaces the
/// password (in the user part or a `password=` parameter) with `***`.
public struct PostgresURL: Sendable, Hashable, CustomStringConvertible {
    /// The URI as given.
    public let text: String
    /// `host:port` as messages name the server (`localhost:5432` when the URI leaves them out).
    public let server: String

    /// Seconds libpq waits for a connection when the URI does not set `connect_timeout`.
    public static let defaultConnectTimeout = 10

    /// - Throws: `PostgresURL.Invalid` when the text is not a `postgres://` or `postgresql://` URI.
    public init(_ text: String) throws {
        guard let components = URLComponents(string: text),
              let scheme = components.scheme?.lowercased(), scheme == "postgres" || scheme == "postgresql"
        else { throw Invalid(reason: "expected a URI such as postgresql://user@host:5432/ytclone") }
        self.text = text
        let host = components.host.flatMap { $0.isEmpty ? nil : $0 } ?? "localhost"
        server = "\(host.contains(":") ? "[\(host)]" : host):\(components.port ?? 5432)"
    }

    public struct Invalid: Error, Sendable, Hashable {
        public let reason: String
    }

    /// Whether the URI carries a password, in its user part or as a `password=` parameter.
    public var holdsPassword: Bool {
        guard let components = URLComponents(string: text) else { return false }
        return components.password != nil || components.queryItems?.contains { Self.isPassword($0) } == true
    }

    private static func isPassword(_ item: URLQueryItem) -> Bool { item.name.lowercased() == "password" }

    /// The URI with its password replaced by `***`.
    public var redacted: String {
        guard var components = URLComponents(string: text) else { return server }
        if components.password != nil { components.password = "***" }
        components.queryItems = components.queryItems?.map { item in
            Self.isPassword(item) ? URLQueryItem(name: item.name, value: "***") : item
        }
        return components.string ?? server
    }

    public var description: String { redacted }

    /// What is handed to libpq: the URI with `connect_timeout` and `application_name` added when
    /// it does not set them, so that an unreachable server fails in seconds, not minutes.
    var forLibpq: String {
        guard var components = URLComponents(string: text) else { return text }
        var items = components.queryItems ?? []
        let names = Set(items.map { $0.name.lowercased() })
        if !names.contains("connect_timeout") {
            items.append(URLQueryItem(name: "connect_timeout", value: String(Self.defaultConnectTimeout)))
        }
        if !names.contains("application_name") { items.append(URLQueryItem(name: "application_name", value: "ytclone")) }
        components.queryItems = items
        return components.string ?? text
    }
}
