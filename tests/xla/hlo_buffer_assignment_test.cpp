// Tests for xla/hlo_buffer_assignment.hpp: XLA's GPU buffer assignment and the memory_analysis()
// figures it gives. Small modules with numbers derived by reading buffer_assignment.cc,
// heap_simulator.cc and gpu/buffer_sharing.cc (said so beside each), the vectors of
// tests/data/hlo_vectors.json that state memory_analysis numbers (source named), and all 322
// compiled modules of tests/data/jaxdecomp against the bytes their memory_analysis() printed.
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_buffer_assignment.hpp>
#include <shardmem/xla/hlo_parse.hpp>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "deep_inputs.hpp"
#include "test_data.hpp"

using namespace shardmem;

namespace {

// The module (or its aliased variant) of vector `id` in tests/data/hlo_vectors.json.
hlo_module ba_vector_module(std::string_view id, const char* field = "text") {
  static const nlohmann::json vectors = nlohmann::json::parse(test::read_file(test::data_dir() / "hlo_vectors.json"));
  for (const auto& v : vectors)
    if (v.at("id") == id) return parse_hlo_module(v.at(field).get<std::string>());
  FAIL("no vector " << id);
  return {};
}

struct ba_figures {
  std::int64_t argument, output, alias, temp;
  friend bool operator==(const ba_figures&, const ba_figures&) = default;
};
doctest::String toString(const ba_figures& f) {
  return ("{argument " + std::to_string(f.argument) + ", output " + std::to_string(f.output) + ", alias " +
          std::to_string(f.alias) + ", temp " + std::to_string(f.temp) + "}")
      .c_str();
}
ba_figures ba_figures_of(const hlo_assignment& a) {
  return {a.memory.device.argument.count(), a.memory.device.output.count(), a.memory.device.alias.count(),
          a.memory.device.temp.count()};
}

// The allocation holding the value `name` defines at `index`, and the offset it has there.
struct ba_place {
  std::size_t allocation = 0;
  std::int64_t offset = -1;
};
ba_place ba_place_of(const hlo_assignment& a, const hlo_module& m, std::string_view name,
                     const hlo_shape_index& index = {}) {
  const std::optional<std::uint32_t> v = a.liveness.value_of(m, name, index);
  REQUIRE(v.has_value());
  for (std::size_t k = 0; k < a.allocations.size(); ++k)
    for (const hlo_allocation::slice& s : a.allocations[k].values)
      if (s.value == *v) return {k, s.offset};
  FAIL("value " << name << " has no allocation");
  return {};
}

std::string ba_error(std::string_view text) {
  try {
    (void)hlo_assign_buffers(parse_hlo_module(text));
  } catch (const invalid_error& e) {
    return e.what();
  }
  return "no error";
}

}  // namespace

TEST_CASE("an elementwise chain of temporaries shares one heap chunk") {
  // Derived by reading heap_simulator.cc RunComputation: exponential, log and negate each take
  // their dying operand's place (Free then ShareWith), so the three 1 KiB temporaries occupy one
  // 1,024-byte chunk; the entry parameter is the argument, the slice the output.
  const hlo_module m = parse_hlo_module(R"(HloModule chain, is_scheduled=true
ENTRY e {
  p = f32[256]{0} parameter(0)
  a = f32[256]{0} exponential(p)
  b = f32[256]{0} log(a)
  c = f32[256]{0} negate(b)
  ROOT r = f32[64]{0} slice(c), slice={[0:64]}
})");
  const hlo_assignment a = hlo_assign_buffers(m);
  CHECK(ba_figures_of(a) == ba_figures{1024, 256, 0, 1024});
  CHECK(ba_place_of(a, m, "a").allocation == ba_place_of(a, m, "c").allocation);
  CHECK(ba_place_of(a, m, "a").offset == ba_place_of(a, m, "c").offset);
  CHECK(a.memory.device.total().count() == 1024 + 256 + 1024);
}

