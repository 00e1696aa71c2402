import ArgumentParser
import FlowRunner

/// `flowrun import FILE`: a hierarchy captured on a device, as the Lua of a launch tree.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Print a view controller hierarchy captured on a device (UIKit's _printHierarchy output) as the Lua of a launch tree for app.lua.",
        discussion: """
            Capture it in the debugger with `expr -l objc -O -- [UIViewController _printHierarchy]`. Exit codes: 0 \
            printed (warnings on standard error); 1 the capture cannot be imported (its line, the cause and the fix on \
            standard error); 2 usage, or the file cannot be read.
            """
    )

    @Argument(help: "The captured hierarchy.")
    var file: String

    @Flag(name: .long, help: "Keep Swift's module prefix in class names (MyApp.ProductViewController); dropped by default.")
    var keepModules = false

    @Option(name: .long, help: ArgumentHelp(
        "A class's superclass, when its name does not say it: UINavigationController, UITabBarController, UISplitViewController, UIViewController, or custom (a container the app defines with app.container_class).",
        valueName: "CLASS=SUPERCLASS"))
    var container: [String] = []

    @Option(name: .long, help: ArgumentHelp("The presentation style a custom presentation controller stands for (over_full_screen, page_sheet, …).", valueName: "CLASS=STYLE"))
    var style: [String] = []

    func run() throws {
        let (lua, warnings) = try CaptureImport(keepsModules: keepModules, containers: container, styles: style).launchTree(of: file)
        for warning in warnings { StandardError.say("warning: \(warning)") }
        print(lua, terminator: "")
    }
}
