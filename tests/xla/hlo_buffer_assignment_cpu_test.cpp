// Tests for XLA's CPU buffer assignment (xla/hlo_buffer_assignment.hpp with hlo_backend::cpu): one
// small module per rule that differs from GPU's or that CPU programs meet first, with numbers
// derived by reading the source the test names (cpu_compiler.cc, alias_info.cc,
// hlo_dataflow_analysis.cc, buffer_assignment.cc, as hlo_backend.hpp pins them), and the programs
// of tests/data/jax_cpu_small (made by their make_programs.py with JAX 0.10.2) against what their
// memory_analysis() printed.
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_buffer_assignment.hpp>
#include <shardmem/xla/hlo_backend.hpp>
#include <shardmem/xla/hlo_parse.hpp>

#include <nlohmann/json.hpp>

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

#include "test_data.hpp"

using namespace shardmem;

namespace {

std::int64_t cpu_temp(std::string_view text) {
  return hlo_assign_buffers(parse_hlo_module(text), hlo_backend::cpu).memory.device.temp.count();
}
std::int64_t gpu_temp(std::string_view text) {
  return hlo_assign_buffers(parse_hlo_module(text), hlo_backend::gpu).memory.device.temp.count();
}

// The offset of the value `name` defines (at {}) in its allocation.
std::int64_t offset_of(const hlo_assignment& a, const hlo_module& m, std::string_view name) {
  const auto v = a.liveness.value_of(m, name);
  REQUIRE(v.has_value());
  for (const hlo_allocation& al : a.allocations)
    for (const hlo_allocation::slice& s : al.values)
      if (s.value == *v) return s.offset;
  FAIL("no allocation holds " << name);
  return -1;
}

// A module whose entry makes n (256 bytes) and hands it to loop fusion x of computation f (`body`,
// reading f32[64] parameter q): x takes n's buffer over where the rules let it (temp 256), or
// not (512); the root, a slice, is too small for either.
std::string loop_fusion_module(std::string_view body) {
  return "HloModule m, is_scheduled=true\nf { q = f32[64]{0} parameter(0)\n" + std::string(body) + R"( }
ENTRY e {
  p = f32[64]{0} parameter(0)
  n = f32[64]{0} exponential(p)
  x = f32[64]{0} fusion(n), kind=kLoop, calls=f
  ROOT r = f32[8]{0} slice(x), slice={[0:8]}
})";
}

constexpr std::string_view add_applier = "add { x = f32[] parameter(0)\n  y = f32[] parameter(1)\n"
                                         "  ROOT a = f32[] add(x, y) }\n";

}  // namespace

TEST_CASE("CPU: an all-reduce does not write over its operand (no backend hint), where GPU's hint lets it") {
  // cpu_compiler.cc CreateBufferAssignment passes a default AliasInfo: MayAlias says nothing, and
  // CanShareOperandBufferWithUser ends at IsElementwiseOnOperand, false for all-reduce. GPU's
  // CanShareBufferHint says yes for a one-operand all-reduce. n goes into the output allocation
  // with r (they never meet); ar then cannot follow it on CPU and takes 1 KiB of temp.
  const std::string m = "HloModule m, is_scheduled=true\n" + std::string(add_applier) + R"(ENTRY e {
  p = f32[256]{0} parameter(0)
  n = f32[256]{0} negate(p)
  ar = f32[256]{0} all-reduce(n), replica_groups={}, to_apply=add
  ROOT r = f32[256]{0} negate(ar)
})";
  CHECK(cpu_temp(m) == 1024);
  CHECK(gpu_temp(m) == 0);
}

TEST_CASE("CPU: temporaries start at multiples of 64 bytes (MinAlign), GPU's at 128") {
  // cpu_compiler.cc memory_alignment: MinAlign() for every color, 64 in jaxlib. a and b (40 bytes
  // each) are live together; c takes a's chunk over (add is elementwise on a, which dies there).
  const std::string_view m = R"(HloModule m, is_scheduled=true
ENTRY e {
  p = f32[10]{0} parameter(0)
  a = f32[10]{0} negate(p)
  b = f32[10]{0} exponential(p)
  c = f32[10]{0} add(a, b)
  ROOT r = f32[5]{0} slice(c), slice={[0:5]}
})";
  const hlo_module mod = parse_hlo_module(m);
  const hlo_assignment a = hlo_assign_buffers(mod, hlo_backend::cpu);
  CHECK(a.memory.device.temp.count() == 64 + 40);
  CHECK(offset_of(a, mod, "a") == 64);
  CHECK(offset_of(a, mod, "c") == 64);
  CHECK(gpu_temp(m) == 128 + 40);
}

