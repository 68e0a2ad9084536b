import Testing
import YTCore
@testable import YTBrowser

/// A field's editing keys, as pure functions of its text and cursor.
@Suite struct EditableTextTests {
    func field(_ text: String, multiline: Bool = false, keys: [Key]) -> EditableText {
        var field = EditableText(text, multiline: multiline)
        for key in keys { _ = field.apply(key) }
        return field
    }

    @Test func typingGoesInAtTheCursor() {
        let edited = field("helo", keys: [.left, .character("l")])
        #expect(edited.text == "hello" && edited.cursor == 4)
        #expect(field("world", keys: [.home, .character("a"), .character(" ")]).text == "a world")
        #expect(field("ab", keys: [.control("a"), .control("e"), .character("c")]).text == "abc")
    }

    @Test func backspaceAndDeleteWorkAtTheCursor() {
        #expect(field("abcd", keys: [.left, .left, .backspace]).text == "acd")
        #expect(field("abcd", keys: [.left, .left, .delete]).text == "abd")
        #expect(field("abcd", keys: [.home, .backspace]).text == "abcd")
        #expect(field("abcd", keys: [.delete]).text == "abcd")
    }

    @Test func wordMovesAndWordDeletes() {
        #expect(field("one two three", keys: [.meta(.character("b"))]).cursor == 8)
        #expect(field("one two three", keys: [.wordLeft, .wordLeft]).cursor == 4)
        #expect(field("one two three", keys: [.home, .meta(.character("f"))]).cursor == 3)
        #expect(field("one two three", keys: [.home, .wordRight, .wordRight]).cursor == 7)
        #expect(field("one two, three", keys: [.meta(.backspace)]).text == "one two, ")
        #expect(field("one two, three", keys: [.meta(.backspace), .control("w")]).text == "one ")
        #expect(field("one two", keys: [.left, .left, .control("u")]).text == "wo")
        #expect(field("one two", keys: [.home, .control("k")]).text == "")
    }

    @Test func aMultiLineFieldKeepsPastedLineBreaks() {
        var comment = EditableText("I say: ", multiline: true)
        #expect(comment.apply(.paste("first\nq")) == .edited)
        #expect(comment.text == "I say: first\nq")
        #expect(comment.apply(.meta(.enter)) == .edited)
        #expect(comment.text == "I say: first\nq\n")
    }

    @Test func aOneLineFieldRefusesAPasteOfSeveralLines() {
        var search = EditableText("ab")
        #expect(search.apply(.paste("x\ny")) == .refused(EditableText.multilineRefusal))
        #expect(search.text == "ab", "nothing was pasted")
        #expect(search.apply(.paste("copied line\n")) == .edited, "one line break at the end is dropped")
        #expect(search.text == "abcopied line")
        #expect(search.apply(.meta(.enter)) == .notEditing)
    }

    @Test func aLongLineScrollsToKeepTheCursorInView() {
        let long = EditableText(String(repeating: "abcdefghij", count: 5))
        let end = long.window(width: 20)
        #expect(end.text.hasPrefix("…") && end.text.hasSuffix("hij"))
        #expect(end.cursor == 19, "the cursor on the last column")
        let start = field(long.text, keys: [.home]).window(width: 20)
        #expect(start.text.hasPrefix("abc") && start.text.hasSuffix("…") && start.cursor == 0)
        #expect(TerminalText.width(start.text) == 20)
        let middle = field(long.text, keys: [.home] + Array(repeating: Key.right, count: 25)).window(width: 20)
        #expect(middle.text.hasPrefix("…") && middle.text.hasSuffix("…") && middle.cursor == 18)
        #expect(Array(middle.text)[18] == "f", "the character under the cursor is shown")
        #expect(EditableText("a\nb").window(width: 10).text == "a↵b")
        #expect(EditableText("secret").window(width: 10, secret: true).text == "••••••")
    }
}

