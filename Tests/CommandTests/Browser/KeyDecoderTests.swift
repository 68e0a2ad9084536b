import Testing
@testable import YTBrowser

/// Bracketed paste and Meta keys: a paste is text however many lines it has, and ESC followed by
/// a key in the same read is that key with Alt, never Escape and then the key.
@Suite struct KeyDecoderTests {
    static let start = "\u{1B}[200~", end = "\u{1B}[201~"

    @Test func aPasteIsOneTextEventNotKeys() {
        let keys = Key.decode(Array("\(Self.start)first\nq\(Self.end)j".utf8))
        #expect(keys == [.paste("first\nq"), .character("j")], "the q inside is text, the j after a key")
    }

    @Test func aPasteCutAcrossReadsIsFinishedByTheNext() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[20".utf8)).isEmpty, "the start marker cut in two")
        #expect(decoder.decode(Array("0~one\r\ntwo\rd\u{1B}[2".utf8)).isEmpty, "nothing until the end marker")
        #expect(decoder.decode(Array("01~q".utf8)) == [.paste("one\ntwo\nd"), .character("q")])
    }

    @Test func pastedControlCharactersAreDroppedAndTabsBecomeSpaces() {
        let keys = Key.decode(Array("\(Self.start)a\tb\u{1B}[2Jc\u{07}\u{9B}d\(Self.end)".utf8))
        #expect(keys == [.paste("a b[2Jcd")], "no escape reaches a field")
    }

    @Test func escapeFollowedByAKeyIsMeta() {
        #expect(Key.decode(Array("\u{1B}b".utf8)) == [.meta(.character("b"))])
        #expect(Key.decode([0x1B, 0x7F]) == [.meta(.backspace)])
        #expect(Key.decode([0x1B, 0x0D]) == [.meta(.enter)])
        #expect(Key.decode([0x1B, 0x1B]) == [.escape, .escape])
        #expect(Key.decode([0x1B]) == [.escape], "alone in its read, ESC is Escape")
        #expect(Key.decode(Array("\u{1B}é".utf8)) == [.meta(.character("é"))])
    }

    @Test func wordMovesAndDeleteDecode() {
        #expect(Key.decode(Array("\u{1B}[1;5D\u{1B}[1;5C\u{1B}[1;3D\u{1B}[3~".utf8)) == [.wordLeft, .wordRight, .wordLeft, .delete])
    }

    @Test func theTerminalGetsBracketedPasteOnAndOffAgain() {
        #expect(RawTerminal.entering.contains("\u{1B}[?2004h"))
        #expect(RawTerminal.leaving.contains("\u{1B}[?2004l"))
    }
}