TEST_CASE("CPU: a loop fusion writes over its operand when every use of the fused parameter is elementwise") {
  // hlo_dataflow_analysis.cc CanShareOperandBufferWithUser, a loop fusion without a hint:
  // AreTransitiveUsesElementwiseOrTuple(fused parameter). A body that negates and adds
  // (elementwise) takes n's buffer as n dies; one that reverses its parameter may not.
  CHECK(cpu_temp(loop_fusion_module("e = f32[64]{0} negate(q)\n  ROOT s = f32[64]{0} add(e, q)")) == 256);
  CHECK(cpu_temp(loop_fusion_module("e = f32[64]{0} reverse(q), dimensions={0}\n  ROOT s = f32[64]{0} add(e, q)")) ==
        256 + 256);
}

TEST_CASE("CPU: a custom fusion (XLA:CPU's __ynn_fusion) writes over its operand only where its body is elementwise") {
  // A kCustom fusion is neither loop, input nor output: CanShareOperandBufferWithUser falls to
  // IsElementwiseOnOperand, HloFusionInstruction::IsElementwiseImpl's walk from the parameter: a
  // dot is not elementwise, a negate is.
  const std::string dot = R"(HloModule m, is_scheduled=true
f { a = f32[8,8]{1,0} parameter(0)
  ROOT d = f32[8,8]{1,0} dot(a, a), lhs_contracting_dims={1}, rhs_contracting_dims={0} }
ENTRY e {
  p = f32[8,8]{1,0} parameter(0)
  n = f32[8,8]{1,0} exponential(p)
  y = f32[8,8]{1,0} fusion(n), kind=kCustom, calls=f, backend_config={"fusion_config":{"kind":"__ynn_fusion"}}
  ROOT r = f32[1,8]{1,0} slice(y), slice={[0:1], [0:8]}
})";
  CHECK(cpu_temp(dot) == 256 + 256);
  std::string negate = dot;
  negate.replace(negate.find("dot(a, a), lhs_contracting_dims={1}, rhs_contracting_dims={0}"), 61, "negate(a)");
  CHECK(cpu_temp(negate) == 256);
}

TEST_CASE("CPU: an output fusion rooted in add(dot, p) writes over p when p's one use is the add") {
  // CanShareOperandBufferWithUser's output-fusion case: the root is an add with a dot operand,
  // and the fused parameter's only use is the add's other operand. Read through a multiply, it
  // is not (GPU's hint would still share: the multiply is elementwise).
  const std::string add = R"(HloModule m, is_scheduled=true
f { a = f32[8,8]{1,0} parameter(0)
  b = f32[8,8]{1,0} parameter(1)
  c = f32[8,8]{1,0} parameter(2)
  d = f32[8,8]{1,0} dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT r = f32[8,8]{1,0} add(d, c) }
ENTRY e {
  p = f32[8,8]{1,0} parameter(0)
  n = f32[8,8]{1,0} exponential(p)
  o = f32[8,8]{1,0} fusion(p, p, n), kind=kOutput, calls=f
  ROOT r = f32[1,8]{1,0} slice(o), slice={[0:1], [0:8]}
})";
  CHECK(cpu_temp(add) == 256);
  std::string through = add;
  through.replace(through.find("ROOT r = f32[8,8]{1,0} add(d, c)"), 32,
                  "m = f32[8,8]{1,0} multiply(c, c)\n  ROOT r = f32[8,8]{1,0} add(d, m)");
  CHECK(cpu_temp(through) == 512);
  CHECK(gpu_temp(through) == 256);
}

