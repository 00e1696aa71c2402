import RouterCoreFixtures
import Testing
@testable import RouterCore

@Suite("Finders, container steps, windows")
struct FinderAndStepTests {
    @Test("ClassWithContextFinder matches the class and the context")
    func classWithContextFinder() throws {
        let app = try HelloApp()
        let product = try app.tree.makeNode("ProductViewController", context: 7)
        try app.tree.push(product, onto: app.homeStack)
        let finder = ClassWithContextFinder("ProductViewController")
        #expect(try finder.findViewController(with: 7, in: app.tree) == product)
        #expect(try finder.findViewController(with: 8, in: app.tree) == nil)
        #expect(try finder.findViewController(with: .double(7), in: app.tree) == nil, "7 and 7.0 are different contexts")
    }

    @Test("PresentingFinder finds what presents the topmost node: 'dismiss' as a destination")
    func presentingFinder() throws {
        let app = try HelloApp()
        #expect(try PresentingFinder().findViewController(with: nil, in: app.tree) == nil)
        let modal = try app.tree.makeNode("ProductViewController")
        try app.tree.present(modal, from: app.settings)
        #expect(try PresentingFinder().findViewController(with: nil, in: app.tree) == app.tabBar)
        let router = DefaultRouter(tree: app.tree)
        let back = StepAssembly(finder: PresentingFinder(), factory: NilFactory()).from(GeneralStep.current()).assemble()
        #expect(router.navigateAndSettle(to: back, with: nil)?.isSuccessful == true)
        #expect(!app.tree.contains(modal), "navigating to the presenter dismisses what it presents")
        let custom = PresentingFinder(startingPoint: .custom { _ in app.home })
        #expect(try custom.findViewController(with: nil, in: app.tree) == nil)
    }

    @Test("DetailsNavigationFinder: the last child if a stack, or the stack on top of a lone primary stack")
    func detailsNavigationFinder() throws {
        let tree = try HelloApp().tree
        let split = try tree.makeNode("UISplitViewController")
        try tree.setRoot(split, of: tree.makeWindow(named: "ipad"))
        tree.makeKey(try tree.window(named: "ipad"))
        let primary = try tree.makeNode("UINavigationController")
        try tree.setChildren([try tree.makeNode("HomeViewController")], of: primary)
        try tree.setChildren([primary], of: split)
        #expect(try DetailsNavigationFinder().findViewController(with: nil, in: tree) == nil)
        let detail = try tree.makeNode("UINavigationController")
        try tree.setChildren([primary, detail], of: split)
        #expect(try DetailsNavigationFinder().findViewController(with: nil, in: tree) == detail)
    }

