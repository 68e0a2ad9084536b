/// Turns a `DecodingError` into plain words naming the JSON path that broke (`items[0].id is
/// missing`, `the answer is not JSON`), never Foundation's own sentence ("The given data was not
/// valid JSON.") or a Swift type's name.
enum DecodingErrorSummary {
    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "the answer is not JSON"
        case .dataCorrupted(let context):
            return "\(path(context.codingPath)) holds a value this client cannot read"
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])) is missing"
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)) is not \(kind(of: type))"
        case .valueNotFound(let type, let context):
            return "\(path(context.codingPath)) is null where \(kind(of: type)) was expected"
        @unknown default:
            return "the answer does not have the expected shape"
        }
    }

    /// The JSON kind a Swift type is read from, in words.
    private static func kind(of type: Any.Type) -> String {
        switch type {
        case is String.Type, is Substring.Type: "text"
        case is Bool.Type: "true or false"
        case is Int.Type, is Int64.Type, is UInt64.Type, is Double.Type, is Float.Type, is Int32.Type, is UInt.Type:
            "a number"
        case is [Any].Type: "a list"
        default: "an object"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        let rendered = keys.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
        return rendered.isEmpty ? "the answer" : String(rendered.drop { $0 == "." })
    }
}
