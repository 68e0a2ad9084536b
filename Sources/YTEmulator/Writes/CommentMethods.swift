/// The comment methods that act for the signed-in user.
enum CommentMethods {
    static let all: [any UserMethod] = [
        CommentThreadInsert(), CommentInsert(), CommentUpdate(), CommentDelete(), CommentModeration(),
        CommentMarkAsSpam(),
    ]
}
