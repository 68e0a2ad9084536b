/// Typed access to a request's query string, with the API's validation errors.
///
/// Repeated parameters (`id`, `part`) may be sent as one comma-separated value or several
/// occurrences; both are accepted, as Google does. A parameter given twice that is not repeated
/// counts with its first value.
///
/// In strict mode (``EmulatorConfiguration/strict``) ``refuse(_:parameter:_:)`` throws, so an
/// endpoint can name what the documentation calls unsupported and Google silently forgives.
struct QueryParameters: Sendable {
    let items: [EmulatorRequest.QueryItem]
    /// Whether requests the documentation calls unsupported are refused.
    var strict = false
    /// The method being served (`videos.list`), for strict-mode messages.
    var method = ""
    /// Who signed in, when the request carries a live bearer token (`mine=true` answers for them).
    var caller: Caller?
    /// What users wrote, as the request found it; reads lay it over the catalog.
    var writes = UserWrites()

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

    /// The distinct `id`s of a request about videos, in order: at most 50 (400 `invalidValue` past that).
    func videoIds() throws -> [String] {
        let ids = list("id")
        guard ids.count <= 50 else {
            throw APIError.invalidValue("id", String(ids.count) + " ids", "At most 50 ids may be requested at once.")
        }
        var seen: Set<String> = []
        return ids.filter { seen.insert($0).inserted }
    }

    /// `maxResults` within `range`, or `defaultValue` when absent.
    func maxResults(in range: ClosedRange<Int>, default defaultValue: Int) throws -> Int {
        guard let text = value("maxResults") else { return defaultValue }
        guard let number = Int(text), range.contains(number) else {
            throw APIError.outOfRange("maxResults", text, range)
        }
        return number
    }

    /// A value that must be one of `allowed` (or absent, giving `defaultValue`). The discovery
    /// document's "unspecified" member of the enum (`searchSortUnspecified`…) means the default.
    func choice(
        _ name: String, _ allowed: [String], default defaultValue: String, unspecified: String? = nil
    ) throws -> String {
        guard let text = value(name) else { return defaultValue }
        if let unspecified, text == unspecified { return defaultValue }
        guard allowed.contains(text) else { throw APIError.invalidValue(name, text) }
        return text
    }

    /// A boolean flag such as `prettyPrint`; anything but `false`/`0` is true.
    func flag(_ name: String, default defaultValue: Bool) -> Bool {
        guard let text = value(name)?.lowercased() else { return defaultValue }
        return !(text == "false" || text == "0")
    }

    /// A date-time parameter such as `publishedAfter`: RFC 3339, or the forms Google also takes
    /// (a bare `YYYY-MM-DD` meaning that day's start, a time without zone meaning UTC, and a
    /// `+hh:mm` offset whose `+` an unencoded URL turned into a space).
    func timestamp(_ name: String) throws -> Int64? {
        guard let text = value(name) else { return nil }
        guard let seconds = RFC3339.parseLenient(text) else { throw APIError.invalidValue(name, text) }
        return seconds
    }

    /// `regionCode` (or another region parameter) as an upper-case ISO 3166-1 alpha-2 code,
    /// `defaultValue` when absent or empty. Lower case is accepted, as Google accepts it, except
    /// in strict mode.
    func regionCode(_ name: String = "regionCode", default defaultValue: String?) throws -> String? {
        guard let text = nonEmpty(name) else { return defaultValue }
        let upper = text.uppercased()
        try RegionCode.validate(upper, original: text, parameter: name)
        if upper != text {
            try refuse(
                "invalidValue", parameter: name,
                "\(name) '\(text)' is not an upper-case ISO 3166-1 alpha-2 code (Google accepts it as '\(upper)').")
        }
        return upper
    }

    /// In strict mode, throws the strict-mode error for `detail`; otherwise does nothing.
    func refuse(_ reason: String, parameter: String?, _ detail: String) throws {
        guard strict else { return }
        throw APIError.strict(reason, parameter: parameter, detail)
    }
}

extension Substring {
    func trimmingSpaces() -> String {
        guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else { return "" }
        return String(self[first...last])
    }
}
