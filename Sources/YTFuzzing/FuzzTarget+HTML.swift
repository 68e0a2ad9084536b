import Foundation
import YouTubeAPI

extension FuzzTarget {
    /// Strips tags from and decodes the references in `data` read as UTF-8.
    ///
    /// Every tag is at least two scalars and every reference at least three, and each turns into
    /// at most one scalar, so neither step may make the text longer; text with nothing to replace
    /// comes back as it was.
    static func runHTML(_ data: Data) -> FuzzReport {
        var report = FuzzReport()
        let html = String(decoding: data, as: UTF8.self)
        let stripped = HTMLText.stripTags(html)
        let decoded = HTMLText.decodeEntities(html)
        let plain = HTMLText.plainText(fromHTML: html)
        if stripped != html { report.accepted += 1 }
        if decoded != html { report.accepted += 1 }
        let length = html.unicodeScalars.count
        for (name, output) in [("stripTags", stripped), ("decodeEntities", decoded), ("plainText", plain)] {
            report.expect(
                output.unicodeScalars.count <= length,
                "\(name) made \(length) scalars into \(output.unicodeScalars.count)")
        }
        report.expect(html.contains("<") || stripped == html, "stripTags changed text without a <")
        report.expect(html.contains("&") || decoded == html, "decodeEntities changed text without an &")
        report.expect(plain == HTMLText.decodeEntities(stripped), "plainText is not stripTags then decodeEntities")
        return report
    }
}
