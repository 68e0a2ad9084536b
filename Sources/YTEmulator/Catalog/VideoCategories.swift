/// YouTube's video categories as served for most regions, some of them not assignable.
enum VideoCategories {
    struct Category: Sendable {
        let id: String
        let title: String
        let assignable: Bool
    }

    /// The channel that owns the category list, as in the real responses.
    static let ownerChannelId = "UCBR8-60-B28hp2BmDPdntcQ"

    static let all: [Category] = [
        ("1", "Film & Animation", true), ("2", "Autos & Vehicles", true), ("10", "Music", true),
        ("15", "Pets & Animals", true), ("17", "Sports", true), ("18", "Short Movies", false),
        ("19", "Travel & Events", true), ("20", "Gaming", true), ("21", "Videoblogging", false),
        ("22", "People & Blogs", true), ("23", "Comedy", true), ("24", "Entertainment", true),
        ("25", "News & Politics", true), ("26", "Howto & Style", true), ("27", "Education", true),
        ("28", "Science & Technology", true), ("29", "Nonprofits & Activism", true), ("30", "Movies", false),
        ("31", "Anime/Animation", false), ("32", "Action/Adventure", false), ("33", "Classics", false),
        ("34", "Comedy", false), ("35", "Documentary", false), ("36", "Drama", false), ("37", "Family", false),
        ("38", "Foreign", false), ("39", "Horror", false), ("40", "Sci-Fi/Fantasy", false), ("41", "Thriller", false),
        ("42", "Shorts", false), ("43", "Shows", false), ("44", "Trailers", false),
    ].map { Category(id: $0.0, title: $0.1, assignable: $0.2) }

    static func category(id: String) -> Category? {
        all.first { $0.id == id }
    }
}
