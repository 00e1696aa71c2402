-- ColorViewControllerFinder (Example/RouteComposer/View Controllers/ColorViewController.swift:17)
-- The team's Lua: any colour screen in the whole current stack is the one
-- wanted, and it takes the colour asked for.
local M = {}

M.search = "current_all_stack"

function M.is_target(vc, color_hex)
  if vc.class ~= "ColorViewController" then return false end
  vc.color_hex = color_hex
  return true
end

return M
