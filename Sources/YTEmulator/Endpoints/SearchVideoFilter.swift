/// The video-only filters of `search.list` (duration, caption, definition…).
///
/// Any of them without `type=video` is an `invalidSearchFilter` error, as in the real API.
struct SearchVideoFilter: Sendable {
    static let parameterNames = [
        "eventType", "videoCaption", "videoCategoryId", "videoDefinition", "videoDimension", "videoDuration",
        "videoEmbeddable", "videoLicense", "videoSyndicated", "videoType",
    ]

    let duration: String
    let caption: String
    let definition: String
    let dimension: String
    let embeddable: String
    let license: String
    let eventType: String?
    let categoryId: String?

    /// Reads the filters; each discovery enum's "unspecified" member means the default, and
    /// `eventType=none` means no event filter.
    init(_ query: QueryParameters) throws {
        duration = try query.choice(
            "videoDuration", ["any", "short", "medium", "long"], default: "any",
            unspecified: "videoDurationUnspecified")
        caption = try query.choice(
            "videoCaption", ["any", "closedCaption", "none"], default: "any", unspecified: "videoCaptionUnspecified")
        definition = try query.choice("videoDefinition", ["any", "high", "standard"], default: "any")
        dimension = try query.choice("videoDimension", ["any", "2d", "3d"], default: "any")
        embeddable = try query.choice(
            "videoEmbeddable", ["any", "true"], default: "any", unspecified: "videoEmbeddableUnspecified")
        license = try query.choice("videoLicense", ["any", "youtube", "creativeCommon"], default: "any")
        _ = try query.choice(
            "videoSyndicated", ["any", "true"], default: "any", unspecified: "videoSyndicatedUnspecified")
        _ = try query.choice(
            "videoType", ["any", "episode", "movie"], default: "any", unspecified: "videoTypeUnspecified")
        let event = try query.choice("eventType", ["completed", "live", "upcoming", "none"], default: "none")
        eventType = event == "none" ? nil : event
        categoryId = query.nonEmpty("videoCategoryId")
    }

    func accepts(_ video: CatalogVideo) -> Bool {
        let seconds = video.durationSeconds ?? 0
        switch duration {
        case "short": if seconds >= 240 || video.durationSeconds == nil { return false }
        case "medium": if !(240...1200).contains(seconds) { return false }
        case "long": if seconds <= 1200 { return false }
        default: break
        }
        if caption == "closedCaption" && !video.caption || caption == "none" && video.caption { return false }
        if definition == "high" && !video.highDefinition || definition == "standard" && video.highDefinition {
            return false
        }
        if dimension == "3d" && !video.threeD || dimension == "2d" && video.threeD { return false }
        if embeddable == "true" && !video.embeddable { return false }
        if license == "creativeCommon" && !video.creativeCommons || license == "youtube" && video.creativeCommons {
            return false
        }
        if let categoryId, video.categoryId != categoryId { return false }
        switch eventType {
        case "live": return video.broadcast == .live
        case "upcoming": return video.broadcast == .upcoming
        case "completed": return false
        default: return true
        }
    }
}
