import ArgumentParser
import Foundation
import Hummingbird
import Logging
import NIOCore
import YTEmulator

/// `yt-emulator`: serves the YouTube Data API v3 from a seeded catalog on 127.0.0.1.
///
/// The first stdout line is the bound port alone; logs go to stderr.
@main
struct EmulatorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "yt-emulator",
        abstract: "A deterministic YouTube Data API v3 emulator for tests and demos.",
        discussion: "Prints the port on the first line of stdout. Fault kinds: "
            + FaultKind.allCases.map(\.rawValue).joined(separator: ", ") + ". "
            + "Controls (no key, no quota): GET /emulator/stats, /emulator/requests, /emulator/fixtures, /emulator/channels, "
            + "/emulator/oauth (clients, users, grants; never a token); "
            + "POST /emulator/faults {\"kind\": …, \"count\": n, \"after\": n}; POST /emulator/uploads "
            + "{\"channels\": [\"UC…\", …]} or {\"count\": n} publishes new videos, dated now, and answers them as JSON. "
            + "Google's OAuth 2.0 endpoints on the same port: GET /o/oauth2/v2/auth, POST /token, POST /device/code "
            + "(page at /device), POST /revoke, GET /oauth2/v3/userinfo, /oauth2/v3/tokeninfo. Default clients "
            + OAuthClient.defaultDesktop.id + " (desktop) and " + OAuthClient.defaultTV.id + " (tv); users alice, bob "
            + "(own catalog channels 2 and 3) and carol (no channel).")

    @Option(help: "TCP port on 127.0.0.1; 0 picks a free one.") var port = 0
    @Option(help: "Seed of the synthetic catalog.") var seed: UInt64 = 1
    @Option(help: "Channels in the catalog, each with its uploads (2 to 20000; GET /emulator/channels lists them).")
    var channels = EmulatorConfiguration.defaultChannels
    @Option(name: .customLong("api-key"), help: "Require this key; otherwise any non-empty key passes.") var apiKey:
        String?
    @Option(help: "The catalog's today as YYYY-MM-DD (default: today, UTC).") var epoch: String?
    @Option(name: .customLong("quota-budget"), help: "Daily quota units.") var quotaBudget = 10_000
    @Option(name: .customLong("quota-model"), help: "legacy (search costs 100) or buckets (100 searches a day).")
    var quotaModel = "legacy"
    @Option(
        name: .customLong("latency-ms"),
        help: "Send every API answer this long after its request was read (it is worked out at once).")
    var latencyMs = 0
    @Option(help: "Fault kinds to inject, comma-separated.") var fault: String?
    @Option(name: .customLong("fail-first"), help: "The first N API requests fail.") var failFirst = 0
    @Option(name: .customLong("fail-rate"), help: "Each API request fails with this probability (0...1).")
    var failRate = 0.0
    @Option(name: .customLong("retry-after"), help: "Retry-After seconds sent with 429.") var retryAfter = 1
    @Option(name: .customLong("slow-ms"), help: "How long the slow fault waits.") var slowMs = 5000
    @Option(
        name: .customLong("feed-fault"),
        help: ArgumentHelp(
            "A fault of channels' Atom feeds (/feeds/videos.xml): 403, 429, empty, malformed or stale, with the "
                + "fraction of channels it strikes (default 1); repeatable.",
            discussion: "Which channels is fixed by the seed; GET /emulator/channels names each channel's fault. "
                + "A stale feed leaves out the newest 3 uploads.",
            valueName: "kind[:fraction]"))
    var feedFault: [String] = []
    @Flag(
        help: ArgumentHelp(
            "Refuse (400) requests the API documentation calls unsupported although Google accepts them.",
            discussion: "Unknown or repeated parameters, maxResults or pageToken beside id, page tokens not spelled "
                + "as the API writes them, lower-case regionCode. The error message starts with "
                + "'yt-emulator strict mode:' and names what was refused. Off by default: the emulator then "
                + "accepts what Google accepts."))
    var strict = false
    @Option(
        name: .customLong("oauth-consent"),
        help: "page (an HTML consent page), auto (granted at once) or deny (refused at once).")
    var oauthConsent = "page"
    @Option(name: .customLong("oauth-token-ttl"), help: "Seconds an access token lives (expires_in).")
    var oauthTokenTTL = 3599
    @Option(name: .customLong("oauth-code-ttl"), help: "Seconds an authorization code can be exchanged.")
    var oauthCodeTTL = 600
    @Option(name: .customLong("oauth-device-code-ttl"), help: "Seconds a device code can be approved and polled (expires_in).")
    var oauthDeviceCodeTTL = 1800
    @Option(
        name: .customLong("oauth-client"),
        help: ArgumentHelp(
            "An OAuth client, desktop (loopback, PKCE) or tv (device flow); repeatable. Replaces the two defaults.",
            valueName: "id:secret[:desktop|tv]"))
    var oauthClient: [String] = []
    @Option(
        name: .customLong("oauth-user"),
        help: ArgumentHelp(
            "A Google account that can sign in, owning one of the catalog's channels unless :nochannel; repeatable. "
                + "Replaces the seeded alice, bob and carol (who has no channel).",
            valueName: "name[:nochannel]"))
    var oauthUser: [String] = []
    @Option(
        help: ArgumentHelp(
            "Keep what users wrote, grants and tokens in FILE across restarts (read at start, written on change).",
            valueName: "file"))
    var state: String?
    @Flag(name: .shortAndLong, help: "Log requests to stderr.") var verbose = false

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be within 0...65535") }
        guard QuotaModel(rawValue: quotaModel) != nil else {
            throw ValidationError("--quota-model must be legacy or buckets")
        }
        guard EmulatorConfiguration.channelRange.contains(channels) else {
            throw ValidationError("--channels must be within 2...20000")
        }
        guard (0...1).contains(failRate) else { throw ValidationError("--fail-rate must be within 0...1") }
        guard quotaBudget >= 0, latencyMs >= 0, failFirst >= 0, retryAfter >= 0, slowMs >= 0 else {
            throw ValidationError("numeric options must not be negative")
        }
        if let fault, FaultKind.parseList(fault) == nil { throw ValidationError("unknown --fault kind in '\(fault)'") }
        for text in feedFault where FeedFault.parse(text) == nil {
            throw ValidationError("--feed-fault takes 403, 429, empty, malformed or stale, with :FRACTION in 0...1; not '\(text)'")
        }
        guard OAuthSettings.Consent(rawValue: oauthConsent) != nil else {
            throw ValidationError("--oauth-consent must be page, auto or deny")
        }
        guard oauthTokenTTL > 0, oauthCodeTTL > 0, oauthDeviceCodeTTL > 0 else {
            throw ValidationError("--oauth-token-ttl, --oauth-code-ttl and --oauth-device-code-ttl must be positive")
        }
        for text in oauthClient where OAuthClient.parse(text) == nil {
            throw ValidationError("--oauth-client takes ID:SECRET or ID:SECRET:desktop|tv; not '\(text.prefix { $0 != ":" }):…'")
        }
        for text in oauthUser where !OAuthUser.isValidEntry(text) {
            throw ValidationError("--oauth-user takes NAME or NAME:nochannel (letters, digits, . _ -); not '\(text)'")
        }
        if let state {
            var isFolder: ObjCBool = false
            let folder = URL(fileURLWithPath: state).deletingLastPathComponent().path
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("--state: there is no folder \(folder) to keep the state in")
            }
        }
        if let epoch, EmulatorConfiguration.epochDay(fromISODate: epoch) == nil {
            throw ValidationError("--epoch must be YYYY-MM-DD")
        }
    }

    func run() async throws {
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        var logger = Logger(label: "yt-emulator")
        logger.logLevel = verbose ? .debug : .warning
        let today = Int(Date().timeIntervalSince1970 / 86_400)
        var oauth = OAuthSettings(
            consent: OAuthSettings.Consent(rawValue: oauthConsent) ?? .page, tokenLifetime: oauthTokenTTL,
            codeLifetime: oauthCodeTTL, deviceCodeLifetime: oauthDeviceCodeTTL)
        if !oauthClient.isEmpty { oauth.clients = oauthClient.compactMap(OAuthClient.parse) }
        if !oauthUser.isEmpty { oauth.users = oauthUser }
        let emulator: Emulator
        do {
            emulator = try Emulator.restoring(
                configuration: EmulatorConfiguration(
                    seed: seed, apiKey: apiKey,
                    epochDay: epoch.flatMap(EmulatorConfiguration.epochDay(fromISODate:)) ?? today,
                    quotaBudget: quotaBudget, quotaModel: QuotaModel(rawValue: quotaModel) ?? .legacy, strict: strict,
                    channels: channels,
                    feedFaults: feedFault.compactMap(FeedFault.parse).map { (kind: $0.0, fraction: $0.1) },
                    oauth: oauth, stateFile: state))
        } catch {
            throw ValidationError("\(error)")
        }
        let stats = ServerStats()
        let arrivals = ArrivalClock()
        let responder = EmulatorResponder(
            emulator: emulator, stats: stats, arrivals: arrivals,
            faults: FaultInjector(
                kinds: fault.flatMap(FaultKind.parseList), failFirst: failFirst, failRate: failRate, seed: seed),
            timing: .init(latency: .milliseconds(latencyMs), slow: .milliseconds(slowMs), retryAfterSeconds: retryAfter)
        )
        let app = Application(
            responder: responder,
            server: .http1(
                configuration: .init(additionalChannelHandlers: [ConnectionCounter(stats: stats), arrivals.stamper()])),
            configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "yt-emulator"),
            onServerRunning: { channel in
                // Tests read this line to find the server; write it unbuffered, before any log.
                FileHandle.standardOutput.write(Data("\(channel.localAddress?.port ?? 0)\n".utf8))
            },
            logger: logger)
        try await app.runService()
    }
}
