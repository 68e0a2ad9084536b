import Foundation
import Testing
import YTCore

#if canImport(Glibc)
    import Glibc
#endif

/// The walk of `PrivatePath.check`: what it checks is what `open` reaches, links and `..`
/// included. Files are given to uid 65534, so the tests need root.
@Suite struct PrivatePathTests {
    static let other: uid_t = 65534

    static func scratch() throws -> URL {
        guard getuid() == 0 else { try Test.cancel("giving files to another user needs root") }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("private-path-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        chmod(url.path, 0o755)
        return url
    }

    static func exposure(_ body: () throws -> Void) -> (LocalFault, LocalFault.Exposure)? {
        do {
            try body()
        } catch let fault as LocalFault {
            if case .exposed(let exposure) = fault.kind { return (fault, exposure) }
        } catch {}
        return nil
    }

    @Test func aRelativeLinkOfOnesOwnIsFollowedToTheFolderItReaches() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let theirs = root.appendingPathComponent("theirs")
        try FileManager.default.createDirectory(at: theirs.appendingPathComponent("data"), withIntermediateDirectories: true)
        chown(theirs.path, Self.other, Self.other)
        let mine = root.appendingPathComponent("mine")
        try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: mine.appendingPathComponent("data").path,
                                                   withDestinationPath: "../theirs/./data")
        let file = mine.appendingPathComponent("data/ytclone.sqlite3").path

        let refused = try #require(Self.exposure { try PrivatePath.check(file, what: "database") })
        #expect(refused.0.path == theirs.path, "the folder the link leads through is named")
        #expect(refused.1 == .init(.foreignOwner(Self.other), entry: .folder, target: file))
    }

    @Test func aMissingTailIsNotCheckedButWhatExistsIs() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("not/yet/there/session").path
        #expect(try PrivatePath.check(file, what: "session file") == file)

        chmod(root.path, 0o777)
        let refused = try #require(Self.exposure { try PrivatePath.check(file, what: "session file") })
        #expect(refused.0.path == root.path)
        #expect(refused.1.reason == .writableByOthers(0o777))
        chmod(root.path, 0o1777)
        #expect(try PrivatePath.check(file, what: "session file") == file, "sticky, as /tmp")
    }

    @Test func aLinkAtTheFileIsRefusedOnlyWhereNoneIsAllowed() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let real = root.appendingPathComponent("real")
        try Data("x\n".utf8).write(to: real)
        chmod(real.path, 0o600)
        let link = root.appendingPathComponent("session").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real")

        #expect(try PrivatePath.check(link, what: "config file") == real.path, "resolved to the file")
        let refused = try #require(Self.exposure { try PrivatePath.check(link, what: "session file", linkAllowed: false) })
        #expect(refused.1 == .init(.symbolicLink, entry: .file))

        chown(real.path, Self.other, Self.other)
        let foreign = try #require(Self.exposure { try PrivatePath.check(link, what: "config file") })
        #expect(foreign.0.path == real.path)
        #expect(foreign.1 == .init(.foreignOwner(Self.other), entry: .file, target: link))
    }
}
