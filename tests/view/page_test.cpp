// Tests for shardmem/view/page.hpp: a panel from the one buffer model, by hand-made ranges whose
// bytes by role are counted here step by step.
#include <doctest/doctest.h>

#include <shardmem/view/page.hpp>

#include <cstddef>
#include <cstdint>
#include <string>

using namespace shardmem;

TEST_CASE("view_panel_of: bytes by role at each step, the peak, output allocations held to the end") {
  buffer_ranges r;
  r.steps = 5;
  r.buffers = {
      {.size = bytes{1000}, .first = 0, .last = 4, .id = 0, .role = role::parameter, .argument = true},
      {.size = bytes{300}, .first = 1, .last = 2, .id = 1, .role = role::activation},
      {.size = bytes{500}, .first = 2, .last = 3, .id = 2, .role = role::temporary},
      // An output made at step 3 has its own allocation: XLA holds it the whole program.
      {.size = bytes{40}, .first = 3, .last = 4, .id = 3, .role = role::output, .output = true},
      // A temporary placed in an output's allocation holds nothing of its own.
      {.size = bytes{7}, .first = 1, .last = 1, .id = 4, .role = role::temporary, .in_output = true},
      // Host memory is not the device's.
      {.size = bytes{9},
       .first = 0,
       .last = 4,
       .id = 5,
       .role = role::optimizer_state,
       .memory_kind = memory_kind::pinned_host},
  };
  const view_panel p = view_panel_of(r, [](const buffer_range& b, std::size_t i) {
    return view_buffer{.name = "v" + std::to_string(i), .type = std::to_string(b.size.count())};
  });
  REQUIRE(p.steps == 5);
  REQUIRE(p.by_role.size() == 5);
  const std::int64_t expect[5] = {1040, 1340, 1840, 1540, 1040};
  for (std::size_t s = 0; s < 5; ++s) {
    CAPTURE(s);
    CHECK(p.live(s) == expect[s]);
    CHECK(p.by_role[s][static_cast<std::size_t>(role::parameter)] == 1000);
    CHECK(p.by_role[s][static_cast<std::size_t>(role::output)] == 40);
    CHECK(p.by_role[s][static_cast<std::size_t>(role::optimizer_state)] == 0);
  }
  CHECK(p.peak == bytes{1840});
  CHECK(p.peak_step == 2);
  CHECK(p.selected == 2);
  // Largest first, each with its kind of allocation and the steps it holds bytes.
  REQUIRE(p.buffers.size() == 4);
  CHECK(p.buffers[0].name == "v0");
  CHECK(p.buffers[0].allocation == "argument");
  CHECK(p.buffers[1].name == "v2");
  CHECK(p.buffers[1].allocation == "temporary");
  CHECK(p.buffers[3].name == "v3");
  CHECK(p.buffers[3].allocation == "output");
  CHECK(p.buffers[3].first == 0);
  CHECK(p.buffers[3].last == 4);
  CHECK(p.buffers[2].unpadded == bytes{300});  // no padding given: the size itself
}

TEST_CASE("view_panel_of keeps the largest buffers and counts the rest") {
  buffer_ranges r;
  r.steps = 2;
  for (std::uint32_t i = 0; i < 10; ++i)
    r.buffers.push_back({.size = bytes{100 + i}, .first = 0, .last = 1, .id = i, .role = role::temporary});
  const view_panel p = view_panel_of(r, nullptr, {.max_buffers = 3});
  REQUIRE(p.buffers.size() == 3);
  CHECK(p.buffers[0].size == bytes{109});
  CHECK(p.buffers[2].size == bytes{107});
  CHECK(p.unlisted == 7);
  CHECK(p.unlisted_bytes == bytes{100 + 101 + 102 + 103 + 104 + 105 + 106});
  CHECK(p.live(0) == 1045);  // the chart counts every buffer
}

TEST_CASE("view_panel_of refuses a buffer past the schedule and an empty schedule") {
  buffer_ranges r;
  r.steps = 2;
  r.buffers = {{.size = bytes{1}, .first = 0, .last = 2, .id = 0}};
  CHECK_THROWS_WITH_AS((void)view_panel_of(r, nullptr),
                       "view_panel_of: buffer 0 holds steps 0 to 2 of a schedule of 2 steps", invalid_error);
  r.steps = 0;
  r.buffers.clear();
  CHECK_THROWS_WITH_AS((void)view_panel_of(r, nullptr), "view_panel_of: a schedule of 0 steps; it has at least one",
                       invalid_error);
}
