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
        // libpq decodes %00 to a NUL and reads the rest of the URL as cut there.
        guard text.range(of: "%00", options: .caseInsensitive) == nil else {
            throw Invalid(reason: "it holds %00 (a NUL byte), which libpq would cut it at")
        }
        self.text = text
        let host = components.host.flatMap { $0.isEmpty ? nil : $0 } ?? "localhost"
        // An IPv6 host comes with its brackets from some URL parsers and without from others.
        let bracketed = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        server = "\(bracketed):\(components.port ?? 5432)"
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
    /// it does not set them, so that an unreachable server fails in seconds, not minutes, and
    /// `sslmode=verify-full` when it names a host that is not this machine and no `sslmode` is
    /// set (here or in `PGSSLMODE`).
    ///
    /// libpq's own default, `prefer`, falls back to plain text, and `require` takes any
    /// certificate: either way a man in the middle reads the password. `verify-full` checks the
    /// certificate against the CA in `~/.postgresql/root.crt` (or `sslrootcert=`) and the host
    /// name. `channel_binding` is left to libpq (`prefer`): `require` refuses every server that
    /// authenticates without SCRAM (trust, peer, certificates), and with the certificate verified
    /// no one in the middle can relay the handshake anyway; set `channel_binding=require` in the
    /// URL for a SCRAM server to refuse a downgrade even from a holder of a trusted certificate.
    var forLibpq: String { forLibpq(environment: ProcessInfo.processInfo.environment) }

    /// `forLibpq` as seen with these environment variables (libpq reads `PGHOST` and
    /// `PGSSLMODE` when the URI leaves them out).
    func forLibpq(environment: [String: String]) -> String {
        guard var components = URLComponents(string: text) else { return text }
        var items = components.queryItems ?? []
        let names = Set(items.map { $0.name.lowercased() })
        if !names.contains("connect_timeout") {
            items.append(URLQueryItem(name: "connect_timeout", value: String(Self.defaultConnectTimeout)))
        }
        if !names.contains("application_name") { items.append(URLQueryItem(name: "application_name", value: "ytclone")) }
        if !names.contains("sslmode"), environment["PGSSLMODE"]?.isEmpty ?? true,
            !Self.isLocal(hosts(components: components, environment: environment))
        {
            items.append(URLQueryItem(name: "sslmode", value: "verify-full"))
        }
        components.queryItems = items
        return components.string ?? text
    }

    /// The hosts libpq will connect to: `hostaddr=` or `host=` parameters, the URI's host, or
    /// `PGHOSTADDR`/`PGHOST`; none means the default Unix socket.
    private func hosts(components: URLComponents, environment: [String: String]) -> [String] {
        func parameter(_ name: String) -> String? {
            components.queryItems?.last { $0.name.lowercased() == name }?.value.flatMap { $0.isEmpty ? nil : $0 }
        }
        func variable(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        let host: String? = components.percentEncodedHost.flatMap { $0.isEmpty ? nil : $0.removingPercentEncoding ?? $0 }
        let candidates: [String?] = [parameter("hostaddr"), parameter("host"), host, variable("PGHOSTADDR"), variable("PGHOST")]
        guard let named = candidates.compactMap({ $0 }).first else { return [] }
        return named.split(separator: ",").map { String($0) }
    }

    /// Whether every host is this machine: a Unix socket's folder (`/…`, or `@…` in the abstract
    /// namespace), `localhost`, or a loopback address (127.0.0.0/8, `::1`).
    static func isLocal(_ hosts: [String]) -> Bool {
        hosts.allSatisfy { host in
            let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
            if bare.hasPrefix("/") || bare.hasPrefix("@") || bare.lowercased() == "localhost" || bare == "::1" {
                return true
            }
            var address = in_addr()
            return inet_pton(AF_INET, bare, &address) == 1 && UInt32(bigEndian: address.s_addr) >> 24 == 127
        }
    }

}
