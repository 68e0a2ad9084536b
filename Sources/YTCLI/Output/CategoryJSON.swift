import YTCore

/// The JSON shape of a video category (docs/json.md "Category").
struct CategoryJSON: Encodable {
    let category: VideoCategory

    enum CodingKeys: String, CodingKey {
        case kind, id, title, assignable
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode("category", forKey: .kind)
        try c.encode(category.id, forKey: .id)
        try c.encode(category.title, forKey: .title)
        try c.encode(category.assignable, forKey: .assignable)
    }
}
