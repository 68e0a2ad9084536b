/// An HTTP request as the emulator sees it, independent of any server framework.
public struct EmulatorRequest: Sendable {
    /// One decoded `name=value` pair of the query string, in order.
    public struct QueryItem: Sendable, Equatable {
        public let name: String
        public let value: String

        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    public var method: String
    public var path: String
    public var query: [QueryItem]
    /// Header fields keyed by lower-cased name.
    public var headers: [String: String]
    /// The body, empty when there is none (a write method's JSON, a form of the OAuth endpoints).
    public var body: [UInt8]

    public init(
        method: String = "GET", path: String, query: [QueryItem] = [], headers: [String: String] = [:],
        body: [UInt8] = []
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.body = body
        self.headers = Dictionary(
            headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// Builds a request from a request target such as `/youtube/v3/videos?part=id&id=a%2Cb`.
    public init(method: String = "GET", target: String, headers: [String: String] = [:], body: [UInt8] = []) {
        let pieces = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let items = pieces.count > 1 ? Self.parseQuery(String(pieces[1])) : []
        self.init(method: method, path: String(pieces[0]), query: items, headers: headers, body: body)
    }

    /// Splits and percent-decodes a query string (`+` means space, as in HTML forms).
    public static func parseQuery(_ text: String) -> [QueryItem] {
        text.split(separator: "&").map { pair in
            let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return QueryItem(decode(halves[0]), halves.count > 1 ? decode(halves[1]) : "")
        }
    }

    private static func decode(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "+"): bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                let high = iterator.next().flatMap(hexValue)
                let low = iterator.next().flatMap(hexValue)
                if let high, let low { bytes.append(high << 4 | low) } else { bytes.append(byte) }
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
