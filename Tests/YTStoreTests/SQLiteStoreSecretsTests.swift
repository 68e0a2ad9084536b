import Foundation
import Testing
import YTCore
import YTStore

@Suite struct SQLiteStoreSecretsTests {
    /// The file on disk holds the password's argon2id hash and the token's hash, and neither the
    /// password nor the token.
    @Test func theDatabaseFilesHoldOnlyHashesOfSecrets() throws {
        try withTemporaryDirectory { directory in
            let path = databasePath(in: directory)
            let password = "correct horse battery staple 7f3a"
            let passwordHash = try PasswordHasher.hash(password)
            let token = SessionToken.generate()
            let tokenHash = SessionToken.hash(token)
            try {
                let store = try SQLiteStore(path: path)
                let user = try store.insert(.fixture("ada", passwordHash: passwordHash), now: epoch)
                try store.createSession(tokenHash: tokenHash, userId: user.id, createdAt: epoch, expiresAt: at(60))
                #expect(try store.user(sessionTokenHash: tokenHash, now: at(1)) == user)
                try store.checkpoint()
            }()

            var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            if let wal = try? Data(contentsOf: URL(fileURLWithPath: path + "-wal")) {
                bytes += wal
            }
            // The scan can see what was stored...
            #expect(bytes.range(of: Data(passwordHash.utf8)) != nil)
            #expect(bytes.range(of: tokenHash) != nil)
            // ...and so would see the secrets, had they been stored.
            #expect(bytes.range(of: Data(password.utf8)) == nil)
            #expect(bytes.range(of: Data(token.utf8)) == nil)
            #expect(bytes.range(of: Data(token.uppercased().utf8)) == nil)
        }
    }
}
