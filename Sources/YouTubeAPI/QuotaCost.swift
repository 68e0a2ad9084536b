/// Documented quota costs of the API methods ytclone calls, in units of the daily budget.
///
/// From Google's cost table (Tests/Fixtures/youtube-api/NOTES.md §1): every request costs at least one
/// unit, invalid ones included, and each further page costs as much as the first.
public enum QuotaCost {
    /// The default daily budget of a Google Cloud project.
    public static let defaultDailyBudget = 10_000

    /// Units charged for one call of `method` (`"search.list"`, `"videos.list"`, …).
    public static func units(for method: String) -> Int {
        switch method {
        case "search.list": 100
        case "videos.insert": 1600
        case "captions.list", "captions.delete": 50
        case "videos.getRating": 1
        default: method.hasSuffix(".list") ? 1 : 50
        }
    }

    /// How many pages of `perPage` items a listing of `limit` items may take.
    public static func pages(for limit: Int, perPage: Int) -> Int {
        max(1, (limit + perPage - 1) / perPage)
    }
}
