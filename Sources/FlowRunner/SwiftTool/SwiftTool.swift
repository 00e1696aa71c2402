import Foundation

/// `flowrun-swift`, the Swift importer, a program of its own beside
/// `flowrun` (swift-syntax takes minutes to build, so `flowrun` is built
/// without it): found and run for `flowrun import-swift`.
public enum SwiftTool {
    public static let name = "flowrun-swift"

    /// The tool beside this process's own executable, whether or not it is there.
    public static var besideFlowrun: String {
        let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? onPath(CommandLine.arguments[0])
        return URL(fileURLWithPath: me).deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// A program's path as the shell found it: `flowrun` run from `PATH` is the first executable there.
    private static func onPath(_ program: String) -> String {
        guard !program.contains("/") else { return program }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return folders.map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) } ?? program
    }

    /// What to say when the tool is not there, with the commands that build it.
    public static func missingMessage(_ path: String) -> String {
        """
        flowrun import-swift: \(path) is not built. The Swift importer is a program of its own, \
        built separately because swift-syntax takes minutes to build. Build it with \
        `swift build -c release --product \(name)` (beside a release flowrun; `swift build --product \(name)` \
        beside a debug one), or run `scripts/flowrun import-swift …`, which builds it on first use.
        """
    }

    /// Replaces this process with the tool, given `arguments`: its output
    /// and exit status are flowrun's. Returns only when it cannot (the message says why).
    public static func exec(_ arguments: [String]) -> String {
        let path = besideFlowrun
        guard FileManager.default.isExecutableFile(atPath: path) else { return missingMessage(path) }
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        return "flowrun import-swift: could not run \(path): \(String(cString: strerror(errno)))"
    }
}
