import Foundation

/// Runs work on several threads and hands the results back in order.
public enum ParallelMap {
    /// Calls `body` on each input from `workers` threads, and `deliver` on
    /// the calling thread with each output in input order, as soon as it and
    /// all before it are done. One worker runs everything on the calling thread.
    public static func run<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], workers: Int, _ body: @escaping @Sendable (Input) -> Output, deliver: (Int, Output) -> Void
    ) {
        guard workers > 1, inputs.count > 1 else {
            for (position, input) in inputs.enumerated() { deliver(position, body(input)) }
            return
        }
        let board = Board<Output>(count: inputs.count)
        for _ in 0..<min(workers, inputs.count) {
            Thread.detachNewThread {
                while let position = board.take() { board.finish(position, body(inputs[position])) }
            }
        }
        for position in inputs.indices { deliver(position, board.wait(for: position)) }
    }

    /// The shared state: the next input to take and the outputs so far.
    private final class Board<Output: Sendable>: @unchecked Sendable {
        // Every field is read and written with `condition` locked.
        private let condition = NSCondition()
        private var next = 0
        private var outputs: [Output?]

        init(count: Int) { outputs = Array(repeating: nil, count: count) }

        func take() -> Int? {
            condition.lock()
            defer { condition.unlock() }
            guard next < outputs.count else { return nil }
            next += 1
            return next - 1
        }

        func finish(_ position: Int, _ output: Output) {
            condition.lock()
            outputs[position] = output
            condition.broadcast()
            condition.unlock()
        }

        func wait(for position: Int) -> Output {
            condition.lock()
            defer { condition.unlock() }
            while outputs[position] == nil { condition.wait() }
            let output = outputs[position]!
            outputs[position] = nil
            return output
        }
    }
}
