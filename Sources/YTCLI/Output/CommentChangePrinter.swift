import YTCore

/// Prints the comment an add or edit produced: a note for people, the comment for scripts.
enum CommentChangePrinter {
    /// - Returns: where a failure to print is kept; the command checks it after the change.
    static func attach(to model: CommentsViewModel, environment: AppEnvironment, format: OutputFormat, verb: String)
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
}
