-- QA's question as a matrix: whoever the user is and wherever they are in
-- the app, a product link (in each of its forms) lands on that product.
-- One case per combination, each named by its values, as in
-- "a product link lands on its product [guest, link=shop://item/42, from=under_a_modal]".
test("a product link lands on its product", {
  matrix = {
    user = fixtures { "guest", "logged_in" },
    link = { "shop://product/42", "https://shop.example.com/p/42", "shop://item/42" },
    from = states(),
  },
}, function(_, case)
  expect_ok(open_url(case.link))
  expect_top("ProductViewController", { product_id = 42 })
end)

-- Links and where they land, from a data file: one case per row, named by
-- its "name" column. After each, analytics counted the screen the row names.
group("a link from data/links.csv", function()
  after_each(function(_, row)
    local counted = false
    for _, class in ipairs(shop.screens_shown) do counted = counted or class == row.screen end
    expect(counted, row.screen .. " is not among the screens analytics counted")
  end)

  test("lands on its screen", { each = read_csv("data/links.csv") }, function(_, row)
    expect_ok(open_url(row.url))
    expect_top(row.screen)
  end)
end)
