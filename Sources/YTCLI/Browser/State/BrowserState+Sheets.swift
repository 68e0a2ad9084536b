import YTCore

extension BrowserState {
    /// Keys on Popular's sheet: ↑ ↓ region or category, ← → its value, Enter shows that chart.
    mutating func handleChartSheet(_ key: Key, data: BrowserData) -> [any Event] {
        guard var sheet = chartSheet else { return [] }
        switch key {
        case .escape:
            chartSheet = nil
            // The chart stays; the categories go back to its region's.
            return sheet.region == chart.region ? [] : [CategoriesRequested(regionCode: chart.regionCode)]
        case .enter:
            chartSheet = nil
            chart = sheet
            positions[.popular] = Position()
            return [ChartChosen(chart: sheet)]
        case .up, .down, .tab, .backTab: sheet.focus = 1 - sheet.focus
        case .left, .right:
            let region = sheet.region
            sheet.cycle(key == .left ? -1 : 1, categories: data.categories.items.filter(\.assignable))
            if sheet.region != region {
                // Another region has its own categories.
                sheet.category = nil
                chartSheet = sheet
                return [CategoriesRequested(regionCode: sheet.regionCode)]
            }
        default: break
        }
        chartSheet = sheet
        return []
    }

    /// Keys on the filter sheet: ↑ ↓ choose a filter, ← → its value (typing for the channel),
    /// Enter applies them (and searches again), Esc leaves them as they were.
    mutating func handleFilterSheet(_ key: Key) -> [any Event] {
        guard var sheet = filterSheet else { return [] }
        let rows = SearchFilters.Row.allCases
        switch key {
        case .escape:
            filterSheet = nil
            return []
        case .enter:
            filterSheet = nil
            filters = sheet
            guard !query.isEmpty else { return [] }
            positions[.search] = Position()
            return [SearchSubmitted(query: query, filters: sheet)]
        case .up, .backTab: sheet.focus = rows[(sheet.focus.rawValue + rows.count - 1) % rows.count]
        case .down, .tab: sheet.focus = rows[(sheet.focus.rawValue + 1) % rows.count]
        case .left: sheet.cycle(-1)
        case .right: sheet.cycle(1)
        case .character(" ") where sheet.focus != .channel: sheet.cycle(1)
        case .backspace where sheet.focus == .channel: if !sheet.channel.isEmpty { sheet.channel.removeLast() }
        case .character(let character) where sheet.focus == .channel: sheet.channel.append(character)
        default: break
        }
        filterSheet = sheet
        return []
    }
}