    @Test("the Cities example: a split set as the root, details pushed with an adapted context")
    func citiesSplit() throws {
        let tree = AppTree()
        for name in ["CitiesViewController", "CityDetailViewController", "WelcomeViewController"] { try tree.defineClass(name) }
        try tree.setRoot(try tree.makeNode("WelcomeViewController"), of: tree.makeWindow())
        let router = DefaultRouter(tree: tree)
        let cities = StepAssembly(finder: ClassFinder("CitiesViewController"), factory: ClassFactory("CitiesViewController"))
            .using(SplitControllerActions.setAsMaster())
            .from(SplitControllerStep())
            .using(GeneralAction.replaceRoot())
            .from(GeneralStep.root())
            .assemble()
        let detail = StepAssembly(finder: ClassWithContextFinder("CityDetailViewController"), factory: ClassFactory("CityDetailViewController"))
            .adding(ContextSettingTask())
            .using(SplitControllerActions.pushToDetails())
            .from(cities.adaptingContext(using: InlineContextTransformer { _ in nil }))
            .assemble()
        #expect(router.navigateAndSettle(to: detail, with: 3)?.isSuccessful == true)
        #expect(tree.text() == """
            window main
              UISplitViewController
                CitiesViewController
                CityDetailViewController context=3
            """)
        #expect(router.navigateAndSettle(to: detail, with: 4)?.isSuccessful == true)
        #expect(tree.text().hasSuffix("CityDetailViewController context=4"), "a new detail replaces the old one")
    }

    @Test("SingleStep and TabBarControllerStep in a chain")
    func singleAndTabSteps() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        let tabs = ChainAssembly.from(TabBarControllerStep()).using(GeneralAction.presentModally()).from(GeneralStep.current()).assemble()
        let home = ChainAssembly.from(SingleStep(finder: NilFinder(), factory: ClassFactory("HomeViewController")))
            .using(TabBarControllerActions.add())
            .from(tabs)
            .assemble()
        let product = StepAssembly(finder: NilFinder(), factory: ClassFactory("ProductViewController"))
            .using(TabBarControllerActions.add())
            .from(home)
            .assemble()
        #expect(router.navigateAndSettle(to: product, with: nil)?.isSuccessful == true)
        let modal = try #require(app.tree.presentedNode(of: app.tabBar))
        #expect(app.tree.text(of: modal) == """
            => UITabBarController [full_screen]
              HomeViewController (selected)
              ProductViewController
            """)
    }

    @Test("routing happens in the key window; another window is left alone")
    func keyWindow() throws {
        let app = try HelloApp()
        let other = app.tree.makeWindow(named: "external")
        try app.tree.setRoot(try app.tree.makeNode("UINavigationController"), of: other)
        try app.tree.setChildren([try app.tree.makeNode("SettingsViewController")], of: app.tree.root(of: other)!)
        let router = DefaultRouter(tree: app.tree)
        #expect(router.navigateAndSettle(to: app.productStep(), with: 1)?.isSuccessful == true)
        #expect(app.tree[app.homeStack].children.count == 2)
        app.tree.makeKey(other)
        #expect(router.navigateAndSettle(to: app.productStep(), with: 2)?.isSuccessful == true)
        #expect(app.tree[app.tree.root(of: other)!].children.count == 2)
        #expect(app.tree.text().contains("window external (key)"))
    }

    @Test("a start that is being dismissed fails the navigation")
    func startBeingDismissed() throws {
        let app = try HelloApp()
        let modal = try app.tree.makeNode("ProductViewController")
        try app.tree.present(modal, from: app.tabBar, style: .pageSheet)
        let router = DefaultRouter(tree: app.tree)
        let fromModal = StepAssembly(finder: NilFinder(), factory: ClassFactory("HomeViewController"))
            .adding(InlineInterceptor { _, tree in try tree.dismissPresented(from: app.tabBar, animated: true) })
            .using(GeneralAction.presentModally())
            .from(GeneralStep.custom(using: InstanceFinder(modal)))
            .assemble()
        let result = router.navigateAndSettle(to: fromModal, with: nil)
        #expect(result?.error?.kind == "composition_failed")
        #expect("\(result!.error!)".contains("is being dismissed"))
    }

    @Test("collapsing a split puts the details stack on top of the primary one; the details finder, pushes and expanding follow UIKit")
    func collapsedSplitNestsDetails() throws {
        let tree = AppTree()
        for name in ["MasterViewController", "DetailViewController", "MoreViewController"] { try tree.defineClass(name) }
        let split = try tree.makeNode("UISplitViewController")
        let primary = try tree.makeNode("UINavigationController"), details = try tree.makeNode("UINavigationController")
        try tree.setChildren([try tree.makeNode("MasterViewController")], of: primary)
        try tree.setChildren([try tree.makeNode("DetailViewController")], of: details)
        try tree.setChildren([primary, details], of: split)
        try tree.setRoot(split, of: tree.makeWindow())
        #expect(try DetailsNavigationFinder().findViewController(with: nil, in: tree) == details)
        try tree.setCollapsed(true, of: split)
        #expect(tree.text() == """
            window main
              UISplitViewController (collapsed)
                UINavigationController
                  MasterViewController
                  UINavigationController
                    DetailViewController
            """)
        #expect(tree.invariantViolations().isEmpty)
        #expect(tree.collapsedDetails(of: split) == details)
        #expect(try DetailsNavigationFinder().findViewController(with: nil, in: tree) == details, "the collapsed case")
        #expect(tree.className(of: tree.visibleLeaf!) == "DetailViewController")
        let more = try tree.makeNode("MoreViewController")
        #expect(throws: TreeError.collapsedDetails(tree.describe(more), stack: tree.describe(primary), details: tree.describe(details))) {
            try tree.push(more, onto: primary)
        }
        try Navigator(tree: tree).push(more, animated: false)
        #expect(tree[details].children.last == more, "the Route library pushes onto the stack the user sees")
        try tree.setCollapsed(false, of: split)
        #expect(tree[split].children == [primary, details] && tree[primary].children.count == 1)
        #expect(tree.invariantViolations().isEmpty)
        try tree.setCollapsed(true, of: split)
        try tree.pop(to: tree[primary].children[0], in: primary)
        #expect(tree.collapsedDetails(of: split) == nil, "popping the primary stack pops the details away, as in UIKit")
        #expect(!tree.contains(details))
        #expect(tree.invariantViolations().isEmpty)
    }

    @Test("a navigation stack still cannot go into one by a push or a new set of children, collapsed split or not")
    func noOtherNesting() throws {
        let tree = AppTree()
        let primary = try tree.makeNode("UINavigationController"), other = try tree.makeNode("UINavigationController")
        let split = try tree.makeNode("UISplitViewController")
        try tree.setChildren([try tree.makeNode("UIViewController")], of: primary)
        try tree.setChildren([primary], of: split)
        try tree.setCollapsed(true, of: split)
        #expect(throws: TreeError.self) { try tree.setChildren(tree[primary].children + [other], of: primary) }
        #expect(throws: TreeError.self) { try tree.push(other, onto: primary) }
    }

    @Test("a collapsed split shows in the text form; dismissing a retained modal keeps it")
    func collapsedAndRetained() throws {
        let tree = AppTree()
        let split = try tree.makeNode("UISplitViewController")
        try tree.setRoot(split, of: tree.makeWindow())
        try tree.setCollapsed(true, of: split)
        #expect(tree.text() == "window main\n  UISplitViewController (collapsed)")
        let modal = try tree.makeNode("UIViewController")
        tree.retain(modal)
        try tree.present(modal, from: split)
        try tree.dismissPresented(from: split)
        #expect(tree.contains(modal) && tree.isDetached(modal))
        try tree.present(modal, from: split)
        #expect(tree.topmost == modal)
    }
}

@Suite("Destination")
struct DestinationTests {
    @Test("a destination carries its context to the router")
    func destinationCarriesContext() throws {
        let app = try HelloApp()
        let router = DefaultRouter(tree: app.tree)
        let destination = Destination(to: app.productStep(), with: "99").unwrapped()
        #expect(router.navigateAndSettle(to: destination)?.isSuccessful == true)
        #expect(app.tree[app.tree.visibleLeaf!].properties["product_id"] == "99")
    }
}
