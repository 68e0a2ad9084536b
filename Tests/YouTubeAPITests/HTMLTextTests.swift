import Testing

@testable import YouTubeAPI

@Suite struct HTMLTextTests {
    @Test(arguments: [
        ("Rock &amp; roll", "Rock & roll"),
        ("&lt;b&gt;", "<b>"),
        ("say &quot;hi&quot;", "say \"hi\""),
        ("it&apos;s", "it's"),
        ("it&#39;s", "it's"),
        ("it&#x27;s &#X27;", "it's '"),
        ("a&nbsp;b", "a\u{00A0}b"),
        ("&copy; 2024 &mdash; &hellip;", "© 2024 — …"),
        ("&#128512;", "😀"),
        ("&#x1F600;", "😀"),
        ("&amp;amp;", "&amp;"),
        ("no entities here", "no entities here"),
    ])
    func decodesEntity(html: String, text: String) {
        #expect(HTMLText.decodeEntities(html) == text)
    }

    @Test(arguments: [
        "AT&T", "a & b", "&unknown;", "&amp", "&#;", "&#x;", "&#xZZ;", "&#0;", "&#xD800;",
        "&#x110000;", "&#99999999999;", "&;", "& amp;",
    ])
    func leavesUnrecognisedReferenceAlone(_ text: String) {
        #expect(HTMLText.decodeEntities(text) == text)
    }

    @Test(arguments: [
        (#"exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>."#, "exceeded your quota."),
        ("line one<br>line two<br/>three<br />four<BR>five", "line one\nline two\nthree\nfour\nfive"),
        (#"<code><a href="/x#videoId">videoId</a></code> parameter"#, "videoId parameter"),
        (#"<a href="a>b">link</a>"#, "link"),
        ("before<!-- hidden <b> -->after", "beforeafter"),
        ("1 < 2 and 3 > 2", "1 < 2 and 3 > 2"),
        ("unclosed <b", "unclosed <b"),
        ("&lt;b&gt; stays", "&lt;b&gt; stays"),
        ("plain", "plain"),
        // Not an element: Google's own words, kept.
        ("Requests from referer <empty> are blocked.", "Requests from referer <empty> are blocked."),
        ("mail <ada@example.com> or <no reply>", "mail <ada@example.com> or <no reply>"),
        ("<!DOCTYPE html><html lang=en><title>Error 502</title></html>", "Error 502"),
    ])
    func stripsTags(html: String, text: String) {
        #expect(HTMLText.stripTags(html) == text)
    }

    @Test func plainTextStripsTagsBeforeDecodingEntities() {
        let html = "Super video !!!<br />I&#39;d say &lt;b&gt; is <b>bold</b> &amp; fine"
        #expect(HTMLText.plainText(fromHTML: html) == "Super video !!!\nI'd say <b> is bold & fine")
    }
}
