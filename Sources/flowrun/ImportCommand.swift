import ArgumentParser
import Foundation
import HierarchyImport
import LuaBridge
import RouterCore

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
        let options = try importOptions()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) else {
            throw ExitFailure(code: .scriptError, message: "flowrun: \(file): no such file" + (Suggestion.nearestFile(to: file).map { " (did you mean '\($0)'?)" } ?? ""))
        }
        if let size = (try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? NSNumber, size.intValue > CapturedHierarchy.largestText {
            throw ExitFailure(code: .flowFailed, message: "error: \(file): the capture is \(size.intValue) bytes, more than the \(CapturedHierarchy.largestText) an import reads (a device's hierarchy is a few kilobytes); cut it to the part a flow needs")
        }
        guard !isFolder.boolValue, let data = FileManager.default.contents(atPath: file) else {
            throw ExitFailure(code: .scriptError, message: "flowrun: \(file): cannot be read\(isFolder.boolValue ? " (it is a folder)" : "")")
        }
        let description: LaunchDescription
        do {
            description = try HierarchyImporter(options: options).launchDescription(text: String(decoding: data, as: UTF8.self), file: file)
        } catch {
            throw ExitFailure(code: .flowFailed, message: "error: \(error)")
        }
        for warning in description.warnings { StandardError.say("warning: \(warning)") }
        print(description.luaSource(), terminator: "")
    }

    /// The options the flags give.
    func importOptions() throws -> HierarchyImportOptions {
        var options = HierarchyImportOptions(keepsModules: keepModules)
        for pair in container {
            let (name, superclass) = try Self.split(pair, option: "--container", example: "MainNavigation=UINavigationController")
            options.containers[name] = superclass
        }
        for pair in style {
            let (name, styleName) = try Self.split(pair, option: "--style", example: "MyApp.CardPresentationController=over_full_screen")
            guard let style = PresentationStyle(rawValue: styleName) else {
                let styles = PresentationStyle.allCases.map(\.rawValue)
                throw ValidationError("--style \(pair): unknown presentation style '\(styleName)'\(Suggestion.phrase(for: styleName, among: styles)); the styles are \(styles.joined(separator: ", "))")
            }
            options.styles[name] = style
        }
        return options
    }

    /// `NAME=VALUE`, both parts non-empty.
    static func split(_ pair: String, option: String, example: String) throws -> (String, String) {
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw ValidationError("\(option) \(pair): give CLASS=VALUE, as in \(option) \(example)")
        }
        return (String(parts[0]), String(parts[1]))
    }
}
