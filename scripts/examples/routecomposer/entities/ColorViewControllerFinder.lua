-- ColorViewControllerFinder (Screens/Colors.swift:8)
-- The team's Lua: any colour screen in the whole current stack is the one
-- wanted. (The Swift also sets the colour asked for on the screen it finds;
-- a finder only looks, so a colour screen found keeps its colour.)
local M = {}

M.search = "current_all_stack"

function M.is_target(vc)
  return vc.class == "ColorViewController"
end

return M
