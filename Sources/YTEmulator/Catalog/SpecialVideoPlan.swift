/// Which catalog videos play the fixture roles that `/emulator/fixtures` names.
struct SpecialVideoPlan: Sendable {
    enum Role: Int, CaseIterable, Sendable {
        case emojiTitle, cjkTitle, rtlTitle, htmlTitle, hostileTitle, live, upcoming, longerThanADay
        case commentsDisabled, hiddenLikes
    }

    /// Video index per role, filled while channel 1's videos are made.
    var byRole: [Role: Int] = [:]
    /// An ordinary video of the fixture channel (comments on, likes shown, a few threads).
    var ordinary = 0
    /// A fixture-channel video with hundreds of comment threads.
    var manyComments = 0

    /// The role the `position`-th video of the specials channel plays, if any.
    static func role(forSpecialsPosition position: Int) -> Role? {
        Role(rawValue: position)
    }

    /// Positions (in generation order) of the fixture channel's ordinary and busy videos.
    static let ordinaryPosition = 3
    static let manyCommentsPosition = 7
    static let manyCommentsThreads = 320
}
