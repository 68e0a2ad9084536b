import Foundation
import Testing
import YTEmulator

extension CommandHome {
    /// A home whose catalog was generated for today (midnight UTC), for the tests that count ages
    /// (`--after 7d`) from the program's own clock, which a fixed epoch would leave behind.
    /// `columns` sets `COLUMNS`, the width a table fits to when stdout is not a terminal.
    static func today(columns: Int? = nil) -> CommandHome {
        let home = CommandHome(api: InMemoryAPI(emulator: InMemoryAPI.todaysEmulator))
        home.environment["COLUMNS"] = columns.map(String.init)
        return home
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
    /// A catalog like `sharedEmulator`'s whose "now" is today's midnight UTC, built once.
    static let todaysEmulator: Emulator = {
        let day = Int(Date().timeIntervalSince1970 / 86_400)
        return Emulator(configuration: EmulatorConfiguration(seed: 1, apiKey: key, epochDay: day,
                                                             quotaBudget: 1_000_000_000, strict: true))
    }()
}
