import Foundation
import Testing
import YTCore
import YTStore

@Suite struct CommentsStoreContractTests {
    @Test(arguments: StoreBackend.available) func anAddedCommentReadsBackWithItsAuthorAndTags(backend: StoreBackend) throws {
        try backend.withStore { store in
            let ada = try store.makeUser("Ada")
            let comment = try store.post(
                "Loving #SwiftUI and #grdb, thanks @Grace", by: ada,
                hashtags: ["SwiftUI", "grdb", "swiftui"], mentions: ["Grace"], at: at(3))
            #expect(comment.authorHandle == "Ada")
            #expect(comment.userId == ada.id)
            #expect(comment.videoId == "video1")
            #expect(comment.hashtags == ["swiftui", "grdb"])
            #expect(comment.mentions == ["grace"])
            #expect(comment.createdAt == at(3))
            #expect(comment.updatedAt == at(3))
            #expect(try store.comment(id: comment.id) == comment)
            #expect(try store.comment(id: comment.id + 1) == nil)
        }
    }

    @Test(arguments: StoreBackend.available) func tagsKeepTheirOrderOfFirstAppearance(backend: StoreBackend) throws {
        try backend.withStore { store in
            let ada = try store.makeUser("ada")
            let tags = ["zeta", "alpha", "mid", "beta"]
            let comment = try store.post("#zeta #alpha #mid #beta", by: ada, hashtags: tags, mentions: tags.reversed())
            #expect(try store.comment(id: comment.id)?.hashtags == tags)
            #expect(try store.comment(id: comment.id)?.mentions == tags.reversed())
        }
    }

    @Test(arguments: StoreBackend.available) func aVideosCommentsComeOldestFirst(backend: StoreBackend) throws {
        try backend.withStore { store in
            let ada = try store.makeUser("ada")
            let late = try store.post("late", by: ada, at: at(20))
            let early = try store.post("early", by: ada, at: at(10))
            _ = try store.post("elsewhere", on: "video2", by: ada, at: at(15))
            let sameTime = try store.post("same time as early, added later", by: ada, at: at(10))
            #expect(try store.comments(videoId: "video1").map(\.id) == [early.id, sameTime.id, late.id])
            #expect(try store.comments(videoId: "nothing").isEmpty)
        }
    }

