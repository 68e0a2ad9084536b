import Foundation
import YTCore
import YTStore
import YouTubeAPI

/// Where ytclone's settings come from, resolved once per run.
///
/// Precedence for every setting (DESIGN.md §3): flag > environment > config file > default. The
/// API key is never taken from a flag; `.env` in the current directory supplies the key alone
/// (between the environment and the config file): a folder someone else wrote must never
/// redirect where the key goes. The key travels only over https, or over http to a loopback
/// address.
struct Settings {
    var apiKey: String?
    var apiRoot: URL
    /// Where the API root came from (`--api-base`, `YTCLONE_API_BASE`, the config path, `default`),
    /// for `-v`.
    var apiRootSource = "default"
    /// Settings other than the key that `.env` names, which are ignored: a warning says so.
    var ignoredDotEnvNames: [String] = []
    /// Which source the key came from, for hints (`YOUTUBE_API_KEY`, `.env`, the config path).
    var apiKeySource: String?
    /// The daily quota budget `ytclone quota` counts against (`YTCLONE_QUOTA_BUDGET`, `quota_budget`).
    var quotaBudget = QuotaCost.defaultDailyBudget
    /// Seconds one API request may take before it is abandoned and retried (`--timeout`,
    /// `YTCLONE_TIMEOUT`, `timeout`).
    var requestTimeout = Settings.defaultTimeout
    /// TSV cells that start like a formula get a leading `'` (`YTCLONE_SAFE_CELLS`, `safe_cells`).
    var safeCells = false
    /// `YTCLONE_THUMBNAILS` or `thumbnails=` in the config; `--thumbnails` overrides it.
    var thumbnails = ThumbnailMode.auto
    /// A PostgreSQL server that keeps every store instead of this machine's SQLite file
    /// (`YTCLONE_DATABASE_URL`, `database_url`).
    var databaseURL: PostgresURL?
    /// The player `watch` and the browser use (`YTCLONE_PLAYER`, `player=`); `--player` overrides it.
    var player: PlayerChoice?
    /// The quality `watch` asks mpv for (`YTCLONE_QUALITY`, `quality=`); `--quality` overrides it.
    var quality: VideoQuality?

    /// The person's own Desktop OAuth client, for `auth login` and for refreshing its tokens.
    var oauthClient: OAuthClientSettings?
    /// Their TV client, for `auth login --device` (Google's device flow takes no Desktop client).
    var oauthDeviceClient: OAuthClientSettings?
    /// `youtube_comments=true`: `comment add` posts to YouTube unless `--local` says otherwise.
    var youtubeComments = false
    /// Whether a Google sign-in may be kept in the desktop keyring when one answers
    /// (`YTCLONE_KEYRING=off`, `keyring=off`: always the 0600 file).
    var keyring = true

    static let defaultTimeout = 30.0
    /// The longest `--timeout` accepted: a run must not be able to hang for hours.
    static let maxTimeout = 600.0

