-- ProductConfigurationProductScreenCase1: the condition of ProductConfiguration.swift:27,
-- `.addCase(when: { $0.productURL != nil }, …)`: a product asked for by a link
-- is presented in a navigation stack of its own. The finder finds something
-- (any screen) exactly when the case applies.
local M = {}

function M.is_target(_, context)
  return type(context) == "table" and context.productURL ~= nil
end

return M
