/// Word lists the catalog builder draws from. Topics give searches something to find: every
/// topic's words land in its channels' titles, descriptions and tags.
enum Vocabulary {
    struct Topic: Sendable {
        let name: String
        let categoryId: String
        let topicURL: String
        let words: [String]
        let hashtags: [String]
    }

    static let topics: [Topic] = [
        Topic(
            name: "Swift programming", categoryId: "28", topicURL: "Technology",
            words: [
                "swift", "swiftui", "concurrency", "actors", "xcode", "linux", "server", "generics", "macros",
                "testing",
            ],
            hashtags: ["#swift", "#swiftlang", "#programming", "#coding"]),
        Topic(
            name: "Home cooking", categoryId: "26", topicURL: "Food",
            words: [
                "ramen", "sourdough", "curry", "dumplings", "pasta", "tacos", "kimchi", "risotto", "pancakes", "salsa",
            ],
            hashtags: ["#cooking", "#recipe", "#foodie", "#homemade"]),
        Topic(
            name: "Music", categoryId: "10", topicURL: "Music",
            words: ["guitar", "piano", "synth", "lofi", "jazz", "cover", "chords", "drums", "remix", "live session"],
            hashtags: ["#music", "#guitar", "#lofi", "#cover"]),
        Topic(
            name: "Gaming", categoryId: "20", topicURL: "Video_game_culture",
            words: [
                "speedrun", "minecraft", "roguelike", "boss fight", "let's play", "retro", "pixel art", "strategy",
                "walkthrough", "mods",
            ],
            hashtags: ["#gaming", "#speedrun", "#retrogaming", "#indiegame"]),
        Topic(
            name: "Travel", categoryId: "19", topicURL: "Tourism",
            words: [
                "tokyo", "lisbon", "hiking", "night train", "street food", "iceland", "backpacking", "road trip",
                "istanbul", "alps",
            ],
            hashtags: ["#travel", "#wanderlust", "#vlog", "#adventure"]),
        Topic(
            name: "Science", categoryId: "28", topicURL: "Knowledge",
            words: [
                "black holes", "quantum", "volcanoes", "dna", "telescope", "physics", "chemistry", "fossils", "rockets",
                "climate",
            ],
            hashtags: ["#science", "#space", "#physics", "#stem"]),
        Topic(
            name: "Fitness", categoryId: "17", topicURL: "Physical_fitness",
            words: [
                "workout", "yoga", "marathon", "stretching", "kettlebell", "cycling", "climbing", "surfing", "swimming",
                "mobility",
            ],
            hashtags: ["#fitness", "#workout", "#yoga", "#running"]),
        Topic(
            name: "Comedy", categoryId: "23", topicURL: "Humour",
            words: [
                "sketch", "standup", "prank", "parody", "bloopers", "roast", "improv", "satire", "skit", "reaction",
            ],
            hashtags: ["#comedy", "#funny", "#sketch", "#lol"]),
        Topic(
            name: "News", categoryId: "25", topicURL: "Politics",
            words: [
                "election", "economy", "weather", "interview", "analysis", "breaking", "report", "debate", "markets",
                "policy",
            ],
            hashtags: ["#news", "#politics", "#economy", "#live"]),
        Topic(
            name: "Education", categoryId: "27", topicURL: "Knowledge",
            words: [
                "calculus", "history", "grammar", "chess", "statistics", "geography", "philosophy", "algorithms",
                "spanish", "economics",
            ],
            hashtags: ["#education", "#learning", "#study", "#math"]),
        Topic(
            name: "Film", categoryId: "1", topicURL: "Film",
            words: [
                "trailer", "animation", "short film", "review", "stop motion", "vfx", "director", "screenplay",
                "behind the scenes", "festival",
            ],
            hashtags: ["#film", "#animation", "#movies", "#shortfilm"]),
        Topic(
            name: "Cars", categoryId: "2", topicURL: "Vehicle",
            words: [
                "ev", "restoration", "rally", "engine swap", "detailing", "drift", "road test", "classic car",
                "motorbike", "garage",
            ],
            hashtags: ["#cars", "#ev", "#restoration", "#motorsport"]),
        Topic(
            name: "Pets", categoryId: "15", topicURL: "Pet",
            words: [
                "puppy", "kitten", "parrot", "aquarium", "training", "rescue", "hamster", "grooming", "horse",
                "tortoise",
            ],
            hashtags: ["#pets", "#dogs", "#cats", "#cute"]),
        Topic(
            name: "DIY", categoryId: "26", topicURL: "Hobby",
            words: [
                "woodworking", "3d printing", "soldering", "knitting", "pottery", "arduino", "garden", "repair",
                "upcycling", "leathercraft",
            ],
            hashtags: ["#diy", "#maker", "#woodworking", "#howto"]),
    ]

