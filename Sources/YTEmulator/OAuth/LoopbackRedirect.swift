/// The redirect URIs a Google Desktop client may use: the loopback interface over plain HTTP,
/// any port (RFC 8252 §7.3) and any path.
enum LoopbackRedirect {
    static let hosts: Set<String> = ["127.0.0.1", "[::1]", "localhost"]

    /// Whether `uri` is `http://127.0.0.1[:PORT][/PATH]`, `http://[::1]…` or `http://localhost…`
    /// exactly: no user info, no fragment, no other host that merely starts like one.
    static func accepts(_ uri: String) -> Bool {
        let scheme = "http://"
        guard uri.lowercased().hasPrefix(scheme), !uri.contains("#") else { return false }
        let rest = uri.dropFirst(scheme.count)
        let authority = rest.prefix { $0 != "/" && $0 != "?" }
        guard !authority.contains("@") else { return false }
        var host = String(authority).lowercased()
        if let colon = host.lastIndex(of: ":"), !host.hasSuffix("]") {
            let port = host[host.index(after: colon)...]
            guard !port.isEmpty, port.count <= 5, port.allSatisfy(\.isASCII), port.allSatisfy(\.isNumber),
                let number = Int(port), (1...65_535).contains(number)
            else { return false }
            host = String(host[..<colon])
        }
        return hosts.contains(host)
    }
}
