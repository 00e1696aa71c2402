-- login.lua: the login interceptor, in a module of its own so that it can be
-- hot-reloaded (host:reload("login"), or :reload login in the REPL) while a
-- session runs. Routes call it through the module, so a reload takes effect
-- at the next navigation; one already waiting finishes on the old code.

local login = {}

-- What a refused navigation says.
login.refusal = "login refused"

-- Lets the navigation go on once someone is logged in: if nobody is, it
-- redirects to the login link (a form sheet), waits until the user logs in
-- or cancels, and closes the login screen.
function login.require_user()
  if shop.user then return true end
  local shown = route.redirect("shop://login")
  if not shown.ok then return false, "could not show the login: " .. tostring(shown.error) end
  route.wait_until(function() return shop.user ~= nil or shop.login_cancelled end)
  local top = app.top()
  if top and top.class == "LoginViewController" then app.back() end
  return shop.user ~= nil, login.refusal
end

return login
