/// Prints the files `download` wrote (fields: `Shapes.download`): a table of ids and paths on a
/// terminal, the paths alone one a line for a pipe (`| xargs mpv`), or JSON, NDJSON, TSV.
struct DownloadRenderer: Sendable {
    let console: Console
    let format: OutputFormat
    /// Whether stdout is a terminal: a table for people, else the bare paths.
    let terminal: Bool

    func list(_ files: [DownloadedFile]) throws {
        try RecordWriter(console: console, format: format, shape: Shapes.download).list(files) { files in
            guard terminal else { return files.forEach { console.out($0.path) } }
            if !files.isEmpty { console.table(Table(shape: Shapes.download, items: files)) }
        }
    }
}
