import RouteSpec
import SwiftRouteImport
import Testing

@Suite struct SwiftRouteReaderTests {
    @Test func readsAFile() {
        let spec = SwiftRouteReader().read([(path: "A.swift", text: "class A: UIViewController {}")])
        #expect(spec.routes.isEmpty)
    }
}
