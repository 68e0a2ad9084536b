import Foundation
import Testing

@testable import YTCore

@Suite struct SubscriptionFileTests {
    static let developers = "UC_x5XG1OV2P6uZZ5FSM9Ttw"
    static let youtube = "UCBR8-60-B28hp2BmDPdntcQ"
    static let linus = "UCXuqSBlHAE6Xw-yeJA0Tunw"

    /// Parses `text` as UTF-8 bytes.
    func parse(_ text: String) throws -> [ImportedSubscription] {
        try SubscriptionFile.parse(Data(text.utf8))
    }

    /// The reason `text` is refused with, or nil when it is not refused that way.
    func refusal(_ text: String) -> String? {
        refusal(Data(text.utf8))
    }

    func refusal(_ data: Data) -> String? {
        do {
            _ = try SubscriptionFile.parse(data)
            return nil
        } catch CoreError.unreadableImport(let reason) {
            return reason
        } catch {
            return nil
        }
    }

    // MARK: - Takeout CSV

    @Test func readsATakeoutFile() throws {
        let csv =
            "\u{FEFF}Channel Id,Channel Url,Channel Title\r\n"
            + "\(Self.developers),http://www.youtube.com/channel/\(Self.developers),Google for Developers\r\n"
            + "\(Self.youtube),http://www.youtube.com/channel/\(Self.youtube),\"News, \"\"Trends\"\" and more\"\r\n"
            + "\(Self.linus),http://www.youtube.com/channel/\(Self.linus),Linus Tech Tips\r\n"
            + "\r\n"
        #expect(
            try parse(csv) == [
                ImportedSubscription(channelId: Self.developers, title: "Google for Developers"),
                ImportedSubscription(channelId: Self.youtube, title: "News, \"Trends\" and more"),
                ImportedSubscription(channelId: Self.linus, title: "Linus Tech Tips"),
            ])
    }

    @Test func findsColumnsByNameInAnyOrderAndCase() throws {
        let csv = "channel title,CHANNEL ID\nGoogle for Developers,\(Self.developers)\n"
        #expect(try parse(csv) == [ImportedSubscription(channelId: Self.developers, title: "Google for Developers")])
    }

    @Test func keepsLineBreaksInsideQuotedTitles() throws {
        let csv = "Channel Id,Channel Title\n\(Self.developers),\"Two\nlines\"\n\(Self.youtube),YouTube\n"
        #expect(try parse(csv).map(\.title) == ["Two\nlines", "YouTube"])
    }

    @Test func readsIDsFromTheURLColumnWhenThereIsNoIDColumn() throws {
        let csv = """
            Channel Url,Channel Title
            https://www.youtube.com/channel/\(Self.developers),Google for Developers
            https://www.youtube.com/channel/\(Self.youtube)
            """
        #expect(
            try parse(csv) == [
                ImportedSubscription(channelId: Self.developers, title: "Google for Developers"),
                ImportedSubscription(channelId: Self.youtube, title: ""),
            ])
    }

    @Test func refusesAURLThatNamesAHandleNotAnID() {
        let csv = "Channel Url,Channel Title\nhttps://www.youtube.com/@GoogleDevelopers,Google\n"
        #expect(refusal(csv) == "line 2: 'https://www.youtube.com/@GoogleDevelopers' is not a channel id")
    }

    @Test func namesTheLineOfABadRow() {
        let csv = "Channel Id,Channel Url,Channel Title\r\n\r\n\(Self.developers),,Google\r\nUCnot-an-id,,Broken\r\n"
        #expect(refusal(csv) == "line 4: 'UCnot-an-id' is not a channel id")
    }

    @Test func countsLinesInsideQuotedFieldsForErrors() {
        let csv = "Channel Id,Channel Title\n\(Self.developers),\"a\nb\"\nbad,Broken\n"
        #expect(refusal(csv) == "line 4: 'bad' is not a channel id")
    }

    @Test func refusesARowWithNoID() {
        let csv = "Channel Id,Channel Url,Channel Title\nonly a title\n"
        #expect(refusal(csv) == "line 2: 'only a title' is not a channel id")
        #expect(refusal("Channel Id,Channel Title\n,Untitled\n") == "line 2 has no channel id")
    }

    @Test(arguments: [
        "Name,Address\nGoogle,somewhere\n", "\(developers),https://www.youtube.com/channel/\(developers),Google\n",
    ])
    func refusesACSVWithoutATakeoutHeader(csv: String) {
        #expect(refusal(csv)?.hasPrefix("line 1 is not a Takeout header") == true)
    }

    @Test func aHeaderAloneListsNoChannels() throws {
        #expect(try parse("\u{FEFF}Channel Id,Channel Url,Channel Title\r\n\r\n").isEmpty)
    }

    @Test func refusesAnEmptyFile() {
        #expect(refusal("") == "the file is empty")
        #expect(refusal("\u{FEFF}  \r\n") == "the file is empty")
    }

    // MARK: - OPML

    @Test func readsNestedOutlinesWithEntitiesAndEitherQuote() throws {
        let opml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- exported by a feed reader; <outline xmlUrl="https://www.youtube.com/channel/\(Self.linus)"/> -->
            <opml version="1.1">
              <head><title>Subscriptions</title></head>
              <body>
                <outline text="YouTube Subscriptions" title="YouTube Subscriptions">
                  <outline text="Tech">
                    <outline text="Google &amp; friends" title="Google &amp; &lt;Developers&gt;" type="rss"
                      xmlUrl="https://www.youtube.com/feeds/videos.xml?channel_id=\(Self.developers)" />
                  </outline>
                  <outline xmlUrl='https://www.youtube.com/feeds/videos.xml?foo=1&amp;channel_id=\(Self.youtube)'
                    type='rss' text='It&apos;s &quot;YouTube&quot; &#233;&#xE9; &#x1F600; &bogus; &#xD800;'/>
                </outline>
              </body>
            </opml>
            """
        #expect(
            try parse(opml) == [
                ImportedSubscription(channelId: Self.developers, title: "Google & <Developers>"),
                ImportedSubscription(
                    channelId: Self.youtube, title: "It's \"YouTube\" éé 😀 &bogus; &#xD800;"),
            ])
    }

    @Test func readsChannelURLsInHTMLURLOrXMLURL() throws {
        let opml = """
            <opml><body>
            <outline title="" text="Text only" htmlUrl="https://www.youtube.com/channel/\(Self.developers)"/>
            <outline TITLE=YouTube XMLURL=https://www.youtube.com/channel/\(Self.youtube)>
            </body></opml>
            """
        #expect(
            try parse(opml) == [
                ImportedSubscription(channelId: Self.developers, title: "Text only"),
                ImportedSubscription(channelId: Self.youtube, title: "YouTube"),
            ])
    }

    @Test func skipsOutlinesThatAreNotYouTubeChannels() throws {
        let opml = """
            <opml version="2.0"><body>
              <outline text="A blog" type="rss" xmlUrl="https://example.com/feed.xml" htmlUrl="https://example.com/"/>
              <outline text="A handle" htmlUrl="https://www.youtube.com/@GoogleDevelopers"/>
              <outline text="A playlist" xmlUrl="https://www.youtube.com/feeds/videos.xml?playlist_id=PLx"/>
              <outline text="Bad id" xmlUrl="https://www.youtube.com/feeds/videos.xml?channel_id=UCshort"/>
              <outline text="Google" xmlUrl="https://www.youtube.com/feeds/videos.xml?channel_id=\(Self.developers)"/>
            </body></opml>
            """
        #expect(try parse(opml) == [ImportedSubscription(channelId: Self.developers, title: "Google")])
    }

    @Test func anOPMLFileWithoutChannelsListsNone() throws {
        #expect(try parse("<?xml version=\"1.0\"?><opml version=\"2.0\"><head/><body/></opml>").isEmpty)
    }

    @Test func refusesMarkupWithoutAnOPMLElement() {
        let html = "<html><body><outline xmlUrl=\"https://www.youtube.com/channel/\(Self.developers)\"/></body></html>"
        #expect(refusal(html) == "the file is not OPML (no <opml> element)")
        #expect(refusal("<!-- <opml> -->") == "the file is not OPML (no <opml> element)")
    }

    // MARK: - Both formats

    @Test func keepsTheFirstOfDuplicatedChannels() throws {
        let csv = """
            Channel Id,Channel Title
            \(Self.developers),First
            \(Self.youtube),YouTube
            \(Self.developers),Second
            """
        #expect(try parse(csv).map(\.title) == ["First", "YouTube"])
        let opml = """
            <opml><body>
            <outline title="First" xmlUrl="https://www.youtube.com/feeds/videos.xml?channel_id=\(Self.developers)"/>
            <outline title="Second" htmlUrl="https://www.youtube.com/channel/\(Self.developers)"/>
            </body></opml>
            """
        #expect(try parse(opml).map(\.title) == ["First"])
    }

    @Test func detectsTheFormatFromTheContent() throws {
        // Leading whitespace and a BOM before `<` still mean OPML, so an OPML-only error comes back.
        #expect(refusal("\u{FEFF}\r\n  <html/>") == "the file is not OPML (no <opml> element)")
        // Without `<` first, markup is read as CSV and has no header.
        #expect(refusal("x <opml/>")?.hasPrefix("line 1 is not a Takeout header") == true)
        let opml = "\u{FEFF}\n <opml><outline xmlUrl='https://www.youtube.com/channel/\(Self.linus)'/></opml>"
        #expect(try parse(opml).map(\.channelId) == [Self.linus])
    }

    @Test func refusesTextThatIsNotUTF8() {
        var latin1 = Data("Channel Id,Channel Title\n\(Self.developers),Caf".utf8)
        latin1.append(0xE9)
        #expect(refusal(latin1) == "the file is not UTF-8 text")
        #expect(refusal(Data([0xFF, 0xFE, 0x3C, 0x00])) == "the file is not UTF-8 text")
    }

    @Test func refusesFilesOverTenMegabytes() throws {
        let start = Data("<opml>".utf8)
        let padding = Data(repeating: 0x20, count: SubscriptionFile.maximumByteCount + 1 - start.count)
        #expect(refusal(start + padding) == "the file is larger than 10 MB")
        #expect(try SubscriptionFile.parse(start + padding.dropFirst()).isEmpty)
    }
}
