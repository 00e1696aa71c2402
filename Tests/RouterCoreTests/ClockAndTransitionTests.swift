import Formats
@testable import RouterCore
import RouterCoreFixtures
import Testing

@Suite("Virtual clock, transitions and lifecycle")
struct ClockAndTransitionTests {
    @Test("events run in time order, ties in scheduling order, and time never moves back")
    func clockOrdering() {
        let clock = VirtualClock()
        var log: [String] = []
        clock.schedule(after: 0.5) { log.append("b@\(clock.now)") }
        clock.schedule(after: 0.1) { log.append("a@\(clock.now)") }
        clock.schedule(after: 0.5) {
            log.append("c@\(clock.now)")
            clock.schedule(after: 0) { log.append("d@\(clock.now)") }
        }
        clock.advance(by: 0.2)
        #expect(log == ["a@0.1"])
        #expect(clock.now == 0.2)
        clock.runUntilIdle()
        #expect(log == ["a@0.1", "b@0.5", "c@0.5", "d@0.5"])
        #expect(!clock.hasPendingEvents)
    }

    @Test("an animated presentation is 'being presented' until its duration has passed")
    func animatedPresentation() throws {
        let app = try HelloApp()
        let modal = try app.tree.makeNode("ProductViewController")
        var completed = false
        try app.tree.present(modal, from: app.home, style: .pageSheet, animated: true) { completed = true }
        #expect(app.tree[modal].transition == .beingPresented)
        #expect(app.tree.animatingPresentation == modal)
        app.tree.clock.advance(by: 0.49)
        #expect(!completed)
        app.tree.clock.advance(by: 0.01)
        #expect(completed)
        #expect(app.tree[modal].transition == nil)
    }

    @Test("an animated dismissal keeps the node until the end; finders and topmost skip it meanwhile")
    func animatedDismissal() throws {
        let app = try HelloApp()
        let modal = try app.tree.makeNode("ProductViewController")
        try app.tree.present(modal, from: app.home)
        try app.tree.dismissPresented(from: app.home, animated: true)
        #expect(app.tree.contains(modal))
        #expect(app.tree.isBeingDismissed(modal))
        #expect(app.tree.topmost == app.tabBar)
        #expect(try ClassFinder("ProductViewController").findViewController(with: nil, in: app.tree) == nil)
        app.tree.clock.runUntilIdle()
        #expect(!app.tree.contains(modal))
    }

    @Test("starting a transition where one is running fails: push during push, present during dismissal")
    func transitionInProgress() throws {
        let app = try HelloApp()
        let first = try app.tree.makeNode("ProductViewController")
        let second = try app.tree.makeNode("ProductViewController")
        try app.tree.push(first, onto: app.homeStack, animated: true)
        #expect(throws: TreeError.transitionInProgress("UINavigationController #2")) {
            try app.tree.push(second, onto: app.homeStack, animated: true)
        }
        app.tree.clock.runUntilIdle()
        try app.tree.push(second, onto: app.homeStack, animated: true)
        app.tree.clock.runUntilIdle()

