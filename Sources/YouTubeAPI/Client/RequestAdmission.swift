/// Word, to the task that sent a request, that the request was admitted: counted against the
/// run's budget (`YouTubeClient.admit`) and about to leave.
///
/// A page walk that lists its next page while the previous one's lookup is on the wire waits
/// for this before sending the next page's request, so that the budget admits requests in the
/// order a walk sending them one after another would, and refuses the same one.
public enum RequestAdmission {
    /// Called after each admission of a request the current task (or a child of it) sends.
    @TaskLocal public static var onAdmitted: (@Sendable () -> Void)?
}
