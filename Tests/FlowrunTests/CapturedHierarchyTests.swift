import Foundation
import Testing

/// Hierarchies captured on a device, end to end through the built flowrun:
/// `import`, `tree --format uikit`, `app.launch_from` and `expect_tree_matches`,
/// on the fixtures of Tests/Fixtures/Hierarchies.
@Suite("flowrun import, tree --format uikit, app.launch_from and expect_tree_matches")
struct CapturedHierarchyTests {
    static let fixtures = FlowrunProcess.repositoryRoot.appendingPathComponent("Tests/Fixtures/Hierarchies")

    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
    }

    /// The fixtures that import as they are.
    static let mappable = ["shop_tab_bar_sheets.txt", "reader_full_screen_popover.txt", "maps_split_mid_transition.txt", "chat_objc_tab_bar.txt",
                           "swift_po_navigation.txt", "onboarding_full_screen_chain.txt", "news_no_addresses.txt", "mail_collapsed_split.txt",
                           "maps_embedded_children.txt", "snapshot_testing_page_view.txt", "pie_overlay_menu.txt", "pspdfkit_catalog_popover.txt",
                           "dungeonmap_swiftui_tab_split.txt", "dungeonmap_swiftui_launching.txt"]

    /// A capture or a printed tree as the uikit format can carry it: the
    /// controller lines, without addresses or views, each state as its
    /// transition ends.
    static func carried(_ text: String) -> [String] {
        text.split(separator: "\n").filter { $0.contains(", state: ") }.map { line in
            // Markers as printed ("   | " a level), whatever blanks or wrapper (po's "- some : ") surround them.
            let start = line.firstIndex { $0 == "|" || $0 == "+" || $0 == "<" }!
            let markers = line[start...].prefix { $0 != "<" }.filter { $0 == "|" || $0 == "+" }
            let body = line[start...].drop { $0 != "<" }
            return markers.map { "   \($0) " }.joined() + String(body).replacing(/:? 0x[0-9a-fA-F]+/, with: "")
                .replacing(/, view:\s+(?:\(view not loaded\)|<[^>]*>(?: not in the window)?)/, with: "")
                .replacing("state: appearing", with: "state: appeared").replacing("state: disappearing", with: "state: disappeared")
        }
    }

    @Test("import prints the launch tree as Lua an app definition can hold")
    func importPrintsLua() throws {
        let run = try FlowrunProcess.run(["import", "Tests/Fixtures/Hierarchies/shop_tab_bar_sheets.txt"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        #expect(run.stdout == """
            -- The launch tree of the captured hierarchy Tests/Fixtures/Hierarchies/shop_tab_bar_sheets.txt (flowrun import).
            app.class("HomeViewController", { module = "Shop" })
            app.class("ProductViewController", { module = "Shop" })
            app.class("CatalogViewController", { module = "Shop" })
            app.class("AccountViewController", { module = "Shop" })
            app.class("CartViewController", { module = "Shop" })
            app.class("PaymentViewController", { module = "Shop" })
            app.launch(app.presenting(
              app.tab_bar({
                app.navigation {
                  app.screen("HomeViewController"),
                  app.screen("ProductViewController"),
                },
                app.navigation {
                  app.screen("CatalogViewController"),
                },
                app.navigation {
                  app.screen("AccountViewController"),
                },
              }, { selected = 1 }),
              app.presenting(
                app.navigation {
                  app.screen("CartViewController"),
                },
                app.screen("PaymentViewController"),
                "form_sheet"
              ),
              "page_sheet"
            ))

            """)
        let subclasses = try FlowrunProcess.run(["import", "--keep-modules", "Tests/Fixtures/Hierarchies/reader_full_screen_popover.txt"])
        #expect(subclasses.status == 0, "\(subclasses.stderr)")
        #expect(subclasses.stdout.contains(#"app.class("Reader.LibraryNavigationController", "UINavigationController")"#))
        #expect(subclasses.stdout.contains(#"app.launch(app.presenting("# + "\n" + #"  { class = "Reader.LibraryNavigationController", children = {"#))
    }

    @Test("import warns of what it guessed, refuses what it cannot map (exit 1, with the line), and takes --style and --container")
    func importRefusesAndWarns() throws {
        let news = try FlowrunProcess.run(["import", "news_no_addresses.txt"], in: Self.fixtures)
        #expect(news.status == 0)
        #expect(news.firstErrorLine == "warning: news_no_addresses.txt:1: the tab bar UITabBarController is not on screen, so no tab says which one is selected: "
            + "the first is taken; select the tab a flow needs with app.select_tab after launching")
        let cards = try FlowrunProcess.run(["import", "cards_custom_presentation.txt"], in: Self.fixtures)
        #expect(cards.status == 1)
        #expect(cards.firstErrorLine.hasPrefix("error: cards_custom_presentation.txt:3: Cards.CardPresentationController is a custom presentation controller, "
            + "so the presentation style it stands for is unknown; name its style: --style Cards.CardPresentationController=over_full_screen"))
        #expect(cards.stdout.isEmpty)
        let styled = try FlowrunProcess.run(["import", "cards_custom_presentation.txt", "--style", "Cards.CardPresentationController=over_full_screen"], in: Self.fixtures)
        #expect(styled.status == 0, "\(styled.stderr)")
        #expect(styled.stdout.contains(#"  "over_full_screen""#))
        let embedded = try FlowrunProcess.run(["import", "maps_embedded_children.txt"], in: Self.fixtures)
        #expect(embedded.status == 0, "an unknown container imports, with one note and the hint")
        #expect(embedded.stderr.split(separator: "\n").count == 1)
        #expect(embedded.firstErrorLine.hasPrefix("warning: maps_embedded_children.txt:1: ContainerViewController holds child controllers (from line 2): "
            + "imported as a custom container that holds and shows them all"))
        #expect(embedded.firstErrorLine.hasSuffix("--container ContainerViewController=custom, or name the UIKit container it is: --container ContainerViewController=UINavigationController"))
        #expect(embedded.stdout.contains(#"app.container_class("ContainerViewController", { visible = "all", module = "Maps" })"#))
        let screen = try FlowrunProcess.run(["import", "maps_embedded_children.txt", "--container", "ContainerViewController=UIViewController"], in: Self.fixtures)
        #expect(screen.status == 1)
        #expect(screen.firstErrorLine.hasPrefix("error: maps_embedded_children.txt:1: ContainerViewController holds child controllers (from line 2), but to the simulator it is a plain screen"))
        let custom = try FlowrunProcess.run(["import", "maps_embedded_children.txt", "--container", "ContainerViewController=custom"], in: Self.fixtures)
        #expect(custom.status == 0, "\(custom.stderr)")
        #expect(custom.stdout.contains(#"-- ContainerViewController (line 1) is a custom container: define it here with app.container_class("ContainerViewController""#))
        let missing = try FlowrunProcess.run(["import", "shop_tab_bar_sheet.txt"], in: Self.fixtures)
        #expect(missing.status == 2)
        #expect(missing.firstErrorLine == "flowrun: shop_tab_bar_sheet.txt: no such file (did you mean 'shop_tab_bar_sheets.txt'?)")
        let badStyle = try FlowrunProcess.run(["import", "cards_custom_presentation.txt", "--style", "Cards.CardPresentationController=sheet"], in: Self.fixtures)
        #expect(badStyle.status == 2)
        #expect(badStyle.stderr.contains("unknown presentation style 'sheet'"))
        let noCommand = try FlowrunProcess.run(["cards_custom_presentation.txt"], in: Self.fixtures)
        #expect(noCommand.status == 2)
        #expect(noCommand.firstErrorLine == "flowrun: 'cards_custom_presentation.txt' is no command: a command comes first, as in "
            + "`flowrun import cards_custom_presentation.txt` (prints a captured hierarchy as a launch tree)")
        let badPair = try FlowrunProcess.run(["import", "cards_custom_presentation.txt", "--container", "Nav"], in: Self.fixtures)
        #expect(badPair.status == 2)
        #expect(badPair.stderr.contains("--container Nav: give CLASS=VALUE"))
    }

    @Test("a round trip: a fixture imported, launched and printed in UIKit's format matches it, and imports again into the same Lua",
          arguments: mappable)
    func roundTrip(name: String) throws {
        let imported = try FlowrunProcess.run(["import", name], in: Self.fixtures)
        #expect(imported.status == 0, "\(imported.stderr)")
        let project = try FlowFolder(["app.lua": imported.stdout, "captured.txt": try Self.fixture(name),
                                      "flows/match_test.lua": #"test("the app starts as captured", function() expect_tree_matches("captured.txt") end)"#])
        let tree = try FlowrunProcess.run(["tree", "--format", "uikit"], in: project.url)
        #expect(tree.status == 0, "\(tree.stderr)")
        #expect(!tree.stdout.contains(" 0x"), "no addresses")
        try tree.stdout.write(to: project.url.appendingPathComponent("simulated.txt"), atomically: true, encoding: .utf8)
        let again = try FlowrunProcess.run(["import", "simulated.txt"], in: project.url)
        #expect(again.status == 0, "\(again.stderr)")
        let body = { (lua: String) in lua.split(separator: "\n").dropFirst().joined(separator: "\n") }
        #expect(body(again.stdout) == body(imported.stdout))
        let suite = try FlowrunProcess.run(["test", "--no-timings"], in: project.url)
        #expect(suite.status == 0, "\(suite.stdout)\(suite.stderr)")
        // Printed back, it is the capture line by line, classes as captured, modules included.
        #expect(Self.carried(tree.stdout) == Self.carried(try Self.fixture(name)))
        let direct = try FlowFolder(["app.lua": #"app.launch_from("captured.txt")"#, "captured.txt": try Self.fixture(name)])
        let launched = try FlowrunProcess.run(["tree", "--format", "uikit"], in: direct.url)
        #expect(launched.status == 0, "\(launched.stderr)")
        #expect(launched.stdout == tree.stdout, "app.launch_from and the imported Lua print the same")
    }

    @Test("app.class's module and app.container_class's visible = \"all\" in a flow: the uikit format prints the module, every child shows")
    func moduleAndEmbeddingInFlows() throws {
        let project = try FlowFolder([
            "app.lua": """
                app.container_class("OverlayMenu", { visible = "all", module = "Pie" })
                app.class("MapViewController", { module = "Pie_for_Drivers" })
                app.class("MenuViewController")
                app.class("RootNavigationController", "UINavigationController", { module = "Pie_for_Drivers" })
                app.launch({ class = "OverlayMenu", children = {
                  { class = "RootNavigationController", children = { app.screen("MapViewController") } },
                  app.screen("MenuViewController"),
                } })
                """,
            "flows/menu_test.lua": """
                test("every child of the overlay shows", function()
                  expect_top("MenuViewController")
                  expect(app.find("MapViewController") ~= nil)
                end)
                """,
            "flows/bad.lua": #"app.container_class("X", { visible = "some" })"#,
            "flows/both.lua": #"app.container_class("X", { visible = "all", make_visible = function() end })"#,
            "flows/badmodule.lua": #"app.class("Y", { module = "not one" })"#,
        ])
        let tree = try FlowrunProcess.run(["tree", "--format", "uikit"], in: project.url)
        #expect(tree.status == 0, "\(tree.stderr)")
        #expect(tree.stdout == """
            <Pie.OverlayMenu>, state: appeared, view: <UIView>
               | <Pie_for_Drivers.RootNavigationController>, state: appeared, view: <UILayoutContainerView>
               |    | <Pie_for_Drivers.MapViewController>, state: appeared, view: <UIView>
               | <MenuViewController>, state: appeared, view: <UIView>

            """)
        let suite = try FlowrunProcess.run(["test", "--no-timings"], in: project.url)
        #expect(suite.status == 0, "\(suite.stdout)\(suite.stderr)")
        let bad = try FlowrunProcess.run(["run", "flows/bad.lua"], in: project.url)
        #expect(bad.firstErrorLine == #"error: flows/bad.lua:1: app.container_class: option 'visible' must be a function or "all", got "some""#, "\(bad.stderr)")
        let both = try FlowrunProcess.run(["run", "flows/both.lua"], in: project.url)
        #expect(both.firstErrorLine == #"error: flows/both.lua:1: app.container_class: visible = "all" shows every child already: leave make_visible out"#, "\(both.stderr)")
        let badModule = try FlowrunProcess.run(["run", "flows/badmodule.lua"], in: project.url)
        #expect(badModule.status == 1 && badModule.stderr.contains("flows/badmodule.lua:1"), "\(badModule.stderr)")
    }

    @Test("a capture over the size an import reads is refused before it is read: by import, and at the flow's line")
    func hugeCapture() throws {
        let huge = String(repeating: "\n", count: 9 << 20)
        let project = try FlowFolder(["huge.txt": huge, "flow.lua": #"app.launch_from("huge.txt")"#])
        let imported = try FlowrunProcess.run(["import", "huge.txt"], in: project.url)
        #expect(imported.status == 1 && imported.stderr.contains("the capture is 9437184 bytes, more than the 8388608 an import reads"), "\(imported.stderr)")
        let run = try FlowrunProcess.run(["run", "flow.lua"], in: project.url)
        #expect(run.firstErrorLine == "error: flow.lua:1: app.launch_from: 'huge.txt' is 9437184 bytes, more than the 8388608 it reads", "\(run.stderr)")
    }

    @Test("a missing path one character long is named, never a crash, beside one-character names")
    func oneCharacterPaths() throws {
        let project = try FlowFolder(["s/x_test.lua": #"test("t", function() end)"#, "f.lua": "print(1)"])
        for arguments in [["import", "-"], ["import", "x"], ["run", "g"], ["tree", "q"], ["test", "z"]] {
            let run = try FlowrunProcess.run(arguments, in: project.url)
            #expect(!run.wasSignalled && run.status == 2, "\(arguments): \(run.status) \(run.stderr)")
            #expect(run.stderr.contains("\(arguments[1])"), "\(run.stderr)")
        }
    }

    @Test("tree --format uikit prints _printHierarchy's format without addresses; --ids is refused there")
    func treeUIKit() throws {
        let project = try FlowFolder(["app.lua": #"app.launch_from("captured.txt")"#, "captured.txt": try Self.fixture("reader_full_screen_popover.txt")])
        let tree = try FlowrunProcess.run(["tree", "--format", "uikit"], in: project.url)
        #expect(tree.status == 0, "\(tree.stderr)")
        #expect(tree.stdout == (try Self.fixture("printed/reader_full_screen_popover.txt")), "the form RouterCore's tests check, as printed")
        let ids = try FlowrunProcess.run(["tree", "--format", "uikit", "--ids"], in: project.url)
        #expect(ids.status == 2)
        #expect(ids.stderr.contains("--ids is for the text form: UIKit's format has no place for node ids"))
    }

    @Test("app.launch_from starts every test where the capture was; app.relaunch goes back there; its warnings name both files")
    func launchFrom() throws {
        let project = try FlowFolder([
            "app.lua": #"app.launch_from("captures/maps.txt")"#,
            "captures/maps.txt": try Self.fixture("maps_split_mid_transition.txt"),
            "flows/maps_test.lua": """
                test("the map shows beside the master list", function()
                  expect_top("MapViewController")
                  expect_stack({ "MapViewController" })
                  app.push("MasterViewController")
                  app.relaunch()
                  expect_stack({ "MapViewController" })
                  expect(app.find("MasterViewController") ~= nil)
                end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings"], in: project.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("app.lua:1: app.launch_from: captures/maps.txt:4: MasterViewController was appearing (the capture was taken during a transition): read as appeared"),
                "\(run.stderr)")
    }

    @Test("app.launch_from's errors name the flow's line and the capture's, and never read outside the project")
    func launchFromErrors() throws {
        let project = try FlowFolder([
            "flowrun.json": #"{ "flows": ["flows"] }"#,
            "cards.txt": try Self.fixture("cards_custom_presentation.txt"),
            "embedded.txt": try Self.fixture("maps_embedded_children.txt"),
            "flows/unmapped.lua": "\n" + #"app.launch_from("cards.txt")"#,
            "flows/outside.lua": #"app.launch_from("../cards.txt")"#,
            "flows/styled.lua": #"app.launch_from("cards.txt", { styles = { CardPresentationController = "over_full_screen" } })"# + "\nexpect_top(\"CardDetailViewController\")",
            "flows/custom.lua": #"app.launch_from("embedded.txt", { containers = { ContainerViewController = "custom" } })"#,
            "flows/adapter.lua": """
                app.container_class("ContainerViewController", {
                  visible = function(container) return container.children end,
                  make_visible = function() end,
                })
                app.launch_from("embedded.txt")
                expect_top("FloatingActionMenuController")
                """,
            "flows/typo.lua": #"app.launch_from("cards.txt", { style = {} })"#,
        ])
        func firstError(_ flow: String) throws -> (Int32, String) {
            let run = try FlowrunProcess.run(["run", flow], in: project.url)
            return (run.status, run.firstErrorLine)
        }
        let unmapped = try firstError("flows/unmapped.lua")
        #expect(unmapped.0 == 1)
        #expect(unmapped.1.hasPrefix("error: flows/unmapped.lua:2: app.launch_from: cards.txt:3: Cards.CardPresentationController is a custom presentation controller"))
        let outside = try firstError("flows/outside.lua")
        #expect(outside.1.hasPrefix("error: flows/outside.lua:1: app.launch_from: '../cards.txt' is outside the project"))
        #expect(outside.1.hasSuffix("paths start at the project folder, not at the flow's, so write 'cards.txt'"))
        #expect(try firstError("flows/styled.lua").0 == 0)
        let custom = try firstError("flows/custom.lua")
        #expect(custom.1 == "error: flows/custom.lua:1: app.launch_from: embedded.txt:1: ContainerViewController is a custom container the app does not define; "
            + "define it with app.container_class(\"ContainerViewController\", { visible = …, make_visible = … }) before app.launch_from")
        let adapter = try FlowrunProcess.run(["run", "flows/adapter.lua"], in: project.url)
        #expect(adapter.status == 0, "\(adapter.stderr)")
        let typo = try firstError("flows/typo.lua")
        #expect(typo.1 == "error: flows/typo.lua:1: app.launch_from: unknown option 'style' (did you mean 'styles'?); the options are containers, keep_modules, launch, styles")
    }

    @Test("expect_tree_matches passes on the state captured and fails with a line diff elsewhere, journaled as an expectation")
    func expectTreeMatches() throws {
        let project = try FlowFolder([
            "app.lua": #"app.launch_from("captured.txt")"#,
            "captured.txt": try Self.fixture("shop_tab_bar_sheets.txt"),
            "flows/match_test.lua": """
                test("the app starts where the device was", function()
                  expect_tree_matches("captured.txt")
                end)
                test("after paying, the sheet is gone", function()
                  app.back()
                  app.back()
                  app.select_tab(2)
                  expect_tree_matches("captured.txt")
                end)
                test("a misspelt option", function()
                  expect_tree_matches("captured.txt", { keep_module = true })
                end)
                """,
        ])
        let run = try FlowrunProcess.run(["test", "--no-timings", "--color", "never"], in: project.url)
        #expect(run.status == 1)
        #expect(run.stdout.contains("✓ flows/match_test.lua › the app starts where the device was"), "\(run.stdout)")
        #expect(run.stdout.contains("""
              flows/match_test.lua:8: the app tree differs from the capture captured.txt (- captured, + simulated; addresses and views left out)
                <UITabBarController>, state: appeared
              -    | <UINavigationController>, state: appeared
              -    |    | <HomeViewController>, state: disappeared
              -    |    | <ProductViewController>, state: appeared
                   | <UINavigationController>, state: disappeared
              -    |    | <CatalogViewController>, state: disappeared
              +    |    | <HomeViewController>, state: disappeared
              +    |    | <ProductViewController>, state: disappeared
              +    | <UINavigationController>, state: appeared
              +    |    | <CatalogViewController>, state: appeared
                   | <UINavigationController>, state: disappeared
                   |    | <AccountViewController>, state: disappeared
              -    + <UINavigationController>, state: appeared, presented with: <_UIPageSheetPresentationController>
              -    |    | <CartViewController>, state: appeared
              -    |    + <PaymentViewController>, state: appeared, presented with: <_UIFormSheetPresentationController>
            """), "\(run.stdout)")
        #expect(run.stdout.contains("✗ expect_tree_matches captured.txt  flows/match_test.lua:8"), "\(run.stdout)")
        #expect(run.stdout.contains("flows/match_test.lua:11: expect_tree_matches: unknown option 'keep_module' (did you mean 'keep_modules'?)"), "\(run.stdout)")
        let json = try FlowrunProcess.run(["test", "--report", "json=-"], in: project.url)
        #expect(json.stdout.contains("expect_tree_matches captured.txt"), "the expectation is a step of the journal")
    }
}
