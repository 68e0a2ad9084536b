import Foundation
import Synchronization
import Testing
import YouTubeAPI

@testable import YTCore

/// A store in memory that counts what it was asked and can be told to refuse saves (a locked keyring).
private final class CountingStore: GoogleTokenStore {
    let saved = Mutex<[String: GoogleAccount]>([:])
    let calls = Mutex<[String]>([])
    let refusesSaves: Bool
    let kind: GoogleTokenStoreKind

    init(_ kind: GoogleTokenStoreKind, refusesSaves: Bool = false) {
        self.kind = kind
        self.refusesSaves = refusesSaves
    }

    func place(account: String) -> String { kind == .keyring ? "keyring" : "file" }
    func load(account: String) throws -> GoogleAccount? {
        calls.withLock { $0.append("load") }
        return saved.withLock { $0[account] }
    }
    func save(_ signIn: GoogleAccount, account: String) throws {
        calls.withLock { $0.append("save") }
        if refusesSaves { throw KeyringError.failed(action: "keep the Google sign-in in", message: "Cannot create an item in a locked collection") }
        saved.withLock { $0[account] = signIn }
    }
    func delete(account: String) throws {
        calls.withLock { $0.append("delete") }
        _ = saved.withLock { $0.removeValue(forKey: account) }
    }
    var held: [String: GoogleAccount] { saved.withLock { $0 } }
    var asked: [String] { calls.withLock { $0 } }
}

/// `PreferredGoogleTokenStore`: a sign-in moves to the preferred store, and nothing stays behind in
/// the other (the keyring and the 0600 file, in either role); and how the keyring is probed.
@Suite struct GoogleTokenStoreChoiceTests {
    let signIn = GoogleAccount(
        grant: OAuthGrant(accessToken: "ya29.secret", refreshToken: "1//refresh", expiresAt: Date(timeIntervalSince1970: 1_800_000_000),
                          scopes: [OAuthScope.forceSSL]),
        clientID: "client-a", channelId: "UC1", channelTitle: "Alice", method: "loopback",
        signedInAt: Date(timeIntervalSince1970: 1_799_990_000))

    @Test func aSignInInThePreferredStoreNeverAsksTheOther() throws {
        let keyring = CountingStore(.keyring)
        try keyring.save(signIn, account: "1")
        let asked = Mutex(0)
        let store = PreferredGoogleTokenStore(preferred: keyring) {
            asked.withLock { $0 += 1 }
            return CountingStore(.file(folder: "/state"))
        }
        #expect(try store.load(account: "1") == signIn)
        #expect(asked.withLock { $0 } == 0, "the other store (a keyring probe) costs a round trip: not asked")
        #expect(store.kind == .keyring)
        #expect(store.place(account: "1") == "keyring")
    }

    @Test func aSignInFoundInTheOtherStoreMovesToThePreferredOne() throws {
        let keyring = CountingStore(.keyring), file = CountingStore(.file(folder: "/state"))
        try file.save(signIn, account: "1")
        let store = PreferredGoogleTokenStore(preferred: keyring) { file }
        #expect(try store.load(account: "1") == signIn)
        #expect(keyring.held["1"] == signIn)
        #expect(file.held.isEmpty, "the file's copy is deleted once the keyring holds it")
        // And back, as with YTCLONE_KEYRING=off: the keyring's copy moves into the file.
        let back = PreferredGoogleTokenStore(preferred: file) { keyring }
        #expect(try back.load(account: "1") == signIn)
        #expect(file.held["1"] == signIn)
        #expect(keyring.held.isEmpty)
    }

    @Test func aMoveThePreferredStoreRefusesLeavesTheSignInWhereItWas() throws {
        let keyring = CountingStore(.keyring, refusesSaves: true), file = CountingStore(.file(folder: "/state"))
        try file.save(signIn, account: "1")
        let store = PreferredGoogleTokenStore(preferred: keyring) { file }
        #expect(try store.load(account: "1") == signIn, "still usable")
        #expect(file.held["1"] == signIn, "not deleted: the keyring did not take it")
        #expect(!file.asked.contains("delete"))
    }

