import RouteSpec
@testable import SwiftRouteImport
import Testing

/// A route's Swift fingerprint: its declaration's tokens (and those of a left-out
/// part declared elsewhere), spacing and comments aside.
@Suite("The fingerprint of a route's Swift")
struct RouteFingerprintTests {
    static let swift = """
        enum Conf {
            static let first = 1
            static var screen = makeScreen(
                colour: .red)
            static let last = 2
        }
        func helper() {
            let factory = Factory(kind: .plain)
        }
        """

    func fingerprint(_ text: String, line: Int = 3, leftOut: [LeftOut] = []) -> String? {
        var reader = RouteFingerprint(sources: [("App.swift", text)])
        return reader.fingerprint(at: SourceLocation(file: "App.swift", line: line), leftOut: leftOut)
    }

    @Test("the same for the declaration reformatted or commented, another when a token changes, nil for a line no file has")
    func tokensOnly() throws {
        let original = try #require(fingerprint(Self.swift))
        #expect(original.count == 16 && original.allSatisfy(\.isHexDigit))
        let reformatted = Self.swift.replacing("makeScreen(\n        colour: .red)", with: "makeScreen(colour:   .red) // red")
        #expect(fingerprint(reformatted) == original)
        #expect(fingerprint(Self.swift.replacing(".red", with: ".blue")) != original)
        // The members around it are not its Swift.
        #expect(fingerprint(Self.swift.replacing("last = 2", with: "last = 3")) == original)
        #expect(fingerprint(Self.swift, line: 40) == nil)
    }

    @Test("a left-out part declared outside the route's declaration is part of its fingerprint")
    func leftOutElsewhere() throws {
        let part = [LeftOut(location: SourceLocation(file: "App.swift", line: 8), reason: "a factory computed at run time")]
        let original = try #require(fingerprint(Self.swift, leftOut: part))
        #expect(original != fingerprint(Self.swift))
        #expect(fingerprint(Self.swift.replacing(".plain", with: ".fancy"), leftOut: part) != original)
        // A left-out part inside the declaration adds nothing of its own.
        let inside = [LeftOut(location: SourceLocation(file: "App.swift", line: 4), reason: "an argument")]
        #expect(fingerprint(Self.swift, leftOut: inside) == fingerprint(Self.swift))
    }
}
