import Testing

@testable import HierarchyImport

/// Which captured class names read as a slip for one the app defines.
@Suite("Near class names in an import")
struct NearNameTests {
    @Test("slips of the distinctive part are near; another class sharing the ViewController ending is not",
          arguments: [("LoginViewControler", true), ("LogInViewController", true), ("LoginViewContoller", true), ("Pie.LoginViewController", true),
                      ("LogimViewController", true), ("SplitViewController", false), ("LegsListViewController", false),
                      ("LoginFormViewController", false), ("LoginViewController", false), ("MapViewController", false)])
    func nearLogin(name: String, near: Bool) {
        #expect(ClassNaming.isNearName(name, "LoginViewController") == near, "\(name)")
    }

    @Test("short distinctive parts need the same letters: AViewController is no slip for BViewController")
    func shortStems() {
        #expect(!ClassNaming.isNearName("AViewController", "BViewController"))
        #expect(ClassNaming.isNearName("AViewController", "aViewController"))
        #expect(ClassNaming.nearName(to: "CartViewControler", among: ["HomeViewController", "CartViewController"]) == "CartViewController")
    }

    @Test("a fix's settings are data: each wording gives them its own way")
    func worded() {
        let fix: HierarchyImportFix = "say which: \(container: "Main", "UINavigationController"), or \(keepModules: ())"
        #expect(fix.worded(by: CommandLineWording()) == "say which: --container Main=UINavigationController, or --keep-modules")
        #expect(HierarchyImportIssue(file: "c.txt", line: 2, cause: "why", advice: fix).description == "c.txt:2: why; say which: --container Main=UINavigationController, or --keep-modules")
    }
}
