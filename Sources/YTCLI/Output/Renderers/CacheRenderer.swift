import Foundation
import YTCore
import YouTubeAPI

/// The cache's entries summed per method, with how many are still fresh.
struct CacheStats: Encodable {
    struct Method: Encodable {
        let method: String
        var entries = 0
        var fresh = 0
        var bytes = 0
    }

    let kind = "cacheStats"
    let directory: String
    let entries: Int
    let fresh: Int
    let bytes: Int
    let methods: [Method]

    init(entries list: [FileResponseCache.Entry], directory: String, now: Date) {
        var methods: [String: Method] = [:]
        for entry in list {
            var method = methods[entry.method] ?? Method(method: entry.method)
            method.entries += 1
            method.bytes += entry.bytes
            if now.timeIntervalSince(entry.storedAt) < CacheFreshness.seconds(for: entry.method) { method.fresh += 1 }
            methods[entry.method] = method
        }
        self.directory = directory
        self.methods = methods.values.sorted { $0.bytes > $1.bytes }
        entries = list.count
        fresh = self.methods.reduce(0) { $0 + $1.fresh }
        bytes = self.methods.reduce(0) { $0 + $1.bytes }
    }
}

/// Prints `ytclone cache stats`: the summary as one JSON object, or a row per method
/// (`Shapes.cacheMethod`) and a total for people.
struct CacheRenderer: Sendable {
    let console: Console
    let format: OutputFormat

    func show(_ stats: CacheStats) throws {
        let methods = RecordWriter(console: console, format: format, shape: Shapes.cacheMethod)
        switch format {
        case .json, .ndjson: console.json(try JSONOutput.encode(stats, pretty: format == .json))
        case .tsv: try methods.list(stats.methods)
        case .table:
            if !stats.methods.isEmpty { try methods.list(stats.methods) }
            console.out("\(HumanFormat.counted(stats.entries, "answer")), \(HumanFormat.grouped(stats.fresh)) fresh, "
                        + "\(HumanFormat.bytes(stats.bytes)) in \(stats.directory)")
        }
    }
}

extension Shapes {
    static let cacheMethod = Shape<CacheStats.Method>(kind: nil, numbered: false, [
        Field("method", column: Column("METHOD") { $0.method }) { .text($0.method) },
        Field("entries", column: Column("ENTRIES", right: true) { HumanFormat.grouped($0.entries) }) { .number($0.entries) },
        Field("fresh", column: Column("FRESH", right: true) { HumanFormat.grouped($0.fresh) }) { .number($0.fresh) },
        Field("bytes", column: Column("SIZE", right: true) { HumanFormat.bytes($0.bytes) }) { .number($0.bytes) },
    ])
}