TEST_CASE("a loop fusion elementwise on its operand writes over it; a reversing fusion does not") {
  // Derived by reading gpu/buffer_sharing.cc FusionCanShareBufferHint: f_mul's parameter reaches
  // the root through a multiply only, so b takes a's chunk; f_rev's root is a reverse, so c needs
  // a chunk of its own while b is still read: two 1 KiB chunks, the second at offset 1,024.
  const hlo_module m = parse_hlo_module(R"(HloModule fusions, is_scheduled=true
f_mul {
  x = f32[256]{0} parameter(0)
  ROOT m = f32[256]{0} multiply(x, x)
}
f_rev {
  y = f32[256]{0} parameter(0)
  ROOT r = f32[256]{0} reverse(y), dimensions={0}
}
ENTRY e {
  p = f32[256]{0} parameter(0)
  a = f32[256]{0} negate(p)
  b = f32[256]{0} fusion(a), kind=kLoop, calls=f_mul
  c = f32[256]{0} fusion(b), kind=kLoop, calls=f_rev
  ROOT s = f32[8]{0} slice(c), slice={[0:8]}
})");
  const hlo_assignment a = hlo_assign_buffers(m);
  CHECK(ba_figures_of(a) == ba_figures{1024, 32, 0, 2048});
  CHECK(ba_place_of(a, m, "a").offset == ba_place_of(a, m, "b").offset);
  CHECK(ba_place_of(a, m, "b").offset != ba_place_of(a, m, "c").offset);
}

TEST_CASE("an in-place custom call and its elementwise user live in the output allocation") {
  // Derived by reading buffer_assignment.cc (the pattern of jaxdecomp's pfft3d modules): {c, k}
  // is one buffer (output_to_operand_aliasing); it may not take the read-only parameter's
  // allocation, but it may take the output's: k's range ends where r starts and r (negate) may
  // write over k (LiveRangeInterferes). Only the 1 KiB workspace w is temporary.
  const hlo_module m = parse_hlo_module(R"(HloModule inplace, is_scheduled=true
ENTRY e {
  p = f32[64]{0} parameter(0)
  c = f32[64]{0} copy(p)
  w = s8[1024]{0} custom-call(), custom_call_target="workspace"
  k = f32[64]{0} custom-call(c, w), custom_call_target="fft", output_to_operand_aliasing={{}: (0, {})}
  ROOT r = f32[64]{0} negate(k)
})");
  const hlo_assignment a = hlo_assign_buffers(m);
  CHECK(ba_figures_of(a) == ba_figures{256, 256, 0, 1024});
  const std::size_t out = ba_place_of(a, m, "r").allocation;
  CHECK(a.allocations[out].kind == hlo_allocation::kind_t::output);
  CHECK(ba_place_of(a, m, "c").allocation == out);
  CHECK(ba_place_of(a, m, "k").allocation == out);
}

TEST_CASE("tuple index tables are temporaries of their own, combined at 128-byte boundaries") {
  // Derived by reading buffer_assignment.cc: t's table (16 bytes) and u's (8) get an allocation
  // each (tuple-shaped buffers); CombineTempAllocations lays them end to end, the second at
  // RoundUpTo(16, 128): temp 136. n ends where r starts and r (add) may write over n's last
  // position h, so n lives in the output allocation.
  const hlo_module m = parse_hlo_module(R"(HloModule tables, is_scheduled=true
ENTRY e {
  p = f32[4]{0} parameter(0)
  n = f32[4]{0} negate(p)
  t = (f32[4]{0}, f32[4]{0}) tuple(p, n)
  u = (f32[4]{0}) tuple(n)
  g = f32[4]{0} get-tuple-element(t), index=1
  h = f32[4]{0} get-tuple-element(u), index=0
  ROOT r = f32[4]{0} add(g, h)
})");
  const hlo_assignment a = hlo_assign_buffers(m);
  CHECK(ba_figures_of(a) == ba_figures{16, 16, 0, 136});
  CHECK(ba_place_of(a, m, "n").allocation == ba_place_of(a, m, "r").allocation);
  CHECK(ba_place_of(a, m, "t").offset == 0);
  CHECK(ba_place_of(a, m, "u").offset == 128);
  // No value needs the 112 bytes between the two tables: the temp allocation's gaps.
  const auto temp = std::find_if(a.allocations.begin(), a.allocations.end(),
                                 [](const hlo_allocation& x) { return x.kind == hlo_allocation::kind_t::temp; });
  REQUIRE(temp != a.allocations.end());
  CHECK(temp->gaps == 112);
}

