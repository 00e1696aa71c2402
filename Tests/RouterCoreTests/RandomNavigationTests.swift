import Testing
@testable import RouterCore

/// Random apps, random navigations, commands and gestures: after every
/// operation the tree is sound, and every failure is reported.
@Suite("Property: random trees and navigations")
struct RandomNavigationTests {
    static let screens = ["HomeViewController", "ProductViewController", "SettingsViewController", "LoginViewController"]

    /// One random session; returns a transcript that must be the same for the same seed.
    static func session(seed: UInt64, operations: Int) throws -> [String] {
        var random = SeededRandom(seed: seed)
        let tree = AppTree()
        for screen in screens { try tree.defineClass(screen) }
        let window = tree.makeWindow()
        try tree.setRoot(randomLaunch(in: tree, &random), of: window)
        let router = DefaultRouter(tree: tree)
        let navigator = Navigator(tree: tree)
        let gestures = Gestures(tree: tree)
        var transcript: [String] = []

        for step in 0..<operations {
            let screen = screens.randomElement(using: &random)!
            let animated = Bool.random(using: &random)
            let before = tree.text(showIDs: true)
            var outcome: String
            switch Int.random(in: 0..<12, using: &random) {
            case 0...4:
                let (name, destination) = randomDestination(screen, &random)
                var result: RoutingResult?
                do {
                    try router.navigate(to: destination, with: .int(Int64(step)), animated: animated) { result = $0 }
                    if Bool.random(using: &random) { tree.clock.run { result != nil } }
                    outcome = "\(name): \(result.map { "\($0.isSuccessful ? "ok" : "failed: \($0.error!)")" } ?? "running")"
                    if let result, case .success = result, name == "push into visible stack" {
                        #expect(tree.onScreenNodes().contains { tree.className(of: $0) == screen },
                                "seed \(seed) step \(step): \(screen) is not on screen:\n\(tree.text(showIDs: true))")
                    }
                } catch {
                    #expect(tree.text(showIDs: true) == before, "seed \(seed) step \(step): a thrown navigation changed the tree")
                    outcome = "\(name) refused: \(error)"
                }
            case 5: outcome = attempt { try navigator.back(animated: animated) }
            case 6: outcome = attempt { try gestures.tapBack(animated: animated) }
            case 7: outcome = attempt { try gestures.swipeDown(animated: animated) }
            case 8: outcome = attempt { try gestures.selectTab(Int.random(in: 0..<3, using: &random)) }
            case 9: outcome = attempt { try navigator.jump(to: screen, animated: animated) }
            case 10: outcome = attempt { try navigator.backToWindowRoot(animated: animated) }
            default:
                tree.clock.advance(by: Double(Int.random(in: 0...6, using: &random)) / 10)
                outcome = "wait"
            }
            let problems = tree.invariantViolations()
            #expect(problems.isEmpty, "seed \(seed) step \(step) (\(outcome)): \(problems)")
            transcript.append(outcome)
        }
        tree.clock.runUntilIdle()
        #expect(tree.invariantViolations().isEmpty)
        transcript.append(tree.text(showIDs: true))
        transcript.append(tree.lifecycleLog.map(\.description).joined(separator: ","))
        return transcript
    }

    private static func attempt(_ body: () throws -> Void) -> String {
        do {
            try body()
            return "ok"
        } catch {
            return "refused: \(error)"
        }
    }

    /// A tab bar of stacks, a single stack, a split, or a plain screen.
    private static func randomLaunch(in tree: AppTree, _ random: inout SeededRandom) throws -> NodeID {
        func stack() throws -> NodeID {
            let nav = try tree.makeNode("UINavigationController")
            let count = Int.random(in: 1...3, using: &random)
            try tree.setChildren((0..<count).map { _ in try tree.makeNode(screens.randomElement(using: &random)!) }, of: nav)
            return nav
        }
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            let tabs = try tree.makeNode("UITabBarController")
            try tree.setChildren(try (0..<Int.random(in: 1...3, using: &random)).map { _ in try stack() }, of: tabs)
            return tabs
        case 1: return try stack()
        case 2:
            let split = try tree.makeNode("UISplitViewController")
            try tree.setChildren([try stack(), try stack()], of: split)
            return split
        default: return try tree.makeNode(screens.randomElement(using: &random)!)
        }
    }

    /// One of the configurations users write.
    private static func randomDestination(_ screen: String, _ random: inout SeededRandom) -> (String, DestinationStep) {
        let finder = ClassFinder(screen, options: [.fullStack, .currentVisibleOnly, .allVisible].randomElement(using: &random)!)
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
            return ("push into visible stack", StepAssembly(finder: ClassFinder(screen, options: .currentVisibleOnly), factory: ClassFactory(screen))
                .using(NavigationControllerActions.push())
                .from(GeneralStep.custom(using: ClassFinder("UINavigationController", options: .currentVisibleOnly, startingPoint: .root)))
                .assemble())
        case 1:
            return ("present in new stack", StepAssembly(finder: finder, factory: ClassFactory(screen))
                .using(NavigationControllerActions.push())
                .from(NavigationControllerStep())
                .using(GeneralAction.presentModally(presentationStyle: [.fullScreen, .pageSheet, .formSheet].randomElement(using: &random)!))
                .from(GeneralStep.current())
                .assemble())
        case 2:
            return ("add tab", StepAssembly(finder: finder, factory: ClassFactory(screen))
                .using(TabBarControllerActions.add(at: Int.random(in: 0...3, using: &random)))
                .from(GeneralStep.root())
                .assemble())
        case 3:
            return ("replace root", StepAssembly(finder: finder, factory: ClassFactory(screen))
                .using(GeneralAction.replaceRoot())
                .from(GeneralStep.root())
                .assemble())
        case 4:
            return ("push or present", StepAssembly(finder: finder, factory: ClassFactory(screen))
                .using(NavigationControllerActions.push())
                .from(SwitchAssembly()
                    .addCase(expecting: ClassFinder("UINavigationController", options: .visible))
                    .assemble(default: ChainAssembly.from(NavigationControllerStep())
                        .using(GeneralAction.presentModally()).from(GeneralStep.current()).assemble()))
                .assemble())
        default:
            return ("find after build", StepAssembly(finder: finder, factory: NilFactory())
                .from(GeneralStep.current())
                .assemble())
        }
    }

    @Test("300 seeded sessions of 40 operations keep the tree sound and report every failure")
    func randomSessions() throws {
        for seed in UInt64(1)...300 {
            _ = try Self.session(seed: seed, operations: 40)
        }
    }

    @Test("the same seed gives the same session, transcript, tree and lifecycle")
    func deterministic() throws {
        for seed in [UInt64(7), 42, 1234] {
            #expect(try Self.session(seed: seed, operations: 60) == Self.session(seed: seed, operations: 60))
        }
    }
}
