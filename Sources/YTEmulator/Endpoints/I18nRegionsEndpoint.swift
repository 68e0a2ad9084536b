/// `i18nRegions.list`: the content regions YouTube supports, named in the `hl` language.
struct I18nRegionsEndpoint: Endpoint {
    let resource = "i18nRegions"
    let knownParts: Set<String> = ["snippet"]
    let parameters: Set<String> = ["hl", "part"]

    func list(_ query: QueryParameters, parts: PartSelection) throws -> ListPage {
        ListPage(
            kind: "youtube#i18nRegionListResponse",
            items: I18nTables.items(
                I18nTables.regions, kind: "youtube#i18nRegion", codeKey: "gl", hl: query.nonEmpty("hl"), parts: parts))
    }
}
