import RouteSpec

/// The module each of the app's own types is written as, never one module for
/// two types: a type's module is its name with each character a file name
/// cannot hold made `_` (``LuaEntityModule/moduleName(_:)``), so a nested
/// `A.Task` and an `A_Task` would share `entities/A_Task.lua`. The type whose
/// name is its module's keeps it; each other of the same module, in name
/// order, takes the first free `<module>_2`, `<module>_3`… The output says so.
struct EntityModuleNames: Sendable {
    /// The module of each type whose own would be another's (`A.Task` → `A_Task_2`).
    private(set) var renamed: [String: String] = [:]

    init(_ names: [String]) {
        let sorted = Set(names).sorted { (a, b) in
            let (plainA, plainB) = (LuaEntityModule.moduleName(a) == a, LuaEntityModule.moduleName(b) == b)
            return plainA != plainB ? plainA : a < b
        }
        var taken = Set(names.filter { LuaEntityModule.moduleName($0) == $0 })
        var owner: [String: String] = [:]
        for name in sorted {
            let module = LuaEntityModule.moduleName(name)
            guard owner[module] != nil else {
                owner[module] = name
                taken.insert(module)
                continue
            }
            var count = 2
            while taken.contains("\(module)_\(count)") { count += 1 }
            renamed[name] = "\(module)_\(count)"
            taken.insert("\(module)_\(count)")
        }
    }

    /// The name `name`'s module is written as (`entities/<it>.lua`).
    func module(_ name: String) -> String { renamed[name] ?? name }

    /// Modules taken by types, for the route's own closure modules to avoid.
    func isTaken(_ module: String) -> Bool { renamed.values.contains(module) }

    /// What the output says of each renamed module, in name order.
    func notes(path: (String) -> String = LuaEntityModule.path(of:)) -> [String] {
        renamed.keys.sorted().map { name in
            let module = renamed[name]!
            return "\(name) is written as \(path(module)) (require(\"entities.\(module)\")): "
                + "\(LuaEntityModule.path(of: name)) is another type's"
        }
    }
}
