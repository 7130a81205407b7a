// Tests for xla/hlo_simplify.hpp: the identities XLA's algebraic simplifier removes (a multiply by
// one, an add of zero) and the constants and broadcasts that dead-code elimination then drops.
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_parse.hpp>
#include <shardmem/xla/hlo_report.hpp>
#include <shardmem/xla/hlo_simplify.hpp>
#include <shardmem/xla/stablehlo_parse.hpp>

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

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

TEST_CASE("hlo_unit_value: a constant's literal classed 0, 1 or neither (-1)") {
  CHECK(detail::hlo_unit_value("0.000000e+00") == 0);
  CHECK(detail::hlo_unit_value("(1.000000e+00,0.000000e+00)") == 1);
  CHECK(detail::hlo_unit_value("1") == 1);
  CHECK(detail::hlo_unit_value("5.000000e-01") == -1);
  CHECK(detail::hlo_unit_value("0xFF800000") == -1);  // hex literals are not read
  CHECK(detail::hlo_unit_value("") == -1);            // a constant without a literal
}

TEST_CASE("hlo_unit_values: the literals met last classed as hlo_unit_value classes them, each text read once") {
  // Twelve texts, more than it keeps, each met three times, in turns and in a row, one longer than
  // it copies: every answer is hlo_unit_value's, whether the text was kept or had to be read again
  // (each asked as a copy that is gone by the next round, and as itself).
  const std::vector<std::string> texts{"0.000000e+00",
                                       "1.000000e+00",
                                       "1",
                                       "0",
                                       "5.000000e-01",
                                       "0xFF800000",
                                       "(1.000000e+00,0.000000e+00)",
                                       "",
                                       "-0.000000e+00",
                                       "2",
                                       "1.0",
                                       "0.5"};
  detail::hlo_unit_values values;
  for (int round = 0; round < 3; ++round)
    for (const std::string& t : texts) {
      const std::string copy = t;  // the same text elsewhere
      CHECK(values.of(copy) == detail::hlo_unit_value(t));
      CHECK(values.of(t) == detail::hlo_unit_value(t));
    }
  CHECK(values.of("1.000000e+00") == 1);
  CHECK(values.of("1.000000e+0") == 1);  // a prefix of a kept text is a text of its own
  CHECK(values.of("1.000000e+01") == -1);
}

