// A Swift program that embeds flowrun's engine: its app and routes are
// built in Swift with RouterCore, its routing policies are a Lua module it
// reloads while running, and Lua code navigates to a route Swift built.
// Run it with `swift run embedding-example`; docs/Embedding.md walks through it.
import Foundation
import LuaBridge
import LuaKit
import RouterCore

/// Stops the example with a message on standard error.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("embedding-example: \(message)\n".utf8))
    exit(1)
}

/// The class of the screen on top.
func top(_ tree: AppTree) -> String { tree.visibleLeaf.map { tree.className(of: $0) } ?? "nothing" }

/// The `title` property of the screen on top.
func title(_ tree: AppTree) -> String {
    guard let leaf = tree.visibleLeaf, case .string(let title)? = tree[leaf].properties["title"] else { return "none" }
    return title
}

do {
    // The app, built in Swift: a navigation stack with a home screen.
    let tree = AppTree()
    let window = tree.makeWindow(named: "main")
    for name in ["HomeViewController", "ProfileViewController"] {
        try tree.defineClass(name, superclass: ClassRegistry.viewController)
    }
    let stack = try tree.makeNode(ClassRegistry.navigationController)
    try tree.setChildren([try tree.makeNode("HomeViewController")], of: stack)
    try tree.setRoot(stack, of: window)
    tree.clock.runUntilIdle()
    let router = DefaultRouter(tree: tree)

    // The project folder the Lua code may read: the policies module.
    let project = FileManager.default.temporaryDirectory.appendingPathComponent("embedding-example-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: project) }
    let policies = project.appendingPathComponent("policies.lua")
    try EmbeddedLua.policies.write(to: policies, atomically: true, encoding: .utf8)

    // A session over this app and router, sandboxed to the project, without
    // the test vocabulary (no expect…): the engine, not the test runner.
    let options = FlowSessionOptions(sandbox: Sandbox(projectRoots: [project.path]), installsExpectations: false)
    let session = try FlowSession(tree: tree, router: router, options: options)
    session.host.outputHandler = { print($0, terminator: "") }   // Lua's print, in order with ours

    // A route built in Swift, with its interceptor and context task written in Lua.
    let profile = try StepAssembly(finder: ClassFinder("ProfileViewController"), factory: ClassFactory("ProfileViewController"))
        .adding(session.interceptor(module: "policies", function: "require_login"))
        .adding(session.contextTask(module: "policies", function: "configure"))
        .using(NavigationControllerActions.push())
        .from(GeneralStep.custom(using: ClassFinder("UINavigationController")))
        .assemble()

    // 1. Navigate: the interceptor (version 1) waits for a login.
    var first: RoutingResult?
    router.commitNavigation(to: profile, with: "ada") { first = $0 }
    tree.clock.runUntilIdle()
    print("1. navigating to the profile: \(first == nil ? "waiting for a login" : "\(first!)"); top: \(top(tree))")

    // 2. The policies change on disk and are reloaded; the module's state stays.
    try EmbeddedLua.policies_v2.write(to: policies, atomically: true, encoding: .utf8)
    let reloaded = try session.reload(module: "policies")
    print("2. policies.lua edited and reloaded: generation \(reloaded.generation)")

    // 3. The user logs in: the waiting interceptor finishes on version 1's
    //    code; the context task, called after the reload, is version 2's.
    try session.run(source: "require('policies').logged_in = true", chunkName: "=login")
    try session.settle()
    guard let first else { fail("the first navigation never finished") }
    print("3. logged in: the first navigation \(first.isSuccessful ? "succeeded" : "failed"); top: \(top(tree)), title: \(title(tree))")

    // 4. Back home, and again: version 2 lets the logged-in user through at once.
    try Navigator(tree: tree).back()
    tree.clock.runUntilIdle()
    let second = router.navigateAndSettle(to: profile, with: "ada")
    print("4. navigating again: \(second?.isSuccessful == true ? "succeeded" : "failed"); top: \(top(tree)), title: \(title(tree))")

    // 5. The Swift route, handed to Lua: a Lua flow navigates to it.
    try Navigator(tree: tree).back()
    tree.clock.runUntilIdle()
    try session.expose(profile, as: "profile")
    try session.run(source: EmbeddedLua.flow, chunkName: "flow.lua")
    print("5. the app now:\n\(tree.text(showIDs: false))")
} catch {
    fail("\(error)")
}
