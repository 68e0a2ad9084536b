/// Titles that exist to break naive clients: emoji and ZWJ sequences, CJK, right-to-left text,
/// HTML special characters, and raw terminal control sequences.
enum SpecialTitles {
    static let emoji = "Family road trip 👨‍👩‍👧‍👦🚗 with 🇯🇵 flags, 👍🏽 and 🏳️‍🌈 — best day ever! 🎉"
    static let cjk = "日本語のタイトル：東京の夜景 4K｜中文标题｜한국어 제목"
    /// Arabic, Hebrew, and a U+202E RIGHT-TO-LEFT OVERRIDE that makes `exe.mp4` look like `4pm.exe`.
    static let rtl = "مرحبا بالعالم — שלום עולם — \u{202E}4pm.exe\u{202C} (RTL test)"
    static let html = "<b>Tom & Jerry's \"best\"</b> moments <script>alert(1)</script>"
    /// ESC[31m colour, an OSC 8 hyperlink, an OSC 52 clipboard write, BEL, backspaces and CR.
    static let hostile =
        "\u{1B}[31mRED ALERT\u{1B}[0m \u{1B}]8;;https://evil.example/\u{07}click me\u{1B}]8;;\u{07} "
        + "\u{1B}]52;c;cm0gLXJmIH4=\u{07}clipboard\u{07} bell back\u{08}\u{08}\u{08}space\rOVERWRITTEN"

    static let emojiDescription = "Emoji test: 🧑🏾‍💻 👩‍❤️‍💋‍👨 🫠 ❤️‍🔥 #emoji #zwj"
    static let cjkDescription = "東京の夜を歩きます。中文描述。한국어 설명. #東京 #travel"
    static let rtlDescription = "نص عربي ونص עברי mixed with English. \u{202E}txt.elif\u{202C} #rtl"
    static let htmlDescription = "Tags like <i>this</i> & entities like &amp; must survive. 'single' \"double\" #html"
    static let hostileDescription =
        "Terminal escapes: \u{1B}[2J\u{1B}[H screen clear, \u{1B}[?1049h alt screen, \u{07} bell. #security"

    /// The channel of the special videos: a blinking name with a right-to-left override.
    static let hostileChannel = "Test Pattern Lab \u{1B}[5mBLINK\u{1B}[0m \u{202E}bal\u{202C}"
    /// An OSC 8 link, an OSC 52 clipboard write, an 8-bit CSI, a DCS string and a title-setting OSC.
    static let hostileChannelDescription =
        "About \u{1B}]8;;https://evil.example/\u{1B}\\this lab\u{1B}]8;;\u{1B}\\ \u{1B}]52;c;cm0gLXJmIH4=\u{07} "
        + "\u{9B}2J \u{1B}P+q544e\u{1B}\\ \u{1B}]0;pwned\u{07} done. #security"
}