TEST_CASE("host memory: a parameter in S(5) counts in the host fields") {
  // Derived by reading pjrt_executable.cc PopulateBufferStatsFromAllocations: an allocation whose
  // values' layouts say memory space 5 counts in host_argument_size_in_bytes.
  const hlo_module m = parse_hlo_module(R"(HloModule host, is_scheduled=true
ENTRY e {
  p = f32[4]{0:S(5)} parameter(0)
  ROOT c = f32[4]{0} copy(p)
})");
  const hlo_assignment a = hlo_assign_buffers(m);
  CHECK(ba_figures_of(a) == ba_figures{0, 16, 0, 0});
  CHECK(a.memory.host.argument.count() == 16);
  CHECK(a.memory.host.output.count() == 0);
  CHECK(a.allocations[ba_place_of(a, m, "p").allocation].memory_space == 5);
}

TEST_CASE("XLA's ReuseOutputBufferIfExactlySized: the temporary negate lives in the output allocation") {
  // xla-bufassign-reuse-output-exact (buffer_assignment_test.cc ReuseOutputBufferIfExactlySized):
  // negate and broadcast share one allocation, slice has its own; derived fields 400/400/0/40.
  const hlo_module m = ba_vector_module("xla-bufassign-reuse-output-exact");
  const hlo_assignment a = hlo_assign_buffers(m);
  CHECK(ba_place_of(a, m, "negate").allocation == ba_place_of(a, m, "broadcast").allocation);
  CHECK(ba_place_of(a, m, "slice").allocation != ba_place_of(a, m, "broadcast").allocation);
  CHECK(ba_figures_of(a) == ba_figures{400, 400, 0, 40});
}

TEST_CASE("XLA's PeakBuffers: log, rev, neg and concat share one temp allocation") {
  // xla-bufassign-peak-buffers (buffer_assignment_test.cc PeakBuffers): concat's allocation is a
  // preallocated temp holding log, rev, neg and concat. The vector's derived 1,600 bytes is the
  // packing at alignment 1 (XLA's test); at the GPU's 128 bytes, derived by reading
  // heap_simulator.cc, concat takes [0, 800), rev [896, 1296), neg [1408, 1808), log [0, 400).
  const hlo_module m = ba_vector_module("xla-bufassign-peak-buffers");
  const hlo_assignment a = hlo_assign_buffers(m);
  const std::size_t temp = ba_place_of(a, m, "concat").allocation;
  CHECK(a.allocations[temp].kind == hlo_allocation::kind_t::temp);
  for (const char* name : {"log", "rev", "neg"}) CHECK(ba_place_of(a, m, name).allocation == temp);
  CHECK(ba_place_of(a, m, "rev").offset == 896);
  CHECK(ba_place_of(a, m, "neg").offset == 1408);
  CHECK(ba_figures_of(a) == ba_figures{400, 4, 0, 1808});
}

TEST_CASE("donation: an aliased parameter counts as argument, output and alias") {
  // xla-doc-aliasing-increment (docs/aliasing.md): two 4-byte buffers (the doc's words); derived
  // fields 4/4/0/0, and for the aliased variant 4/4/4/0 (total 4). The constant counts nowhere.
  const hlo_assignment plain = hlo_assign_buffers(ba_vector_module("xla-doc-aliasing-increment"));
  CHECK(ba_figures_of(plain) == ba_figures{4, 4, 0, 0});
  CHECK(plain.memory.device.total().count() == 8);
  const hlo_assignment donated = hlo_assign_buffers(ba_vector_module("xla-doc-aliasing-increment", "variant_text"));
  CHECK(ba_figures_of(donated) == ba_figures{4, 4, 4, 0});
  CHECK(donated.memory.device.total().count() == 4);
  // xla-nvptx-allreduce-inplace-donated (nvptx_compiler_test.cc AllReducePerformedInplace): the
  // all-reduce shares its slice with param0; derived fields 512/512/512/0.
  const hlo_module m = ba_vector_module("xla-nvptx-allreduce-inplace-donated");
  const hlo_assignment a = hlo_assign_buffers(m);
  CHECK(ba_place_of(a, m, "allreduce").allocation == ba_place_of(a, m, "param0").allocation);
  CHECK(ba_figures_of(a) == ba_figures{512, 512, 512, 0});
}

