import YouTubeAPI

/// Whether an insert that failed may have been carried out all the same: its answer was lost on
/// the way back, or the server failed after it had the request (a 5xx). The client never sends
/// such an insert again (`YouTubeClient.write`); the command says where to look before the person does.
enum LostAnswer {
    static func possible(_ error: any Error) -> Bool {
        switch error {
        case APIError.transport: true
        case APIError.google(let google): google.status >= 500
        case APIError.unexpectedStatus(let status, _): status >= 500
        default: false
        }
    }
}
