import Testing

@testable import YTBrowser

/// `?` on every page: each line of the keys is drawn whole in an 80-column terminal.
@Suite struct BrowserHelpFitTests {
    @Test(arguments: [BrowserState.Route.home, .video("dQw4w9WgXcQ"), .channel("UCuAXFkgsw1L7xaCfnd5JJOw"), .playlist("PL1")])
    func everyLineOfTheKeysFitsAt80Columns(route: BrowserState.Route) {
        var state = BrowserState()
        state.stack = route == .home ? [.home] : [.home, route]
        state.overlay = .help
        let frame = BrowserRenderer.render(state, BrowserFixtures.data(), size: Frame.Size(width: 80, height: 40)).text
        for line in HelpText.lines(for: state) where !line.isEmpty {
            #expect(frame.contains(line), "cut: \(line)")
        }
    }
}