TEST_CASE("XLA's InPlaceBuffer: the dynamic-update-slices take the parameter's allocation") {
  // xla-bufassign-inplace-dus (buffer_assignment_test.cc InPlaceBuffer): the allocation of
  // get-tuple-element.4 (parameter state at {1}) is that of both dynamic-update-slices.
  const hlo_module m = ba_vector_module("xla-bufassign-inplace-dus");
  const hlo_assignment a = hlo_assign_buffers(m);
  const std::size_t state = ba_place_of(a, m, "state", {1}).allocation;
  CHECK(ba_place_of(a, m, "dynamic-update-slice.5").allocation == state);
  CHECK(ba_place_of(a, m, "dynamic-update-slice.9").allocation == state);
  CHECK(a.allocations[state].kind == hlo_allocation::kind_t::argument);
}

TEST_CASE("jaxdecomp vectors: memory_analysis() of three compiled GPU modules") {
  // jaxdecomp-* (ASKabalan/jaxdecomp-benchmarks out_prof, a100/8): the CSV's argument, output
  // and temp bytes, as printed. The FFT's temp: two 16 MiB temporaries and four tuple tables of
  // its two all-to-all-starts, each rounded up to 128 bytes.
  CHECK(ba_figures_of(hlo_assign_buffers(ba_vector_module("jaxdecomp-jaxfft-256-2x4-f32-fft"))) ==
        ba_figures{8388608, 16777216, 0, 33554944});
  CHECK(ba_figures_of(hlo_assign_buffers(ba_vector_module("jaxdecomp-jaxfft-256-1x8-f32-ifft"))) ==
        ba_figures{16777216, 16777216, 0, 33554688});
  CHECK(ba_figures_of(hlo_assign_buffers(ba_vector_module("jaxdecomp-pfft3d-256-2x4-f32-fft-noncont"))) ==
        ba_figures{8388608, 16777216, 0, 33554432});
}

TEST_CASE("all 322 jaxdecomp modules: argument, output and temp bytes exactly as memory_analysis() printed") {
  // tests/data/jaxdecomp (SOURCE.md): the CSV columns argument_size, output_size, temp_size of
  // each run; no run donates a buffer, so alias is 0.
  int runs = 0, exact = 0;
  for (const test::jaxdecomp_run& run : test::jaxdecomp_runs()) {
    CAPTURE(run.module.string());
    const hlo_module m = parse_hlo_module(test::read_file(run.module));
    const hlo_assignment a = hlo_assign_buffers(m);
    const ba_figures want{run.argument(), run.output(), 0, run.temp()};
    CHECK(ba_figures_of(a) == want);
    exact += ba_figures_of(a) == want ? 1 : 0;
    // Every value has exactly one place, inside its allocation, at a multiple of 128 bytes (the
    // heap aligns its chunks and CombineTempAllocations the allocations it lays end to end).
    std::vector<int> placed(a.liveness.values.size(), 0);
    for (const hlo_allocation& al : a.allocations)
      for (const hlo_allocation::slice& s : al.values) {
        ++placed[s.value];
        CHECK(s.offset % 128 == 0);
        CHECK(s.offset + s.size <= al.size);
      }
    CHECK(std::all_of(placed.begin(), placed.end(), [](int n) { return n == 1; }));
    ++runs;
  }
  CHECK(runs == 322);
  CHECK(exact == 322);
}

