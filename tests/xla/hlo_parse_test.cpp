// Tests for xla/hlo_parse.hpp: HLO text as XLA prints it (forms from xla/service/hlo_parser.cc and
// the dumps ../HLO.md sect. 2 quotes) read into an hlo_module; malformed text refused with the
// line, column, token and what was expected; every module of tests/data read.
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_parse.hpp>

#include "deep_inputs.hpp"
#include "test_data.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

using namespace shardmem;

namespace {

const hlo_instruction& instruction(const hlo_computation& c, std::string_view name) {
  const auto it = std::find_if(c.instructions.begin(), c.instructions.end(),
                               [&](const hlo_instruction& i) { return i.name == name; });
  REQUIRE(it != c.instructions.end());
  return *it;
}

// parse_hlo_module's error message for `text`, or "no error".
std::string message(std::string_view text) {
  try {
    (void)parse_hlo_module(text);
  } catch (const parse_error& e) {
    return std::string(e.what());
  }
  return "no error";
}

}  // namespace

TEST_CASE("every element type of core's dtype table reads in an HLO shape as that dtype; others are refused") {
  for (const auto& info : detail::dtype_table) {
    CAPTURE(info.name);
    const hlo_module m = parse_hlo_module(
        fmt::format("HloModule m\nENTRY e {{\n  ROOT p = {}[3]{{0}} parameter(0)\n}}", info.name));
    const hlo_shape& s = m.entry()->root()->shape;
    CHECK(s.element == info.type);
    CHECK(bits(s.element) == info.bits);
    CHECK(hlo_element_bits(s.element) == (info.type == dtype::pred ? 1 : info.bits));
    CHECK(fmt::format("{}", s.element) == info.name);  // printed back as written
  }
  // Core's aliases are NumPy's and PyTorch's spellings, not HLO's: refused where HLO names a type.
  CHECK(message("HloModule m\nENTRY e {\n  p = float32[4] parameter(0)\n}") ==
        "HLO text, line 3, column 14: expected a known element type before 'float32', found '[4]'");
  CHECK(message("HloModule m\nENTRY e {\n  p = bool[4] parameter(0)\n}") ==
        "HLO text, line 3, column 11: expected a known element type before 'bool', found '[4]'");
}

TEST_CASE("the module header: scheduling, layout, partitions, aliasing in both printed forms, donors") {
  // The header of jaxdecomp-benchmarks' a100/8/jaxfft/256_2_4_NCCL_float32_FFT (tests/data), with
  // aliasing and donors as XLA's tests print them, wrapped onto a continuation line.
  const hlo_module m = parse_hlo_module(R"(HloModule jit_do_fft, is_scheduled=true,
  entry_computation_layout={(f32[64,128,256]{2,1,0})->c64[64,128,256]{2,1,0}}, allow_spmd_sharding_propagation_to_output={true}, num_partitions=8, frontend_attributes={fingerprint_before_lhs="cd09"},
  input_output_alias={ {0}: (0, {}, may-alias), {1}: (1, {2}, must-alias) }, buffer_donor={ (0, {}), (1, {1}) }
ENTRY %main (p: f32[4]) -> f32[4] {
  ROOT %p = f32[4]{0} parameter(0)
})");
  CHECK(m.name == "jit_do_fft");
  CHECK(m.is_scheduled);
  CHECK(m.num_partitions == 8);
  CHECK(m.replica_count == 1);
  CHECK(m.entry_computation_layout == std::optional<std::string>("{(f32[64,128,256]{2,1,0})->c64[64,128,256]{2,1,0}}"));
  CHECK(m.input_output_alias == std::vector<hlo_io_alias>{{{0}, 0, {}, false}, {{1}, 1, {2}, true}});
  CHECK(m.buffer_donor == std::vector<hlo_buffer_donor>{{0, {}}, {1, {1}}});
  REQUIRE(m.attributes.size() == 2);
  CHECK(m.attributes[0] == hlo_attribute{"allow_spmd_sharding_propagation_to_output", "{true}"});
  CHECK(m.attributes[1] == hlo_attribute{"frontend_attributes", "{fingerprint_before_lhs=\"cd09\"}"});
  // XLA's docs/aliasing.md writes `{ {}: 0 }`, which hlo_parser.cc does not take; both are read.
  const hlo_module doc = parse_hlo_module(
      "HloModule m, input_output_alias={ {}: 0 }\nENTRY e { ROOT p = f32[] parameter(0) }");
  CHECK(doc.input_output_alias == std::vector<hlo_io_alias>{{{}, 0, {}, false}});
}

