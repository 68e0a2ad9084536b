import Foundation
import Testing

/// `--offline` with a write or a read of what is the Google user's: nothing is sent, and the
/// message says such answers are never cached (not that the cache lacks this one).
@Suite struct PersonalOfflineTests {
    @Test(arguments: [["playlist", "create", "Road trip", "--offline"], ["liked", "--offline"]])
    func offlineSendsNothingAndSaysWhy(_ arguments: [String]) async throws {
        let home = await CommandHome.signedInWithGoogleReady()
        try await home.signInWithGoogle()
        let sent = home.api.requests.count
        let result = await home.run(arguments)
        #expect(result.status == 69, "\(result.stderr)")
        #expect(result.stderr.contains("never answered from the cache"), "\(result.stderr)")
        #expect(result.stderr.contains("hint: run it without --offline"))
        #expect(home.api.requests.count == sent)
    }
}
