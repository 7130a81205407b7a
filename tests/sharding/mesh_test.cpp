// Tests for sharding/mesh.hpp: iota device order, coordinates, parsing, process layouts.
#include <doctest/doctest.h>

#include <shardmem/sharding/mesh.hpp>

#include <string>
#include <vector>

#include "../doubling.hpp"

using namespace shardmem;

TEST_CASE("device ids are laid out in row-major iota order over the axes") {
  // REFERENCE section 1 (JAX semantics): on mesh (x=4, y=2) device id = 2*x + y.
  const mesh m{{"x", 4}, {"y", 2}};
  CHECK(m.device_count() == 8);
  CHECK(m.rank() == 2);
  for (std::int64_t x = 0; x < 4; ++x)
    for (std::int64_t y = 0; y < 2; ++y) {
      CAPTURE(x);
      CAPTURE(y);
      CHECK(m.device_at({x, y}) == 2 * x + y);
      CHECK(m.coords(2 * x + y) == std::vector<std::int64_t>{x, y});
    }
  CHECK(m.stride(0) == 2);
  CHECK(m.stride(1) == 1);
}

TEST_CASE("coordinates and ids are inverse on a million-device mesh") {
  const mesh m{{"pod", 10}, {"data", 100}, {"model", 1000}};
  CHECK(m.device_count() == 1'000'000);
  for (std::int64_t d : {0LL, 1LL, 999LL, 1000LL, 123456LL, 999999LL}) {
    CAPTURE(d);
    CHECK(m.device_at(m.coords(d)) == d);
  }
  CHECK(m.coords(123456) == std::vector<std::int64_t>{1, 23, 456});
}

TEST_CASE("a mesh prints as {data: 8, model: 4} and lists its axis names like JAX") {
  const mesh m{{"data", 8}, {"model", 4}};
  CHECK(fmt::format("{}", m) == "{data: 8, model: 4}");
  CHECK(m.names() == "('data', 'model')");
  CHECK(mesh{{"z", 4}}.names() == "('z',)");
  CHECK(m.axis_size("model") == 4);
  CHECK(m.axis_index("model") == 1);
  CHECK_FALSE(m.find_axis("expert").has_value());
}

TEST_CASE("invalid meshes are rejected with the axis and the numbers") {
  CHECK_THROWS_WITH_AS((void)mesh(std::vector<mesh_axis>{}), "a mesh needs at least one axis, as in {data: 8}",
                       invalid_error);
  CHECK_THROWS_WITH_AS((void)mesh({{"x", 2}, {"x", 4}}),
                       "mesh axis name 'x' is used twice (axes 0 and 1); axis names must be unique", invalid_error);
  CHECK_THROWS_WITH_AS((void)mesh({{"x", 0}}), "mesh axis 'x' has size 0; axis sizes must be >= 1", invalid_error);
  CHECK_THROWS_WITH_AS((void)mesh({{"", 2}}), "mesh axis 0 has an empty name; name every axis", invalid_error);
  CHECK_THROWS_WITH_AS((void)mesh({{"a", 1LL << 32}, {"b", 1LL << 32}}),
                       "overflow computing the device count of a mesh: 4294967296 x 4294967296 exceeds the 64-bit "
                       "limit 9223372036854775807",
                       overflow_error);
  const mesh m{{"x", 4}, {"y", 2}};
  CHECK_THROWS_WITH_AS((void)m.axis_index("z"), "mesh {x: 4, y: 2} has no axis 'z'; its axes are ('x', 'y')",
                       invalid_error);
  CHECK_THROWS_WITH_AS((void)m.coords(8), "device 8 is out of range for mesh {x: 4, y: 2} of 8 devices (ids 0..7)",
                       out_of_range_error);
  CHECK_THROWS_WITH_AS((void)m.device_at({4, 0}),
                       "coordinate 4 is out of range for axis 'x' of size 4 in mesh {x: 4, y: 2}", out_of_range_error);
  CHECK_THROWS_WITH_AS((void)m.device_at({1}), "mesh {x: 4, y: 2} has 2 axes but 1 coordinates were given",
                       out_of_range_error);
}

