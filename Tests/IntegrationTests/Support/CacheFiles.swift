import Foundation
import Testing

/// Checks of the response cache's files (`<home>/cache/responses`) as another run would read them.
enum CacheFiles {
    /// Expects every `*.entry` file to be whole: a JSON header line with the key, the method and
    /// the time, then a body that parses as JSON. Returns how many entries there are.
    ///
    /// - Parameter allowingLeftovers: whether `*.tmp` files of an interrupted write may remain,
    ///   as they may after a crash; a run that finished leaves none.
    @discardableResult
    static func expectWhole(
        in home: URL, allowingLeftovers: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Int {
        let directory = home.appendingPathComponent("cache/responses")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var entries = 0
        for name in names.sorted() {
            if name.hasSuffix(".tmp") {
                #expect(allowingLeftovers, "a write left \(name) behind", sourceLocation: sourceLocation)
                continue
            }
            #expect(name.hasSuffix(".entry"), "unexpected file \(name)", sourceLocation: sourceLocation)
            let data = try Data(contentsOf: directory.appendingPathComponent(name))
            let newline = try #require(data.firstIndex(of: 0x0A), "\(name) has no header line",
                                       sourceLocation: sourceLocation)
            let header = try JSONSerialization.jsonObject(with: data[..<newline]) as? [String: Any]
            #expect(header?["key"] is String && header?["method"] is String && header?["storedAt"] is NSNumber,
                    "\(name) has a broken header", sourceLocation: sourceLocation)
            let body = data[data.index(after: newline)...]
            #expect((try? JSONSerialization.jsonObject(with: body)) is [String: Any],
                    "\(name) has a body of \(body.count) bytes that is not a JSON object", sourceLocation: sourceLocation)
            entries += 1
        }
        return entries
    }
}
