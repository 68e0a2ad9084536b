import Foundation
import Testing

@testable import YTEmulator

/// `--state FILE`: grants, tokens and what users wrote outlive the emulator, so a test can restart
/// it mid-flow (issue 30, item 4). Each test restarts by building a second emulator on the file.
@Suite struct StateFileTests {
    /// A directory of its own for each test, removed by the caller.
    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static let fixedNow: Int64 = 1_764_000_000

    @Test func grantsAndTokensSurviveARestart() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("state.json").path
        let first = try TestEmulator(stateFile: path)
        let token = first.token(for: "alice")
        let before = first.emulator.state.withLock { $0 }

        let second = try TestEmulator(stateFile: path)
        #expect(second.emulator.state.withLock { $0 } == before)
        let caller = second.emulator.authorization.caller(
            accessToken: token, state: second.emulator.state.withLock { $0.oauth }, now: Self.fixedNow)
        #expect(caller?.user.name == "alice")
        #expect(caller?.scopes == ["youtube.force-ssl"])
    }

    @Test func aCommentIsReadBackAfterARestart() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("state.json").path
        let first = try TestEmulator(stateFile: path)
        let token = first.token(for: "alice")
        let video = first.fixture("videoId")
        let posted = first.call(
            "POST", "/youtube/v3/commentThreads?part=snippet", token: token,
            body: .object([
                JSONMember(key: "snippet", value: .object([
                    JSONMember(key: "videoId", value: .string(video)),
                    JSONMember(key: "topLevelComment", value: .object([
                        JSONMember(key: "snippet", value: .object([
                            JSONMember(key: "textOriginal", value: .string("Kept across restarts"))
                        ]))
                    ])),
                ]))
            ]))
        #expect(posted.status == 200)
        let threadId = try #require(posted.json?["id"]?.stringValue)

        let second = try TestEmulator(stateFile: path)
        let thread = second.call("GET", "/youtube/v3/commentThreads?part=snippet&id=\(threadId)", token: token)
        #expect(thread.status == 200)
        #expect(thread.json.map(TestEmulator.ids) == [threadId])
    }

    @Test func aPlaylistIsReadBackAfterARestart() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("state.json").path
        let first = try TestEmulator(stateFile: path)
        let token = first.token(for: "alice")
        let created = first.call(
            "POST", "/youtube/v3/playlists?part=snippet", token: token,
            body: .object([
                JSONMember(key: "snippet", value: .object([JSONMember(key: "title", value: .string("Kept too"))]))
            ]))
        #expect(created.status == 200)
        let playlistId = try #require(created.json?["id"]?.stringValue)

        let second = try TestEmulator(stateFile: path)
        let mine = second.call("GET", "/youtube/v3/playlists?part=id&mine=true&maxResults=50", token: token)
        #expect(mine.json.map(TestEmulator.ids)?.contains(playlistId) == true)
    }

    @Test func noFileYetIsAnEmptyStateAndNothingIsWrittenUntilAChange() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("state.json").path
        let emulator = try TestEmulator(stateFile: path)
        #expect(emulator.emulator.state.withLock { $0 } == EmulatorState())
        _ = emulator.raw("/youtube/v3/videos?part=id&chart=mostPopular")
        #expect(!FileManager.default.fileExists(atPath: path))
        _ = emulator.token(for: "bob")
        #expect(FileManager.default.fileExists(atPath: path))
    }

    /// The file is replaced whole (written beside it, then renamed), so a crash mid-write never
    /// leaves half a state; and it holds no API key.
    @Test func theFileIsWrittenWholeAndHoldsNoAPIKey() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("state.json").path
        let emulator = try TestEmulator(stateFile: path, apiKey: "state-secret-key")
        _ = emulator.raw("/youtube/v3/videos?part=id&chart=mostPopular", key: "state-secret-key")
        for name in ["alice", "bob", "carol"] { _ = emulator.token(for: name) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["state.json"])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains("state-secret-key"))
        let decoded = try JSONDecoder().decode(EmulatorState.self, from: Data(text.utf8))
        #expect(decoded == emulator.emulator.state.withLock { $0 })
    }

    @Test(arguments: ["{ this is not a state", "[]", "{\"oauth\": 3}"])
    func aCorruptFileIsRefusedNamingThePath(contents: String) throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("state.json").path
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        let error = try #require(throws: StateFileError.self) { try TestEmulator(stateFile: path) }
        #expect(error.path == path)
        #expect(error.description.hasPrefix("cannot read the state in \(path): "))
        // The file is left as it was, for whoever wants to see what went wrong.
        #expect(try String(contentsOfFile: path, encoding: .utf8) == contents)
    }
}

extension TestEmulator {
    /// An emulator restored from `stateFile` (``Emulator/restoring(configuration:)``, as
    /// `yt-emulator --state` does), with its clock fixed so tokens never expire mid-test.
    init(stateFile: String, apiKey: String? = nil) throws {
        emulator = try Emulator.restoring(
            configuration: EmulatorConfiguration(
                seed: 1, apiKey: apiKey, epochDay: Self.epochDay, quotaBudget: 100_000, stateFile: stateFile,
                clock: { StateFileTests.fixedNow }))
        fixtures = Dictionary(uniqueKeysWithValues: emulator.fixtures.map { ($0.name, $0.value) })
    }
}
