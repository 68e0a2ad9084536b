/// Names a listing for its saved cursor: the command and the query that shapes its pages.
///
/// Saved cursors are found by this text, so a spec's key must stay byte for byte what it was.
public enum ListingKey {
    /// `search?limit=25&q=swift&type=video`: the parameters sorted, those without a value left out.
    public static func make(_ command: String, _ parameters: [String: String?]) -> String {
        let query = parameters.compactMap { name, value in value.map { "\(name)=\($0)" } }.sorted()
        // Appended one by one: `joined(separator:)` is unspecialized in the standard library and
        // looks `[String]`'s conformances up at run time, a scan of the binary's whole table.
        var key = command
        for (index, pair) in query.enumerated() {
            key += index == 0 ? "?" : "&"
            key += pair
        }
        return key
    }
}
