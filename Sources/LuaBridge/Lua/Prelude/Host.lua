-- host: the flow's hot reload of the project's modules, over LuaKit's
-- (which FlowSession.reload(module:) calls directly, whatever a flow did to
-- `host`).
local _, K = ...
local error = error
local colon_call, no_more = K.colon_call, K.no_more
local reload, module_generation = K.reloadable.reload, K.reloadable.generation

local host = {}

--- Reloads a required module: runs its new text, carries its state over
--- (non-function fields, or what its `migrate(old, new)` does), and swaps it in.
--- Returns true, the new generation, the names of the kept fields whose
--- value the new text changed (kept as they were) and the names of the
--- functions the flow took from the module that the new text no longer
--- defines (calling them fails). A module never required, or a new text
--- that fails, is an error at the flow's line (the old version stays): a
--- reload that did nothing is never taken for one that worked.
function host:reload(name, ...)
  if self ~= host then colon_call("the host", "reload") end
  no_more("host:reload", 1, name, ...)
  local ok, generation, kept, dropped = reload(name)
  if not ok then error("host:reload: " .. generation, 2) end
  return ok, generation, kept, dropped
end

--- How many times a module has been loaded (1 before any reload); an error
--- for a module never required.
function host:generation(name, ...)
  if self ~= host then colon_call("the host", "generation") end
  no_more("host:generation", 1, name, ...)
  local loaded, refusal = module_generation(name)
  if loaded == nil then error("host:generation: " .. refusal, 2) end
  return loaded
end

return {
  host = host,
}
