/// The validated `part` parameter: which top-level resource parts a response includes.
struct PartSelection: Sendable {
    let names: Set<String>

    /// Parses `part` against the resource's known parts (from the discovery document).
    init(_ query: QueryParameters, known: Set<String>) throws {
        let parts = query.list("part")
        guard query.has("part"), !parts.isEmpty else { throw APIError.required("part") }
        if let unknown = parts.first(where: { !known.contains($0) }) { throw APIError.unknownPart(unknown) }
        names = Set(parts)
    }

    func contains(_ part: String) -> Bool {
        names.contains(part)
    }
}
