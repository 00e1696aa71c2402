import Foundation
import SystemPackage

extension Sandbox {
    /// What a message about module `name`, found in no project folder,
    /// adds so the user can fix the name: `require "src.auth"` for
    /// `src.auth.lua`, `auth` or `src.auht`; else the modules there are.
    /// Only read on that failure.
    func moduleAbsence(of name: String) -> String {
        let modules = moduleNames()
        guard !modules.isEmpty else { return "the project has no modules (.lua files other than flows are modules)" }
        if name.hasSuffix(".lua"), case let bare = String(name.dropLast(4)), modules.contains(bare) {
            return "a module is named without '.lua': require \"\(bare)\""
        }
        let last = name.split(separator: ".").last.map(String.init) ?? name
        let sameFile = modules.filter { $0.split(separator: ".").last.map(String.init) == last }
        if sameFile.count == 1 {
            return "modules are named by their path from the project folder: require \"\(sameFile[0])\""
        }
        if let near = Suggestion.nearest(to: name, among: modules) { return "did you mean '\(near)'?" }
        let listed = modules.prefix(12).joined(separator: ", ") + (modules.count > 12 ? ", …" : "")
        return "the project's modules: \(listed)"
    }

    /// The modules `require` finds in the project folders, as it names
    /// them (`src.auth` for src/auth.lua and src/auth/init.lua), sorted:
    /// the first few hundred, hidden and build folders left out.
    public func moduleNames() -> [String] {
        var names: Set<String> = []
        for root in projectRoots {
            guard let walk = FileManager.default.enumerator(atPath: root) else { continue }
            var seen = 0
            while let path = walk.nextObject() as? String, seen < 2000 {
                seen += 1
                let file = FilePath(path).lastComponent?.string ?? path
                if file.hasPrefix(".") || file == "node_modules" || walk.level > 5 {
                    walk.skipDescendants()
                    continue
                }
                guard path.hasSuffix(".lua") else { continue }
                var module = String(path.dropLast(4))
                if file == "init.lua" { module = FilePath(module).removingLastComponent().string }
                if !module.isEmpty, !module.contains(".") { names.insert(module.replacingOccurrences(of: "/", with: ".")) }
            }
        }
        return names.sorted()
    }
}
