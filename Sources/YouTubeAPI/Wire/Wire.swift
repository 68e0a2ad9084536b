import Foundation

/// The YouTube Data API v3 JSON shapes, as the API sends them.
///
/// Every property is optional because `part` and `fields` decide what comes back; the wire types
/// do not guess which fields a caller asked for. Only the representation is normalised: counts
/// sent as strings become `Int`, timestamps become `Date`, durations become ``ISO8601Duration``
/// and `"true"`/`"false"` become `Bool`. Text is left exactly as sent (search text is
/// HTML-escaped; see ``HTMLText``), and `kind` and `etag` stay opaque strings.
///
/// ```swift
/// let page = try Wire.makeDecoder().decode(Wire.ListResponse<Wire.Video>.self, from: body)
/// let views = page.items.first?.statistics?.viewCount   // Int?
/// ```
public enum Wire {}