TEST_CASE("XLA's WhileWithDynamicUpdateSliceShare: the loop state and both in-place writes are one allocation") {
  // buffer_assignment_test.cc WhileWithDynamicUpdateSliceShare (module text as the test gives it;
  // the test runs copy insertion first, which these in-place writes need none of): the top-level
  // slices of dynamic-update-slice.5 and .9 are the same. Derived by the rules: they are that of
  // the while's state {1} (its phi, the body parameter's, broadcast.6 of the entry), a temporary
  // (the entry returns element 0 only).
  const hlo_module m = parse_hlo_module(R"(HloModule test
while_body {
  state = (s32[], f32[1280,1,128]{2,1,0}) parameter(0)
  constant.1 = f32[] constant(0)
  broadcast.6 = f32[128,1,128]{2,1,0} broadcast(constant.1), dimensions={}
  get-tuple-element.4 = f32[1280,1,128]{2,1,0} get-tuple-element(state), index=1
  get-tuple-element.3 = s32[] get-tuple-element(state), index=0
  constant.2 = s32[] constant(128)
  add.5 = s32[] add(get-tuple-element.3, constant.2)
  constant.3 = s32[] constant(0)
  dynamic-update-slice.5 = f32[1280,1,128]{2,1,0} dynamic-update-slice(get-tuple-element.4, broadcast.6, constant.3, constant.3, constant.3)
  dynamic-update-slice.9 = f32[1280,1,128]{2,1,0} dynamic-update-slice(dynamic-update-slice.5, broadcast.6, constant.3, constant.3, constant.3)
  ROOT tuple.85 = (s32[], f32[1280,1,128]{2,1,0}) tuple(add.5, dynamic-update-slice.9)
}
while_condition {
  state = (s32[], f32[1280,1,128]{2,1,0}) parameter(0)
  get-tuple-element = s32[] get-tuple-element(state), index=0
  get-tuple-element.1 = s32[] constant(3)
  ROOT less-than.339.338 = pred[] compare(get-tuple-element, get-tuple-element.1), direction=LT
}
ENTRY entry_computation {
  constant.7 = s32[] constant(0)
  copy.1 = s32[] copy(constant.7)
  constant.6 = f32[] constant(0)
  broadcast.6 = f32[1280,1,128]{2,1,0} broadcast(constant.6), dimensions={}
  tuple.1 = (s32[], f32[1280,1,128]{2,1,0}) tuple(copy.1, broadcast.6)
  while.0 = (s32[], f32[1280,1,128]{2,1,0}) while(tuple.1), condition=while_condition, body=while_body
  ROOT get-tuple-element.2 = s32[] get-tuple-element(while.0), index=0
})");
  const hlo_assignment a = hlo_assign_buffers(m);
  const ba_place dus5 = ba_place_of(a, m, "dynamic-update-slice.5"), dus9 = ba_place_of(a, m, "dynamic-update-slice.9");
  CHECK(dus5.allocation == dus9.allocation);  // XLA's facts
  CHECK(dus5.offset == dus9.offset);
  CHECK(ba_place_of(a, m, "while.0", {1}).allocation == dus5.allocation);  // derived
  CHECK(a.allocations[dus5.allocation].kind == hlo_allocation::kind_t::temp);
}

