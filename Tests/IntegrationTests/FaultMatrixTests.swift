import Foundation
import Testing

/// Every paged listing against every fault the emulator can inject, hitting the second request of
/// a `--limit` walk: bounded retries, then one `error:` line and the right exit code, nothing on
/// stdout (a partial `--limit` is not printed), and a cursor that did not move, so the next run
/// shows exactly the pages the failed one would have.
@Suite struct FaultMatrixTests {
    static let key = "fault-matrix-key-0123456789"

    enum Outcome: Sendable {
        case recovers
        case fails(status: Int32, message: String, attempts: Int)
    }

    struct Fault: Sendable {
        var name: String
        var kind: String
        /// How many requests fail; 1,000 is "until disarmed".
        var count: Int
        var emulatorArguments: [String] = []
        var clientArguments: [String] = []
        var outcome: Outcome
    }

    enum Listing: String, CaseIterable, Sendable {
        case feed, search, comments, subscriptions
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var listing: Listing
        var fault: Fault
        var testDescription: String { "\(listing.rawValue): \(fault.name)" }
    }

    /// The client's attempts at one request (`RetryPolicy.default`).
    static let attempts = 4

    static let faults: [Fault] = [
        Fault(name: "500 burst", kind: "500", count: 2, outcome: .recovers),
        Fault(name: "503 burst", kind: "503", count: attempts - 1, outcome: .recovers),
        Fault(name: "429 burst with Retry-After 1", kind: "429", count: 2, emulatorArguments: ["--retry-after", "1"],
              outcome: .recovers),
        Fault(name: "500 beyond retries", kind: "500", count: 1000,
              outcome: .fails(status: 69, message: "(HTTP 500)", attempts: attempts)),
        Fault(name: "503 beyond retries", kind: "503", count: 1000,
              outcome: .fails(status: 69, message: "(HTTP 503)", attempts: attempts)),
        // libcurl itself resends, once, a request whose reused connection was reset before answering.
        Fault(name: "connection reset", kind: "reset", count: 1000,
              outcome: .fails(status: 69, message: "cannot reach the YouTube API", attempts: attempts + 1)),
        Fault(name: "truncated body", kind: "truncated", count: 1000,
              outcome: .fails(status: 69, message: "cannot reach the YouTube API", attempts: attempts)),
        Fault(name: "malformed JSON", kind: "malformed", count: 1000,
              outcome: .fails(status: 70, message: "cannot read the API's answer", attempts: 1)),
        Fault(name: "slower than --timeout", kind: "slow", count: 1000, emulatorArguments: ["--slow-ms", "4000"],
              clientArguments: ["--timeout", "0.5"],
              outcome: .fails(status: 69, message: "no answer within 0.5 seconds", attempts: attempts)),
        Fault(name: "429 with Retry-After of an hour", kind: "429", count: 1000,
              emulatorArguments: ["--retry-after", "3600"],
              outcome: .fails(status: 75, message: "rate limiting", attempts: 1)),
        Fault(name: "quotaExceeded mid --limit", kind: "quota", count: 1000,
              outcome: .fails(status: 75, message: "resets at midnight Pacific time", attempts: 1)),
    ]

    static let cases = Listing.allCases.flatMap { listing in faults.map { Case(listing: listing, fault: $0) } }

    @Test(arguments: cases)
    func faultMidWalk(_ testCase: Case) async throws {
        let emulator = try EmulatorProcess.start(["--api-key", Self.key] + testCase.fault.emulatorArguments)
        defer { emulator.stop() }
        let fixtures = try emulator.fixtures()
        let walk = try Walk(testCase.listing, emulator: emulator, fixtures: fixtures)
        switch testCase.listing {
        case .subscriptions: try await checkSubscriptions(walk, testCase.fault, emulator)
        default: try await checkCursor(walk, testCase.fault, emulator)
        }
    }

    /// Pages 1, then a faulty run, then a clean one: compared with three clean runs of a second home.
    private func checkCursor(_ walk: Walk, _ fault: Fault, _ emulator: EmulatorProcess) async throws {
        let reference = try Walk(walk.listing, emulator: emulator, fixtures: try emulator.fixtures())
        var expected: [[String]] = []
        for _ in 0..<3 { expected.append(try await reference.nextPage()) }
        #expect(Set(expected.joined()).count == expected.joined().count, "three distinct pages")

        #expect(try await walk.nextPage() == expected[0])
        let before = try apiRequests(emulator)
        try arm(emulator, fault, after: walk.listing.requestsBeforeSecondPage)
        let faulty = try await walk.run(walk.nextPageArguments + fault.clientArguments)
        try expect(faulty, fault, requests: try apiRequests(emulator) - before, walk.listing)
        try arm(emulator, fault, count: 0)

        switch fault.outcome {
        case .recovers:
            #expect(try Self.ids(faulty) == expected[1])
            #expect(try await walk.nextPage() == expected[2], "the cursor moved once, past the page shown")
        case .fails:
            #expect(try await walk.nextPage() == expected[1], "the cursor did not move past the page not shown")
        }
    }

