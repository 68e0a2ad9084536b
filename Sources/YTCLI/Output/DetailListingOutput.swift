/// Prints one item with a listing under it: a channel and its uploads, a playlist and its videos,
/// a video and its comments (docs/json.md "Item with a listing").
///
/// JSON is one object holding both (`{"channel": {…}, "videos": […]}`); NDJSON is the item's line
/// followed by one line per listed item (each carries `kind`, or `source` for comments); TSV is
/// the listing alone, since its rows share one header; a table is the item's block, a blank
/// line, then the listing.
struct DetailListingOutput {
    let console: Console
    let format: OutputFormat

    func print(
        _ detailKey: String, _ detail: any Encodable, _ listKey: String, _ items: [any Encodable],
        block: () throws -> Void, listing: (OutputFormat) throws -> Void
    ) throws {
        switch format {
        case .json:
            console.out(try JSONOutput.encode(Wrapper(keys: [detailKey, listKey], detail: detail, items: items),
                                              pretty: true))
        case .ndjson:
            console.out(try JSONOutput.encode(detail, pretty: false))
            for item in items { console.out(try JSONOutput.encode(item, pretty: false)) }
        case .tsv:
            try listing(.tsv)
        case .table:
            try block()
            console.out("")
            try listing(.table)
        }
    }

    private struct Wrapper: Encodable {
        let keys: [String]
        let detail: any Encodable
        let items: [any Encodable]

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(detail, forKey: Key(stringValue: keys[0]))
            var list = container.nestedUnkeyedContainer(forKey: Key(stringValue: keys[1]))
            for item in items { try list.encode(item) }
        }
    }
}
