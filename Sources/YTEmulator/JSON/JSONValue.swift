/// A JSON document whose objects keep their keys in insertion order.
///
/// The emulator writes its own JSON instead of using `JSONSerialization` so that key order,
/// indentation and escaping match what Google sends, and so that the same seed always yields the
/// same bytes (Foundation's dictionaries have no stable order).
///
/// Dictionary literals keep their source order, and a `nil` value drops the key, which is how
/// optional properties (a hidden `likeCount`, a missing `nextPageToken`) disappear:
/// ```swift
/// let item: JSONValue = ["kind": "youtube#video", "likeCount": likes.map { .string(String($0)) }]
/// ```
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])

    /// The value stored under `key` when this is an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The string payload, if this is a string.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The elements, if this is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The integer payload, if this is an integer.
    public var intValue: Int? {
        if case .int(let value) = self { return value }
        return nil
    }

    /// Returns a copy with `value` stored under `key`, inserted at `position` when the key is new.
    func setting(_ key: String, to value: JSONValue, at position: Int? = nil) -> JSONValue {
        guard case .object(var members) = self else { return self }
        if let existing = members.firstIndex(where: { $0.key == key }) {
            members[existing].value = value
        } else {
            members.insert(JSONMember(key: key, value: value), at: min(position ?? members.count, members.count))
        }
        return .object(members)
    }
}

/// One key/value pair of a JSON object.
public struct JSONMember: Sendable, Equatable {
    public let key: String
    public var value: JSONValue

    public init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
    }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, JSONValue?)...) {
        self = .object(elements.compactMap { key, value in value.map { JSONMember(key: key, value: $0) } })
    }
}

extension JSONValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: JSONValue...) {
        self = .array(elements)
    }
}

extension JSONValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) {
        self = .int(value)
    }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}
