import RouterCoreFixtures
import Testing
@testable import RouterCore

// RouteComposer's multiplexers run a step's interceptors, context tasks and
// post tasks in turn. Here the router runs them: each test navigates (or
// runs the typed entity that stands for the box), and asserts the original's
// expected values.
@Suite("RouteComposer's MultiplexerTest")
struct RouteComposerMultiplexerTest {
    /// An interceptor counting its `prepare`s in a class (a `prepare` cannot
    /// change the entity: a deliberate difference); `perform` may fail.
    struct CountingInterceptor: RoutingInterceptor {
        let counter: ContextTypeCounter
        var step = 1
        var prepareError: RoutingError?
        var performError: RoutingError?
        var description: String { "counting interceptor" }

        func prepare(with context: Value?, in tree: AppTree) throws {
            counter.count += step
            if let prepareError { throw prepareError }
        }

        func perform(with context: Value?, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
            completion(performError.map { .failure($0) } ?? .success)
        }
    }

    /// The prepares of both interceptors run (1 + 9). The multiplexer's
    /// description is a Swift type description: not compared.
    @Test func testRoutingInterceptorPrepare() throws {
        let app = try ContextTypeApp()
        let counter = ContextTypeCounter()
        let step = app.building(ClassFactory("A"), GeneralAction.presentModally(), from: nil) {
            $0.adding(CountingInterceptor(counter: counter)).adding(CountingInterceptor(counter: counter, step: 9))
        }
        _ = try #require(app.navigate(to: step))
        #expect(counter.count == 10)
    }

    @Test func testRoutingPrepareInterceptorPrepareThrows() throws {
        let app = try ContextTypeApp()
        let interceptor = CountingInterceptor(counter: ContextTypeCounter(), prepareError: .generic(.init("Should be handled")))
        let step = app.building(ClassFactory("A"), GeneralAction.presentModally(), from: nil) { $0.adding(interceptor) }
        #expect(throws: RoutingError.self) { try app.router.navigate(to: step, with: nil, animated: false, completion: nil) }
    }

    @Test func testRoutingInterceptorPerformThrows() throws {
        let app = try ContextTypeApp()
        let interceptor = CountingInterceptor(counter: ContextTypeCounter(), performError: .generic(.init("Should be handled")))
        let step = app.building(ClassFactory("A"), GeneralAction.presentModally(), from: nil) { $0.adding(interceptor) }
        var result: RoutingResult?
        #expect(throws: Never.self) { try app.router.navigate(to: step, with: nil, animated: false) { result = $0 } }
        app.tree.clock.run { result != nil }
        #expect(result?.isSuccessful == false)
    }

    @Test func testRoutingInterceptorPerformNoInterceptors() throws {
        let app = try ContextTypeApp()
        let step = app.building(ClassFactory("A"), GeneralAction.presentModally(), from: nil)
        var result: RoutingResult?
        #expect(throws: Never.self) { try app.router.navigate(to: step, with: nil, animated: false) { result = $0 } }
        app.tree.clock.run { result != nil }
        #expect(result?.isSuccessful == true)
    }

    @Test func testRoutingInterceptorWithWrongContextTypeThrows() throws {
        let app = try ContextTypeApp()
        let counter = ContextTypeCounter()
        let interceptor = TypedInterceptor(
            CountingInterceptor(counter: counter, prepareError: .generic(.init("Should be handled"))), contextType: .int)
        #expect(contextErrorKind { try interceptor.prepare(with: "Wrong Context Type", in: app.tree) } == "type_mismatch")
        var result: RoutingResult?
        interceptor.perform(with: "Wrong Context Type", in: app.tree) { result = $0 }
        #expect(result?.error?.kind == "type_mismatch")
        #expect(counter.count == 0, "the interceptor itself never ran")
        // Through the router: the navigation fails in prepare, as a type mismatch.
        let step = app.building(ClassFactory("A"), GeneralAction.presentModally(), from: nil) { $0.adding(interceptor) }
        #expect(app.router.navigateAndSettle(to: step, with: "Wrong Context Type")?.error?.kind == "type_mismatch")
    }

