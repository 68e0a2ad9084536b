import YTCore

/// `--source rss`: after the feeds are read, a warning naming how many failed and why, since
/// those channels show what was stored (`auto` would have asked the API).
struct FeedFailureNote {
    let console: Console

    func listen(on bus: EventBus) {
        bus.on(ChannelFeedsRead.self, by: nil) { [console] read in
            guard let failed = Self.summary(read) else { return }
            console.note("warning: \(failed); those channels show what was stored (--source auto asks the API for them)")
        }
    }

    /// `3 of 100 feeds failed (403 ×2, stale ×1)`, or nil when none did.
    static func summary(_ read: ChannelFeedsRead) -> String? {
        let failed = read.failures.values.reduce(0, +)
        guard failed > 0 else { return nil }
        let reasons = read.failures.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
            .map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
        return "\(failed) of \(HumanFormat.counted(read.read + failed, "feed")) failed (\(reasons))"
    }
}
