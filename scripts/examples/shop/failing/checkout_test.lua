-- A deliberately failing example: run it to see what a failure looks like
-- (scripts/flowrun test scripts/examples/shop/failing). The flow forgets
-- that a guest must log in first, so the orders are not on top: the report
-- shows the failed expectation at its line, the steps before it, the trace
-- of the navigation and the app tree at the failure.

test("a guest opens the orders link and expects to see the orders", function()
  app.select_tab(2)
  local link = open_url("shop://account/orders")
  expect_top("OrdersViewController")
  expect_ok(link)
end)
