/// Names a listing for its saved cursor: the command and the query that shapes its pages.
enum ListingKey {
    static func make(_ command: String, _ parameters: [String: String?]) -> String {
        let query = parameters.compactMap { name, value in value.map { "\(name)=\($0)" } }.sorted()
        return query.isEmpty ? command : command + "?" + query.joined(separator: "&")
    }
}
