import Foundation
import LuaKit

extension ShardTimings {
    /// The durations of the JUnit report at `path`, a path the command line
    /// gave, shown in messages from the current folder.
    public static func read(junit path: String) throws(SuiteError) -> ShardTimings {
        let shown = Sandbox.relative(URL(fileURLWithPath: path).standardizedFileURL.path, to: FileManager.default.currentDirectoryPath)
        return try read(junit: path, shown: shown)
    }
}
