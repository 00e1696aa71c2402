-- productScreen_InlinePostTask: the closure of ProductConfiguration.swift:22,
-- which prints "After navigation to Produce view controller". The team's Lua does nothing.
local M = {}

function M.perform() end

return M
