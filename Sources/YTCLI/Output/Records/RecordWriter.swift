/// Writes models in the chosen format from their `Shape`: the one place that knows the four
/// formats.
///
/// A listing is a JSON array, one JSON object per line (NDJSON), a TSV header and rows, or a table
/// fitted to the terminal. One item is a JSON object, an NDJSON line, a TSV header and row, or,
/// for people, the block the caller draws.
struct RecordWriter<Model>: Sendable {
    let console: Console
    let format: OutputFormat
    let shape: Shape<Model>

    /// - Parameter empty: what a table says instead of a bare heading when there are no items:
    ///   one line on stderr with the next step. JSON still prints `[]`, TSV its header.
    func list(_ items: [Model], empty: String? = nil, table: (([Model]) throws -> Void)? = nil) throws {
        if format == .table, items.isEmpty, let empty { return console.note(empty) }
        switch format {
        case .json where items.isEmpty:
            console.json(try JSONOutput.encode(items.map(shape.record), pretty: true))
        case .json:
            // The array's text, one item encoded at a time: encoding the whole array at once held
            // every record, the encoder's tree of them and the text in two copies at the same time.
            let objects = try items.map { try JSONOutput.encode(shape.record($0), pretty: true) }
            console.json("[")
            for (index, object) in objects.enumerated() {
                console.json(JSONOutput.indented(object) + (index == objects.count - 1 ? "" : ","))
            }
            console.json("]")
        case .ndjson:
            for item in items { console.json(try JSONOutput.encode(shape.record(item), pretty: false)) }
        case .tsv:
            let fields = shape.tsvFields
            console.tsv(fields.map(\.key))
            for item in items { console.tsv(fields.map { $0.value(item).tsv }) }
        case .table:
            if let table { return try table(items) }
            console.table(Table(shape: shape, items: items))
        }
    }

    func one(_ item: Model, block: (Model) throws -> Void) throws {
        switch format {
        case .json, .ndjson: console.json(try JSONOutput.encode(shape.record(item), pretty: format == .json))
        case .tsv: try list([item])
        case .table: try block(item)
        }
    }
}
