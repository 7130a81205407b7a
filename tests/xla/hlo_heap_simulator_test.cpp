// Tests for xla/hlo_heap_simulator.hpp: the heap of buffer assignment's delayed temporaries, the
// HeapSimulator's run and GlobalDecreasingSizeBestFitHeap's packing with 128-byte aligned offsets.
// Expected packings are our reading of heap_simulator.cc (derived by hand, said beside each).
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_heap_simulator.hpp>
#include <shardmem/xla/hlo_parse.hpp>

using namespace shardmem;

namespace {

constexpr std::string_view hs_module = R"(HloModule m
ENTRY e {
  p = f32[100] parameter(0)
  a = f32[100] exponential(p)
  b = f32[50] slice(a), slice={[0:50]}
  c = f32[50] negate(b)
  z = f32[0] constant({})
  x = f32[60] exponential(p)
  ROOT t = (f32[50], f32[60], f32[0]) tuple(c, x, z)
})";

// The module above, its values and its heap.
struct hs_fixture {
  hlo_module m = parse_hlo_module(hs_module);
  hlo_live_ranges lr = hlo_liveness(m);
  detail::ba_values v{m, lr};
  detail::ba_sharing s{v};
  detail::ba_temp_heap heap{v, s};
  [[nodiscard]] std::uint32_t value(std::string_view name) const { return *lr.value_of(m, name); }
};

}  // namespace

TEST_CASE("values live at one time take apart aligned places; values apart in time share one") {
  const hs_fixture f;
  const std::uint32_t a = f.value("a"), b = f.value("b"), x = f.value("x");
  // a (400 B) is live at times 1-2 and b (200 B) at 2-3: they meet at 2, b cannot take a's place
  // (a slice is not elementwise). Largest first: a at 0, b at the first 128-aligned offset past
  // a's 400 bytes, 512: a heap of 712 bytes, in the spatial and the temporal order alike.
  CHECK(f.v.end[a] == f.v.start[b]);
  const detail::ba_temp_heap::packing both = f.heap.pack({a, b});
  CHECK(both.size == 712);
  REQUIRE(both.offsets.size() == 2);
  CHECK(both.offsets[0] == std::pair<std::uint32_t, std::int64_t>{a, 0});
  CHECK(both.offsets[1] == std::pair<std::uint32_t, std::int64_t>{b, 512});
  // Without alignment and fragmentation the two need 600 bytes (memory/heap.hpp's floor).
  CHECK(f.heap.pack({a, b}, heap_algorithm::no_fragmentation).size == 600);
  // x (240 B) is made after a has died: it reuses offset 0, and the heap is a's 400 bytes.
  CHECK(f.v.end[a] < f.v.start[x]);
  const detail::ba_temp_heap::packing apart = f.heap.pack({a, x});
  CHECK(apart.size == 400);
  for (const auto& [value_id, offset] : apart.offsets) CHECK(offset == 0);
  CHECK(apart.zero_sized.empty());
}

TEST_CASE("a value of 0 bytes takes no place; a user taking its dying operand's buffer shares its offset") {
  const hs_fixture f;
  const detail::ba_temp_heap::packing zero = f.heap.pack({f.value("z")});
  CHECK(zero.size == 0);
  CHECK(zero.offsets.empty());
  CHECK(zero.zero_sized == std::vector<std::uint32_t>{f.value("z")});
  // c (negate, 200 B) starts where b dies and may write over it (HeapSimulator: Free(b) then
  // ShareWith(c, b)): one place, 200 bytes.
  const detail::ba_temp_heap::packing shared = f.heap.pack({f.value("b"), f.value("c")});
  CHECK(shared.size == 200);
  REQUIRE(shared.offsets.size() == 2);
  CHECK(shared.offsets[0].second == 0);
  CHECK(shared.offsets[1].second == 0);
  CHECK(f.heap.pack({f.value("b"), f.value("c")}, heap_algorithm::no_fragmentation).size == 200);
}
