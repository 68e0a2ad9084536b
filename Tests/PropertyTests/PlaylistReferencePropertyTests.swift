import PropertyBased
import Testing
import YTCore

@Suite struct PlaylistReferencePropertyTests {
    /// A known prefix and URL-safe base64, 12 to 64 characters in all.
    static let id = zip(
        Gen<String?>.element(of: ["PL", "UU", "OL", "FL", "LL"]).map { $0! }, URLForms.idCharacter.string(of: 10...62)
    ).map { $0 + $1 }

    static let reference = zip(
        id, Gen<Int>.value(in: 0...4), URLForms.scheme, URLForms.youtubeHost, URLForms.extraParameters,
        URLForms.padding, VideoReferencePropertyTests.id
    ).map { id, form, scheme, host, extra, padding, video -> (String, String) in
        let text: String
        switch form {
        case 0: text = id
        case 1: text = scheme + host + "/playlist?list=" + id + extra
        case 2: text = scheme + host + "/watch?v=" + video + extra + "&list=" + id
        case 3: text = scheme + "youtu.be/" + video + "?list=" + id + extra
        default: text = scheme + host + "/embed/videoseries?list=" + id + extra
        }
        return (id, padding + text + padding)
    }

    @Test func readsTheIDBackFromEveryAcceptedForm() async {
        await propertyCheck(count: 400, input: Self.reference) { id, text in
            // `try?`, never `try`: propertyCheck silently drops an error thrown from its body.
            #expect((try? PlaylistReference.id(from: text)) == id, "\(text.debugDescription)")
        }
    }

    /// Found by `readsTheIDBackFromEveryAcceptedForm`: a link without a scheme was refused when its
    /// query held a URL, because any `://` was taken for the scheme.
    @Test func readsALinkWithoutASchemeThatCarriesAURL() throws {
        let text = "\nwww.youtube.com/playlist?list=UUdl4MqJNZis&feature=https://example.com/x?y=1\n"
        #expect(try PlaylistReference.id(from: text) == "UUdl4MqJNZis")
    }

    @Test func anythingElseGivesAWellFormedIDOrTheReferenceError() async {
        await propertyCheck(count: 500, input: Hostile.text) { text in
            do {
                let id = try PlaylistReference.id(from: text)
                #expect((12...64).contains(id.count) && id.allSatisfy(URLForms.alphabet.contains), "\(id)")
                #expect(["PL", "UU", "OL", "FL", "LL"].contains(String(id.prefix(2))), "\(id)")
            } catch {
                #expect(error as? CoreError == .invalidPlaylistReference(text))
            }
        }
    }
}