    static let adjectives = [
        "Quiet", "Curious", "Rapid", "Golden", "Tiny", "Midnight", "Electric", "Honest", "Wandering", "Clever",
        "Lazy", "Bright", "Hidden", "Cosmic", "Rusty", "Velvet", "Brave", "Lucky", "Frozen", "Wild",
    ]
    static let nouns = [
        "Otter", "Fox", "Lantern", "Kettle", "Comet", "Maple", "Harbor", "Pixel", "Badger", "Orchard",
        "Falcon", "Atlas", "Pebble", "Tiger", "Compass", "Walrus", "Meadow", "Rocket", "Sparrow", "Cactus",
    ]
    static let suffixes = ["", " TV", " Studio", " Lab", " Official", " Academy", " Daily", " Show", " Works", " HQ"]
    static let firstNames = [
        "Ana", "Kenji", "Priya", "Lucas", "Fatima", "Olek", "Mei", "Diego", "Aisha", "Tom",
        "Sven", "Chloé", "Yusuf", "Hana", "Marco", "Zoë", "Ravi", "Ingrid", "Kofi", "Lena",
        "Jamie", "Noor", "Pablo", "Sakura", "Émile", "Ivy", "Tariq", "Greta", "Omar", "Nia",
    ]
    static let lastNames = [
        "O'Brien", "Nakamura", "Patel", "Silva", "Haddad", "Kowalski", "Chen", "García", "Okafor", "Smith",
        "Lindqvist", "Dubois", "Yılmaz", "Kim", "Rossi", "Müller", "Iyer", "Berg", "Mensah", "Novak",
    ]
    static let foreignChannelTitles: [(title: String, handle: String)] = [
        ("東京クッキング", "TokyoCooking"), ("قناة التقنية", "TechArabic"), ("ערוץ המדע", "MadaChannel"),
        ("한국 음악 방송", "KMusicLive"), ("上海旅行日记", "ShanghaiDiary"), ("Ελληνική Κουζίνα", "GreekKitchen"),
        ("Русская наука", "RuScience"), ("हिंदी शिक्षा", "HindiShiksha"),
    ]
    static let countries = [
        "US", "GB", "DE", "JP", "IN", "BR", "FR", "KR", "CA", "AU", "ES", "MX", "NG", "SE", "IL", "EG",
    ]
    static let languages = ["en", "en-US", "en-GB", "ja", "de", "fr", "es", "pt", "ko", "ar", "he", "hi"]

    static let titleTemplates = [
        "How to master {w} in {n} minutes", "I tried {w} for {n} days", "{W} explained: the complete guide",
        "{W} vs {w2} — which is better?", "My {w} setup ({y} edition)", "Why nobody talks about {w}",
        "{n} {w} mistakes beginners make", "A day of {w} in {place}", "{W} tutorial part {n}",
        "Live: {w} Q&A", "The truth about {w}", "{W} + {w2} = magic?", "Ranking every {w} ever",
        "Don't buy {w} before watching this", "{W} for absolute beginners", "Relaxing {w} ambience (no talking)",
    ]
    static let places = [
        "Tokyo", "Lisbon", "Lagos", "Reykjavík", "Seoul", "São Paulo", "Montréal", "Kraków", "Cairo", "Berlin",
    ]
    static let sentences = [
        "In this video we take a close look at {w} and {w2}.",
        "Thanks for watching — subscribe for more {w} every week!",
        "Timestamps: 0:00 intro, 1:30 {w}, 7:45 {w2}, 12:10 outro.",
        "Gear I use: https://example.com/gear",
        "Support the channel: https://example.com/support",
        "Shout-out to {mention} for the idea.",
        "Questions? Leave them below and I'll answer in the next {w} video.",
        "Music by {mention} — used with permission.",
        "We filmed this in {place} over {n} days.",
        "Disclaimer: results may vary & this is not professional advice.",
        "Chapters are in the progress bar. Enjoy!",
    ]
    static let commentTemplates = [
        "This is the best {w} video I've seen!", "Who else is watching in {y}?", "{n}:{s} had me laughing so hard 😂",
        "Can you do a follow-up on {w2}?", "I've been doing {w} for {n} years and still learned something.",
        "First! 🎉", "Thanks {mention}, you saved my project.", "The part about {w} at {n}:{s} is wrong though.",
        "Great video & great editing <3", "\"{W}\" is my new favourite word.", "Anyone here from {mention}'s channel?",
        "Link for the source: https://example.com/{w3}", "{tag} {tag2} 🔥🔥🔥", "Subtitles please! 🙏",
        "I disagree — {w2} is way more useful than {w}.", "Watching this at 3am instead of sleeping 😴",
        "Line one\nline two\n\nline four after a blank", "10/10 would watch again. {tag}",
    ]
}
