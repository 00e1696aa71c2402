import RouteSpec

/// Small pieces of hand-built models for the Swift writer's tests.
enum SwiftWriterFixtures {
    static func at(_ line: Int, _ file: String = "app.lua") -> SourceLocation { SourceLocation(file: file, line: line) }

    static func classFinder(_ className: String?, options: [String]? = nil, start: String? = nil) -> FinderSpec {
        FinderSpec(kind: "ClassFinder", className: className, options: options, startingPoint: start)
    }

    static func step(_ className: String, factory: String = "ClassFactory", arguments: [SourceArgument] = [],
                     interceptors: [EntityUse] = [], contextTasks: [EntityUse] = [], postTasks: [EntityUse] = []) -> StepSpec {
        StepSpec(kind: .stepAssembly, finder: classFinder(className), factory: FactorySpec(kind: factory, className: className, arguments: arguments),
                 interceptors: interceptors, contextTasks: contextTasks, postTasks: postTasks)
    }

    static func action(_ name: String, _ arguments: [SourceArgument] = [], wrapped: [ActionSpec] = []) -> ActionSpec {
        ActionSpec(name: name, arguments: arguments, wrapped: wrapped)
    }

    static let push = action("UINavigationController.push")
    static let present = action("GeneralAction.presentModally")
    static let current = Origin.general(GeneralOrigin(kind: .current))
    static let navigation = Origin.step(StepSpec(kind: .navigationController))

    static func route(_ name: String, _ className: String?, context: String? = nil, _ first: StepSpec, _ links: [ChainLink],
                      line: Int = 1) -> RouteDefinition {
        RouteDefinition(name: name, location: at(line), viewControllerType: className, contextType: context,
                        destination: .chain(StepChain(first: first, links: links)))
    }

    /// The configuration enum's body alone, for tests about a route's lines.
    static func body(_ spec: RouteSpec, options: SwiftExportOptions = SwiftExportOptions()) -> String {
        let lines = SwiftRouteWriter.write(spec, options: options).text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "enum AppConfiguration {"), let end = lines[start...].firstIndex(of: "}") else { return "" }
        return lines[(start + 2)..<(end - 1)].joined(separator: "\n")
    }
}
