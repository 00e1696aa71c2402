-- The example's routing policies, version 1: the profile needs a login
-- first, and shows a plain greeting. Module fields that are not functions
-- (the state) survive a reload; the functions are replaced.
local M = { logged_in = false, checks = 0 }

-- An interceptor: waits until the user has logged in. It reads and writes
-- the state through require, so after a reload it reaches the new version's.
function M.require_login(user)
  M.checks = M.checks + 1
  route.wait_until(function() return require("policies").logged_in end)
  require("policies").approved_by = "version 1"
  return user ~= nil, "no user to show"
end

-- A context task: sets up the profile screen found or built.
function M.configure(profile, user)
  profile.title = "Hello, " .. user
end

return M
