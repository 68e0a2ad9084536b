import Foundation
import YouTubeAPI

/// Where ytclone's settings come from, resolved once per run.
///
/// Precedence for every setting (DESIGN.md §3): flag > environment > `.env` in the current
/// directory > config file > default. The API key is never taken from a flag.
struct Settings {
    var apiKey: String?
    var apiRoot: URL
    /// Which source the key came from, for hints (`YOUTUBE_API_KEY`, `.env`, the config path).
    var apiKeySource: String?
    /// The daily quota budget `ytclone quota` counts against (`YTCLONE_QUOTA_BUDGET`, `quota_budget`).
    var quotaBudget = QuotaCost.defaultDailyBudget

    static func resolve(apiBaseFlag: String?, environment: [String: String] = ProcessInfo.processInfo.environment)
        throws -> Settings
    {
        let paths = Paths(environment: environment)
        let dotEnv = KeyValueFile.read(at: URL(fileURLWithPath: ".env"))
        let config = try KeyValueFile.readConfig(at: paths.configFile)

        let keyCandidates: [(String?, String)] = [
            (environment["YOUTUBE_API_KEY"], "YOUTUBE_API_KEY"),
            (dotEnv["YOUTUBE_API_KEY"], ".env"),
            (config["YOUTUBE_API_KEY"] ?? config["api_key"], paths.configFile.path),
        ]
        let key = keyCandidates.first { ($0.0?.isEmpty == false) }

        let rootText = apiBaseFlag ?? environment["YTCLONE_API_BASE"] ?? dotEnv["YTCLONE_API_BASE"]
            ?? config["YTCLONE_API_BASE"] ?? config["api_base"]
        var root = YouTubeClient.defaultRoot
        if let rootText {
            guard let url = URL(string: rootText), let scheme = url.scheme?.lowercased(),
                scheme == "http" || scheme == "https", url.host != nil
            else {
                throw CLIError.invalidAPIBase(rootText)
            }
            root = url
        }
        var settings = Settings(apiKey: key?.0, apiRoot: root, apiKeySource: key?.1)
        let budgetText = environment["YTCLONE_QUOTA_BUDGET"] ?? dotEnv["YTCLONE_QUOTA_BUDGET"]
            ?? config["YTCLONE_QUOTA_BUDGET"] ?? config["quota_budget"]
        if let budgetText {
            guard let budget = Int(budgetText.trimmingCharacters(in: .whitespaces)), budget > 0 else {
                throw CLIError.invalidOption(name: "YTCLONE_QUOTA_BUDGET", value: budgetText,
                                             accepted: "a whole number of units above 0, such as 10000")
            }
            settings.quotaBudget = budget
        }
        return settings
    }
}
