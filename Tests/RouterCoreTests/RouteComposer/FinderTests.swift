import Testing
import RouterCore

/// RouteComposer's `FinderTests` (release 2.22.2). A `DefaultStackIterator`
/// is a stack-iterating finder's `options` and `startingPoint` here.
/// `testUIHostingControllerWithContextFinder` (SwiftUI) is not ported, and
/// `testContextInstantiatableConstructors` is typed contexts' (another file).
@Suite("RouteComposer's FinderTests")
struct RouteComposerFinderTests {
    /// The original's test file makes `StartingPoint` equatable by what it
    /// resolves to (a throw is unequal to anything); the same, in one tree.
    static func same(_ lhs: StartingPoint, _ rhs: StartingPoint, in tree: AppTree) -> Bool {
        switch (lhs, rhs) {
        case (.root, .root), (.topmost, .topmost): return true
        case let (.custom(left), .custom(right)):
            do { return try left(tree) == right(tree) } catch { return false }
        default: return false
        }
    }

    @Test func testInstanceFinder() throws {
        let tree = AppTree()
        let viewController = try tree.makeNode("UIViewController")
        let finder = InstanceFinder(viewController)
        #expect(finder.instance == viewController)
        #expect(try finder.findViewController(with: nil, in: tree) == viewController)
        #expect(finder.getViewController(with: nil, in: tree) == viewController)
    }

    @Test func testClassWithContextFinder() throws {
        let tree = AppTree()
        try tree.defineClass("TestContextCheckingViewController")
        let viewController = try tree.makeNode("TestContextCheckingViewController", context: "123")
        let finder = ClassWithContextFinder("TestContextCheckingViewController", options: .currentAllStack, startingPoint: .custom { _ in viewController })
        #expect(try finder.findViewController(with: "123", in: tree) == viewController)
    }

    @Test func testNilFinder() throws {
        let tree = AppTree()
        let finder = NilFinder()
        #expect(try finder.findViewController(with: nil, in: tree) == nil)
        #expect(finder.getViewController(with: nil, in: tree) == nil)
    }

    @Test func testDefaultStackIteratorDefaultValues() throws {
        let tree = AppTree()
        try tree.setRoot(try tree.makeNode("UIViewController"), of: tree.makeWindow())
        let iterator = ClassFinder(ClassRegistry.viewController)
        #expect(iterator.options == .fullStack)
        #expect(Self.same(iterator.startingPoint, .topmost, in: tree))
        #expect(try iterator.startingPoint.resolve(in: tree) == tree.topmost)
    }

    @Test func testDefaultStackIteratorNewValues() throws {
        let tree = AppTree()
        let window = tree.makeWindow()
        try tree.setRoot(try tree.makeNode("UIViewController"), of: window)
        let iterator = ClassFinder(ClassRegistry.viewController, options: .current, startingPoint: .root)
        #expect(iterator.options == .current)
        #expect(Self.same(iterator.startingPoint, .root, in: tree))
        #expect(try iterator.startingPoint.resolve(in: tree) == tree.root(of: window))
    }

    @Test func testDefaultStackIteratorCustomStartingPoint() throws {
        let tree = AppTree()
        tree.makeWindow()
        let currentViewController = try tree.makeNode("UIViewController")
        let finder = InstanceFinder(currentViewController)
        let iterator = ClassFinder(ClassRegistry.viewController, options: .current, startingPoint: .custom { finder.getViewController(in: $0) })
        #expect(iterator.options == .current)
        #expect(Self.same(iterator.startingPoint, .custom { _ in currentViewController }, in: tree))
        #expect(try iterator.startingPoint.resolve(in: tree) == currentViewController)

        // The original lets go of its only reference; here the node is released and deallocated.
        tree.retain(currentViewController)
        tree.release(currentViewController)
        #expect(!tree.contains(currentViewController))
        #expect(Self.same(iterator.startingPoint, .custom { _ in nil }, in: tree))
        #expect(try iterator.startingPoint.resolve(in: tree) == nil)
    }

    @Test func testStartingPointEquatable() throws {
        let tree = AppTree()
        let currentViewController = try tree.makeNode("UIViewController")
        let currentViewController1 = try tree.makeNode("UIViewController")
        func custom(_ node: NodeID?) -> StartingPoint { .custom { _ in node } }

        #expect(Self.same(.topmost, .topmost, in: tree))
        #expect(Self.same(.root, .root, in: tree))
        #expect(Self.same(custom(currentViewController), custom(currentViewController), in: tree))
        #expect(Self.same(custom(nil), custom(nil), in: tree))
        #expect(!Self.same(custom(currentViewController), custom(currentViewController1), in: tree))
        #expect(!Self.same(custom(currentViewController1), custom(currentViewController), in: tree))
        #expect(!Self.same(custom(currentViewController1), custom(nil), in: tree))

        let throwsException = StartingPoint.custom { _ in throw RoutingError.generic(.init("Test Error")) }
        #expect(!Self.same(throwsException, custom(currentViewController1), in: tree))
        #expect(!Self.same(.topmost, .root, in: tree))
        #expect(!Self.same(.topmost, custom(currentViewController), in: tree))
    }

    /// A deliberate difference: a combination RouteComposer names is described by
    /// its name (`fullStack`), not by its flags ("current, contained, presented, presenting").
    @Test func testSearchOptionsDescription() {
        let fullStack = SearchOptions.fullStack
        #expect(fullStack.referenceDescription == "current, contained, presented, presenting")
        #expect(fullStack.description == "fullStack")

        let currentVisibleOnly = SearchOptions.currentVisibleOnly
        #expect(currentVisibleOnly.referenceDescription == "current, visible")
        #expect(currentVisibleOnly.description == "currentVisibleOnly")

        let someOptions = [SearchOptions.current, .contained, .parent]
        #expect(someOptions.description == "[current, contained, parent]")
    }
}
