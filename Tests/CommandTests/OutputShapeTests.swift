import Foundation
import Testing

/// What a pipeline receives: tables are never cut when stdout is not a terminal, and TSV headers
/// use the same words as the JSON keys.
@Suite struct OutputShapeTests {
    @Test func aPipedTableIsNeverCut() async throws {
        let home = CommandHome.today()
        let piped = await home.run(["feed", "--limit", "50"])
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout.split(separator: "\n").count == 51)
        #expect(!piped.stdout.contains("…"), "\(piped.stdout)")
        // Every title appears whole.
        let titles = try #require(try await home.run(["feed", "--limit", "50", "--json"]).json
            as? [[String: Any]]).compactMap { $0["title"] as? String }
        for title in titles where !title.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            #expect(piped.stdout.contains(title) || title.unicodeScalars.contains { $0.value > 0x2000 && $0.value < 0x2070 },
                    "\(title) cut")
        }
    }

    @Test(arguments: [
        ["feed", "--limit", "5"], ["search", "lab", "--type", "channel", "--limit", "5"],
        ["search", "collabs", "--type", "playlist", "--limit", "5"], ["categories"],
    ])
    func tsvHeadersAreTheJSONKeys(_ arguments: [String]) async throws {
        let home = CommandHome.today()
        let tsv = await home.run(arguments + ["--format", "tsv"])
        #expect(tsv.status == 0, "\(tsv.stderr)")
        let header = tsv.stdout.split(separator: "\n").first.map { $0.split(separator: "\t").map(String.init) } ?? []
        let objects = try #require(try await home.run(arguments + ["--json"]).json as? [[String: Any]])
        let keys = Set(try #require(objects.first).keys)
        #expect(!header.isEmpty)
        for name in header { #expect(keys.contains(name), "TSV column \(name) is not a JSON key of \(arguments)") }
    }
}
