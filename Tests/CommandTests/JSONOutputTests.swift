import Foundation
import Testing

@testable import YTCLI

/// A JSON listing is written one item at a time (RecordWriter): its text must be byte for byte
/// what encoding the whole array at once gives.
@Suite struct JSONOutputTests {
    struct Item: Encodable {
        var id: String
        var title: String
        var tags: [String]
        var counts: [String: Int]
        var published: Date
        var nothing: [String]
    }

    static let items = [
        Item(id: "a", title: "two\nlines and a \"quote\" / slash", tags: ["x", "y"], counts: ["views": 1, "likes": 2],
             published: Date(timeIntervalSince1970: 1_700_000_000), nothing: []),
        Item(id: "b", title: "émoji 🎉 RTL שלום \u{7}", tags: [], counts: [:],
             published: Date(timeIntervalSince1970: 0), nothing: []),
        Item(id: "c", title: "  indented\n  text\n", tags: ["{", "}"], counts: ["n": -3],
             published: Date(timeIntervalSince1970: 86_400), nothing: []),
    ]

    @Test(arguments: [1, 2, 3])
    func itemsIndentedOneByOneAreTheWholeArray(count: Int) throws {
        let items = Array(Self.items.prefix(count))
        let whole = try JSONOutput.encode(items, pretty: true)
        let pieces = try items.map { JSONOutput.indented(try JSONOutput.encode($0, pretty: true)) }
        #expect("[\n" + pieces.joined(separator: ",\n") + "\n]" == whole)
    }
}
