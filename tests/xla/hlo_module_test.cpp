// Tests for xla/hlo_module.hpp: the structured module's queries (entry, find, root, attribute,
// memory_space, stack-frame sources) on hand-built modules; the string store a parsed module keeps
// its views in; operands resolved to positions (hlo_operand_index).
#include <doctest/doctest.h>
#include <fmt/format.h>

#include <shardmem/xla/hlo_module.hpp>
#include <shardmem/xla/hlo_parse.hpp>

#include <algorithm>
#include <string>
#include <vector>

using namespace shardmem;

TEST_CASE("hlo_element_bits: XLA's BitWidth of each element type (primitive_util.h)") {
  CHECK(hlo_element_bits(dtype::pred) == 1);
  CHECK(hlo_element_bits(dtype::s1) == 1);
  CHECK(hlo_element_bits(dtype::u1) == 1);
  CHECK(hlo_element_bits(dtype::bf16) == 16);
  CHECK(hlo_element_bits(dtype::c128) == 128);
  CHECK(hlo_element_bits(dtype::f8e4m3b11fnuz) == 8);
  CHECK(hlo_element_bits(dtype::f8e8m0fnu) == 8);
  CHECK(hlo_element_bits(dtype::s4) == 4);
  CHECK(hlo_element_bits(dtype::f4e2m1fn) == 4);
}

TEST_CASE("hlo_module finds its entry and computations; a computation its root") {
  hlo_module m;
  CHECK(m.entry() == nullptr);
  m.computations.push_back(
      {.name = "add", .instructions = {{.name = "a"}, {.name = "b", .root = true}, {.name = "c"}}});
  m.computations.push_back({.name = "main", .instructions = {{.name = "p"}, {.name = "q"}}});
  // No ENTRY marked: the last computation, as XLA's parser takes it; no ROOT: the last instruction.
  CHECK(m.entry()->name == "main");
  CHECK(m.entry()->root()->name == "q");
  CHECK(m.find("%add")->root()->name == "b");
  CHECK(m.find("add") == &m.computations[0]);
  CHECK(m.find("mul") == nullptr);
  m.computations[0].entry = true;
  CHECK(m.entry()->name == "add");
  CHECK(hlo_computation{}.root() == nullptr);
}

TEST_CASE("an instruction's attributes by name; a shape's memory space from its layout") {
  hlo_instruction i{.name = "ag", .attributes = {{"dimensions", "{0}"}, {"channel_id", "3"}}};
  CHECK(i.attribute("channel_id") == std::optional<std::string_view>("3"));
  CHECK_FALSE(i.attribute("replica_groups").has_value());
  hlo_shape s{.element = dtype::f32, .dims = {4}};
  CHECK(s.memory_space() == 0);
  s.layout = hlo_layout{.minor_to_major = {0}, .memory_space = 5};
  CHECK(s.memory_space() == 5);
  CHECK(s.is_array());
  CHECK_FALSE(s.is_tuple());
}

TEST_CASE("stack frames resolve to a file and line through their location, or to nothing") {
  hlo_stack_frames t;
  t.file_names = {{1, "train.py"}};
  t.function_names = {{1, "<module>"}, {2, "step"}};
  t.file_locations = {{1, {.file_name_id = 1, .function_name_id = 2, .line = 85}}};
  t.frames = {{4, {.file_location_id = 1, .parent_frame_id = 1}}};
  CHECK(t.source(4) == std::optional<std::pair<std::string, std::int64_t>>({"train.py", 85}));
  CHECK_FALSE(t.source(3).has_value());  // no such frame
  t.frames.push_back({5, {.file_location_id = 9}});
  CHECK_FALSE(t.source(5).has_value());  // a location the table lacks
}

