import LuaKit

/// The Lua functions the prelude gives Swift (through `B.prelude.provide`),
/// by name: what Swift needs done in Lua's terms.
final class PreludeExports {
    /// What the prelude provides.
    enum Name: String, CaseIterable {
        /// `destinations(t)`: the destinations in `t` (default: the globals) as `{ name, handle }`, sorted by name.
        case destinations
        /// `wrap(handle, kind)`: the Lua object for a Swift object.
        case wrap
        /// `module_function(kind, module, name)`: a function calling `require(module)[name]` at each call,
        /// with the arguments Lua code of that kind receives (node proxies…).
        case moduleFunction = "module_function"
        /// `relaunch()`: a cold start, as `app.relaunch()`.
        case relaunch
        /// `check_options(value, name, n, schema, level)`: the flow API's check of an option table.
        case checkOptions = "check_options"
        /// `suggest(word, candidate...)`: the candidate `word` is most likely a misspelling of, or nil.
        case suggest
        /// `error_advice(message)`: the message of an error with a did-you-mean added (a misspelt global), or nil.
        case errorAdvice = "error_advice"
        /// `no_more(name, most, first, ...)`: raises at the caller of `name` when it was given more than `most` arguments, or called with a colon.
        case noMore = "no_more"
        /// `link_opening(value)`: the number of the opening a link object stands for, or nil and what `value` is instead.
        case linkOpening = "link_opening"
        /// `on_fuzz_row(hook)`: `hook(row)` sees each row `links:fuzz` makes, to add to it.
        case onFuzzRow = "on_fuzz_row"
        /// `module_named(t)`: the name of the project module `t` is a table of (`routes_generated`), or nil.
        case moduleNamed = "module_named"
    }

    private var functions: [Name: LuaReference] = [:]

    /// The function `name`; the prelude provides them all as it loads.
    subscript(name: Name) -> LuaReference {
        get throws(LuaError) {
            guard let function = functions[name] else { throw LuaError(kind: .runtime, message: "the prelude did not provide \(name.rawValue)") }
            return function
        }
    }

    /// The functions provided, in the order of ``Name/allCases`` (a template lists them so).
    var provided: [LuaReference] {
        get throws(LuaError) { try Name.allCases.map { name throws(LuaError) in try self[name] } }
    }

    /// Takes the functions of a session started from a template, in the order of ``provided``.
    func adopt(_ references: [LuaReference]) {
        for (name, reference) in zip(Name.allCases, references) { functions[name] = reference }
    }

    /// `B.prelude`: where the prelude hands its functions over.
    var group: BindingGroup {
        BindingGroup("prelude", [
            LuaFunction("provide") { [unowned self] args in
                let name = try args.string(1)
                guard let known = Name(rawValue: name) else { throw LuaArgumentError(message: "unknown prelude export '\(name)'") }
                functions[known] = try args.reference(2, of: .function)
                return []
            },
        ])
    }
}
