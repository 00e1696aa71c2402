import LuaBridge

extension FlowError {
    /// Whether the flow was stopped by its time limit.
    public var isTimeout: Bool {
        if case .failed(let error) = self { return error.kind == .timeout }
        return false
    }
}
