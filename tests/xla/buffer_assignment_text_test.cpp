// Tests for xla/buffer_assignment_text.hpp: XLA's *-buffer-assignment.txt read into allocations and
// summed into memory_analysis()'s fields. The dump in tests/data/buffer_assignment is ours, written
// line for line in the format BufferAllocation::ToString, HloValue::ToShortString and
// HloLiveRange::ToString print (openxla/xla buffer_assignment.cc, hlo_value.cc, hlo_live_range.cc),
// with the allocation sizes of jaxdecomp's 256^3 2x4 FFT (a100/8/jaxfft.csv: argument 8,388,608,
// output 16,777,216, temp 33,554,944) plus a constant, a thread-local and a host allocation; the
// sums are by CompiledMemoryStats::PopulateBufferStatsFromAllocations's rules.
#include <doctest/doctest.h>

#include <shardmem/xla/buffer_assignment_text.hpp>

#include <string>

#include "test_data.hpp"

using namespace shardmem;

namespace {

std::string dump_error(const std::string& text) {
  try {
    (void)parse_buffer_assignment(text);
  } catch (const parse_error& e) {
    return e.what();
  }
  return "no error";
}

}  // namespace

TEST_CASE("a buffer-assignment dump: allocations, their values, and memory_analysis's fields") {
  const std::string text = test::read_file(test::data_dir() / "buffer_assignment/fft_like-buffer-assignment.txt");
  CHECK(is_buffer_assignment_text(text));
  CHECK_FALSE(is_buffer_assignment_text("HloModule m\n"));
  const xla_buffer_assignment ba = parse_buffer_assignment(text);
  REQUIRE(ba.allocations.size() == 6);
  const xla_allocation& out = ba.allocations[0];
  CHECK(out.maybe_live_out);
  CHECK(out.output_shape == "c64[64,128,256]");
  CHECK(out.values.size() == 2);
  const xla_allocation& param = ba.allocations[1];
  REQUIRE(param.parameter.has_value());
  CHECK(*param.parameter == 0);
  CHECK(param.parameter_shape == "f32[64,128,256]");
  CHECK(param.parameter_index.empty());
  CHECK(ba.allocations[2].thread_local_);
  CHECK(ba.allocations[3].constant);
  const xla_allocation& temp = ba.allocations[4];
  CHECK(temp.preallocated_temp);
  REQUIRE(temp.values.size() == 4);
  CHECK(temp.values[0].name == "all-to-all-start");
  CHECK(temp.values[0].index.empty());
  CHECK(temp.values[1].index == hlo_shape_index{0});
  CHECK(temp.values[1].offset == 33554560);
  CHECK(temp.values[2].shape == "c64[64,128,256]{2,1,0}");
  CHECK(ba.allocations[5].color == 5);
  // The sums: the parameter's allocation is argument; the live-out one output; the preallocated
  // temp temp; the constant and the thread-local count nowhere; color 5 is host memory.
  const memory_stats c = ba.categories();
  CHECK(c.device.argument.count() == 8388608);
  CHECK(c.device.output.count() == 16777216);
  CHECK(c.device.alias.count() == 0);
  CHECK(c.device.temp.count() == 33554944);
  CHECK(c.host.temp.count() == 1024);
  CHECK(c.host.argument.count() == 0);
  CHECK(c.device.total().count() == 58720768);
  // The live-range part: XLA's peak moment and what it lists there.
  REQUIRE(ba.peak_time.has_value());
  CHECK(*ba.peak_time == 5);
  REQUIRE(ba.live_at_peak.size() == 3);
  CHECK(ba.live_at_peak[2] == std::pair<std::string, std::int64_t>{"all-to-all-start", 16777240});
  const std::string report = buffer_assignment_report(ba, 2);
  CHECK(report.find("temp_size_in_bytes     33554944 (32.00 MiB)") != std::string::npos);
  CHECK(report.find("allocation 4 (temp), 4 values") != std::string::npos);
  CHECK(report.find("... 4 more") != std::string::npos);
}