TEST_CASE("output_to_operand_aliasing is read with the instruction; one that does not parse is refused there") {
  // XLA's HloInstruction::PrintExtraAttributesImpl prints a custom-call's and a fusion's
  // output_to_operand_aliasing as `{output index}: (operand, {operand index})`.
  const hlo_module m = parse_hlo_module(R"(HloModule m
ENTRY e {
  a = f32[8]{0} parameter(0)
  b = (f32[2]{0}, f32[2]{0}) parameter(1)
  ROOT cc = (f32[8]{0}, f32[2]{0}) custom-call(a, b), custom_call_target="x", output_to_operand_aliasing={{0}: (0, {}), {1}: (1, {1})}
})");
  const hlo_instruction& cc = instruction(*m.entry(), "cc");
  REQUIRE(cc.output_to_operand_aliasing.has_value());
  CHECK(*cc.output_to_operand_aliasing == std::vector<hlo_io_alias>{{{0}, 0, {}, false}, {{1}, 1, {1}, false}});
  CHECK_FALSE(cc.attribute("output_to_operand_aliasing").has_value());  // read, not kept as text
  CHECK(cc.attribute("custom_call_target") == "\"x\"");
  CHECK_FALSE(instruction(*m.entry(), "a").output_to_operand_aliasing.has_value());
  // Written twice, the first counts (as attribute() would find the first).
  const hlo_module twice = parse_hlo_module(
      "HloModule m\nENTRY e {\n  a = f32[8] parameter(0)\n  ROOT c = f32[8] custom-call(a), "
      "output_to_operand_aliasing={{}: (0, {})}, output_to_operand_aliasing={{}: (1, {})}\n}");
  CHECK(*twice.entry()->root()->output_to_operand_aliasing == std::vector<hlo_io_alias>{{{}, 0, {}, false}});
  CHECK(message("HloModule m\nENTRY e {\n  a = f32[8] parameter(0)\n  ROOT c = f32[8] custom-call(a), "
                "output_to_operand_aliasing={{}: (0 {})}\n}") ==
        "HLO text, line 4, column 70: expected ',', found '{})}' (output_to_operand_aliasing of instruction 'c')");
  CHECK(message("HloModule m\nENTRY e {\n  a = f32[8] parameter(0)\n  ROOT c = f32[8] custom-call(a), "
                "output_to_operand_aliasing=junk\n}") ==
        "HLO text, line 4, column 62: expected '{', found 'junk' (output_to_operand_aliasing of instruction 'c')");
}

TEST_CASE("shapes: layouts with tiles, element bits and memory space; tuples; tokens; dynamic sizes") {
  const hlo_module m = parse_hlo_module(R"(HloModule shapes
ENTRY %e {
  %a = f32[1024,245,64]{1,2,0:T(8,128)} parameter(0)
  %b = s4[128]{0:E(4)S(5)} parameter(1)
  %c = (f32[1024]{0:S(5)}, f32[1024]{0}, u32[]) parameter(2)
  %t = token[] after-all()
  %d = f32[<=10,?]{1,0} parameter(3)
  %s = s32[]{:T(128)} parameter(4)
  ROOT %r = () tuple()
})");
  const hlo_computation& e = *m.entry();
  const hlo_shape& a = instruction(e, "a").shape;
  CHECK(a.element == dtype::f32);
  CHECK(a.dims == hlo_vector<std::int64_t>{1024, 245, 64});
  CHECK(a.layout->minor_to_major == hlo_vector<std::int64_t>{1, 2, 0});
  CHECK(a.layout->tiles == std::vector<std::vector<std::int64_t>>{{8, 128}});
  const hlo_shape& b = instruction(e, "b").shape;
  CHECK(b.layout->element_bits == 4);
  CHECK(b.memory_space() == 5);
  const hlo_shape& c = instruction(e, "c").shape;
  REQUIRE(c.is_tuple());
  REQUIRE(c.elements.size() == 3);
  CHECK(c.elements[0].memory_space() == 5);
  CHECK(c.elements[1].memory_space() == 0);
  CHECK(c.elements[2].element == dtype::u32);
  CHECK(c.elements[2].dims.empty());
  CHECK(instruction(e, "t").shape.kind == hlo_shape::kind_t::token);
  const hlo_shape& d = instruction(e, "d").shape;
  CHECK(d.dims == hlo_vector<std::int64_t>{10, -1});
  REQUIRE(d.dynamic.has_value());
  CHECK(*d.dynamic == std::vector<bool>{true, true});
  CHECK(instruction(e, "s").shape.layout->tiles == std::vector<std::vector<std::int64_t>>{{128}});
  CHECK(instruction(e, "r").shape.is_tuple());
  CHECK(instruction(e, "r").shape.elements.empty());
}

