import LuaKit

/// What a hot reload did (``FlowSession/reload(module:)``).
public typealias ModuleReload = LuaModuleReload