    @Test(arguments: StoreBackend.available) func latestCommentsComeNewestFirstUpToTheLimit(backend: StoreBackend) throws {
        try backend.withStore { store in
            let ada = try store.makeUser("ada")
            let middle = try store.post("middle", by: ada, at: at(20))
            let oldest = try store.post("oldest", by: ada, at: at(10))
            let newest = try store.post("newest", by: ada, at: at(30))
            _ = try store.post("elsewhere, and newer", on: "video2", by: ada, at: at(40))
            #expect(try store.latestComments(videoId: "video1", limit: 2).map(\.id) == [newest.id, middle.id])
            #expect(
                try store.latestComments(videoId: "video1", limit: 10).map(\.id) == [newest.id, middle.id, oldest.id])
            #expect(try store.latestComments(videoId: "video1", limit: 0).isEmpty)
            #expect(try store.latestComments(videoId: "nothing", limit: 10).isEmpty)
        }
    }

    @Test(arguments: StoreBackend.available) func latestCommentsWrittenAtTheSameMomentComeLastAddedFirst(backend: StoreBackend) throws {
        try backend.withStore { store in
            let ada = try store.makeUser("ada")
            let first = try store.post("first", by: ada, at: at(5))
            let second = try store.post("second", by: ada, at: at(5))
            let third = try store.post("third", by: ada, at: at(5))
            _ = try store.post("older", by: ada, at: at(4))
            #expect(try store.latestComments(videoId: "video1", limit: 3).map(\.id) == [third.id, second.id, first.id])
            #expect(try store.latestComments(videoId: "video1", limit: 2).map(\.id) == [third.id, second.id])
        }
    }

    @Test(arguments: StoreBackend.available) func latestCommentsCarryTheirOwnTagsAndAuthor(backend: StoreBackend) throws {
        try backend.withStore { store in
            let ada = try store.makeUser("ada")
            let grace = try store.makeUser("grace")
            _ = try store.post("old #left @out", by: ada, hashtags: ["left"], mentions: ["out"], at: at(1))
            let plain = try store.post("no tags", by: grace, at: at(2))
            let tagged = try store.post(
                "#b #a hi @grace @ada", by: ada, hashtags: ["b", "a"], mentions: ["grace", "ada"], at: at(3))
            let latest = try store.latestComments(videoId: "video1", limit: 2)
            #expect(latest == [tagged, plain])
            #expect(latest.first?.hashtags == ["b", "a"])
            #expect(latest.first?.mentions == ["grace", "ada"])
            #expect(latest.last?.authorHandle == "grace")
            #expect(latest.last?.hashtags == [])
        }
    }

    @Test(arguments: StoreBackend.available)
    func bulkInsertedCommentsAreSecondsApartSomeTaggedAndOrderWithAddedOnes(backend: StoreBackend) throws {
        try backend.withStore { store in
            let ada = try store.makeUser("ada")
            let ids = try #require(
                try store.insertComments(50, on: "video1", by: ada.id, from: at(0), hashtagEvery: 10))
            let added = try store.post("added", by: ada, at: at(45.5))
            #expect(ids.count == 50)
            let latest = try store.latestComments(videoId: "video1", limit: 11)
            var expected: [Int64] = Array(((ids.upperBound - 9)...ids.upperBound).reversed())
            expected.insert(added.id, at: 4)
            #expect(latest.map(\.id) == expected)
            #expect(latest.first?.createdAt == at(49))
            #expect(latest.first?.updatedAt == at(49))
            #expect(latest.first?.body == "comment 49")
            #expect(latest.map(\.hashtags) == Array(repeating: [], count: 10) + [["bench"]])
            #expect(try store.comments(hashtag: "bench").count == 5)
        }
    }

    @Test(arguments: [false, true])
    func latestCommentsWalkTheVideoIndexWithoutSorting(analyzed: Bool) throws {
        try withTemporaryStore { store in
            let ada = try store.makeUser("ada")
            try store.insertComments(2_000, on: "video1", by: ada.id, from: epoch)
            for index in 0..<20 {
                try store.insertComments(3, on: "other\(index)", by: ada.id, from: epoch)
            }
            if analyzed {
                try store.executeForTesting("ANALYZE")
            }
            let plan = try store.latestCommentsQueryPlan(videoId: "video1", limit: 20)
            #expect(plan.contains { $0.contains("USING INDEX comments_on_video_id (video_id=?)") }, "\(plan)")
            #expect(!plan.contains { $0.contains("TEMP B-TREE") }, "\(plan)")
        }
    }

    @Test(arguments: StoreBackend.available, ["swift", "SWIFT", "#Swift"])
    func hashtagSearchIgnoresCaseAndListsNewestFirst(backend: StoreBackend, _ query: String) throws {
        try backend.withStore { store in
            let ada = try store.makeUser("ada")
            let older = try store.post("#swift one", by: ada, hashtags: ["swift"], at: at(1))
            let newer = try store.post("#Swift two", on: "video2", by: ada, hashtags: ["Swift"], at: at(2))
            _ = try store.post("#swiftly", by: ada, hashtags: ["swiftly"], at: at(3))
            _ = try store.post("@swift", by: ada, mentions: ["swift"], at: at(4))
            #expect(try store.comments(hashtag: query).map(\.id) == [newer.id, older.id])
        }
    }

    @Test(arguments: StoreBackend.available, ["grace", "Grace", "@GRACE"])
    func mentionSearchIgnoresCaseAndListsNewestFirst(backend: StoreBackend, _ query: String) throws {
        try backend.withStore { store in
            let ada = try store.makeUser("ada")
            let older = try store.post("hi @grace", by: ada, mentions: ["grace"], at: at(1))
            let newer = try store.post("hi @Grace", by: ada, mentions: ["Grace"], at: at(2))
            _ = try store.post("#grace", by: ada, hashtags: ["grace"], at: at(3))
            #expect(try store.comments(mentioning: query).map(\.id) == [newer.id, older.id])
        }
    }

    @Test(arguments: StoreBackend.available) func theAuthorCanEditBodyAndTags(backend: StoreBackend) throws {
        try backend.withStore { store in
            let ada = try store.makeUser("ada")
            let comment = try store.post("#old", by: ada, hashtags: ["old"], at: at(1))
            let edited = try store.updateComment(
                id: comment.id, userId: ada.id, body: "#new @grace",
                hashtags: ["new"], mentions: ["grace"], now: at(5))
            #expect(edited.body == "#new @grace")
            #expect(edited.hashtags == ["new"])
            #expect(edited.mentions == ["grace"])
            #expect(edited.createdAt == at(1))
            #expect(edited.updatedAt == at(5))
            #expect(try store.comment(id: comment.id) == edited)
            #expect(try store.comments(hashtag: "old").isEmpty)
            #expect(try store.comments(hashtag: "new").map(\.id) == [comment.id])
        }
    }

    @Test(arguments: StoreBackend.available) func nobodyElseCanEditOrDeleteIt(backend: StoreBackend) throws {
        try backend.withStore { store in
            let ada = try store.makeUser("ada")
            let grace = try store.makeUser("grace")
            let comment = try store.post("mine #ada", by: ada, hashtags: ["ada"])
            let notFound = StoreError.notFound(what: "comment", id: String(comment.id))
            #expect(throws: notFound) {
                try store.updateComment(
                    id: comment.id, userId: grace.id, body: "hijacked", hashtags: [],
                    mentions: [], now: at(1))
            }
            #expect(throws: notFound) { try store.deleteComment(id: comment.id, userId: grace.id) }
            #expect(try store.comment(id: comment.id) == comment)
        }
    }

    @Test(arguments: StoreBackend.available) func theAuthorCanDeleteItWithItsTags(backend: StoreBackend) throws {
        try backend.withStore { store in
            let ada = try store.makeUser("ada")
            let comment = try store.post("bye #gone @grace", by: ada, hashtags: ["gone"], mentions: ["grace"])
            try store.deleteComment(id: comment.id, userId: ada.id)
            #expect(try store.comment(id: comment.id) == nil)
            #expect(try store.rowCount(of: "comment_tags") == 0)
            #expect(throws: StoreError.notFound(what: "comment", id: String(comment.id))) {
                try store.deleteComment(id: comment.id, userId: ada.id)
            }
            #expect(throws: StoreError.notFound(what: "comment", id: "999")) {
                try store.updateComment(id: 999, userId: ada.id, body: "x", hashtags: [], mentions: [], now: epoch)
            }
        }
    }

    @Test(arguments: StoreBackend.available) func theAuthorHandleIsTheCurrentOne(backend: StoreBackend) throws {
        try backend.withStore { store in
            var ada = try store.makeUser("ada")
            let comment = try store.post("hello", by: ada)
            ada.handle = "countess"
            _ = try store.update(ada, now: at(1))
            #expect(try store.comment(id: comment.id)?.authorHandle == "countess")
        }
    }

    @Test(arguments: StoreBackend.available) func aCommentNeedsAnExistingUser(backend: StoreBackend) throws {
        try backend.withStore { store in
            #expect(throws: StoreError.notFound(what: "user", id: "7")) {
                try store.addComment(videoId: "v", userId: 7, body: "x", hashtags: [], mentions: [], now: epoch)
            }
        }
    }

    @Test(arguments: StoreBackend.available, [
        "'); DROP TABLE users;--", "\"; DELETE FROM comments; --", "100% _match_ \\ ' \" ;",
        "emoji 🎬 and RTL שלום and NUL-free \u{7}bell",
    ])
    func sqlMetacharactersAreStoredVerbatim(backend: StoreBackend, _ text: String) throws {
        try backend.withStore { store in
            let ada = try store.makeUser("ada")
            let comment = try store.post(text, on: text, by: ada, hashtags: [text], mentions: [text])
            let read = try #require(try store.comment(id: comment.id))
            #expect(read.body == text)
            #expect(read.videoId == text)
            #expect(try store.comments(videoId: text).map(\.body) == [text])
            #expect(try store.comments(hashtag: text.lowercased()).map(\.id) == [comment.id])
            #expect(try store.comments(videoId: "%").isEmpty)
            #expect(try store.rowCount(of: "users") == 1)
            if let file = store as? SQLiteStore { #expect(try file.integrityCheck() == ["ok"]) }
        }
    }
}
