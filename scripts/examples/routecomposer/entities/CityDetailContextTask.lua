-- CityDetailContextTask (Cities/CitiesConfiguration.swift:12)
-- The team's Lua: the details show the city its context names.
local M = {}

function M.perform(vc, city_id)
  vc.city_id = city_id
end

return M
