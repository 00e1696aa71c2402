-- ImagesFactory (Images/ImagesFactories.swift:40)
-- The team's Lua: the list of images (Images.storyboard's ImagesViewController).
local M = {}

function M.build() return app.make("ImagesViewController") end

return M
