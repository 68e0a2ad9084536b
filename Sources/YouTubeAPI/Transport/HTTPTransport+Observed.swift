import Foundation

extension HTTPTransport {
    /// One GET of a source that needs no key (a channel's feed, oEmbed), told to `observer` as
    /// `method`'s request and answer, as `YouTubeClient` tells its own, so `-v` traces it.
    ///
    /// - Throws: the transport's failure; any other error as `TransportError.other`.
    func observedGet(_ url: URL, method: String, maxBodyBytes: Int, observer: (@Sendable (ClientEvent) -> Void)?)
        async throws(TransportError) -> HTTPResponse
    {
        observer?(.requestStarted(method: method, url: url.absoluteString, attempt: 1))
        let started = Date()
        let response: HTTPResponse
        do {
            response = try await send(HTTPRequest(url: url, maxBodyBytes: maxBodyBytes))
        } catch let error as TransportError {
            throw error
        } catch {
            throw .other(code: -1, message: "the request was cancelled or failed")
        }
        observer?(.responseReceived(method: method, status: response.status, bodyBytes: response.body.count,
                                    wireBytes: response.wireBodyBytes, seconds: Date().timeIntervalSince(started)))
        return response
    }
}
