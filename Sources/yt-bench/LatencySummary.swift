/// Percentiles of a set of timed calls, in milliseconds.
struct LatencySummary {
    var p50: Double
    var p99: Double
    var max: Double

    /// Summarises `durations` by nearest rank: `p99` is the smallest time that 99% of calls did not exceed.
    init(_ durations: [Duration]) {
        let sorted = durations.map(Self.milliseconds).sorted()
        func percentile(_ fraction: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            let rank = Int((fraction * Double(sorted.count)).rounded(.up))
            return sorted[Swift.max(rank, 1) - 1]
        }
        p50 = percentile(0.50)
        p99 = percentile(0.99)
        max = sorted.last ?? 0
    }

    static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
    }
}
