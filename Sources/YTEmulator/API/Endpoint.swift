/// One `list` method of the API, independent of HTTP.
protocol Endpoint: Sendable {
    /// The path segment after `/youtube/v3/` (`videos`).
    var resource: String { get }
    /// Every part name the discovery document lists for the resource; others are `unknownPart`.
    var knownParts: Set<String> { get }
    func list(_ query: QueryParameters, parts: PartSelection) throws -> ListPage
}

extension Endpoint {
    /// The method name used for quota and statistics (`videos.list`).
    var method: String { resource + ".list" }
}
