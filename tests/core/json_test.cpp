// Tests for core/json.hpp: JSON read strictly (keys once per object, nesting bounded) and the one
// check of a JSON integer.
#include <doctest/doctest.h>

#include <shardmem/core/json.hpp>

#include <chrono>
#include <cstdint>
#include <limits>
#include <string>

using namespace shardmem;
using nlohmann::json;
using nlohmann::ordered_json;

TEST_CASE("a duplicate key in JSON is refused with its path, not the last one kept") {
  CHECK(detail::parse_json<json>(R"({"a": 1, "b": {"a": 2}, "c": [{"a": 3}, {"a": 4}]})", "model JSON")["b"]["a"] ==
        2);
  CHECK_THROWS_WITH_AS((void)detail::parse_json<json>(R"({"layers": 40, "layers": 8})", "model JSON"),
                       "model JSON: key 'layers' is given twice in one object; a reader would keep one silently: "
                       "remove the other",
                       parse_error);
  CHECK_THROWS_WITH_AS((void)detail::parse_json<ordered_json>(
                           R"({"values": [{"name": "x"}, {"name": "y", "shape": [1], "shape": [2]}]})", "graph JSON"),
                       "graph JSON: key 'values[1].shape' is given twice in one object; a reader would keep one "
                       "silently: remove the other",
                       parse_error);
  CHECK_THROWS_WITH_AS((void)detail::parse_json<json>(R"({"moe": {"experts": 8, "experts": 4}})", "model JSON"),
                       doctest::Contains("key 'moe.experts' is given twice"), parse_error);
  // A key named with a control character is escaped in the message.
  CHECK_THROWS_WITH_AS((void)detail::parse_json<json>("{\"a\\u001b\": 1, \"a\\u001b\": 2}", "model JSON"),
                       doctest::Contains("key 'a\\x1b' is given twice"), parse_error);
  CHECK_THROWS_WITH_AS((void)detail::parse_json<json>("{\"a\": }", "model JSON"),
                       doctest::Contains("model JSON is not valid JSON: [json.exception.parse_error.101]"),
                       parse_error);
}

TEST_CASE("JSON nested 100000 deep is refused with its line and column within a second") {
  const auto start = std::chrono::steady_clock::now();
  const std::string deep = "{\"a\":\n  " + std::string(100'000, '[') + std::string(100'000, ']') + "}";
  CHECK_THROWS_WITH_AS((void)detail::parse_json<json>(deep, "model JSON"),
                       "model JSON nests deeper than 64 levels at line 2 column 66; no description nests so deep",
                       parse_error);
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(1));
  // Brackets inside strings do not count; 64 levels are taken.
  const json in_string = detail::parse_json<json>("{\"s\": \"" + std::string(1000, '[') + "\\\"[\"}", "x");
  CHECK(in_string["s"].get<std::string>().size() == 1002);
  CHECK(detail::parse_json<json>(std::string(64, '[') + std::string(64, ']'), "x").is_array());
  CHECK_THROWS_AS((void)detail::parse_json<json>(std::string(65, '[') + std::string(65, ']'), "x"), parse_error);
}

TEST_CASE("a JSON integer is taken only when int64 holds it: no fraction, no value past 2^63") {
  CHECK(detail::json_int64(json::parse("42")) == 42);
  CHECK(detail::json_int64(json::parse("-7")) == -7);
  CHECK(detail::json_int64(json::parse("9223372036854775807")) == std::numeric_limits<std::int64_t>::max());
  CHECK(detail::json_int64(json::parse("-9223372036854775808")) == std::numeric_limits<std::int64_t>::min());
  CHECK_FALSE(detail::json_int64(json::parse("9223372036854775808")));     // uint64
  CHECK_FALSE(detail::json_int64(json::parse("18446744073709551616")));    // double
  CHECK_FALSE(detail::json_int64(json::parse("3.0")));
  CHECK_FALSE(detail::json_int64(json::parse("1e3")));
  CHECK_FALSE(detail::json_int64(json::parse("\"3\"")));
  CHECK_FALSE(detail::json_int64(json::parse("true")));
  CHECK(detail::json_excerpt(json::parse("\"a\\nb\"")) == "\"a\\nb\"");
  CHECK(detail::json_excerpt(json::parse("[1, 2]")) == "an array");
  CHECK(detail::json_excerpt(json(std::string(100, 'x'))).size() == 63);
}
