/// `i18nLanguages.list`: the interface languages YouTube supports, named in the `hl` language.
struct I18nLanguagesEndpoint: Endpoint {
    let resource = "i18nLanguages"
    let knownParts: Set<String> = ["snippet"]
    let parameters: Set<String> = ["hl", "part"]

    func list(_ query: QueryParameters, parts: PartSelection) throws -> ListPage {
        ListPage(
            kind: "youtube#i18nLanguageListResponse",
            items: I18nTables.items(
                I18nTables.languages, kind: "youtube#i18nLanguage", codeKey: "hl", hl: query.nonEmpty("hl"),
                parts: parts))
    }
}
