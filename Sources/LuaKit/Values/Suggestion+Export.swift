/// The sandbox suggests names with ``Spelling/Suggestion``; users of LuaKit
/// get it with it.
@_exported import Spelling
