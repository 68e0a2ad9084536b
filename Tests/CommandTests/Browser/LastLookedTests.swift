import Foundation
import Testing
import YTCore
@testable import YTBrowser

/// The Subscriptions tab's "new since you last looked" marks.
@Suite struct LastLookedTests {
    @Test func everythingIsNewAtTheFirstLookThenOnlyWhatCameAfterTheLast() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ytclone-looked-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let looked = LastLooked(folder: folder)
        let user = BrowserFixtures.user
        let videos = BrowserFixtures.videos(4)   // published 1.5, 3, 4.5 and 6 hours before `now`
        #expect(looked.new(videos, for: user) == Set(videos.map(\.id)))
        looked.record(user, at: BrowserFixtures.now.addingTimeInterval(-4 * 3_600))
        #expect(looked.new(videos, for: user) == ["video000000", "video000001"])
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("browse-subscriptions-looked-1").path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        var other = user
        other.id = 2
        #expect(looked.date(of: other) == nil, "each user has their own")
    }
}
