/// A Swift function was called from Lua with arguments it cannot use.
public struct LuaArgumentError: Error, CustomStringConvertible {
    /// The whole message, as Lua's own functions word it.
    public let message: String
    /// The message.
    public var description: String { message }

    /// An error with this message.
    public init(message: String) { self.message = message }
}
