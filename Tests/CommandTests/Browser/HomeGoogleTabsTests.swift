import Foundation
import Testing
import YTCore
@testable import YTBrowser

/// Home's tabs signed in with Google: Liked (6) and My playlists (7) join the five, Tab and the
/// digits reach them, My playlists lists playlists and Enter opens one; signed out of Google the
/// digits 6 and 7 do nothing and the bar is as before. `s` on a channel's page goes to YouTube.
@Suite struct HomeGoogleTabsTests {
    static let wide = Frame.Size(width: 120, height: 24)

    static func signedIn() -> BrowserData {
        var data = BrowserFixtures.data()
        data.googleAccount = "Ada on YouTube"
        data.myPlaylists = BrowserData.Rows(items: [
            Playlist(id: "PLmine1", title: "Secret mixtape", channelId: "UCada", channelTitle: "Ada on YouTube", itemCount: 3),
            Playlist(id: "PLmine2", title: "Road trips", channelId: "UCada", channelTitle: "Ada on YouTube", itemCount: 12),
        ], loaded: true)
        return data
    }

    @Test func theBarShowsSevenTabsWithGoogleAndFiveWithout() {
        let with = BrowserRenderer.render(BrowserState(), Self.signedIn(), size: Self.wide).lines[0].text
        #expect(with.contains("6 Liked") && with.contains("7 My playlists"), "\(with)")
        let without = BrowserRenderer.render(BrowserState(), BrowserFixtures.data(), size: Self.wide).lines[0].text
        #expect(without.contains("5 History") && !without.contains("Liked"), "\(without)")
    }

    @Test func aNarrowBarKeepsTheOpenTabsTitleAndTheOthersDigits() {
        var state = BrowserState()
        state.tab = .myPlaylists
        let bar = BrowserRenderer.render(state, Self.signedIn(), size: Frame.Size(width: 80, height: 24)).lines[0].text
        #expect(bar.contains("[7 My playlists]") && !bar.contains("Subscriptions"), "\(bar)")
        #expect(bar.contains(" 1 ") && bar.contains(" 6 "), "\(bar)")
    }

    /// With the preview pane (160 columns or more) the bar still takes the whole width; My
    /// playlists, a list of playlists, has no pane.
    @Test func besideThePreviewPaneTheBarKeepsItsTitlesAndMyPlaylistsHasNoPane() {
        let wide = Frame.Size(width: 160, height: 24)
        let frame = BrowserRenderer.render(BrowserState(), Self.signedIn(), size: wide)
        #expect(frame.lines[0].text.contains("6 Liked") && frame.lines[0].text.contains("7 My playlists"), "\(frame.lines[0].text)")
        #expect(frame.lines[2].text.contains("│"), "the pane is there: \(frame.text)")
        var state = BrowserState()
        state.tab = .myPlaylists
        let playlists = BrowserRenderer.render(state, Self.signedIn(), size: wide).text
        #expect(playlists.contains("Secret mixtape") && !playlists.contains("│ "), "\(playlists)")
    }

    @Test func tabAndDigitsReachTheGoogleTabsOnlyWhenSignedInWithGoogle() {
        var state = BrowserState()
        state.tab = .history
        let next = state.handle(.tab, data: Self.signedIn(), size: Self.wide)
        #expect(state.tab == .liked)
        #expect((next.first as? ListingRequested) == ListingRequested(tab: .liked, kind: .first))
        _ = state.handle(.character("7"), data: Self.signedIn(), size: Self.wide)
        #expect(state.tab == .myPlaylists)
        _ = state.handle(.tab, data: Self.signedIn(), size: Self.wide)
        #expect(state.tab == .popular)
        _ = state.handle(.backTab, data: Self.signedIn(), size: Self.wide)
        #expect(state.tab == .myPlaylists)

        var signedOut = BrowserState()
        signedOut.tab = .history
        _ = signedOut.handle(.tab, data: BrowserFixtures.data(), size: Self.wide)
        #expect(signedOut.tab == .popular)
        #expect(signedOut.handle(.character("6"), data: BrowserFixtures.data(), size: Self.wide).isEmpty)
        #expect(signedOut.tab == .popular)
    }

    @Test func myPlaylistsListsPlaylistsAndEnterOpensOne() {
        var state = BrowserState()
        state.tab = .myPlaylists
        let text = BrowserRenderer.render(state, Self.signedIn(), size: Self.wide).text
        #expect(text.contains("Secret mixtape") && text.contains("Road trips"), "\(text)")
        #expect(text.contains("2 playlists · the end · Enter opens its page"), "\(text)")
        #expect(state.equivalentCommand == "ytclone playlists --mine")
        _ = state.handle(.down, data: Self.signedIn(), size: Self.wide)
        let opened = state.handle(.enter, data: Self.signedIn(), size: Self.wide)
        #expect((opened.first as? PageOpened)?.route == .playlist("PLmine2"))
    }

    @Test func anEmptyMyPlaylistsSaysHowToMakeOne() {
        var state = BrowserState()
        state.tab = .myPlaylists
        var data = Self.signedIn()
        data.myPlaylists = BrowserData.Rows(items: [], loaded: true)
        let text = BrowserRenderer.render(state, data, size: Self.wide).text
        #expect(text.contains("ytclone playlist create TITLE"), "\(text)")
    }

    @Test func sOnAChannelsPageSubscribesOnYouTubeAndTheHeaderSaysHowItStands() {
        var state = BrowserState()
        state.stack = [.home, .channel("UCuAXFkgsw1L7xaCfnd5JJOw")]
        var data = Self.signedIn()
        let sent = state.handle(.character("s"), data: data, size: Self.wide)
        let toggled = sent.first as? YouTubeSubscriptionToggled
        #expect(toggled?.channel.id == data.channel.channel?.id)
        data.writes.subscriptions[data.channel.channel!.id] = GoogleWrites.Subscription(subscribed: true)
        let text = BrowserRenderer.render(state, data, size: Self.wide).text
        #expect(text.contains("subscribed on YouTube ⋯ sending"), "\(text)")
        // Without Google the key stays local.
        #expect(state.handle(.character("s"), data: BrowserFixtures.data(), size: Self.wide).first is SubscriptionToggled)
    }
}
