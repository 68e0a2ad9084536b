/// The text of a caption track, as `captions.download` sends it to the video's owner: a few
/// cues made from the video's title, in the format `tfmt` asks (`srt`, `vtt`, `sbv`; the
/// track's own format, SubRip, when absent). `scc` and `ttml`, which Google also converts to,
/// are refused as invalid values here.
enum CaptionFile {
    static let formats = ["sbv", "scc", "srt", "ttml", "vtt"]

    static func render(_ video: CatalogVideo, format: String?) throws -> UserAnswer {
        let format = format ?? "srt"
        guard formats.contains(format) else { throw APIError.invalidValue("tfmt", format) }
        guard ["srt", "vtt", "sbv"].contains(format) else {
            throw APIError.invalidValue("tfmt", format, " The emulator converts tracks to srt, vtt and sbv only.")
        }
        let words = video.title.split(separator: " ").map(String.init)
        let lines = stride(from: 0, to: max(words.count, 1), by: 4).map { words[$0..<min($0 + 4, words.count)].joined(separator: " ") }
        var text = format == "vtt" ? "WEBVTT\n\n" : ""
        for (index, line) in lines.enumerated() {
            let start = index * 3, end = index * 3 + 3
            switch format {
            case "vtt": text += "\(stamp(start, ".")) --> \(stamp(end, "."))\n\(line)\n\n"
            case "sbv": text += "\(shortStamp(start)),\(shortStamp(end))\n\(line)\n\n"
            default: text += "\(index + 1)\n\(stamp(start, ",")) --> \(stamp(end, ","))\n\(line)\n\n"
            }
        }
        let type = format == "vtt" ? "text/vtt" : "text/plain"
        return .file(contentType: type + "; charset=UTF-8", body: Array(text.utf8))
    }

    private static func stamp(_ seconds: Int, _ separator: String) -> String {
        let hours = seconds / 3600, minutes = seconds / 60 % 60, rest = seconds % 60
        return [hours, minutes, rest].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":") + separator + "000"
    }

    private static func shortStamp(_ seconds: Int) -> String {
        let minutes = seconds / 60 % 60, rest = seconds % 60
        return "0:\(minutes < 10 ? "0" : "")\(minutes):\(rest < 10 ? "0" : "")\(rest).000"
    }
}
