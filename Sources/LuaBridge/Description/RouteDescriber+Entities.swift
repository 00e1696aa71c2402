import LuaKit
import Foundation
import RouteSpec
import RouterCore

extension RouteDescriber {
    /// An interceptor: RouteComposer's own, or a Lua one as the app's own type.
    mutating func interceptorUse(_ interceptor: any RoutingInterceptor, at location: SourceLocation?) -> EntityUse {
        switch interceptor {
        case let typed as TypedInterceptor: return interceptorUse(typed.interceptor, at: location)
        case let delaying as NavigationDelayingInterceptor:
            return EntityUse(type: "NavigationDelayingInterceptor", arguments: delaying.strategy == .wait ? [SourceArgument(label: "strategy", value: ".wait")] : [],
                             custom: false)
        case let lua as LuaInterceptor:
            if lua.preparation != nil { leave("\(lua.description)'s prepare function (write its check into the interceptor)", at: location) }
            return luaEntity(lua.description, words: "interceptor", kind: .interceptor, function: lua.function)
        default:
            leave("an interceptor flowrun cannot write as RouteComposer's (\(interceptor))", at: location)
            return EntityUse(type: "\(type(of: interceptor))", custom: false)
        }
    }

    /// A context task: `ContextSettingTask`, or a Lua one (a dismissal method too) as the app's own type.
    mutating func contextTaskUse(_ task: any ContextTask, at location: SourceLocation?) -> EntityUse {
        switch task {
        case let typed as TypedContextTask: return contextTaskUse(typed.task, at: location)
        case is ContextSettingTask: return EntityUse(type: "ContextSettingTask", custom: false)
        case let dismissal as DismissalMethodProvidingContextTask:
            return luaEntity(dismissal.methodName ?? "Lua dismissal method", words: "dismissal method", kind: .dismissalTask)
        case let lua as LuaContextTask:
            if lua.preparation != nil { leave("\(lua.description)'s prepare function (write its check into the task)", at: location) }
            return luaEntity(lua.description, words: "context task", kind: .contextTask, function: lua.function)
        default:
            leave("a context task flowrun cannot write as RouteComposer's (\(task))", at: location)
            return EntityUse(type: "\(type(of: task))", custom: false)
        }
    }

    /// A post-routing task written in Lua, as the app's own type.
    mutating func postTaskUse(_ task: any PostRoutingTask, at location: SourceLocation?) -> EntityUse {
        switch task {
        case let typed as TypedPostTask: return postTaskUse(typed.task, at: location)
        case let lua as LuaPostTask: return luaEntity(lua.description, words: "post task", kind: .postTask, function: lua.function)
        default:
            leave("a post task flowrun cannot write as RouteComposer's (\(task))", at: location)
            return EntityUse(type: "\(type(of: task))", custom: false)
        }
    }

    /// A context transformer written in Lua, as the app's own type.
    mutating func entityUse(of transformer: any ContextTransformer) -> EntityUse {
        guard let lua = transformer as? LuaContextTransformer else {
            leave("a context transformer flowrun cannot write as RouteComposer's (\(transformer))", at: nil)
            return EntityUse(type: "\(type(of: transformer))", custom: false)
        }
        return luaEntity(lua.description, words: "context transformer", kind: .contextTransformer, function: lua.function)
    }

