import RouteSpec
import SwiftSyntax

/// What every file read declares about its types, gathered before any
/// route is read: a route in one file uses a type another declares.
struct DeclarationIndex {
    /// A `class`, `struct`, `enum`, `actor` or `protocol`, with what its extensions add.
    struct TypeDeclaration {
        let name: String
        let isClass: Bool
        /// Inherited types and conformances by base name: the declaration's, then its extensions'.
        var inherited: [String]
        let location: SpecLocation
        /// The quoted Lua of the declaration's doc comment (an exported stub's), if any.
        let luaImplementation: String?
        /// Instance properties with a value the source writes, by name.
        var members: [String: MemberValue] = [:]
        /// Type aliases it declares (`ViewController` → `ColorViewController`).
        var typeAliases: [String: String] = [:]
    }

    /// An instance property's value as written, where it is.
    struct MemberValue {
        let name: String
        let expression: ExprSyntax
        let location: SpecLocation
        let file: ParsedSwiftFile
    }

    private(set) var types: [String: TypeDeclaration] = [:]
    /// Class names in file and source order.
    private(set) var classOrder: [String] = []
    /// A static member a leading-dot shorthand names (`.colorViewControllerFinder`) → the type it returns.
    private(set) var shorthands: [String: String] = [:]
    /// The app's own types that hold a `DestinationStep` (a `Destination` of its own, `ExampleDestination`): what
    /// returns one is a route, and its initializer wraps a step as `Destination(to:with:)` does.
    private(set) var destinationWrappers: Set<String> = []
    private var extensionConformances: [(name: String, inherited: [String])] = []
    private var memberValues: [(type: String, member: MemberValue)] = []
    private var aliases: [(type: String, name: String, value: String)] = []

    init(files: [ParsedSwiftFile]) {
        for file in files {
            let collector = DeclarationCollector(file: file)
            collector.walk(file.tree)
            for declaration in collector.declarations where types[declaration.name] == nil {
                types[declaration.name] = declaration
                if declaration.isClass { classOrder.append(declaration.name) }
            }
            extensionConformances += collector.extensionConformances
            destinationWrappers.formUnion(collector.destinationWrappers)
            memberValues += collector.members
            aliases += collector.typeAliases
            for (member, type) in collector.shorthands where shorthands[member] == nil { shorthands[member] = type }
        }
        for (name, inherited) in extensionConformances { types[name]?.inherited += inherited }
        for (type, member) in memberValues where types[type]?.members[member.name] == nil { types[type]?.members[member.name] = member }
        for (type, name, value) in aliases where types[type]?.typeAliases[name] == nil { types[type]?.typeAliases[name] = value }
    }

    /// `name`'s declaration, by its full or last name (`ReplaceRoot` of `CustomContainerFactory.ReplaceRoot`).
    func type(named name: String) -> TypeDeclaration? {
        types[name] ?? types.values.filter { $0.name.hasSuffix(".\(name)") }.min { $0.name < $1.name }
    }

    /// Whether `name` or a type it inherits from (in the files read) conforms to one of `protocols`.
    func conforms(_ name: String, toAnyOf protocols: Set<String>) -> Bool {
        var seen: Set<String> = []
        var next: [String] = [name]
        while let current = next.popLast() {
            guard seen.insert(current).inserted else { continue }
            if protocols.contains(current) { return true }
            next += type(named: current)?.inherited ?? []
        }
        return false
    }
}
