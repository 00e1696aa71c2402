import Foundation
import Testing

/// `app.navigation`, `app.tab_bar` and `app.split` launching a class defined
/// from their UIKit container (as an imported app's MainTabBarController),
/// through `flowrun test`; a class of the wrong kind is an error at its line.
@Suite("the launch containers' class option")
struct LaunchContainerClassTests {
    static let classes = """
        app.class("MainTabBarController", "UITabBarController")
        app.class("MainNavigationController", "UINavigationController")
        app.class("MainSplitViewController", "UISplitViewController")
        app.class("Home")
        app.class("Detail")

        """

    static let flow = """
        test("the app's own containers are launched", function()
          local tree = "  MainTabBarController\\n    MainNavigationController (selected)\\n      Home\\n"
            .. "    MainSplitViewController\\n      Home\\n      Detail"
          assert(app.tree():find(tree, 1, true), app.tree())
        end)
        """

    @Test("each builder launches the class its option names")
    func launchesTheClass() throws {
        let app = Self.classes + """
            app.launch(app.tab_bar({
              app.navigation({ "Home" }, nil, { class = "MainNavigationController" }),
              app.split({ "Home", "Detail" }, nil, { class = "MainSplitViewController" }),
            }, { class = "MainTabBarController", selected = 1 }))
            """
        let folder = try FlowFolder(["app.lua": app, "flows/launch_test.lua": Self.flow])
        let run = try FlowrunProcess.run(["test"], in: folder.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("1 passed"), "\(run.stdout)")
    }

    @Test("a screen's class, another kind of container's, or the class in the properties: an error naming the line")
    func wrongKind() throws {
        let cases = [
            ("app.launch(app.tab_bar({ \"Home\" }, { class = \"Home\" }))",
             "app.lua:6: app.tab_bar: option 'class' must be the class of a tab bar controller (UITabBarController, or a class defined from it), got \"Home\", a screen's class"),
            ("app.launch(app.navigation({ \"Home\" }, nil, { class = \"MainTabBarController\" }))",
             "app.lua:6: app.navigation: option 'class' must be the class of a navigation controller (UINavigationController, or a class defined from it), got \"MainTabBarController\", another kind of container's"),
            ("app.launch(app.split({ \"Home\", \"Detail\" }, nil, { klass = \"MainSplitViewController\" }))",
             "app.lua:6: app.split: unknown option 'klass' (did you mean 'class'?); the options are class"),
            ("app.launch(app.navigation({ \"Home\" }, { class = \"MainNavigationController\" }))",
             "the navigation's own class is an option, app.navigation(children, nil, { class = \"MainNavigationController\" })"),
        ]
        for (launch, message) in cases {
            let folder = try FlowFolder(["app.lua": Self.classes + launch + "\n", "flows/launch_test.lua": Self.flow])
            let run = try FlowrunProcess.run(["test"], in: folder.url)
            #expect(run.status != 0, "\(launch)")
            #expect((run.stdout + run.stderr).contains(message), "\(launch): \(run.stdout)\(run.stderr)")
        }
    }
}
