import Foundation
import Testing
import YouTubeAPI

@testable import YTCore

@Suite struct ChannelMappingTests {
    @Test func hiddenSubscribersBecomeNilAndUploadsFollowTheID() throws {
        let wire = Wire.Channel(
            id: "UC_x5XG1OV2P6uZZ5FSM9Ttw",
            snippet: Wire.ChannelSnippet(title: "Google for Developers", customUrl: "googledevelopers"),
            contentDetails: Wire.ChannelContentDetails(relatedPlaylists: .init(uploads: "", likes: "")),
            statistics: Wire.ChannelStatistics(viewCount: 10, subscriberCount: 99, hiddenSubscriberCount: true,
                                               videoCount: 3))
        let channel = try #require(Channel(wire))
        #expect(channel.subscriberCount == nil)
        #expect(channel.subscribersHidden)
        #expect(channel.handle == "@googledevelopers")
        #expect(channel.uploadsPlaylistId == "UU_x5XG1OV2P6uZZ5FSM9Ttw")
    }

    @Test func searchResultsAreUnescaped() throws {
        let wire = Wire.SearchResult(
            id: Wire.ResourceID(kind: "youtube#playlist", playlistId: "PL1234567890ABCDEF"),
            snippet: Wire.SearchResultSnippet(title: "Rock &amp; Roll", channelTitle: "Noor&#39;s"))
        let playlist = try #require(Playlist(searchResult: wire))
        #expect(playlist.title == "Rock & Roll")
        #expect(playlist.channelTitle == "Noor's")
        #expect(playlist.itemCount == nil)
        #expect(Channel(searchResult: wire) == nil)
    }
}
