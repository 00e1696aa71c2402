import Foundation
import SystemPackage

extension Suggestion {
    /// The path meant by `path`, a file or folder that does not exist: the
    /// name nearest its own among those beside it, with the folder as
    /// `path` gives it (`flows/prodcut_test.lua` → `flows/product_test.lua`);
    /// nil when none is near.
    public static func nearestFile(to path: String) -> String? {
        // FilePath, not NSString: Foundation's path methods can trap on one-character strings on Linux.
        let written = FilePath(path)
        guard let name = written.lastComponent?.string else { return nil }
        let folder = written.removingLastComponent()
        let absolute = URL(fileURLWithPath: folder.isEmpty ? "." : folder.string).standardizedFileURL.path
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: absolute),
            let near = nearest(to: name, among: names.filter { !$0.hasPrefix(".") }.sorted())
        else { return nil }
        return folder.isEmpty ? near : folder.appending(near).string
    }
}