TEST_CASE("instructions: operands bare or typed (tuple shapes with commas), literals, called computations") {
  // Forms from jaxdecomp-benchmarks' dumps and XLA's hlo_live_range_test.cc (../HLO.md sect. 2.2).
  const hlo_module m = parse_hlo_module(R"(HloModule calls
%cond (p: (f32[], f32[])) -> pred[] {
  %p = (f32[], f32[]) parameter(0)
  %i = f32[] get-tuple-element(%p), index=0
  ROOT %lt = pred[] compare(%i, %i), direction=LT
}
%body (p: (f32[], f32[])) -> (f32[], f32[]) {
  ROOT %p = (f32[], f32[]) parameter(0)
}
%wrapped (a: f32[4096], b: f32[4096]) -> f32[4096] {
  %a = f32[4096] parameter(0)
  %b = f32[4096] parameter(1)
  ROOT %add = f32[4096] add(%a, %b)
}
ENTRY %main (x: f32[4096], y: f32[4096]) -> f32[4096] {
  %x = f32[4096]{0} parameter(0)
  %y = f32[4096]{0} parameter(1)
  %k = (f32[], f32[4]) constant((1.0, {2.0, 3.0, 4.0, 5.0}))
  %w = (f32[], f32[]) while(%k), condition=%cond, body=%body
  %st = ((f32[4096], f32[4096]), f32[4096], u32[]) async-start(%x, %y), calls=%wrapped
  %done = f32[4096]{0} async-done(((f32[4096]{0}, f32[4096]{0}), f32[4096]{0}, u32[]) %st)
  %cs = (f32[4096]{0:S(5)}, f32[4096]{0}, u32[]) copy-start(f32[4096]{0} %done)
  %c = pred[] constant(true)
  %cond2 = f32[4096] conditional(%c, %x, %y), branch_computations={%wrapped, %wrapped}
  ROOT %cd = f32[4096]{0:S(5)} copy-done((f32[4096]{0:S(5)}, f32[4096]{0}, u32[]) %cs), control-predecessors={%cond2}
})");
  REQUIRE(m.computations.size() == 4);
  const hlo_computation& e = *m.entry();
  CHECK(e.name == "main");
  CHECK(e.entry);
  CHECK(instruction(e, "y").parameter_number == 1);
  CHECK(instruction(e, "k").literal == "(1.0, {2.0, 3.0, 4.0, 5.0})");
  CHECK(instruction(e, "k").operands.empty());
  CHECK(instruction(e, "w").called == hlo_vector<std::string_view>{"cond", "body"});
  CHECK(instruction(e, "st").called == hlo_vector<std::string_view>{"wrapped"});
  CHECK(instruction(e, "st").operands == hlo_vector<std::string_view>{"x", "y"});
  CHECK(instruction(e, "done").operands == hlo_vector<std::string_view>{"st"});
  CHECK(instruction(e, "cs").operands == hlo_vector<std::string_view>{"done"});
  CHECK(instruction(e, "cond2").called == hlo_vector<std::string_view>{"wrapped", "wrapped"});
  CHECK(instruction(e, "cond2").operands == hlo_vector<std::string_view>{"c", "x", "y"});
  const hlo_instruction& cd = instruction(e, "cd");
  CHECK(cd.root);
  CHECK(cd.opcode == "copy-done");
  CHECK(cd.attribute("control-predecessors") == std::optional<std::string_view>("{%cond2}"));
  CHECK(e.root() == &cd);
  CHECK(instruction(*m.find("cond"), "i").tuple_index == 0);
  CHECK(m.find("body")->root()->name == "p");
}

