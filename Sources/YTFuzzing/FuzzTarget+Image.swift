import Foundation
import YTImages

extension FuzzTarget {
    /// Decodes `data` as a thumbnail or avatar (JPEG or PNG, through libjpeg-turbo and libpng)
    /// within fixed bounds, and draws what decoded as a row's symbol cells.
    ///
    /// A picture that decodes stays within the bounds; one that decodes also draws, within its box.
    static func runImage(_ data: Data) -> FuzzReport {
        var report = FuzzReport()
        let limits = PictureLimits(maxBytes: 1 << 20, maxSide: 1024, maxPixels: 1 << 20)
        guard let picture = try? Picture(decoding: data, limits: limits) else { return report }
        report.accepted += 1
        report.expect(picture.width <= limits.maxSide && picture.height <= limits.maxSide
                      && picture.width * picture.height <= limits.maxPixels,
                      "decoded \(picture.width)×\(picture.height) past the bounds")
        do {
            let cells = try picture.cells(columns: 8, rows: 2)
            report.accepted += 1
            report.expect(cells.columns <= 8 && cells.rows <= 2 && cells.cells.count == cells.columns * cells.rows,
                          "drew \(cells.columns)×\(cells.rows) cells in an 8×2 box")
        } catch {
            report.expect(false, "a decoded \(picture.width)×\(picture.height) picture did not draw: \(error)")
        }
        return report
    }
}
