import Foundation
import Testing

/// Every event type in Sources has a listener on the bus: an event nobody hears is removed, not
/// kept for later (DESIGN, "Every part of this vocabulary must do visible work").
///
/// Swift lists no conformances at run time, so the test reads the source text: a type whose
/// inheritance clause names `Event` is an event, and `.on(Name.self` is a listener for it.
@Suite struct EventListenerTests {
    @Test func everyEventTypeInSourcesHasAListener() throws {
        let sources = try SourceText.read(under: SourceText.sourcesFolder)
        try #require(sources.count > 100, "Sources/ was found and read")
        let events = SourceText.eventTypes(in: sources)
        #expect(events.isSuperset(of: ["PageFetched", "QuotaSpent", "ClientActivity"]), "the scan finds events")
        let heard = SourceText.listenedTypes(in: sources)
        let unheard = events.subtracting(heard).sorted()
        #expect(unheard.isEmpty, "nothing in Sources listens (`.on(Name.self`) to: \(unheard.joined(separator: ", "))")
    }

    @Test func theScanSeesConformancesWhereverTheyAreWritten() {
        let text = SourceText.withoutComments("""
            /// struct InAComment: Event {}
            public struct Plain: Event, Hashable { let a: Int }
            struct Later: Hashable, Event {}
            enum Kind: Sendable,
                Event {}
            final class Boxed<T>: Event where T: Sendable {}
            struct NotOne: EventStore {}
            extension Outside: Event {}
            bus.on(Plain.self, by: nil) { _ in }   // bus.on(Later.self
            bus.on(Kind.self, by: self, isolation: MainActor.shared) { _, _ in }
            """)
        #expect(SourceText.eventTypes(in: [text]) == ["Plain", "Later", "Kind", "Boxed", "Outside"])
        #expect(SourceText.listenedTypes(in: [text]) == ["Plain", "Kind"])
    }
}

/// The text of the package's Swift sources, read to find its events and their listeners.
private enum SourceText {
    /// `Sources/`, found from this file's place in `Tests/YTCoreTests/`.
    static let sourcesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// Each `.swift` file under `folder`, comments removed.
    static func read(under folder: URL) throws -> [String] {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try files.map { withoutComments(try String(contentsOf: $0, encoding: .utf8)) }
    }

    /// `text` without `//` comments (Sources has no `/* */` ones), so an example in a doc comment
    /// counts for nothing.
    static func withoutComments(_ text: String) -> String {
        text.replacing(/\/\/[^\n]*/, with: "")
    }

    /// The names of the types declared, or extended, with `Event` in their inheritance clause.
    static func eventTypes(in sources: [String]) -> Set<String> {
        let declaration = /(?:struct|enum|class|actor|extension)\s+(\w+)(?:<[^>]*>)?\s*:([^{]*)\{/
        return Set(sources.flatMap { text in
            text.matches(of: declaration).compactMap { match -> String? in
                let inherited = match.output.2.split(separator: "where").first ?? ""
                let names = inherited.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                return names.contains("Event") ? String(match.output.1) : nil
            }
        })
    }

    /// The event types some listener registers for with `.on(Name.self`.
    static func listenedTypes(in sources: [String]) -> Set<String> {
        Set(sources.flatMap { text in text.matches(of: /\.on\(\s*(\w+)\.self/).map { String($0.output.1) } })
    }
}
