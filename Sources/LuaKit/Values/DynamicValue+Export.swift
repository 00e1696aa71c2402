/// Plain data read from Lua is a ``DynamicValue/Value``; users of LuaKit get
/// the type with it.
@_exported import DynamicValue