TEST_CASE("CPU: a bitcast-convert between types of one width is elementwise in a fusion; of two widths is not") {
  // HloInstruction::IsElementwiseImpl: kBitcastConvert is elementwise unless the bit widths differ.
  CHECK(cpu_temp(loop_fusion_module("i = s32[64]{0} bitcast-convert(q)\n  j = s32[64]{0} add(i, i)\n"
                                    "  ROOT s = f32[64]{0} bitcast-convert(j)")) == 256);
  CHECK(cpu_temp(loop_fusion_module("i = s16[64,2]{1,0} bitcast-convert(q)\n  j = s16[64,2]{1,0} add(i, i)\n"
                                    "  ROOT s = f32[64]{0} bitcast-convert(j)")) == 512);
}

TEST_CASE("thread-local computations' allocations decide the order of the temporaries laid end to end") {
  // buffer_assignment.cc CreateAssignment assigns the global computations' buffers (ar's tuple
  // table gets a temporary allocation), then the heap, then a thread-local allocation for each
  // buffer of the all-reduce's applier (x, y, a). CombineTempAllocations' std::partition (libstdc++
  // swaps from both ends) then leaves the heap before the table: the heap's 192 bytes at 0, the
  // table at 192. Without the applier's three allocations the table would come first, the heap
  // at 64: 256 bytes. (tests/data/jax_cpu_small/mlp_train_4x2 is this case at scale.)
  const std::string m = "HloModule m, is_scheduled=true\n" + std::string(add_applier) + R"(ENTRY e {
  p = f32[16]{0} parameter(0)
  n = f32[16]{0} negate(p)
  m = f32[16]{0} exponential(p)
  ar = (f32[16]{0}, f32[16]{0}) all-reduce(n, m), replica_groups={}, to_apply=add
  g0 = f32[16]{0} get-tuple-element(ar), index=0
  g1 = f32[16]{0} get-tuple-element(ar), index=1
  ROOT r = f32[16]{0} add(g0, g1)
})";
  const hlo_module mod = parse_hlo_module(m);
  const hlo_assignment a = hlo_assign_buffers(mod, hlo_backend::cpu);
  CHECK(a.memory.device.temp.count() == 192 + 16);
  CHECK(offset_of(a, mod, "ar") == 192);
  CHECK(detail::ba_thread_local_buffers(mod) == 3);
}

TEST_CASE("a fusion rooted in a scatter writes in place of the operand it scatters into") {
  // alias_info.cc: scatter is a default in-place operation, and GetFusionInstructionInPlace-
  // InputOutputPairs carries it to the fusion's parameter: the copy and the fusion are one buffer
  // (tests/data/jax_cpu_small/scatter_gather: copy.1 and wrapped_scatter at one offset).
  const std::string m = "HloModule m, is_scheduled=true\n" + std::string(add_applier) + R"(fs {
  o = f32[8,4]{1,0} parameter(0)
  i = s32[2,1]{1,0} parameter(1)
  u = f32[2,4]{1,0} parameter(2)
  ROOT s = f32[8,4]{1,0} scatter(o, i, u), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add }
ENTRY e {
  p = f32[8,4]{1,0} parameter(0)
  i = s32[2,1]{1,0} parameter(1)
  u = f32[2,4]{1,0} parameter(2)
  c = f32[8,4]{1,0} copy(p)
  f = f32[8,4]{1,0} fusion(c, i, u), kind=kLoop, calls=fs
  ROOT r = f32[4,8]{1,0} transpose(f), dimensions={1,0}
})";
  const hlo_module mod = parse_hlo_module(m);
  const hlo_assignment a = hlo_assign_buffers(mod, hlo_backend::cpu);
  CHECK(a.memory.device.temp.count() == 128);
  CHECK(a.liveness.values[*a.liveness.value_of(mod, "c")].buffer ==
        a.liveness.values[*a.liveness.value_of(mod, "f")].buffer);
}

