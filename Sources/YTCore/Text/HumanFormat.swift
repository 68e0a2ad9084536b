import Foundation
import YouTubeAPI

/// Numbers, durations and times the way a person reads them in a listing.
///
/// Here, below both ways in, so that the commands' tables and the browser's screens count and
/// date alike (`1 reply`, `3 days ago`).
public enum HumanFormat {
    /// `999`, `1.2K`, `12K`, `1.2M`, `3.4B`.
    public static func count<Count: BinaryInteger>(_ value: Count?) -> String {
        guard let value else { return "–" }
        let units: [(Double, String)] = [(1e9, "B"), (1e6, "M"), (1e3, "K")]
        for (size, suffix) in units where Double(value) >= size {
            let scaled = Double(value) / size
            guard scaled < 10 else { return "\(Int(scaled))\(suffix)" }
            let tenths = Int((scaled * 10).rounded(.down))
            return (tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)") + suffix
        }
        return String(value)
    }

    /// `10,000`: every digit, grouped by thousands.
    public static func grouped(_ value: Int) -> String {
        var text = String(value.magnitude)
        var position = text.count - 3
        while position > 0 {
            text.insert(",", at: text.index(text.startIndex, offsetBy: position))
            position -= 3
        }
        return (value < 0 ? "-" : "") + text
    }

    /// `1 video`, `2 videos`, `1 reply`, `3 replies`, `1,204 results`: a count with its noun,
    /// singular for exactly one. Every line that counts something says it through this.
    public static func counted(_ value: Int, _ noun: String) -> String {
        "\(grouped(value)) \(value == 1 ? noun : plural(of: noun))"
    }

    /// `1 like`, `15K likes`, `– likes`: `counted` with the count in a few columns (`count`).
    public static func countedShort<Count: BinaryInteger>(_ value: Count?, _ noun: String) -> String {
        "\(count(value)) \(value == 1 ? noun : plural(of: noun))"
    }

    /// `videos`, `replies`, `matches`: English plurals of the nouns ytclone counts.
    public static func plural(of noun: String) -> String {
        if let last = noun.last, noun.count > 1, last == "y",
            let before = noun.dropLast().last, !"aeiou".contains(before)
        {
            return noun.dropLast() + "ies"
        }
        if noun.hasSuffix("s") || noun.hasSuffix("sh") || noun.hasSuffix("ch") || noun.hasSuffix("x") {
            return noun + "es"
        }
        return noun + "s"
    }

    /// `812 B`, `12.3 KB`, `4.5 MB` (powers of 1000).
    public static func bytes(_ count: Int) -> String {
        let units = ["B", "KB", "MB", "GB"]
        var value = Double(count)
        var unit = 0
        while value >= 1000, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        return unit == 0 ? "\(count) B" : String(format: "%.1f %@", value, units[unit])
    }

    /// `0:42`, `12:03`, `1:02:03`, `1d 2:03:04`; live and upcoming streams say so.
    public static func duration(_ seconds: Int?, live: String? = nil) -> String {
        switch live {
        case "live": return "LIVE"
        case "upcoming": return "SOON"
        default: break
        }
        guard let seconds else { return "–" }
        let (days, rest) = seconds.quotientAndRemainder(dividingBy: 86_400)
        let (hours, rest2) = rest.quotientAndRemainder(dividingBy: 3_600)
        let (minutes, secs) = rest2.quotientAndRemainder(dividingBy: 60)
        // Plain interpolation: String(format:) goes through Foundation's formatter, slow on Linux.
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let mmss = "\(twoDigits(minutes)):\(twoDigits(secs))"
        if days > 0 { return "\(days)d \(hours):\(mmss)" }
        if hours > 0 { return "\(hours):\(mmss)" }
        return "\(minutes):\(twoDigits(secs))"
    }

    /// A day and how long ago it was, for a detail block: `Jan 31, 2024 (2 years ago)`.
    public static func dayAndAge(_ date: Date) -> String {
        "\(date.formatted(date: .abbreviated, time: .omitted)) (\(relative(date)))"
    }

    /// `just now`, `5 minutes ago`, `3 days ago`, `2 years ago`.
    public static func relative(_ date: Date?, now: Date = Date()) -> String {
        guard let date else { return "–" }
        let seconds = Int(now.timeIntervalSince(date))
        if seconds < 0 { return "soon" }
        let steps: [(Int, String)] = [
            (31_536_000, "year"), (2_592_000, "month"), (604_800, "week"), (86_400, "day"), (3_600, "hour"),
            (60, "minute"),
        ]
        for (size, name) in steps where seconds >= size {
            let n = seconds / size
            return "\(counted(n, name)) ago"
        }
        return "just now"
    }

    /// `relative` in a few columns, for a narrow table: `3d`, `2w`, `5mo`, `1y`, `4h`, `12m`, `now`.
    public static func age(_ date: Date?, now: Date = Date()) -> String {
        guard let date else { return "–" }
        let seconds = Int(now.timeIntervalSince(date))
        if seconds < 0 { return "soon" }
        let steps: [(Int, String)] = [
            (31_536_000, "y"), (2_592_000, "mo"), (604_800, "w"), (86_400, "d"), (3_600, "h"), (60, "m"),
        ]
        for (size, unit) in steps where seconds >= size {
            return "\(seconds / size)\(unit)"
        }
        return "now"
    }

    /// `HTTP 503 — retrying in 0.8 s (2/4)`: a retry as the progress line and the browser's
    /// status line say it.
    public static func retry(attempt: Int, delay: Double, reason: String) -> String {
        "\(reason) — retrying in \(seconds(delay)) (\(attempt + 1)/\(RetryPolicy.default.maxAttempts))"
    }

    private static func seconds(_ value: Double) -> String {
        value < 10 ? String(format: "%.1f s", value) : "\(Int(value.rounded())) s"
    }
}
