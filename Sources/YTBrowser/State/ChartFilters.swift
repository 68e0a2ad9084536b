import YTCore

/// Popular's sheet: the chart's region and category, the rows of a `ChartSpec`. The categories
/// are the region's, as videoCategories.list gives them (1 unit, cached a day).
struct ChartFilters: Equatable, Sendable {
    /// What ← → walk through on the region row; any other ISO code is typed.
    static let regions = ["", "US", "GB", "DE", "FR", "JP", "IN", "BR", "KR"]

    /// Any two-letter ISO 3166-1 code, as `feed --region` takes; empty for the default region.
    var region = ""
    /// The chosen category's id and title; nil for every category.
    var category: (id: String, title: String)? = nil
    /// 0 is the region, 1 the category.
    var focus = 0

    static func == (left: ChartFilters, right: ChartFilters) -> Bool {
        left.region == right.region && left.category?.id == right.category?.id && left.focus == right.focus
    }

    /// The region as the API takes it (upper case), nil for the default or one not (yet) valid.
    var regionCode: String? { RegionEntry.code(region) }

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
        ChartSpec(region: RegionCode(region), category: category?.id, limit: limit)
    }

    /// The same chart as `ytclone feed` options.
    var options: [String] { spec().filterOptions }
}
