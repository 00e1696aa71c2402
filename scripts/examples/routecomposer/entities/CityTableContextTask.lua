-- CityTableContextTask (Cities/CitiesConfiguration.swift:5)
-- The team's Lua: the cities list selects the city whose id its context
-- gives as text, none for nil, and refuses an id that is no city.
local M = {}

function M.perform(vc, city_id_text)
  if city_id_text == nil then
    vc.city_id = nil
    return
  end
  local city_id = tonumber(city_id_text)
  if city_id == nil or example.cities[city_id] == nil then
    error("City id " .. tostring(city_id_text) .. " is invalid.")
  end
  vc.city_id = city_id
end

return M
