import Foundation
import Synchronization
import Testing

@testable import YouTubeAPI

#if canImport(Glibc)
    import Glibc
#endif

/// The cache's temporary files (issue 12): made with `O_CREAT | O_EXCL | O_NOFOLLOW` under a
/// random name, so whatever is already at a name, a link above all, is neither opened nor
/// followed: another name is drawn and the answer is still stored.
@Suite struct FileResponseCacheSafetyTests {
    /// Names handed out in order, then random ones.
    final class Names: Sendable {
        private let queue: Mutex<[String]>
        init(_ names: [String]) { queue = Mutex(names) }
        func next() -> String {
            queue.withLock { $0.isEmpty ? ".\(UInt64.random(in: .min ... .max)).tmp" : $0.removeFirst() }
        }
    }

    @Test func aLinkAtTheTemporaryNameIsNeitherFollowedNorOpened() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cache-safety-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let directory = folder.appendingPathComponent("responses")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let victim = folder.appendingPathComponent("victim.txt")
        try Data("not the cache's\n".utf8).write(to: victim)
        let planted = directory.appendingPathComponent(".planted.tmp")
        try FileManager.default.createSymbolicLink(at: planted, withDestinationURL: victim)
        let taken = directory.appendingPathComponent(".taken.tmp")
        try Data("someone's file\n".utf8).write(to: taken)

        let names = Names([".planted.tmp", ".taken.tmp"])
        let cache = FileResponseCache(directory: directory, temporaryName: { names.next() })
        let entry = CachedResponse(method: "videos.list", etag: "\"e\"", storedAt: Date(timeIntervalSince1970: 9),
                                   body: Data("{\"items\":[]}".utf8))
        cache.save(entry, for: "root videos?id=x")

        #expect(try Data(contentsOf: victim) == Data("not the cache's\n".utf8), "the link was not followed")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: planted.path) == victim.path)
        #expect(try Data(contentsOf: taken) == Data("someone's file\n".utf8), "an existing file was not opened")
        #expect(cache.load("root videos?id=x") == entry, "the answer was stored under another name")
    }
}

/// Entries and folders another user could have made (issue 27, item 17): an entry is believed
/// only when it is the user's own (or root's) and no one else may write it, checked on the open
/// descriptor; a cache folder only on the same terms, also when it appeared during the run.
@Suite struct FileResponseCacheOwnershipTests {
    static let entry = CachedResponse(method: "thumbnail", etag: "\"e\"", storedAt: Date(timeIntervalSince1970: 9),
                                      body: Data("picture".utf8))

    private func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cache-owner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        chmod(folder.path, 0o755)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    private func entryFiles(in directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".entry") }
    }

    @Test func anEntryOthersMayWriteIsAMiss() throws {
        try withFolder { folder in
            let cache = FileResponseCache(directory: folder.appendingPathComponent("images"))
            cache.save(Self.entry, for: "https://i.example/x.jpg")
            #expect(cache.load("https://i.example/x.jpg") == Self.entry)
            let file = try #require(entryFiles(in: cache.directory).first)
            chmod(cache.directory.appendingPathComponent(file).path, 0o666)
            #expect(cache.load("https://i.example/x.jpg") == nil)
        }
    }

    @Test func anEntryOfAnotherUserIsAMiss() throws {
        guard geteuid() == 0 else { try Test.cancel("giving a file to another user needs root") }
        try withFolder { folder in
            let cache = FileResponseCache(directory: folder.appendingPathComponent("images"))
            cache.save(Self.entry, for: "https://i.example/x.jpg")
            let file = try #require(entryFiles(in: cache.directory).first)
            chown(cache.directory.appendingPathComponent(file).path, 65534, 65534)
            #expect(cache.load("https://i.example/x.jpg") == nil)
        }
    }

    /// The run's first check found no folder; another user then made it, open to all.
    @Test func aFolderOthersMayWriteIsNeitherWrittenNorRead() throws {
        try withFolder { folder in
            let directory = folder.appendingPathComponent("images")
            let cache = FileResponseCache(directory: directory)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
            chmod(directory.path, 0o777)
            if geteuid() == 0 { chown(directory.path, 65534, 65534) }
            cache.save(Self.entry, for: "https://i.example/x.jpg")
            #expect(entryFiles(in: directory).isEmpty, "nothing written into it")

            // An entry already in it, even one of the user's own, is not read from it either.
            chmod(directory.path, 0o755)
            if geteuid() == 0 { chown(directory.path, 0, 0) }
            cache.save(Self.entry, for: "https://i.example/x.jpg")
            #expect(cache.load("https://i.example/x.jpg") == Self.entry)
            chmod(directory.path, 0o777)
            #expect(cache.load("https://i.example/x.jpg") == nil)
        }
    }

    @Test func aLinkInPlaceOfTheFolderIsNotFollowed() throws {
        try withFolder { folder in
            let elsewhere = folder.appendingPathComponent("elsewhere")
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: false)
            let directory = folder.appendingPathComponent("images")
            try FileManager.default.createSymbolicLink(at: directory, withDestinationURL: elsewhere)
            FileResponseCache(directory: directory).save(Self.entry, for: "https://i.example/x.jpg")
            #expect(entryFiles(in: elsewhere).isEmpty)
        }
    }
}
