import Foundation
import Testing

@testable import YTEmulator

/// `GET /oembed`: what YouTube tells anyone about a video, with no key, no quota, and its 401,
/// 404 and 400 where YouTube answers them.
@Suite struct OEmbedEndpointTests {
    let test = TestEmulator.shared

    private func oEmbed(_ address: String, format: String? = nil, host: String? = nil) -> EmulatorResponse {
        var target = "/oembed?url=" + (address.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
        if let format { target += "&format=" + format }
        return test.emulator.handle(EmulatorRequest(target: target, headers: host.map { ["host": $0] } ?? [:]))
    }

    @Test func aPublicVideoIsDescribedAsYouTubeDoes() throws {
        let catalog = test.emulator.catalog
        let video = try #require(catalog.videos.first { $0.embeddable })
        let channel = catalog.channels[video.channelIndex]
        let used = test.emulator.quotaUsed
        let response = oEmbed("https://www.youtube.com/watch?v=\(video.id)", format: "json")
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/json")
        let json = try JSONParser.parse(response.body)
        #expect(json["title"]?.stringValue == video.title)
        #expect(json["author_name"]?.stringValue == channel.title)
        #expect(json["author_url"]?.stringValue == "https://www.youtube.com/\(channel.customUrl)")
        #expect(json["type"]?.stringValue == "video")
        #expect(json["version"]?.stringValue == "1.0")
        #expect(json["provider_name"]?.stringValue == "YouTube")
        #expect(json["thumbnail_url"]?.stringValue == "https://i.ytimg.com/vi/\(video.id)/hqdefault.jpg")
        #expect(json["thumbnail_width"]?.intValue == 480)
        #expect(json["html"]?.stringValue?.contains("https://www.youtube.com/embed/\(video.id)?feature=oembed") == true)
        #expect(test.emulator.quotaUsed == used, "oEmbed costs no quota")
    }

    @Test func theThumbnailIsOnTheHostAskedLikeTheAPIsPictures() throws {
        let video = try #require(test.emulator.catalog.videos.first { $0.embeddable })
        let json = try JSONParser.parse(oEmbed("https://youtu.be/\(video.id)", host: "127.0.0.1:8080").body)
        #expect(json["thumbnail_url"]?.stringValue == "http://127.0.0.1:8080/vi/\(video.id)/hqdefault.jpg")
    }

    @Test(arguments: ["https://www.youtube.com/watch?v=%@&t=42", "https://youtu.be/%@", "https://m.youtube.com/shorts/%@",
                      "http://youtube.com/embed/%@", "https://www.youtube.com/live/%@"])
    func everyAddressFormOfAVideoIsRead(_ form: String) throws {
        let video = try #require(test.emulator.catalog.videos.first { $0.embeddable })
        #expect(oEmbed(form.replacingOccurrences(of: "%@", with: video.id)).status == 200)
    }

    @Test func aVideoWhoseOwnerDisallowsEmbeddingIs401() throws {
        let video = try #require(test.emulator.catalog.videos.first { !$0.embeddable })
        let response = oEmbed("https://www.youtube.com/watch?v=\(video.id)")
        #expect(response.status == 401)
        #expect(String(decoding: response.body, as: UTF8.self) == "Unauthorized")
    }

    @Test func aVideoThatIsNotPublicIs404() {
        let response = oEmbed("https://www.youtube.com/watch?v=AAAAAAAAAAA")
        #expect(response.status == 404)
        #expect(String(decoding: response.body, as: UTF8.self) == "Not Found")
    }

    @Test(arguments: ["", "not a url", "https://example.com/watch?v=dQw4w9WgXcQ", "https://www.youtube.com/watch?v=short",
                      "ftp://youtube.com/watch?v=dQw4w9WgXcQ", "https://www.youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw"])
    func anAddressThatNamesNoVideoIs400(_ address: String) {
        #expect(oEmbed(address).status == 400)
    }

    @Test func aMissingAddressIs400AndAnotherFormat501() throws {
        #expect(test.emulator.handle(EmulatorRequest(target: "/oembed?format=json")).status == 400)
        let video = try #require(test.emulator.catalog.videos.first { $0.embeddable })
        #expect(oEmbed("https://youtu.be/\(video.id)", format: "xml").status == 501)
    }
}