    static func resolve(
        apiBaseFlag: String?, timeoutFlag: Double? = nil,
        environment: [String: String], workingDirectory: URL
    ) throws -> Settings {
        let paths = Paths(environment: environment)
        let dotEnv = try KeyValueFile.read(at: workingDirectory.appendingPathComponent(".env"))
        let config = try KeyValueFile.readConfig(at: paths.configFile)

        let keyCandidates: [(String?, String)] = [
            (environment["YOUTUBE_API_KEY"], "YOUTUBE_API_KEY"),
            (dotEnv["YOUTUBE_API_KEY"], ".env"),
            (config["YOUTUBE_API_KEY"] ?? config["api_key"], paths.configFile.path),
        ]
        let key = keyCandidates.first { ($0.0?.isEmpty == false) }

        // The environment's or the config file's value of one setting, in that order. Never
        // `.env`'s: only the key may come from the current directory.
        func value(_ name: String, config configName: String) -> String? {
            environment[name] ?? config[name] ?? config[configName]
        }

        let rootCandidates: [(String?, String)] = [
            (apiBaseFlag, "--api-base"),
            (environment["YTCLONE_API_BASE"], "YTCLONE_API_BASE"),
            (config["YTCLONE_API_BASE"] ?? config["api_base"], paths.configFile.path),
        ]
        var settings = Settings(apiKey: key?.0, apiRoot: YouTubeClient.defaultRoot, apiKeySource: key?.1)
        if let (rootText, source) = rootCandidates.first(where: { $0.0 != nil }), let rootText {
            settings.apiRoot = try apiRoot(rootText, from: source)
            settings.apiRootSource = source
        }
        settings.ignoredDotEnvNames = dotEnv.keys.filter { $0 != "YOUTUBE_API_KEY" }.sorted()
        if let budgetText = value("YTCLONE_QUOTA_BUDGET", config: "quota_budget") {
            guard let budget = Int(budgetText.trimmingCharacters(in: .whitespaces)), budget > 0 else {
                throw CLIError.invalidOption(name: "YTCLONE_QUOTA_BUDGET", value: budgetText,
                                             accepted: "a whole number of units above 0, such as 10000")
            }
            settings.quotaBudget = budget
        }
        // A yes-or-no setting: `1`/`true`/`yes`/`on` or `0`/`false`/`no`/`off` (`alsoTrue` too), an
        // empty value meaning `empty`; `nil` when it is not set.
        func flag(_ name: String, config configName: String, empty: Bool, alsoTrue: [String] = [],
                  accepted: String = "true or false") throws -> Bool? {
            guard let text = value(name, config: configName) else { return nil }
            switch text.trimmingCharacters(in: .whitespaces).lowercased() {
            case "": return empty
            case "1", "true", "yes", "on": return true
            case "0", "false", "no", "off": return false
            case let word where alsoTrue.contains(word): return true
            default: throw CLIError.invalidOption(name: name, value: text, accepted: accepted)
            }
        }
        if let safe = try flag("YTCLONE_SAFE_CELLS", config: "safe_cells", empty: false) { settings.safeCells = safe }
        if let text = value("YTCLONE_THUMBNAILS", config: "thumbnails") {
            guard let mode = ThumbnailMode(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased()) else {
                throw CLIError.invalidOption(name: "YTCLONE_THUMBNAILS", value: text, accepted: ThumbnailMode.accepted)
            }
            settings.thumbnails = mode
        }
        if let text = value("YTCLONE_PLAYER", config: "player") {
            guard let player = PlayerChoice(argument: text) else {
                throw CLIError.invalidOption(name: "YTCLONE_PLAYER", value: text, accepted: PlayerChoice.accepted)
            }
            settings.player = player
        }
        if let text = value("YTCLONE_QUALITY", config: "quality") {
            guard let quality = VideoQuality(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased()) else {
                throw CLIError.invalidOption(name: "YTCLONE_QUALITY", value: text, accepted: VideoQuality.accepted)
            }
            settings.quality = quality
        }
        if let text = value("YTCLONE_DATABASE_URL", config: "database_url")?.trimmingCharacters(in: .whitespaces),
           !text.isEmpty {
            do {
                settings.databaseURL = try PostgresURL(text)
            } catch {
                // Not echoed: the text may hold a password.
                throw CLIError.invalidOption(name: "YTCLONE_DATABASE_URL", value: "(not shown)",
                                             accepted: "a URI such as postgresql://user@host:5432/ytclone?sslmode=require")
            }
        }
        settings.oauthClient = OAuthClientSettings(
            id: value("YTCLONE_OAUTH_CLIENT_ID", config: "oauth_client_id"),
            secret: value("YTCLONE_OAUTH_CLIENT_SECRET", config: "oauth_client_secret"))
        settings.oauthDeviceClient = OAuthClientSettings(
            id: value("YTCLONE_OAUTH_TV_CLIENT_ID", config: "oauth_tv_client_id"),
            secret: value("YTCLONE_OAUTH_TV_CLIENT_SECRET", config: "oauth_tv_client_secret"))
        if let youtube = try flag("YTCLONE_YOUTUBE_COMMENTS", config: "youtube_comments", empty: false) {
            settings.youtubeComments = youtube
        }
        if let keyring = try flag("YTCLONE_KEYRING", config: "keyring", empty: true, alsoTrue: ["auto"], accepted: "on or off") {
            settings.keyring = keyring
        }
        if let timeoutFlag {
            settings.requestTimeout = timeoutFlag
        } else if let timeoutText = value("YTCLONE_TIMEOUT", config: "timeout") {
            guard let timeout = Double(timeoutText.trimmingCharacters(in: .whitespaces)),
                Self.acceptsTimeout(timeout)
            else {
                throw CLIError.invalidOption(name: "YTCLONE_TIMEOUT", value: timeoutText,
                                             accepted: "seconds from 0.001 to 600, such as 30 or 2.5")
            }
            settings.requestTimeout = timeout
        }
        return settings
    }

    /// `text` as an API root: an http(s) URL with a host, and plain http only to a loopback
    /// address, since every request carries the key.
    ///
    /// - Throws: `CLIError.invalidAPIBase`, or `CLIError.insecureAPIBase` for plain http elsewhere.
    /// Where state is kept: the PostgreSQL server when one is configured, with the ledger of the
    /// configured API key (`QuotaLedgerKey`), else this machine's SQLite file.
    func storeLocation(paths: Paths) -> StoreLocation {
        databaseURL.map(storeLocation(server:)) ?? .file(paths.databaseFile.path)
    }

    /// A server's location with the ledger of the configured API key.
    func storeLocation(server url: PostgresURL) -> StoreLocation {
        .server(url, ledger: QuotaLedgerKey.of(apiKey: apiKey ?? ""))
    }

    static func apiRoot(_ text: String, from source: String) throws -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
        else {
            throw CLIError.invalidAPIBase(text)
        }
        guard scheme == "https" || isLoopback(host) else { throw CLIError.insecureAPIBase(text, source: source) }
        return url
    }

    /// Whether `host` names this machine: `localhost`, 127.0.0.0/8 or ::1.
    static func isLoopback(_ host: String) -> Bool {
        // Trimmed by hand: Foundation's trimmingCharacters(in:) goes through NSString, which costs
        // a millisecond's worth of runtime lookups at every start.
        let isBracket: (Character) -> Bool = { $0 == "[" || $0 == "]" }
        var host = host.lowercased()[...]
        while let first = host.first, isBracket(first) { host.removeFirst() }
        while let last = host.last, isBracket(last) { host.removeLast() }
        if host == "localhost" || host == "::1" || host == "0:0:0:0:0:0:0:1" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "127" else { return false }
        return parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII) && UInt8(part) != nil
        }
    }

    /// The shortest `--timeout` accepted: libcurl counts in milliseconds, and 0 means no limit.
    static let minTimeout = 0.001

    static func acceptsTimeout(_ seconds: Double) -> Bool {
        seconds >= minTimeout && seconds <= maxTimeout
    }
}
