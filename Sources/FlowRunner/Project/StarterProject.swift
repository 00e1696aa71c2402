import Foundation

/// What `flowrun init` writes: an app definition, a flow file, the suite's
/// configuration, and editor support (the LuaLS annotations and a
/// `.luarc.json` pointing at them).
public enum StarterProject {
    /// The LuaLS annotations of the whole flow and routing API (`---@meta`).
    public static func annotations() throws(SuiteError) -> String {
        guard let url = Bundle.module.url(forResource: "flowrun", withExtension: "lua"),
            let data = FileManager.default.contents(atPath: url.path)
        else { throw SuiteError("the LuaLS annotations are missing from this flowrun build") }
        return String(decoding: data, as: UTF8.self)
    }

    /// The files of a new project, by path relative to its folder.
    public static func files() throws(SuiteError) -> [(path: String, text: String)] {
        [
            ("flowrun.json", config),
            ("app.lua", app),
            ("flows/shop_test.lua", flow),
            (".luarc.json", luarc),
            ("types/flowrun.lua", try annotations()),
        ]
    }

    /// Writes the project into `folder`; refuses to overwrite any file unless `force`.
    /// Returns the paths written.
    public static func write(into folder: String, force: Bool) throws(SuiteError) -> [String] {
        let files = try files()
        let root = URL(fileURLWithPath: folder)
        let existing = files.map(\.path).filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
        if !force, !existing.isEmpty {
            throw SuiteError("\(folder): would overwrite \(existing.joined(separator: ", ")) (use --force to replace them)")
        }
        for file in files {
            let url = root.appendingPathComponent(file.path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url)
            } catch {
                throw SuiteError("\(url.path): cannot write: \(error.localizedDescription)")
            }
        }
        return files.map(\.path)
    }

    static let config = """
        {
          "app": "app.lua",
          "flows": ["flows"],
          "timeout": 10
        }

        """

    static let luarc = """
        {
          "$schema": "https://raw.githubusercontent.com/LuaLS/vscode-lua/master/setting/schema.json",
          "runtime.version": "Lua 5.4",
          "workspace.library": ["types"],
          "workspace.checkThirdParty": false
        }

        """

    static let app = """
        -- The app definition: every test starts from a fresh app built by this file.

        app.class("HomeViewController")
        app.class("ProductViewController")
        app.class("AccountViewController")
        app.class("LoginViewController")

        app.launch(app.tab_bar {
          app.navigation { app.screen("HomeViewController") },
          app.navigation { app.screen("AccountViewController") },
        })

        session = { logged_in = false }

        -- The product screen: pushed onto the stack the user sees, for logged-in users.
        product = route.step {
            finder  = route.class_finder("ProductViewController"),
            factory = route.class_factory("ProductViewController"),
          }
          :adding(route.interceptor(function() return session.logged_in, "log in first" end))
          :adding(route.context_task(function(vc, id) vc.product_id = id end))
          :using(route.nav.push())
          :from(route.general.custom(
            route.class_finder("UINavigationController", { search = "current_visible_only" })))
          :assemble()

        fixture("logged_in", function() session.logged_in = true end)

        """

    static let flow = """
        -- Flow tests: `flowrun test` runs each from a fresh app.

        test("a logged-in user opens a product", { fixtures = { "logged_in" } }, function()
          expect_ok(router:navigate(product, 42))
          expect_top("ProductViewController", { product_id = 42 })
          expect_stack({ "HomeViewController", "ProductViewController" })
        end)

        test("a guest is sent nowhere", function()
          expect_failure(router:navigate(product, 42))
          expect_top("HomeViewController")
        end)

        """
}
