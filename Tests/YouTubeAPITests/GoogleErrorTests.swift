import Foundation
import Testing

@testable import YouTubeAPI

@Suite struct GoogleErrorTests {
    static let recordedErrors = SharedFixtures.recordedFiles().filter { $0.folder == "errors" }

    static let expectedRecorded: [String: GoogleError] = [
        "keyInvalid_400_legacy.json": GoogleError(
            status: 400, reason: .keyInvalid, rawReason: "keyInvalid", domain: "usageLimits",
            message: "Bad Request"),
        "accessNotConfigured_403_SERVICE_DISABLED.json": GoogleError(
            status: 403, reason: .accessNotConfigured, rawReason: "accessNotConfigured",
            domain: "usageLimits",
            message: "YouTube Data API v3 has not been used in project 69696969 before or it is disabled. "
                + "Enable it by visiting https://console.developers.google.com/apis/api/youtube.googleapis.com/"
                + "overview?project=69696969 then retry. If you enabled this API recently, wait a few minutes "
                + "for the action to propagate to our systems and retry."),
        // errors[0].reason wins over status PERMISSION_DENIED, and it is not one a client acts on.
        "permissionDenied_403.json": GoogleError(
            status: 403, reason: .other("SERVICE_UNAVAILABLE"), rawReason: "SERVICE_UNAVAILABLE",
            domain: "youtube.CoreErrorDomain", message: "The caller does not have permission"),
    ]

    @Test func hasAnExpectationForEveryRecordedError() {
        #expect(Set(Self.recordedErrors.map(\.name)) == Set(Self.expectedRecorded.keys))
    }

    @Test(arguments: recordedErrors)
    func readsRecordedEnvelope(_ file: RecordedFile) throws {
        let expected = try #require(Self.expectedRecorded[file.name], "No expectation for \(file)")
        #expect(GoogleError(status: expected.status, body: try file.data()) == expected)
    }