TEST_CASE("attributes: sharding and metadata read, unknown ones kept as written, strings with escapes") {
  const hlo_module m = parse_hlo_module(R"(HloModule attrs
// a comment line
ENTRY %e {
  %p = f32[1024,2]{1,0} parameter(0), sharding={devices=[2,1]0,1}, metadata={op_name="arr"}
  %q = (f32[1024,2]{1,0}, f32[2]{0}) parameter(1), sharding={{devices=[2,1]0,1},
      {devices=[2]0,1}}
  ROOT %f = c64[8] fft(c64[8]{0} %p), fft_type=FFT, fft_length={8}, metadata={op_type="fft" op_name="jit(f)/fft[axis_name=(\'y\',)]" source_file="/x/jaxfft.py" source_line=63 stack_frame_id=4 profile_type={relayout}}, backend_config={"operation_queue_id":"0","wait_on":[],"x":"a,b"}, custom={"k": "}"} /* trailing */
}, execution_thread="host")");
  const hlo_computation& e = *m.entry();
  CHECK(e.execution_thread == "host");
  CHECK(instruction(e, "p").sharding == std::optional<std::string>("{devices=[2,1]0,1}"));
  REQUIRE(instruction(e, "p").metadata.has_value());
  CHECK(instruction(e, "p").metadata->op_name == "arr");
  CHECK(instruction(e, "q").sharding == std::optional<std::string>("{{devices=[2,1]0,1},\n      {devices=[2]0,1}}"));
  const hlo_instruction& f = instruction(e, "f");
  CHECK(f.metadata ==
        hlo_box<hlo_metadata>(hlo_metadata{"fft", "jit(f)/fft[axis_name=('y',)]", "/x/jaxfft.py", 63, 4}));
  CHECK(f.attribute("fft_type") == std::optional<std::string_view>("FFT"));
  CHECK(f.attribute("fft_length") == std::optional<std::string_view>("{8}"));
  CHECK(f.attribute("backend_config") ==
        std::optional<std::string_view>(R"({"operation_queue_id":"0","wait_on":[],"x":"a,b"})"));
  CHECK(f.attribute("custom") == std::optional<std::string_view>(R"({"k": "}"})"));
  CHECK(f.line == 7);
}

TEST_CASE("the stack-frame tables of newer dumps resolve a metadata stack_frame_id to a file and line") {
  // The table layout of yaoshiang/sandbox's 2026 dump (../HLO.md sect. 2.1), its values shortened.
  const hlo_module m = parse_hlo_module(R"(HloModule jit_f, is_scheduled=true

FileNames
1 "/home/u/sandbox/scripts/jax_shardy_propagation_partitioning.py"

FunctionNames
1 "<module>"
2 "main"

FileLocations
1 {file_name_id=1 function_name_id=1 line=85 end_line=85 column=13 end_column=19}
2 {file_name_id=1 function_name_id=2 line=40 end_line=40 column=4 end_column=9}

StackFrames
1 {file_location_id=1 parent_frame_id=1}
4 {file_location_id=2 parent_frame_id=1}

ENTRY %main {
  ROOT %dot.1 = s32[2,1024]{1,0} parameter(0), metadata={op_name="jit(f)/dot_general" stack_frame_id=4}
})");
  CHECK(m.stack_frames.file_names.size() == 1);
  CHECK(m.stack_frames.frames.size() == 2);
  REQUIRE(m.entry()->root()->metadata.has_value());
  const std::int64_t id = m.entry()->root()->metadata->stack_frame_id;
  CHECK(id == 4);
  CHECK(m.stack_frames.source(id) == std::optional<std::pair<std::string, std::int64_t>>(
                                         {"/home/u/sandbox/scripts/jax_shardy_propagation_partitioning.py", 40}));
}

TEST_CASE("seed 004's module as posted: an inconsistent signature is read past, the body decides") {
  // ../shared/seeds/004 (HLO_VECTORS.json seed004-pre-partition-pad): `ENTRY main() -> f64[3056,123]`
  // with a parameter(0) inside.
  const hlo_module m = parse_hlo_module(R"(HloModule module_0076.reactant_loop_after_spmd_partitioner_cp_pattern
ENTRY main() -> f64[3056,123] {
%constant.946 = f64[] constant(0)
%subtract.1055 = f64[3056,12272]{1,0} parameter(0), sharding={devices=[2,2]<=[2,2]T(1,0)}
%slice.1057 = f64[3056,1]{1,0} slice(%subtract.1055), slice={[0:3056], [12271:12272]}, sharding={devices=[2,2]<=[2,2]T(1,0)}
ROOT %pad.1059 = f64[3056,123]{1,0} pad(%slice.1057, %constant.946), padding=0_0x0_122, sharding={devices=[2,2]<=[2,2]T(1,0)}
})");
  const hlo_computation& e = *m.entry();
  CHECK(e.instructions.size() == 4);
  CHECK(instruction(e, "slice.1057").attribute("slice") ==
        std::optional<std::string_view>("{[0:3056], [12271:12272]}"));
  CHECK(instruction(e, "pad.1059").attribute("padding") == std::optional<std::string_view>("0_0x0_122"));
  CHECK(instruction(e, "pad.1059").sharding == std::optional<std::string>("{devices=[2,2]<=[2,2]T(1,0)}"));
}

