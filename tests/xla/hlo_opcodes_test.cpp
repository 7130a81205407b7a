// Tests for xla/hlo_opcodes.hpp: what opcodes do to buffers (in-place pairs, elementwise ops,
// modelled async pairs), a while's parts and pre-order subshape counts, each rule as the XLA
// function it follows (named beside it) states it.
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_opcodes.hpp>
#include <shardmem/xla/hlo_parse.hpp>

using namespace shardmem;

namespace {

const hlo_instruction& opcodes_named(const hlo_module& m, std::string_view name) {
  for (const hlo_computation& c : m.computations)
    for (const hlo_instruction& in : c.instructions)
      if (in.name == name) return in;
  FAIL("no instruction " << name);
  return m.computations.front().instructions.front();
}

}  // namespace

TEST_CASE("in-place pairs: dynamic-update-slice, a fusion rooted in one, output_to_operand_aliasing") {
  // HloDataflowAnalysis::GetInPlaceInputOutputPairs: a dynamic-update-slice writes into operand 0;
  // a fusion whose root is one writes into the fused parameter it updates; a custom-call into the
  // operands its output_to_operand_aliasing names.
  const hlo_module m = parse_hlo_module(R"(HloModule m
fused {
  p0 = f32[8] parameter(0)
  p1 = f32[2] parameter(1)
  z = s32[] constant(0)
  ROOT d = f32[8] dynamic-update-slice(p1, p0, z)
}
ENTRY e {
  a = f32[8] parameter(0)
  b = f32[2] parameter(1)
  i = s32[] constant(0)
  dus = f32[8] dynamic-update-slice(a, b, i)
  f = f32[8] fusion(b, a), kind=kLoop, calls=fused
  cc = (f32[8], f32[2]) custom-call(a, b), custom_call_target="x", output_to_operand_aliasing={{0}: (0, {}), {1}: (1, {})}
  ROOT t = (f32[8], f32[8]) tuple(dus, f)
})");
  const auto dus = detail::hlo_in_place_pairs(m, opcodes_named(m, "dus"));
  REQUIRE(dus.size() == 1);
  CHECK(dus[0].parameter == 0);
  CHECK(dus[0].output.empty());
  // fused's root updates p1 (parameter 1), which the fusion's operand 1 is.
  const auto f = detail::hlo_in_place_pairs(m, opcodes_named(m, "f"));
  REQUIRE(f.size() == 1);
  CHECK(f[0].parameter == 1);
  const auto cc = detail::hlo_in_place_pairs(m, opcodes_named(m, "cc"));
  REQUIRE(cc.size() == 2);
  CHECK(cc[0].output == hlo_shape_index{0});
  CHECK(cc[0].parameter == 0);
  CHECK(cc[1].output == hlo_shape_index{1});
  CHECK(cc[1].parameter == 1);
  CHECK(detail::hlo_in_place_pairs(m, opcodes_named(m, "t")).empty());
}

TEST_CASE("elementwise opcodes are spelt as HLO text spells them") {
  // HloOpcodeString: kExp prints as `exponential`, kLog1p as `log-plus-one`.
  CHECK(detail::hlo_elementwise(hlo_op_of("exponential")));
  CHECK(detail::hlo_elementwise(hlo_op_of("log-plus-one")));
  CHECK(detail::hlo_elementwise(hlo_op_of("select")));
  CHECK_FALSE(detail::hlo_elementwise(hlo_op_of("exp")));
  CHECK_FALSE(detail::hlo_elementwise(hlo_op_of("copy")));  // IsElementwise counts copy; buffer reuse does not
  CHECK_FALSE(detail::hlo_elementwise(hlo_op_of("dot")));
  CHECK_FALSE(detail::hlo_elementwise(hlo_op_of("broadcast")));
}

