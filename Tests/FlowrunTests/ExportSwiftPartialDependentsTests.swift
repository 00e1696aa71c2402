import Foundation
import Testing

/// `flowrun export-swift --partial` never writes a route whose Swift would use
/// a member it did not write: a route starting from (or going to) a refused
/// route is left out too, counted, with a line saying which one it depends on.
@Suite("flowrun export-swift --partial: routes depending on a refused one")
struct ExportSwiftPartialDependentsTests {
    /// `windowed` is refused; `after` starts from it, `alias` is it, `last` starts from `after`; `a` stands alone.
    static let app = """
        app.class("A")
        app.class("B")
        app.class("C")
        app.launch(app.screen("A"))
        routes = {}
        routes.windowed = route.step { finder = route.class_finder("B"), factory = route.class_factory("B") }
          :using(route.general.replace_root { window = "main" }):from(route.general.root()):assemble()
        routes.after = route.step { finder = route.class_finder("C"), factory = route.class_factory("C") }
          :using(route.general.present_modally()):from(routes.windowed):assemble()
        routes.last = route.step { finder = route.class_finder("A"), factory = route.class_factory("A") }
          :using(route.general.present_modally()):from(routes.after):assemble()
        routes.a = route.step { finder = route.class_finder("A"), factory = route.class_factory("A") }
          :using(route.general.present_modally()):from(route.general.current()):assemble()
        """

    @Test("a route starting from a refused route, and one starting from that, are left out and counted, each naming the route it depends on")
    func dependentsLeftOut() throws {
        let folder = try FlowFolder(["app.lua": Self.app])
        let run = try FlowrunProcess.run(["export-swift", "--partial"], in: folder.url)
        #expect(run.status == 1, "\(run.stderr)")
        let swift = run.stdout
        #expect(swift.contains("static var a: DestinationStep<A, Any?>"), "\(swift)")
        for member in ["windowed", "after", "last"] {
            #expect(!swift.contains("static var \(member):"), "\(member) is written:\n\(swift)")
            #expect(swift.contains("// \(member) is not written:"), "\(swift)")
        }
        #expect(!swift.contains(".from(windowed)") && !swift.contains(".from(after)"), "\(swift)")
        #expect(swift.contains("// after is not written:\n    // left out (app.lua:8): it depends on the route `windowed`, which is not written"),
                "\(swift)")
        #expect(swift.contains("// last is not written:\n    // left out (app.lua:10): it depends on the route `after`, which is not written"),
                "\(swift)")
        #expect(run.stderr.contains("app.lua:8: it depends on the route `windowed`, which is not written, so its member would not exist: "
            + "write `windowed` first, then this one\n"), "\(run.stderr)")
        #expect(run.stderr.hasSuffix("export-swift: 3 constructs RouteComposer cannot say; written with a comment where each would have gone\n"),
                "\(run.stderr)")
        let out = folder.url.appendingPathComponent("Routes.swift").path
        let counted = try FlowrunProcess.run(["export-swift", "--partial", "--out", out], in: folder.url)
        let line = try #require(counted.stderr.split(separator: "\n").first { $0.contains("not written, a comment in their place: ") })
        for member in ["windowed", "after", "last"] { #expect(line.contains(member), "\(line)") }
    }
}
