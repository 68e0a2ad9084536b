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
    /// Seconds one API request may take before it is abandoned and retried (`--timeout`,
    /// `YTCLONE_TIMEOUT`, `timeout`).
    var requestTimeout = Settings.defaultTimeout

    static let defaultTimeout = 30.0
    /// The longest `--timeout` accepted: a run must not be able to hang for hours.
    static let maxTimeout = 600.0

    static func resolve(
        apiBaseFlag: String?, timeoutFlag: Double? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> Settings {
        let paths = Paths(environment: environment)
        let dotEnv = KeyValueFile.read(at: URL(fileURLWithPath: ".env"))
        let config = try KeyValueFile.readConfig(at: paths.configFile)

        let keyCandidates: [(String?, String)] = [
            (environment["YOUTUBE_API_KEY"], "YOUTUBE_API_KEY"),
            (dotEnv["YOUTUBE_API_KEY"], ".env"),
            (config["YOUTUBE_API_KEY"] ?? config["api_key"], paths.configFile.path),
        ]
        let key = keyCandidates.first { ($0.0?.isEmpty == false) }

        // The environment's, `.env`'s or the config file's value of one setting, in that order.
        func value(_ name: String, config configName: String) -> String? {
            environment[name] ?? dotEnv[name] ?? config[name] ?? config[configName]
        }

        let rootText = apiBaseFlag ?? value("YTCLONE_API_BASE", config: "api_base")
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
        if let budgetText = value("YTCLONE_QUOTA_BUDGET", config: "quota_budget") {
            guard let budget = Int(budgetText.trimmingCharacters(in: .whitespaces)), budget > 0 else {
                throw CLIError.invalidOption(name: "YTCLONE_QUOTA_BUDGET", value: budgetText,
                                             accepted: "a whole number of units above 0, such as 10000")
            }
            settings.quotaBudget = budget
        }
        if let timeoutFlag {
            settings.requestTimeout = timeoutFlag
        } else if let timeoutText = value("YTCLONE_TIMEOUT", config: "timeout") {
            guard let timeout = Double(timeoutText.trimmingCharacters(in: .whitespaces)),
                Self.acceptsTimeout(timeout)
            else {
                throw CLIError.invalidOption(name: "YTCLONE_TIMEOUT", value: timeoutText,
                                             accepted: "seconds above 0 and at most 600, such as 30 or 2.5")
            }
            settings.requestTimeout = timeout
        }
        return settings
    }

    static func acceptsTimeout(_ seconds: Double) -> Bool {
        seconds > 0 && seconds <= maxTimeout
    }
}
