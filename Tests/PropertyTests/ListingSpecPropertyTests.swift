import PropertyBased
import Testing
import YTCore

@testable import YTCLI

/// Every listing's command line ("more:" hints, the browser's `:` line) parsed back by the real
/// command is the same listing.
@Suite struct ListingSpecPropertyTests {
    /// Typed text as a shell gives it back, half of it starting with `-` (`-ios`, an id), which the
    /// command line says after `--` or, for an option's value, with `=`.
    static let typed = zip(Gen.bool, Hostile.printable).map { dashed, text in dashed ? "-" + text : text }
    static let videoId = VideoReferencePropertyTests.id
    static let region = one(of: [nil, "US", "gb", "Jp", "nZ", "KR"].map { $0.flatMap { RegionCode($0) } })
    static let age = one(of: [nil, "12h", "7d", "2w", "1y", "2024-01-31", "2024-01-31T12:00:00Z"].map {
        $0.flatMap { AgeOrDate($0) }
    })

    /// One of `values`, nil among them.
    static func one<T: Sendable>(of values: [T?]) -> Generator<T?, Shrink.None<T??>> {
        Gen<T??>.element(of: values).map { $0 ?? nil }
    }

    static let length = one(of: [nil, "90", "90s", "5m", "1h", "168h"].map { $0.flatMap { VideoLength($0) } })

    /// Any filter and order whose lengths go together.
    static let filter = zip(length, length, Gen.bool, Gen<VideoFilter.Live>.case.optional(), Gen.bool,
                            Gen<VideoSort>.case.optional())
        .map { first, second, shorts, live, unwatched, sort in
            let (low, high) = (first?.seconds ?? 0) <= (second?.seconds ?? .max) ? (first, second) : (second, first)
            return VideoFilter(minDuration: low, maxDuration: high, hideShorts: shorts, live: live, unwatched: unwatched,
                               sort: sort)
        }

    static let search = zip(
        zip(typed, Gen<SearchType>.case, Gen<SearchOrder>.case, Gen<DurationFilter>.case.optional(), age, age),
        zip(typed.optional(), region, Gen<SafeSearchLevel>.case.optional(), Gen.bool, Gen.bool,
            Gen<Int>.value(in: Bounds.SearchLimit.range)), filter
    ).map { first, second, filter in
        var spec = SearchSpec(query: first.0, type: first.1, order: first.2, duration: first.3, after: first.4,
                              before: first.5, channel: second.0, region: second.1, safeSearch: second.2,
                              caption: second.3, hd: second.4, limit: SearchSpec.Limit("\(second.5)")!, filter: filter)
        if spec.type != .video { (spec.duration, spec.caption, spec.hd, spec.filter) = (nil, false, false, VideoFilter()) }
        return spec
    }

    @Test func aSearchReadsBackFromItsCommandLine() async {
        await propertyCheck(count: 100, input: Self.search) { spec in
            #expect((try? YTClone.Search.parse(Self.words(spec.commandLine, after: 2)).spec) == spec, "\(spec.commandLine)")
            // The "more:" hint: the same search, a page on.
            let more = spec.commandLine(adding: ["--next-page"])
            let parsed = try? YTClone.Search.parse(Self.words(more, after: 2))
            #expect(parsed?.spec == spec && parsed?.paging.direction == .next, "\(more)")
        }
    }

    static let chart = zip(region, Gen<Int>.value(in: 0...9_999).optional(), Gen<Int>.value(in: Bounds.FeedLimit.range), filter)
        .map { ChartSpec(region: $0, category: $1.map(String.init), limit: ChartSpec.Limit("\($2)")!, filter: $3) }

    @Test func aChartReadsBackFromItsCommandLine() async {
        await propertyCheck(count: 60, input: Self.chart) { spec in
            #expect((try? YTClone.Feed.parse(Self.words(spec.commandLine, after: 2)).chart) == spec, "\(spec.commandLine)")
        }
    }

    static let subscriptionsFeed = zip(
        Gen<Int>.value(in: Bounds.FeedLimit.range), filter,
        Gen.bool, Gen<Int>.value(in: Bounds.FeedJobs.range), Gen<SubscriptionFeedService.Source>.case.optional()
    ).map { limit, filter, new, jobs, source in
        SubscriptionsFeedSpec(limit: .init("\(limit)")!, filter: filter, onlyNew: new, jobs: .init("\(jobs)")!,
                              source: source)
    }