TEST_CASE("XLA's ColocatedBufferWithEntryParameter and ExampleConditional: what loops and branches share") {
  // buffer_assignment_test.cc ColocatedBufferWithEntryParameter (module text as given): the
  // parameter's slice is while.0's (body.v0 passes its state through, so while.0 defines no
  // value: it holds param.3's) but not while.1's.
  const hlo_module m = parse_hlo_module(R"(HloModule test_module
%cond.v0 {
  %param = s32[] parameter(0)
  ROOT %constant = pred[] constant(true)
}
%cond.v1 {
  %param.0 = s32[] parameter(0)
  ROOT %constant.0 = pred[] constant(true)
}
%body.v0 {
  ROOT %param.1 = s32[] parameter(0)
}
%body.v1 {
  %param.2 = s32[] parameter(0)
  ROOT add = s32[] add(%param.2, %param.2)
}
ENTRY %test_module {
  %param.3 = s32[] parameter(0)
  %while.0 = s32[] while(%param.3), condition=%cond.v0, body=%body.v0
  %mul = s32[] multiply(%while.0, %while.0)
  %while.1 = s32[] while(%mul), condition=%cond.v1, body=%body.v1
  ROOT %bcast = s32[1024,1024]{1,0} broadcast(s32[] %while.1), dimensions={}
})");
  const hlo_assignment a = hlo_assign_buffers(m);
  CHECK_FALSE(a.liveness.value_of(m, "while.0").has_value());
  CHECK(ba_place_of(a, m, "while.1").allocation != ba_place_of(a, m, "param.3").allocation);
  CHECK(ba_place_of(a, m, "while.1").allocation == ba_place_of(a, m, "add").allocation);  // derived
  // buffer_assignment_test.cc ExampleConditional (builder code, transcribed): the conditional's
  // top-level allocation is that of the true and of the false computation's root, one size.
  const hlo_module c = parse_hlo_module(R"(HloModule ExampleConditional
Ceil {
  x.1 = f32[] parameter(0)
  ROOT ceil = f32[] ceil(x.1)
}
Floor {
  x.2 = f32[] parameter(0)
  ROOT floor = f32[] floor(x.2)
}
ENTRY ExampleConditional {
  pred = pred[] constant(false)
  const1 = f32[] constant(56.4)
  const2 = f32[] constant(12.4)
  ROOT conditional = f32[] conditional(pred, const1, const2), true_computation=Ceil, false_computation=Floor
})");
  const hlo_assignment b = hlo_assign_buffers(c);
  const std::size_t at = ba_place_of(b, c, "conditional").allocation;
  CHECK(ba_place_of(b, c, "ceil").allocation == at);
  CHECK(ba_place_of(b, c, "floor").allocation == at);
  CHECK(b.allocations[at].size == 4);
}

TEST_CASE("a lax.scan-like loop: the carry and the stacked outputs are output allocations, the counter a temp") {
  // Derived by the rules (buffer_assignment.cc, heap_simulator.cc): the loop state's buffers
  // {i0, i1, phis} 4 B, {h0, t, phis} 1 KiB, {ys0, ys1, phis} 8 KiB and its tuple tables 24 B
  // are one allocation each. The carry's and the stacked outputs' reach the root: output
  // 1,024 + 8,192 + 16 (res's table). Temp: the loop's table (24 B, its own allocation) then the
  // heap of the counter (4 B at 0) and lt (1 B at 128, live with it): 128 + 129 = 257.
  const hlo_module m = parse_hlo_module(test::read_file(test::data_dir() / "handwritten/scan_loop.hlo"));
  const hlo_assignment a = hlo_assign_buffers(m);
  CHECK(ba_figures_of(a) == ba_figures{1024, 9232, 0, 257});
  const std::size_t ys = ba_place_of(a, m, "ys0").allocation;
  CHECK(ba_place_of(a, m, "ys1").allocation == ys);
  CHECK(ba_place_of(a, m, "w", {2}).allocation == ys);
  CHECK(a.allocations[ys].kind == hlo_allocation::kind_t::output);
  CHECK(a.allocations[ys].size == 8192);
  CHECK(ba_place_of(a, m, "t").allocation == ba_place_of(a, m, "h0").allocation);
  CHECK(ba_place_of(a, m, "i1").allocation == ba_place_of(a, m, "lt").allocation);  // the temp
  CHECK(ba_place_of(a, m, "lt").offset == 256);
}

TEST_CASE("review: what is not modelled is refused with the reason") {
  const std::string simple = "HloModule m\nENTRY e { ROOT p = f32[4]{0} parameter(0) }";
  CHECK(ba_error("HloModule m\nc { ROOT x = s32[] parameter(0) }\nb { ROOT y = pred[] parameter(0) }\n"
                 "ENTRY e {\n  p = s32[] parameter(0)\n  ROOT w = s32[] while(p), condition=b, body=c\n}") ==
        "while 'w': the parameter of its condition 'b' is not shaped as the loop state");
  CHECK(ba_error("HloModule m, input_output_alias={ {}: (3, {}, may-alias) }\nENTRY e { ROOT p = f32[4]{0} "
                 "parameter(0) }") == "input_output_alias names parameter 3, which the entry computation lacks");
  // A parameter that is the result needs no temporary: it is argument and output at once.
  const hlo_assignment a = hlo_assign_buffers(parse_hlo_module(simple));
  CHECK(ba_figures_of(a) == ba_figures{16, 16, 0, 0});
  CHECK(hlo_assign_buffers(parse_hlo_module("HloModule m\nENTRY e { }")).allocations.empty());
}

