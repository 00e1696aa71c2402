-- mainScreenFromCircle_InlineContextTask: the closure of InternalSearchConfiguration.swift:19,
-- which titles the settings tab "Settings". The team's Lua titles it too.
local M = {}

function M.perform(stack) stack.tab_title = "Settings" end

return M
