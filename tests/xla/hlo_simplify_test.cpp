// Tests for xla/hlo_simplify.hpp: the identities XLA's algebraic simplifier removes (a multiply by
// one, an add of zero) and the constants and broadcasts that dead-code elimination then drops.
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_parse.hpp>
#include <shardmem/xla/hlo_report.hpp>
#include <shardmem/xla/hlo_simplify.hpp>
#include <shardmem/xla/stablehlo_parse.hpp>

#include <string>

#include "named_instruction.hpp"
#include "test_data.hpp"

using namespace shardmem;
using test::named;

namespace {

bool has(const hlo_module& m, std::string_view computation, std::string_view name) {
  for (const hlo_instruction& i : m.find(computation)->instructions)
    if (i.name == name) return true;
  return false;
}

}  // namespace

TEST_CASE("hlo_literal_is: one and zero as HLO and StableHLO write them, complex included") {
  CHECK(detail::hlo_literal_is("1", 1.0));
  CHECK(detail::hlo_literal_is("1.000000e+00", 1.0));
  CHECK(detail::hlo_literal_is("(1.000000e+00,0.000000e+00)", 1.0));
  CHECK(detail::hlo_literal_is(" 0 ", 0.0));
  CHECK(detail::hlo_literal_is("-0.0", 0.0));
  CHECK_FALSE(detail::hlo_literal_is("(1.000000e+00,1.000000e+00)", 1.0));  // 1 + i is not one
  CHECK_FALSE(detail::hlo_literal_is("2", 1.0));
  CHECK_FALSE(detail::hlo_literal_is("0x3F800000", 1.0));  // a hex literal is not read
  CHECK_FALSE(detail::hlo_literal_is("[1.0, 1.0]", 1.0));
  CHECK_FALSE(detail::hlo_literal_is("", 0.0));
  CHECK_FALSE(detail::hlo_literal_is("(1.0", 1.0));
}

TEST_CASE("simplify_identities: A*1, 1*A and A+0 are A; their constants and broadcasts are dead") {
  hlo_module m = parse_hlo_module(R"(HloModule m

ENTRY %main (p: f32[8]) -> f32[8] {
  %p = f32[8]{0} parameter(0)
  %e = f32[8]{0} exponential(f32[8]{0} %p)
  %one = f32[] constant(1)
  %ones = f32[8]{0} broadcast(f32[] %one), dimensions={}
  %a = f32[8]{0} multiply(f32[8]{0} %e, f32[8]{0} %ones)
  %b = f32[8]{0} multiply(f32[8]{0} %ones, f32[8]{0} %a)
  %zero = f32[8]{0} constant({0, 0, 0, 0, 0, 0, 0, 0})
  %c = f32[8]{0} add(f32[8]{0} %b, f32[8]{0} %zero)
  ROOT %d = f32[8]{0} negate(f32[8]{0} %c)
}
)");
  CHECK(simplify_identities(m) == 4);  // a, b, the broadcast and its constant
  CHECK_FALSE(has(m, "main", "a"));
  CHECK_FALSE(has(m, "main", "ones"));
  CHECK_FALSE(has(m, "main", "one"));
  // The zero array's literal is a list, not a scalar zero: the add of it stays.
  CHECK(has(m, "main", "c"));
  CHECK(named(m, "main", "c").operands.front() == "e");
  CHECK(m.find("main")->instructions.size() == 5);
  CHECK(simplify_identities(m) == 0);  // nothing left
}

TEST_CASE("simplify_identities: operands written after their user are read as in text order") {
  // HLO text may define an operand after its user (the parser resolves names once all are read):
  // then every constant is classified before any identity is tested, as for operands first.
  hlo_module m = parse_hlo_module(R"(HloModule m

ENTRY %main (p: f32[8]) -> f32[8] {
  %p = f32[8]{0} parameter(0)
  %a = f32[8]{0} multiply(f32[8]{0} %p, f32[8]{0} %ones)
  %ones = f32[8]{0} broadcast(f32[] %one), dimensions={}
  %one = f32[] constant(1)
  %b = f32[8]{0} add(f32[8]{0} %a, f32[] %zero)
  %zero = f32[] constant(0)
  ROOT %d = f32[8]{0} negate(f32[8]{0} %b)
}
)");
  // The add of zero goes (its constant, after it, is classified first); the multiply stays, since
  // a broadcast counts as one only of a constant before it.
  CHECK(simplify_identities(m) == 2);  // b and zero
  CHECK(has(m, "main", "a"));
  CHECK(has(m, "main", "ones"));
  CHECK_FALSE(has(m, "main", "b"));
  CHECK_FALSE(has(m, "main", "zero"));
  CHECK(named(m, "main", "d").operands.front() == "a");
}

