/// `videoAbuseReportReasons.list`: the reasons `videos.reportAbuse` takes, each with its
/// secondary reasons, as YouTube's report form lists them. Labels are English whatever `hl` says.
struct VideoAbuseReportReasonsEndpoint: Endpoint {
    let resource = "videoAbuseReportReasons"
    let knownParts: Set<String> = ["id", "snippet"]
    let parameters: Set<String> = ["hl", "part"]

    struct Reason: Sendable {
        let id: String
        let label: String
        let secondary: [(id: String, label: String)]
    }

    static let reasons: [Reason] = [
        Reason(id: "S", label: "Sexual content", secondary: [
            ("S.1", "Graphic sexual activity"), ("S.2", "Nudity"), ("S.3", "Suggestive, but without nudity"),
            ("S.4", "Content involving minors"), ("S.5", "Abusive title or description"), ("S.6", "Other sexual content"),
        ]),
        Reason(id: "V", label: "Violent or repulsive content", secondary: [
            ("V.1", "Adults fighting"), ("V.2", "Physical attack"), ("V.3", "Youth violence"), ("V.4", "Animal abuse"),
        ]),
        Reason(id: "H", label: "Hateful or abusive content", secondary: [
            ("H.1", "Promotes hatred or violence"), ("H.2", "Abusing vulnerable individuals"), ("H.3", "Bullying"),
            ("H.4", "Abusive title or description"),
        ]),
        Reason(id: "HA", label: "Harmful dangerous acts", secondary: [
            ("HA.1", "Pharmaceutical or drug abuse"), ("HA.2", "Abuse of fire or explosives"),
            ("HA.3", "Suicide or self injury"), ("HA.4", "Other dangerous acts"),
        ]),
        Reason(id: "C", label: "Child abuse", secondary: []),
        Reason(id: "P", label: "Promotes terrorism", secondary: []),
        Reason(id: "SP", label: "Spam or misleading", secondary: [
            ("SP.1", "Mass advertising"), ("SP.2", "Pharmaceutical drugs for sale"), ("SP.3", "Misleading text"),
            ("SP.4", "Misleading thumbnail"), ("SP.5", "Scams / fraud"),
        ]),
        Reason(id: "I", label: "Infringes my rights", secondary: [
            ("I.1", "Infringes my copyright"), ("I.2", "Invades my privacy"), ("I.3", "Other legal claim"),
        ]),
        Reason(id: "CAP", label: "Captions issue", secondary: [
            ("CAP.1", "Captions are missing (CVAA)"), ("CAP.2", "Captions are inaccurate"),
            ("CAP.3", "Captions are abusive"),
        ]),
    ]

    /// Whether `videos.reportAbuse` takes `reasonId` (and `secondaryReasonId`, if given, under it).
    static func accepts(reasonId: String, secondaryReasonId: String?) -> Bool {
        guard let reason = reasons.first(where: { $0.id == reasonId }) else { return false }
        return secondaryReasonId.map { id in reason.secondary.contains { $0.id == id } } ?? true
    }

    func list(_ query: QueryParameters, parts: PartSelection) throws -> ListPage {
        let items: [JSONValue] = Self.reasons.map { reason in
            let secondary: [JSONValue] = reason.secondary.map { ["id": .string($0.id), "label": .string($0.label)] }
            return [
                "kind": "youtube#videoAbuseReportReason",
                "etag": .string(Digest.etag(for: "abuseReason:" + reason.id)),
                "id": .string(reason.id),
                "snippet": parts.contains("snippet")
                    ? ["label": .string(reason.label), "secondaryReasons": secondary.isEmpty ? nil : .array(secondary)]
                    : nil,
            ]
        }
        return ListPage(kind: "youtube#videoAbuseReportReasonListResponse", items: items)
    }
}
