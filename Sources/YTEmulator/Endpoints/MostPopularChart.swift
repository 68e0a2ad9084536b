import Foundation

/// The `chart=mostPopular` ranking: recent, much-viewed videos, different per region.
///
/// Each region sees a deterministic subset (about 70%) of the catalog, weighted by a per-region
/// factor, so `regionCode=JP` and `regionCode=US` give different but stable charts. Like the
/// real chart it holds at most 200 videos.
enum MostPopularChart {
    static let limit = 200

    static func rank(catalog: Catalog, region: String, categoryId: String?) -> [Int] {
        let regionHash = Digest.hash64(region)
        var scored: [(index: Int, score: Double)] = []
        for video in catalog.videos {
            guard video.broadcast != .upcoming, !video.ageRestricted, !video.blockedRegions.contains(region),
                categoryId == nil || video.categoryId == categoryId
            else { continue }
            let roll = SplitMix64.mix(regionHash ^ UInt64(video.index))
            guard roll % 10 < 7 else { continue }
            let ageDays = Double(catalog.now - video.publishedAt) / 86_400
            let regional = 0.5 + Double(roll >> 11) / Double(1 << 53)
            scored.append((video.index, Double(video.viewCount + 1) / pow(ageDays + 2, 1.3) * regional))
        }
        scored.sort { $0.score != $1.score ? $0.score > $1.score : $0.index < $1.index }
        return scored.prefix(limit).map(\.index)
    }
}