TEST_CASE("meshes parse from data=8,model=4 and from their printed form") {
  CHECK(parse_mesh("data=8,model=4") == mesh{{"data", 8}, {"model", 4}});
  CHECK(parse_mesh("{data: 8, model: 4}") == mesh{{"data", 8}, {"model", 4}});
  CHECK(parse_mesh(" x = 4 , y = 2 ") == mesh{{"x", 4}, {"y", 2}});
  CHECK_THROWS_WITH_AS((void)parse_mesh("data"),
                       "cannot parse mesh 'data': axis 'data' needs a size, as in 'data=8,model=4'", parse_error);
  CHECK_THROWS_WITH_AS((void)parse_mesh("data=eight"),
                       "cannot parse mesh 'data=eight': size 'eight' of axis 'data' is not a positive integer",
                       parse_error);
  CHECK_THROWS_WITH_AS((void)parse_mesh("{data: 8"), "cannot parse mesh '{data: 8': missing closing '}'", parse_error);
  CHECK_THROWS_AS((void)parse_mesh("data=0"), invalid_error);
  CHECK_THROWS_AS((void)parse_mesh(""), invalid_error);
  CHECK_THROWS_AS((void)parse_mesh("data=99999999999999999999"), parse_error);
}

TEST_CASE("by default each process owns consecutive devices, so processes lie on the outer axes") {
  const mesh m = mesh{{"data", 8}, {"model", 4}}.with_devices_per_process(4);
  CHECK(m.process_count() == 8);
  CHECK(m.process_of(0) == 0);
  CHECK(m.process_of(5) == 1);
  CHECK(m.devices_of(1) == std::vector<std::int64_t>{4, 5, 6, 7});
  CHECK(m.crosses_processes("data"));
  CHECK_FALSE(m.crosses_processes("model"));

  // Eight devices per process on {data: 8, model: 4}: two data rows per host.
  const mesh m8 = mesh{{"data", 8}, {"model", 4}}.with_devices_per_process(8);
  CHECK(m8.process_count() == 4);
  CHECK(m8.crosses_processes("data"));
  CHECK_FALSE(m8.crosses_processes("model"));

  // One process: nothing crosses.
  const mesh one{{"data", 8}, {"model", 4}};
  CHECK(one.process_count() == 1);
  CHECK_FALSE(one.crosses_processes("data"));

  // One device per process: every axis of size > 1 crosses (seed 000: dp=64, one GPU per process).
  const mesh dp = mesh{{"data", 64}}.with_devices_per_process(1);
  CHECK(dp.process_count() == 64);
  CHECK(dp.crosses_processes("data"));
}

TEST_CASE("an explicit process map places processes on any axis") {
  // Processes along the inner axis: device d on process d % 2.
  std::vector<std::int64_t> map;
  for (std::int64_t d = 0; d < 8; ++d) map.push_back(d % 2);
  const mesh m = mesh{{"x", 4}, {"y", 2}}.with_process_map(map);
  CHECK(m.process_count() == 2);
  CHECK(m.devices_of(1) == std::vector<std::int64_t>{1, 3, 5, 7});
  CHECK(m.crosses_processes("y"));
  CHECK_FALSE(m.crosses_processes("x"));
}

TEST_CASE("bad process layouts are rejected with the numbers and the fix") {
  const mesh m{{"x", 4}, {"y", 2}};
  CHECK_THROWS_WITH_AS((void)m.with_devices_per_process(3),
                       "cannot lay out mesh {x: 4, y: 2} (8 devices) with 3 devices per process: it must be >= 1 and "
                       "divide 8",
                       invalid_error);
  CHECK_THROWS_AS((void)m.with_devices_per_process(0), invalid_error);
  CHECK_THROWS_WITH_AS((void)m.with_process_map({0, 0, 1}),
                       "process map for mesh {x: 4, y: 2} has 3 entries; it needs one per device (8)", invalid_error);
  CHECK_THROWS_WITH_AS((void)m.with_process_map({0, 0, 0, 0, 2, 2, 2, 2}),
                       "process map for mesh {x: 4, y: 2}: process 1 owns no device; number processes 0..2",
                       invalid_error);
  CHECK_THROWS_WITH_AS((void)m.with_process_map({0, 0, 0, 0, -1, 1, 1, 1}),
                       "process map for mesh {x: 4, y: 2}: device 4 has negative process id -1", invalid_error);
  CHECK_THROWS_WITH_AS((void)m.with_devices_per_process(4).devices_of(2),
                       "process 2 is out of range: mesh {x: 4, y: 2} has 2 processes", out_of_range_error);
}

