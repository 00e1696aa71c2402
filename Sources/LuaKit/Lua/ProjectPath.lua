-- Unsandboxed, modules are still found from the project's folders first,
-- whatever folder the program running the flow started in. Run once in a
-- new host, with `package.path` for the project's folders.
local project_path = ...
package.path = project_path .. ";" .. package.path
