-- ExampleGenericContextTask (Configuration/ExampleGenericContextTask.swift:5)
-- The team's Lua for the Example's task: its Swift prints the name of each
-- screen found or built; here each is remembered, in order.
local M = {}

function M.perform(vc)
  example.prepared[#example.prepared + 1] = vc.class
end

return M
