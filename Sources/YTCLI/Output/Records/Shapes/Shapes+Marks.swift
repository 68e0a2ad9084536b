import YTCore

extension WatchMarks {
    /// The fields that mark a listing's rows, for any model with a video id: `watched`, a narrow
    /// `✓` column when someone is signed in (blank for a video not watched), and `position`.
    /// JSON only: TSV keeps its columns.
    func fields<Model>(_ videoId: @escaping @Sendable (Model) -> String) -> [Field<Model>] {
        let column = known ? Column<Model>("✓") { self.watched(videoId($0)) == true ? "✓" : "" } : nil
        return [
            Field("watched", tsv: false, column: column) { .flag(self.watched(videoId($0))) },
            Field("position", tsv: false) { .number(self.position(videoId($0))) },
        ]
    }
}
