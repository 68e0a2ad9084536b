/// ISO 8601 durations as `contentDetails.duration` spells them: `PT21M3S`, `PT1H2M3S`,
/// `P1DT2H3M4S`, and `P0D` for live or upcoming streams.
enum ISODuration {
    static func format(seconds: Int?) -> String {
        guard let seconds, seconds > 0 else { return "P0D" }
        let days = seconds / 86_400
        let hours = seconds / 3600 % 24
        let minutes = seconds / 60 % 60
        let rest = seconds % 60
        var text = "P"
        if days > 0 { text += "\(days)D" }
        guard hours + minutes + rest > 0 else { return text }
        text += "T"
        if hours > 0 { text += "\(hours)H" }
        if minutes > 0 { text += "\(minutes)M" }
        if rest > 0 { text += "\(rest)S" }
        return text
    }
}