TEST_CASE("malformed text: the line, the column, what was found and what was expected") {
  CHECK(message("") == "HLO text, line 1, column 1: expected 'HloModule' at the start of the text, found 'the end of "
                       "the text'");
  CHECK(message("HloModule m") == "HLO text, line 1, column 12: expected a computation, found 'the end of the text'");
  CHECK(message("HloModule m\nENTRY e {\n  ROOT p = f32[4]{0} parameter(0)\n") ==
        "HLO text, line 4, column 1: expected an instruction name, found 'the end of the text'");
  CHECK(message("HloModule m\nENTRY e {\n  p = f31[4] parameter(0)\n}") ==
        "HLO text, line 3, column 10: expected a known element type before 'f31', found '[4]'");
  CHECK(message("HloModule m\nENTRY e {\n  p = f32[4]{1} parameter(0)\n}") ==
        "HLO text, line 3, column 13: expected a layout naming each of the 1 dimensions of the f32 shape once, "
        "found '{1}'");
  CHECK(message("HloModule m\nENTRY e {\n  p = f32[4] add(%a, %b\n}") ==
        "HLO text, line 4, column 1: expected ')' to close the '(', found '}'");
  CHECK(message("HloModule m\nENTRY e {\n  p = f32[4] parameter(0), metadata={op_name=\"x}\n}") ==
        "HLO text, line 3, column 46: expected a closing '\"' for the string, found '\"x}'");
  CHECK(message("HloModule m, is_scheduled=maybe\nENTRY e { ROOT p = f32[] parameter(0) }") ==
        "HLO text, line 1, column 27: expected true or false for is_scheduled, found 'maybe'");
  CHECK(message("HloModule m, num_partitions=0\nENTRY e { ROOT p = f32[] parameter(0) }") ==
        "HLO text, line 1, column 29: expected a count of at least 1, found '0'");
  CHECK(message("HloModule m\nENTRY e { ROOT p = f32[99999999999999999999] parameter(0) }") ==
        "HLO text, line 2, column 24: expected a dimension size within 64 bits, found '99999999999999999999]'");
  // A TPU out-of-memory report (HLO_VECTORS.json tpu-tiled-padding-colabfold) is not a module.
  CHECK(message("  17. Size: 64.00M") ==
        "HLO text, line 1, column 3: expected 'HloModule' at the start of the text, found '17.'");
}

TEST_CASE("every HLO vector of tests/data/hlo_vectors.json reads, operands naming instructions of their computation") {
  // tests/data/hlo_vectors.json: 20 vectors, each with its source (XLA's tests, jaxdecomp dumps,
  // seed 004); the 16 of kind "hlo" that are modules (one is a TPU report excerpt, refused above).
  const auto vectors = nlohmann::json::parse(test::read_file(test::data_dir() / "hlo_vectors.json"));
  int modules = 0;
  for (const auto& v : vectors) {
    if (v.at("kind") != "hlo" || v.at("id") == "tpu-tiled-padding-colabfold") continue;
    CAPTURE(v.at("id").get<std::string>());
    const hlo_module m = parse_hlo_module(v.at("text").get<std::string>());
    REQUIRE(m.entry() != nullptr);
    for (const hlo_computation& c : m.computations) {
      std::set<std::string_view> names;
      for (const hlo_instruction& i : c.instructions) names.insert(i.name);
      for (const hlo_instruction& i : c.instructions) {
        for (const std::string_view o : i.operands) CHECK(names.count(o) == 1);
        for (const std::string_view called : i.called) CHECK(m.find(called) != nullptr);
      }
    }
    ++modules;
  }
  CHECK(modules == 16);
}