    @Test func savingDeletesTheOthersCopyAndARefusedSaveKeepsIt() throws {
        let keyring = CountingStore(.keyring), file = CountingStore(.file(folder: "/state"))
        try file.save(signIn, account: "1")
        try PreferredGoogleTokenStore(preferred: keyring) { file }.save(signIn, account: "1")
        #expect(keyring.held["1"] == signIn)
        #expect(file.held.isEmpty)

        let locked = CountingStore(.keyring, refusesSaves: true), other = CountingStore(.file(folder: "/state"))
        try other.save(signIn, account: "1")
        #expect(throws: KeyringError.self) { try PreferredGoogleTokenStore(preferred: locked) { other }.save(signIn, account: "1") }
        #expect(other.held["1"] == signIn, "a save that failed deletes nothing")
    }

    @Test func deletingDeletesBothCopiesOfThatAccountOnly() throws {
        let keyring = CountingStore(.keyring), file = CountingStore(.file(folder: "/state"))
        try keyring.save(signIn, account: "1")
        try file.save(signIn, account: "1")
        try file.save(signIn, account: "2")
        let store = PreferredGoogleTokenStore(preferred: keyring) { file }
        try store.delete(account: "1")
        #expect(keyring.held.isEmpty)
        #expect(Array(file.held.keys) == ["2"])
        #expect(try store.load(account: "1") == nil)
    }

    @Test func withNoOtherStoreTheStoreIsThePreferredOneAlone() throws {
        let file = CountingStore(.file(folder: "/state"))
        let store = PreferredGoogleTokenStore(preferred: file) { nil }
        #expect(try store.load(account: "1") == nil)
        try store.save(signIn, account: "1")
        #expect(try store.load(account: "1") == signIn)
        try store.delete(account: "1")
        #expect(file.held.isEmpty)
        #expect(store.kind == .file(folder: "/state"))
    }

    @Test func theStoredJSONRoundTripsAndIsTheSameTextEachTime() throws {
        let data = try signIn.encodedForStore()
        #expect(try GoogleAccount.decodeStored(data) == signIn)
        #expect(try signIn.encodedForStore() == data, "sorted keys: the keyring and the file hold the same text")
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"clientID\":\"client-a\""))
        #expect(text.contains("1800000000"), "dates in seconds since 1970, as the 0600 file keeps them")
    }

    @Test func noSessionBusMeansNoKeyringAndLibsecretIsNotLoaded() {
        #expect(KeyringProbe.sessionBus([:]) == nil)
        #expect(KeyringProbe.sessionBus(["DBUS_SESSION_BUS_ADDRESS": ""]) == nil)
        #expect(KeyringProbe.sessionBus(["XDG_RUNTIME_DIR": "/nonexistent-ytclone-runtime"]) == nil)
        #expect(KeyringProbe.sessionBus(["DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1000/bus"])
            == "unix:path=/run/user/1000/bus")
        guard case .unavailable(let reason) = KeyringProbe.answer(environment: ["DISPLAY": ":0"]) else {
            Issue.record("a keyring was found with no session bus")
            return
        }
        #expect(reason.contains("DBUS_SESSION_BUS_ADDRESS"))
        // Nothing was loaded to say so: libsecret is mapped only once a bus is there to ask.
        let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
        #expect(!maps.contains("libsecret-1.so"))
    }

    @Test func theRuntimeDirectorysBusSocketIsASessionBus() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ytclone-run-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A plain file named bus is no socket.
        try Data().write(to: folder.appendingPathComponent("bus"))
        #expect(KeyringProbe.sessionBus(["XDG_RUNTIME_DIR": folder.path]) == nil)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("bus"))
        let socketPath = folder.appendingPathComponent("bus").path
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #expect(fd >= 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: socketPath.utf8.prefix(raw.count - 1))
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0)
        #expect(KeyringProbe.sessionBus(["XDG_RUNTIME_DIR": folder.path]) == "unix:path=" + socketPath)
    }
}
