/// The regions and interface languages YouTube lists (`i18nRegions.list`,
/// `i18nLanguages.list`): a fixed subset of Google's tables, named in English (the default,
/// `hl=en_US`), German and French, so a client can check that `hl` localises the names.
enum I18nTables {
    /// One row: its code and its name in English, German and French.
    struct Row: Sendable {
        let code: String
        let names: [String]
    }

    /// The interface languages whose names are kept; any other `hl` answers in English, as
    /// Google falls back for a language it has no names in.
    static let nameLanguages = ["en", "de", "fr"]

    static let regions: [Row] = [
        Row(code: "AR", names: ["Argentina", "Argentinien", "Argentine"]),
        Row(code: "AU", names: ["Australia", "Australien", "Australie"]),
        Row(code: "AT", names: ["Austria", "Österreich", "Autriche"]),
        Row(code: "BE", names: ["Belgium", "Belgien", "Belgique"]),
        Row(code: "BR", names: ["Brazil", "Brasilien", "Brésil"]),
        Row(code: "CA", names: ["Canada", "Kanada", "Canada"]),
        Row(code: "CH", names: ["Switzerland", "Schweiz", "Suisse"]),
        Row(code: "CN", names: ["China", "China", "Chine"]),
        Row(code: "DE", names: ["Germany", "Deutschland", "Allemagne"]),
        Row(code: "DK", names: ["Denmark", "Dänemark", "Danemark"]),
        Row(code: "EG", names: ["Egypt", "Ägypten", "Égypte"]),
        Row(code: "ES", names: ["Spain", "Spanien", "Espagne"]),
        Row(code: "FI", names: ["Finland", "Finnland", "Finlande"]),
        Row(code: "FR", names: ["France", "Frankreich", "France"]),
        Row(code: "GB", names: ["United Kingdom", "Vereinigtes Königreich", "Royaume-Uni"]),
        Row(code: "IE", names: ["Ireland", "Irland", "Irlande"]),
        Row(code: "IL", names: ["Israel", "Israel", "Israël"]),
        Row(code: "IN", names: ["India", "Indien", "Inde"]),
        Row(code: "IT", names: ["Italy", "Italien", "Italie"]),
        Row(code: "JP", names: ["Japan", "Japan", "Japon"]),
        Row(code: "KR", names: ["South Korea", "Südkorea", "Corée du Sud"]),
        Row(code: "MX", names: ["Mexico", "Mexiko", "Mexique"]),
        Row(code: "NL", names: ["Netherlands", "Niederlande", "Pays-Bas"]),
        Row(code: "NO", names: ["Norway", "Norwegen", "Norvège"]),
        Row(code: "NZ", names: ["New Zealand", "Neuseeland", "Nouvelle-Zélande"]),
        Row(code: "PL", names: ["Poland", "Polen", "Pologne"]),
        Row(code: "PT", names: ["Portugal", "Portugal", "Portugal"]),
        Row(code: "SA", names: ["Saudi Arabia", "Saudi-Arabien", "Arabie saoudite"]),
        Row(code: "SE", names: ["Sweden", "Schweden", "Suède"]),
        Row(code: "TR", names: ["Turkey", "Türkei", "Turquie"]),
        Row(code: "TW", names: ["Taiwan", "Taiwan", "Taïwan"]),
        Row(code: "UA", names: ["Ukraine", "Ukraine", "Ukraine"]),
        Row(code: "US", names: ["United States", "Vereinigte Staaten", "États-Unis"]),
        Row(code: "ZA", names: ["South Africa", "Südafrika", "Afrique du Sud"]),
    ]

