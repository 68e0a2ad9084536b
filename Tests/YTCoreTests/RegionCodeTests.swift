import Testing
import YTCore

/// The region rule both ways in apply: `--region` and the browser's filter sheets.
@Suite struct RegionCodeTests {
    @Test(arguments: [("US", "US"), ("gb", "GB"), ("jP", "JP"), ("zz", "ZZ")])
    func twoASCIILettersInEitherCaseAreKeptInUpperCase(text: String, code: String) {
        #expect(RegionCode(text)?.code == code)
        #expect(RegionCode(text)?.description == code)
    }

    @Test(arguments: ["", "U", "USA", "U1", "1U", "U ", "ÜS", "ＵＳ", "u\u{301}s"])
    func anythingElseIsRefused(text: String) {
        #expect(RegionCode(text) == nil)
    }

    @Test func theDefaultIsTheUnitedStates() {
        #expect(RegionCode.unitedStates == RegionCode("us"))
    }
}