    @Test func readsQuotaExceededAndStripsItsLink() {
        let body = #"""
            {"error": {"code": 403,
              "message": "The request cannot be completed because you have exceeded your \u003ca href=\"/youtube/v3/getting-started#quota\"\u003equota\u003c/a\u003e.",
              "errors": [{"message": "The request cannot be completed because you have exceeded your \u003ca href=\"/youtube/v3/getting-started#quota\"\u003equota\u003c/a\u003e.",
                          "domain": "youtube.quota", "reason": "quotaExceeded"}]}}
            """#
        let error = GoogleError(status: 403, body: Data(body.utf8), retryAfter: 30)
        let expected = GoogleError(
            status: 403, reason: .quotaExceeded, rawReason: "quotaExceeded", domain: "youtube.quota",
            message: "The request cannot be completed because you have exceeded your quota.", retryAfter: 30)
        #expect(error == expected)
    }

    @Test func readsCommentsDisabledWithItsLocation() {
        let body = #"""
            {"error": {"code": 403,
              "message": "The video identified by the \u003ccode\u003e\u003ca href=\"/youtube/v3/docs/commentThreads/list#videoId\"\u003evideoId\u003c/a\u003e\u003c/code\u003e parameter has disabled comments.",
              "errors": [{"message": "The video identified by the \u003ccode\u003e\u003ca href=\"/youtube/v3/docs/commentThreads/list#videoId\"\u003evideoId\u003c/a\u003e\u003c/code\u003e parameter has disabled comments.",
                          "domain": "youtube.commentThread", "reason": "commentsDisabled",
                          "location": "videoId", "locationType": "parameter"}]}}
            """#
        let error = GoogleError(status: 403, body: Data(body.utf8))
        #expect(error?.reason == .commentsDisabled)
        #expect(error?.location == "videoId")
        #expect(error?.domain == "youtube.commentThread")
        #expect(error?.message == "The video identified by the videoId parameter has disabled comments.")
    }

    @Test func readsVideoNotFound() {
        let body = #"""
            {"error": {"code": 404,
              "message": "The video identified by the \u003ccode\u003e\u003ca href=\"/youtube/v3/docs/commentThreads/list#videoId\"\u003evideoId\u003c/a\u003e\u003c/code\u003e parameter could not be found.",
              "errors": [{"message": "The video identified by the \u003ccode\u003e\u003ca href=\"/youtube/v3/docs/commentThreads/list#videoId\"\u003evideoId\u003c/a\u003e\u003c/code\u003e parameter could not be found.",
                          "domain": "youtube.commentThread", "reason": "videoNotFound",
                          "location": "videoId", "locationType": "parameter"}],
              "status": "NOT_FOUND"}}
            """#
        let error = GoogleError(status: 404, body: Data(body.utf8))
        #expect(error?.status == 404)
        #expect(error?.reason == .videoNotFound)
        #expect(error?.message == "The video identified by the videoId parameter could not be found.")
    }

    @Test func readsInvalidPageToken() {
        let body = #"""
            {"error": {"code": 400, "message": "The request specifies an invalid page token.",
              "errors": [{"message": "The request specifies an invalid page token.", "domain": "youtube.parameter",
                          "reason": "invalidPageToken", "location": "pageToken", "locationType": "parameter"}],
              "status": "INVALID_ARGUMENT"}}
            """#
        let error = GoogleError(status: 400, body: Data(body.utf8))
        #expect(error?.reason == .invalidPageToken)
        #expect(error?.location == "pageToken")
    }

    @Test func recognisesTheCurrentInvalidKeyDespiteItsBadRequestReason() {
        let body = #"""
            {"error": {"code": 400, "message": "API key not valid. Please pass a valid API key.",
              "errors": [{"message": "API key not valid. Please pass a valid API key.",
                          "domain": "global", "reason": "badRequest"}],
              "status": "INVALID_ARGUMENT",
              "details": [{"@type": "type.googleapis.com/google.rpc.ErrorInfo", "reason": "API_KEY_INVALID",
                           "domain": "googleapis.com", "metadata": {"service": "youtube.googleapis.com"}}]}}
            """#
        let error = GoogleError(status: 400, body: Data(body.utf8))
        let expected = GoogleError(
            status: 400, reason: .keyInvalid, rawReason: "badRequest", domain: "global",
            message: "API key not valid. Please pass a valid API key.")
        #expect(error == expected)
    }

    @Test func recognisesAnInvalidKeyFromErrorInfoAlone() {
        let body = #"""
            {"error": {"code": 400, "message": "Invalid key.", "status": "INVALID_ARGUMENT",
              "details": [{"@type": "type.googleapis.com/google.rpc.ErrorInfo", "reason": "API_KEY_INVALID"}]}}
            """#
        let error = GoogleError(status: 400, body: Data(body.utf8))
        #expect(error?.reason == .keyInvalid)
        #expect(error?.rawReason == "API_KEY_INVALID")
    }

    @Test func recognisesAMissingKey() {
        let body = #"""
            {"error": {"code": 403,
              "message": "The request is missing a valid API key.",
              "errors": [{"message": "The request is missing a valid API key.", "domain": "global", "reason": "forbidden"}],
              "status": "PERMISSION_DENIED"}}
            """#
        let error = GoogleError(status: 403, body: Data(body.utf8))
        #expect(error?.reason == .keyMissing)
        #expect(error?.message == "The request is missing a valid API key.")
    }

    @Test func fallsBackToErrorInfoThenStatus() {
        let body = #"""
            {"error": {"code": 403, "message": "disabled", "status": "PERMISSION_DENIED",
              "details": [{"@type": "type.googleapis.com/google.rpc.Help", "links": []},
                          {"@type": "type.googleapis.com/google.rpc.ErrorInfo", "reason": "SERVICE_DISABLED"}]}}
            """#
        let fromErrorInfo = GoogleError(status: 403, body: Data(body.utf8))
        #expect(fromErrorInfo?.reason == .accessNotConfigured)
        #expect(fromErrorInfo?.rawReason == "SERVICE_DISABLED")

        let statusOnly = #"{"error": {"code": 404, "message": "gone", "status": "NOT_FOUND"}}"#
        let fromStatus = GoogleError(status: 404, body: Data(statusOnly.utf8))
        #expect(fromStatus?.reason == .notFound)
        #expect(fromStatus?.rawReason == "NOT_FOUND")
        #expect(fromStatus?.domain == nil && fromStatus?.location == nil)
    }

    @Test(arguments: [
        ("quotaExceeded", GoogleError.Reason.quotaExceeded),
        ("rateLimitExceeded", .rateLimitExceeded), ("userRateLimitExceeded", .rateLimitExceeded),
        ("keyInvalid", .keyInvalid), ("accessNotConfigured", .accessNotConfigured),
        ("forbidden", .forbidden), ("commentsDisabled", .commentsDisabled),
        ("videoNotFound", .videoNotFound), ("channelNotFound", .channelNotFound),
        ("playlistNotFound", .playlistNotFound), ("commentNotFound", .commentNotFound),
        ("notFound", .notFound), ("invalidPageToken", .invalidPageToken),
        ("invalidValue", .invalidValue), ("invalidParameter", .invalidValue),
        ("badRequest", .badRequest), ("backendError", .backendError),
        ("processingFailure", .other("processingFailure")),
    ])
    func mapsErrorsReason(raw: String, expected: GoogleError.Reason) {
        let body = #"{"error": {"code": 400, "message": "m", "errors": [{"reason": "\#(raw)", "message": "m"}]}}"#
        let error = GoogleError(status: 400, body: Data(body.utf8))
        #expect(error?.reason == expected)
        #expect(error?.rawReason == raw)
    }

    @Test(arguments: [
        "", "not json", "<html><body>502 Bad Gateway</body></html>", "[]", "{}",
        #"{"error": "invalid_grant", "error_description": "Bad Request"}"#, #"{"error": {}}"#,
        #"{"kind": "youtube#videoListResponse", "items": []}"#,
    ])
    func returnsNilForABodyThatIsNotAnEnvelope(_ body: String) {
        #expect(GoogleError(status: 502, body: Data(body.utf8)) == nil)
    }
}
