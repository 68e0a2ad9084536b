import YTCore

/// Popular's sheet: the chart's region and category. The categories are the region's, as
/// videoCategories.list gives them (1 unit, cached a day).
struct ChartFilters: Equatable, Sendable {
    static let regions = ["default", "US", "GB", "DE", "FR", "JP", "IN", "BR", "KR"]

    var region = 0
    /// The chosen category's id and title; nil for every category.
    var category: (id: String, title: String)? = nil
    /// 0 is the region, 1 the category.
    var focus = 0

    static func == (left: ChartFilters, right: ChartFilters) -> Bool {
        left.region == right.region && left.category?.id == right.category?.id && left.focus == right.focus
    }

    var regionCode: String? { region == 0 ? nil : Self.regions[region] }

    /// Moves the focused row by `step`: the region among `regions`, the category among `categories`.
    mutating func cycle(_ step: Int, categories: [VideoCategory]) {
        if focus == 0 {
            region = (region + step + Self.regions.count) % Self.regions.count
            return
        }
        let choices: [(id: String, title: String)?] = [nil] + categories.map { ($0.id, $0.title) }
        let now = choices.firstIndex { $0?.id == category?.id } ?? 0
        category = choices[(now + step + choices.count) % choices.count]
    }

    /// The same chart as `ytclone feed` options.
    var options: [String] {
        (regionCode.map { ["--region", $0] } ?? []) + (category.map { ["--category", $0.id] } ?? [])
    }
}
