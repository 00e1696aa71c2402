/// What a hot reload did (``LuaHost/reload(module:)``).
public struct LuaModuleReload: Sendable, Equatable {
    /// How many times the module has now been loaded.
    public let generation: Int
    /// The module's fields kept as they were although the new text gives them
    /// another value (a constant edited): state carries over a reload, so
    /// such an edit takes effect only through the module's `migrate(old, new)`.
    public let keptFields: [String]
    /// The functions scripts took from the module (a route's interceptor,
    /// a variable) that the new text no longer defines: calling them now fails.
    public let droppedFunctions: [String]

    public init(generation: Int, keptFields: [String] = [], droppedFunctions: [String] = []) {
        self.generation = generation
        self.keptFields = keptFields
        self.droppedFunctions = droppedFunctions
    }
}
