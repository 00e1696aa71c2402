/// The Swift module a class belongs to, when it is known: a class read
/// from a device's capture (`MyApp.ProductViewController`) is named
/// without it, as app definitions name classes, and keeps it here so that
/// UIKit's format prints it as captured.
extension ClassRegistry {
    /// The module of a class, nil when none is known.
    public func module(of id: ClassID) -> String? { modules[id] }

    /// Records the module of a class (nil forgets it).
    public mutating func setModule(_ module: String?, of id: ClassID) {
        modules[id] = module
    }

    /// The class's name as the runtime prints it: `Module.Name` when its module is known.
    public func qualifiedName(of id: ClassID) -> String {
        modules[id].map { "\($0).\(name(of: id))" } ?? name(of: id)
    }

    /// Whether `module` can name a Swift module: an identifier (letters,
    /// digits and `_`, not starting with a digit).
    public static func isValidModule(_ module: String) -> Bool {
        guard let first = module.first, first == "_" || first.isLetter else { return false }
        return module.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    }
}
