// Tests for xla/hlo_buffer_tables.hpp: the compact vector of buffer assignment's value sets
// (one element in place, more in a block; copies deep, moves handing the block over) and the
// name tables of a module's computations and instructions.
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_buffer_tables.hpp>
#include <shardmem/xla/hlo_parse.hpp>

#include <cstdint>
#include <utility>
#include <vector>

using namespace shardmem;

TEST_CASE("ba_small holds one element in place and more in a block; copies are deep, moves hand over") {
  using small = detail::ba_small<std::uint32_t>;
  small a;
  CHECK(a.empty());
  a.push_back(7);
  REQUIRE(a.size() == 1);
  CHECK(a.front() == 7);
  const std::uint32_t* inline_at = a.begin();
  CHECK(reinterpret_cast<const void*>(inline_at) == static_cast<const void*>(&a));  // in the record
  for (std::uint32_t k = 0; k < 10; ++k) a.push_back(k);
  REQUIRE(a.size() == 11);
  CHECK(std::vector<std::uint32_t>(a.begin(), a.end()) ==
        std::vector<std::uint32_t>{7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9});
  a.push_back(a[3]);  // an element of its own, as it grows
  CHECK(a[11] == 2);
  small b = a;  // deep
  b[0] = 100;
  CHECK(a[0] == 7);
  small c = std::move(b);
  CHECK(b.empty());
  CHECK(c.size() == 12);
  CHECK(c[0] == 100);
  c = {5};
  CHECK(c.size() == 1);
  CHECK(c.front() == 5);
  c = a;
  CHECK(std::vector<std::uint32_t>(c.begin(), c.end()) == std::vector<std::uint32_t>(a.begin(), a.end()));
  b = std::move(c);
  CHECK(b.size() == 12);
  CHECK(sizeof(small) == 16);
  CHECK(sizeof(detail::ba_small<detail::ba_position>) == 24);
}

TEST_CASE("an instruction named alike in two computations is found in each by buffer assignment's name table") {
  const hlo_module m = parse_hlo_module(R"(HloModule m
callee {
  y = f32[4] parameter(0)
  x = f32[4] negate(y)
  ROOT z = f32[4] exponential(x)
}
ENTRY e {
  x = f32[4] parameter(0)
  y = f32[4] negate(x)
  ROOT c = f32[4] call(y), to_apply=callee
})");
  const detail::ba_name_table names(m);
  CHECK(names.find(0, "x") == 1);
  CHECK(names.find(1, "x") == 0);
  CHECK(names.find(0, "y") == 0);
  CHECK(names.find(1, "y") == 1);
  CHECK(names.find(0, "c") == detail::ba_name_table::none);
  CHECK(names.find(1, "c") == 2);
}
