import Foundation
import YouTubeAPI

/// Removes the API key from text that might echo it (a server's error body, say): see
/// `KeyRedaction`, which finds it by its place (the `key` query parameter, an `Authorization`
/// header) whatever its length.
enum Redaction {
    static func current(_ text: String) -> String {
        let environment = ProcessInfo.processInfo.environment
        let key = (try? Settings.resolve(apiBaseFlag: nil, environment: environment))?.apiKey ?? ""
        return KeyRedaction(key: key)(text)
    }
}
