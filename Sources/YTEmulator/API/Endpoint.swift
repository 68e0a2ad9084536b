/// One `list` method of the API, independent of HTTP.
protocol Endpoint: Sendable {
    /// The path segment after `/youtube/v3/` (`videos`).
    var resource: String { get }
    /// Every part name the discovery document lists for the resource; others are `unknownPart`.
    var knownParts: Set<String> { get }
    /// The method's own query parameters, as the discovery document lists them (the standard
    /// ones such as `key` and `fields` are in ``StrictAudit/standardParameters``). Others are
    /// ignored, as Google ignores them, except in strict mode.
    var parameters: Set<String> { get }
    /// Parameters the discovery document marks deprecated that Google still answers; strict
    /// mode refuses them.
    var deprecatedParameters: Set<String> { get }
    func list(_ query: QueryParameters, parts: PartSelection) throws -> ListPage
}

extension Endpoint {
    /// The method name used for quota and statistics (`videos.list`).
    var method: String { resource + ".list" }

    var deprecatedParameters: Set<String> { [] }
}