        let modal = try app.tree.makeNode("HomeViewController")
        try app.tree.present(modal, from: app.tabBar)
        try app.tree.dismissPresented(from: app.tabBar, animated: true)
        let other = try app.tree.makeNode("HomeViewController")
        #expect(throws: TreeError.transitionInProgress("HomeViewController #8")) {
            try app.tree.present(other, from: app.tabBar)
        }
    }

    @Test("a push marks the pushed node moving to its parent; a pop keeps the popped node, moving from it, until the pop ends")
    func movingToAndFromParent() throws {
        let app = try HelloApp()
        let product = try app.tree.makeNode("ProductViewController")
        try app.tree.push(product, onto: app.homeStack, animated: true)
        #expect(app.tree[product].movement == .toParent)
        #expect(app.tree[app.home].movement == nil)
        #expect(app.tree.transitions.isRunning)
        #expect(app.tree.text(of: app.homeStack).contains("ProductViewController (moving to parent)"))
        app.tree.clock.runUntilIdle()
        #expect(app.tree[product].movement == nil)
        try app.tree.pop(to: app.home, in: app.homeStack, animated: true)
        #expect(app.tree[app.homeStack].children == [app.home], "the stack changes at once")
        #expect(app.tree.contains(product) && app.tree[product].movement == .fromParent, "alive while it animates away")
        app.tree.clock.runUntilIdle()
        #expect(!app.tree.contains(product), "deallocated when the pop ended")
        #expect(!app.tree.transitions.isRunning)
        #expect(app.tree.transitions.events.map(\.description) == [
            "push ProductViewController #6 onto UINavigationController #2: started",
            "push ProductViewController #6 onto UINavigationController #2: ended",
            "pop UINavigationController #2 to HomeViewController #4: started",
            "pop UINavigationController #2 to HomeViewController #4: ended",
        ])
        #expect(app.tree.transitions.events.map(\.time) == [0, 0.35, 0.35, 0.7])
        #expect(app.tree.transitions.events(after: 2).map(\.sequence) == [3, 4])
        #expect(app.tree.invariantViolations().isEmpty)
    }

    @Test("changes without animation log no transition and mark nothing")
    func instantChangesAreNotTransitions() throws {
        let app = try HelloApp()
        let product = try app.tree.makeNode("ProductViewController")
        try app.tree.push(product, onto: app.homeStack)
        #expect(app.tree[product].movement == nil)
        #expect(app.tree.transitions.events.isEmpty && app.tree.transitions.lastSequence == 0)
    }

    @Test("a refused jump changes nothing: the stack is not popped when the modal above cannot be dismissed yet")
    func refusedJumpChangesNothing() throws {
        let app = try HelloApp()
        let navigator = Navigator(tree: app.tree)
        try navigator.push(try app.tree.makeNode("ProductViewController"), animated: false)
        let sheet = try app.tree.makeNode("SettingsViewController")
        try app.tree.present(sheet, from: app.tabBar, style: .pageSheet, animated: true)
        let before = app.tree.text()
        #expect(throws: TreeError.transitionInProgress(app.tree.describe(sheet))) { try navigator.jump(toNode: app.home, animated: false) }
        #expect(app.tree.text() == before)
        app.tree.clock.runUntilIdle()
        try navigator.jump(toNode: app.home, animated: false)
        #expect(app.tree.visibleLeaf == app.home)
    }

    @Test("lifecycle: a push makes the old top disappear and the new one appear, will before did")
    func pushLifecycle() throws {
        let app = try HelloApp()
        app.tree.lifecycleLog.removeAll()
        let product = try app.tree.makeNode("ProductViewController")
        try app.tree.push(product, onto: app.homeStack, animated: true)
        #expect(app.tree.lifecycleLog.map(\.description) == [
            "HomeViewController #4 will disappear", "ProductViewController #6 will appear",
        ])
        app.tree.clock.runUntilIdle()
        #expect(app.tree.lifecycleLog.map(\.description).suffix(2) == [
            "HomeViewController #4 did disappear", "ProductViewController #6 did appear",
        ])
        #expect(app.tree.lifecycleLog.last?.time == 0.35)
    }

    @Test("lifecycle: a page sheet keeps its presenter on screen; a full-screen modal hides it")
    func presentationStylesAndLifecycle() throws {
        let app = try HelloApp()
        app.tree.lifecycleLog.removeAll()
        let sheet = try app.tree.makeNode("ProductViewController")
        try app.tree.present(sheet, from: app.home, style: .pageSheet)
        #expect(app.tree.lifecycleLog.map(\.description) == ["ProductViewController #6 will appear", "ProductViewController #6 did appear"])
        try app.tree.dismissPresented(from: app.home)
        app.tree.lifecycleLog.removeAll()
        let full = try app.tree.makeNode("ProductViewController")
        try app.tree.present(full, from: app.home)
        #expect(Set(app.tree.lifecycleLog.filter { $0.kind == .willDisappear }.map(\.className)) ==
            ["UITabBarController", "UINavigationController", "HomeViewController"])
        #expect(app.tree.onScreenNodes() == [full])
    }

    @Test("lifecycle: selecting a tab swaps the screens on show")
    func tabLifecycle() throws {
        let app = try HelloApp()
        app.tree.lifecycleLog.removeAll()
        try app.tree.selectTab(1, of: app.tabBar)
        #expect(app.tree.lifecycleLog.map(\.description) == [
            "UINavigationController #2 will disappear", "HomeViewController #4 will disappear",
            "UINavigationController #3 will appear", "SettingsViewController #5 will appear",
            "UINavigationController #2 did disappear", "HomeViewController #4 did disappear",
            "UINavigationController #3 did appear", "SettingsViewController #5 did appear",
        ])
    }

    @Test("the invariant checker reports a corrupted tree")
    func invariantCheckerCatchesCorruption() throws {
        let app = try HelloApp()
        #expect(app.tree.invariantViolations().isEmpty)
        app.tree.update(app.home) { $0.parent = app.settingsStack }
        app.tree.update(app.tabBar) { $0.selectedIndex = 5 }
        let problems = app.tree.invariantViolations()
        #expect(problems.contains("HomeViewController #4 is not among its parent's children"))
        #expect(problems.contains("HomeViewController #4 is held by UINavigationController #2 but names another parent"))
        #expect(problems.contains("UITabBarController #1 selects tab 5 of 2"))
    }
}

@Suite("Trace times")
struct TraceTimeTests {
    @Test("a trace's time has three decimals, and a clock waited past what Int milliseconds hold is shown as its number, not a trap")
    func farFuture() {
        #expect(VirtualClock.format(0) == "0.000s")
        #expect(VirtualClock.format(1.5) == "1.500s")
        #expect(VirtualClock.format(0.05) == "0.050s" && VirtualClock.format(12.3456) == "12.346s" && VirtualClock.format(0.0004) == "0.000s")
        #expect(VirtualClock.format(-0.5) == "-0.500s" && VirtualClock.format(-1.25) == "-1.250s")
        #expect(VirtualClock.format(1e9) == "1000000000.000s")
        #expect(VirtualClock.format(9.3e15) == "9.3e+15s")
        #expect(VirtualClock.format(1e300) == "1e+300s")
        for seconds in [0, 0.0004, 0.05, 1.5, 12.3456, -0.5, -1.25, 1e9, 9.3e15, 1e300] {
            var out = JSONText()
            VirtualClock.write(seconds, into: &out)
            #expect(out.text == VirtualClock.format(seconds), "written into JSON as formatted: \(seconds)")
        }
    }
}

extension ClockAndTransitionTests {
    @Test("far along the clock, where 0.1 s rounds away, a positive delay still moves time on: a poll cannot spin in place")
    func delaysMoveTimeOnFarAlong() {
        let clock = VirtualClock()
        clock.advance(by: 3e15)
        var polls = 0
        var done = false
        clock.schedule(after: 0.5) { done = true }
        func poll() {
            polls += 1
            if !done { clock.schedule(after: 0.1, poll) }
        }
        poll()
        #expect(clock.run { done } && polls < 10)
        #expect(clock.now > 3e15)
    }
}