    @Test func aSubscriptionsFeedReadsBackFromItsCommandLine() async {
        await propertyCheck(count: 60, input: Self.subscriptionsFeed) { spec in
            let parsed = try? YTClone.Feed.parse(Self.words(spec.commandLine, after: 2))
            #expect(parsed?.subscriptions == true && parsed?.subscriptionsFeed == spec, "\(spec.commandLine)")
        }
    }

    static let channel = zip(typed, Gen<ChannelSpec.Shelf>.case, Gen<Int>.value(in: Bounds.ListingLimit.range), filter)
        .map {
            ChannelSpec(reference: $0, shelf: $1, limit: ChannelSpec.Limit("\($2)")!,
                        filter: $1 == .uploads ? $3 : VideoFilter())
        }
    static let playlist = zip(typed, Gen<Int>.value(in: Bounds.ListingLimit.range), filter)
        .map { PlaylistSpec(reference: $0, limit: PlaylistSpec.Limit("\($1)")!, filter: $2) }

    @Test func aChannelOrPlaylistReadsBackFromItsCommandLine() async {
        await propertyCheck(count: 60, input: Self.channel) { spec in
            #expect((try? YTClone.ChannelCommand.parse(Self.words(spec.commandLine, after: 2)).spec) == spec,
                    "\(spec.commandLine)")
        }
        await propertyCheck(count: 60, input: Self.playlist) { spec in
            #expect((try? YTClone.PlaylistCommand.parse(Self.words(spec.commandLine, after: 2)).spec) == spec,
                    "\(spec.commandLine)")
        }
    }

    static let comments = zip(
        videoId, Gen<CommentsSpec.Source>.case, Gen<CommentsSpec.Order>.case, typed.optional(), typed.optional(),
        Gen<Int>.value(in: Bounds.CommentsLimit.range)
    ).map { video, source, order, search, replies, limit in
        CommentsSpec(videoId: video, source: source, order: order, search: search,
                     replies: source == .local ? nil : replies,
                     limit: CommentsSpec.Limit("\(source == .local ? limit : min(limit, 500))")!)
    }

    @Test func commentsReadBackFromTheirCommandLine() async {
        await propertyCheck(count: 60, input: Self.comments) { spec in
            let parsed = try? YTClone.Comments.parse(Self.words(spec.commandLine, after: 2))
            #expect(parsed.map { $0.spec(videoId: $0.reference) } == spec, "\(spec.commandLine)")
        }
    }

    /// A word that starts with `-` would read as an option: it goes last, after `--`, and the
    /// options the hints add go before it.
    @Test func dashedWordsComeLastAfterTheEndOfOptions() throws {
        let line = SearchSpec(query: "-ios", order: .date).commandLine(adding: ["--next-page"])
        #expect(line == "ytclone search --order date --next-page -- -ios")
        #expect(try YTClone.Search.parse(Self.words(line, after: 2)).spec.query == "-ios")
        let comments = CommentsSpec(videoId: "-abcdefghij", search: "-spam").commandLine
        #expect(comments == "ytclone comments --search=-spam -- -abcdefghij")
    }

    /// The words a shell makes of `line` after the first `count` (`ytclone search`): the forms
    /// `ShellWord` writes, bare words and '…' with '\'' for a quote. Scalar by scalar, as a shell
    /// reads bytes: a quote followed by a combining mark is still a quote.
    static func words(_ line: String, after count: Int) -> [String] {
        var words: [String] = [], word: String.UnicodeScalarView? = nil, quoted = false, escaped = false
        for scalar in line.unicodeScalars {
            if escaped {
                word = (word ?? .init()) + [scalar]
                escaped = false
            } else if quoted {
                if scalar == "'" { quoted = false } else { word = (word ?? .init()) + [scalar] }
            } else if scalar == "'" {
                quoted = true
                word = word ?? .init()
            } else if scalar == "\\" {
                escaped = true
            } else if scalar == " " {
                if let done = word { words.append(String(done)) }
                word = nil
            } else {
                word = (word ?? .init()) + [scalar]
            }
        }
        if let done = word { words.append(String(done)) }
        return Array(words.dropFirst(count))
    }
}