TEST_CASE("TPU tiled layouts pad the sizes buffer assignment counts") {
  // docs/tiled_layout.md: f32[8,4]{1,0:T(8,128)} pads its minor dimension to 128, 4 KiB; on GPU
  // (which ignores tiles) 128 bytes. The negate's value pads alike and goes into the output's
  // allocation (exponential is elementwise on it).
  const hlo_module m = parse_hlo_module(R"(HloModule m, is_scheduled=true
ENTRY e {
  p = f32[8,4]{1,0:T(8,128)} parameter(0)
  n = f32[8,4]{1,0:T(8,128)} negate(p)
  ROOT r = f32[8,4]{1,0:T(8,128)} exponential(n)
})");
  CHECK(ba_figures_of(hlo_assign_buffers(m, hlo_backend::tpu)) == ba_figures{4096, 4096, 0, 0});
  CHECK(ba_figures_of(hlo_assign_buffers(m, hlo_backend::gpu)) == ba_figures{128, 128, 0, 0});
  CHECK(hlo_liveness(m, hlo_backend::tpu).peak == 2 * 4096);  // p, and n handed over to r
}

TEST_CASE("buffer assignment of an HLO call chain 100000 deep numbers its values, not a stack overflow") {
  // (Its values are numbered in the call graph's post order, walked from the entry.)
  const hlo_module m = parse_hlo_module(test::hlo_call_chain(100000));
  const hlo_assignment a = hlo_assign_buffers(m);
  CHECK(a.memory.device.argument.count() == 16);
  CHECK(a.memory.device.output.count() == 16);
  CHECK(a.memory.device.temp.count() == 0);
  CHECK(a.liveness.schedule_end() == 200004);
}

namespace {

// Two assignments are the same: every allocation's size, kind, parameter and values at their offsets.
void check_same_assignment(const hlo_assignment& a, const hlo_assignment& b) {
  CHECK(ba_figures_of(a) == ba_figures_of(b));
  REQUIRE(a.allocations.size() == b.allocations.size());
  for (std::size_t k = 0; k < a.allocations.size(); ++k) {
    const hlo_allocation &x = a.allocations[k], &y = b.allocations[k];
    CAPTURE(k);
    CHECK(x.size == y.size);
    CHECK(x.kind == y.kind);
    CHECK(x.parameter == y.parameter);
    REQUIRE(x.values.size() == y.values.size());
    for (std::size_t i = 0; i < x.values.size(); ++i) {
      CHECK(x.values[i].value == y.values[i].value);
      CHECK(x.values[i].offset == y.values[i].offset);
      CHECK(x.values[i].size == y.values[i].size);
    }
  }
}

// Modules of the shapes whose reuse checks a scan makes quadratic: an elementwise chain (each
// value may join the output's allocation), many outputs (many reusable allocations), a loop
// body, donated parameters beside outputs of other sizes.
std::vector<std::string> ba_shape_modules() {
  std::vector<std::string> out;
  std::string chain = "HloModule chain\nENTRY e {\n  p = f32[64] parameter(0)\n";
  for (int i = 0; i < 60; ++i)
    chain += "  e" + std::to_string(i) + " = f32[64] " + (i % 3 == 0 ? "exponential" : "negate") + "(" +
             (i == 0 ? std::string("p") : "e" + std::to_string(i - 1)) + ")\n";
  out.push_back(chain + "  ROOT r = f32[64] add(e59, p)\n}\n");
  std::string wide = "HloModule wide\nENTRY e {\n  p = f32[32] parameter(0)\n  q = f32[64] parameter(1)\n";
  std::string types, names;
  for (int i = 0; i < 40; ++i) {
    const bool big = i % 4 == 0;
    const std::string n = "w" + std::to_string(i);
    wide += "  " + n + " = " + (big ? "f32[64] exponential(q)\n" : "f32[32] negate(p)\n");
    if (i % 5 != 4) types += (types.empty() ? "" : ", ") + std::string(big ? "f32[64]" : "f32[32]"), names += (names.empty() ? "" : ", ") + n;
  }
  out.push_back(wide + "  ROOT t = (" + types + ") tuple(" + names + ")\n}\n");
  out.push_back(
      "HloModule donated, input_output_alias={ {0}: (0, {}, may-alias), {1}: (1, {}, may-alias) }\n"
      "ENTRY e {\n  a = f32[128] parameter(0)\n  b = f32[64] parameter(1)\n  x = f32[128] exponential(a)\n"
      "  y = f32[128] negate(x)\n  z = f32[64] exponential(b)\n  u = f32[64] negate(z)\n  v = f32[32] slice(u), "
      "slice={[0:32]}\n  c = f32[] constant(0)\n  w = f32[64] pad(v, c), padding=0_32\n  ROOT t = (f32[128], f32[64], f32[64]) "
      "tuple(y, w, u)\n}\n");
  return out;
}

}  // namespace

