-- The variables given to flows (env), and the sandbox's os.getenv pointing at it.
local B, K = ...
local b_environment = B.environment
local error, format, type, concat, rawset, pcall = error, string.format, type, table.concat, rawset, pcall
local did_you_mean, no_more = K.did_you_mean, K.no_more

--- The variable `name` given to flows (flowrun's --env NAME=VALUE, "env"
--- of flowrun.json or of the profile chosen with --profile), else `default`
--- when one is given; a variable neither given nor defaulted is an error.
local function env(name, default, ...)
  no_more("env", 2, name, ...)
  if type(name) ~= "string" then error("env needs a variable's name (a string), got " .. type(name), 2) end
  if default ~= nil and type(default) ~= "string" then
    error(format("env: the default for '%s' must be a string, as every variable is, got %s", name, type(default)), 2)
  end
  local value = b_environment.variable(name)
  if value ~= nil then return value end
  if default ~= nil then
    -- A misspelt name would quietly read its default: warned at the flow's line.
    b_environment.defaulted(name)
    return default
  end
  local names = b_environment.names()
  error(format("env: no variable '%s' is given%s (%s); give it with --env %s=VALUE, in \"env\" of flowrun.json or of a profile "
    .. "(--profile), or pass a default: env(%q, \"…\")", name, did_you_mean(name, names),
    #names == 0 and "none is" or "the variables given are " .. concat(names, ", "), name, name), 2)
end

-- The sandbox hides the process's environment; its refusal points at env.
if not pcall(os.getenv, "PATH") then
  rawset(os, "getenv", function(name)
    error(format("os.getenv: the process's environment is hidden from sandboxed flows; read a variable given to them with env(%q) "
      .. "(given with --env NAME=VALUE, or in \"env\" of flowrun.json)", tostring(name)), 2)
  end)
end

return {
  env = env,
}
