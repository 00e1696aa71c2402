-- Version 2, as a developer would save it over version 1 while the app
-- runs: logged-in users are let through at once, and the greeting says
-- which version let them in and how many checks the module has counted.
local M = { logged_in = false, checks = 0 }

function M.require_login(user)
  M.checks = M.checks + 1
  if not M.logged_in then return false, "please log in first" end
  M.approved_by = "version 2"
  return user ~= nil, "no user to show"
end

function M.configure(profile, user)
  profile.title = ("Welcome back, %s (approved by %s, check %d)"):format(user, M.approved_by, M.checks)
end

return M
