-- The check(link) of each row links:fuzz makes: it fails the test when the
-- opening of the row's URL surprises (see flowrun links --fuzz). Installed
-- by the runner over its Swift verdict (`F.fuzz_surprise`) and the
-- prelude's hook into the rows, link objects and argument checks.
local F = ...
local error, rawget = error, rawget
local surprise, no_more, link_opening, fuzz_warn, ipairs = F.fuzz_surprise, F.no_more, F.link_opening, F.fuzz_warn, ipairs

-- `notes` (the first row's): the routes links:fuzz made no URL for, said when the row is checked (fuzzing
-- runs), not when the file loads.
F.on_fuzz_row(function(row, notes)
  local route_pattern, fits, url = row.route, row.fits, row.url
  row.check = function(link, ...)
    no_more("check", 1, link, ...)
    for _, note in ipairs(notes or {}) do fuzz_warn(note) end
    local number, kind = link_opening(link)
    if not number then error("check needs the opening open_url returned, got " .. kind, 2) end
    local why = surprise(number, route_pattern, fits, url)
    -- An expectation either way: the opening's outcome is what the test checks.
    local expect = rawget(_G, "expect")
    if expect then expect(why == nil, why) elseif why ~= nil then error(why, 2) end
    return link
  end
end)