TEST_CASE("a parsed module's vectors live in its arena, through copies, moves and assignments") {
  // The sanitizer build runs this: a vector freed into a dead arena, or read from one, fails it.
  const auto text = [](std::string_view name, std::size_t operands) {
    std::string t = fmt::format("HloModule {}\nENTRY %e {{\n  %p = f32[4]{{0}} parameter(0)\n  ROOT %t = (", name);
    for (std::size_t k = 0; k < operands; ++k) t += k == 0 ? "f32[4]{0}" : ", f32[4]{0}";
    t += ") tuple(";
    for (std::size_t k = 0; k < operands; ++k) t += k == 0 ? "%p" : ", %p";
    return t + ")\n}\n";
  };
  auto operands_of = [](const hlo_module& m) { return m.entry()->root()->operands.size(); };
  // 20,000 operands are 320,000 bytes of views: past the arena's 256 KiB blocks, a block of their own.
  hlo_module a = parse_hlo_module(text("a", 20'000));
  CHECK(operands_of(a) == 20'000);
  CHECK(a.entry()->root()->shape.elements.size() == 20'000);
  hlo_module copy = a;                 // on the default heap
  a = parse_hlo_module(text("b", 3));  // the former computations go before the former arena
  CHECK(operands_of(a) == 3);
  CHECK(a.name == "b");
  CHECK(operands_of(copy) == 20'000);
  hlo_module moved = std::move(a);
  CHECK(operands_of(moved) == 3);
  moved = copy;  // copy-assigned: its own vectors reused where they are, new ones on the heap
  CHECK(operands_of(moved) == 20'000);
  CHECK(moved.entry()->root()->operands.back() == "p");
  copy = hlo_module{};
  moved.computations[0].instructions[1].operands.push_back("p");  // grows where it was made
  CHECK(operands_of(moved) == 20'001);
}

TEST_CASE("a parsed module keeps its text: its views outlive the caller's string and are shared by copies") {
  hlo_module copy;
  {
    std::string text = "HloModule m\nENTRY %e {\n  %p = f32[4]{0} parameter(0)\n  ROOT %n = f32[4]{0} negate(%p)\n}\n";
    const hlo_module m = parse_hlo_module(text);
    text.assign(text.size(), 'x');  // the caller's text is overwritten, then the module is copied and dropped
    copy = m;
  }
  REQUIRE(copy.entry() != nullptr);
  CHECK(copy.entry()->name == "e");
  CHECK(copy.entry()->root()->opcode == "negate");
  CHECK(copy.entry()->root()->operands == hlo_vector<std::string_view>{"p"});
  // An edit keeps a string it made in the module's store, which outlives the std::string it came from.
  copy.computations[0].instructions[0].name = copy.keep(std::string("renamed"));
  CHECK(copy.computations[0].instructions[0].name == "renamed");
  // Metadata with an escape is unescaped into the store; without one it is a view of the text.
  const hlo_module e = parse_hlo_module(
      "HloModule m\nENTRY %e {\n  ROOT %p = f32[] parameter(0), metadata={op_name=\"a\\\"b\" source_file=\"f.py\"}\n}\n");
  REQUIRE(e.entry()->root()->metadata.has_value());
  CHECK(e.entry()->root()->metadata->op_name == "a\"b");
  CHECK(e.entry()->root()->metadata->source_file == "f.py");
}

TEST_CASE("operands resolve to positions once, a name defined later too; a name the computation lacks is `missing`") {
  hlo_module m;
  m.computations.push_back({.name = "c",
                            .instructions = {{.name = "a"},
                                             {.name = "b", .operands = {"a", "later"}},
                                             {.name = "later"},
                                             {.name = "d", .operands = {"b", "a", "zz"}}}});
  m.computations.push_back({.name = "empty"});
  const hlo_operand_index index(m);
  CHECK(index.operands(0, 0).empty());
  REQUIRE(index.operands(0, 1).size() == 2);
  CHECK(index.operands(0, 1)[0] == 0);
  CHECK(index.operands(0, 1)[1] == 2);  // defined after its user: found on the second look
  REQUIRE(index.operands(0, 3).size() == 3);
  CHECK(index.operands(0, 3)[0] == 1);
  CHECK(index.operands(0, 3)[1] == 0);
  CHECK(index.operands(0, 3)[2] == hlo_operand_index::missing);
  // The whole computation's at once: each instruction's in order, where its start says.
  const auto [all, starts] = index.operands_of(0);
  REQUIRE(starts.size() == 5);
  CHECK(std::vector<std::uint32_t>(all.begin(), all.end()) ==
        std::vector<std::uint32_t>{0, 2, 1, 0, hlo_operand_index::missing});
  for (std::size_t i = 0; i < 4; ++i) {
    const auto one = index.operands(0, i);
    CHECK(std::vector<std::uint32_t>(one.begin(), one.end()) ==
          std::vector<std::uint32_t>(all.begin() + (starts[i] - starts[0]), all.begin() + (starts[i + 1] - starts[0])));
  }
  CHECK(index.operands_of(1).all.empty());  // no instructions
}

TEST_CASE("operands resolved by a reader index as the names would, checked against the module") {
  hlo_module m;
  m.computations.push_back(
      {.name = "c",
       .instructions = {{.name = "a"}, {.name = "b", .operands = {"a", "a"}}, {.name = "d", .operands = {"b", "zz"}}}});
  m.computations.push_back({.name = "empty"});
  const hlo_operand_index index = hlo_operand_index::resolved(m, {{0, 0, 1, hlo_operand_index::missing}, {}});
  const hlo_operand_index by_name(m);
  for (std::size_t i = 0; i < 3; ++i) {
    const auto a = index.operands(0, i), b = by_name.operands(0, i);
    CHECK(std::vector<std::uint32_t>(a.begin(), a.end()) == std::vector<std::uint32_t>(b.begin(), b.end()));
  }
  CHECK(index.has(0));
  CHECK_THROWS_WITH_AS(hlo_operand_index::resolved(m, {{0, 0, 1, 2}}),
                       "hlo_operand_index: operands resolved for 1 computations, but HLO module '' has 2; give each "
                       "its list",
                       invalid_error);
  CHECK_THROWS_WITH_AS(hlo_operand_index::resolved(m, {{0, 0, 1}, {}}),
                       "hlo_operand_index: 3 operand positions resolved for HLO computation 'c', whose instructions "
                       "have 4 operands; give one for each",
                       invalid_error);
  CHECK_THROWS_WITH_AS(hlo_operand_index::resolved(m, {{0, 0, 1, 3}, {}}),
                       "hlo_operand_index: operand position 3 in HLO computation 'c' is past its 3 instructions",
                       invalid_error);
  // With where each instruction's operands end (0, 2, 4: a has none, b and d two each), the same
  // index without reading the instructions' operand lists.
  const std::vector<std::vector<std::uint32_t>> positions{{0, 0, 1, hlo_operand_index::missing}, {}};
  const std::vector<std::vector<std::uint32_t>> ends{{0, 2, 4}, {}};
  const hlo_operand_index counted = hlo_operand_index::resolved(m, positions, &ends);
  for (std::size_t i = 0; i < 3; ++i) {
    const auto a = counted.operands(0, i), b = by_name.operands(0, i);
    CHECK(std::vector<std::uint32_t>(a.begin(), a.end()) == std::vector<std::uint32_t>(b.begin(), b.end()));
  }
  const std::vector<std::vector<std::uint32_t>> uneven{{0, 1, 4}, {}};  // counted, not read: b takes one
  CHECK(hlo_operand_index::resolved(m, positions, &uneven).operands(0, 1).size() == 1);
  const auto refused = [&](const std::vector<std::vector<std::uint32_t>>& e) {
    return hlo_operand_index::resolved(m, positions, &e);
  };
  CHECK_THROWS_WITH_AS((void)refused({{0, 2, 4}}),
                       "hlo_operand_index: operand ends given for 1 computations, but HLO module '' has 2; give each "
                       "its list",
                       invalid_error);
  CHECK_THROWS_WITH_AS((void)refused({{0, 4}, {}}),
                       "hlo_operand_index: 2 operand ends for HLO computation 'c', which has 3 instructions; give one "
                       "for each",
                       invalid_error);
  CHECK_THROWS_WITH_AS((void)refused({{0, 3, 2}, {}}),
                       "hlo_operand_index: operand end 2 in HLO computation 'c' goes back or past its 4 positions",
                       invalid_error);
  CHECK_THROWS_WITH_AS((void)refused({{0, 2, 5}, {}}),
                       "hlo_operand_index: operand end 5 in HLO computation 'c' goes back or past its 4 positions",
                       invalid_error);
  CHECK_THROWS_WITH_AS((void)refused({{0, 2, 3}, {}}),
                       "hlo_operand_index: 4 operand positions resolved for HLO computation 'c', whose instructions "
                       "have 3 operands; give one for each",
                       invalid_error);
}

TEST_CASE("a computation that defines a name twice is refused, as XLA's parser refuses it") {
  // xla/hlo/parser/hlo_parser.cc, HloParserImpl::AddInstruction: "instruction already exists".
  const hlo_module m = parse_hlo_module(
      "HloModule m\nENTRY %e {\n  %a = f32[2] parameter(0)\n  %a = f32[2] negate(f32[2] %a)\n}\n");
  try {
    (void)hlo_operand_index(m);
    FAIL("a repeated name was accepted");
  } catch (const invalid_error& e) {
    CHECK(std::string_view(e.what()) ==
          "HLO computation 'e' defines instruction 'a' twice (lines 3 and 4); XLA's parser refuses that "
          "(HloParser::AddInstruction: instruction already exists): rename one");
  }
}

TEST_CASE("the name index finds each name's first position, comparing names only on a hash match") {
  const std::vector<std::string> names{"main", "fused.1", "fused.2", "main", "body"};
  hlo_name_index index;
  std::size_t reads = 0;
  auto name_of = [&](std::size_t i) {
    ++reads;
    return std::string_view(names.at(i));
  };
  CHECK_FALSE(index.find("main", name_of).has_value());  // empty
  for (std::size_t i = 0; i < names.size(); ++i) CHECK(index.emplace(names[i], i, name_of) == (i != 3));
  CHECK(index.size() == 4);
  CHECK(index.find("main", name_of) == std::optional<std::size_t>(0));  // the first of the two stays
  CHECK(index.find("body", name_of) == std::optional<std::size_t>(4));
  reads = 0;
  CHECK_FALSE(index.find("cond", name_of).has_value());
  CHECK(reads == 0);  // no name read: no hash matched
  // Grown past its first 16 slots, every name still found.
  for (std::size_t i = 0; i < 100; ++i)
    index.emplace(fmt::format("c{}", i), 5 + i,
                  [&](std::size_t k) { return k < 5 ? std::string_view(names[k]) : std::string_view(""); });
  CHECK(index.size() == 104);
  CHECK(index.find("fused.2", name_of) == std::optional<std::size_t>(2));
  CHECK_THROWS_AS(index.emplace("x", std::size_t{1} << 32, name_of), overflow_error);
  // Room made for more, with names in it: each moved by its hash, still found, none added.
  hlo_name_index reserved;
  for (std::size_t i = 0; i < names.size(); ++i) (void)reserved.emplace(names[i], i, name_of);
  reserved.reserve(1000);
  CHECK(reserved.size() == 4);
  for (std::size_t i : {0, 1, 2, 4}) CHECK(reserved.find(names[i], name_of) == std::optional<std::size_t>(i));
  CHECK_FALSE(reserved.find("cond", name_of).has_value());
}

TEST_CASE("operands resolved for the computations asked for only") {
  hlo_module m;
  m.computations.push_back({.name = "fused", .instructions = {{.name = "p"}, {.name = "e", .operands = {"p"}}}});
  m.computations.push_back({.name = "main", .instructions = {{.name = "a"}, {.name = "f", .operands = {"a", "a"}}}});
  const hlo_operand_index index(m, {0, 1});
  CHECK_FALSE(index.has(0));
  REQUIRE(index.has(1));
  REQUIRE(index.operands(1, 1).size() == 2);
  CHECK(index.operands(1, 1)[1] == 0);
  const hlo_operand_index all(m);
  REQUIRE(all.has(0));
  CHECK(all.operands(0, 1)[0] == 0);
  CHECK(all.operands(1, 1)[0] == 0);
  CHECK_THROWS_WITH_AS(hlo_operand_index(m, {1}),
                       "hlo_operand_index: 1 computations marked, but HLO module '' has 2; mark each", invalid_error);
}

TEST_CASE("the name hash depends on every byte and spreads the low bits an index probes by") {
  // Names differing in one byte, at every place of every length up to 24 (past three words).
  for (std::size_t n = 1; n <= 24; ++n) {
    const std::string base(n, 'a');
    for (std::size_t at = 0; at < n; ++at) {
      std::string other = base;
      other[at] = 'b';
      CHECK_MESSAGE(detail::hlo_name_hash(base) != detail::hlo_name_hash(other), n, " ", at);
    }
    CHECK(detail::hlo_name_hash(base) != detail::hlo_name_hash(base + '\0'));  // the length counts
  }
  // The names a reader sees most ("0", "1", ..., "arg0", ...): 4,096 of them over the low 10 bits,
  // 1,024 buckets. Random hashes would leave about 1024 * e^-4 (19) empty; allow twice that.
  std::vector<bool> used(1024, false);
  for (int i = 0; i < 4096; ++i) used[detail::hlo_name_hash(std::to_string(i)) & 1023] = true;
  CHECK(std::count(used.begin(), used.end(), true) >= 1024 - 38);
}

TEST_CASE("hlo_view_set keeps the first view of each text: equal texts read twice are one address") {
  const std::string first = "{devices=[2]<=[2]}", again = first, other = "{replicated}";
  hlo_view_set set;
  const std::string_view a = set.intern(first);
  CHECK(a.data() == first.data());
  CHECK(set.intern(again).data() == first.data());  // the first view, not the second text
  CHECK(set.intern(other).data() == other.data());
  std::vector<std::string> names;  // the texts outlive the set's views of them
  for (int k = 0; k < 1000; ++k) names.push_back(fmt::format("f{}", k));
  for (const std::string& name : names) CHECK(set.intern(name).data() == name.data());  // past a few growths
  CHECK(set.intern(again).data() == first.data());
  CHECK(set.intern(std::string_view(other)).data() == other.data());
}
