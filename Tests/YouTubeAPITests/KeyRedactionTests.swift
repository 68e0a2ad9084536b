import Testing

@testable import YouTubeAPI

/// The key is removed by its place in a URL or header, whatever its length; nothing else changes.
@Suite struct KeyRedactionTests {
    @Test func aOneLetterKeyLeavesEveryOtherPartOfTheURLIntact() {
        let url = "http://127.0.0.1:8080/youtube/v3/videos?part=snippet,statistics"
            + "&fields=items(statistics/likeCount)&chart=mostPopular&regionCode=KR&key=k&maxResults=5"
        let expected = "http://127.0.0.1:8080/youtube/v3/videos?part=snippet,statistics"
            + "&fields=items(statistics/likeCount)&chart=mostPopular&regionCode=KR&key=REDACTED&maxResults=5"
        #expect(KeyRedaction(key: "k")(url) == expected)
    }

    @Test(arguments: ["k", "e", "AIzaSyA-1234567890abcdefghijklmnopqrstu", "key", "%2F"])
    func theKeyParameterIsRedactedWhereverItStands(key: String) {
        let redact = KeyRedaction(key: key)
        #expect(redact("https://h/youtube/v3/search?key=\(key)") == "https://h/youtube/v3/search?key=REDACTED")
        #expect(redact("GET /youtube/v3/search?q=a&key=\(key)#frag") == "GET /youtube/v3/search?q=a&key=REDACTED#frag")
        #expect(redact("fetching \"https://h/v?key=\(key)\" failed") == "fetching \"https://h/v?key=REDACTED\" failed")
    }

    @Test func parametersThatOnlyEndInKeyAreNotTouched() {
        let text = "https://h/youtube/v3/x?monkey=k&pkey=k&keyword=k&key=k"
        #expect(KeyRedaction(key: "k")(text) == "https://h/youtube/v3/x?monkey=k&pkey=k&keyword=k&key=REDACTED")
    }

    @Test func anAuthorizationHeaderIsRedacted() {
        let head = "GET /youtube/v3/videos HTTP/1.1\r\nAuthorization: Bearer ya29.abc\r\nAccept: */*\r\n"
        #expect(KeyRedaction(key: "")(head) == "GET /youtube/v3/videos HTTP/1.1\r\nAuthorization: REDACTED\r\nAccept: */*\r\n")
        #expect(KeyRedaction(key: "")("authorization: Bearer x") == "authorization: REDACTED")
    }

    @Test func textWithoutAKeyParameterIsUnchanged() {
        let text = "the video's likeCount is hidden; keys: k, kk, key"
        #expect(KeyRedaction(key: "k")(text) == text)
        #expect(KeyRedaction(key: "key")(text) == text)
    }

    @Test func aRealLengthKeyEchoedInAMessageIsRemoved() {
        let key = "AIzaSyA-1234567890abcdefghijklmnopqrstu"
        #expect(KeyRedaction(key: key)("API key \(key) not valid") == "API key REDACTED not valid")
        // A short key is never replaced as bare text: it would garble words.
        #expect(KeyRedaction(key: "valid")("API key valid not valid") == "API key valid not valid")
    }

    /// The bytes are read as the characters would be: letters of other scripts beside the key,
    /// several keys, a header and a URL in one text, an echo at the very end.
    @Test func textOutsideASCIIKeepsEveryCharacterAroundTheKey() {
        let key = "AIzaSyA-1234567890abcdefghijklmnopqrstu"
        let redact = KeyRedaction(key: key)
        #expect(redact("https://h/v?q=東京 🎸&key=\(key)&hl=é") == "https://h/v?q=東京 🎸&key=REDACTED&hl=é")
        #expect(redact("?key=a&key=b'c") == "?key=REDACTED&key=REDACTED'c")
        #expect(redact("q=\(key)\(key)") == "q=REDACTEDREDACTED")
        #expect(redact("Ünïcödé ends with \(key)") == "Ünïcödé ends with REDACTED")
        let trace = "AUTHORIZATION: Bearer t\n> GET https://h/v?key=\(key)\n"
        #expect(redact(trace) == "AUTHORIZATION: REDACTED\n> GET https://h/v?key=REDACTED\n")
    }
}