TEST_CASE("simplify_identities: a ROOT multiply passes the ROOT and its sharding to its operand") {
  hlo_module m = parse_hlo_module(R"(HloModule m

ENTRY %main (p: f32[8]) -> f32[8] {
  %p = f32[8]{0} parameter(0), sharding={devices=[2]<=[2]}
  %e = f32[8]{0} exponential(f32[8]{0} %p)
  %zero = f32[] constant(0)
  %zeros = f32[8]{0} broadcast(f32[] %zero), dimensions={}
  ROOT %s = f32[8]{0} add(f32[8]{0} %zeros, f32[8]{0} %e), sharding={devices=[2]<=[2]}
}
)");
  CHECK(simplify_identities(m) == 3);
  CHECK(m.entry()->root()->name == "e");
  CHECK(m.entry()->root()->sharding == "{devices=[2]<=[2]}");
}

TEST_CASE("simplify_identities: what XLA would not remove stays") {
  hlo_module m = parse_hlo_module(R"(HloModule m

ENTRY %main (p: f32[8]) -> (f32[8], f32[8]) {
  %p = f32[8]{0} parameter(0)
  %two = f32[] constant(2)
  %twos = f32[8]{0} broadcast(f32[] %two), dimensions={}
  %a = f32[8]{0} multiply(f32[8]{0} %p, f32[8]{0} %twos)
  %one = f32[] constant(1)
  %ones = f32[8]{0} broadcast(f32[] %one), dimensions={}
  %b = f32[8]{0} add(f32[8]{0} %p, f32[8]{0} %ones)
  ROOT %t = (f32[8]{0}, f32[8]{0}) tuple(f32[8]{0} %a, f32[8]{0} %b)
}
)");
  CHECK(simplify_identities(m) == 0);  // x*2 and x+1 are not identities
  hlo_module root_param = parse_hlo_module(R"(HloModule m

ENTRY %main (p: f32[8]) -> f32[8] {
  %p = f32[8]{0} parameter(0)
  %one = f32[] constant(1)
  %ones = f32[8]{0} broadcast(f32[] %one), dimensions={}
  ROOT %a = f32[8]{0} multiply(f32[8]{0} %p, f32[8]{0} %ones)
}
)");
  // The ROOT would be the parameter itself, which needs the copy XLA's copy insertion adds: kept.
  CHECK(simplify_identities(root_param) == 0);
}

TEST_CASE("simplify_identities: a computation that defines a name twice is refused, as XLA's parser refuses it") {
  // Its operands are resolved by position, so a repeated name would leave a use ambiguous.
  hlo_module m = parse_hlo_module(
      "HloModule m\nENTRY %e {\n  %a = f32[2] parameter(0)\n  %a = f32[2] multiply(f32[2] %a, f32[2] %a)\n}\n");
  CHECK_THROWS_WITH_AS((void)simplify_identities(m),
                       "HLO computation 'e' defines instruction 'a' twice (lines 3 and 4); XLA's parser refuses that "
                       "(HloParser::AddInstruction: instruction already exists): rename one",
                       invalid_error);
}

TEST_CASE("jaxdecomp pfft3d forward: the multiply by (1, 0) JAX lowered is gone, as in the compiled module") {
  // ASKabalan/jaxdecomp-benchmarks out_prof/a100/8/pfft3d/1024_1_8_NCCL_float32_FFT-cont.md: the
  // lowered _do_pfft multiplies pfft_impl's result by a broadcast (1, 0); the compiled module's
  // ROOT is a bitcast of the custom call, no multiply.
  const std::string text =
      test::read_file(test::data_dir() / "jaxdecomp/a100/8/pfft3d/1024_1_8_NCCL_float32_FFT-cont.mlir");
  const hlo_module m = parse_stablehlo_module(text);
  const hlo_computation& f = *m.find("_do_pfft");
  REQUIRE(f.instructions.size() == 2);  // the parameter and the call
  CHECK(f.root()->opcode == "call");
  REQUIRE(m.lowered.has_value());
  CHECK(m.lowered->notes.front() ==
        "3 instructions removed as XLA's algebraic simplifier and dead-code elimination would (a multiply by one, an "
        "add of zero, their constants)");
}
