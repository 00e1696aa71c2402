import Foundation
import Testing

/// docs/RouterCore.md lists every test of RouteComposer's own unit suite and
/// where it was ported; this holds the list to the originals and to the
/// tests that exist, so that no test is dropped or claimed without a port.
@Suite("RouteComposer's own tests, as ported")
struct RouteComposerSuiteTests {
    /// The unit tests of RouteComposer 2.22.2 (`Example/Tests`), by file.
    static let originals: [String: [String]] = [
        "RouterTest": [
            "testNavigateTo", "testNavigateToNavigationPresented", "testNavigateToAlreadyInStack", "testNavigateToActionWithIssue",
            "testNavigateToFactoryWithIssue", "testNavigateToWithRoutingControllingInStack", "testPrepareFunctionThrows",
            "testNavigateToWithTasks", "testNavigateToWithDeallocatedViewController", "testNavigateToWithViewControllerNotFound",
            "testRouterWithAnyOrVoidContext", "testPostponedTaskRunner",
        ],
        "AssemblyTest": [
            "testStepAssembly", "testContainerStepAssembly", "testContainerStepAssemblyNilFactory", "testChainAssembly",
            "testStepChainAssembly", "testCompleteFactoryAssembly", "testCompleteFactoryAssemblyWithNilFactory", "testSwitchAssembly",
            "testSwitchAssemblyAssemble", "testSwitchAssemblyResolversWithWrongContext", "testActionToStepIntegratorWithTasks",
            "testActionToStepIntegrator", "testSingleStepUnsafeWrapper", "testSingleContainerStepUnsafeWrapper",
        ],
        "BoxTest": [
            "testFactoryBox", "testContainerBox", "testNilFactoryInBox", "testNilContainerFactoryInBox", "testFactoryBoxWithWrongContext",
            "testContainerFactoryBoxWithWrongContext", "testContainerBoxChildrenScrape", "testContainerBoxChildrenScrapeChainedBySameAction",
            "testNilEntitiesInStepAssembly", "testNilEntitiesInCompleteFactoryAssembly", "testActionBoxPerform",
            "testActionBoxPerformWithUnsuccessfulPurge", "testActionBoxPerformEmbedding", "testContainerActionBoxPerform",
            "testActionIsEmbeddable", "testContainerActionIsEmbeddable", "testPostRoutingTaskBoxInvalidController",
            "testBaseEntitiesCollector", "testBaseEntitiesCollectorWithNilEntities", "testBaseEntitiesCollectorWithNilFactory",
        ],
        "ContainerTests": [
            "testChildCoordinatorBuild", "testNavigationControllerContainerBuildSameActions", "testNavigationControllerContainerBuildDifferentActions",
            "testTabBarControllerContainerBuild", "testSplitControllerContainerBuild", "testCompleteFactoryBuild", "testCompleteFactoryPrepare",
            "testFactoryExecute", "testCompleteFactoryBuildWithDifferentActions", "testCompleteFactoryDescription",
        ],
        "ContainerLocatorTests": [
            "testDefaultAdaptersResults", "testNavigationViewControllerAdapterDeallocation", "testSplitViewControllerAdapterDeallocation",
            "testTabViewControllerAdapterDeallocation", "testNavigationControllerAdepterEmptyViewControllers",
            "testTabBarControllerAdapterSetContainedViewControllers", "testNavigationControllerAdapterWrongControllerToMakeVisible",
            "testControllerAdapterContainsAndVisible", "testTabBarControllerAdapterMakeVisible", "testNavigationControllerAdapterMakeVisible",
            "testSplitControllerAdapterMakeVisible",
        ],
        "DestinationStepTests": [
            "testExpectingContainer", "testExpectingContainerStronglyTyped", "testAdaptingContext", "testSingleStepExpectingContainer",
            "testSingleStepExpectingContainerStronglyTyped", "testSingleStepUnsafelyRewrapped", "testSingleStepEmbeddable",
            "testSingleAdaptingContext", "testGeneralStepCurrentOnNoTopMostController",
        ],
        "ErrorTest": ["testErrorDescription", "testErrorContext", "testErrorContextDescription", "testErrorValues", "testGetError"],
        "ExtensionsTest": [
            "testTopMostViewControllerSingle", "testTopMostViewControllerMultiple", "testAllPresentedViewController",
            "testFindViewControllerParent", "testFindViewController", "testFindViewControllerIsBeingDismissed",
            "testFindViewControllerWithCombinedOptions", "testArrayNonDismissibleViewController", "testArrayUniqueElements",
            "testArrayIsEqual", "testViewControllerAllParents", "testRoutingInterceptorExecute", "testContextTaskExecute",
        ],
        "ExtrasTest": [
            "testContextAccepting", "testSingleNavigationRouterSimultaneousNavigation", "testSingleNavigationRouterThrowingException",
            "testSingleNavigationLock", "testContextSettingTask", "testDismissalMethodProvidingContextTask", "testDismissibleWithRuntimeStorage",
            "testNavigationDelayingInterceptorPerform", "testNavigationDetailsFinder", "testRouterNavigationToDestination",
            "testCATransactionalContainerActionPerformEmbedding", "testCATransactionalContainerActionPerform",
            "testCATransactionalActionPerform", "testDispatchQueueDelayActionPreform", "testDispatchQueueDelayContainerActionPreform",
            "testPresentingFinder", "testInlineFactory",
        ],
        "FactoryTest": [
            "testClassFactoryByType", "testStoryboardFactory", "testStoryboardFactoryWrongType", "testStoryboardFactoryWrongTypeNewConstructor",
            "testFinderFactory", "testNilFactory", "testVoidFactory", "testFactoryExecute", "testPostponedIntegrationFactory",
            "testFactoryExecuteWithAnyOrVoid", "testRootStep", "testSplitControllerStep", "testUIHostingControllerFactory",
        ],
        "FinderTests": [
            "testInstanceFinder", "testClassWithContextFinder", "testNilFinder", "testDefaultStackIteratorDefaultValues",
            "testDefaultStackIteratorNewValues", "testDefaultStackIteratorCustomStartingPoint", "testStartingPointEquatable",
            "testSearchOptionsDescription", "testUIHostingControllerWithContextFinder", "testContextInstantiatableConstructors",
        ],
        "MultiplexerTest": [
            "testRoutingInterceptorPrepare", "testRoutingPrepareInterceptorPrepareThrows", "testRoutingInterceptorPerformThrows",
            "testRoutingInterceptorPerformNoInterceptors", "testRoutingInterceptorWithWrongContextTypeThrows", "testContextTaskPrepare",
            "testContextTaskWithWrongContextTypeThrows", "testContextTaskDescription", "testPostTaskWithWrongContextTypeThrow",
            "testPostTaskDescription", "testRoutingInterceptorMutation", "testTasksWithAnyOrVoidContext",
        ],
        "ActionTests": [
            "testNilAction", "testReplaceRootAction", "testReplaceRootActionAnimated", "testReplaceRootActionNoKeyWindow",
            "testPresentModallyAction", "testPresentModallyAction_withPopoverController", "testPresentModallyAction_sheetPresentationController",
            "testPushReplacingLastAction", "testPushAsRootAction", "testPushAction", "testAddTabAction", "testAddTabActionAtIndex",
            "testAddTabActionReplacingAtIndex", "testSetAsMasterAction", "testPushToDetailsAction", "testPushOnToDetailsAction",
            "testCustomWindowProvider",
        ],
    ]

