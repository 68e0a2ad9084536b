/// The chart of most popular videos (`ytclone feed`, the browser's Popular tab and its sheet).
public struct ChartSpec: ListingSpec {
    public typealias Limit = Bounded<Bounds.FeedLimit>

    /// The region's chart; nil for the API's default region.
    public var region: RegionCode?
    /// A video category id (digits, as videoCategories.list gives them); nil for every category.
    public var category: String?
    /// How many videos to list, walking pages as needed.
    public var limit: Limit
    /// What is shown of the videos loaded.
    public var filter: VideoFilter

    public init(region: RegionCode? = nil, category: String? = nil, limit: Limit = 25, filter: VideoFilter = VideoFilter()) {
        self.region = region
        self.category = category
        self.limit = limit
        self.filter = filter
    }

    /// A category is a numeric id.
    public func validate() throws(ListingProblem) {
        try filter.validate()
        if let category, category.isEmpty || !category.allSatisfy(\.isNumber) {
            throw ListingProblem("--category takes a numeric category id such as 10, not '\(category)'.")
        }
    }

    /// The region, the category and the limit: the same chart continues the same cursor.
    public var cursorKey: String {
        ListingKey.make("feed", ["region": region?.code, "category": category, "limit": String(limit.value)]
            .merging(filter.keyParameters) { mine, _ in mine })
    }

    /// The region, category and filters as `ytclone feed` options, the limit left out.
    public var filterOptions: [String] {
        [region.map { "--region \($0.code)" }, category.map { "--category \(ShellWord.quote($0))" }].compactMap { $0 }
            + filter.options
    }

    public func commandLine(adding options: [String]) -> String {
        (["ytclone feed"] + filterOptions + (limit == 25 ? [] : ["--limit \(limit)"]) + options).joined(separator: " ")
    }

    /// A videos.list page for every 50 videos; with filters that drop rows, `fillCost` more.
    public var estimatedCost: Int { FeedService.estimatedCost(limit: limit.value) + fillCost }

    /// The most the pages walked to fill `limit` after filtering cost (0 without such filters).
    public var fillCost: Int {
        let pages = filter.fillPages(limit: limit.value)
        return pages == 0 ? 0 : FeedService.estimatedCost(limit: pages * 50)
    }
}
