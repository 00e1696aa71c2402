import RouteSpec

/// The `app.class` lines of a spec: each class after its superclass; a
/// class no file declares but a route names, declared plainly; a custom
/// container as a comment saying it needs `app.container_class`.
struct LuaClassLines {
    let spec: RouteSpec

    static let builtIn: [String: ClassKind] = [
        "UIViewController": .screen, "UINavigationController": .navigation, "UITabBarController": .tabBar, "UISplitViewController": .split,
    ]

    func lines() -> [String] {
        var lines: [String] = []
        var defined = Set(Self.builtIn.keys)
        let declared = Dictionary(spec.classes.map { ($0.name, $0) }) { first, _ in first }
        func define(_ item: ClassDeclaration, _ visiting: Set<String>) {
            guard !defined.contains(item.name), !visiting.contains(item.name) else { return }
            if let parent = item.superclass.flatMap({ declared[$0] }) { define(parent, visiting.union([item.name])) }
            defined.insert(item.name)
            lines.append(line(item, defined: defined))
        }
        for item in spec.classes { define(item, []) }
        for name in namedClasses() where !defined.contains(name) {
            defined.insert(name)
            let hosting = name.hasPrefix("UIHostingController<") ? " (the hosting controller modelling a SwiftUI view)" : ""
            lines.append("app.class(\(LuaSyntax.string(name))) -- named by a route\(hosting); no file read declares it")
        }
        return lines
    }

    private func line(_ item: ClassDeclaration, defined: Set<String>) -> String {
        let name = LuaSyntax.string(item.name)
        let place = item.location.map { " -- declared at \($0)" } ?? ""
        if item.kind == .customContainer {
            return "-- app.class(\(name)) -- a container of the app's own\(item.location.map { " (\($0))" } ?? ""): "
                + "define it in app.lua, before requiring this file, with app.container_class(\(name), { visible = …, make_visible = … })"
        }
        let superclass: String?
        var note = ""
        if let written = item.superclass, defined.contains(written) {
            superclass = written == "UIViewController" ? nil : written
        } else {
            let base = [ClassKind.navigation: "UINavigationController", .tabBar: "UITabBarController", .split: "UISplitViewController"][item.kind]
            superclass = base
            if let written = item.superclass { note = " (its superclass \(written) is not declared in the files read)" }
        }
        return "app.class(\(name)\(superclass.map { ", \(LuaSyntax.string($0))" } ?? ""))\(place)\(note)"
    }

    /// The classes a route names that no file read declares (nor UIKit's containers, nor a SwiftUI view's
    /// hosting controller), sorted, each with the first route naming it.
    func undeclared() -> [(name: String, route: String)] {
        let known = Set(Self.builtIn.keys).union(spec.classes.map(\.name))
        var found: [String: String] = [:]
        for route in spec.routes {
            for name in namedClasses(in: [route]) where !known.contains(name) && !name.hasPrefix("UIHostingController<") && found[name] == nil {
                found[name] = route.name
            }
        }
        return found.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The classes the routes name, in order of first use.
    private func namedClasses(in routes: [RouteDefinition]? = nil) -> [String] {
        var names: [String] = []
        func add(_ name: String?) { if let name, !names.contains(name) { names.append(name) } }
        func finder(_ f: FinderSpec?) { if let f, !f.custom { add(f.className) } }
        func factory(_ f: FactorySpec?) {
            guard let f, !f.custom else { return }
            add(f.className)
            f.children.forEach { factory($0.factory) }
        }
        func step(_ s: StepSpec) {
            add(s.className)
            finder(s.finder)
            factory(s.factory)
        }
        func destination(_ d: Destination) {
            switch d {
            case .chain(let chain):
                step(chain.first)
                for link in chain.links {
                    switch link.origin {
                    case .general(let general): finder(general.finder)
                    case .step(let s): step(s)
                    case .destination(let d): destination(d)
                    }
                }
            case .switch(let choice):
                for item in choice.cases {
                    switch item.condition {
                    case .from(let f), .when(let f): finder(f)
                    case .resolver, .whenHolds: break
                    }
                    item.destination.map(destination)
                }
                choice.defaultDestination.map(destination)
            case .route, .leftOut: break
            }
        }
        (routes ?? spec.routes).forEach { destination($0.destination) }
        return names
    }
}
