/// A write method's resource body and the rules every write shares: which parts it sets, the
/// fields it must have, and, in strict mode, the read-only fields it must not carry.
struct WriteBody: Sendable {
    let resource: JSONValue
    let query: QueryParameters

    /// The body of `request`, which must be a JSON object (400 `parseError`-like `invalidValue`
    /// otherwise; 400 `required` when there is none).
    init(_ request: UserRequest) throws {
        guard let body = request.body else {
            throw APIError(code: 400, "The request body is required.", domain: "global", reason: "required")
        }
        guard case .object = body else { throw APIError.parseError }
        resource = body
        query = request.query
    }

    /// The `part` names a write gives. `part` is required; a part the resource does not have is
    /// 400 `unknownPart` as on reads. A part the method cannot write (`writable`) is ignored, as
    /// Google ignores it, except in strict mode.
    func parts(known: Set<String>, writable: Set<String>) throws -> Set<String> {
        let names = try PartSelection(query, known: known).names
        for name in names.sorted() where !writable.contains(name) {
            try query.refuse(
                "invalidPart", parameter: "part",
                "part '\(name)' cannot be written by \(query.method); Google ignores it.")
        }
        return names
    }

    /// The value at a dotted `path` (`snippet.topLevelComment.snippet.textOriginal`).
    func value(_ path: String) -> JSONValue? {
        path.split(separator: ".").reduce(Optional(resource)) { value, key in value?[String(key)] }
    }

    /// The string at `path`, or 400 `required` naming the property when it is missing or empty.
    func required(_ path: String) throws -> String {
        guard let text = value(path)?.stringValue, !text.isEmpty else {
            throw APIError(
                code: 400, "Required property \(path) is missing.", domain: "youtube.\(query.method.prefix { $0 != "." })",
                reason: "required", parameter: path)
        }
        return text
    }

    /// In strict mode, refuses the first of `readOnly` (dotted paths) the body carries: the API
    /// sets them itself, and Google drops them silently.
    func refuseReadOnly(_ readOnly: [String]) throws {
        for path in readOnly where value(path) != nil {
            try query.refuse(
                "invalidValue", parameter: path,
                "'\(path)' is read-only in \(query.method); Google ignores it in the request body.")
        }
    }
}
