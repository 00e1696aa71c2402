import Foundation

/// The Lua files shipped with LuaKit (its resources), read once each.
enum LuaResource {
    /// The text of `name.lua`, or nil when the installation lacks it.
    static func text(_ name: String) -> String? {
        guard let url = Bundle.module.url(forResource: name, withExtension: "lua"),
            let data = FileManager.default.contents(atPath: url.path)
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// The text of `name.lua`, or an error saying the installation is broken.
    static func require(_ text: String?, _ name: String) throws(LuaError) -> String {
        guard let text else { throw LuaError(kind: .runtime, message: "LuaKit's \(name).lua is missing from its resources (the installation is incomplete)") }
        return text
    }
}
