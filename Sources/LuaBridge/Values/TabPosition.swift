import LuaKit
import RouterCore

/// Tabs as Lua counts them: RouterCore's indices start at 0, the flow API's
/// positions at 1, so a tab out of range is reported as the flow wrote it.
enum TabPosition {
    /// Runs `body` (which selects the tab at 0-based `index`), turning
    /// RouterCore's "index out of range" into "tab n is out of range (1–count)".
    static func selecting<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch TreeError.indexOutOfRange(let index, let count, let node) {
            let range = count == 0 ? "it has no tabs" : count == 1 ? "it has tab 1 only" : "1–\(count)"
            throw LuaArgumentError(message: "tab \(index + 1) is out of range for \(node) (\(range))")
        }
    }
}
