import RouteSpec
import SwiftRouteImport
import Testing

@Suite("Entity modules: two types never share one")
struct EntityModuleNameTests {
    func output(_ names: [String]) -> LuaRoutesWriter.Output {
        let entities = names.enumerated().map { EntityDeclaration(name: $1, kind: .contextTask, location: SourceLocation(file: "A.swift", line: $0 + 1)) }
        return LuaRoutesWriter(command: "flowrun import-swift A.swift", files: ["A.swift"]).write(RouteSpec(entities: entities))
    }

    @Test("a nested type whose module is another type's takes the first free suffix, whatever the order the types come in")
    func renamed() {
        for names in [["A.Task", "A_Task", "A_Task_2"], ["A_Task_2", "A.Task", "A_Task"]] {
            let written = output(names)
            #expect(written.entities.map(\.name) == ["A_Task", "A_Task_2", "A_Task_3"])
            #expect(written.renamedModules == [
                "A.Task is written as entities/A_Task_3.lua (require(\"entities.A_Task_3\")): entities/A_Task.lua is another type's",
            ])
            let nested = written.entities.first { $0.name == "A_Task_3" }?.text ?? ""
            #expect(nested.hasPrefix("-- A_Task_3 (the Swift type A.Task): a context task of the app's Swift (declared at A.swift:"), "\(nested)")
        }
    }

    @Test("two nested types of one module: the first by name keeps it")
    func twoNested() {
        let written = output(["B.C_D", "B_C.D"])
        #expect(written.entities.map { LuaEntityModule.path(of: $0.name) } == ["entities/B_C_D.lua", "entities/B_C_D_2.lua"])
        #expect(written.renamedModules.count == 1 && written.renamedModules[0].hasPrefix("B_C.D is written as entities/B_C_D_2.lua"))
    }

    func output(_ names: [String], existing: [String: String]) -> LuaRoutesWriter.Output {
        let entities = names.enumerated().map { EntityDeclaration(name: $1, kind: .contextTask, location: SourceLocation(file: "A.swift", line: $0 + 1)) }
        var writer = LuaRoutesWriter(command: "flowrun import-swift A.swift", files: ["A.swift"])
        writer.existingModules = existing
        return writer.write(RouteSpec(entities: entities))
    }

    @Test("a type keeps the module on disk whose first line names it; a module naming a type that is gone is given to no other")
    func keptFromDisk() {
        // A_Task_2 is gone from the Swift; its module, filled by the team, stays its own.
        let existing = ["A_Task": "A_Task", "A_Task_2": "A_Task_2", "A_Task_3": "A.Task"]
        let written = output(["A.Task", "A_Task"], existing: existing)
        #expect(written.entities.map(\.name) == ["A_Task", "A_Task_3"])
        #expect(written.renamedModules == [
            "A.Task is written as entities/A_Task_3.lua (require(\"entities.A_Task_3\")): entities/A_Task.lua is another type's",
        ])
        // A new type named as a module another type's header names takes one of its own.
        let again = output(["A.Task", "A_Task", "A_Task_3"], existing: existing)
        #expect(Set(again.entities.map(\.name)) == ["A_Task", "A_Task_3", "A_Task_3_2"])
        #expect(again.renamedModules.contains { $0.hasPrefix("A_Task_3 is written as entities/A_Task_3_2.lua") && $0.hasSuffix("entities/A_Task_3.lua is another type's") })
        // A module whose first line names no type is its own name's type's, as before.
        #expect(output(["B"], existing: ["B": ""]).renamedModules.isEmpty)
        #expect(output(["B.C"], existing: ["B_C_2": "", "B_C": "Gone"]).entities.map(\.name) == ["B_C_3"])
    }
}
