-- The check(link) of each row links:fuzz makes: it fails the test when the
-- opening of the row's URL surprises (see flowrun links --fuzz). Installed
-- by the runner over its Swift verdict (`F.fuzz_surprise`) and the
-- prelude's hook into the rows, link objects and argument checks.
local F = ...
local error, rawget = error, rawget
local surprise, no_more, link_opening = F.fuzz_surprise, F.no_more, F.link_opening

F.on_fuzz_row(function(row)
  local route_pattern, fits, url = row.route, row.fits, row.url
  row.check = function(link, ...)
    no_more("check", 1, link, ...)
    local number, kind = link_opening(link)
    if not number then error("check needs the opening open_url returned, got " .. kind, 2) end
    local why = surprise(number, route_pattern, fits, url)
    -- An expectation either way: the opening's outcome is what the test checks.
    local expect = rawget(_G, "expect")
    if expect then expect(why == nil, why) elseif why ~= nil then error(why, 2) end
    return link
  end
end)
