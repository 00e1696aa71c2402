import Testing
import RouterCore

@Suite("Values as Lua lists and records")
struct ValueListTests {
    @Test("a table prints a key Lua reads as a name bare, and any other key, a reserved word included, in brackets")
    func printedKeys() {
        #expect(Value.table(["end": 1, "name": 2, "a b": 3]).description == "{[\"a b\"] = 3, [\"end\"] = 1, name = 2}")
        #expect("_tab2".isLuaName && !"2tab".isLuaName && !"while".isLuaName && !"".isLuaName)
    }

    @Test("listItems reads keys 1…n up to the first gap; fields reads the string keys")
    func listsAndFields() {
        let value = Value.table([1: "a", 2: "b", 4: "d", "name": "x", 3.5: "y"])
        #expect(value.listItems == ["a", "b"])
        #expect(value.fields == ["name": "x"])
        #expect(Value.string("a").listItems.isEmpty && Value.int(1).fields.isEmpty)
    }
}
