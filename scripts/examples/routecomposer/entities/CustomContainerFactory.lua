-- CustomContainerFactory (View Controllers/No Library Dependency/Configuration With Library/CustomContainerFactory.swift:18)
-- The team's Lua: the images module's container, empty until an action puts
-- its root in (Images.storyboard's CustomContainerController).
local M = {}

function M.build() return app.make("CustomContainerController") end

return M
