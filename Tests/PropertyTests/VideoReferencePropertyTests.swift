import PropertyBased
import Testing
import YTCore

@Suite struct VideoReferencePropertyTests {
    static let id = URLForms.idCharacter.string(of: 11)

    /// An id in one of the documented forms, with a scheme or none, extra parameters and whitespace.
    static let reference = zip(
        id, Gen<Int>.value(in: 0...9), URLForms.scheme, URLForms.youtubeHost, URLForms.extraParameters,
        URLForms.padding, URLForms.fragment
    ).map { id, form, scheme, host, extra, padding, fragment -> (String, String) in
        let query = extra.isEmpty ? "" : "?" + extra.dropFirst()
        let url: String
        switch form {
        case 0: url = id
        case 1: url = scheme + host + "/watch?v=" + id + extra
        case 2: url = scheme + host + "/watch?feature=share" + extra + "&v=" + id
        case 3: url = scheme + "youtu.be/" + id + query
        case 4: url = scheme + "www.youtube-nocookie.com/embed/" + id + query
        default:
            let path = ["shorts", "embed", "live", "v", "e"][form - 5]
            url = scheme + host + "/" + path + "/" + id + query
        }
        return (id, padding + url + (form == 0 ? "" : fragment) + padding)
    }

    @Test func readsTheIDBackFromEveryAcceptedForm() async {
        await propertyCheck(count: 500, input: Self.reference) { id, text in
            // `try?`, never `try`: propertyCheck silently drops an error thrown from its body.
            #expect((try? VideoReference.id(from: text)) == id, "\(text.debugDescription)")
        }
    }

    /// Found by `readsTheIDBackFromEveryAcceptedForm`: a link without a scheme was refused when its
    /// query held a URL, because any `://` was taken for the scheme.
    @Test func readsALinkWithoutASchemeThatCarriesAURL() throws {
        let text = "\nmusic.youtube.com/watch?v=pXk1w5gsHib&ab_channel=https://example.com/x?y=1#t=30\n"
        #expect(try VideoReference.id(from: text) == "pXk1w5gsHib")
    }

    @Test func acceptsABareWordOnlyWhenItIsElevenIDCharacters() async {
        let word = Gen<Character?>.element(of: URLForms.alphabet + ["!", "é", "日", "+", "=", "~"]).map { $0! }
        await propertyCheck(count: 500, input: word.string(of: 9...13)) { word in
            let isID = word.count == 11 && word.allSatisfy(URLForms.alphabet.contains)
            #expect((try? VideoReference.id(from: word)) == (isID ? word : nil))
        }
    }

    @Test func anythingElseGivesAWellFormedIDOrTheReferenceError() async {
        await propertyCheck(count: 500, input: Hostile.text) { text in
            do {
                let id = try VideoReference.id(from: text)
                #expect(
                    id.count == 11 && id.allSatisfy(URLForms.alphabet.contains), "\(id) from \(text.debugDescription)")
            } catch {
                #expect(error as? CoreError == .invalidVideoReference(text))
            }
        }
    }
}
