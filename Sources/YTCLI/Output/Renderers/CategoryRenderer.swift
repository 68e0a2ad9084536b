import YTCore

/// Prints a region's video categories (fields: `Shapes.category`).
struct CategoryRenderer: Sendable {
    let console: Console
    let format: OutputFormat

    func list(_ categories: [VideoCategory]) throws {
        try RecordWriter(console: console, format: format, shape: Shapes.category).list(categories)
    }
}
