import ArgumentParser
import YTCore

// The listings' option values are YTCore's types (`Sources/YTCore/Listings/`), so the command
// line and the browser's sheets choose from one list, and these only teach argument-parser to
// read them.

extension SearchType: ArgumentChoice {}
extension SearchOrder: ArgumentChoice {}
extension DurationFilter: ArgumentChoice {}
extension SafeSearchLevel: ArgumentChoice {}
extension CommentsSpec.Source: ArgumentChoice {}
extension CommentsSpec.Order: ArgumentChoice {}
extension SubscriptionFeedService.Source: ArgumentChoice {}

/// `search --after`/`--before`.
extension AgeOrDate: ExpressibleByArgument {
    public init?(argument: String) { self.init(argument) }

    public var defaultValueDescription: String { text }
}

extension ListingSpec {
    /// `validate()` for a command's `validate()`: values that do not go together are a usage
    /// error (exit 64), in the spec's words.
    func validateOptions() throws {
        do {
            try validate()
        } catch {
            throw ValidationError(error.message)
        }
    }
}
