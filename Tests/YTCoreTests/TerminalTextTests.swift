import Testing

@testable import YTCore

@Suite struct TerminalTextTests {
    @Test(arguments: [
        ("red \u{1B}[31mALERT\u{1B}[0m end", "red ALERT end"),
        ("link \u{1B}]8;;http://evil.example\u{07}click\u{1B}]8;;\u{07}", "link click"),
        ("clip \u{1B}]52;c;ZXZpbA==\u{1B}\\done", "clip done"),
        ("bell\u{07}back\u{08}space", "bellbackspace"),
        ("carriage\rreturn", "carriage return"),
        ("rtl \u{202E}txet\u{202C} iso \u{2066}x\u{2069}", "rtl txet iso x"),
        ("c1 \u{9B}31mcsi", "c1 csi"),
        ("title\nwith\tbreaks", "title with breaks"),
        ("ESC at end \u{1B}", "ESC at end "),
        ("plain 日本語 🎉 עברית", "plain 日本語 🎉 עברית"),
    ])
    func sanitizeRemovesEveryControlSequence(input: String, expected: String) {
        let output = TerminalText.sanitize(input)
        #expect(output == expected)
        #expect(!output.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test func sanitizeCanKeepLineBreaks() {
        #expect(TerminalText.sanitize("a\r\nb\u{1B}[2Jc", keepNewlines: true) == "a\nbc")
    }

    @Test(arguments: [("abc", 3), ("日本", 4), ("🎉", 2), ("👩‍👩‍👧", 2), ("e\u{301}", 1), ("❤️", 2), ("", 0)])
    func widthCountsColumns(text: String, columns: Int) {
        #expect(TerminalText.width(text) == columns)
    }

    @Test func truncateFitsTheColumnsAndMarksTheCut() {
        #expect(TerminalText.truncate("hello world", to: 8) == "hello w…")
        #expect(TerminalText.truncate("short", to: 8) == "short")
        #expect(TerminalText.truncate("日本語のタイトル", to: 7) == "日本語…")
        #expect(TerminalText.width(TerminalText.truncate("🎉🎉🎉🎉", to: 5)) <= 5)
        #expect(TerminalText.pad("日本", to: 6) == "日本  ")
        #expect(TerminalText.pad("42", to: 4, right: true) == "  42")
    }
}
