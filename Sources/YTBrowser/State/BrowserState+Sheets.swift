import YTCore

extension BrowserState {
    /// Keys on Popular's sheet: ↑ ↓ region or category, ← → its value (or type any region),
    /// Enter shows that chart.
    mutating func handleChartSheet(_ key: Key, data: BrowserData) -> [any Event] {
        guard var sheet = chartSheet else { return [] }
        switch key {
        case .escape:
            chartSheet = nil
            // The chart stays; the categories go back to its region's.
            return sheet.region == chart.region ? [] : [CategoriesRequested(regionCode: chart.regionCode)]
        case .enter:
            // A region the command line would refuse is named, and the sheet stays.
            if let problem = sheet.problem {
                message = "✗ " + problem
                return []
            }
            chartSheet = nil
            chart = sheet
            positions[.popular] = Position()
            return [ChartChosen(chart: sheet)]
        case .up, .down, .tab, .backTab: sheet.focus = 1 - sheet.focus
        case .left, .right, .backspace, .character:
            // Typing goes to the region row alone.
            guard key == .left || key == .right || sheet.focus == 0 else { break }
            let region = sheet.problem == nil ? sheet.regionCode : "-"  // a half-typed code names none
            if key == .left || key == .right {
                sheet.cycle(key == .left ? -1 : 1, categories: data.categories.items.filter(\.assignable))
            } else {
                RegionEntry.type(key, into: &sheet.region)
            }
            if sheet.regionCode != region, sheet.problem == nil {
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

    /// Keys on the filter sheet: ↑ ↓ choose a filter (skipping those that do not apply to
    /// channels or playlists), ← → its value (typing for the region and the channel), Enter
    /// applies them (and searches again, its cost on the sheet), Esc leaves them as they were.
    mutating func handleFilterSheet(_ key: Key) -> [any Event] {
        guard var sheet = filterSheet else { return [] }
        let typed = SearchFilters.typed.contains(sheet.focus)
        switch key {
        case .escape:
            filterSheet = nil
            return []
        case .enter:
            // A region or channel the command line would refuse is named, and the sheet stays.
            if let problem = sheet.problem {
                message = "✗ " + problem
                return []
            }
            filterSheet = nil
            filters = sheet
            guard !query.isEmpty else { return [] }
            positions[.search] = Position()
            return [SearchSubmitted(query: query, filters: sheet)]
        case .up, .backTab: sheet.move(-1)
        case .down, .tab: sheet.move(1)
        case .left: sheet.cycle(-1)
        case .right: sheet.cycle(1)
        case .character(" ") where !typed: sheet.cycle(1)
        case .backspace where sheet.focus == .channel: if !sheet.channel.isEmpty { sheet.channel.removeLast() }
        case .character(let character) where sheet.focus == .channel: sheet.channel.append(character)
        case .paste where sheet.focus == .channel:
            // A pasted id or @handle, taken as every one-line field takes a paste.
            var field = EditableText(sheet.channel)
            if case .refused(let reason) = field.apply(key) { message = reason } else { sheet.channel = field.text }
        case .backspace where sheet.focus == .region, .character where sheet.focus == .region:
            RegionEntry.type(key, into: &sheet.region)
        default: break
        }
        // Videos only: a filter that stops applying keeps its value but loses the focus.
        if !sheet.applies(sheet.focus) { sheet.move(1) }
        filterSheet = sheet
        return []
    }
}
