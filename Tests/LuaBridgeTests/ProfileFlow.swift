/// A flow over a home stack with a profile step pushed onto the root stack,
/// which has `pieces` added (Lua: `route.interceptor(…)`, `route.post_task(…)`)
/// and is found among the stacks `search` allows; `session` is a local table
/// the pieces may use. `rest` follows.
func profileFlow(adding pieces: [String], search: String? = nil, classes: [String] = [], then rest: String) -> String {
    let options = search.map { "{ search = \"\($0)\", start = \"root\" }" } ?? "{ start = \"root\" }"
    return """
        app.class("HomeViewController")
        app.class("ProfileViewController")
        \(classes.map { "app.class(\"\($0)\")" }.joined(separator: "\n"))
        app.launch(app.navigation { app.screen("HomeViewController") })
        local session = { logged_in = false }
        local profile = route.step { finder = route.class_finder("ProfileViewController"),
                                     factory = route.class_factory("ProfileViewController") }
          \(pieces.map { ":adding(\($0))" }.joined(separator: "\n  "))
          :using(route.nav.push())
          :from(route.general.custom(route.class_finder("UINavigationController", \(options))))
          :assemble()
        \(rest)
        """
}
