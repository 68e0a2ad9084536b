import Foundation
import Testing
import YTCore
import YTStore

@Suite struct AccountsStoreContractTests {
    @Test(arguments: StoreBackend.available) func insertedUsersReadBackWithTheirAvatar(backend: StoreBackend) throws {
        try backend.withStore { store in
            let avatar = Avatar(mimeType: "image/png", data: Data([0x89, 0x50, 0x4E, 0x47, 0, 1, 2]))
            let user = try store.insert(.fixture("ada", avatar: avatar), now: at(5))
            #expect(user.id > 0)
            #expect(user.handle == "ada")
            #expect(user.avatar == avatar)
            #expect(user.createdAt == at(5))
            #expect(user.updatedAt == at(5))
            #expect(try store.user(id: user.id) == user)
            #expect(try store.user(id: user.id + 1) == nil)
        }
    }

    @Test(arguments: StoreBackend.available) func timestampsReadBackAsInsertReturnedThem(backend: StoreBackend) throws {
        try backend.withStore { store in
            let now = Date(timeIntervalSince1970: 1_700_000_000.123_456)
            let user = try store.insert(.fixture("ada"), now: now)
            #expect(try store.user(id: user.id)?.createdAt == user.createdAt)
            #expect(abs(user.createdAt.timeIntervalSince(now)) < 0.001)
        }
    }

