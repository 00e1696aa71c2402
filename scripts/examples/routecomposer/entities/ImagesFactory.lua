-- ImagesFactory (View Controllers/No Library Dependency/Configuration With Library/ImagesFactory.swift:18)
-- The team's Lua: the list of images (Images.storyboard's ImagesViewController).
local M = {}

function M.build() return app.make("ImagesViewController") end

return M
