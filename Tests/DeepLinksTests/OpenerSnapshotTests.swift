import DeepLinks
import RouterCore
import RouterCoreFixtures
import Testing

/// A link opener snapshot puts its table, the table's routes, its message
/// and its openings back, whatever changed since.
@Suite("Snapshots of the links")
struct OpenerSnapshotTests {
    @Test("an opener restored has its table, the table's routes, its message and its openings back")
    func opener() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        let table = DeepLinkTable()
        table.routes.add(try URLPattern("app://product/:id<int>"), target: DeepLinkTarget(destination: app.productStep()))
        let opener = DeepLinkOpener(navigator: RouterLinkNavigator(router: router), table: table)
        let snapshot = opener.snapshot()
        table.routes.add(try URLPattern("app://vandal"), target: DeepLinkTarget(destination: app.productStep()))
        table.redirectLimit = 1
        opener.noLinksMessage = "vandalised"
        _ = try opener.open("app://vandal")
        opener.table = nil
        opener.restore(snapshot)
        #expect(opener.table === table)
        #expect(table.routes.routes.count == 1)
        #expect(table.redirectLimit == 5)
        #expect(opener.noLinksMessage == "the app has no link table")
        #expect(opener.count == 0)
        #expect(opener.opening(1) == nil)
    }
}
