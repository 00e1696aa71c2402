import RouteSpec
import Testing

@Suite struct RouteSpecModelTests {
    @Test func leftOutIsListedInFileAndLineOrder() {
        let late = LeftOut(location: SourceLocation(file: "B.swift", line: 3), reason: "a closure")
        let early = LeftOut(location: SourceLocation(file: "A.swift", line: 9), reason: "a computed finder")
        var spec = RouteSpec(leftOut: [late])
        spec.routes = [RouteDefinition(name: "home", location: nil, viewControllerType: nil, contextType: nil,
                                       destination: .leftOut(early), leftOut: [early])]
        #expect(spec.everythingLeftOut == [early, late])
        #expect(spec.route(named: "home")?.memberName == "home")
    }
}
