import ArgumentParser

/// Where playback starts (`--start`): seconds (`83`), minutes and seconds (`1:23`), or hours,
/// minutes and seconds (`1:02:03`).
struct StartTime: ExpressibleByArgument, Sendable, Equatable {
    let seconds: Int

    static let accepted = "seconds, m:ss or h:mm:ss, such as 83, 1:23 or 1:02:03"

    init(seconds: Int) {
        self.seconds = seconds
    }

    init?(argument: String) {
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
              parts.allSatisfy({ (1...6).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        let numbers = parts.compactMap { Int($0) }
        // After the first, a part counts minutes or seconds: 1:75 is a typo, not 2:15.
        guard numbers.count == parts.count, numbers.dropFirst().allSatisfy({ $0 < 60 }) else { return nil }
        self.seconds = numbers.reduce(0) { $0 * 60 + $1 }
    }

    public var defaultValueDescription: String { "\(seconds)" }
}
