import Foundation
import LuaBridge
import LuaKit

extension FlowSession {
    /// ``FlowSession/run(file:chunkName:)``, the same errors included, but
    /// the file is compiled once per process per version on disk
    /// (``LuaKit/LuaHost/loadFile(_:chunkName:)``): each test loads its app
    /// definition and its flow file again. Serves `flowrun.shop_cpu_ms_per_test`.
    func runCompiled(file path: String, chunkName: String) throws(FlowError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadable(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw .unreadable(path: path, reason: "it is a directory") }
        let chunk: LuaReference?
        do {
            chunk = try host.loadFile(path, chunkName: chunkName)
        } catch {
            throw .syntax(error)
        }
        guard let chunk else { throw .unreadable(path: path, reason: "permission denied or unreadable") }
        do {
            try host.call(chunk, name: "the flow \(chunkName)")
        } catch {
            throw .failed(error)
        }
    }
}
