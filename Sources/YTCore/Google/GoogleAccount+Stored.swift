import Foundation

/// The JSON a `GoogleTokenStore` keeps: dates in seconds since 1970, keys sorted, so that the
/// keyring's item and the 0600 file hold the same text and a sign-in moves between them as it is.
extension GoogleAccount {
    public func encodedForStore() throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(self)
    }

    public static func decodeStored(_ data: Data) throws -> GoogleAccount {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return try decoder.decode(GoogleAccount.self, from: data)
    }
}