    static let languages: [Row] = [
        Row(code: "af", names: ["Afrikaans", "Afrikaans", "Afrikaans"]),
        Row(code: "ar", names: ["Arabic", "Arabisch", "Arabe"]),
        Row(code: "cs", names: ["Czech", "Tschechisch", "Tchèque"]),
        Row(code: "da", names: ["Danish", "Dänisch", "Danois"]),
        Row(code: "de", names: ["German", "Deutsch", "Allemand"]),
        Row(code: "el", names: ["Greek", "Griechisch", "Grec"]),
        Row(code: "en", names: ["English (US)", "Englisch (USA)", "Anglais (États-Unis)"]),
        Row(code: "en-GB", names: ["English (UK)", "Englisch (Vereinigtes Königreich)", "Anglais (Royaume-Uni)"]),
        Row(code: "es", names: ["Spanish (Spain)", "Spanisch (Spanien)", "Espagnol (Espagne)"]),
        Row(code: "es-419", names: ["Spanish (Latin America)", "Spanisch (Lateinamerika)", "Espagnol (Amérique latine)"]),
        Row(code: "fi", names: ["Finnish", "Finnisch", "Finnois"]),
        Row(code: "fr", names: ["French", "Französisch", "Français"]),
        Row(code: "he", names: ["Hebrew", "Hebräisch", "Hébreu"]),
        Row(code: "hi", names: ["Hindi", "Hindi", "Hindi"]),
        Row(code: "hu", names: ["Hungarian", "Ungarisch", "Hongrois"]),
        Row(code: "id", names: ["Indonesian", "Indonesisch", "Indonésien"]),
        Row(code: "it", names: ["Italian", "Italienisch", "Italien"]),
        Row(code: "ja", names: ["Japanese", "Japanisch", "Japonais"]),
        Row(code: "ko", names: ["Korean", "Koreanisch", "Coréen"]),
        Row(code: "nl", names: ["Dutch", "Niederländisch", "Néerlandais"]),
        Row(code: "no", names: ["Norwegian", "Norwegisch", "Norvégien"]),
        Row(code: "pl", names: ["Polish", "Polnisch", "Polonais"]),
        Row(code: "pt", names: ["Portuguese (Brazil)", "Portugiesisch (Brasilien)", "Portugais (Brésil)"]),
        Row(code: "pt-PT", names: ["Portuguese (Portugal)", "Portugiesisch (Portugal)", "Portugais (Portugal)"]),
        Row(code: "ru", names: ["Russian", "Russisch", "Russe"]),
        Row(code: "sv", names: ["Swedish", "Schwedisch", "Suédois"]),
        Row(code: "th", names: ["Thai", "Thailändisch", "Thaï"]),
        Row(code: "tr", names: ["Turkish", "Türkisch", "Turc"]),
        Row(code: "uk", names: ["Ukrainian", "Ukrainisch", "Ukrainien"]),
        Row(code: "vi", names: ["Vietnamese", "Vietnamesisch", "Vietnamien"]),
        Row(code: "zh-CN", names: ["Chinese", "Chinesisch", "Chinois"]),
        Row(code: "zh-TW", names: ["Chinese (Taiwan)", "Chinesisch (Taiwan)", "Chinois (Taïwan)"]),
    ]

    /// Which of ``nameLanguages`` `hl` picks (`de`, `de_DE`, `de-AT` → German); English otherwise.
    static func nameIndex(hl: String?) -> Int {
        let language = (hl ?? "en").lowercased().split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init)
        return language.flatMap { nameLanguages.firstIndex(of: $0) } ?? 0
    }

    /// The items of a list of `rows` (`youtube#i18nRegion` with `gl`, or `youtube#i18nLanguage`
    /// with `hl`), named in `hl`'s language.
    static func items(_ rows: [Row], kind: String, codeKey: String, hl: String?, parts: PartSelection) -> [JSONValue] {
        let index = nameIndex(hl: hl)
        return rows.map { row in
            [
                "kind": .string(kind),
                "etag": .string(Digest.etag(for: kind + ":" + row.code + ":" + nameLanguages[index])),
                "id": .string(row.code),
                "snippet": parts.contains("snippet") ? [codeKey: .string(row.code), "name": .string(row.names[index])] : nil,
            ]
        }
    }
}