TEST_CASE("all 322 compiled modules of jaxdecomp-benchmarks read: parameters as the entry layout says") {
  // tests/data/jaxdecomp (SOURCE.md): the GPU modules XLA compiled for ASKabalan/jaxdecomp-benchmarks.
  int modules = 0;
  for (const auto& f : std::filesystem::recursive_directory_iterator(test::data_dir() / "jaxdecomp")) {
    if (f.path().extension() != ".hlo") continue;
    CAPTURE(f.path().string());
    const hlo_module m = parse_hlo_module(test::read_file(f.path()));
    CHECK(m.is_scheduled);
    const hlo_computation& e = *m.entry();
    CHECK(e.entry);
    REQUIRE(m.entry_computation_layout.has_value());
    // The layout's parameter list `(a, b)->r`: one entry per parameter of the entry computation.
    const std::string& layout = *m.entry_computation_layout;
    const std::string params = layout.substr(2, layout.find(")->") - 2);
    const auto commas_at_top = [&] {
      int depth = 0, n = 0;
      for (const char ch : params) {
        depth += ch == '{' || ch == '(' || ch == '[';
        depth -= ch == '}' || ch == ')' || ch == ']';
        n += ch == ',' && depth == 0;
      }
      return n;
    }();
    const auto parameters = std::count_if(e.instructions.begin(), e.instructions.end(),
                                          [](const hlo_instruction& i) { return i.opcode == "parameter"; });
    CHECK(parameters == (params.empty() ? 0 : commas_at_top + 1));
    for (const hlo_computation& c : m.computations)
      for (const hlo_instruction& i : c.instructions)
        for (const std::string_view called : i.called) CHECK(m.find(called) != nullptr);
    ++modules;
  }
  CHECK(modules == 322);
}

TEST_CASE("review: a negative size is refused (fuzz_hlo_text found c64[-28,64,256] read as a size)") {
  CHECK(message("HloModule m\nENTRY e { ROOT p = c64[-28,64]{1,0} parameter(0) }") ==
        "HLO text, line 2, column 24: expected a dimension size, found '-28,64]{1,0}'");
}

TEST_CASE("review: an operand or a called computation that is a bare '%' is refused (found by fuzz_hlo_text)") {
  CHECK(message("HloModule m\nENTRY e { ROOT out = f32[] add(% ,%pc) }") ==
        "HLO text, line 2, column 32: expected an operand's name, found '%'");
  CHECK(message("HloModule m\nENTRY e { ROOT w = f32[] while(%x), condition={%c, %} }") ==
        "HLO text, line 2, column 52: expected a computation's name, found '%'");
}

TEST_CASE("an HLO tuple shape nested 100000 deep is refused with the line, column and limit, not read") {
  CHECK(message(test::hlo_nested_tuple(100000)) ==
        "HLO text, line 4, column 76: expected a tuple nested at most 64 deep (hlo_max_tuple_depth), not 65 deep, "
        "found '(((((((((((((((((((((((('");
  const hlo_module m = parse_hlo_module(test::hlo_nested_tuple(hlo_max_tuple_depth));  // the deepest taken
  const hlo_shape* s = &m.entry()->instructions[0].shape;
  int depth = 0;
  for (; s->is_tuple(); s = &s->elements[0]) ++depth;
  CHECK(depth == hlo_max_tuple_depth);
}

TEST_CASE("sharding={replicatd} in HLO text is refused where it is written, not read as no sharding") {
  const std::string tail = "; expected a form like {devices=[2,4]<=[4,2]T(1,0)}, {devices=[2,1,2]2,3,5,7 "
                           "last_tile_dim_replicate} or {replicated})";
  CHECK(message("HloModule m\n\nENTRY e {\n  p = f32[4]{0} parameter(0), sharding={replicatd}\n  ROOT n = f32[4]{0} "
                "negate(p)\n}\n") ==
        "HLO text, line 4, column 40: expected a sharding XLA reads (cannot parse HloSharding \"{replicatd}\" at "
        "position 1: expected replicated, manual, maximal or devices=" +
            tail + ", found '{replicatd}'");
  // Junk after a sharding, an element of a tuple's, a tiling that names a device twice.
  CHECK(message("HloModule m\nENTRY e {\n  ROOT p = f32[4]{0} parameter(0), sharding={replicated}x\n}") ==
        "HLO text, line 3, column 45: expected a sharding XLA reads (cannot parse HloSharding \"{replicated}x\" at "
        "position 12: expected nothing after the closing '}'" +
            tail + ", found '{replicated}x'");
  CHECK(message("HloModule m\nENTRY e {\n  ROOT p = (f32[4]{0}, f32[2]{0}) parameter(0), "
                "sharding={{replicated}, {devices=[2]0,1 sideways}}\n}") ==
        "HLO text, line 3, column 58: expected a sharding XLA reads (cannot parse HloSharding \"{devices=[2]0,1 "
        "sideways}\" at position 16: expected an attribute (metadata={...}, shard_as N, shard_like N) or '}'" +
            tail + ", found '{{replicated},'");
  CHECK(message("HloModule m\nENTRY e {\n  ROOT p = f32[4]{0} parameter(0), sharding={devices=[2]1,1}\n}") ==
        "HLO text, line 3, column 45: expected a sharding XLA reads (tile assignment devices=[2] lists device 1 "
        "twice; each device holds one tile), found '{devices=[2]1,1}'");
  // Each form XLA prints is read: a tuple's, an empty tuple's, {unknown}, attributes after a tiling.
  const hlo_module m = parse_hlo_module(R"(HloModule m
ENTRY e {
  a = (f32[4]{0}, f32[2]{0}) parameter(0), sharding={{replicated}, {devices=[2]0,1 metadata={op_name="a"}}}
  b = () tuple(), sharding={}
  c = f32[4]{0} get-tuple-element(a), index=0, sharding={unknown shard_as 1}
  ROOT d = f32[4]{0} negate(c), sharding={maximal device=0 shard_like 2}
})");
  CHECK(instruction(*m.entry(), "a").sharding == "{{replicated}, {devices=[2]0,1 metadata={op_name=\"a\"}}}");
  CHECK(instruction(*m.entry(), "d").sharding == "{maximal device=0 shard_like 2}");
}

