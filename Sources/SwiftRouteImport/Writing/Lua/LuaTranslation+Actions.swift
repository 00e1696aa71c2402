import RouteSpec

extension LuaTranslation {
    private static let plainActions: [String: String] = [
        "UINavigationController.push": "route.nav.push()",
        "UINavigationController.pushAsRoot": "route.nav.push_as_root()",
        "UINavigationController.pushReplacingLast": "route.nav.push_replacing_last()",
        "GeneralAction.nilAction": "route.general.nil_action()",
        "UISplitViewController.setAsMaster": "route.split.set_as_master()",
        "UISplitViewController.pushToDetails": "route.split.push_to_details()",
        "UISplitViewController.pushOnToDetails": "route.split.push_on_to_details()",
    ]

    /// An action's Lua expression. `containerClass`: the container it acts on, where the chain says.
    mutating func action(_ action: ActionSpec, containerClass: String? = nil) throws -> String {
        if action.custom {
            if declaredKind(action.name) == .containerAction {
                guard let container = action.containerClass ?? containerClass else {
                    throw fail("the container action \(action.name), whose container class the source does not say", action.location)
                }
                return "route.container_action(\(LuaSyntax.string(container)), \(module(action.name, .containerAction)))"
            }
            return "route.action(\(module(action.name, .action)))"
        }
        if let plain = Self.plainActions[action.name] {
            ignore(action, except: [])
            return plain
        }
        switch action.name {
        case "GeneralAction.presentModally": return try presentModally(action)
        case "GeneralAction.replaceRoot":
            ignore(action, except: [])
            return "route.general.replace_root()"
        case "UITabBarController.add": return try tabAdd(action)
        case "CATransaction.wrap", "DispatchQueue.delay":
            guard let inner = action.wrapped.first else { throw fail("\(action.name) without the action it wraps", action.location) }
            let wrapped = try self.action(inner, containerClass: containerClass)
            if action.name == "CATransaction.wrap" { return "route.transaction_wrap(\(wrapped))" }
            return delay(action, wrapped: wrapped)
        default:
            throw fail("the action \(action.name) is not in flowrun's vocabulary", action.location)
        }
    }

    /// Each argument not in `except` is listed as left out: the model drops it.
    mutating func ignore(_ action: ActionSpec, except: Set<String>) {
        for argument in action.arguments where !except.contains(argument.label ?? "") {
            let comment = leave("\(action.name)'s argument \(argument.label.map { "\($0): " } ?? "")\(argument.value) is not modelled", at: action.location)
            note(String(comment.dropFirst(3)))
        }
    }

    private static let styles: Set<String> = [
        "fullScreen", "pageSheet", "formSheet", "currentContext", "overFullScreen", "overCurrentContext", "popover", "automatic",
    ]

    private mutating func presentModally(_ action: ActionSpec) throws -> String {
        var options: [String] = []
        if let start = action.argument("startingFrom").map(Self.member) {
            switch start {
            case "current": break
            case "topmostParent": options.append("start = \"topmost_parent\"")
            default:
                let written = action.argument("startingFrom") ?? start
                throw fail("presentModally's starting point \(written) (flowrun starts from .current or .topmostParent)", action.location)
            }
        }
        if let style = action.argument("presentationStyle").map(Self.member) {
            guard Self.styles.contains(style) else { throw fail("presentModally's presentation style \(style) is not one flowrun knows", action.location) }
            options.append("style = \(LuaSyntax.string(LuaSyntax.snakeCase(style)))")
        }
        if let modal = action.argument("isModalInPresentation") {
            guard modal == "true" || modal == "false" else { throw fail("isModalInPresentation: \(modal) is not a literal", action.location) }
            options.append("modal_in_presentation = \(modal)")
        }
        ignore(action, except: ["startingFrom", "presentationStyle", "isModalInPresentation"])
        return options.isEmpty ? "route.general.present_modally()" : "route.general.present_modally { \(options.sorted().joined(separator: ", ")) }"
    }

    private mutating func tabAdd(_ action: ActionSpec) throws -> String {
        var options: [String] = []
        if let at = action.argument("at"), at != "nil" {
            guard let index = Int(at) else { throw fail("UITabBarController.add's index \(at) is not a literal", action.location) }
            options.append("at = \(index + 1)")
        }
        if let replacing = action.argument("replacing") {
            guard replacing == "true" || replacing == "false" else { throw fail("UITabBarController.add's replacing: \(replacing) is not a literal", action.location) }
            options.append("replacing = \(replacing)")
        }
        ignore(action, except: ["at", "replacing"])
        return options.isEmpty ? "route.tab.add()" : "route.tab.add { \(options.joined(separator: ", ")) }"
    }

    /// `.overCurrentContext` → `overCurrentContext`.
    static func member(_ text: String) -> String {
        let trimmed = text.trimmingSpaces
        return String(trimmed.split(separator: ".").last ?? Substring(trimmed))
    }

    /// `.seconds(2)` → `2`, `.milliseconds(300)` → `0.3`, `.microseconds(1500)` → `0.0015`.
    static func seconds(_ text: String) -> String? {
        let trimmed = text.trimmingSpaces
        for (prefix, scale) in [(".seconds(", 1), (".milliseconds(", 1000), (".microseconds(", 1_000_000)] where trimmed.hasPrefix(prefix) && trimmed.hasSuffix(")") {
            guard let value = Int(trimmed.dropFirst(prefix.count).dropLast()) else { return nil }
            if scale == 1 { return String(value) }
            let whole = value / scale, part = value % scale
            if part == 0 { return String(whole) }
            var digits = String(part)
            while digits.count < String(scale).count - 1 { digits = "0" + digits }
            while digits.hasSuffix("0") { digits.removeLast() }
            return "\(whole).\(digits)"
        }
        return nil
    }

    /// A task, interceptor or transformer use; nil when flowrun has no word for it.
    mutating func entity(_ use: EntityUse, as kind: EntityKind) throws -> String? {
        if use.custom {
            let name = moduleName(use)
            let module = module(name, kind)
            switch declaredKind(name) == .dismissalTask ? .dismissalTask : kind {
            case .interceptor: return "route.interceptor(\(module))"
            case .contextTask: return "route.context_task(\(module))"
            case .dismissalTask: return "route.dismissal_task(\(module))"
            case .postTask: return "route.post_task(\(module))"
            default: return module
            }
        }
        switch use.type {
        case "ContextSettingTask": return "route.context_setting_task()"
        case "DismissalMethodProvidingContextTask":
            // Its `dismissalBlock:` closure (left out by the reader) becomes the route's own dismissal module.
            return "route.dismissal_task(\(closureModule(.dismissal, owner: use.type, at: use.location)))"
        case "NavigationDelayingInterceptor":
            guard let strategy = use.arguments.first(where: { $0.label == "strategy" }).map({ Self.member($0.value) }) else {
                return "route.navigation_delaying_interceptor()"
            }
            guard strategy == "wait" || strategy == "abort" else { return nil }
            return "route.navigation_delaying_interceptor(\(LuaSyntax.string(strategy)))"
        default: return nil
        }
    }
}
