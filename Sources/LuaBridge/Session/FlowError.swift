import LuaKit

/// Why a flow did not pass, as one line naming the file (and line where there is one).
public enum FlowError: Error, CustomStringConvertible {
    /// The flow file could not be read.
    case unreadable(path: String, reason: String)
    /// The flow does not compile.
    case syntax(LuaError)
    /// The flow raised an error or an expectation failed.
    case failed(LuaError)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): return "\(path): cannot read the flow: \(reason)"
        case .syntax(let error): return "\(error.description) (syntax error)"
        case .failed(let error): return error.description
        }
    }

    /// ``description``, placed at `place` when Lua gave no position in the
    /// flow's code (``LuaError/description(placedAt:)``).
    public func description(placedAt place: String) -> String {
        if case .failed(let error) = self { return error.description(placedAt: place) }
        return description
    }

    /// "called from a_test.lua:3", a line after `spaces` spaces (each led
    /// by a newline) for each line of `file` (as its chunk is named) that
    /// called the code that failed, when that code is in another file (a
    /// helper module); empty otherwise.
    public func calledFrom(in file: String, indentedBy spaces: Int) -> String {
        let pad = "\n" + String(repeating: " ", count: spaces) + "called from "
        return LuaTraceback(traceback ?? "").callers(ofFailureSaying: description, in: file).map { pad + $0 }.joined()
    }

    /// The Lua traceback, where there is one.
    public var traceback: String? {
        switch self {
        case .unreadable, .syntax: return nil
        case .failed(let error): return error.traceback
        }
    }
}
