/// `videos.rate`: the caller likes, dislikes or stops rating a video. Rating twice is rating
/// once, as on YouTube; a like moves the video's public `likeCount`.
struct VideoRate: UserMethod {
    let id = "videos.rate"
    let parameters: Set<String> = ["id", "rating"]
    static let ratings = ["like", "dislike", "none"]

    func perform(_ request: UserRequest, writes: inout UserWrites) throws -> UserAnswer {
        guard let videoId = request.query.nonEmpty("id") else { throw APIError.required("id") }
        guard let rating = request.query.nonEmpty("rating") else { throw APIError.required("rating") }
        guard Self.ratings.contains(rating) else { throw APIError.invalidRating(rating) }
        guard request.catalog.videoByID[videoId] != nil else { throw APIError.ratedVideoNotFound }
        let user = request.caller.user.id
        if rating == "none" {
            writes.ratings[user]?[videoId] = nil
            if writes.ratings[user]?.isEmpty == true { writes.ratings[user] = nil }
        } else {
            writes.ratings[user, default: [:]][videoId] = rating
        }
        return .noContent
    }
}