    /// A cold subscriptions feed failing in its fan-out, then a clean run that must equal a clean
    /// run of a second home: what the failed run stored does not hide any channel's uploads.
    private func checkSubscriptions(_ walk: Walk, _ fault: Fault, _ emulator: EmulatorProcess) async throws {
        let reference = try Walk(.subscriptions, emulator: emulator, fixtures: try emulator.fixtures())
        let expected = try Self.ids(await reference.run(reference.nextPageArguments))

        try arm(emulator, fault, after: walk.listing.requestsBeforeSecondPage)
        let faulty = try await walk.run(walk.nextPageArguments + fault.clientArguments)
        try expect(faulty, fault, requests: nil, walk.listing)
        try arm(emulator, fault, count: 0)

        if case .recovers = fault.outcome { #expect(try Self.ids(faulty) == expected) }
        #expect(try Self.ids(await walk.run(walk.nextPageArguments)) == expected)
        #expect(try Self.ids(await walk.run(walk.nextPageArguments + ["--refresh"])) == expected)
    }

    private func expect(_ result: CommandResult, _ fault: Fault, requests: Int?, _ listing: Listing) throws {
        let context = "\(listing.rawValue), \(fault.name): status \(result.status), stderr: \(result.stderr)"
        switch fault.outcome {
        case .recovers:
            #expect(result.status == 0, "\(context)")
            #expect(result.stderr.isEmpty, "\(context)")
        case .fails(let status, let message, let attempts):
            #expect(result.status == status, "\(context)")
            #expect(result.stdout.isEmpty, "a partial --limit is not printed: \(context)")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.first?.hasPrefix("error: ") == true && lines.first?.contains(message) == true, "\(context)")
            #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("hint: ") } && lines.count <= 2, "\(context)")
            #expect(!result.stderr.contains(Self.key))
            if let requests {
                let passed = listing.requestsBeforeSecondPage
                // libcurl resends once a request whose reused connection was reset. A search walk
                // holds two connections (the next page's search leaves beside the lookup), so a
                // reset may find the second one reused too: one resend more.
                let resends = fault.kind == "reset" && listing == .search ? 0...1 : 0...0
                #expect(resends.contains(requests - passed - attempts), "bounded retries: \(context), \(requests) requests")
            }
        }
    }

    private func arm(_ emulator: EmulatorProcess, _ fault: Fault, count: Int? = nil, after: Int = 0) throws {
        let body = #"{"kind":"\#(fault.kind)","count":\#(count ?? fault.count),"after":\#(after)}"#
        let response = try RawHTTPConnection.fetch(port: emulator.port, "POST", "/emulator/faults", body: Array(body.utf8))
        #expect(response.status == 204)
    }

    private func apiRequests(_ emulator: EmulatorProcess) throws -> Int {
        try #require(try emulator.stats()["apiRequests"] as? Int)
    }

    static func ids(_ result: CommandResult) throws -> [String] {
        #expect(result.status == 0, "\(result.stderr)")
        let items = try #require(try result.json() as? [[String: Any]], "\(result.stdout)")
        return items.compactMap { $0["id"] as? String }
    }

    /// One home walking one listing, 2 API pages per run.
    struct Walk {
        let listing: Listing
        let home = AccountFlowTests.Home(apiKey: FaultMatrixTests.key)
        let arguments: [String]

        init(_ listing: Listing, emulator: EmulatorProcess, fixtures: [String: String]) throws {
            self.listing = listing
            home.apiBase = emulator.baseURL.absoluteString
            try FileManager.default.createDirectory(at: home.url, withIntermediateDirectories: true)
            switch listing {
            case .feed: arguments = ["feed", "--limit", "60"]
            case .search: arguments = ["search", "music", "--limit", "60"]
            case .comments:
                arguments = ["comments", try #require(fixtures["videoWithManyComments"]), "--limit", "120"]
            case .subscriptions:
                arguments = ["feed", "--subscriptions", "--limit", "30", "--source", "api"]
                try subscribe(emulator)
            }
        }

        var nextPageArguments: [String] {
            arguments + (listing == .subscriptions ? [] : ["--next-page"]) + ["--json"]
        }

        /// Runs ytclone in this home; the test waits for it off the pool (a faulty run mostly
        /// sleeps between retries).
        func run(_ arguments: [String]) async throws -> CommandResult {
            let home = home
            return try await offThePool { try home.run(arguments) }
        }

        func nextPage() async throws -> [String] {
            try FaultMatrixTests.ids(await run(nextPageArguments))
        }

        /// Signs up and subscribes, through a Takeout CSV, to the emulator's first 12 channels.
        private func subscribe(_ emulator: EmulatorProcess) throws {
            #expect(try home.signUp().status == 0)
            let response = try RawHTTPConnection.fetch(port: emulator.port, "GET", "/emulator/channels")
            let all = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [[String: String]])
            let csv = "Channel Id,Channel Url,Channel Title\n"
                + all.prefix(12).map { "\($0["id"]!),http://www.youtube.com/channel/\($0["id"]!),x\n" }.joined()
            let file = home.url.appendingPathComponent("subscriptions.csv")
            try Data(csv.utf8).write(to: file)
            #expect(try home.run(["subscriptions", "import", file.path]).status == 0)
        }
    }
}

extension FaultMatrixTests.Listing {
    /// API requests of a run answered before its second page is asked for: search looks up the
    /// details of each page's videos.
    var requestsBeforeSecondPage: Int {
        self == .search ? 2 : 1
    }
}
