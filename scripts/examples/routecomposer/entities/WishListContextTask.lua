-- WishListContextTask (WishList/WishListConfiguration.swift:11)
-- The team's Lua: the wish list shows the part its context names
-- ("favorites" or "collections").
local M = {}

function M.perform(vc, context)
  vc.shown = context
end

return M
