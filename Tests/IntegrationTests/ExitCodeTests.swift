import Foundation
import Testing

/// Each class of failure ends in its exit code, one `error:` line and, where one helps, a `hint:`.
@Suite struct ExitCodeTests {
    static let key = "exit-test-key"

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var emulatorArguments: [String] = []
        var arguments: [String]
        var key: String? = ExitCodeTests.key
        var status: Int32
        var message: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "no API key", arguments: ["feed"], key: nil, status: 78, message: "no YouTube API key"),
        Case(name: "key rejected", arguments: ["feed"], key: "wrong-key", status: 77, message: "rejected the API key"),
        Case(name: "unknown video", arguments: ["video", "AAAAAAAAAAA"], status: 66, message: "no video with id AAAAAAAAAAA"),
        Case(name: "malformed id", arguments: ["video", "not-an-id"], status: 65, message: "is not a video id"),
        Case(name: "bad page token", arguments: ["feed", "--page-token", "garbage!"], status: 65, message: "page token"),
        Case(name: "unknown flag", arguments: ["feed", "--bogus"], status: 64, message: "error: unknown option '--bogus'"),
        Case(name: "bad timeout", arguments: ["feed", "--timeout", "0"], status: 64, message: "--timeout takes seconds"),
        Case(name: "bad region", arguments: ["feed", "--region", "USA"], status: 64, message: "two-letter"),
        Case(name: "server errors beyond retries", emulatorArguments: ["--fault", "503", "--fail-first", "20"],
             arguments: ["feed"], status: 69, message: "(HTTP 503)"),
        Case(name: "connection resets beyond retries", emulatorArguments: ["--fault", "reset", "--fail-first", "20"],
             arguments: ["feed"], status: 69, message: "cannot reach the YouTube API"),
        Case(name: "malformed JSON", emulatorArguments: ["--fault", "malformed", "--fail-first", "20"],
             arguments: ["feed"], status: 70, message: "cannot read the API's answer"),
        Case(name: "quota exhausted", emulatorArguments: ["--fault", "quota", "--fail-first", "20"],
             arguments: ["feed"], status: 75, message: "resets at midnight Pacific time"),
        Case(name: "rate limited for long", emulatorArguments: ["--fault", "429", "--fail-first", "20", "--retry-after", "3600"],
             arguments: ["feed"], status: 75, message: "rate limiting"),
    ]

    @Test(arguments: cases)
    func failureClassHasItsExitCode(_ testCase: Case) throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key] + testCase.emulatorArguments)
        defer { emulator.stop() }
        var environment: [String: String] = [:]
        if let key = testCase.key { environment["YOUTUBE_API_KEY"] = key }
        let result = try CommandRunner.ytclone(
            testCase.arguments + ["--api-base", emulator.baseURL.absoluteString], environment: environment)
        #expect(result.status == testCase.status, "stderr: \(result.stderr)")
        #expect(result.stderr.contains(testCase.message), "stderr: \(result.stderr)")
        #expect(result.stdout.isEmpty)
        if testCase.status != 64 {
            #expect(result.stderr.hasPrefix("error: "))
        }
        #expect(!result.stderr.contains(Self.key))
    }

    @Test func unreachableAPIIsUnavailable() throws {
        let emulator = try EmulatorProcess.start()
        let base = emulator.baseURL.absoluteString
        emulator.stop()
        let result = try CommandRunner.ytclone(["feed", "--api-base", base], environment: ["YOUTUBE_API_KEY": "k"])
        #expect(result.status == 69)
        #expect(result.stderr.contains("hint: "))
    }

    @Test func keyComesFromDotEnvWhenTheEnvironmentHasNone() throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key])
        defer { emulator.stop() }
        let result = try CommandRunner.ytclone(
            ["feed", "--limit", "2", "--json", "--api-base", emulator.baseURL.absoluteString],
            dotEnv: "YOUTUBE_API_KEY=\(Self.key)\n")
        #expect(result.status == 0, "\(result.stderr)")
    }
}
