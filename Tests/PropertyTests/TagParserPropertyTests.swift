import PropertyBased
import Testing
import YTCore

/// The rules of `TagParser`'s documentation, checked on text built from tags and on hostile text.
@Suite struct TagParserPropertyTests {
    typealias Segment = TagParser.Segment

    @Test func findsExactlyTheTagsTheTextWasBuiltFrom() async {
        await propertyCheck(count: 300, input: Self.taggedText) { parts in
            let text = parts.map(Self.written).joined()
            let tags = parts.filter { if case .text = $0 { false } else { true } }
            #expect(TagParser.segments(text).filter { if case .text = $0 { false } else { true } } == tags)
            let hashtags = tags.compactMap { if case .hashtag(let word) = $0 { word.lowercased() } else { nil } }
            let mentions = tags.compactMap { if case .mention(let handle) = $0 { handle.lowercased() } else { nil } }
            #expect(TagParser.hashtags(in: text) == Self.distinct(hashtags))
            #expect(TagParser.mentions(in: text) == Self.distinct(mentions))
        }
    }

    @Test func segmentsRebuildAnyText() async {
        await propertyCheck(count: 400, input: Self.tagHeavyText) { text in
            #expect(TagParser.segments(text).map(Self.written).joined() == text)
        }
    }

    @Test func everyTagFollowsTheRules() async {
        await propertyCheck(count: 400, input: Self.tagHeavyText) { text in
            let segments = TagParser.segments(text)
            for (index, segment) in segments.enumerated() {
                let before = index > 0 ? segments[index - 1] : nil
                let after = index + 1 < segments.count ? Array(Self.written(segments[index + 1])) : []
                switch segment {
                case .text(let plain):
                    #expect(!plain.isEmpty)
                    if case .text? = before { Issue.record("two text segments in a row in \(text.debugDescription)") }
                case .hashtag(let word):
                    #expect(word.contains(where: \.isLetter) && word.allSatisfy(Self.isWord), "#\(word)")
                    #expect(!(after.first.map(Self.isWord) ?? false), "#\(word) stops before a word character")
                case .mention(let handle):
                    #expect(handle.allSatisfy { Self.isWord($0) || $0 == "." || $0 == "-" }, "@\(handle)")
                    #expect(handle.last.map(Self.isWord) ?? false, "@\(handle) ends with . or -")
                    let rest = after.prefix { Self.isWord($0) || $0 == "." || $0 == "-" }
                    #expect(!rest.contains(where: Self.isWord), "@\(handle) stops before a word character")
                }
                if case .text = segment { continue }
                // A tag starts the text or follows a character that is not a letter, digit or _.
                if case .text(let plain)? = before {
                    #expect(!(plain.last.map(Self.isWord) ?? false), "\(segment) follows a word character")
                } else {
                    #expect(before == nil, "\(segment) directly follows another tag")
                }
            }
        }
    }

    @Test func plainTextHoldsNoMissedTag() async {
        await propertyCheck(count: 400, input: Self.tagHeavyText) { text in
            let segments = TagParser.segments(text)
            for (index, segment) in segments.enumerated() {
                guard case .text(let plain) = segment else { continue }
                let characters = Array(plain)
                for (offset, character) in characters.enumerated() where character == "#" || character == "@" {
                    let previous =
                        offset > 0 ? characters[offset - 1] : index > 0 ? Self.written(segments[index - 1]).last : nil
                    guard !(previous.map(Self.isWord) ?? false) else { continue }
                    let rest = characters[(offset + 1)...]
                    if character == "#" {
                        let word = rest.prefix(while: Self.isWord)
                        let hasLetter = word.contains(where: \.isLetter)
                        #expect(!hasLetter, "missed #\(String(word)) in \(text.debugDescription)")
                    } else {
                        let run = rest.prefix { Self.isWord($0) || $0 == "." || $0 == "-" }
                        #expect(!run.contains(where: Self.isWord), "missed @\(String(run)) in \(text.debugDescription)")
                    }
                }
            }
        }
    }

    @Test func listedTagsAreDistinctLowerCasedAndInOrder() async {
        await propertyCheck(count: 300, input: Self.tagHeavyText) { text in
            let segments = TagParser.segments(text)
            let words = segments.compactMap { if case .hashtag(let word) = $0 { word.lowercased() } else { nil } }
            let handles = segments.compactMap { if case .mention(let handle) = $0 { handle.lowercased() } else { nil } }
            for (listed, all) in [(TagParser.hashtags(in: text), words), (TagParser.mentions(in: text), handles)] {
                #expect(listed == Self.distinct(all))
                #expect(Set(listed).count == listed.count)
                #expect(listed.allSatisfy { $0 == $0.lowercased() })
            }
        }
    }

    // MARK: - Generators and helpers

    /// Letters of several scripts (one written decomposed), digits and `_`.
    static let wordCharacters: [Character] = Array("aZk09_éßЖλ日本ع") + ["e\u{301}"]
    static let wordCharacter = Gen<Character?>.element(of: wordCharacters).map { $0! }
    static let letter = Gen<Character?>.element(of: Array("aZéЖλ日ع") as [Character]).map { $0! }

    /// A hashtag's word: word characters around at least one letter.
    static let hashtag = zip(wordCharacter.string(of: 0...6), letter, wordCharacter.string(of: 0...6))
        .map { Segment.hashtag($0 + String($1) + $2) }

    /// A handle: word characters, dots and dashes, ending with a word character.
    static let mention = zip(
        Gen<Character?>.element(of: wordCharacters + [".", "-"]).map { $0! }.string(of: 0...8), wordCharacter
    ).map { Segment.mention($0 + String($1)) }

    /// Runs of characters that are neither word characters nor able to join the one before them.
    static let separator = Gen<String?>.element(of: [
        " ", ", ", "! ", "(", ")", "。", "🎉", " - ", ". ", "\n", "—", "#", "@", "...", "-", " x@y.com ", " C# ",
        "\u{1B}[1m ",
    ]).map { $0! }.array(of: 1...3).map { Segment.text($0.joined()) }

    /// Text, hashtags and mentions, with text between any two tags so that each starts a word.
    static let taggedText = zip(
        separator.optional(), Gen<Bool>.bool.array(of: 0...6), hashtag.array(of: 6), mention.array(of: 6),
        separator.array(of: 6)
    ).map { first, kinds, hashtags, mentions, separators -> [Segment] in
        var parts = first.map { [$0] } ?? []
        for (index, isHashtag) in kinds.enumerated() {
            if index > 0 { parts.append(separators[index - 1]) }
            parts.append(isHashtag ? hashtags[index] : mentions[index])
        }
        return parts
    }

    /// Hostile text rich in `#`, `@`, dots, dashes and characters that join or are hard to classify.
    static let tagHeavyText = Gen<String?>.element(of: [
        "#", "@", "#", "@", ".", "-", "_", " ", "a", "Z", "9", "é", "日", "e\u{301}", "\u{301}", "🎉", "½", "٣",
        "C#", "x@y.com", "\u{0600}", "\u{200D}", "\n", "\u{1B}", "ß", "İ", "👩‍👩‍👧",
    ]).map { $0! }.array(of: 0...30).map { $0.joined() }

    static func written(_ segment: Segment) -> String {
        switch segment {
        case .text(let plain): plain
        case .hashtag(let word): "#" + word
        case .mention(let handle): "@" + handle
        }
    }

    static func isWord(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    static func distinct(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}
