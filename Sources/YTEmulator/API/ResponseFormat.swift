/// How a response body is written: indented or compact (`prettyPrint`), and as plain JSON or,
/// with `callback`, as JSONP the way Google writes it (`// API callback` then `name({...});`).
struct ResponseFormat: Sendable {
    var pretty: Bool
    /// The JSONP function name, when `callback` names one.
    var callback: String?

    init(pretty: Bool, callback: String? = nil) {
        self.pretty = pretty
        self.callback = callback
    }

    /// Reads `prettyPrint` and `callback`; a `callback` that is not a plain JavaScript name
    /// (letters, digits, `_`, `$`, `.`, `[`, `]`) is ignored and plain JSON is sent.
    init(_ query: QueryParameters) {
        pretty = query.flag("prettyPrint", default: true)
        callback = query.nonEmpty("callback").flatMap { name in
            name.utf8.count <= 256 && name.utf8.allSatisfy(Self.isNameByte) ? name : nil
        }
    }

    var contentType: String {
        callback == nil ? "application/json; charset=UTF-8" : "text/javascript; charset=UTF-8"
    }

    func serialize(_ value: JSONValue) -> [UInt8] {
        let json = JSONWriter(pretty: pretty).serialize(value)
        guard let callback else { return json }
        return Array("// API callback\n\(callback)(".utf8) + json + Array(");".utf8)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "."),
            UInt8(ascii: "["), UInt8(ascii: "]"):
            true
        default:
            false
        }
    }
}
