-- LoginInterceptor (Login/LoginInterceptor.swift:8)
-- The team's Lua for the Example's interceptor, as its Swift does it: when
-- nobody is logged in, it shows the login screen (LoginConfiguration.login,
-- reached through the app's dll://login link), waits until the user logs in
-- or closes it, and lets the navigation go on only after a login.
local M = {}

function M.intercept()
  if example.logged_in then return true end
  local shown = route.redirect("dll://login")
  if not shown.ok then return false, "Could not present login view controller" end
  route.wait_until(function() return example.logged_in or example.login_closed end)
  example.login_closed = false
  local top = app.top()
  if top and top.class == "LoginViewController" then app.back() end
  return example.logged_in, "the user closed the login screen"
end

return M
