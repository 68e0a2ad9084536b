import PropertyBased

/// Pieces of the URLs people paste: schemes, hosts, extra query parameters and stray whitespace.
enum URLForms {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") as [Character]

    /// A character of the URL-safe base64 alphabet ids are written in.
    static let idCharacter = Gen<Character?>.element(of: alphabet).map { $0! }

    /// A scheme, or none.
    static let scheme = Gen<String?>.element(of: ["", "https://", "http://", "HTTPS://"]).map { $0! }

    /// A YouTube host, in any case, with its usual subdomains.
    static let youtubeHost = Gen<String?>.element(of: [
        "youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com", "WWW.YouTube.com",
    ]).map { $0! }

    /// `name=value` parameters a shared link carries besides the id, values included that look like URLs.
    static let extraParameter = zip(
        Gen<String?>.element(of: ["t", "si", "feature", "pp", "index", "start", "ab_channel", "utm_source"]).map {
            $0!
        },
        Gen<String?>.element(of: [
            "42s", "share", "", "ygUEdGVzdA%3D%3D", "1", "RDAMVM", "a%2Fb", "https://example.com/x?y=1", "~.-_",
        ]).map { $0! }
    ).map { "\($0)=\($1)" }

    /// Up to three extra parameters, each with its `&`.
    static let extraParameters = extraParameter.array(of: 0...3).map { $0.map { "&" + $0 }.joined() }

    /// Whitespace a paste can bring along.
    static let padding = Gen<String?>.element(of: ["", " ", "\n", "\t ", " \r\n"]).map { $0! }

    /// A fragment, or none.
    static let fragment = Gen<String?>.element(of: ["", "#t=30", "#comments"]).map { $0! }
}
