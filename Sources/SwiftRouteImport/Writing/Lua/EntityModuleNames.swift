import RouteSpec

/// The module each of the app's own types is written as, never one module for
/// two types: a type's module is its name with each character a file name
/// cannot hold made `_` (``LuaEntityModule/moduleName(_:)``), so a nested
/// `A.Task` and an `A_Task` would share `entities/A_Task.lua`. The type whose
/// name is its module's keeps it; each other of the same module, in name
/// order, takes the first free `<module>_2`, `<module>_3`… The output says so.
///
/// The modules already in the project come first, since the team has written
/// them: a type keeps the module whose header names it (the first line the
/// importer wrote, ``typeNamed(byHeader:)``), and a module whose header names
/// another type is never given to a different one, even when that type is
/// gone. So a type removed from the Swift never hands its logic to another.
struct EntityModuleNames: Sendable {
    /// The module of each type whose own would be another's (`A.Task` → `A_Task_2`).
    private(set) var renamed: [String: String] = [:]
    /// Modules in `entities/` already, each with the type its header names ("" when it names none).
    private let existing: [String: String]
    /// The type each module is given to.
    private var owner: [String: String] = [:]

    /// `existing`: each module already in `entities/` (its file name without `.lua`) and the type its
    /// header names (``typeNamed(byHeader:)``, "" when it names none).
    init(_ names: [String], existing: [String: String] = [:]) {
        self.existing = existing
        let sorted = Set(names).sorted { (a, b) in
            let (plainA, plainB) = (LuaEntityModule.moduleName(a) == a, LuaEntityModule.moduleName(b) == b)
            return plainA != plainB ? plainA : a < b
        }
        var assigned: [String: String] = [:]
        // A type keeps a module naming it: its own name's first, else the first by name.
        for name in sorted {
            let own = LuaEntityModule.moduleName(name)
            let kept = existing.filter { $0.value == name }.keys.sorted { ($0 == own ? 0 : 1, $0) < ($1 == own ? 0 : 1, $1) }
            if let module = kept.first(where: { owner[$0] == nil }) {
                owner[module] = name
                assigned[name] = module
            }
        }
        // A type's own name is its module unless a module on disk names another type.
        func isFree(_ module: String) -> Bool { owner[module] == nil && (existing[module] ?? "").isEmpty }
        var taken = Set(existing.keys).union(owner.keys)
        taken.formUnion(sorted.filter { assigned[$0] == nil && LuaEntityModule.moduleName($0) == $0 && isFree($0) })
        for name in sorted where assigned[name] == nil {
            let module = LuaEntityModule.moduleName(name)
            if isFree(module) {
                owner[module] = name
                assigned[name] = module
                taken.insert(module)
                continue
            }
            var count = 2
            while taken.contains("\(module)_\(count)") || owner["\(module)_\(count)"] != nil { count += 1 }
            owner["\(module)_\(count)"] = name
            assigned[name] = "\(module)_\(count)"
            taken.insert("\(module)_\(count)")
        }
        for (name, module) in assigned where module != LuaEntityModule.moduleName(name) { renamed[name] = module }
    }

    /// The type a module's first line names: `-- A_Task_3 (the Swift type A.Task): …` → `A.Task`,
    /// `-- LoginInterceptor: an interceptor of the app's Swift (…)` → `LoginInterceptor`; nil when the line is not the importer's.
    static func typeNamed(byHeader text: some StringProtocol) -> String? {
        guard let line = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first,
              line.hasPrefix("-- "), let colon = line.firstIndex(of: ":") else { return nil }
        // Only the importer's own line names a type (a team's `-- TODO: …` names none).
        let rest = String(line[colon...])
        guard ["of the app's Swift (", "the closure given to "].contains(where: { word in
            rest.indices.contains { rest[$0...].hasPrefix(word) }
        }) else { return nil }
        let head = String(line[line.index(line.startIndex, offsetBy: 3)..<colon])
        let marker = " (the Swift type "
        if head.hasSuffix(")"), let open = head.indices.first(where: { head[$0...].hasPrefix(marker) }) {
            let type = head[head.index(open, offsetBy: marker.count)..<head.index(before: head.endIndex)]
            return type.isEmpty ? nil : String(type)
        }
        return head.isEmpty || head.contains(" ") ? nil : head
    }

    /// The name `name`'s module is written as (`entities/<it>.lua`).
    func module(_ name: String) -> String { renamed[name] ?? name }

    /// Modules taken by types, or on disk naming a type, for the route's own closure modules to avoid.
    func isTaken(_ module: String) -> Bool {
        renamed.values.contains(module) || !(existing[module] ?? "").isEmpty && existing[module] != module
    }

    /// What the output says of each renamed module, in name order.
    func notes(path: (String) -> String = LuaEntityModule.path(of:)) -> [String] {
        renamed.keys.sorted().map { name in
            let module = renamed[name]!
            let own = LuaEntityModule.moduleName(name)
            let why: String
            if let other = owner[own], other != name {
                why = "\(LuaEntityModule.path(of: name)) is another type's"
            } else if let named = existing[own], !named.isEmpty, named != name {
                why = "\(LuaEntityModule.path(of: name)) is \(named)'s (its first line names it)"
            } else {
                why = "its first line names \(name), so the type keeps it"
            }
            return "\(name) is written as \(path(module)) (require(\"entities.\(module)\")): \(why)"
        }
    }
}