TEST_CASE("reuse and interference found by index, not by scan, assign every module as XLA's scans do") {
  // The indexed checks (reuse_index, an allocation's ranges by start, the heap's placed_index)
  // against detail::assign_buffers(..., by_scan = true), which asks every reusable allocation,
  // every value in it and every placed chunk in turn as buffer_assignment.cc and heap_simulator.cc
  // do: the same allocations, values and offsets on all 322 jaxdecomp modules, the HLO vectors
  // that buffer assignment reads, and the shapes above.
  int modules = 0;
  auto same = [&](const hlo_module& m) {
    check_same_assignment(detail::assign_buffers(m, hlo_backend::gpu, false),
                          detail::assign_buffers(m, hlo_backend::gpu, true));
    ++modules;
  };
  for (const test::jaxdecomp_run& run : test::jaxdecomp_runs()) {
    CAPTURE(run.module.string());
    same(parse_hlo_module(test::read_file(run.module)));
  }
  CHECK(modules == 322);
  const nlohmann::json vectors = nlohmann::json::parse(test::read_file(test::data_dir() / "hlo_vectors.json"));
  int vector_modules = 0;
  for (const auto& v : vectors) {
    CAPTURE(v.at("id").get<std::string>());
    hlo_module m;
    try {
      m = parse_hlo_module(v.at("text").get<std::string>());
      (void)hlo_assign_buffers(m);
    } catch (const error&) {
      continue;  // StableHLO or what buffer assignment refuses (its own tests say which)
    }
    same(m);
    ++vector_modules;
  }
  CHECK(vector_modules >= 5);
  for (const std::string& text : ba_shape_modules()) {
    const hlo_module m = parse_hlo_module(text);
    same(m);
  }
  // CPU's rules (its alignment, its sharing without a backend hint) on the JAX programs of
  // tests/data/jax_cpu_small.
  int cpu = 0;
  for (const auto& dir : std::filesystem::directory_iterator(test::data_dir() / "jax_cpu_small")) {
    if (!dir.is_directory()) continue;
    CAPTURE(dir.path().string());
    const hlo_module m = parse_hlo_module(test::read_file(dir.path() / "compiled.hlo"));
    check_same_assignment(detail::assign_buffers(m, hlo_backend::cpu, false),
                          detail::assign_buffers(m, hlo_backend::cpu, true));
    ++cpu;
  }
  CHECK(cpu >= 10);
}

TEST_CASE("buffer assignment gives back the room the dataflow reserved for values that tuples' elements never made") {
  // The dataflow reserves a value for every subshape; a get-tuple-element or a tuple's elements
  // define none, and the room left would be held through buffer assignment's peak.
  const hlo_module m = parse_hlo_module(R"(HloModule m
ENTRY e {
  p = (f32[4], f32[4], f32[4], f32[4]) parameter(0)
  a = f32[4] get-tuple-element(p), index=0
  b = f32[4] get-tuple-element(p), index=1
  c = f32[4] add(a, b)
  ROOT t = (f32[4], f32[4], f32[4]) tuple(a, b, c)
})");
  const hlo_assignment a = hlo_assign_buffers(m);
  CHECK(a.liveness.values.size() == 7);  // p's five, c and t's table
  CHECK(a.liveness.values.capacity() == a.liveness.values.size());
}
