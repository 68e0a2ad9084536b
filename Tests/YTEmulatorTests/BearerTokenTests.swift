import Synchronization
import Testing

@testable import YTEmulator

/// Bearer tokens on the API: in the header or the query, with no key; refused as Google
/// refuses them when expired, revoked or unknown; and what `mine`, `home`, `forMine`,
/// `mySubscribers` and `managedByMe` answer for the token's user. Quota goes to the client's project.
@Suite struct BearerTokenTests {
    static let wwwAuthenticate = "Bearer realm=\"https://accounts.google.com/\", error=\"invalid_token\""

    @Test func headerOrQueryTokenNeedsNoKey() throws {
        let emulator = TestEmulator(apiKey: "secret")
        let token = emulator.token(for: "alice")
        let (status, json) = emulator.call("GET", "/youtube/v3/videos?part=id&chart=mostPopular", token: token)
        #expect(status == 200)
        #expect(!TestEmulator.ids(json ?? [:]).isEmpty)
        let query = emulator.raw("/youtube/v3/videos?part=id&chart=mostPopular&access_token=" + token, key: nil)
        #expect(query.status == 200)
        let oauthToken = emulator.raw("/youtube/v3/videos?part=id&chart=mostPopular&oauth_token=" + token, key: nil)
        #expect(oauthToken.status == 200)
    }

    @Test func unknownTokenIsAuthErrorWithChallenge() throws {
        let emulator = TestEmulator()
        let response = emulator.emulator.handle(
            EmulatorRequest(
                target: "/youtube/v3/channels?part=id&mine=true", headers: ["Authorization": "Bearer ya29.nobody"]))
        let json = try JSONParser.parse(response.body)
        #expect(response.status == 401)
        #expect(response.headers.first { $0.name == "WWW-Authenticate" }?.value == Self.wwwAuthenticate)
        #expect(TestEmulator.reason(json) == "authError")
        #expect(json["error"]?["status"]?.stringValue == "UNAUTHENTICATED")
        #expect(json["error"]?["errors"]?[0]?["message"]?.stringValue == "Invalid Credentials")
        #expect(json["error"]?["errors"]?[0]?["location"]?.stringValue == "Authorization")
        #expect(TestEmulator.message(json).hasPrefix("Request had invalid authentication credentials."))
        #expect(json["error"]?["details"] == nil)
    }

    @Test func expiredAndRevokedTokensAreRefused() throws {
        let clock = BearerClock()
        let emulator = TestEmulator(configuredAs: .init(epochDay: TestEmulator.epochDay, clock: { clock.now }))
        let token = emulator.token(for: "bob", lifetime: 60)
        #expect(emulator.call("GET", "/youtube/v3/channels?part=id&mine=true", token: token).status == 200)
        clock.advance(61)
        let expired = emulator.call("GET", "/youtube/v3/channels?part=id&mine=true", token: token)
        #expect(expired.status == 401)
        #expect(TestEmulator.reason(expired.json ?? [:]) == "authError")

        let revoked = emulator.token(for: "bob")
        try emulator.emulator.mutate { state in
            for (value, token) in state.oauth.accessTokens where value == revoked {
                state.oauth.grants[token.grantId] = nil
                state.oauth.accessTokens[value] = nil
            }
        }
        #expect(emulator.call("GET", "/youtube/v3/videos?part=id&chart=mostPopular", token: revoked).status == 401)
    }

    @Test func mineIsTheTokenUsersChannel() throws {
        let emulator = TestEmulator()
        let alice = emulator.user("alice")
        let (status, json) = emulator.call(
            "GET", "/youtube/v3/channels?part=id,snippet&mine=true", token: emulator.token(for: "alice"))
        #expect(status == 200)
        #expect(TestEmulator.ids(json ?? [:]) == [alice.channelId ?? "none"])
        let carol = emulator.call("GET", "/youtube/v3/channels?part=id&mine=true", token: emulator.token(for: "carol"))
        #expect(carol.status == 200)
        #expect(TestEmulator.ids(carol.json ?? [:]).isEmpty)
        #expect(carol.json?["pageInfo"]?["totalResults"]?.intValue == 0)
        let keyed = try emulator.get("/youtube/v3/channels?part=id&mine=true")
        #expect(keyed.status == 401)
        #expect(TestEmulator.reason(keyed.json) == "required")
    }

    @Test func mySubscribersListsSubscribersChannels() throws {
        let emulator = TestEmulator()
        let alice = emulator.user("alice"), bob = emulator.user("bob")
        try emulator.emulator.mutate { state in
            state.writes.subscriptions.append(
                .init(
                    id: "sub-1", userId: bob.id, subscriberChannelId: bob.channelId, channelId: alice.channelId ?? "",
                    publishedAt: 1_800_000_000))
        }
        let (status, json) = emulator.call(
            "GET", "/youtube/v3/channels?part=id&mySubscribers=true", token: emulator.token(for: "alice"))
        #expect(status == 200)
        #expect(TestEmulator.ids(json ?? [:]) == [bob.channelId ?? "none"])
        let none = emulator.call("GET", "/youtube/v3/channels?part=id&mySubscribers=true", token: emulator.token(for: "bob"))
        #expect(TestEmulator.ids(none.json ?? [:]).isEmpty)
    }

