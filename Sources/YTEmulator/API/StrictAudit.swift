/// What strict mode checks before any method runs: parameters the method does not have,
/// deprecated ones, non-repeated ones given more than once, and response formats other than JSON.
///
/// Google ignores all of these (unknown parameters, a second `key`), which is why the default
/// mode does too; a client's own tests run under `--strict` so that they do not rely on it.
enum StrictAudit {
    /// The standard query parameters every method takes (the discovery document's top-level
    /// `parameters`).
    static let standardParameters: Set<String> = [
        "$.xgafv", "access_token", "alt", "callback", "fields", "key", "oauth_token", "prettyPrint", "quotaUser",
        "uploadType", "upload_protocol",
    ]
    /// Parameters the discovery document marks `repeated` on some list method.
    static let repeatedParameters: Set<String> = ["id", "part", "type"]

    /// Checks `query` against a method's own `parameters` and its `deprecated` ones.
    static func check(_ query: QueryParameters, parameters: Set<String>, deprecated: Set<String>) throws {
        var seen: [String: Int] = [:]
        var order: [String] = []
        for item in query.items {
            if seen[item.name] == nil { order.append(item.name) }
            seen[item.name, default: 0] += 1
        }
        for name in order {
            if !standardParameters.contains(name) && !parameters.contains(name) {
                try query.refuse(
                    "unexpectedParameter", parameter: name,
                    "'\(name)' is not a parameter of \(query.method) (Google ignores unknown parameters).")
            }
            if deprecated.contains(name) {
                try query.refuse(
                    "deprecatedParameter", parameter: name, "'\(name)' of \(query.method) is deprecated.")
            }
            if let count = seen[name], count > 1, !repeatedParameters.contains(name) {
                try query.refuse(
                    "invalidParameter", parameter: name,
                    "'\(name)' is given \(count) times but is not a repeated parameter.")
            }
        }
        if let alt = query.value("alt"), alt != "json" {
            try query.refuse("invalidParameter", parameter: "alt", "alt=\(alt) is not served; only alt=json is.")
        }
    }
}
