import Testing
import YTCore
@testable import YTBrowser

/// Typing in the browser: a paste is text in the focused field and nothing else, Esc asks
/// before dropping a long draft, the gate's one-line fields refuse a paste of several lines.
@Suite struct BrowserTypingTests {
    let size = Frame.Size(width: 80, height: 24)

    func onVideo() -> BrowserState {
        var state = BrowserState()
        state.stack = [.home, .video("dQw4w9WgXcQ")]
        return state
    }

    @Test func aPasteOfTwoLinesIsOneCommentWithBoth() {
        let data = BrowserFixtures.data()
        var state = onVideo()
        _ = state.handle(.character("c"), data: data, size: size)
        for key in Key.decode(Array("\u{1B}[200~first\nq\u{1B}[201~".utf8)) { _ = state.handle(key, data: data, size: size) }
        #expect(!state.quit, "the q was text")
        #expect(state.editing?.text == "first\nq")
        let posted = state.handle(.enter, data: data, size: size).first as? CommentSubmitted
        #expect(posted == CommentSubmitted(videoId: "dQw4w9WgXcQ", body: "first\nq"))
    }

    @Test func aPasteWithNoFieldIsIgnoredNeverRunAsKeys() {
        let data = BrowserFixtures.data()
        var state = onVideo()
        #expect(state.handle(.paste("q\nd"), data: data, size: size).isEmpty)
        #expect(!state.quit && state.route == .video("dQw4w9WgXcQ") && state.overlay == nil && state.editing == nil)
    }

    @Test func escOnALongDraftAsksFirst() {
        let data = BrowserFixtures.data()
        var state = onVideo()
        _ = state.handle(.character("c"), data: data, size: size)
        _ = state.handle(.paste("A long thought about this video"), data: data, size: size)
        _ = state.handle(.escape, data: data, size: size)
        #expect(state.editing?.confirmingDiscard == true, "asked, not dropped")
        #expect(BrowserRenderer.render(state, data, size: size).text.contains("Discard this draft? y/n"))
        _ = state.handle(.character("n"), data: data, size: size)
        #expect(state.editing?.text == "A long thought about this video" && state.editing?.confirmingDiscard == false)
        _ = state.handle(.escape, data: data, size: size)
        _ = state.handle(.character("y"), data: data, size: size)
        #expect(state.editing == nil)
        _ = state.handle(.character("c"), data: data, size: size)
        _ = state.handle(.character("k"), data: data, size: size)
        _ = state.handle(.escape, data: data, size: size)
        #expect(state.editing == nil, "a few characters go without a question")
    }

    @Test func theSearchLineRefusesSeveralLinesAndSaysSo() {
        let data = BrowserFixtures.data()
        var state = BrowserState()
        _ = state.handle(.character("/"), data: data, size: size)
        _ = state.handle(.paste("lofi\nrm -rf"), data: data, size: size)
        #expect(state.editing?.text == "")
        #expect(BrowserRenderer.render(state, data, size: size).text.contains("takes one line"))
        _ = state.handle(.paste("lofi beats\n"), data: data, size: size)
        #expect(state.handle(.enter, data: data, size: size).first as? SearchSubmitted == SearchSubmitted(query: "lofi beats"))
    }

    @Test func theFilterSheetsChannelTakesAPasteOfOneLine() {
        let data = BrowserFixtures.data()
        var state = BrowserState()
        state.tab = .search
        state.filterSheet = SearchFilters()
        state.filterSheet?.focus = .channel
        _ = state.handle(.paste("@SwiftLang\n"), data: data, size: size)
        #expect(state.filterSheet?.channel == "@SwiftLang")
        _ = state.handle(.paste("x\ny"), data: data, size: size)
        #expect(state.filterSheet?.channel == "@SwiftLang" && state.message == EditableText.multilineRefusal)
    }

    @Test func theGatesFieldsEditAtTheCursorAndRefuseSeveralLines() {
        var data = BrowserFixtures.data()
        data.user = nil
        var state = BrowserState()
        state.gate = .signIn()
        for key: Key in [.paste("ada@example.con"), .backspace, .character("m"), .home, .delete, .character("A")] {
            _ = state.handle(key, data: data, size: size)
        }
        #expect(state.gate?.value("Email") == "Ada@example.com")
        _ = state.handle(.tab, data: data, size: size)
        _ = state.handle(.paste("pass\nword"), data: data, size: size)
        #expect(state.gate?.value("Password") == "", "a password is never joined from lines")
        #expect(state.gate?.failure == EditableText.multilineRefusal)
    }

    @Test func aLongCommentScrollsOnTheTypingLine() {
        let data = BrowserFixtures.data()
        var state = onVideo()
        _ = state.handle(.character("c"), data: data, size: size)
        _ = state.handle(.paste(String(repeating: "word ", count: 30) + "END"), data: data, size: size)
        let frame = BrowserRenderer.render(state, data, size: size)
        let line = frame.text.split(separator: "\n", omittingEmptySubsequences: false)[size.height - 2]
        #expect(line.hasPrefix("Comment: …") && line.contains("END"), "\(line)")
        // 71 columns after the prompt: the keys take 47, the text 24, its end and the cursor last.
        #expect(frame.cursor?.row == size.height - 2 && frame.cursor?.column == 9 + 23)
    }
}
