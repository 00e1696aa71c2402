import Foundation
import Testing
@testable import HierarchyImport
import RouterCore

/// Importing UIKit `_printHierarchy` captures: the fixtures in
/// Tests/Fixtures/Hierarchies (see its README), every mapping, every refusal
/// with its line, and the `uikit` format the simulated tree prints.
@Suite("Importing captured hierarchies")
struct HierarchyImportTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Hierarchies")

    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
    }

    /// The description imported from `text`.
    static func imported(_ text: String, options: HierarchyImportOptions = HierarchyImportOptions(), classes: ClassRegistry = ClassRegistry()) throws -> LaunchDescription {
        try HierarchyImporter(options: options, classes: classes).launchDescription(text: text, file: "captured.txt")
    }

    /// The issue importing `text` throws.
    static func refusal(_ text: String, options: HierarchyImportOptions = HierarchyImportOptions()) -> HierarchyImportIssue? {
        do {
            _ = try imported(text, options: options)
            return nil
        } catch {
            return error as? HierarchyImportIssue
        }
    }

    /// An app launched from `description`.
    static func launched(_ description: LaunchDescription) throws -> AppTree {
        let tree = AppTree()
        let window = tree.makeWindow()
        try tree.launch(description, in: window)
        return tree
    }

    /// The fixtures that import as they are, without options.
    static let mappable = ["shop_tab_bar_sheets.txt", "reader_full_screen_popover.txt", "maps_split_mid_transition.txt", "chat_objc_tab_bar.txt",
                           "swift_po_navigation.txt", "onboarding_full_screen_chain.txt", "news_no_addresses.txt", "mail_collapsed_split.txt",
                           "maps_embedded_children.txt"] + realCaptures
    /// The captures taken from public pages as they were published (see the fixtures' README).
    static let realCaptures = ["snapshot_testing_page_view.txt", "pie_overlay_menu.txt", "pspdfkit_catalog_popover.txt",
                               "dungeonmap_swiftui_tab_split.txt", "dungeonmap_swiftui_launching.txt"]

    /// `text` without its `view:` fields, which the simulator cannot carry (it has no views).
    static func withoutViews(_ text: String) -> String {
        text.replacing(/, view: (?:\(view not loaded\)|<[^>]*>(?: not in the window)?)/, with: "")
    }

    @Test("every fixture that maps imports, launches, and prints back as its capture (addresses, views and transitions aside)",
          arguments: mappable)
    func roundTrip(name: String) throws {
        let text = try Self.fixture(name)
        let tree = try Self.launched(try Self.imported(text))
        let capture = try CapturedHierarchy(text: text, file: name)
        #expect(tree.uikitHierarchy(views: false) == (try capture.comparisonText()))
        #expect(tree.invariantViolations().isEmpty)
    }

    @Test("a collapsed split: the details stack on top of the primary one imports as the split before collapsing, marked collapsed")
    func collapsedSplit() throws {
        let description = try Self.imported(try Self.fixture("mail_collapsed_split.txt"))
        #expect(description.root.collapsed && description.root.kind == .split)
        #expect(description.root.children.map { $0.children.map(\.className) } == [["MailboxesViewController"], ["MessageListViewController", "MessageViewController"]])
        let tree = try Self.launched(description)
        let split = try #require(tree.keyRoot)
        #expect(tree.collapsedDetails(of: split) == tree[split].children.first.flatMap { tree[$0].children.last })
        #expect(tree.className(of: tree.visibleLeaf!) == "MessageViewController")
        let edited = try Self.fixture("mail_collapsed_split.txt").replacing("MailboxesViewController 0x7f9b1c30d000>, state: disappeared", with: "MailboxesViewController 0x7f9b1c30d000>, state: appeared")
        #expect(throws: HierarchyImportIssue.self) { try Self.imported(edited) }
    }

    @Test("the shop: modules dropped, the selected tab and each stack's top from the states, a page sheet presenting a form sheet")
    func shop() throws {
        let description = try Self.imported(try Self.fixture("shop_tab_bar_sheets.txt"))
        #expect(description.classes.map(\.name) == ["HomeViewController", "ProductViewController", "CatalogViewController", "AccountViewController",
                                                   "CartViewController", "PaymentViewController"])
        #expect(description.classes.allSatisfy { $0.superclass == "UIViewController" })
        #expect(description.root.kind == .tabBar && description.root.selected == 0)
        #expect(description.root.children.map(\.children.count) == [2, 1, 1])
        let sheet = try #require(description.root.presented)
        #expect(sheet.style == .pageSheet && sheet.entry.className == "UINavigationController")
        #expect(sheet.entry.presented?.style == .formSheet && sheet.entry.presented?.entry.className == "PaymentViewController")
        #expect(description.warnings.isEmpty)
        let tree = try Self.launched(description)
        #expect(tree.text() == """
            window main
              UITabBarController
                UINavigationController (selected)
                  HomeViewController
                  ProductViewController
                UINavigationController
                  CatalogViewController
                UINavigationController
                  AccountViewController
                => UINavigationController [page_sheet]
                  CartViewController
                  => PaymentViewController [form_sheet]
            """)
    }

    @Test("the module is kept on request; an Objective-C or mangled name stays as it is")
    func modules() throws {
        let kept = try Self.imported(try Self.fixture("shop_tab_bar_sheets.txt"), options: HierarchyImportOptions(keepsModules: true))
        #expect(kept.classes.first?.name == "Shop.HomeViewController")
        #expect(ClassNaming.simulatedName(of: "MyApp.Outer.Inner", keepingModule: false) == "Outer.Inner")
        #expect(ClassNaming.simulatedName(of: "DTTabBarController", keepingModule: false) == "DTTabBarController")
        #expect(ClassNaming.simulatedName(of: "_TtC5MyApp3Foo", keepingModule: false) == "_TtC5MyApp3Foo")
        #expect(ClassNaming.simulatedName(of: ".Odd", keepingModule: false) == ".Odd")
    }

    @Test("container subclasses: by the app's classes, by the option, by the name's ending, UIKit's own")
    func containers() throws {
        let chat = try Self.imported(try Self.fixture("chat_objc_tab_bar.txt"))
        #expect(chat.classes.first { $0.name == "DTTabBarController" }?.superclass == "UITabBarController")
        #expect(chat.classes.first { $0.name == "DTNavigationController" }?.superclass == "UINavigationController")
        #expect(chat.root.selected == 1, "the second tab is the one appeared")
        let split = try Self.imported(try Self.fixture("maps_split_mid_transition.txt"))
        #expect(split.root.kind == .split && split.classes.first?.superclass == "UISplitViewController")
        #expect(ClassNaming.guessedSuperclass(of: "UIImagePickerController") == "UINavigationController")
        #expect(ClassNaming.guessedSuperclass(of: "NavigationControllerDemo") == nil)

        let capture = """
            <Root 0x1>, state: appeared, view: <UIView 0x2>
               | <Home 0x3>, state: appeared, view: <UIView 0x4>
            """
        let byOption = try Self.imported(capture, options: HierarchyImportOptions(containers: ["Root": "UINavigationController"]))
        #expect(byOption.root.kind == .navigation && byOption.classes.first == ClassDefinition(name: "Root", superclass: "UINavigationController", line: 1))
        var registry = ClassRegistry()
        try registry.define("Root", superclass: "UITabBarController")
        let byApp = try Self.imported(capture, classes: registry)
        #expect(byApp.root.kind == .tabBar && byApp.classes.map(\.name) == ["Home"])
        let custom = try Self.imported(capture, options: HierarchyImportOptions(containers: ["Root": HierarchyImportOptions.customContainer]))
        #expect(custom.root.kind == .custom && custom.classes.first?.superclass == nil)
        let notAContainer = Self.refusal("""
            <MyApp.SettingsNavigationController 0x1>, state: appeared, view: <UIView 0x2>
               | <UINavigationController 0x3>, state: appeared, view: <UIView 0x4>
            """)
        #expect(notAContainer?.line == 2)
        #expect(notAContainer?.cause == "UINavigationController is a navigation controller inside the navigation stack SettingsNavigationController (line 1), which UIKit refuses")
        let screen = try Self.imported("""
            <MyApp.SettingsNavigationController 0x1>, state: appeared, view: <UIView 0x2>
               | <UINavigationController 0x3>, state: appeared, view: <UIView 0x4>
            """, options: HierarchyImportOptions(containers: ["SettingsNavigationController": "custom"]))
        #expect(screen.root.kind == .custom)
        let unknownSuperclass = Self.refusal(capture, options: HierarchyImportOptions(containers: ["Root": "UINavigationControler"]))
        #expect(unknownSuperclass?.line == nil)
        #expect(unknownSuperclass?.cause.contains("(did you mean 'UINavigationController'?)") == true)
    }

    @Test("each presentation controller class maps to its style; a custom one takes the styles option")
    func styles() throws {
        for (controller, style) in PresentationControllerClass.styles {
            let description = try Self.imported("""
                <UIViewController 0x1>, state: \(style.keepsPresenterVisible ? "appeared" : "disappeared"), view: <UIView 0x2>
                   + <Modal 0x3>, state: appeared, view: <UIView 0x4>, presented with: <\(controller) 0x5>
                """)
            #expect(description.root.presented?.style == style, "\(controller)")
        }
        #expect(PresentationControllerClass.className(for: .automatic) == "_UIPageSheetPresentationController")
        let custom = try Self.fixture("cards_custom_presentation.txt")
        let refused = Self.refusal(custom)
        #expect(refused?.description == "captured.txt:3: Cards.CardPresentationController is a custom presentation controller, so the presentation style it stands for is unknown; "
            + "name its style: --style Cards.CardPresentationController=over_full_screen "
            + "(the styles are full_screen, page_sheet, form_sheet, current_context, over_full_screen, over_current_context, popover, automatic)")
        let named = try Self.imported(custom, options: HierarchyImportOptions(styles: ["CardPresentationController": .overFullScreen]))
        #expect(named.root.presented?.style == .overFullScreen)
    }

    @Test("odd lines: lldb's prompt, po's wrapper, blank lines and indentation are skipped; transitions are read as they end, with a warning")
    func oddLines() throws {
        let po = try Self.imported(try Self.fixture("swift_po_navigation.txt"))
        #expect(po.root.children.map(\.className) == ["FolderListViewController", "NoteViewController"])
        let maps = try Self.imported(try Self.fixture("maps_split_mid_transition.txt"))
        #expect(maps.warnings.map(\.description) == [
            "captured.txt:4: MasterViewController was appearing (the capture was taken during a transition): read as appeared; capture again once the screen is still to be sure of it"
        ])
        let news = try Self.imported(try Self.fixture("news_no_addresses.txt"))
        #expect(news.root.selected == 0)
        #expect(news.warnings.map(\.description) == [
            "captured.txt:1: the tab bar UITabBarController is not on screen, so no tab says which one is selected: the first is taken; select the tab a flow needs with app.select_tab after launching"
        ])
        let notInWindow = try Self.imported("<Screen 0x1>, state: appeared, view: <UIView 0x2> not in the window")
        #expect(notInWindow.warnings.first?.cause == "Screen is appeared, but its view is not in the window: read as appeared")
        let pop = Self.refusal("""
            <UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>
               | <A 0x3>, state: appearing, view: <UIView 0x4>
               | <B 0x5>, state: disappearing, view: <UIView 0x6>
            """)
        #expect(pop?.line == 2, "a pop under way leaves the appearing screen below the top: refused, not guessed")
    }

    @Test("lines that are not _printHierarchy's, and trees it never prints, are refused with their line")
    func malformed() throws {
        let cases: [(String, Int?, String)] = [
            ("<A 0x1>, state: appeared, view: <UIView 0x2>\nhello", 2, "not a view controller line of _printHierarchy"),
            ("<A 0x1>, state: apeared, view: <UIView 0x2>", 1, "unknown state 'apeared' (did you mean 'appeared'?)"),
            ("<A 0x1>, state: appeared, view: <UIView 0x2>\n<B 0x3>, state: appeared, view: <UIView 0x4>", 2, "a second root controller"),
            ("   | <A 0x1>, state: appeared, view: <UIView 0x2>", 1, "the first controller is indented"),
            ("<A 0x1>, state: appeared, view: <UIView 0x2>\n   |    | <B 0x3>, state: appeared, view: <UIView 0x4>", 2, "indented 2 levels below"),
            ("", nil, "no view controller line in it"),
            ("<A 0x1>, state: appeared, view: <UIView 0x2>\n   + <B 0x3>, state: appeared, view: <UIView 0x4>", 2, "without `, presented with: <…>`"),
            ("<A 0x1>, state: appeared, view: <UIView 0x2>\n   | <B 0x3>, state: appeared, view: <UIView 0x4>, presented with: <_UIFullscreenPresentationController 0x5>", 2, "is marked '|' instead of '+'"),
            ("<A 0x1>, state: appeared, view: <UIView 0x2>\n   +    | <B 0x3>, state: appeared, view: <UIView 0x4>", 2, "'+' comes last"),
            ("<A 0x1>, state: appeared, view: (view not loaded)", 1, "is appeared with its view not loaded"),
            ("<A 0x1>, state: appeared, view: <UIView 0x2>\n    <B 0x3>, state: appeared, view: <UIView 0x4>", 2, "indented with spaces but no '|' or '+' marker"),
            ("<UITabBarController 0x1>, state: disappeared, view: <UIView 0x2>\n   + <B 0x3>, state: appeared, view: <UIView 0x4>, presented with: <_UIFullscreenPresentationController 0x5>\n   | <C 0x6>, state: disappeared, view: <UIView 0x7>",
             3, "listed after what it presents (line 2)"),
        ]
        for (text, line, cause) in cases {
            let issue = Self.refusal(text)
            #expect(issue?.line == line, "\(text)")
            #expect(issue?.cause.contains(cause) == true, "\(issue?.cause ?? "imported") for \(text)")
            #expect(issue?.fix.isEmpty == false)
        }
        let twice = Self.refusal("""
            <UIViewController 0x1>, state: appeared, view: <UIView 0x2>
               + <A 0x3>, state: appeared, view: <UIView 0x4>, presented with: <_UIPageSheetPresentationController 0x5>
               + <B 0x6>, state: appeared, view: <UIView 0x7>, presented with: <_UIPageSheetPresentationController 0x8>
            """)
        #expect(twice?.line == 3 && twice?.cause.contains("presents a second controller") == true)
        let misspelt = Self.refusal("<A 0x1>, state: disappeared, view: <UIView 0x2>\n   + <B 0x3>, state: appeared, view: <UIView 0x4>, presented with: <_UIPageSheetPresentationControler 0x5>")
        #expect(misspelt?.cause.contains("(did you mean _UIPageSheetPresentationController?)") == true, "\(String(describing: misspelt))")
        let nested = Self.refusal("<UINavigationController 0x1>, state: appeared, view: <UIView 0x2>\n   | <UINavigationController 0x3>, state: appeared, view: <UIView 0x4>")
        #expect(nested?.cause.contains("which UIKit only does in a collapsed split view") == true && nested?.fix.contains("delete line 2") == true, "\(String(describing: nested))")
        var known = ClassRegistry()
        try known.define("HomeViewController")
        let near = try HierarchyImporter(classes: known).launchDescription(
            text: "<UINavigationController 0x1>, state: appeared, view: <UIView 0x2>\n   | <MyApp.HomeViewControler 0x3>, state: appeared, view: <UIView 0x4>", file: "near.txt")
        #expect(near.warnings.map(\.cause) == ["HomeViewControler is a class the app does not define, so it is defined here; the app has HomeViewController, a near name"])
        let bom = try Self.imported("\u{FEFF}<UINavigationController 0x1>, state: appeared, view: <UIView 0x2>\n   | <A 0x3>, state: appeared, view: <UIView 0x4>")
        #expect(bom.root.className == "UINavigationController", "a byte-order mark is no part of the first line")
        let long = Self.refusal("<A 0x1>, state: appeared, view: <UIView 0x2>\n   | <" + String(repeating: "B", count: 5000) + " 0x3>, state: appeared, view: <UIView 0x4>")
        #expect(long?.line == 2 && long?.cause.contains("more than the 4096 a _printHierarchy line ever takes") == true)
        let huge = Self.refusal(String(repeating: "\n", count: CapturedHierarchy.largestText + 1))
        #expect(huge?.line == nil && huge?.cause.contains("more than the \(CapturedHierarchy.largestText) an import reads") == true)
        let control = Self.refusal("<Foo\u{1B}[31mRED 0x1>, state: appeared, view: <UIView 0x2>")
        #expect(control?.line == 1 && control?.cause.contains("cannot name a class") == true, "\(String(describing: control))")
        let crlf = try Self.imported("<UINavigationController 0x1>, state: appeared, view: <UIView 0x2>\r\n   | <A 0x3>, state: appeared, view: <UIView 0x4>\r\n")
        #expect(crlf.root.children.map(\.className) == ["A"], "a capture saved with CRLF line ends reads as one with LF")
    }

    @Test("what the simulator cannot hold is refused with its line, the cause and the fix")
    func unmappable() throws {
        let embedded = Self.refusal(try Self.fixture("maps_embedded_children.txt"), options: HierarchyImportOptions(containers: ["ContainerViewController": "UIViewController"]))
        #expect(embedded?.description.hasPrefix("captured.txt:1: ContainerViewController holds child controllers (from line 2), but to the simulator it is a plain screen, and only containers hold children; ") == true)
        #expect(embedded?.fix.contains("else delete lines 2–4") == true)
        let inside = Self.refusal("""
            <UITabBarController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>
               | <UINavigationController 0x3>, state: appeared, view: <UILayoutContainerView 0x4>
               |    | <Home 0x5>, state: appeared, view: <UIView 0x6>
               |    + <Popup 0x7>, state: appeared, view: <UIView 0x8>, presented with: <_UIOverCurrentContextPresentationController 0x9>
            """)
        #expect(inside?.line == 4)
        #expect(inside?.cause.contains("which is inside the container UITabBarController (line 1)") == true)
        let collision = Self.refusal("""
            <UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>
               | <Catalog.ListViewController 0x3>, state: disappeared, view: <UIView 0x4> not in the window
               | <Orders.ListViewController 0x5>, state: appeared, view: <UIView 0x6>
            """)
        #expect(collision?.line == 3)
        #expect(collision?.cause == "Catalog.ListViewController (line 2) and Orders.ListViewController are both ListViewController once their modules are dropped")
    }

    @Test("states that contradict what the simulator would show are refused: a stack's top, the selected tab, a sheet's presenter, a split's columns")
    func contradictions() throws {
        let cases: [(String, Int, String)] = [
            ("""
             <UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>
                | <A 0x3>, state: appeared, view: <UIView 0x4>
                | <B 0x5>, state: disappeared, view: <UIView 0x6> not in the window
             """, 2, "A is captured appeared, but imported it is not on screen: it is below the top of the navigation stack on line 1"),
            ("""
             <UITabBarController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>
                | <A 0x3>, state: appeared, view: <UIView 0x4>
                | <B 0x5>, state: appeared, view: <UIView 0x6>
             """, 3, "tabs on lines 2 and 3 of the tab bar UITabBarController (line 1) are both appeared"),
            ("""
             <UITabBarController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>
                | <A 0x3>, state: disappeared, view: <UIView 0x4>
             """, 1, "the tab bar UITabBarController is appeared, but none of its tabs is"),
            ("""
             <UIViewController 0x1>, state: disappeared, view: <UIView 0x2> not in the window
                + <Sheet 0x3>, state: appeared, view: <UIView 0x4>, presented with: <_UIPageSheetPresentationController 0x5>
             """, 1, "UIViewController is captured disappeared, but imported it is on screen: the window's root is on screen"),
            ("""
             <UIViewController 0x1>, state: appeared, view: <UIView 0x2>
                + <Cover 0x3>, state: appeared, view: <UIView 0x4>, presented with: <_UIFullscreenPresentationController 0x5>
             """, 1, "UIViewController is captured appeared, but imported it is not on screen: the full_screen presentation of Cover (line 2) covers it"),
            ("""
             <UISplitViewController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>
                | <Primary 0x3>, state: appeared, view: <UIView 0x4>
                | <Secondary 0x5>, state: disappeared, view: <UIView 0x6> not in the window
             """, 3, "a split view shows all its columns in the simulator (a collapsed split is not imported)"),
        ]
        for (text, line, cause) in cases {
            let issue = Self.refusal(text)
            #expect(issue?.line == line, "\(text)")
            #expect(issue?.cause.contains(cause) == true, "\(issue?.cause ?? "imported")")
        }
    }

    @Test("the uikit format: markers, states, views, presentation controllers, no addresses")
    func printed() throws {
        let tree = try Self.launched(try Self.imported(try Self.fixture("reader_full_screen_popover.txt")))
        #expect(tree.uikitHierarchy() + "\n" == (try Self.fixture("printed/reader_full_screen_popover.txt")))
        // What it prints, it reads back.
        let again = try Self.launched(try Self.imported(tree.uikitHierarchy()))
        #expect(again.uikitHierarchy() == tree.uikitHierarchy())
        #expect(AppTree().uikitHierarchy() == "")
    }

    @Test("a real capture prints back through the uikit format as captured, class for class, module included (addresses, views and transitions aside)",
          arguments: mappable)
    func printsBackAsCaptured(name: String) throws {
        let text = try Self.fixture(name)
        let tree = try Self.launched(try Self.imported(text))
        let captured = try CapturedHierarchy(text: text, file: name).comparisonText(options: HierarchyImportOptions(keepsModules: true))
        let printed = Self.withoutViews(tree.uikitHierarchy())
        #expect(printed.split(separator: "\n") == captured.split(separator: "\n"))
    }

    @Test("a stack deeper than the uikit format indents prints its level, and what it prints imports again as the same tree")
    func deepPrintsBack() throws {
        var lines = ["<UIPageViewController 0x1>, state: appeared, view: <_UIPageViewControllerContentView 0x2>"]
        for depth in 1...60 {
            let controller = depth == 60 ? "<UIViewController 0x3>, state: appeared, view: <UIView 0x4>"
                : "<UIPageViewController 0x\(depth + 4)>, state: appeared, view: <_UIPageViewControllerContentView 0x2>"
            lines.append(String(repeating: "   | ", count: depth - 1) + "   | " + controller)
        }
        let capture = lines.joined(separator: "\n")
        let tree = try Self.launched(try Self.imported(capture))
        let printed = tree.uikitHierarchy()
        #expect(printed.contains("[level 60]"))
        let again = try Self.launched(try Self.imported(printed))
        #expect(again.uikitHierarchy() == printed)
    }

    @Test("an unknown class holding children imports as a container that holds and shows them all, said in one note with the hint that overrides it")
    func unknownContainer() throws {
        let maps = try Self.imported(try Self.fixture("maps_embedded_children.txt"))
        #expect(maps.root.kind == .custom && maps.root.children.map(\.className) == ["UINavigationController", "FloatingActionMenuController"])
        #expect(maps.classes.first == ClassDefinition(name: "ContainerViewController", superclass: nil, line: 1, embedsChildren: true))
        #expect(maps.warnings.map(\.description) == [
            "captured.txt:1: ContainerViewController holds child controllers (from line 2): imported as a custom container that holds and shows them all, "
                + "as UIKit leaves the children a controller embeds; if it shows them another way, define it with app.container_class and pass "
                + "--container ContainerViewController=custom, or name the UIKit container it is: --container ContainerViewController=UINavigationController",
        ])
        let tree = try Self.launched(maps)
        let root = try #require(tree.keyRoot)
        #expect(tree.visibleChildren(of: root) == tree[root].children && tree.containedChildren(of: root) == tree[root].children)
        #expect(tree.className(of: tree.visibleLeaf!) == "FloatingActionMenuController")
        #expect(tree.invariantViolations().isEmpty)
        // The hint still overrides it: an adapter the app defines.
        let custom = try Self.imported(try Self.fixture("maps_embedded_children.txt"), options: HierarchyImportOptions(containers: ["ContainerViewController": "custom"]))
        #expect(custom.classes.first == ClassDefinition(name: "ContainerViewController", superclass: nil, line: 1) && custom.warnings.isEmpty)
        // A child it hides contradicts the default: refused at that child, with the hint.
        let hidden = Self.refusal("""
            <Drawer.DrawerController 0x1>, state: appeared, view: <UIView 0x2>
               | <Drawer.MenuViewController 0x3>, state: disappeared, view: <UIView 0x4> not in the window
               | <Drawer.CenterViewController 0x5>, state: appeared, view: <UIView 0x6>
            """)
        #expect(hidden?.line == 2)
        #expect(hidden?.cause == "MenuViewController is captured disappeared, but imported it is on screen: "
            + "the custom container DrawerController (line 1) is on screen, and the import makes it show all its children, as UIKit leaves embedded children")
        #expect(hidden?.fix == "if DrawerController shows its children another way, define it with app.container_class and pass --container DrawerController=custom")
    }

    @Test("UIKit's and SwiftUI's containers are known by name, mangled or not; a page view controller and a hosting controller hold children with no note")
    func knownContainers() throws {
        let hosting = try #require(SwiftMangledClassName("_TtGC7SwiftUI19UIHostingControllerV7Example11ContentView_"))
        #expect(hosting.components == ["SwiftUI", "UIHostingController"] && hosting.isGeneric && hosting.module == "SwiftUI")
        #expect(SwiftMangledClassName("_TtC5MyApp7Product")?.readableName == "MyApp.Product")
        #expect(SwiftMangledClassName("_TtCC5MyApp5Outer5Inner")?.readableName == "MyApp.Outer.Inner")
        #expect(SwiftMangledClassName("_TtGC7SwiftUIP10$1a281c62428DestinationHostingControllerVS_7AnyView_")?.readableName == "SwiftUI.DestinationHostingController")
        #expect(SwiftMangledClassName("_TtCSo7UIThing")?.readableName == "__C.UIThing")
        // A length that does not end the name, or an identifier Swift would not write, is no mangled name.
        #expect(SwiftMangledClassName("_TtC5MyApp3FakeNavigationController") == nil)
        #expect(SwiftMangledClassName("_TtC5My.pp20NavigationController") == nil)
        #expect(SwiftMangledClassName("_TtGC7SwiftUI19UIHostingControllerV7Example11ContentView") == nil)
        for odd in ["_TtC", "_TtC5MyA", "_TtX5MyApp3Foo", "MyApp.Foo", "_TtC99999999Foo", ""] { #expect(SwiftMangledClassName(odd) == nil, "\(odd)") }
        #expect(ClassNaming.guessedSuperclass(of: "_TtGC7SwiftUI41StyleContextSplitViewNavigationControllerVS_19SidebarStyleContext_") == ClassRegistry.navigationController)
        #expect(ClassNaming.guessedSuperclass(of: "UIKitTabBarController") == ClassRegistry.tabBarController)
        #expect(ClassNaming.guessedSuperclass(of: "UIMoreNavigationController") == ClassRegistry.navigationController)
        for known in ["UIPageViewController", "UISearchController", "_TtGC7SwiftUI19UIHostingControllerVVS_7TabItem8RootView_",
                      "_TtGC7SwiftUI29PresentationHostingControllerVS_7AnyView_", "NavigationStackHostingController"] {
            #expect(ClassNaming.isKnownEmbeddingContainer(known), "\(known)")
        }
        #expect(!ClassNaming.isKnownEmbeddingContainer("PieOverlayMenu"))

        let pages = try Self.imported(try Self.fixture("snapshot_testing_page_view.txt"))
        #expect(pages.warnings.isEmpty && pages.classes == [ClassDefinition(name: "UIPageViewController", superclass: nil, line: 3, embedsChildren: true)])
        #expect(pages.root.selected == 0 && pages.root.children.count == 5)
        let swiftUI = try Self.imported(try Self.fixture("dungeonmap_swiftui_tab_split.txt"))
        #expect(swiftUI.root.kind == .custom && swiftUI.root.children.first?.kind == .tabBar && swiftUI.root.children.first?.selected == 1)
        #expect(swiftUI.warnings.allSatisfy { $0.cause.contains("(the capture was taken during a transition)") }, "no note for SwiftUI's own containers")
        #expect(swiftUI.modules == ["UIKitTabBarController": "SwiftUI", "NotifyingMulticolumnSplitViewController": "SwiftUI"])
        let split = try #require(swiftUI.root.children.first?.children.last?.children.first)
        #expect(split.kind == .split && split.children.first?.kind == .navigation)
        // Views whose address follows a colon, as recent iOS versions print them.
        let line = try #require(try CapturedLine.parse("   | <SwiftUI.UIKitTabBarController 0x1>, state: appeared, view: <UILayoutContainerView: 0x2> not in the window", number: 1, file: "f"))
        #expect(line.className == "SwiftUI.UIKitTabBarController" && line.view == .loaded(className: "UILayoutContainerView", inWindow: false))
    }

    @Test("a recording of a controller no window holds (presented with: (null)) is refused at its line, the cause named")
    func offWindowRecording() throws {
        let issue = Self.refusal(try Self.fixture("snapshot_testing_off_window.txt"))
        #expect(issue?.line == 1)
        #expect(issue?.cause.hasPrefix("a controller printed as presented by nothing (`presented with: (null)`)") == true, "\(String(describing: issue))")
    }

    @Test("modules: the import records each class's, a launch gives them to the app's classes, the uikit format prints them and the comparison form leaves them out")
    func modulesPrintBack() throws {
        let shop = try Self.imported(try Self.fixture("shop_tab_bar_sheets.txt"))
        #expect(shop.modules["HomeViewController"] == "Shop" && shop.modules["UINavigationController"] == nil)
        #expect(try Self.imported(try Self.fixture("shop_tab_bar_sheets.txt"), options: HierarchyImportOptions(keepsModules: true)).modules.isEmpty)
        let tree = try Self.launched(shop)
        #expect(tree.uikitHierarchy().contains("<Shop.HomeViewController>, state: disappeared"))
        #expect(tree.uikitHierarchy(views: false).contains("<HomeViewController>, state: disappeared"))
        #expect(tree.classes.module(of: try tree.classID(named: "HomeViewController")) == "Shop")
        #expect(throws: TreeError.self) { try tree.setModule("Not a module", ofClass: "HomeViewController") }
        #expect(throws: TreeError.self) { try tree.setModule("Shop", ofClass: "Missing") }
    }
}

