// Tests for xla/hlo_op.hpp: the opcode table's order and spellings, each spelling's enum and back,
// an opcode the table lacks (unknown, its text kept), and what a spelling says of an opcode.
#include <doctest/doctest.h>
#include <fmt/format.h>

#include <shardmem/xla/hlo_op.hpp>
#include <shardmem/xla/hlo_parse.hpp>

#include <algorithm>
#include <string_view>
#include <vector>

using namespace shardmem;

TEST_CASE("the opcode table lists every hlo_op in enum order, each spelling mapping to its enum and back") {
  static_assert(detail::hlo_op_table.size() == static_cast<std::size_t>(hlo_op::unknown));
  std::vector<std::string_view> seen;
  for (std::size_t k = 0; k < detail::hlo_op_table.size(); ++k) {
    // (members, not a structured binding: clang 14 does not let CHECK_MESSAGE's lambda capture one)
    const hlo_op op = detail::hlo_op_table[k].op;
    const std::string_view spelling = detail::hlo_op_table[k].spelling;
    CHECK(static_cast<std::size_t>(op) == k);
    CHECK_MESSAGE(hlo_op_of(spelling) == op, spelling);
    CHECK(hlo_op_spelling(op) == spelling);
    CHECK(hlo_opcode(op).text() == spelling);
    CHECK(hlo_opcode(spelling).op() == op);
    CHECK_MESSAGE(std::find(seen.begin(), seen.end(), spelling) == seen.end(), spelling);  // each spelt once
    seen.push_back(spelling);
  }
  // XLA's spellings, where they differ from the enum's names or from other dialects'.
  CHECK(hlo_op_spelling(hlo_op::abs) == "abs");
  CHECK(hlo_op_spelling(hlo_op::count_leading_zeros) == "count-leading-zeros");
  CHECK(hlo_op_spelling(hlo_op::cosine) == "cosine");
  CHECK(hlo_op_spelling(hlo_op::opt_barrier) == "opt-barrier");
  CHECK(hlo_op_spelling(hlo_op::while_) == "while");
  CHECK(hlo_op_spelling(hlo_op::xor_) == "xor");
  CHECK(hlo_op_spelling(hlo_op::stablehlo_while) == "stablehlo.while");
  CHECK(hlo_op_spelling(hlo_op::unknown).empty());
  // Text the table lacks, near misses included, is unknown.
  for (const std::string_view other :
       {"", "cos", "exp", "ad", "addd", "Add", "add ", "all-to-all-start", "stablehlo.add"})
    CHECK_MESSAGE(hlo_op_of(other) == hlo_op::unknown, other);
  CHECK(hlo_opcode{}.op() == hlo_op::unknown);
  CHECK(hlo_opcode{}.text().empty());
}

TEST_CASE("an opcode the table lacks is unknown and keeps its text, which prints and compares as written") {
  const hlo_module m = parse_hlo_module(
      "HloModule m\nENTRY e {\n  p = f32[4] parameter(0)\n  ROOT f = f32[4] frobnicate(p)\n}");
  const hlo_instruction& p = m.entry()->instructions[0];
  const hlo_instruction& f = m.entry()->instructions[1];
  CHECK(p.opcode == hlo_op::parameter);
  CHECK(p.opcode.text() == "parameter");
  CHECK(f.opcode == hlo_op::unknown);
  CHECK(f.opcode.text() == "frobnicate");
  CHECK(f.opcode == "frobnicate");
  CHECK(fmt::format("{} {}", p.opcode, f.opcode) == "parameter frobnicate");
  hlo_instruction copy = f;
  copy.opcode = hlo_op::copy;  // set from the enum: the text follows
  CHECK(copy.opcode.text() == "copy");
  copy.opcode = hlo_opcode(std::string_view("all-to-all-start"));  // from text: the enum follows
  CHECK(copy.opcode == hlo_op::unknown);
  CHECK(copy.opcode.text() == "all-to-all-start");
}

TEST_CASE("what an opcode's spelling says (start, done, async, an MLIR dialect) holds for the table's and for others") {
  CHECK(hlo_start_spelling(hlo_op::copy_start));
  CHECK(hlo_start_spelling(hlo_op::async_start));
  CHECK_FALSE(hlo_start_spelling(hlo_op::copy));
  CHECK(hlo_start_spelling(hlo_opcode(std::string_view("all-to-all-start"))));  // an async-start's printed form
  CHECK(hlo_done_spelling(hlo_op::recv_done));
  CHECK(hlo_done_spelling(hlo_opcode(std::string_view("reduce-scatter-done"))));
  CHECK_FALSE(hlo_done_spelling(hlo_op::all_gather_start));
  CHECK(hlo_async_spelling(hlo_op::async_update));
  CHECK(hlo_async_spelling(hlo_opcode(std::string_view("async-frobnicate"))));
  CHECK_FALSE(hlo_async_spelling(hlo_op::all_reduce_start));
  CHECK(hlo_mlir_spelling(hlo_op::stablehlo_while));
  CHECK(hlo_mlir_spelling(hlo_op::sdy_manual_computation));
  CHECK(hlo_mlir_spelling(hlo_opcode(std::string_view("sdy.all_gather"))));
  CHECK_FALSE(hlo_mlir_spelling(hlo_op::chlo_top_k));
  CHECK_FALSE(hlo_mlir_spelling(hlo_opcode(std::string_view("frobnicate"))));
  for (const detail::hlo_op_info& e : detail::hlo_op_table) {  // each, as its spelling says
    CHECK(hlo_start_spelling(e.op) == e.spelling.ends_with("-start"));
    CHECK(hlo_done_spelling(e.op) == e.spelling.ends_with("-done"));
  }
}
