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

    /// Found in the browser: 160 soft hyphens in a title counted no columns but took one each on
    /// the terminal, pushing the row's tail onto a line that belonged to no row.
    @Test(arguments: [
        ("soft\u{AD}hyphen", "softhyphen"), ("zero\u{200B}width", "zerowidth"), ("word\u{2060}joiner", "wordjoiner"),
        ("\u{FEFF}bom", "bom"), ("mongolian\u{180E}", "mongolian"), ("bidi \u{202A}x\u{202C} \u{2067}y\u{2069}\u{200E}", "bidi x y"),
        ("annotated\u{FFF9}a\u{FFFA}b\u{FFFB}", "annotatedab"), ("tag\u{E0001}", "tag"),
    ])
    func sanitizeRemovesInvisibleFormatCharacters(input: String, expected: String) {
        #expect(TerminalText.sanitize(input) == expected)
        #expect(TerminalText.width(TerminalText.sanitize(input)) == expected.count)
    }

    /// What joins emoji and shapes scripts stays: ZWJ, ZWNJ, the tag characters of a flag.
    @Test(arguments: ["👨\u{200D}👩\u{200D}👧", "می\u{200C}خواهم", "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"])
    func sanitizeKeepsJoinersAndEmojiTags(text: String) {
        #expect(TerminalText.sanitize(text) == text)
    }

    /// Measured as terminals draw it, should a soft hyphen be measured before it is removed.
    @Test func aSoftHyphenIsOneColumnWideAsTerminalsDrawIt() {
        #expect(TerminalText.width("a\u{AD}b") == 3)
        #expect(TerminalText.width(String(repeating: "\u{AD}", count: 160)) == 160)
        #expect(TerminalText.width(TerminalText.truncate(String(repeating: "\u{AD}", count: 160), to: 10)) <= 10)
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
