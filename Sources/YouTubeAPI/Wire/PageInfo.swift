extension Wire {
    /// A list response's `pageInfo`, which the API sends as real JSON integers.
    ///
    /// `totalResults` is approximate for search (capped at 1,000,000), equals the page size for
    /// commentThreads, and is missing for comments listed by `parentId`.
    public struct PageInfo: Decodable, Sendable, Hashable {
        public let totalResults: Int?
        public let resultsPerPage: Int?

        /// Creates page information; both fields default to absent.
        public init(totalResults: Int? = nil, resultsPerPage: Int? = nil) {
            self.totalResults = totalResults
            self.resultsPerPage = resultsPerPage
        }
    }
}