TEST_CASE("a sharding= value is checked whole: one sharding, or a tuple's, each element parsed") {
  detail::check_hlo_sharding_attribute("{devices=[2,2]<=[4]}");
  detail::check_hlo_sharding_attribute(
      "{{replicated}, {devices=[2]0,1 metadata={op_name=\"a}\"}}, {maximal device=0}}");
  detail::check_hlo_sharding_attribute("{}");         // an empty tuple's
  detail::check_hlo_sharding_attribute("{unknown}");  // XLA's, for one left to propagation
  detail::check_hlo_sharding_attribute(" { {manual} } ");
  CHECK_THROWS_WITH_AS(detail::check_hlo_sharding_attribute("{replicatd}"),
                       doctest::Contains("cannot parse HloSharding \"{replicatd}\" at position 1"), parse_error);
  CHECK_THROWS_WITH_AS(detail::check_hlo_sharding_attribute("{{replicated}, {replicatd}}"),
                       doctest::Contains("cannot parse HloSharding \"{replicatd}\" at position 1"), parse_error);
  CHECK_THROWS_WITH_AS(detail::check_hlo_sharding_attribute("{{replicated} {manual}}"),
                       "cannot parse sharding \"{{replicated} {manual}}\" at position 14: expected ',' or '}' "
                       "after an element's sharding",
                       parse_error);
  CHECK_THROWS_WITH_AS(detail::check_hlo_sharding_attribute("{{replicated}} x"),
                       "cannot parse sharding \"{{replicated}} x\" at position 15: expected nothing after the "
                       "closing '}'",
                       parse_error);
  CHECK_THROWS_WITH_AS(detail::check_hlo_sharding_attribute("{{devices=[2]0,0}}"),
                       "tile assignment devices=[2] lists device 0 twice; each device holds one tile", invalid_error);
  CHECK_THROWS_AS(detail::check_hlo_sharding_attribute("{{replicated}"), parse_error);
  CHECK_THROWS_AS(detail::check_hlo_sharding_attribute("{} x"), parse_error);
  CHECK_THROWS_AS(detail::check_hlo_sharding_attribute(""), parse_error);
  CHECK_THROWS_WITH_AS(detail::check_hlo_sharding_attribute("x sharding={replicated}"),
                       "cannot parse sharding \"x sharding={replicated}\" at position 0: expected '{' opening a "
                       "sharding",
                       parse_error);
  CHECK_THROWS_AS(detail::check_hlo_sharding_attribute("{unknownx}"), parse_error);
}