    /// The app's own type for the Lua function an entity's `description`
    /// names ("Lua interceptor login.require_user (login.lua:14)"): a
    /// project module's function is used by name, any other is quoted from
    /// its file and named after the route and its role. One function is one type.
    mutating func luaEntity(_ description: String, words: String, kind: EntityKind, role: String? = nil, function: LuaReference? = nil) -> EntityUse {
        let (name, place) = Self.parse(description, words: words)
        let location = place.flatMap(Self.location(parsing:))
        let suffix = role ?? Self.role(of: kind)
        // A function of an importer's entity module (`entities.SwatchFinder`'s `is_target`) is that type, its Lua quoted,
        // unless another function already has the name.
        let entityModule = name.flatMap(moduleFunction).flatMap { Self.entityModuleType($0.0) }
        if entityModule == nil, let name, let (module, field) = moduleFunction(name) {
            let key = "module " + name
            let typeName = entityNames[key] ?? freeName(Self.typeName(module.split(separator: ".").map(String.init) + [field]) + suffix)
            declare(EntityDeclaration(name: typeName, kind: kind, location: location, luaImplementation: "require(\"\(module)\").\(field)"), key: key)
            return EntityUse(type: typeName, custom: true, location: location)
        }
        // Lua gives a function's line only: another function on the same line is told apart by identity, and quoted
        // as the one after (functions side by side are used in the order they are written, as a chain adds them).
        var position = 0
        if let function, let location, sources.function(in: location.file, atLine: location.line)?.isAmbiguous == true {
            position = ordinal(of: function, at: place ?? description)
        }
        let key = (place ?? description) + " " + words + (position == 0 ? "" : " #\(position + 1)")
        if let known = entityNames[key] { return EntityUse(type: known, custom: true, location: location) }
        let typeName = entityModule.flatMap { type in entities.contains { $0.name == type } ? nil : type } ?? freeName(Self.typeName([currentKey]) + suffix)
        var implementation: String?
        if let location, let source = sources.function(in: location.file, atLine: location.line, ordinal: position) {
            implementation = source.expression
            if source.isAmbiguous {
                warn("\(typeName) (\(description)): several functions start on \(location), and Lua says only the line: "
                    + "it quotes the \(Self.ordinalWord(position)) of them, as they are used; put each function on a line of its own", at: location)
            }
            if !source.capturedLocals.isEmpty {
                warn("\(typeName) (\(description)) uses \(source.capturedLocals.joined(separator: ", ")), local to its file: "
                    + "its quoted Lua needs \(source.capturedLocals.count == 1 ? "it" : "them") to run on its own", at: location)
            }
        } else {
            warn("\(typeName) (\(description)): its Lua source could not be read, so its stub has the default behaviour", at: location)
        }
        declare(EntityDeclaration(name: typeName, kind: kind, location: location, luaImplementation: implementation), key: key)
        return EntityUse(type: typeName, custom: true, location: location)
    }

    /// Which of the distinct functions defined at `place` `function` is, from 0, in the order they are met.
    mutating func ordinal(of function: LuaReference, at place: String) -> Int {
        let seen = functionsAt[place, default: []]
        if let index = seen.firstIndex(where: { sameFunction($0, function) }) { return index }
        functionsAt[place] = seen + [function]
        return seen.count
    }

    /// "first", "second", … for an ordinal from 0.
    static func ordinalWord(_ ordinal: Int) -> String {
        let words = ["first", "second", "third", "fourth", "fifth"]
        return ordinal < words.count ? words[ordinal] : "\(ordinal + 1)th"
    }

    /// `base`, or `base2`, `base3`… : the first name no entity, app class or route has.
    func freeName(_ base: String) -> String {
        var name = base, number = 2
        while reserved.contains(name) || entities.contains(where: { $0.name == name }) {
            name = base + "\(number)"
            number += 1
        }
        return name
    }

    /// Adds an entity once, remembered under `key`.
    mutating func declare(_ entity: EntityDeclaration, key: String) {
        guard entityNames[key] == nil else { return }
        entityNames[key] = entity.name
        entities.append(entity)
    }

    /// Notes a warning once.
    mutating func warn(_ reason: String, at location: SourceLocation?) {
        let entry = LeftOut(location: location ?? Self.nowhere, reason: reason)
        if !warnings.contains(entry) { warnings.append(entry) }
    }

    /// `login.require_user` as a project module's field: ("login", "require_user"); nil for another name.
    private func moduleFunction(_ name: String) -> (String, String)? {
        guard let dot = name.lastIndex(of: ".") else { return nil }
        let module = String(name[..<dot]), field = String(name[name.index(after: dot)...])
        guard modules.contains(module), LuaTokens.isName(field) else { return nil }
        return (module, field)
    }
}