    @Test func managedByMeIsForContentPartners() {
        let emulator = TestEmulator()
        let (status, json) = emulator.call(
            "GET", "/youtube/v3/channels?part=id&managedByMe=true", token: emulator.token(for: "alice"))
        #expect(status == 403)
        #expect(TestEmulator.reason(json ?? [:]) == "forbidden")
    }

    @Test func activitiesMineAndHome() throws {
        let emulator = TestEmulator()
        let alice = emulator.user("alice")
        let token = emulator.token(for: "alice")
        let mine = emulator.call("GET", "/youtube/v3/activities?part=snippet&mine=true&maxResults=50", token: token)
        let byChannel = try emulator.get(
            "/youtube/v3/activities?part=snippet&maxResults=50&channelId=" + (alice.channelId ?? ""))
        #expect(mine.status == 200)
        #expect(!TestEmulator.ids(mine.json ?? [:]).isEmpty)
        #expect(TestEmulator.ids(mine.json ?? [:]) == TestEmulator.ids(byChannel.json))
        let carol = emulator.call("GET", "/youtube/v3/activities?part=id&mine=true", token: emulator.token(for: "carol"))
        #expect(carol.status == 200)
        #expect(TestEmulator.ids(carol.json ?? [:]).isEmpty)
        let home = emulator.call("GET", "/youtube/v3/activities?part=id&home=true", token: token)
        #expect(home.status == 403)
        #expect(TestEmulator.reason(home.json ?? [:]) == "homeParameterDeprecated")
        #expect(emulator.raw("/youtube/v3/activities?part=id&mine=true").status == 401)
    }

    @Test func searchForMineIsTheUsersVideos() throws {
        let emulator = TestEmulator()
        let alice = emulator.user("alice")
        let token = emulator.token(for: "alice")
        let (status, json) = emulator.call(
            "GET", "/youtube/v3/search?part=snippet&forMine=true&type=video&maxResults=50", token: token)
        #expect(status == 200)
        let items = json?["items"]?.arrayValue ?? []
        #expect(!items.isEmpty)
        #expect(items.allSatisfy { $0["snippet"]?["channelId"]?.stringValue == alice.channelId })
        let noType = emulator.call("GET", "/youtube/v3/search?part=id&forMine=true", token: token)
        #expect(noType.status == 400)
        #expect(TestEmulator.reason(noType.json ?? [:]) == "invalidSearchFilter")
        #expect(emulator.raw("/youtube/v3/search?part=id&forMine=true&type=video").status == 401)
    }

    @Test func quotaIsChargedToTheClientsProject() {
        let other = OAuthClient(id: "other.apps.googleusercontent.com", secret: "s", kind: .desktop, project: "project-other")
        var oauth = OAuthSettings()
        oauth.clients = [OAuthClient.defaultDesktop, OAuthClient.defaultTV, other]
        let emulator = TestEmulator(configuredAs: .init(epochDay: TestEmulator.epochDay, quotaBudget: 60, oauth: oauth))
        let alice = emulator.token(for: "alice")
        // A write costs 50: the default project has 10 left, which a key's read shares.
        _ = emulator.call("POST", "/youtube/v3/videos/rate?id=x&rating=like", token: alice)
        #expect(emulator.emulator.ledgers[OAuthClient.defaultProject]?.used == 50)
        for _ in 0..<10 { #expect(emulator.raw("/youtube/v3/videoCategories?part=id&id=1").status == 200) }
        let spent = emulator.raw("/youtube/v3/videoCategories?part=id&id=1")
        #expect(spent.status == 403)
        #expect(spent.errorReason == "quotaExceeded")
        #expect(emulator.call("GET", "/youtube/v3/videoCategories?part=id&id=1", token: alice).status == 403)
        // Another client's project has its own budget.
        let bob = emulator.projectToken(for: "bob", client: other)
        #expect(emulator.call("GET", "/youtube/v3/videoCategories?part=id&id=1", token: bob).status == 200)
        #expect(emulator.emulator.ledgers["project-other"]?.used == 1)
    }
}

/// A clock the test moves by hand.
private final class BearerClock: Sendable {
    private let seconds = Mutex<Int64>(1_800_000_000)
    var now: Int64 { seconds.withLock { $0 } }
    func advance(_ by: Int64) { seconds.withLock { $0 += by } }
}

extension TestEmulator {
    /// An emulator with exactly `configuration` (a clock, OAuth clients, a budget).
    init(configuredAs configuration: EmulatorConfiguration) {
        emulator = Emulator(configuration: configuration)
        fixtures = Dictionary(uniqueKeysWithValues: emulator.fixtures.map { ($0.name, $0.value) })
    }

    /// A live force-ssl token for `name` issued to `client`, whose project pays for its calls.
    fileprivate func projectToken(for name: String, client: OAuthClient) -> String {
        let user = user(name)
        let now = emulator.configuration.clock()
        // No --state file here, so the state is never written and mutate cannot fail.
        return try! emulator.mutate { state in
            let serial = state.oauth.nextSerial()
            let grant = OAuthState.Grant(
                id: "project-grant-\(serial)", userId: user.id, clientId: client.id, scopes: ["youtube.force-ssl"],
                createdAt: now)
            state.oauth.grants[grant.id] = grant
            let value = "ya29.project-\(name)-\(serial)"
            state.oauth.accessTokens[value] = OAuthState.Token(
                grantId: grant.id, scopes: ["youtube.force-ssl"], expiresAt: now + 3599)
            return value
        }
    }
}
