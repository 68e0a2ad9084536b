import Foundation
import YouTubeAPI

extension FuzzTarget {
    /// Reads `data` as the body of an error response with each status the client sees.
    ///
    /// A body that is read as an envelope keeps the status it came with: the exit code and the
    /// retry decision depend on it.
    static func runGoogleError(_ data: Data) -> FuzzReport {
        var report = FuzzReport()
        for status in [400, 403, 404, 429, 500, 503] {
            guard let error = GoogleError(status: status, body: data, retryAfter: 1) else { continue }
            report.accepted += 1
            report.expect(error.status == status, "status \(status) became \(error.status)")
        }
        return report
    }
}
