// Tests for shardmem/xla/hlo_module_schedule.hpp: a module put in a schedule's order, a schedule
// that leaves the module as written, and a schedule of another module refused.
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_module_schedule.hpp>
#include <shardmem/xla/hlo_parse.hpp>

#include <cstdint>
#include <string>
#include <vector>

using namespace shardmem;

namespace {

constexpr const char* two_negates = R"(HloModule m

ENTRY e {
  p = f32[4] parameter(0)
  a = f32[4] negate(p)
  b = f32[4] negate(p)
  ROOT t = (f32[4], f32[4]) tuple(a, b)
})";

std::string names(const hlo_computation& c) {
  std::string out;
  for (const hlo_instruction& i : c.instructions) {
    if (!out.empty()) out += ' ';
    out += i.name;
  }
  return out;
}

}  // namespace

TEST_CASE("a module reordered by a schedule runs its instructions in that order, all else as written") {
  const hlo_module m = parse_hlo_module(two_negates);
  hlo_module_schedule s;
  s.sequences = {{0, 2, 1, 3}};
  CHECK_FALSE(detail::hlo_schedule_as_written(m, s));
  const hlo_module r = hlo_reordered(m, s);
  CHECK(names(r.computations[0]) == "p b a t");
  CHECK(r.computations[0].root()->name == "t");
  CHECK(r.is_scheduled == m.is_scheduled);
  CHECK(names(m.computations[0]) == "p a b t");  // the module given is not changed
}

TEST_CASE("a schedule in the order as written, or empty, leaves the module as it is") {
  const hlo_module m = parse_hlo_module(two_negates);
  hlo_module_schedule s;
  s.sequences = {{0, 1, 2, 3}};
  CHECK(detail::hlo_schedule_as_written(m, s));
  CHECK(names(hlo_reordered(m, s).computations[0]) == "p a b t");
  s.sequences = {{}};
  CHECK(detail::hlo_schedule_as_written(m, s));
  CHECK(s.choice("e") == nullptr);
}

TEST_CASE("a schedule that is not each instruction once is refused, naming the computation") {
  const hlo_module m = parse_hlo_module(two_negates);
  hlo_module_schedule s;
  s.sequences = {{0, 1, 1, 3}};
  CHECK_THROWS_WITH_AS((void)hlo_reordered(m, s), "a schedule of 4 instructions does not fit computation 'e' of 4",
                       invalid_error);
  s.sequences = {{0, 1, 2}};
  CHECK_THROWS_WITH_AS((void)hlo_reordered(m, s), "a schedule of 3 instructions does not fit computation 'e' of 4",
                       invalid_error);
}
