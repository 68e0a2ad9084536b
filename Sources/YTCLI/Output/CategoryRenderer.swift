import YTCore

/// Prints a region's video categories.
struct CategoryRenderer {
    let console: Console
    let format: OutputFormat

    func list(_ categories: [VideoCategory]) throws {
        switch format {
        case .json:
            console.out(try JSONOutput.encode(categories.map(CategoryJSON.init), pretty: true))
        case .ndjson:
            for category in categories {
                console.out(try JSONOutput.encode(CategoryJSON(category: category), pretty: false))
            }
        case .tsv:
            console.tsv(["id", "title", "assignable"])
            for category in categories {
                console.tsv([category.id, category.title, String(category.assignable)])
            }
        case .table:
            let table = Table(
                columns: [
                    .init(title: "ID", rightAligned: true), .init(title: "TITLE", flexible: true),
                    .init(title: "ASSIGNABLE"),
                ],
                rows: categories.map { category in
                    [category.id, category.title,
                     category.assignable ? "yes" : "no"]
                })
            for line in table.render(width: console.width, header: { console.style($0, "1") }) {
                console.out(line)
            }
        }
    }
}
