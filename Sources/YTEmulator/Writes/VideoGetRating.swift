/// `videos.getRating` (1 unit): the caller's rating of each listed video that exists.
struct VideoGetRating: UserMethod {
    let id = "videos.getRating"
    let parameters: Set<String> = ["id", "onBehalfOfContentOwner"]

    func perform(_ request: UserRequest, writes: inout UserWrites) throws -> UserAnswer {
        let ids = try request.query.videoIds()
        guard !ids.isEmpty else { throw APIError.required("id") }
        let items: [JSONValue] = ids.filter { request.catalog.videoByID[$0] != nil }
            .map { videoId in
                ["videoId": .string(videoId), "rating": .string(writes.rating(of: videoId, by: request.caller.user.id))]
            }
        return .resource(["kind": "youtube#videoGetRatingResponse", "etag": "", "items": .array(items)])
    }
}
