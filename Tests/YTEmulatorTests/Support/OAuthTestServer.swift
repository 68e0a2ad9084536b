import Synchronization

@testable import YTEmulator

/// An emulator with a clock the test moves, and the steps of Google's OAuth flows as requests
/// through ``Emulator/handle(_:)``.
final class OAuthTestServer: Sendable {
    let emulator: Emulator
    private let clock = ClockBox()
    static let desktop = OAuthClient.defaultDesktop
    static let tv = OAuthClient.defaultTV
    static let redirect = "http://127.0.0.1:53682/"
    /// RFC 7636 Appendix B's verifier and its S256 challenge.
    static let verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"
    static let challenge = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"

    init(consent: OAuthSettings.Consent = .auto, tokenLifetime: Int = 3599, codeLifetime: Int = 600) {
        let clock = clock
        emulator = Emulator(
            configuration: EmulatorConfiguration(
                seed: 1, epochDay: TestEmulator.epochDay, channels: 10,
                oauth: OAuthSettings(consent: consent, tokenLifetime: tokenLifetime, codeLifetime: codeLifetime),
                clock: { clock.now }))
    }

    /// Lets the emulator's clock read the test's time.
    private final class ClockBox: Sendable {
        let time = Mutex<Int64>(1_800_000_000)
        var now: Int64 { time.withLock { $0 } }
    }

    func advance(_ seconds: Int64) { clock.time.withLock { $0 += seconds } }

    static func query(_ pairs: [(String, String)]) -> String {
        pairs.map { $0.0 + "=" + AuthorizationServer.percentEncode($0.1) }.joined(separator: "&")
    }

    /// `GET /o/oauth2/v2/auth` with `pairs`.
    func authorize(_ pairs: [(String, String)], path: String = "/o/oauth2/v2/auth") -> EmulatorResponse {
        emulator.handle(EmulatorRequest(target: path + "?" + Self.query(pairs), headers: ["Host": "127.0.0.1:8080"]))
    }

    /// The usual parameters of a Desktop app's request, with PKCE S256.
    static func standard(scope: String = "https://www.googleapis.com/auth/youtube.force-ssl", extra: [(String, String)] = [])
        -> [(String, String)]
    {
        [("response_type", "code"), ("client_id", desktop.id), ("redirect_uri", redirect), ("scope", scope),
         ("state", "xyz 1"), ("code_challenge", challenge), ("code_challenge_method", "S256")] + extra
    }

    /// The parameters of a redirect's `Location`, and the URI before them.
    static func location(_ response: EmulatorResponse) -> (base: String, parameters: [String: String]) {
        let location = response.header("Location") ?? ""
        let pieces = location.split(separator: "?", maxSplits: 1).map(String.init)
        let items = pieces.count > 1 ? EmulatorRequest.parseQuery(pieces[1]) : []
        return (pieces.first ?? "", Dictionary(items.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }))
    }

    /// A form POST; JSON answers parsed.
    func post(_ path: String, _ pairs: [(String, String)], headers: [String: String] = [:]) -> (status: Int, json: JSONValue?, response: EmulatorResponse) {
        var all = headers
        all["Content-Type"] = "application/x-www-form-urlencoded"
        all["Host"] = "127.0.0.1:8080"
        let response = emulator.handle(
            EmulatorRequest(method: "POST", target: path, headers: all, body: Array(Self.query(pairs).utf8)))
        return (response.status, try? JSONParser.parse(response.body), response)
    }

    /// Exchanges `code` as the Desktop client would.
    func exchange(_ code: String, verifier: String = OAuthTestServer.verifier, redirect: String = OAuthTestServer.redirect)
        -> (status: Int, json: JSONValue?, response: EmulatorResponse)
    {
        post("/token", [("grant_type", "authorization_code"), ("code", code), ("client_id", Self.desktop.id),
                        ("client_secret", Self.desktop.secret), ("redirect_uri", redirect), ("code_verifier", verifier)])
    }

    /// A code for `pairs` under `--oauth-consent auto`.
    func code(_ pairs: [(String, String)] = OAuthTestServer.standard()) -> String {
        Self.location(authorize(pairs)).parameters["code"] ?? "no code"
    }

    /// The whole loopback flow: the token answer.
    func signIn(_ pairs: [(String, String)] = OAuthTestServer.standard()) -> JSONValue? {
        exchange(code(pairs)).json
    }

    /// `channels.list` of alice's channel with `token` as bearer: 200 while the token lives.
    func apiStatus(_ token: String) -> Int {
        let channel = emulator.authorization.users[0].channelId ?? ""
        return emulator.handle(
            EmulatorRequest(target: "/youtube/v3/channels?part=id&id=" + channel, headers: ["Authorization": "Bearer " + token])
        ).status
    }

    func refresh(_ token: String, scope: String? = nil) -> (status: Int, json: JSONValue?, response: EmulatorResponse) {
        post("/token", [("grant_type", "refresh_token"), ("refresh_token", token), ("client_id", Self.desktop.id),
                        ("client_secret", Self.desktop.secret)] + (scope.map { [("scope", $0)] } ?? []))
    }

    var state: OAuthState { emulator.state.withLock { $0.oauth } }

    static func text(_ response: EmulatorResponse) -> String { String(decoding: response.body, as: UTF8.self) }
}
