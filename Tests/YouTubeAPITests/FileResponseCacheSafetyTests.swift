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
