import Testing

@testable import YTEmulator

/// `members.list` and `membershipsLevels.list`: only a channel owner's token with the
/// memberships creator scope; everyone else gets Google's refusal.
@Suite struct MembersTests {
    static let creator: Set<String> = ["youtube.channel-memberships.creator"]

    @Test func anOwnerSeesLevelsAndAnEmptyMemberList() throws {
        let emulator = TestEmulator()
        let alice = emulator.user("alice")
        let token = emulator.token(for: "alice", scopes: Self.creator)
        let levels = emulator.call("GET", "/youtube/v3/membershipsLevels?part=id,snippet", token: token)
        #expect(levels.status == 200)
        let items = levels.json?["items"]?.arrayValue ?? []
        #expect(items.count == 2)
        #expect(items.allSatisfy { $0["snippet"]?["creatorChannelId"]?.stringValue == alice.channelId })
        #expect(items.first?["snippet"]?["levelDetails"]?["displayName"]?.stringValue == "Member")
        let members = emulator.call("GET", "/youtube/v3/members?part=snippet&mode=all_current", token: token)
        #expect(members.status == 200)
        #expect(members.json?["kind"]?.stringValue == "youtube#memberListResponse")
        #expect(members.json?["items"]?.arrayValue?.isEmpty == true)
        let level = try #require(items.first?["id"]?.stringValue)
        #expect(emulator.call("GET", "/youtube/v3/members?part=snippet&hasAccessToLevel=" + level, token: token).status == 200)
        #expect(emulator.call("GET", "/youtube/v3/members?part=snippet&hasAccessToLevel=nope", token: token).status == 400)
        #expect(emulator.call("GET", "/youtube/v3/members?part=snippet&mode=sideways", token: token).status == 400)

        let schema = try DiscoverySchema.load()
        #expect(schema.violations(of: levels.json ?? [:], against: "MembershipsLevelListResponse").isEmpty)
        #expect(schema.violations(of: members.json ?? [:], against: "MemberListResponse").isEmpty)
    }

    @Test func othersAreRefused() throws {
        let emulator = TestEmulator()
        let carol = emulator.call(
            "GET", "/youtube/v3/members?part=snippet", token: emulator.token(for: "carol", scopes: Self.creator))
        #expect(carol.status == 403)
        #expect(TestEmulator.reason(carol.json ?? [:]) == "channelMembershipsNotEnabled")
        let wrongScope = emulator.call(
            "GET", "/youtube/v3/membershipsLevels?part=snippet", token: emulator.token(for: "alice"))
        #expect(wrongScope.status == 403)
        #expect(TestEmulator.reason(wrongScope.json ?? [:]) == "insufficientPermissions")
        let keyed = try emulator.get("/youtube/v3/members?part=snippet")
        #expect(keyed.status == 401)
    }
}