    @Test(arguments: StoreBackend.available, ["ada@example.com", "ADA@example.com", "Ada@Example.COM"])
    func emailsAreUniqueWhateverTheirCase(backend: StoreBackend, _ email: String) throws {
        try backend.withStore { store in
            _ = try store.makeUser("ada", email: "ada@example.com")
            #expect(throws: StoreError.emailTaken(email)) {
                try store.insert(.fixture("other", email: email), now: epoch)
            }
            #expect(try store.rowCount(of: "users") == 1)
        }
    }

    @Test(arguments: StoreBackend.available, ["ada", "ADA", "Ada"])
    func handlesAreUniqueWhateverTheirCase(backend: StoreBackend, _ handle: String) throws {
        try backend.withStore { store in
            _ = try store.makeUser("ada")
            #expect(throws: StoreError.handleTaken(handle)) {
                try store.insert(.fixture(handle, email: "someone@example.com"), now: epoch)
            }
        }
    }

    @Test(arguments: StoreBackend.available) func aTakenHandleIsFoundInAnyCase(backend: StoreBackend) throws {
        try backend.withStore { store in
            #expect(try store.isHandleTaken("ada") == false)
            _ = try store.makeUser("ada")
            #expect(try store.isHandleTaken("ada"))
            #expect(try store.isHandleTaken("ADA"))
            #expect(try store.isHandleTaken("bob") == false)
        }
    }

    @Test(arguments: StoreBackend.available) func credentialsAreFoundByEmailInAnyCase(backend: StoreBackend) throws {
        try backend.withStore { store in
            let user = try store.insert(.fixture("ada", passwordHash: "$argon2id$hash-of-ada"), now: epoch)
            let found = try #require(try store.credentials(email: "ADA@Example.com"))
            #expect(found.user == user)
            #expect(found.passwordHash == "$argon2id$hash-of-ada")
            #expect(try store.credentials(email: "nobody@example.com") == nil)
        }
    }

    @Test(arguments: StoreBackend.available) func updateSavesTheProfileAndItsTime(backend: StoreBackend) throws {
        try backend.withStore { store in
            var user = try store.makeUser("ada")
            user.name = "Ada Lovelace"
            user.email = "lovelace@example.com"
            user.handle = "countess"
            user.avatar = Avatar(mimeType: "image/jpeg", data: Data([0xFF, 0xD8, 0xFF]))
            let saved = try store.update(user, now: at(60))
            #expect(saved.name == "Ada Lovelace")
            #expect(saved.handle == "countess")
            #expect(saved.avatar == user.avatar)
            #expect(saved.createdAt == epoch)
            #expect(saved.updatedAt == at(60))
            #expect(try store.user(id: user.id) == saved)
            user.avatar = nil
            #expect(try store.update(user, now: at(61)).avatar == nil)
        }
    }

    @Test(arguments: StoreBackend.available) func updateRefusesAnotherUsersEmailOrHandle(backend: StoreBackend) throws {
        try backend.withStore { store in
            _ = try store.makeUser("ada")
            var grace = try store.makeUser("grace")
            grace.email = "ADA@example.com"
            #expect(throws: StoreError.emailTaken("ADA@example.com")) { try store.update(grace, now: at(1)) }
            grace.email = "grace@example.com"
            grace.handle = "Ada"
            #expect(throws: StoreError.handleTaken("Ada")) { try store.update(grace, now: at(1)) }
            #expect(try store.user(id: grace.id)?.handle == "grace")
        }
    }

    @Test(arguments: StoreBackend.available) func updatingOnlyTheCaseOfYourOwnEmailIsAllowed(backend: StoreBackend) throws {
        try backend.withStore { store in
            var ada = try store.makeUser("ada")
            ada.email = "ADA@example.com"
            #expect(try store.update(ada, now: at(1)).email == "ADA@example.com")
        }
    }

    @Test(arguments: StoreBackend.available) func updatingAMissingUserIsNotFound(backend: StoreBackend) throws {
        try backend.withStore { store in
            let ghost = User(
                id: 42, name: "Ghost", email: "g@example.com", handle: "ghost", createdAt: epoch,
                updatedAt: epoch)
            #expect(throws: StoreError.notFound(what: "user", id: "42")) { try store.update(ghost, now: epoch) }
            #expect(throws: StoreError.notFound(what: "user", id: "42")) {
                try store.setPasswordHash("h", userId: 42, keepingSession: nil, now: epoch)
            }
        }
    }

    @Test(arguments: StoreBackend.available) func passwordHashesAreReplaced(backend: StoreBackend) throws {
        try backend.withStore { store in
            let user = try store.makeUser("ada")
            try store.setPasswordHash("$argon2id$new", userId: user.id, keepingSession: nil, now: at(9))
            #expect(try store.passwordHash(userId: user.id) == "$argon2id$new")
            #expect(try store.user(id: user.id)?.updatedAt == at(9))
            #expect(try store.passwordHash(userId: user.id + 1) == nil)
        }
    }

    @Test(arguments: StoreBackend.available) func aNewPasswordEndsTheUsersOtherSessionsInItsTransaction(backend: StoreBackend) throws {
        try backend.withStore { store in
            let ada = try store.makeUser("ada"), bob = try store.makeUser("bob")
            let kept = Data(repeating: 1, count: 32), other = Data(repeating: 2, count: 32)
            let expired = Data(repeating: 3, count: 32), bobs = Data(repeating: 4, count: 32)
            try store.createSession(tokenHash: kept, userId: ada.id, createdAt: epoch, expiresAt: at(100))
            try store.createSession(tokenHash: other, userId: ada.id, createdAt: epoch, expiresAt: at(100))
            try store.createSession(tokenHash: expired, userId: ada.id, createdAt: epoch, expiresAt: at(5))
            try store.createSession(tokenHash: bobs, userId: bob.id, createdAt: epoch, expiresAt: at(100))

            // The expired session goes too, but is not counted: it was signed in no more.
            #expect(try store.setPasswordHash("$argon2id$new", userId: ada.id, keepingSession: kept, now: at(10)) == 1)
            #expect(try store.user(sessionTokenHash: kept, now: at(11)) == store.user(id: ada.id))
            #expect(try store.user(sessionTokenHash: other, now: at(11)) == nil)
            #expect(try store.user(sessionTokenHash: bobs, now: at(11)) == bob)
            #expect(try store.rowCount(of: "sessions") == 2)

            // Without a session to keep, every one of the user's sessions ends.
            #expect(try store.setPasswordHash("$argon2id$newer", userId: ada.id, keepingSession: nil, now: at(12)) == 1)
            #expect(try store.rowCount(of: "sessions") == 1)
        }
    }

    @Test(arguments: StoreBackend.available) func aFailedPasswordChangeEndsNoSession(backend: StoreBackend) throws {
        try backend.withStore { store in
            let ada = try store.makeUser("ada")
            try store.createSession(tokenHash: Data(repeating: 1, count: 32), userId: ada.id, createdAt: epoch,
                                    expiresAt: at(100))
            #expect(throws: StoreError.notFound(what: "user", id: "42")) {
                try store.setPasswordHash("h", userId: 42, keepingSession: nil, now: at(1))
            }
            #expect(try store.rowCount(of: "sessions") == 1)
        }
    }

    @Test(arguments: StoreBackend.available) func sessionsFindTheirUserUntilTheyExpire(backend: StoreBackend) throws {
        try backend.withStore { store in
            let user = try store.makeUser("ada")
            let hash = Data(repeating: 7, count: 32)
            try store.createSession(tokenHash: hash, userId: user.id, createdAt: epoch, expiresAt: at(3_600))
            #expect(try store.user(sessionTokenHash: hash, now: at(10)) == user)
            #expect(try store.user(sessionTokenHash: hash, now: at(3_600)) == nil)
            #expect(try store.user(sessionTokenHash: hash, now: at(7_200)) == nil)
            #expect(try store.user(sessionTokenHash: Data(repeating: 8, count: 32), now: at(10)) == nil)
        }
    }

    @Test(arguments: StoreBackend.available) func creatingASessionForgetsExpiredOnes(backend: StoreBackend) throws {
        try backend.withStore { store in
            let user = try store.makeUser("ada")
            try store.createSession(
                tokenHash: Data(repeating: 1, count: 32), userId: user.id, createdAt: epoch, expiresAt: at(10))
            try store.createSession(
                tokenHash: Data(repeating: 2, count: 32), userId: user.id, createdAt: epoch, expiresAt: at(100))
            try store.createSession(
                tokenHash: Data(repeating: 3, count: 32), userId: user.id, createdAt: at(50), expiresAt: at(150))
            #expect(try store.rowCount(of: "sessions") == 2)
            #expect(try store.user(sessionTokenHash: Data(repeating: 2, count: 32), now: at(60)) == user)
        }
    }

    @Test(arguments: StoreBackend.available) func deletedSessionsAreGone(backend: StoreBackend) throws {
        try backend.withStore { store in
            let user = try store.makeUser("ada")
            let hash = Data(repeating: 1, count: 32)
            try store.createSession(tokenHash: hash, userId: user.id, createdAt: epoch, expiresAt: at(3_600))
            try store.deleteSession(tokenHash: hash)
            #expect(try store.user(sessionTokenHash: hash, now: at(1)) == nil)
            try store.deleteSession(tokenHash: hash)
        }
    }

    @Test(arguments: StoreBackend.available) func aSessionNeedsAnExistingUser(backend: StoreBackend) throws {
        try backend.withStore { store in
            #expect(throws: StoreError.notFound(what: "user", id: "5")) {
                try store.createSession(tokenHash: Data(count: 32), userId: 5, createdAt: epoch, expiresAt: at(1))
            }
        }
    }
}
