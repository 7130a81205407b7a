// Tests for xla/hlo_whatif.hpp: two modules side by side (hlo_diff) and the what-ifs on one module
// (donate a parameter, move a value to host memory), through buffer assignment.
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_buffer_assignment.hpp>
#include <shardmem/xla/hlo_parse.hpp>
#include <shardmem/xla/hlo_whatif.hpp>

#include <string>

#include "assigned_summary.hpp"
#include "test_data.hpp"

using namespace shardmem;

namespace {

std::string whatif_error(auto&& f) {
  try {
    (void)f();
  } catch (const invalid_error& e) {
    return e.what();
  }
  return "no error";
}

}  // namespace

TEST_CASE("donating a parameter makes the output reuse it: alias == argument (JAX's xla_transform_test)") {
  // jax tests/xla_transform_test.py test_simple_transform_preserves_donation_and_aliasing: for
  // f(x) = x * 2 with x f32[10,10] donated, alias_size_in_bytes == argument_size_in_bytes (>= 400).
  const hlo_module m = parse_hlo_module(test::times_two);
  const hlo_memory_summary before = test::assigned_summary(m);
  const hlo_module donated = hlo_donate(m, 0);
  REQUIRE(donated.input_output_alias.size() == 1);
  CHECK(donated.input_output_alias[0].output.empty());
  CHECK(donated.input_output_alias[0].parameter == 0);
  const hlo_memory_summary after = test::assigned_summary(donated);
  CHECK(before.categories->device.alias.count() == 0);
  CHECK(after.categories->device.alias.count() == 400);
  CHECK(after.categories->device.alias.count() == after.categories->device.argument.count());
  const hlo_summary_diff d = hlo_diff(before, after);
  REQUIRE(d.categories.size() == 9);
  CHECK(d.categories[2].what == "alias_size_in_bytes");
  CHECK(d.categories[2].delta() == 400);
  // Derived by the assignment rules: the output no longer needs an allocation of its own, but
  // the broadcast b, which before donation lived in that allocation (dead before n is made), now
  // meets x's allocation (x is live until m reads it) and becomes a temporary: the reservation
  // stays at 800 B.
  CHECK(after.categories->device.argument.count() == 400);
  CHECK(after.categories->device.output.count() == 400);
  CHECK(after.categories->device.temp.count() == 400);
  CHECK(before.categories->device.temp.count() == 0);
  CHECK(d.categories[8].what == "reserved_bytes");
  CHECK(d.categories[8].delta() == 0);
  const std::string text = hlo_diff_report(d);
  CHECK(text.find("alias_size_in_bytes") != std::string::npos);
  CHECK(text.find("+400 B") != std::string::npos);
}

TEST_CASE("a value moved to host memory leaves the device fields for the host twins") {
  const hlo_module m = parse_hlo_module(test::times_two);
  const hlo_memory_summary before = test::assigned_summary(m);
  const hlo_memory_summary after = test::assigned_summary(hlo_to_host(m, "m"));
  // m (400 B) is now host temp. On the device nothing changes (derived): before, b and m lived in
  // n's output allocation (each dead before n is made); the device peak, 800 B, is x and b at b's
  // time, before m is made.
  CHECK(before.categories->host.temp.count() == 0);
  CHECK(after.categories->host.temp.count() == 400);
  CHECK(after.categories->device.temp.count() == 0);
  CHECK(before.categories->device.temp.count() == 0);
  CHECK(before.peak == 800);
  CHECK(after.peak == 800);
  CHECK(hlo_to_host(m, "main/m").computations[0].instructions[3].shape.memory_space() == 5);
}

TEST_CASE("two jaxdecomp modules side by side: FFT and IFFT of 256^3 on 2x4") {
  // tests/data/jaxdecomp, a100/8/jaxfft.csv: argument 8,388,608 (FFT, f32) and 16,777,216 (IFFT,
  // c64), output 16,777,216 both, temp 33,554,944 both.
  const auto dir = test::data_dir() / "jaxdecomp/a100/8/jaxfft";
  const hlo_summary_diff d =
      hlo_diff(test::assigned_summary(parse_hlo_module(test::read_file(dir / "256_2_4_NCCL_float32_FFT.hlo"))),
               test::assigned_summary(parse_hlo_module(test::read_file(dir / "256_2_4_NCCL_float32_IFFT.hlo"))));
  CHECK(d.before_module == "jit_do_fft");
  CHECK(d.after_module == "jit_do_ifft");
  CHECK(d.categories[0].before == 8388608);
  CHECK(d.categories[0].after == 16777216);
  CHECK(d.categories[1].delta() == 0);
  CHECK(d.categories[3].before == 33554944);
  CHECK(d.categories[3].delta() == 0);
  REQUIRE_FALSE(d.by_opcode.empty());
  CHECK(d.by_opcode[0].what == "parameter");
  CHECK(d.by_opcode[0].delta() == 8388608);
}

TEST_CASE("what-if errors name the object and the fix") {
  const hlo_module m = parse_hlo_module(test::times_two);
  CHECK(whatif_error([&] { return hlo_donate(m, 3); }) ==
        "donate: entry computation 'main' has no parameter 3; give a parameter number");
  CHECK(whatif_error([&] { return hlo_donate(hlo_donate(m, 0), 0); }) ==
        "donate: parameter 0 ('x') is donated already (input_output_alias)");
  const hlo_module other = parse_hlo_module(
      "HloModule o\nENTRY e {\n  p = f32[8]{0} parameter(0)\n  ROOT c = f64[8]{0} convert(p)\n}\n");
  CHECK(whatif_error([&] {
          return hlo_donate(other, 0);
        }).starts_with("donate: no output of the entry computation is f32[8] like parameter 0 ('p')"));
  CHECK(whatif_error([&] { return hlo_donate(hlo_module{.name = "empty"}, 0); }) ==
        "donate: module 'empty' has no entry computation");
  const hlo_module tuple_param = parse_hlo_module(
      "HloModule t\nENTRY e {\n  p = (f32[2]{0}, f32[2]{0}) parameter(0)\n  ROOT g = f32[2]{0} get-tuple-element(p), "
      "index=0\n}\n");
  CHECK(whatif_error([&] { return hlo_donate(tuple_param, 0); }) ==
        "donate: parameter 0 ('p') is (f32[2], f32[2]), not an array; donate one of its arrays");
  CHECK(whatif_error([&] { return hlo_to_host(tuple_param, "p"); }) ==
        "to host: 'p' is (f32[2], f32[2]), not an array; name the instruction that makes the array");
  const hlo_module twice = parse_hlo_module(
      "HloModule two\nc {\n  a = f32[2]{0} parameter(0)\n  ROOT n = f32[2]{0} negate(a)\n}\nENTRY e {\n"
      "  a = f32[2]{0} parameter(0)\n  ROOT n = f32[2]{0} call(a), to_apply=c\n}\n");
  CHECK(whatif_error([&] { return hlo_to_host(twice, "n"); }) ==
        "to host: 2 instructions are named 'n'; write it as COMPUTATION/NAME");
  CHECK(hlo_to_host(twice, "c/n").computations[0].instructions[1].shape.memory_space() == 5);
  CHECK(whatif_error([&] { return hlo_to_host(m, "nope"); }) == "to host: no instruction 'nope' in module 'jit_f'");
  CHECK(whatif_error([&] { return hlo_to_host(m, "other/m"); }) ==
        "to host: no instruction 'm' in computation 'other' in module 'jit_f'");
}
