import Foundation
import Testing
import YTEmulator

extension CommandHome {
    /// A home over the catalog yt-emulator serves by default, generated for today (midnight UTC):
    /// ages such as `--after 7d` count back from the program's own clock, which a catalog of a
    /// fixed day would fall behind. `columns` sets `COLUMNS`, the width a table fits to when stdout
    /// is not a terminal.
    static func today(columns: Int? = nil) -> CommandHome {
        let home = CommandHome(api: InMemoryAPI(emulator: InMemoryAPI.todaysEmulator))
        home.environment["COLUMNS"] = columns.map(String.init)
        return home
    }

    /// A home over a catalog of its own generated for today, with `quotaBudget` units a day as
    /// yt-emulator's default: for tests that publish uploads or read what the catalog charged
    /// (`api.emulator.quotaUsed`), which a shared catalog would mix with other tests'.
    static func ownCatalog(quotaBudget: Int = 10_000) -> CommandHome {
        var configuration = InMemoryAPI.todaysConfiguration
        configuration.quotaBudget = quotaBudget
        return CommandHome(api: InMemoryAPI(emulator: Emulator(configuration: configuration)))
    }

    /// `signup --password-stdin` as the account suites type it: `AccountFlowTests.password`, the
    /// handle made from the email unless one is given.
    func signUp(email: String, handle: String? = nil, name: String = "Ada") async -> Result {
        await run(["signup", "--name", name, "--email", email, "--password-stdin"] + (handle.map { ["--handle", $0] } ?? []),
                  stdin: "\(AccountFlowTests.password)\n")
    }

    /// Runs a command that must succeed and print a JSON object.
    func object(_ arguments: [String], stdin: String = "", sourceLocation: SourceLocation = #_sourceLocation)
        async throws -> [String: Any]
    {
        let result = await run(arguments, stdin: stdin)
        #expect(result.status == 0, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        return try #require(result.object, "stdout: \(result.stdout)", sourceLocation: sourceLocation)
    }

    /// Runs a command that must succeed and print a JSON array of objects.
    func array(_ arguments: [String], stdin: String = "", sourceLocation: SourceLocation = #_sourceLocation)
        async throws -> [[String: Any]]
    {
        let result = await run(arguments, stdin: stdin)
        #expect(result.status == 0, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        return try #require(result.array, "stdout: \(result.stdout)", sourceLocation: sourceLocation)
    }

    /// The midnight (UTC) this home's catalog counts its dates back from: the catalog's "now".
    var epoch: Date {
        Date(timeIntervalSince1970: TimeInterval(api.emulator.configuration.epochDay) * 86_400)
    }

    /// A date as `search --after` takes a day: `2026-11-01`.
    static func day(_ date: Date) -> String {
        date.formatted(.iso8601.year().month().day())
    }

    /// A JSON value's ISO 8601 date (`publishedAt`).
    static func date(_ value: Any?) -> Date? {
        (value as? String).flatMap { try? Date($0, strategy: .iso8601) }
    }
}

extension InMemoryAPI {
    /// `sharedEmulator`'s configuration with "now" at today's midnight UTC.
    static var todaysConfiguration: EmulatorConfiguration {
        EmulatorConfiguration(seed: 1, apiKey: key, epochDay: Int(Date().timeIntervalSince1970 / 86_400),
                              quotaBudget: 1_000_000_000, strict: true)
    }

    /// A catalog of `todaysConfiguration`, built once for the tests that share it.
    static let todaysEmulator = Emulator(configuration: todaysConfiguration)

    /// How many requests asked for a picture (a thumbnail, an avatar): yt-emulator's `images` count.
    var imageRequests: Int {
        requests.filter { Emulator.servesImage($0.url.path) }.count
    }
}