TEST_CASE("a donated parameter is argument, output and alias at once") {
  // PopulateBufferStatsFromAllocations: a parameter allocation aliased with an output counts in
  // argument, output and alias (JAX's xla_transform_test: alias == argument for f(x) = x * 2 donated).
  const xla_buffer_assignment ba = parse_buffer_assignment(
      "BufferAssignment:\nallocation 0: size 400, parameter 0, shape |f32[10,10]| at ShapeIndex {}, maybe-live-out:\n"
      " value: <0 p0 @0> (size=400,offset=0): f32[10,10]{1,0}\n"
      "allocation 1: size 64, parameter 1, shape |(f32[8], f32[8])| at ShapeIndex {1}:\n");
  const memory_stats c = ba.categories();
  CHECK(c.device.argument.count() == 464);
  CHECK(c.device.output.count() == 400);
  CHECK(c.device.alias.count() == 400);
  CHECK(c.device.temp.count() == 0);
  CHECK(ba.allocations[1].parameter_index == hlo_shape_index{1});
  CHECK_FALSE(ba.peak_time.has_value());
}

TEST_CASE("buffer-assignment errors name the line, the column and what was expected") {
  CHECK(dump_error("HloModule m\n") ==
        "buffer assignment, line 1: expected 'BufferAssignment:' at the start of the text");
  CHECK(dump_error("BufferAssignment:\nallocation 0: size 23.93GiB, preallocated-temp:\n") ==
        "buffer assignment, line 2, column 22: expected a size in bytes (XLA's *-buffer-assignment.txt prints exact "
        "sizes; this one is rounded), found '.93GiB'");
  CHECK(dump_error("BufferAssignment:\nallocation 0: size GiB:\n") ==
        "buffer assignment, line 2, column 20: expected a size, found 'GiB'");
  CHECK(dump_error("BufferAssignment:\n value: <0 p @0> (size=4,offset=0): f32[]\n") ==
        "buffer assignment, line 2, column 9: expected an 'allocation' line before the first value, found '<0'");
  CHECK(dump_error("BufferAssignment:\nallocation 0: size 99999999999999999999:\n") ==
        "buffer assignment, line 2, column 38: expected a size of at most 9223372036854775807 (int64), found '99'");
  CHECK(dump_error("BufferAssignment:\nallocation 0: size 8, parameter 0, shape |f32[2] at ShapeIndex {}:\n") ==
        "buffer assignment, line 2, column 43: expected '|' closing the parameter's shape, found 'f32[2]'");
  CHECK(dump_error("BufferAssignment:\nallocation 0: size 8:\n value: <0 p @0> (size=8,offset=x): f32[2]\n") ==
        "buffer assignment, line 3, column 33: expected an offset, found 'x'");
  CHECK(dump_error("BufferAssignment:\nallocation 0: size 8, parameter 0 at ShapeIndex {0,}:\n") ==
        "buffer assignment, line 2, column 52: expected a shape index, found '}'");
  CHECK(dump_error("BufferAssignment:\nallocation x: size 8:\n") ==
        "buffer assignment, line 2, column 12: expected an allocation number, found 'x'");
  CHECK(dump_error("BufferAssignment:\nallocation 0: size 8, output shape is |f32[2]:\n") ==
        "buffer assignment, line 2, column 40: expected '|' closing the output shape, found 'f32[2]'");
  CHECK(dump_error("BufferAssignment:\nallocation 0: size 8:\n value: <x p @0> (size=8,offset=0): f32[2]\n") ==
        "buffer assignment, line 3, column 10: expected a value id, found 'x'");
  CHECK(dump_error("BufferAssignment:\nallocation 0: size 8:\n value: <0 p @0 (size=8,offset=0): f32[2]\n") ==
        "buffer assignment, line 3, column 12: expected '>' closing the value, found 'p'");
  CHECK(dump_error("BufferAssignment:\n  Live ranges at x (peak):\n") ==
        "buffer assignment, line 2, column 16: expected a time, found 'x'");
  CHECK(dump_error("BufferAssignment:\nallocation 0: size 8, maybe-live-out, constant:\n") ==
        "buffer assignment, line 2, column 37: expected ':', found ','");
}
