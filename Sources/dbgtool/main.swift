import LuaBridge
import Dispatch
let t0 = DispatchTime.now().uptimeNanoseconds
for _ in 0..<200 { _ = try FlowSession() }
let t1 = DispatchTime.now().uptimeNanoseconds
print("session ms", Double(t1 - t0) / 200 / 1e6)
