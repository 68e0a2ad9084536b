import Testing

@testable import YTCore

@Suite struct TagParserTests {
    @Test func splitsTextHashtagsAndMentions() {
        #expect(TagParser.segments("Loved it #Swift, thanks @bob!") == [
            .text("Loved it "), .hashtag("Swift"), .text(", thanks "), .mention("bob"), .text("!"),
        ])
    }

    @Test(arguments: [
        ("C# and F# are languages", [String](), [String]()),
        ("mail me at ada@example.com", [], []),
        ("#1 fan", [], []),
        ("#日本語 and #café", ["日本語", "café"], []),
        ("@ada.k. said @bob-", [], ["ada.k", "bob"]),
        ("#Swift #swift #SWIFT", ["swift"], []),
        ("(#tag) [@who]", ["tag"], ["who"]),
        ("# alone @ alone", [], []),
        ("x#notatag y@notamention", [], []),
        ("#snake_case_tag", ["snake_case_tag"], []),
    ])
    func extractsByTheRules(text: String, hashtags: [String], mentions: [String]) {
        #expect(TagParser.hashtags(in: text) == hashtags)
        #expect(TagParser.mentions(in: text) == mentions)
    }

    @Test func segmentsRebuildTheText() {
        let text = "a #b @c.d. e#f @ #"
        let rebuilt = TagParser.segments(text).map { segment -> String in
            switch segment {
            case .text(let plain): plain
            case .hashtag(let word): "#" + word
            case .mention(let handle): "@" + handle
            }
        }.joined()
        #expect(rebuilt == text)
    }
}
