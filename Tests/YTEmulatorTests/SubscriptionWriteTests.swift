import Testing

@testable import YTEmulator

/// `subscriptions.insert|delete|list`: a subscription is Google's resource, moves the channel's
/// `subscriberCount`, shows in `mine`, `mySubscribers` and the subscriber's public list, and is
/// refused as the reference page's Errors table says.
@Suite struct SubscriptionWriteTests {
    static func body(_ channelId: String) -> JSONValue {
        ["snippet": ["resourceId": ["kind": "youtube#channel", "channelId": .string(channelId)]]]
    }

    static func subscribers(_ emulator: TestEmulator, _ channelId: String) throws -> Int? {
        try emulator.get("/youtube/v3/channels?part=statistics&id=\(channelId)").json["items"]?[0]?["statistics"]?[
            "subscriberCount"]?.stringValue.flatMap { Int($0) }
    }

    @Test func subscribingIsReadBackEverywhereAndUnsubscribingUndoesIt() throws {
        let emulator = TestEmulator()
        let channelId = emulator.fixture("channelId")
        let before = try #require(try Self.subscribers(emulator, channelId))
        let alice = emulator.token(for: "alice")
        let aliceChannel = try #require(emulator.user("alice").channelId)
        let (status, json) = emulator.call(
            "POST", "/youtube/v3/subscriptions?part=snippet,contentDetails", token: alice, body: Self.body(channelId))
        #expect(status == 200)
        let subscription = try #require(json)
        #expect(subscription["kind"]?.stringValue == "youtube#subscription")
        let id = try #require(subscription["id"]?.stringValue)
        #expect(id.count == 43)
        #expect(subscription["snippet"]?["resourceId"]?["channelId"]?.stringValue == channelId)
        #expect(subscription["snippet"]?["channelId"]?.stringValue == aliceChannel)
        #expect(subscription["contentDetails"]?["totalItemCount"]?.intValue != nil)
        #expect(try Self.subscribers(emulator, channelId) == before + 1)

        let mine = emulator.call("GET", "/youtube/v3/subscriptions?part=id&mine=true", token: alice).json
        #expect(TestEmulator.ids(mine ?? [:]) == [id])
        #expect(mine?["kind"]?.stringValue == "youtube#SubscriptionListResponse")
        let publicList = try emulator.get("/youtube/v3/subscriptions?part=snippet&channelId=\(aliceChannel)").json
        #expect(TestEmulator.ids(publicList) == [id])
        let byId = try emulator.get("/youtube/v3/subscriptions?part=snippet,contentDetails&id=\(id)").json
        #expect(TestEmulator.ids(byId) == [id])
        // The resource an insert answers is the one reads show, etag included.
        #expect(byId["items"]?[0] == subscription)

        // The owner of the channel sees the new subscriber.
        let ownerToken = emulator.token(for: "bob")
        _ = emulator.call("POST", "/youtube/v3/subscriptions?part=id", token: alice, body: Self.body(emulator.user("bob").channelId!))
        let recent = emulator.call(
            "GET", "/youtube/v3/subscriptions?part=subscriberSnippet&myRecentSubscribers=true", token: ownerToken).json
        #expect(recent?["items"]?[0]?["subscriberSnippet"]?["channelId"]?.stringValue == aliceChannel)

        #expect(emulator.call("DELETE", "/youtube/v3/subscriptions?id=\(id)", token: alice).status == 204)
        #expect(try Self.subscribers(emulator, channelId) == before)
        #expect(emulator.call("DELETE", "/youtube/v3/subscriptions?id=\(id)", token: alice).json.flatMap(TestEmulator.reason)
            == "subscriptionNotFound")
    }

    @Test func refusalsFollowTheErrorsTable() throws {
        let emulator = TestEmulator()
        let alice = emulator.token(for: "alice")
        let channelId = emulator.fixture("channelId")
        func insert(_ token: String, _ body: JSONValue) -> (Int, String?) {
            let answer = emulator.call("POST", "/youtube/v3/subscriptions?part=snippet", token: token, body: body)
            return (answer.status, answer.json.flatMap(TestEmulator.reason))
        }
        #expect(insert(alice, Self.body(channelId)) == (200, nil))
        #expect(insert(alice, Self.body(channelId)) == (400, "subscriptionDuplicate"))
        #expect(insert(alice, Self.body(emulator.user("alice").channelId!)) == (400, "subscriptionForbidden"))
        #expect(insert(alice, Self.body("UCnosuchchannel0000000000")) == (404, "publisherNotFound"))
        #expect(insert(alice, ["snippet": [:]]) == (400, "publisherRequired"))
        #expect(insert(emulator.token(for: "carol"), Self.body(channelId)) == (404, "subscriberNotFound"))
        let subscription = emulator.call("GET", "/youtube/v3/subscriptions?part=id&mine=true", token: alice).json
        let id = try #require(TestEmulator.ids(subscription ?? [:]).first)
        let other = emulator.call("DELETE", "/youtube/v3/subscriptions?id=\(id)", token: emulator.token(for: "bob"))
        #expect(other.status == 403)
        #expect(other.json.flatMap(TestEmulator.reason) == "subscriptionForbidden")
        #expect(emulator.raw("/youtube/v3/subscriptions?part=id&mine=true").status == 401)
        #expect(emulator.raw("/youtube/v3/subscriptions?part=id&channelId=UCnosuchchannel0000000000").status == 404)
    }

    @Test func strictModeRefusesReadOnlyFieldsThatGoogleIgnores() {
        let body: JSONValue = [
            "snippet": ["title": "mine now", "resourceId": ["kind": "youtube#channel", "channelId": "CHANNEL"]]
        ]
        for strict in [false, true] {
            let emulator = TestEmulator(strict: strict)
            let filled = JSONWriter(pretty: false).serialize(body)
            let text = String(decoding: filled, as: UTF8.self).replacing("CHANNEL", with: emulator.fixture("channelId"))
            let answer = emulator.call(
                "POST", "/youtube/v3/subscriptions?part=snippet", token: emulator.token(for: "alice"),
                body: try? JSONParser.parse(Array(text.utf8)))
            #expect(answer.status == (strict ? 400 : 200))
        }
    }

    @Test func alphabeticalOrderAndPagingOverMine() throws {
        let emulator = TestEmulator()
        let alice = emulator.token(for: "alice")
        let channels = emulator.emulator.catalog.channels[4..<9].map(\.id)
        for channel in channels {
            #expect(emulator.call("POST", "/youtube/v3/subscriptions?part=id", token: alice, body: Self.body(channel)).status == 200)
        }
        let first = emulator.call("GET", "/youtube/v3/subscriptions?part=snippet&mine=true&order=alphabetical&maxResults=3", token: alice).json
        let token = try #require(first?["nextPageToken"]?.stringValue)
        let second = emulator.call(
            "GET", "/youtube/v3/subscriptions?part=snippet&mine=true&order=alphabetical&maxResults=3&pageToken=\(token)",
            token: alice
        ).json
        let titles = ((first?["items"]?.arrayValue ?? []) + (second?["items"]?.arrayValue ?? []))
            .compactMap { $0["snippet"]?["title"]?.stringValue }
        #expect(titles.count == 5)
        #expect(titles == titles.sorted { $0.lowercased() < $1.lowercased() })
        #expect(first?["pageInfo"]?["totalResults"] == .int(5))
    }
}
