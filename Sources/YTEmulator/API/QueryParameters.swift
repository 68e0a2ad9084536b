/// Typed access to a request's query string, with the API's validation errors.
///
/// Repeated parameters (`id`, `part`) may be sent as one comma-separated value or several
/// occurrences; both are accepted, as Google does.
struct QueryParameters: Sendable {
    let items: [EmulatorRequest.QueryItem]

    /// The first value of `name`, or `nil` when absent.
    func value(_ name: String) -> String? {
        items.first { $0.name == name }?.value
    }

    /// `name`'s value when present and not empty.
    func nonEmpty(_ name: String) -> String? {
        value(name).flatMap { $0.isEmpty ? nil : $0 }
    }

    func has(_ name: String) -> Bool {
        items.contains { $0.name == name }
    }

    /// All comma-separated values of every occurrence of `name`, trimmed, empties dropped.
    func list(_ name: String) -> [String] {
        items.filter { $0.name == name }.flatMap { item in
            item.value.split(separator: ",").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
        }
    }

    /// `maxResults` within `range`, or `defaultValue` when absent.
    func maxResults(in range: ClosedRange<Int>, default defaultValue: Int) throws -> Int {
        guard let text = value("maxResults") else { return defaultValue }
        guard let number = Int(text), range.contains(number) else {
            throw APIError.outOfRange("maxResults", text, range)
        }
        return number
    }

    /// A value that must be one of `allowed` (or absent, giving `defaultValue`).
    func choice(_ name: String, _ allowed: [String], default defaultValue: String) throws -> String {
        guard let text = value(name) else { return defaultValue }
        guard allowed.contains(text) else { throw APIError.invalidValue(name, text) }
        return text
    }

    /// A boolean flag such as `prettyPrint`; anything but `false`/`0` is true.
    func flag(_ name: String, default defaultValue: Bool) -> Bool {
        guard let text = value(name)?.lowercased() else { return defaultValue }
        return !(text == "false" || text == "0")
    }

    /// An RFC 3339 timestamp parameter such as `publishedAfter`.
    func timestamp(_ name: String) throws -> Int64? {
        guard let text = value(name) else { return nil }
        guard let seconds = RFC3339.parse(text) else { throw APIError.invalidValue(name, text) }
        return seconds
    }
}

extension Substring {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
