-- ColorViewControllerFactory (Screens/Colors.swift:20)
-- The team's Lua: a colour screen showing the colour asked for.
local M = {}

function M.build(color_hex) return app.make("ColorViewController", { color_hex = color_hex }) end

return M
