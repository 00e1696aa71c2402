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
}