TEST_CASE("asynchronous pairs whose values are modelled, and those refused") {
  const hlo_module m = parse_hlo_module(R"(HloModule m
ENTRY e {
  a = f32[8] parameter(0)
  cs = (f32[8], f32[8], u32[]) copy-start(a)
  cd = f32[8] copy-done(cs)
  ags = (f32[8], f32[16]) all-gather-start(a), dimensions={0}
  agd = f32[16] all-gather-done(ags)
  ars = f32[8] all-reduce-start(a), to_apply=e
  ard = f32[8] all-reduce-done(ars)
  ROOT t = (f32[8], f32[16], f32[8]) tuple(cd, agd, ard)
})");
  CHECK(detail::hlo_async_start(opcodes_named(m, "cs")));
  CHECK(detail::hlo_async_done(opcodes_named(m, "cd")));
  CHECK(detail::hlo_async_start(opcodes_named(m, "ags")));
  CHECK(detail::hlo_async_done(opcodes_named(m, "agd")));
  // all-reduce-start writes in place: not modelled, so neither a start nor a done here.
  CHECK_FALSE(detail::hlo_async_start(opcodes_named(m, "ars")));
  CHECK_FALSE(detail::hlo_async_done(opcodes_named(m, "ard")));
  CHECK_FALSE(detail::hlo_async_start(opcodes_named(m, "a")));
}

TEST_CASE("a while's condition and body, in either text order") {
  const std::string body = R"(
cond {
  p = (s32[], f32[4]) parameter(0)
  ROOT lt = pred[] constant(false)
}
body {
  p = (s32[], f32[4]) parameter(0)
  ROOT q = (s32[], f32[4]) copy(p)
}
ENTRY e {
  init = (s32[], f32[4]) parameter(0)
)";
  const hlo_module written = parse_hlo_module("HloModule m\n" + body +
                                              "  ROOT w = (s32[], f32[4]) while(init), condition=cond, body=body\n}");
  const hlo_module swapped = parse_hlo_module("HloModule m\n" + body +
                                              "  ROOT w = (s32[], f32[4]) while(init), body=body, condition=cond\n}");
  for (const hlo_module* m : {&written, &swapped}) {
    const auto [cond, loop_body] = detail::hlo_while_parts(*m, opcodes_named(*m, "w"));
    CHECK(cond->name == "cond");  // the one whose root is pred[]
    CHECK(loop_body->name == "body");
  }
  const hlo_module missing = parse_hlo_module(R"(HloModule m
ENTRY e {
  init = s32[] parameter(0)
  ROOT w = s32[] while(init), condition=c, body=b
})");
  CHECK_THROWS_WITH_AS((void)detail::hlo_while_parts(missing, opcodes_named(missing, "w")),
                       "while 'w' calls 'c', which the module lacks", invalid_error);
}

TEST_CASE("pre-order subshapes, and shapes alike but for their layouts") {
  const hlo_module m = parse_hlo_module(R"(HloModule m
ENTRY e {
  a = (f32[2]{0}, (s32[], f32[3,4]{1,0})) parameter(0)
  b = (f32[2]{0}, (s32[], f32[3,4]{0,1})) parameter(1)
  c = (f32[2]{0}, (s32[], f32[4,3]{1,0})) parameter(2)
  ROOT t = ((f32[2], (s32[], f32[3,4])), (f32[2], (s32[], f32[3,4]))) tuple(a, b)
})");
  // {}, {0}, {1}, {1,0}, {1,1}
  CHECK(detail::subtree_size(opcodes_named(m, "a").shape) == 5);
  CHECK(detail::subtree_size(opcodes_named(m, "t").shape) == 11);
  CHECK(detail::same_tree(opcodes_named(m, "a").shape, opcodes_named(m, "b").shape));
  CHECK_FALSE(detail::same_tree(opcodes_named(m, "a").shape, opcodes_named(m, "c").shape));
  // Each element's place in pre-order: t = {}, {0}, {0,0}, {0,1}, {0,1,0}, {0,1,1}, {1}, ...
  detail::hlo_element_places places;
  const hlo_shape& t = opcodes_named(m, "t").shape;
  CHECK(places(t, 0) == 1);
  CHECK(places(t, 1) == 6);
  CHECK(places(t.elements[1], 1) == 2);  // {1,1} within element 1
  CHECK(places(opcodes_named(m, "a").shape, 1) == 2);
  CHECK(places(t, 1) == 6);  // asked again: the same, from the table it made once
  // Against the sum it replaces, on a tuple of 1000 elements of mixed depth.
  hlo_shape wide;
  wide.kind = hlo_shape::kind_t::tuple;
  for (std::size_t k = 0; k < 1000; ++k)
    wide.elements.push_back(k % 3 == 0 ? t : opcodes_named(m, "a").shape.elements[0]);
  std::size_t sum = 1;
  for (std::size_t k = 0; k < wide.elements.size(); ++k) {
    CHECK(places(wide, k) == sum);
    sum += detail::subtree_size(wide.elements[k]);
  }
}
