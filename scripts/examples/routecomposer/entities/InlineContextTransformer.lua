-- InlineContextTransformer: the two `InlineContextTransformer { … }` closures
-- of CitiesConfiguration.swift (lines 36 and 46), which the import gives one
-- module. The cities list reaches the split view with no context (`{ _ in () }`),
-- and a city reaches the list with its id as text (`{ $0.flatMap { "\($0)" } }`).
local M = {}

function M.transform(context)
  if math.type(context) == "integer" then return tostring(context) end
  return nil
end

return M
