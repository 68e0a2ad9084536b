import Foundation

/// API answers written by hand for `FakeAPIServer`: the shapes Google sends, with the values a
/// test needs to be pathological.
enum CraftedAnswers {
    /// An 11-character video id for `number`.
    static func videoId(_ number: Int) -> String {
        let digits = String(number)
        return "v" + String(repeating: "0", count: max(0, 10 - digits.count)) + digits
    }

    /// A search.list page of `videos` (numbers for `videoId`) with `next` as its nextPageToken.
    static func searchPage(_ videos: [Int], next: String?) -> String {
        let items = videos.map { number in
            """
            {"kind":"youtube#searchResult","etag":"e\(number)",
             "id":{"kind":"youtube#video","videoId":"\(videoId(number))"},
             "snippet":{"publishedAt":"2024-05-01T10:00:00Z","channelId":"UCaaaaaaaaaaaaaaaaaaaaaa",
              "title":"Video \(number)","description":"","channelTitle":"A channel",
              "liveBroadcastContent":"none","publishTime":"2024-05-01T10:00:00Z",
              "thumbnails":{"default":{"url":"https://i.ytimg.com/vi/x/default.jpg","width":120,"height":90}}}}
            """
        }
        return listPage(kind: "youtube#searchListResponse", items: items, next: next, total: 1_000_000)
    }

    /// A videos.list answer for `ids` with the given statistics for each.
    static func videos(_ ids: [String], statistics: String = defaultStatistics) -> String {
        listPage(kind: "youtube#videoListResponse", items: ids.map { video($0, statistics: statistics) }, next: nil,
                 total: ids.count)
    }

    static let defaultStatistics = #"{"viewCount":"10","likeCount":"1","commentCount":"0"}"#

    /// One video resource; `id` and `channelId` are put into the JSON as they are (escape them).
    static func video(_ id: String, channelId: String = "UCaaaaaaaaaaaaaaaaaaaaaa",
                      statistics: String = defaultStatistics, title: String? = nil) -> String {
        """
        {"kind":"youtube#video","etag":"e","id":"\(id)",
         "snippet":{"publishedAt":"2024-05-01T10:00:00Z","channelId":"\(channelId)",
          "title":"\(title ?? "Video \(id)")","description":"","channelTitle":"A channel","categoryId":"10",
          "liveBroadcastContent":"none",
          "thumbnails":{"default":{"url":"https://i.ytimg.com/vi/x/default.jpg","width":120,"height":90}}},
         "contentDetails":{"duration":"PT4M2S","dimension":"2d","definition":"hd","caption":"false",
          "licensedContent":false,"projection":"rectangular"},
         "statistics":\(statistics)}
        """
    }

    static func listPage(kind: String, items: [String], next: String?, total: Int) -> String {
        let token = next.map { #""nextPageToken":"\#($0)","# } ?? ""
        return """
            {"kind":"\(kind)","etag":"list",\(token)
             "pageInfo":{"totalResults":\(total),"resultsPerPage":\(items.count)},
             "items":[\(items.joined(separator: ","))]}
            """
    }
}
