import Foundation
import Testing

@testable import YTCLI

/// The paste-back half of `auth login`: which pasted lines are the address the browser ended on,
/// and how reading a pipe ends.
@Suite struct PastedRedirectTests {
    @Test func theAddressOrItsQueryIsAnAnswer() {
        let whole = PastedRedirect.judge("  http://127.0.0.1:41234/?state=abc&code=4%2F0Ax&scope=x \r")
        #expect(whole == .answer(["state": "abc", "code": "4/0Ax", "scope": "x"]))
        #expect(PastedRedirect.judge("?code=c1&state=s1") == .answer(["code": "c1", "state": "s1"]))
        #expect(PastedRedirect.judge("error=access_denied&state=s") == .answer(["error": "access_denied", "state": "s"]))
    }

    @Test func otherLinesAreNot() {
        #expect(PastedRedirect.judge("") == .nothing)
        #expect(PastedRedirect.judge("   ") == .nothing)
        #expect(PastedRedirect.judge("y") == .unreadable)
        #expect(PastedRedirect.judge("http://127.0.0.1:41234/favicon.ico") == .unreadable)
        #expect(PastedRedirect.judge("https://accounts.google.com/o/oauth2/v2/auth?client_id=x&state=s") == .unreadable)
    }

    /// From a pipe: blank lines are skipped, the address is taken; a wrong line ends the wait; the
    /// pipe's end leaves the listener to answer.
    @Test func readingAPipe() async throws {
        #expect(try await Self.read("\n\nhttp://127.0.0.1:9/?code=k&state=s\nmore\n") == .answer(["code": "k", "state": "s"]))
        #expect(try await Self.read("http://127.0.0.1:9/?code=k&state=s") == .answer(["code": "k", "state": "s"]),
                "a last line without a line break")
        #expect(try await Self.read("not it\nhttp://127.0.0.1:9/?code=k&state=s\n") == .unreadable)
        #expect(try await Self.read("") == .nothing)
    }

    static func read(_ text: String) async throws -> PastedRedirect.Outcome {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data(text.utf8))
        try pipe.fileHandleForWriting.close()
        return await PastedRedirect.read(
            from: pipe.fileHandleForReading.fileDescriptor, isTerminal: false, until: .now + .seconds(60),
            stop: { false }, complain: { _ in })
    }
}
