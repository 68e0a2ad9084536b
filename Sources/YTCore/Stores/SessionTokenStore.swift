/// Where the signed-in session's secret token is kept between runs (a 0600 file, for the CLI).
public protocol SessionTokenStore: Sendable {
    func readToken() throws -> String?
    func writeToken(_ token: String) throws
    func deleteToken() throws
}
