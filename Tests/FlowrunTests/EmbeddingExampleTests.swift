import Testing

/// docs/Embedding.md's example, run as its users run it: routes built in
/// Swift with Lua policies, a reload while a navigation waits, and Lua
/// navigating to a route Swift built.
@Suite struct EmbeddingExampleTests {
    @Test("the embedding example prints its walk-through, the same bytes every run")
    func walkThrough() throws {
        let run = try FlowrunProcess.run([], program: "embedding-example")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        #expect(run.stdout == """
            1. navigating to the profile: waiting for a login; top: HomeViewController
            2. policies.lua edited and reloaded: generation 2
            3. logged in: the first navigation succeeded; top: ProfileViewController, title: Welcome back, ada (approved by version 1, check 1)
            4. navigating again: succeeded; top: ProfileViewController, title: Welcome back, ada (approved by version 2, check 2)
            Lua navigated to the Swift route: ok=true, top=ProfileViewController, title=Welcome back, grace (approved by version 2, check 3)
            5. the app now:
            window main
              UINavigationController
                HomeViewController
                ProfileViewController title="Welcome back, grace (approved by version 2, check 3)"

            """)
        let again = try FlowrunProcess.run([], program: "embedding-example")
        #expect(again.stdout == run.stdout)
    }
}
