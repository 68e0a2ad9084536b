import PropertyBased
import Testing
import YTCore

@Suite struct ChannelReferencePropertyTests {
    static let id = URLForms.idCharacter.string(of: 22).map { "UC" + $0 }

    /// 3 to 30 letters of several scripts, digits, `_`, `-` and `.`, each a character of its own.
    static let handle = Gen<Character?>.element(of: Array("abcXYZ019_-.éßЖλ日本たعעא한") as [Character]).map { $0! }
        .string(of: 3...30)

    /// The tabs of a channel page that may follow its id or handle.
    static let tab = Gen<String?>.element(of: ["", "/", "/videos", "/playlists", "/featured", "/shorts"]).map { $0! }

    static let idReference = zip(
        id, Gen<Bool>.bool, URLForms.scheme, URLForms.youtubeHost, tab, URLForms.extraParameters, URLForms.padding
    ).map { id, bare, scheme, host, tab, extra, padding -> (String, String) in
        let query = extra.isEmpty ? "" : "?" + extra.dropFirst()
        return (id, padding + (bare ? id : scheme + host + "/channel/" + id + tab + query) + padding)
    }

    static let handleReference = zip(
        handle, Gen<Int>.value(in: 0...2), URLForms.scheme, URLForms.youtubeHost, tab, URLForms.extraParameters,
        URLForms.padding
    ).map { handle, form, scheme, host, tab, extra, padding -> (String, String) in
        let query = extra.isEmpty ? "" : "?" + extra.dropFirst()
        let text: String
        switch form {
        case 0: text = "@" + handle
        case 1: text = scheme + host + "/@" + handle + tab + query
        default: text = scheme + host + "/c/" + handle + tab + query
        }
        return ("@" + handle, padding + text + padding)
    }

    @Test func readsTheIDBackFromEveryAcceptedForm() async {
        await propertyCheck(count: 400, input: Self.idReference) { id, text in
            // `try?`, never `try`: propertyCheck silently drops an error thrown from its body.
            #expect((try? ChannelReference.parse(text)) == .id(id), "\(text.debugDescription)")
        }
    }

    @Test func readsTheHandleBackFromEveryAcceptedForm() async {
        await propertyCheck(count: 400, input: Self.handleReference) { handle, text in
            #expect((try? ChannelReference.parse(text)) == .handle(handle), "\(text.debugDescription)")
        }
    }

    /// Found by the two properties above: a link without a scheme was refused when its query held
    /// a URL, because any `://` was taken for the scheme.
    @Test func readsALinkWithoutASchemeThatCarriesAURL() throws {
        #expect(try ChannelReference.parse("m.youtube.com/@本90?pp=https://example.com/x?y=1") == .handle("@本90"))
        let id = "UCD80hbiYjCS46hn8EUHmWx5"
        #expect(try ChannelReference.parse("youtube.com/channel/\(id)/shorts?feature=https://example.com/") == .id(id))
    }

    @Test func anythingElseGivesAWellFormedReferenceOrTheReferenceError() async {
        await propertyCheck(count: 500, input: Hostile.text) { text in
            do {
                switch try ChannelReference.parse(text) {
                case .id(let id):
                    #expect(id.hasPrefix("UC") && id.count == 24 && id.allSatisfy(URLForms.alphabet.contains), "\(id)")
                case .handle(let handle):
                    let name = handle.dropFirst()
                    #expect(handle.hasPrefix("@") && (3...30).contains(name.count), "\(handle)")
                    #expect(!name.contains { $0.isWhitespace || "/?#@%&=:".contains($0) }, "\(handle)")
                }
            } catch {
                #expect(error as? CoreError == .invalidChannelReference(text))
            }
        }
    }
}
