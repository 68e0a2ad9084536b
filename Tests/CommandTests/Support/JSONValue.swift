import Foundation

/// A parsed JSON value that keeps integers, booleans and null apart, so a test can hold each
/// value against the type docs/json.md gives it.
enum JSONValue: Decodable, Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    static func parse(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    var objectValue: [String: JSONValue]? {
        if case .object(let members) = self { members } else { nil }
    }

    var arrayValue: [JSONValue]? {
        if case .array(let items) = self { items } else { nil }
    }

    var stringValue: String? {
        if case .string(let text) = self { text } else { nil }
    }

    /// Whether the value fits a type column of docs/json.md: `string`, `integer`, `boolean`,
    /// `object`, `array…` (`array of strings` checks the items too), each optionally `… or null`.
    func conforms(to documentedType: String) -> Bool {
        var type = documentedType.trimmingCharacters(in: .whitespaces)
        let nullable = type.hasSuffix(" or null")
        if nullable { type = String(type.dropLast(" or null".count)) }
        switch self {
        case .null: return nullable
        case .bool: return type == "boolean"
        case .integer: return type == "integer"
        case .number: return false
        case .string: return type == "string"
        case .object: return type == "object"
        case .array(let items):
            guard type.hasPrefix("array") else { return false }
            return type != "array of strings" || items.allSatisfy { $0.stringValue != nil }
        }
    }
}
