import Foundation

@testable import YTEmulator

/// The discovery document's `schemas`, and a checker that a response fits them.
///
/// Every key must be a declared property (or allowed by `additionalProperties`), every value of
/// the declared JSON type: `string` (including `format: uint64/int64`, which Google sends as
/// strings), `integer` as a JSON number, `boolean`, `array` and `object`; `$ref`s are resolved.
struct DiscoverySchema {
    let schemas: [String: JSONValue]

    /// Loads `Tests/Fixtures/youtube-api/discovery/youtube.v3.json`, found from this file's place in
    /// the repository; a missing file is an error naming the path.
    static func load() throws -> DiscoverySchema {
        let url = locate(filePath: supportFile)
        guard FileManager.default.fileExists(atPath: url.path) else { throw LoadError.notFound(url.path) }
        let document = try JSONParser.parse(Array(try Data(contentsOf: url)))
        guard case .object(let members)? = document["schemas"] else { throw LoadError.noSchemas(url.path) }
        return DiscoverySchema(schemas: Dictionary(uniqueKeysWithValues: members.map { ($0.key, $0.value) }))
    }

    enum LoadError: Error {
        case notFound(String)
        case noSchemas(String)
    }

    /// The whole discovery document (methods, parameters, schemas).
    static func document() throws -> JSONValue {
        let url = locate(filePath: supportFile)
        guard FileManager.default.fileExists(atPath: url.path) else { throw LoadError.notFound(url.path) }
        return try JSONParser.parse(Array(try Data(contentsOf: url)))
    }

    private static let supportFile = #filePath

    /// `Tests/Fixtures/youtube-api/discovery/youtube.v3.json`, from `Tests/<target>/Support/<file>`.
    static func locate(filePath: String) -> URL {
        URL(fileURLWithPath: filePath)
            .deletingLastPathComponent()  // Support
            .deletingLastPathComponent()  // YTEmulatorTests
            .deletingLastPathComponent()  // Tests
            .appendingPathComponent("Fixtures/youtube-api/discovery/youtube.v3.json")
    }

    /// Violations of schema `name` by `value`, each naming the JSON path; empty when it fits.
    func violations(of value: JSONValue, against name: String) -> [String] {
        var problems: [String] = []
        check(value, against: ["$ref": .string(name)], path: name, problems: &problems)
        return problems
    }

    private func check(_ value: JSONValue, against schema: JSONValue, path: String, problems: inout [String]) {
        if let reference = schema["$ref"]?.stringValue {
            guard let resolved = schemas[reference] else {
                return problems.append("\(path): unknown $ref \(reference)")
            }
            return check(value, against: resolved, path: path, problems: &problems)
        }
        let type = schema["type"]?.stringValue ?? "any"
        switch (type, value) {
        case ("string", .string(let text)):
            if schema["format"]?.stringValue == "date-time", RFC3339.parse(text) == nil {
                problems.append("\(path): '\(text)' is not an RFC 3339 date-time")
            }
            if ["uint64", "int64"].contains(schema["format"]?.stringValue ?? ""), Int64(text) == nil {
                problems.append("\(path): '\(text)' is not a decimal \(schema["format"]?.stringValue ?? "")")
            }
        case ("integer", .int), ("number", .int), ("boolean", .bool), ("any", _):
            break
        case ("array", .array(let elements)):
            for (offset, element) in elements.enumerated() {
                check(element, against: schema["items"] ?? [:], path: "\(path)[\(offset)]", problems: &problems)
            }
        case ("object", .object(let members)):
            for member in members {
                if let property = schema["properties"]?[member.key] {
                    check(member.value, against: property, path: "\(path).\(member.key)", problems: &problems)
                } else if let additional = schema["additionalProperties"] {
                    check(member.value, against: additional, path: "\(path).\(member.key)", problems: &problems)
                } else {
                    problems.append("\(path): unknown key '\(member.key)'")
                }
            }
        default:
            problems.append("\(path): expected \(type), got \(value)")
        }
    }
}
