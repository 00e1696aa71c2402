import ArgumentParser
import FlowRunner

/// What `body` returns; a ``UsageError`` the runner throws becomes
/// argument-parser's own, so that `validate()` says it with the command's usage.
func usage<Value>(_ body: () throws -> Value) throws -> Value {
    do {
        return try body()
    } catch let error as UsageError {
        throw ValidationError(error.message)
    }
}
