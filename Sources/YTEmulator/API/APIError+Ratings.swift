extension APIError {
    /// `videos.rate` and `videos.getRating` of a video that does not exist.
    static let ratedVideoNotFound = APIError(
        code: 404, "The video that you are trying to rate cannot be found. Check the value of the "
            + "<code>id</code> parameter in the request to ensure that it is correct.",
        domain: "youtube.video", reason: "videoNotFound", parameter: "id")

    /// A `rating` other than `like`, `dislike` and `none`.
    static func invalidRating(_ value: String) -> APIError {
        APIError(
            code: 400, "The request contained an unexpected value for the <code>rating</code> parameter: '\(value)'.",
            domain: "youtube.video", reason: "invalidRating", parameter: "rating")
    }
}
