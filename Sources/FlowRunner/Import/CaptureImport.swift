import Foundation
import HierarchyImport
import RouterCore

/// `flowrun import FILE`: a view controller hierarchy captured on a device
/// (UIKit's `_printHierarchy` output), as the Lua of a launch tree.
///
/// ```swift
/// let lua = try CaptureImport(keepsModules: false, containers: ["Main=UINavigationController"], styles: [])
///     .launchTree(of: "capture.txt")
/// ```
public struct CaptureImport: Sendable {
    let options: HierarchyImportOptions

    /// The options of the command line: `containers` as `CLASS=SUPERCLASS`,
    /// `styles` as `CLASS=STYLE` (a custom presentation controller's style).
    public init(keepsModules: Bool, containers: [String], styles: [String]) throws(UsageError) {
        var options = HierarchyImportOptions(keepsModules: keepsModules)
        for pair in containers {
            let (name, superclass) = try Self.split(pair, option: "--container", example: "MainNavigation=UINavigationController")
            options.containers[name] = superclass
        }
        for pair in styles {
            let (name, styleName) = try Self.split(pair, option: "--style", example: "MyApp.CardPresentationController=over_full_screen")
            guard let style = PresentationStyle(rawValue: styleName) else {
                let styles = PresentationStyle.allCases.map(\.rawValue)
                throw UsageError("--style \(pair): unknown presentation style '\(styleName)'\(Suggestion.phrase(for: styleName, among: styles)); the styles are \(styles.joined(separator: ", "))")
            }
            options.styles[name] = style
        }
        self.options = options
    }

    /// `NAME=VALUE`, both parts non-empty.
    static func split(_ pair: String, option: String, example: String) throws(UsageError) -> (String, String) {
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw UsageError("\(option) \(pair): give CLASS=VALUE, as in \(option) \(example)")
        }
        return (String(parts[0]), String(parts[1]))
    }

    /// The launch tree's Lua for the capture in `file`, and the import's
    /// warnings. A file that cannot be read exits 2; one too large or that
    /// cannot be imported, 1 (its line, the cause and the fix).
    public func launchTree(of file: String) throws(ExitFailure) -> (lua: String, warnings: [String]) {
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
        do {
            let description = try HierarchyImporter(options: options).launchDescription(text: String(decoding: data, as: UTF8.self), file: file)
            return (description.luaSource(), description.warnings.map { "\($0)" })
        } catch {
            throw ExitFailure(code: .flowFailed, message: "error: \(error)")
        }
    }
}
