import Foundation
import Testing

@testable import YouTubeAPI

@Suite struct ISO8601DurationTests {
    @Test(arguments: [
        ("PT21M3S", 21 * 60 + 3),
        ("PT1M30S", 90),
        ("PT45S", 45),
        ("PT0S", 0),
        ("P0D", 0),
        ("PT1H", 3_600),
        ("PT1H2M3S", 3_723),
        ("PT10H0M1S", 36_001),
        ("PT90M", 5_400),
        ("P1D", 86_400),
        ("P1DT2H3M4S", 93_784),
        ("P2W", 1_209_600),
        ("P1W1DT1S", 691_201),
        ("PT007S", 7),
    ])
    func parsesValidDuration(text: String, seconds: Int) {
        #expect(ISO8601Duration(text)?.seconds == seconds)
    }

    @Test(arguments: [
        "", "P", "PT", "1H", "PTXS", "-PT5S", "PT-5S", "P1DT", "PT5", "PT5S3", "PT1S1M", "PT1M1M",
        "P1H", "PT1D", "P1Y", "P1M", "PT1.5S", "pt5s", " PT5S", "PT5S ", "PTT5S", "P1DTT1H",
        "PT99999999999999999999S", "PT9223372036854775807H",
    ])
    func rejectsInvalidDuration(text: String) {
        #expect(ISO8601Duration(text) == nil)
    }

    @Test func decodesFromAJSONString() throws {
        let decoded = try JSONDecoder().decode([ISO8601Duration].self, from: Data(#"["PT21M3S", "P0D"]"#.utf8))
        #expect(decoded == [ISO8601Duration(seconds: 1_263), ISO8601Duration(seconds: 0)])
    }

    @Test func failsToDecodeAnInvalidDuration() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([ISO8601Duration].self, from: Data(#"["21:03"]"#.utf8))
        }
    }
}