TEST_CASE("JAX's CPU programs: argument, output, alias and temp bytes exactly as memory_analysis() printed") {
  // tests/data/jax_cpu_small/<name>: compiled.hlo and memory_analysis.json from make_programs.py
  // (JAX 0.10.2, jaxlib 0.10.2, 8 CPU devices): a 4x2-sharded MLP train step, AdamW, bf16
  // attention, lax.scan, lax.cond, a scatter and argsort, remat, a fori_loop of updates,
  // shard_map collectives, a convolution, mixed dtypes, a Cholesky solve (LAPACK custom calls).
  int programs = 0;
  for (const auto& dir : std::filesystem::directory_iterator(test::data_dir() / "jax_cpu_small")) {
    if (!std::filesystem::exists(dir.path() / "compiled.hlo")) continue;
    CAPTURE(dir.path().filename().string());
    const nlohmann::json want = nlohmann::json::parse(test::read_file(dir.path() / "memory_analysis.json"));
    const hlo_module m = parse_hlo_module(test::read_file(dir.path() / "compiled.hlo"));
    const hlo_assignment a = hlo_assign_buffers(m, hlo_backend::cpu);
    CHECK(a.memory.device.argument.count() == want.at("argument_size_in_bytes").get<std::int64_t>());
    CHECK(a.memory.device.output.count() == want.at("output_size_in_bytes").get<std::int64_t>());
    CHECK(a.memory.device.alias.count() == want.at("alias_size_in_bytes").get<std::int64_t>());
    CHECK(a.memory.device.temp.count() == want.at("temp_size_in_bytes").get<std::int64_t>());
    CHECK(a.memory.host.temp.count() == want.at("host_temp_size_in_bytes").get<std::int64_t>());
    // Every temporary starts at a multiple of 64 bytes.
    for (const hlo_allocation& al : a.allocations)
      if (al.kind == hlo_allocation::kind_t::temp)
        for (const hlo_allocation::slice& s : al.values) CHECK(s.offset % 64 == 0);
    ++programs;
  }
  CHECK(programs == 13);
}

TEST_CASE("the module of the issue: GPU's rules miss JAX's CPU temp, CPU's give it") {
  // tests/data/jax_cpu_small/mlp_train_4x2 read with GPU's rules: the all-reduces write over their
  // operands and 128-byte alignment, half the temp memory_analysis printed.
  const hlo_module m = parse_hlo_module(test::read_file(test::data_dir() / "jax_cpu_small/mlp_train_4x2/compiled.hlo"));
  CHECK(hlo_assign_buffers(m, hlo_backend::gpu).memory.device.temp.count() == 557072);
  CHECK(hlo_assign_buffers(m, hlo_backend::cpu).memory.device.temp.count() == 1048592);
}

// tests/data/jax (issue 45's corpus, made by its make_corpus.py with JAX 0.10.2 on CPU), where the
// checkout has it: skipped, and said so, where it does not.
TEST_CASE("the JAX corpus: memory_analysis exact on every compiled program, by its meta.json backend" *
          doctest::skip(!std::filesystem::exists(test::data_dir() / "jax"))) {
  int programs = 0, exact = 0;
  for (const auto& dir : std::filesystem::directory_iterator(test::data_dir() / "jax")) {
    if (!std::filesystem::exists(dir.path() / "compiled.hlo")) continue;
    CAPTURE(dir.path().filename().string());
    const nlohmann::json meta = nlohmann::json::parse(test::read_file(dir.path() / "meta.json"));
    const nlohmann::json want = nlohmann::json::parse(test::read_file(dir.path() / "memory_analysis.json"));
    const hlo_module m = parse_hlo_module(test::read_file(dir.path() / "compiled.hlo"));
    const hlo_assignment a = hlo_assign_buffers(m, parse_hlo_backend(meta.at("backend").get<std::string>()));
    const bool same = a.memory.device.argument.count() == want.at("argument_size_in_bytes").get<std::int64_t>() &&
                      a.memory.device.output.count() == want.at("output_size_in_bytes").get<std::int64_t>() &&
                      a.memory.device.alias.count() == want.at("alias_size_in_bytes").get<std::int64_t>() &&
                      a.memory.device.temp.count() == want.at("temp_size_in_bytes").get<std::int64_t>() &&
                      a.memory.host.temp.count() == want.at("host_temp_size_in_bytes").get<std::int64_t>();
    CHECK(same);
    exact += same ? 1 : 0;
    ++programs;
  }
  CHECK(programs >= 200);
  CHECK(exact == programs);
}
