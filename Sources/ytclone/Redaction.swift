import Foundation

/// Removes the configured API key from text that might echo it (a server's error body, say).
enum Redaction {
    static func current(_ text: String) -> String {
        let environment = ProcessInfo.processInfo.environment
        guard let settings = try? Settings.resolve(apiBaseFlag: nil, environment: environment),
            let key = settings.apiKey, !key.isEmpty
        else { return text }
        return text.replacingOccurrences(of: key, with: "REDACTED")
    }
}
