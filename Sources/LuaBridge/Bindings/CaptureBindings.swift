import HierarchyImport
import LuaKit
import RouterCore

/// `B.app`'s part for hierarchies captured on a device (UIKit's
/// `_printHierarchy`): launching from one (`app.launch_from`), comparing the
/// app with one (`expect_tree_matches`), and the style check of `app.presenting`.
enum CaptureBindings {
    static func group(tree: AppTree, host: LuaHost) -> BindingGroup {
        BindingGroup("app", [
            // The launch tree of a capture, as app.launch takes it, its classes defined.
            LuaFunction("launch_capture") { [unowned host] args in
                let (text, file) = try host.sandbox.readProjectFile(try args.string(1), for: "app.launch_from", largest: CapturedHierarchy.largestText)
                let options = try HierarchyImportOptions(args, from: 2, for: "app.launch_from")
                let description: LaunchDescription
                do throws(HierarchyImportIssue) {
                    description = try HierarchyImporter(options: options, classes: tree.classes).launchDescription(text: text, file: file)
                } catch {
                    throw LuaArgumentError(message: "app.launch_from: \(error.description(wordedBy: LuaOptionWording()))")
                }
                let location = args.callerLocation().map { "\($0): " } ?? ""
                for warning in description.warnings { host.warn("\(location)app.launch_from: \(warning.description(wordedBy: LuaOptionWording()))") }
                for definition in description.classes {
                    let place = "\(file):\(definition.line)"
                    guard let superclass = definition.superclass else {
                        if definition.embedsChildren, tree.classes.id(of: definition.name) == nil {
                            do {
                                try tree.defineClass(definition.name, adapter: EmbeddingContainerAdapter())
                            } catch {
                                throw LuaArgumentError(message: "app.launch_from: \(place): \(error)")
                            }
                            continue
                        }
                        throw LuaArgumentError(message: "app.launch_from: \(place): \(definition.name) is a custom container the app does not define; "
                            + "define it with app.container_class(\"\(definition.name)\", { visible = …, make_visible = … }) before app.launch_from")
                    }
                    do {
                        try tree.defineClass(definition.name, superclass: superclass)
                    } catch {
                        throw LuaArgumentError(message: "app.launch_from: \(place): \(error)")
                    }
                }
                for (name, module) in description.modules.sorted(by: { $0.key < $1.key })
                where tree.classes.id(of: name).map({ tree.classes.module(of: $0) == nil }) == true {
                    try tree.setModule(module, ofClass: name)
                }
                return [description.root.luaTable]
            },
            // The capture and the app in the form they compare in, and the capture's name
            // (arguments as launch_capture's; the containers are not read).
            LuaFunction("capture_comparison") { [unowned host] args in
                let (text, file) = try host.sandbox.readProjectFile(try args.string(1), for: "expect_tree_matches", largest: CapturedHierarchy.largestText)
                let options = try HierarchyImportOptions(args, from: 2, for: "expect_tree_matches")
                do throws(HierarchyImportIssue) {
                    let captured = try CapturedHierarchy(text: text, file: file).comparisonText(options: options)
                    return [.string(captured), .string(tree.uikitHierarchy(views: false)), .string(file)]
                } catch {
                    throw LuaArgumentError(message: "expect_tree_matches: \(error.description(wordedBy: LuaOptionWording()))")
                }
            },
            LuaFunction("check_presentation_style") { args in
                _ = try args.presentationStyle(1)
                return []
            },
        ])
    }
}
