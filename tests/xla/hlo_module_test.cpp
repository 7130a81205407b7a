// Tests for xla/hlo_module.hpp: the structured module's queries (entry, find, root, attribute,
// memory_space, stack-frame sources) on hand-built modules.
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_module.hpp>

using namespace shardmem;

TEST_CASE("hlo_module finds its entry and computations; a computation its root") {
  hlo_module m;
  CHECK(m.entry() == nullptr);
  m.computations.push_back(
      {.name = "add", .instructions = {{.name = "a"}, {.name = "b", .root = true}, {.name = "c"}}});
  m.computations.push_back({.name = "main", .instructions = {{.name = "p"}, {.name = "q"}}});
  // No ENTRY marked: the last computation, as XLA's parser takes it; no ROOT: the last instruction.
  CHECK(m.entry()->name == "main");
  CHECK(m.entry()->root()->name == "q");
  CHECK(m.find("%add")->root()->name == "b");
  CHECK(m.find("add") == &m.computations[0]);
  CHECK(m.find("mul") == nullptr);
  m.computations[0].entry = true;
  CHECK(m.entry()->name == "add");
  CHECK(hlo_computation{}.root() == nullptr);
}

TEST_CASE("an instruction's attributes by name; a shape's memory space from its layout") {
  hlo_instruction i{.name = "ag", .attributes = {{"dimensions", "{0}"}, {"channel_id", "3"}}};
  CHECK(i.attribute("channel_id") == std::optional<std::string_view>("3"));
  CHECK_FALSE(i.attribute("replica_groups").has_value());
  hlo_shape s{.element = "f32", .dims = {4}};
  CHECK(s.memory_space() == 0);
  s.layout = hlo_layout{.minor_to_major = {0}, .memory_space = 5};
  CHECK(s.memory_space() == 5);
  CHECK(s.is_array());
  CHECK_FALSE(s.is_tuple());
}

TEST_CASE("stack frames resolve to a file and line through their location, or to nothing") {
  hlo_stack_frames t;
  t.file_names = {{1, "train.py"}};
  t.function_names = {{1, "<module>"}, {2, "step"}};
  t.file_locations = {{1, {.file_name_id = 1, .function_name_id = 2, .line = 85}}};
  t.frames = {{4, {.file_location_id = 1, .parent_frame_id = 1}}};
  CHECK(t.source(4) == std::optional<std::pair<std::string, std::int64_t>>({"train.py", 85}));
  CHECK_FALSE(t.source(3).has_value());  // no such frame
  t.frames.push_back({5, {.file_location_id = 9}});
  CHECK_FALSE(t.source(5).has_value());  // a location the table lacks
}
