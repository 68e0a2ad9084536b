/// `comments.markAsSpam`, deprecated and "no longer supported" by its reference page, yet still
/// answered by Google: clients that call it report 204 and no visible change. The emulator
/// does the same for comments that exist (404 `commentNotFound` otherwise), and strict mode
/// refuses it as the documentation does (400 `operationNotSupported`).
struct CommentMarkAsSpam: UserMethod {
    let id = "comments.markAsSpam"
    let parameters: Set<String> = ["id"]

    func perform(_ request: UserRequest, writes: inout UserWrites) throws -> UserAnswer {
        let ids = request.query.list("id")
        guard !ids.isEmpty else { throw APIError.required("id") }
        try request.query.refuse(
            "operationNotSupported", parameter: nil,
            "comments.markAsSpam is deprecated and no longer supported; Google still answers 204 and changes nothing.")
        let overlay = CommentOverlay(catalog: request.catalog, writes: writes)
        guard ids.allSatisfy({ overlay.comment(id: $0) != nil }) else { throw APIError.moderatedCommentNotFound }
        return .noContent
    }
}
