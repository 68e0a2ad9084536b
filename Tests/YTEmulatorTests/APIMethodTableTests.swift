import Testing

@testable import YTEmulator

/// `APIMethod.all` is the discovery document's list of methods: same ids, HTTP methods, paths
/// and scopes, neither side with a method the other lacks.
@Suite struct APIMethodTableTests {
    struct Row: Hashable, CustomStringConvertible {
        let id: String
        let httpMethod: String
        let path: String
        let scopes: Set<String>

        var description: String { "\(id) \(httpMethod) \(path) \(scopes.sorted())" }
    }

    /// Every method of the document's resources and nested resources, as the table spells it.
    static func documentRows() throws -> Set<Row> {
        var rows: Set<Row> = []
        func walk(_ resources: JSONValue?) {
            guard case .object(let members)? = resources else { return }
            for member in members {
                if case .object(let methods)? = member.value["methods"] {
                    for method in methods.map(\.value) {
                        let id = method["id"]?.stringValue ?? ""
                        let path = method["path"]?.stringValue ?? ""
                        let scopes = (method["scopes"]?.arrayValue ?? []).compactMap(\.stringValue).map {
                            String($0.dropFirst("https://www.googleapis.com/auth/".count))
                        }
                        rows.insert(
                            Row(
                                id: String(id.dropFirst("youtube.".count)),
                                httpMethod: method["httpMethod"]?.stringValue ?? "",
                                path: String(path.dropFirst("youtube/v3/".count)), scopes: Set(scopes)))
                    }
                }
                walk(member.value["resources"])
            }
        }
        walk(try DiscoverySchema.document()["resources"])
        return rows
    }

    @Test func tableEqualsTheDiscoveryDocument() throws {
        let document = try Self.documentRows()
        let table = Set(APIMethod.all.map { Row(id: $0.id, httpMethod: $0.httpMethod, path: $0.path, scopes: $0.scopes) })
        #expect(document.count > 80)
        #expect(table.count == APIMethod.all.count, "the table repeats a method")
        let missing = document.subtracting(table).map(\.description).sorted()
        let extra = table.subtracting(document).map(\.description).sorted()
        #expect(missing.isEmpty, "in the document, not the table: \(missing)")
        #expect(extra.isEmpty, "in the table, not the document: \(extra)")
    }

    @Test func everyMethodIsFoundAtItsOwnPath() {
        for method in APIMethod.all {
            let path = method.path.replacingOccurrences(of: "{id}", with: "abc")
            #expect(APIMethod.find(httpMethod: method.httpMethod, path: path)?.id == method.id, "\(method.id)")
        }
    }

    @Test func writesCostFiftyAndKnownExceptionsTheirOwn() {
        let cost = Dictionary(uniqueKeysWithValues: APIMethod.all.map { ($0.id, $0.cost) })
        #expect(cost["commentThreads.insert"] == 50)
        #expect(cost["videos.rate"] == 50)
        #expect(cost["playlistItems.delete"] == 50)
        #expect(cost["videos.insert"] == 1600)
        #expect(cost["search.list"] == 100)
        #expect(cost["i18nRegions.list"] == 1)
    }
}
