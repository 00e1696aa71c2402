-- ImageDetailsFactory (Images/ImagesFactories.swift:52)
-- The team's Lua: one image, named by the context.
local M = {}

function M.build(image_id) return app.make("ImageDetailsViewController", { image_id = image_id }) end

return M
