import Foundation
import Testing

@testable import YouTubeAPI

@Suite struct APIRequestTests {
    @Test func buildsTheURLUnderTheRootWithTheKeyLast() throws {
        let request = APIRequest.videos(ids: ["a", "b"])
        let url = try #require(request.url(root: URL(string: "http://127.0.0.1:8080")!, key: "K"))
        #expect(url.path == "/youtube/v3/videos")
        let items = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems)
        #expect(items.last == URLQueryItem(name: "key", value: "K"))
        #expect(items.first { $0.name == "id" }?.value == "a,b")
        #expect(items.first { $0.name == "part" }?.value == "snippet,contentDetails,statistics")
    }

    @Test func theURLAsksWhatTheDescriptionShowsUnderAnyRoot() throws {
        let request = APIRequest.search(SearchQuery(q: "São & c++ = 東京?"))
        for root in ["http://127.0.0.1:8080", "http://127.0.0.1:8080/", "https://example.com/prefix"] {
            let url = try #require(request.url(root: URL(string: root)!, key: "K+/="))
            let text = url.absoluteString
            #expect(text.hasPrefix(root.hasSuffix("/") ? root : root + "/"))
            #expect(text.contains("/youtube/v3/search?"))
            #expect(text.hasSuffix("?" + request.description.dropFirst("search?".count) + "&key=K%2B/%3D"))
            let items = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems)
            #expect(items.first { $0.name == "q" }?.value == "São & c++ = 東京?")
            #expect(items.last == URLQueryItem(name: "key", value: "K+/="))
        }
    }

    @Test func plusSignsInQueriesAreEncoded() throws {
        let request = APIRequest.search(SearchQuery(q: "c++ tutorial"))
        let url = try #require(request.url(root: URL(string: "https://youtube.googleapis.com")!, key: "K"))
        #expect(url.absoluteString.contains("q=c%2B%2B%20tutorial"))
    }

    @Test func descriptionLeavesTheKeyOutAndIsStable() {
        let a = APIRequest.mostPopular(regionCode: "US", maxResults: 10)
        let b = APIRequest.mostPopular(regionCode: "US", maxResults: 10)
        #expect(a.description == b.description)
        #expect(!a.description.contains("key="))
        #expect(a.description.hasPrefix("videos?chart=mostPopular&fields="))
    }

    @Test func descriptionEncodesWhatIsNotPlainByteByByte() {
        #expect(KeyText.encode("items(id,snippet/title):x-y_z.~*@") == "items(id,snippet/title):x-y_z.~*@")
        #expect(KeyText.encode("c++ & a=b?#%") == "c%2B%2B%20%26%20a%3Db%3F%23%25")
        #expect(KeyText.encode("São 東京 🎸") == "S%C3%A3o%20%E6%9D%B1%E4%BA%AC%20%F0%9F%8E%B8")
        #expect(KeyText.encode("") == "")
        #expect(KeyText.encode("\u{0}\n\u{7F}") == "%00%0A%7F")
    }

    @Test func everyRequestAsksForFieldsAndAPart() {
        let descriptions = [
            APIRequest.videos(ids: ["x"]).parameters, APIRequest.mostPopular().parameters,
            APIRequest.search(SearchQuery(q: "x")).parameters, APIRequest.channels(ids: ["x"]).parameters,
            APIRequest.channel(handle: "@x").parameters, APIRequest.playlists(channelId: "x").parameters,
            APIRequest.playlists(ids: ["x"]).parameters, APIRequest.playlistItems(playlistId: "x").parameters,
            APIRequest.commentThreads(videoId: "x").parameters, APIRequest.comments(parentId: "x").parameters,
            APIRequest.videoCategories(regionCode: "US").parameters,
        ]
        for parameters in descriptions {
            #expect(parameters["part"]?.isEmpty == false)
            #expect(parameters["fields"]?.contains("items(") == true)
        }
    }

    @Test func costsFollowTheQuotaTable() {
        #expect(APIRequest.search(SearchQuery(q: "x")).cost == 100)
        #expect(APIRequest.videos(ids: ["x"]).cost == 1)
        #expect(APIRequest.commentThreads(videoId: "x").cost == 1)
    }

    @Test func retryDelaysGrowAndStayBounded() {
        let policy = RetryPolicy(maxAttempts: 6, baseDelay: 1, maxDelay: 4)
        #expect(policy.delay(after: 1, random: 1) == 1)
        #expect(policy.delay(after: 2, random: 1) == 2)
        #expect(policy.delay(after: 3, random: 0) == 2)
        #expect(policy.delay(after: 5, random: 1) == 4)
        #expect(policy.delay(after: 1, retryAfter: 90) == policy.maxRetryAfter)
    }
}
