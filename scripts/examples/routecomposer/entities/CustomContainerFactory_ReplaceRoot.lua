-- CustomContainerFactory.ReplaceRoot (Images/ImagesFactories.swift:25)
-- The team's Lua: the screen becomes the container's root, replacing the one it had.
local M = {}

function M.embed(vc) return { vc } end

return M
