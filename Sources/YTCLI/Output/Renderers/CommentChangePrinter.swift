import YTCore

/// Prints the comment an add or edit produced: a note for people, the comment for scripts.
enum CommentChangePrinter {
    /// - Returns: where a failure to print is kept; the command checks it after the change.
    private static func attach(to model: CommentsViewModel, environment: AppEnvironment, format: OutputFormat, verb: String)
        -> RenderFailure
    {
        let console = environment.console, failure = RenderFailure()
        model.$changed.subscribe(by: model) { comment in
            guard let comment else { return }
            if format == .table {
                console.note("\(verb) comment #\(comment.id) on \(comment.videoId).")
            } else {
                failure.capture { try CommentRenderer(console: console, format: format).list([CommentEntry(local: comment)]) }
            }
        }
        return failure
    }

    /// Makes one change as the signed-in user and prints the comment it produced (`verb`: Added,
    /// Edited); a failure to print reaches the exit status.
    static func change(_ verb: String, in environment: AppEnvironment, format: OutputFormat,
                       _ make: (CommentsViewModel, User) throws -> Void) throws {
        let user = try environment.user()
        let model = try environment.comments()
        let failure = attach(to: model, environment: environment, format: format, verb: verb)
        try make(model, user)
        try failure.check()
    }
}
