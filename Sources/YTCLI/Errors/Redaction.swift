import Foundation
import YouTubeAPI

/// Removes the API key from text that might echo it (a server's error body, say): see
/// `KeyRedaction`, which finds it by its place (the `key` query parameter, an `Authorization`
/// header) whatever its length.
enum Redaction {
    /// The redaction of the key the settings of `environment` name, if any.
    static func `for`(_ host: Host) -> @Sendable (String) -> String {
        let key = (try? Settings.resolve(apiBaseFlag: nil, environment: host.environment,
                                         workingDirectory: host.workingDirectory))?.apiKey ?? ""
        return KeyRedaction(key: key).callAsFunction
    }
}