    /// What a row may say of a test.
    static let verdicts: Set<String> = ["Swift", "Lua", "Swift, Lua", "not ported", "difference"]

    /// One row of a table: the original file, the test, the verdict and the note.
    struct Row {
        let file: String
        let test: String
        let verdict: String
        let note: String
    }

    /// The rows of docs/RouterCore.md's "RouteComposer's own tests", by original file.
    static func rows() throws -> [Row] {
        let text = try String(contentsOf: ArchitectureTests.root.appendingPathComponent("docs/RouterCore.md"), encoding: .utf8)
        guard let start = text.range(of: "\n## RouteComposer's own tests\n") else { return [] }
        var rows: [Row] = []
        var file = ""
        for line in text[start.upperBound...].split(separator: "\n") {
            if line.hasPrefix("## ") { break }
            if line.hasPrefix("### `") {
                file = line.dropFirst(5).prefix { $0 != "`" }.description
                continue
            }
            guard line.hasPrefix("| `") else { continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4 else { continue }
            rows.append(Row(file: file, test: cells[1].trimmingCharacters(in: ["`"]), verdict: cells[2], note: cells[3]))
        }
        return rows
    }

    /// The names of the test functions in the Swift files under `folder`.
    static func testFunctions(under folder: String) throws -> Set<String> {
        let url = ArchitectureTests.root.appendingPathComponent(folder)
        guard let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { return [] }
        var names: Set<String> = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let source = try String(contentsOf: file, encoding: .utf8)
            for line in source.split(separator: "\n") {
                guard let range = line.range(of: "func test") else { continue }
                names.insert("test" + line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            }
        }
        return names
    }

    @Test("the list holds every original test once, under its own file, and nothing else")
    func listMatchesOriginals() throws {
        let rows = try Self.rows()
        #expect(rows.count == Self.originals.values.map(\.count).reduce(0, +), "docs/RouterCore.md lists \(rows.count) tests")
        for (file, tests) in Self.originals {
            let listed = rows.filter { $0.file == file }.map(\.test)
            #expect(listed == tests, "\(file): docs/RouterCore.md lists \(listed), RouteComposer has \(tests)")
        }
    }

    @Test("every test is ported or says why not; a port named in the list exists under the original's name")
    func everyTestAccounted() throws {
        let swift = try Self.testFunctions(under: "Tests/RouterCoreTests/RouteComposer")
        let lua = try Self.testFunctions(under: "Tests/LuaBridgeTests/RouteComposer")
        for row in try Self.rows() {
            #expect(Self.verdicts.contains(row.verdict), "\(row.file).\(row.test): `\(row.verdict)` is not one of \(Self.verdicts.sorted())")
            if row.verdict.contains("Swift") || row.verdict == "difference" {
                #expect(swift.contains(row.test) || lua.contains(row.test), "\(row.file).\(row.test) is listed as ported but no test has its name")
            }
            if row.verdict.contains("Lua") {
                #expect(lua.contains(row.test), "\(row.file).\(row.test) is listed as ported to Lua but Tests/LuaBridgeTests/RouteComposer has no test of its name")
            }
            if row.verdict.contains("Swift") {
                #expect(swift.contains(row.test), "\(row.file).\(row.test) is listed as ported to Swift but Tests/RouterCoreTests/RouteComposer has no test of its name")
            }
            if row.verdict == "not ported" || row.verdict == "difference" {
                #expect(!row.note.isEmpty, "\(row.file).\(row.test) is \(row.verdict) without saying why")
            }
        }
    }
}
