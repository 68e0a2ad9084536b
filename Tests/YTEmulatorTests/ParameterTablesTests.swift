import Testing

@testable import YTEmulator

/// The emulator's tables of parameters must be the discovery document's, or strict mode would
/// refuse real parameters (or let unknown ones through).
@Suite struct ParameterTablesTests {
    /// Every list endpoint the emulator serves, so a new one is checked without being named here.
    static let endpoints: [any Endpoint] = TestEmulator.shared.emulator.world.withLock { world in
        world.endpoints.values.sorted { $0.method < $1.method }
    }

    private static func discovery() throws -> JSONValue {
        try DiscoverySchema.document()
    }

    private static func names(_ value: JSONValue?) -> Set<String> {
        guard case .object(let members)? = value else { return [] }
        return Set(members.map(\.key))
    }

    @Test func everyMethodsParametersAreTheDiscoveryDocuments() throws {
        let document = try Self.discovery()
        #expect(Self.endpoints.count >= 16)
        for endpoint in Self.endpoints {
            let method = document["resources"]?[endpoint.resource]?["methods"]?["list"]
            let parameters = method?["parameters"]
            #expect(endpoint.parameters == Self.names(parameters), "\(endpoint.method)")
            if case .object(let members)? = parameters {
                let deprecated = Set(members.filter { $0.value["deprecated"]?.boolValue == true }.map(\.key))
                // `home` is refused by Google itself (homeParameterDeprecated); the others strict mode refuses.
                #expect(endpoint.deprecatedParameters == deprecated.subtracting(["home"]), "\(endpoint.method)")
                let repeated = Set(members.filter { $0.value["repeated"]?.boolValue == true }.map(\.key))
                #expect(repeated.isSubset(of: StrictAudit.repeatedParameters), "\(endpoint.method)")
            }
        }
    }

    @Test func standardParametersAreTheDiscoveryDocuments() throws {
        #expect(StrictAudit.standardParameters == Self.names(try Self.discovery()["parameters"]))
    }

    @Test func everyEndpointIsRouted() {
        for endpoint in Self.endpoints {
            #expect(TestEmulator.shared.emulator.apiMethod(forPath: "/youtube/v3/" + endpoint.resource) == endpoint.method)
        }
    }
}
