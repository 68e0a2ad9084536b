import Foundation

/// A local account. The password hash never leaves the store except to be verified.
public struct User: Codable, Sendable, Hashable, Identifiable {
    public var id: Int64
    public var name: String
    public var email: String
    /// Unique, without the leading `@`, compared case-insensitively.
    public var handle: String
    public var avatar: Avatar?
    public var createdAt: Date
    public var updatedAt: Date

    public init(id: Int64, name: String, email: String, handle: String, avatar: Avatar? = nil,
                createdAt: Date, updatedAt: Date) {
        self.id = id
        self.name = name
        self.email = email
        self.handle = handle
        self.avatar = avatar
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}

/// A profile picture, checked to be a PNG or JPEG of at most 2 MB.
public struct Avatar: Codable, Sendable, Hashable {
    /// `image/png` or `image/jpeg`.
    public var mimeType: String
    public var data: Data

    public init(mimeType: String, data: Data) {
        self.mimeType = mimeType
        self.data = data
    }
}

/// What signing up stores: the profile and the argon2id hash of the password.
public struct NewUser: Sendable, Hashable {
    public var name: String
    public var email: String
    public var handle: String
    public var avatar: Avatar?
    public var passwordHash: String

    public init(name: String, email: String, handle: String, avatar: Avatar?, passwordHash: String) {
        self.name = name
        self.email = email
        self.handle = handle
        self.avatar = avatar
        self.passwordHash = passwordHash
    }
}