TEST_CASE("replica_groups over a mesh's axes (mesh[...] {...}, JAX 0.10.2 on CPU) is read as one attribute") {
  // MeshAxesReplicaGroupList::ToString writes the mesh, a space and the grouping axes; JAX 0.10.2's
  // transformer steps compiled for CPU print their all-reduces so.
  const hlo_module m = parse_hlo_module(R"(HloModule m, is_scheduled=true
add { x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT a = f32[] add(x, y) }
ENTRY e {
  p = f32[8,16]{1,0} parameter(0)
  ROOT r = f32[8,16]{1,0} all-reduce(p), channel_id=1, replica_groups=mesh['axis_0'=4,'axis_1'=2] {'axis_1'}, use_global_device_ids=true, to_apply=add
})");
  const hlo_instruction& r = *m.entry()->root();
  CHECK(r.attribute("replica_groups") == "mesh['axis_0'=4,'axis_1'=2] {'axis_1'}");
  CHECK(r.attribute("use_global_device_ids") == "true");
  CHECK(r.called.size() == 1);
  // A mesh whose devices are not in iota order says so between the mesh and the axes (optax's
  // Adafactor step, 2x4 devices).
  const hlo_module t = parse_hlo_module(R"(HloModule m
add { x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT a = f32[] add(x, y) }
ENTRY e {
  p = f32[] parameter(0)
  ROOT r = f32[] all-reduce(p), channel_id=149, replica_groups=mesh['axis_0'=2,'axis_1'=4], device_ids=([4,2]T(1,0)) {'axis_1'}, use_global_device_ids=true, to_apply=add
})");
  CHECK(t.entry()->root()->attribute("replica_groups") ==
        "mesh['axis_0'=2,'axis_1'=4], device_ids=([4,2]T(1,0)) {'axis_1'}");
  CHECK(t.entry()->root()->attribute("device_ids") == std::nullopt);
  CHECK_THROWS_WITH_AS((void)parse_hlo_module("HloModule m\nENTRY e {\n  ROOT r = f32[] all-reduce(f32[] p), "
                                              "replica_groups=mesh['a'=2], device_ids=([2]) }"),
                       doctest::Contains("expected the mesh's axes"), parse_error);
}

TEST_CASE("a parsed module's equal layouts are one shared value, not a copy a shape; a write to one is its own") {
  hlo_module m = parse_hlo_module(R"(HloModule m
ENTRY e {
  p = f32[4,8]{1,0} parameter(0)
  a = f32[4,8]{1,0} exponential(p)
  b = f32[4,8]{0,1} negate(a)
  h = f32[4,8]{1,0:S(5)} copy(a)
  t = f32[4,8]{1,0:T(8,128)} copy(a)
  ROOT r = (f32[4,8]{1,0}, f32[4,8]{0,1}) tuple(a, b)
})");
  const std::vector<hlo_instruction>& is = std::as_const(m).computations[0].instructions;
  const auto layout = [&](std::size_t i) -> const hlo_layout* { return &*is[i].shape.layout; };
  CHECK(layout(0) == layout(1));  // p and a: one {1,0}
  CHECK_FALSE(is[5].shape.layout.has_value());  // the tuple has no layout of its own; its elements share
  CHECK(&*is[5].shape.elements[0].layout == layout(0));
  CHECK(&*is[5].shape.elements[1].layout == layout(2));
  CHECK(layout(2) != layout(0));  // {0,1} is another layout,
  CHECK(layout(3) != layout(0));  // and so is {1,0:S(5)}
  CHECK(is[3].shape.memory_space() == 5);
  CHECK_FALSE(is[4].shape.layout.shared());  // tiled: its own
  CHECK(is[4].shape.layout->tiles == std::vector<std::vector<std::int64_t>>{{8, 128}});
  CHECK(is[0].shape.layout.shared());
  // A write through one shape's layout is that shape's alone.
  m.computations[0].instructions[1].shape.layout->memory_space = 5;
  CHECK(is[1].shape.memory_space() == 5);
  CHECK(is[0].shape.memory_space() == 0);
  CHECK(is[5].shape.elements[0].memory_space() == 0);
  const hlo_module copy = m;  // a copy's layouts are its own, equal to these
  CHECK(copy.computations[0].instructions[0].shape == is[0].shape);
  CHECK_FALSE(copy.computations[0].instructions[0].shape.layout.shared());
}

TEST_CASE("a large computation's instruction vector holds at most an eighth more room than its instructions") {
  std::string text = "HloModule m\n\nENTRY e {\n  p = f32[4]{0} parameter(0)\n";
  constexpr int n = 5000;  // past the 4096 a small computation is copied below, and 3000 short of 8192
  for (int k = 0; k < n; ++k)
    text += fmt::format("  x{} = f32[4]{{0}} negate({})\n", k, k == 0 ? "p" : fmt::format("x{}", k - 1));
  text += "}\n";
  const hlo_module m = parse_hlo_module(text);
  const std::vector<hlo_instruction>& is = m.computations[0].instructions;
  REQUIRE(is.size() == n + 1);
  CHECK(is.capacity() - is.size() <= is.size() / 8);
  CHECK(m.computations.capacity() == m.computations.size());
}
