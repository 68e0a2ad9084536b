import Foundation

@testable import YTEmulator

/// The discovery document's `schemas`, and a checker that a response fits them.
///
/// Every key must be a declared property (or allowed by `additionalProperties`), every value of
/// the declared JSON type: `string` (including `format: uint64/int64`, which Google sends as
/// strings), `integer` as a JSON number, `boolean`, `array` and `object`; `$ref`s are resolved.
struct DiscoverySchema {
    let schemas: [String: JSONValue]

    /// Loads `youtube.v3.json` from `$YTCLONE_SHARED_DIR/youtube-api/discovery/`, or from
    /// `../shared/youtube-api/discovery/` next to the package root found above `filePath`.
    static func load(filePath: String = #filePath) throws -> DiscoverySchema {
        let url = try locate(filePath: filePath)
        let document = try JSONParser.parse(Array(try Data(contentsOf: url)))
        guard case .object(let members)? = document["schemas"] else { throw LoadError.noSchemas(url.path) }
        return DiscoverySchema(schemas: Dictionary(uniqueKeysWithValues: members.map { ($0.key, $0.value) }))
    }

    enum LoadError: Error {
        case notFound(String)
        case noSchemas(String)
    }

    static func locate(filePath: String) throws -> URL {
        let relative = "youtube-api/discovery/youtube.v3.json"
        if let shared = ProcessInfo.processInfo.environment["YTCLONE_SHARED_DIR"] {
            return URL(fileURLWithPath: shared).appendingPathComponent(relative)
        }
        var directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                let candidate = directory.deletingLastPathComponent().appendingPathComponent("shared/" + relative)
                guard FileManager.default.fileExists(atPath: candidate.path) else {
                    throw LoadError.notFound(candidate.path)
                }
                return candidate
            }
            directory = directory.deletingLastPathComponent()
        }
        throw LoadError.notFound(filePath)
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