    /// A context task is prepared once before it runs.
    @Test func testContextTaskPrepare() throws {
        final class CustomContextTask: ContextTask {
            var prepareCallsCount = 0
            var performed = false
            var description: String { "custom context task" }
            func prepare(with context: Value?, in tree: AppTree) throws { prepareCallsCount += 1 }
            func perform(on node: NodeID, with context: Value?, in tree: AppTree) throws {
                #expect(prepareCallsCount == 1)
                performed = true
            }
        }
        let app = try ContextTypeApp()
        let task = CustomContextTask()
        let step = app.building(ClassFactory("A"), GeneralAction.presentModally(), from: nil) { $0.adding(task) }
        _ = try #require(app.navigate(to: step))
        #expect(task.performed)
    }

    @Test func testContextTaskWithWrongContextTypeThrows() throws {
        let app = try ContextTypeApp()
        let task = TypedContextTask(InlineContextTask { _, _, _ in }, contextType: .string)
        #expect(contextErrorKind { try task.prepare(with: nil, in: app.tree) } == "type_mismatch")
        #expect(contextErrorKind { try task.perform(on: app.home, with: nil, in: app.tree) } == "type_mismatch")
    }

    @Test func testPostTaskWithWrongContextTypeThrow() throws {
        let app = try ContextTypeApp()
        let task = TypedPostTask(InlinePostTask { _, _, _, _ in }, contextType: .int)
        #expect(contextErrorKind { try task.checkContext("Wrong Context Type") } == "type_mismatch")
        let step = app.building(ClassFactory("A"), GeneralAction.presentModally(), from: nil) { $0.adding(task) }
        #expect(app.router.navigateAndSettle(to: step, with: "Wrong Context Type")?.error?.kind == "type_mismatch")
    }

    /// RouteComposer's interceptor counts in a mutating `prepare`; here its
    /// state lives in a class (a deliberate difference), and `perform` sees
    /// the one `prepare`.
    @Test func testRoutingInterceptorMutation() throws {
        struct Interceptor: RoutingInterceptor {
            let counter: ContextTypeCounter
            var description: String { "mutating interceptor" }
            func prepare(with context: Value?, in tree: AppTree) throws { counter.count += 1 }
            func perform(with context: Value?, in tree: AppTree, completion: @escaping (RoutingResult) -> Void) {
                guard counter.count == 1 else { return completion(.failure(.generic(.init("Count should be equal to 1")))) }
                completion(.success)
            }
        }
        let app = try ContextTypeApp()
        let step = app.building(ClassFactory("A"), GeneralAction.presentModally(), from: nil) { $0.adding(Interceptor(counter: ContextTypeCounter())) }
        #expect(app.router.navigateAndSettle(to: step, with: nil)?.isSuccessful == true)
    }

    /// Entities typed `Any?` or `Void` run without a context.
    @Test func testTasksWithAnyOrVoidContext() throws {
        let app = try ContextTypeApp()
        for type in [ContextType.any, .void] {
            #expect(try TypedFinder(NilFinder(), contextType: type).findViewController(with: nil, in: app.tree) == nil)

            let titled = ContextTypeCounter()
            let post = TypedPostTask(InlinePostTask { _, _, _, _ in titled.count += 1 }, contextType: type)
            try post.checkContext(nil)
            post.perform(on: app.home, with: nil, routingStack: [], in: app.tree)
            #expect(titled.count == 1)

            let applied = ContextTypeCounter()
            let task = TypedContextTask(InlineContextTask { _, _, _ in applied.count += 1 }, contextType: type)
            try task.prepare(with: nil, in: app.tree)
            try task.perform(on: app.home, with: nil, in: app.tree)
            #expect(applied.count == 1)

            let prepared = ContextTypeCounter()
            let interceptor = TypedInterceptor(CountingInterceptor(counter: prepared), contextType: type)
            try interceptor.prepare(with: nil, in: app.tree)
            var result: RoutingResult?
            interceptor.perform(with: nil, in: app.tree) { result = $0 }
            #expect(prepared.count == 1)
            #expect(result?.isSuccessful == true)
        }
    }
}