TEST_CASE("hlo_identity_kind_of: the opcodes simplify_identities tells apart, by their whole name") {
  using enum detail::hlo_identity_kind;
  CHECK(detail::hlo_identity_kind_of(hlo_op_of("constant")) == constant);
  CHECK(detail::hlo_identity_kind_of(hlo_op_of("broadcast")) == broadcast);
  CHECK(detail::hlo_identity_kind_of(hlo_op_of("multiply")) == multiply);
  CHECK(detail::hlo_identity_kind_of(hlo_op_of("add")) == add);
  for (const std::string_view other : {"and", "subtract", "constants", "broadcas", "", "get-tuple-element"})
    CHECK_MESSAGE(detail::hlo_identity_kind_of(hlo_op_of(other)) == detail::hlo_identity_kind::other, other);
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

TEST_CASE("simplify_computation: the ROOT's position given, its record is not read and the result is the same") {
  // A caller that knows the one instruction marked ROOT (the StableHLO reader's outline) gives its
  // position; simplify_computation then follows the ROOT as it moves, without reading the records
  // of the constants left without a user. Here the ROOT add of zero passes the ROOT to %ones, a
  // broadcast of one that nothing uses any more: it stays, as the ROOT; %zero and %zeros go.
  const std::string text = R"(HloModule m

ENTRY %main (p: f32[8]) -> f32[8] {
  %p = f32[8]{0} parameter(0)
  %one = f32[] constant(1)
  %ones = f32[8]{0} broadcast(f32[] %one), dimensions={}
  %e = f32[8]{0} multiply(f32[8]{0} %p, f32[8]{0} %ones)
  %zero = f32[] constant(0)
  %zeros = f32[8]{0} broadcast(f32[] %zero), dimensions={}
  %n = f32[8]{0} negate(f32[8]{0} %e)
  ROOT %s = f32[8]{0} add(f32[8]{0} %ones, f32[8]{0} %zeros)
}
)";
  const auto names = [](const hlo_module& m) {
    std::vector<std::string> out;
    for (const hlo_instruction& i : m.computations[0].instructions)
      out.push_back(fmt::format("{}{}", i.root ? "ROOT " : "", i.name));
    return out;
  };
  hlo_module read = parse_hlo_module(text), given = parse_hlo_module(text);
  detail::hlo_simplify_scratch scratch;
  const std::size_t removed = detail::simplify_computation(read, 0, hlo_operand_index(read), nullptr, nullptr, scratch);
  const std::size_t removed_given = detail::simplify_computation(given, 0, hlo_operand_index(given), nullptr, nullptr,
                                                                 scratch, false, 7);
  // %e (p * 1) and %s (ones + 0) are identities; %zeros and %zero lose their only user.
  CHECK(removed == 4);
  CHECK(removed_given == removed);
  CHECK(names(given) == std::vector<std::string>{"p", "one", "ROOT ones", "n"});
  CHECK(names(given) == names(read));
  CHECK(given.computations[0].instructions[3].operands[0] == "p");  // negate(%e) reads %p
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

TEST_CASE("simplify_computation: an operand index of another module's instructions is refused, not read past") {
  // The index is of the computation as it was; an instruction added since would be read past the
  // index's positions.
  hlo_module m = parse_hlo_module(
      "HloModule m\nENTRY %e {\n  %a = f32[2] parameter(0)\n  ROOT %b = f32[2] negate(f32[2] %a)\n}\n");
  const hlo_operand_index index(m);
  m.computations[0].instructions.push_back(m.computations[0].instructions.back());
  detail::hlo_simplify_scratch scratch;
  CHECK_THROWS_WITH_AS((void)detail::simplify_computation(m, 0, index, nullptr, nullptr, scratch),
                       "simplify_identities: the operand index of computation 'e' has 2 instructions, not 3",
                       invalid_error);
}

TEST_CASE("jaxdecomp pfft3d forward: the multiply by (1, 0) JAX lowered is gone, as in the compiled module") {
  // ASKabalan/jaxdecomp-benchmarks out_prof/a100/8/pfft3d/1024_1_8_NCCL_float32_FFT-cont.md: the
  // lowered _do_pfft multiplies pfft_impl's result by a broadcast (1, 0); the compiled module's
  // ROOT is a bitcast of the custom call, no multiply.
  const std::string text = test::read_file(test::data_dir() /
                                           "jaxdecomp/a100/8/pfft3d/1024_1_8_NCCL_float32_FFT-cont.mlir");
  const hlo_module m = parse_stablehlo_module(text);
  const hlo_computation& f = *m.find("_do_pfft");
  REQUIRE(f.instructions.size() == 2);  // the parameter and the call
  CHECK(f.root()->opcode == "call");
  REQUIRE(m.lowered.has_value());
  CHECK(m.lowered->notes.front() ==
        "3 instructions removed as XLA's algebraic simplifier and dead-code elimination would (a multiply by one, an "
        "add of zero, their constants)");
}

namespace {

// The instructions of each computation, a line each: name, opcode, operands, ROOT mark, sharding.
std::string listing(const hlo_module& m) {
  std::string out;
  for (const hlo_computation& c : m.computations) {
    out += fmt::format("{}:\n", c.name);
    for (const hlo_instruction& i : c.instructions)
      out += fmt::format("  {}{} = {}({}) {}\n", i.root ? "ROOT " : "", i.name, i.opcode, fmt::join(i.operands, ", "),
                         i.sharding.value_or("-"));
  }
  return out;
}

// simplify_identities on the module `text` reads as, with the constants the reader noted, with its
// instructions' kinds too, with the kinds alone, and reading all itself: the same count and the
// same module, or a message saying where not.
void check_units_agree(const std::string& text, std::string_view what) {
  INFO(what);
  hlo_module with;
  const detail::stablehlo_reading read = detail::stablehlo_reader(with, std::nullopt).read(with.keep(text));
  hlo_module without = with, with_kinds = with, kinds_only = with;
  const std::size_t a = detail::simplify_identities(with, hlo_operand_index(with), &read.units);
  const std::size_t b = simplify_identities(without);
  const std::size_t c = detail::simplify_identities(with_kinds, hlo_operand_index(with_kinds), &read.units,
                                                    &read.kinds);
  const std::size_t d = detail::simplify_identities(kinds_only, hlo_operand_index(kinds_only), nullptr, &read.kinds);
  CHECK(a == b);
  CHECK(c == b);
  CHECK(d == b);
  CHECK(listing(with) == listing(without));
  CHECK(listing(with_kinds) == listing(without));
  CHECK(listing(kinds_only) == listing(without));
}

}  // namespace

TEST_CASE("simplify_identities: the constants a StableHLO reader notes give what reading their literals gives") {
  // By hand: a 1 and a 0 broadcast into a multiply and an add, a 0.5 that stays, a region of its
  // own with a 0 (a reduce's body), a ROOT multiply, and a computation without any 0 or 1.
  const std::string text = R"(module @jit_f attributes {mhlo.num_partitions = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<8xf32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<8xf32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.add %2, %1 : tensor<8xf32>
    %4 = stablehlo.multiply %3, %cst_1 : tensor<8xf32>
    %5 = stablehlo.reduce(%4 init: %cst_0) across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
     reducer(%a: tensor<f32>, %b: tensor<f32>)  {
      %z = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %s = stablehlo.add %a, %z : tensor<f32>
      %t = stablehlo.add %s, %b : tensor<f32>
      stablehlo.return %t : tensor<f32>
    }
    %6 = call @g(%4) : (tensor<8xf32>) -> tensor<8xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.add %6, %7 : tensor<8xf32>
    %9 = stablehlo.multiply %8, %0 : tensor<8xf32>
    return %9 : tensor<8xf32>
  }
  func.func private @g(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.tanh %arg0 : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
}
)";
  check_units_agree(text, "by hand");
  // A constant with a region is read generically (opcode `stablehlo.constant`): no constant to
  // simplify by, noted or not (a case the fuzzer found).
  check_units_agree(R"(module @m {
  func.func public @main(%arg0: tensor<f32>) -> tensor<f32> {
    %c = stablehlo.constant dense<1.000000e+00> ({
      stablehlo.return %arg0 : tensor<f32>
    }) : () -> tensor<f32>
    %0 = stablehlo.multiply %arg0, %c : tensor<f32>
    %1 = stablehlo.tanh %0 : tensor<f32>
    return %1 : tensor<f32>
  }
}
)",
                    "a constant with a region");
  hlo_module m;
  const detail::stablehlo_reading read = detail::stablehlo_reader(m, std::nullopt).read(m.keep(text));
  // main's 1 and 0 (positions after its parameter), the region's 0; nothing for @g
  REQUIRE(read.units.size() >= 2);
  CHECK(read.units[0] == std::vector<std::pair<std::uint32_t, signed char>>{{1, 1}, {2, 0}});
  CHECK(detail::simplify_identities(m, hlo_operand_index(m), &read.units) == 8);
  // Kinds that do not fit a computation (its count of instructions) are not used: its opcodes are read.
  hlo_module short_kinds;
  detail::stablehlo_reading again = detail::stablehlo_reader(short_kinds, std::nullopt).read(short_kinds.keep(text));
  for (auto& k : again.kinds) k.pop_back();
  CHECK(detail::simplify_identities(short_kinds, hlo_operand_index(short_kinds), &again.units, &again.kinds) == 8);
  // Every lowered program of the corpus, the same either way.
  std::size_t programs = 0;
  for (const auto& e : std::filesystem::recursive_directory_iterator(test::data_dir() / "jaxdecomp"))
    if (e.path().extension() == ".mlir") check_units_agree(test::read_file(e.path()), e.path().string()), ++programs;
  CHECK(programs == 322);
}
