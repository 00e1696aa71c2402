-- The flow API: RouteComposer's vocabulary in Lua's idiom, built over the
-- Swift bindings `B` by the prelude's modules (Lua/Prelude/), which Swift
-- hands over compiled, in the order Prelude.swift lists them, the kernel
-- first. Each module runs with the bindings and the kernel table `K` and
-- returns its exports, which join `K` for the modules after it; `K` starts
-- with LuaKit's hot reload of the project's modules (`K.reloadable`).
local B, reloadable, modules = ...
local K = { reloadable = reloadable }
for _, module in ipairs(modules) do
  for name, value in next, module(B, K) do
    if K[name] ~= nil then error("two modules of the prelude export '" .. name .. "'") end
    K[name] = value
  end
end
