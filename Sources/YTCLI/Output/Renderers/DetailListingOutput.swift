/// Prints one item with a listing under it: a channel and its uploads, a playlist and its videos,
/// a video and its comments (docs/json.md "Item with a listing").
///
/// JSON is one object holding both (`{"channel": {…}, "videos": […]}`); NDJSON is the item's line
/// followed by one line per listed item (each carries `kind`, or `source` for comments); TSV is
/// the listing alone, since its rows share one header; a table is the item's block, a blank
/// line, then the listing.
struct DetailListingOutput: Sendable {
    let console: Console
    let format: OutputFormat

    func print<Detail, Item>(
        _ detailKey: String, _ detail: Detail, _ detailShape: Shape<Detail>,
        _ listKey: String, _ items: [Item], _ itemShape: Shape<Item>,
        block: () throws -> Void, table: (([Item]) throws -> Void)? = nil
    ) throws {
        let listing = RecordWriter(console: console, format: format, shape: itemShape)
        switch format {
        case .json:
            let both = Both(keys: (detailKey, listKey), detail: detailShape.record(detail),
                            items: items.map(itemShape.record))
            console.json(try JSONOutput.encode(both, pretty: true))
        case .ndjson:
            console.json(try JSONOutput.encode(detailShape.record(detail), pretty: false))
            try listing.list(items)
        case .tsv:
            try listing.list(items)
        case .table:
            try block()
            console.out("")
            try listing.list(items, table: table)
        }
    }

    private struct Both<Detail, Item>: Encodable {
        let keys: (detail: String, items: String)
        let detail: Record<Detail>
        let items: [Record<Item>]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Record<Detail>.Key.self)
            try container.encode(detail, forKey: .init(keys.detail))
            try container.encode(items, forKey: .init(keys.items))
        }
    }
}
