import YTCore

extension Shapes {
    /// A file `download` wrote (docs/json.md "Download").
    static let download = Shape<DownloadedFile>(kind: nil, numbered: false, [
        Field("videoId", column: Column("ID") { $0.videoId }) { .text($0.videoId) },
        Field("path", column: Column("FILE", .flexible(rank: 2)) { $0.path }) { .text($0.path) },
    ])
}