// Checked arithmetic: a mesh of a million devices is exact; past 2^24 devices, per-device results
// (process maps, bytes per process) would not fit in memory, so the mesh is refused up front.
TEST_CASE("audit: a mesh of 10^6 devices is exact; more than 2^24 devices is an invalid_error") {
  const mesh m = parse_mesh("dp=1000,tp=1000").with_devices_per_process(8);
  CHECK(m.device_count() == 1'000'000);
  CHECK(m.process_count() == 125'000);
  CHECK(m.coords(999'999) == std::vector<std::int64_t>{999, 999});
  CHECK(m.process_of(999'999) == 124'999);
  const auto sizes = m.process_sizes();
  CHECK(sizes.size() == 125'000);
  CHECK(sizes.back() == 8);
  CHECK(m.crosses_processes("dp"));
  CHECK_FALSE(parse_mesh("dp=1000,tp=8").with_devices_per_process(8).crosses_processes("tp"));
  CHECK(mesh{{"x", 4096}, {"y", 4096}}.device_count() == mesh::max_devices);
  CHECK_THROWS_WITH_AS((void)parse_mesh("x=4096,y=4097"),
                       "mesh {x: 4096, y: 4097} has 16781312 devices, more than the 16777216 (2^24) a mesh may have; "
                       "model a smaller mesh (per-device bytes depend on the axes that shard each array, not on the "
                       "others)",
                       invalid_error);
  // Overflow is still reported as such, naming the quantity.
  CHECK_THROWS_AS((void)parse_mesh("x=4294967296,y=4294967296"), overflow_error);
}

TEST_CASE("a process map with more process ids than devices is refused before allocating for them") {
  const mesh m{{"x", 2}};
  CHECK_THROWS_WITH_AS((void)m.with_process_map({0, 1'000'000'000'000}),
                       "process map for mesh {x: 2}: process id 1000000000000 needs at least 1000000000001 processes, "
                       "but the 2 devices can populate at most 2; number processes 0..P-1",
                       invalid_error);
  CHECK(m.with_process_map({1, 0}).process_sizes() == std::vector<std::int64_t>{1, 1});
}

TEST_CASE("CLI paper cuts: quotes in a mesh string never become part of an axis name") {
  // JAX prints mesh.shape as a dict, {'data': 8, 'model': 4}: the quotes are taken off.
  CHECK(parse_mesh("{'data': 8, 'model': 4}") == mesh{{"data", 8}, {"model", 4}});
  CHECK(parse_mesh("\"data\"=8") == mesh{{"data", 8}});
  CHECK_THROWS_WITH_AS(
      (void)parse_mesh("'data=8"),
      "cannot parse mesh ''data=8': axis name 'data has a quote or a space; write names bare or in matched "
      "quotes, as in data=8,model=4 or {'data': 8, 'model': 4}",
      parse_error);
  CHECK_THROWS_AS((void)parse_mesh("'da ta'=8"), parse_error);
  CHECK_THROWS_AS((void)parse_mesh("'data\"=8"), parse_error);
}

namespace {

// A mesh of n axes a0, a1, ... of size 1 but the first two (data 4, model 2).
std::vector<mesh_axis> many_axes(std::int64_t n) {
  std::vector<mesh_axis> axes;
  axes.reserve(static_cast<std::size_t>(n));
  for (std::int64_t i = 0; i < n; ++i) axes.push_back({"a" + std::to_string(i), i == 0 ? 4 : i == 1 ? 2 : 1});
  return axes;
}

}  // namespace

TEST_CASE("a mesh of 100000 axes is validated in linear time, and each axis found by name in constant time") {
  const mesh m(many_axes(100'000));
  CHECK(m.device_count() == 8);
  CHECK(m.axis_index("a99999") == 99'999);
  CHECK(m.axis_size("a0") == 4);
  CHECK_FALSE(m.find_axis("a100000"));
  CHECK_FALSE(m.find_axis(""));
  // A copy keeps a valid index (positions, not pointers into the original).
  const mesh copy = m;
  CHECK(copy.axis_index("a31") == 31);
  // The duplicate is named with both positions, however far apart.
  std::vector<mesh_axis> twice = many_axes(100'000);
  twice.back().name = "a7";
  CHECK_THROWS_WITH_AS(mesh(std::move(twice)),
                       "mesh axis name 'a7' is used twice (axes 7 and 99999); axis names must be unique",
                       invalid_error);
  // Validating, then looking up every axis and asking whether each crosses processes: 4x the axes
  // take about 4x the time, well under the 16x of comparing every pair of names.
  shardmem_test::check_linear(
      [](std::int64_t n) {
        const mesh big = mesh(many_axes(n)).with_devices_per_process(2);
        std::int64_t found = 0;
        for (const mesh_axis& a : big.axes()) found += static_cast<std::int64_t>(big.axis_index(a.name));
        for (std::size_t i = 0; i < big.rank(); ++i) found += big.crosses_processes(i) ? 1 : 0;
        CHECK(found == n * (n - 1) / 2 + 1);
      }, 25'000);
}
