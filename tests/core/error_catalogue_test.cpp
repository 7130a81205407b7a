// The reference's error catalogue (examples/REFERENCE.md, `## Errors`): each error class with one
// real message. Each entry here is the call the reference shows and the exact message the library
// gives for it; the test runs the call, compares the message and its class, and checks that the
// reference shows both verbatim.
#include <doctest/doctest.h>

#include <shardmem/schedule.hpp>
#include <shardmem/sharding.hpp>

#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <typeinfo>

using namespace shardmem;

namespace {

struct catalogue_entry {
  const char* error_class;  // as the reference names it
  errc code;
  const char* call;     // the call as the reference shows it
  const char* message;  // what() of the error it throws
  std::function<void()> run;
  std::function<bool(const error&)> is_class;
};

template <class E>
bool is(const error& e) {
  return dynamic_cast<const E*>(&e) != nullptr;
}

const catalogue_entry catalogue[] = {
    {"parse_error", errc::parse, R"C(parse_partition_spec("P('data', ('fsdp', ('tensor',)))"))C",
     "cannot parse partition spec \"P('data', ('fsdp', ('tensor',)))\" at position 19: nested tuples are not allowed "
     "in a PartitionSpec; list the axes in one tuple; expected a form like P('data', ('fsdp', 'tensor'), None)",
     [] { (void)parse_partition_spec("P('data', ('fsdp', ('tensor',)))"); }, is<parse_error>},
    {"invalid_error", errc::invalid,
     R"C(named_sharding(parse_mesh("data=8,model=4"), parse_partition_spec("P('data', 'data')")))C",
     "invalid partition spec P('data', 'data'): duplicate entries for `data` (dims 0 and 1); a mesh axis may shard at "
     "most one dimension, once",
     [] { (void)named_sharding(parse_mesh("data=8,model=4"), parse_partition_spec("P('data', 'data')")); },
     is<invalid_error>},
    {"indivisible_error", errc::indivisible,
     R"C(named_sharding(parse_mesh("data=2,model=4"), parse_partition_spec("P(None, 'model')")).shard_shape(tensor{"w_out", {4096, 12290}, dtype::bf16}))C",
     "cannot shard tensor 'w_out' bf16[4096,12290] with P(None, 'model') on mesh {data: 2, model: 4}: dim 1 (12290) is "
     "not divisible by mesh axis 'model' (size 4); array axis 1 is partitioned 4 times, but the dimension size is "
     "12290; pad dim 1 to 12292 or leave it replicated",
     [] {
       (void)named_sharding(parse_mesh("data=2,model=4"), parse_partition_spec("P(None, 'model')"))
           .shard_shape(tensor{"w_out", {4096, 12290}, dtype::bf16});
     },
     is<indivisible_error>},
    {"overflow_error", errc::overflow, R"C(parse_shape("[4294967296,4294967296,2]"))C",
     "overflow computing the element count of shape [4294967296,4294967296,2]: 4294967296 x 4294967296 exceeds the "
     "64-bit limit 9223372036854775807",
     [] { (void)parse_shape("[4294967296,4294967296,2]"); }, is<overflow_error>},
    {"out_of_range_error", errc::out_of_range, R"C(parse_mesh("x=4,y=2").coords(8))C",
     "device 8 is out of range for mesh {x: 4, y: 2} of 8 devices (ids 0..7)",
     [] { (void)parse_mesh("x=4,y=2").coords(8); }, is<out_of_range_error>},
    {"schedule_error", errc::invalid, R"C(simulate(chain::unit(3), parse_schedule("F0 F1 B1")))C",
     "invalid schedule at action 2 (B1): backward of stage 1 is out of order: the next backward must be B2",
     [] { (void)simulate(chain::unit(3), parse_schedule("F0 F1 B1")); }, is<schedule_error>},
};

// The reference's `## Errors` section, up to the next `## ` heading.
std::string reference_errors_section() {
  std::ifstream in(SHARDMEM_REFERENCE);
  REQUIRE_MESSAGE(in, "cannot open " SHARDMEM_REFERENCE);
  std::stringstream text;
  text << in.rdbuf();
  const std::string all = text.str();
  const auto begin = all.find("\n## Errors\n");
  REQUIRE_MESSAGE(begin != std::string::npos, "examples/REFERENCE.md has no '## Errors' section");
  const auto end = all.find("\n## ", begin + 1);
  return all.substr(begin, end == std::string::npos ? std::string::npos : end - begin);
}

}  // namespace

TEST_CASE("each catalogue message is produced exactly by the call shown, with its class and id") {
  for (const auto& entry : catalogue) {
    CAPTURE(entry.call);
    bool threw = false;
    try {
      entry.run();
    } catch (const error& e) {
      threw = true;
      CHECK(std::string(e.what()) == entry.message);
      CHECK(e.code() == entry.code);
      CHECK(entry.is_class(e));
    }
    CHECK(threw);
  }
}

TEST_CASE("the reference's error catalogue shows each class, call and message verbatim") {
  const std::string section = reference_errors_section();
  for (const auto& entry : catalogue) {
    CAPTURE(entry.call);
    CHECK(section.find(std::string("`") + entry.error_class + "`") != std::string::npos);
    CHECK(section.find(entry.call) != std::string::npos);
    CHECK(section.find(entry.message) != std::string::npos);
  }
}
