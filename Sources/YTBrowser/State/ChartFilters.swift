import YTCore

/// Popular's sheet: the chart's region and category, the rows of the `ChartSpec` it edits. The
/// categories are the region's, as videoCategories.list gives them (1 unit, cached a day).
struct ChartFilters: Equatable, Sendable {
    /// What ← → walk through on the region row; any other ISO code is typed.
    static let regions = ["", "US", "GB", "DE", "FR", "JP", "IN", "BR", "KR"]

    /// The chart the rows edit.
    private(set) var chart = ChartSpec()
    /// The region row as typed: any two-letter ISO 3166-1 code, as `feed --region` takes, half of
    /// one (the spec's region is none until it reads), or empty for the default region.
    var region = "" {
        didSet { chart.region = RegionCode(region) }
    }
    /// The chosen category's title, as the sheet and Popular's header show it.
    private var categoryTitle: String?
    /// 0 is the region, 1 the category.
    var focus = 0

    init(region: String = "", category: (id: String, title: String)? = nil, focus: Int = 0) {
        self.region = region
        chart.region = RegionCode(region)
        self.category = category
        self.focus = focus
    }

    /// The chosen category's id and title; nil for every category.
    var category: (id: String, title: String)? {
        get { chart.category.map { ($0, categoryTitle ?? $0) } }
        set {
            chart.category = newValue?.id
            categoryTitle = newValue?.title
        }
    }

    static func == (left: ChartFilters, right: ChartFilters) -> Bool {
        left.chart == right.chart && left.region == right.region && left.focus == right.focus
    }

    /// The region as the API takes it (upper case), nil for the default or one not (yet) valid.
    var regionCode: String? { chart.region?.code }

    /// What is wrong with the typed region (one `feed --region` would refuse), if anything.
    var problem: String? { RegionEntry.problem(region) }

    /// Moves the focused row by `step`: the region among `regions` (from the code typed), the
    /// category among `categories`.
    mutating func cycle(_ step: Int, categories: [VideoCategory]) {
        if focus == 0 { return RegionEntry.cycle(&region, by: step, through: Self.regions) }
        let choices: [(id: String, title: String)?] = [nil] + categories.map { ($0.id, $0.title) }
        let now = choices.firstIndex { $0?.id == category?.id } ?? 0
        category = choices[(now + step + choices.count) % choices.count]
    }

    /// The chart these rows describe, `limit` videos at a time (a region not yet valid is none).
    func spec(limit: ChartSpec.Limit = 25) -> ChartSpec {
        var spec = chart
        spec.limit = limit
        return spec
    }

    /// The same chart as `ytclone feed` options.
    var options: [String] { spec().filterOptions }
}
