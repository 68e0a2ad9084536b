import Foundation

/// Reads a `Retry-After` header (RFC 9110 §10.2.3): a number of whole seconds, or an HTTP date.
///
/// Anything else (a sign, a fraction, an exponent, `inf`, `nan`, a date in another format) is
/// ignored as if the header were absent. The result is clamped to `0...maximum`: a date in the
/// past is "now", and no server can make the client wait, or compute, beyond a day.
public enum RetryAfter {
    /// The longest wait a `Retry-After` can stand for, in seconds.
    public static let maximum: Double = 86_400

    /// Seconds to wait, or `nil` when `header` is neither form.
    public static func seconds(_ header: String, now: Date = Date()) -> Double? {
        let text = header.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return nil }
        if text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
            // Digits only: too many to fit are simply "very long".
            return UInt64(text).map { min(Double($0), maximum) } ?? maximum
        }
        guard let date = httpDate(text) else { return nil }
        return min(max(date.timeIntervalSince(now), 0), maximum)
    }

    /// An IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`), or one of the two obsolete forms
    /// RFC 9110 still asks recipients to read (RFC 850 and asctime).
    static func httpDate(_ text: String) -> Date? {
        for format in formats {
            if let date = format.date(from: text) { return date }
        }
        return nil
    }

    private nonisolated(unsafe) static let formats: [DateFormatter] = [
        "EEE, dd MMM yyyy HH:mm:ss 'GMT'", "EEEE, dd-MMM-yy HH:mm:ss 'GMT'", "EEE MMM d HH:mm:ss yyyy",
    ].map { pattern in
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = pattern
        formatter.isLenient = false
        return formatter
    }
}
