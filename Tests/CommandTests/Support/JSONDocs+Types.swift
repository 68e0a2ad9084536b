import Foundation
import Testing

extension JSONDocs {
    /// The type column of the table under `## <section>`, by key (`"string or null"`, `"integer"`…).
    static func types(of section: String) throws -> [String: String] {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/json.md")
        let lines = try String(contentsOf: docs, encoding: .utf8).components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "## \(section)"), "docs/json.md has no section \(section)")
        var types: [String: String] = [:]
        for line in lines[(start + 1)...] {
            if line.hasPrefix("## ") { break }
            guard line.hasPrefix("| `") else { continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
            guard cells.count >= 3 else { continue }
            let key = cells[1].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            types[key] = cells[2].trimmingCharacters(in: .whitespaces)
        }
        return types
    }

    /// Checks one printed object against its section: the same key set, and each value of the
    /// documented type. `context` names the command in failure messages.
    static func expect(
        _ value: JSONValue, is section: String, _ context: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let object = try #require(value.objectValue, "\(context): not an object: \(value)", sourceLocation: sourceLocation)
        let keys = try self.keys(of: section)
        let types = try self.types(of: section)
        #expect(Set(object.keys) == keys, "\(context): keys differ from docs/json.md \"\(section)\"; extra: \(Set(object.keys).subtracting(keys).sorted()), missing: \(keys.subtracting(object.keys).sorted())", sourceLocation: sourceLocation)
        for (key, member) in object.sorted(by: { $0.key < $1.key }) {
            guard let type = types[key] else { continue }
            #expect(member.conforms(to: type), "\(context): \(section).\(key) is \(member), documented as \(type)", sourceLocation: sourceLocation)
        }
    }
}
