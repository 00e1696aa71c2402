-- The cart follows the run's NEW_CART flag ("env" of flowrun.json, or
-- flowrun test --profile new_cart): the suite passes either way.
test("the cart is presented as the run's flag says", function()
  expect_ok(open_url("shop://cart"))
  local style = env("NEW_CART") == "on" and "page_sheet" or "form_sheet"
  expect_presented("CartViewController", { style = style })
end)
