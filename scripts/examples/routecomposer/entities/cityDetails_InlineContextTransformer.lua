-- cityDetails_InlineContextTransformer: the closure of CitiesConfiguration.swift:37,
-- `InlineContextTransformer { $0.flatMap { "\($0)" } }`: a city reaches the
-- list with its id as text.
local M = {}

function M.transform(city_id)
  if city_id == nil then return nil end
  return tostring(city_id)
end

return M
