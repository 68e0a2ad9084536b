import YTCore

/// A region typed into a filter sheet (Search's or Popular's): any two-letter ISO 3166-1 code, as
/// `--region` takes, or empty for none; ← → walk a few suggestions from the code typed.
enum RegionEntry {
    /// Types `key` into `region`: a letter (two at most, upper-cased), or Backspace.
    static func type(_ key: Key, into region: inout String) {
        switch key {
        case .backspace: if !region.isEmpty { region.removeLast() }
        case .character(let character) where region.count < 2 && character.isASCII && character.isLetter:
            region.append(Character(character.uppercased()))
        default: break
        }
    }

    /// Moves `region` `step` places along `suggestions`, whose first stands for empty.
    static func cycle(_ region: inout String, by step: Int, through suggestions: [String]) {
        let now = suggestions.firstIndex(of: region.uppercased()) ?? 0
        let next = (now + step + suggestions.count) % suggestions.count
        region = next == 0 ? "" : suggestions[next]
    }

    /// The region as the API takes it (upper case), nil for none or one not (yet) valid.
    static func code(_ region: String) -> String? { region.isEmpty ? nil : RegionCode(region)?.code }

    /// What is wrong with the typed region (one `--region` would refuse), if anything.
    static func problem(_ region: String) -> String? {
        !region.isEmpty && code(region) == nil ? "Region: \(RegionCode.accepted)." : nil
    }
}
