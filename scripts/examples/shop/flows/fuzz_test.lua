-- The link table probed with URLs made from its own patterns: each lands,
-- is refused or is unmatched, with a reason; a URL its own route takes
-- lands there. Seeded, so the same URLs every run. flowrun links --fuzz
-- does the same from every starting state, warm and cold.
test("a fuzzed link lands, is refused or is unmatched", { each = links:fuzz { seed = 7, count = 3 } }, function(_, case)
  case.check(open_url(case.url))
end)
