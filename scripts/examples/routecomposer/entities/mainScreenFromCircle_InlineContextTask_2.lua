-- mainScreenFromCircle_InlineContextTask_2: the closure of InternalSearchConfiguration.swift:25:
-- the tab bar just built shows the tab whose screen the context names
-- (MainScreenContext: "home" or "settings").
local M = {}

function M.perform(tabs, context)
  -- Inside the function, so its Lua stands alone when quoted in an exported Swift stub.
  local screens = { home = "HomeViewController", settings = "SettingsViewController" }
  for index, stack in ipairs(tabs.children) do
    local first = stack.children[1]
    if first and first.class == screens[context] then
      app.ops.select_tab(tabs, index)
      return
    end
  end
end

return M
