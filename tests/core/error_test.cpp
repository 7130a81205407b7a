// Tests for core/error.hpp: the hierarchy, stable ids and checked arithmetic.
#include <doctest/doctest.h>

#include <shardmem/core/error.hpp>

#include <limits>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

using namespace shardmem;

TEST_CASE("every shardmem exception derives from shardmem::error with a stable id") {
  static_assert(std::is_base_of_v<error, parse_error>);
  static_assert(std::is_base_of_v<error, invalid_error>);
  static_assert(std::is_base_of_v<error, indivisible_error>);
  static_assert(std::is_base_of_v<error, overflow_error>);
  static_assert(std::is_base_of_v<error, out_of_range_error>);
  static_assert(std::is_base_of_v<std::runtime_error, error>);
  CHECK(parse_error("x").code() == errc::parse);
  CHECK(invalid_error("x").code() == errc::invalid);
  CHECK(indivisible_error("x").code() == errc::indivisible);
  CHECK(overflow_error("x").code() == errc::overflow);
  CHECK(out_of_range_error("x").code() == errc::out_of_range);
  CHECK(static_cast<int>(errc::parse) == 1);
  CHECK(static_cast<int>(errc::out_of_range) == 5);
}

TEST_CASE("detail::raise formats the message and throws the requested class") {
  CHECK_THROWS_WITH_AS(detail::raise<invalid_error>("axis '{}' has size {}", "x", 0), "axis 'x' has size 0",
                       invalid_error);
}

TEST_CASE("checked arithmetic is exact up to the int64 limit and names the quantity past it") {
  constexpr auto max = std::numeric_limits<std::int64_t>::max();
  CHECK(checked_mul(1LL << 31, 1LL << 31, "q") == 1LL << 62);
  CHECK(checked_mul(3037000499LL, 3037000499LL, "q") == 9223372030926249001LL);
  CHECK_THROWS_WITH_AS((void)checked_mul(3037000500LL, 3037000500LL, "the element count of shape [a,b]"),
                       "overflow computing the element count of shape [a,b]: 3037000500 x 3037000500 exceeds the "
                       "64-bit limit 9223372036854775807",
                       overflow_error);
  CHECK(checked_add(max - 1, 1, "q") == max);
  CHECK_THROWS_WITH_AS((void)checked_add(max, 1, "a byte total"),
                       "overflow computing a byte total: 9223372036854775807 + 1 exceeds the 64-bit range",
                       overflow_error);
  CHECK_THROWS_AS((void)checked_sub(std::numeric_limits<std::int64_t>::min(), 1, "q"), overflow_error);
}

TEST_CASE("checked_scale converts a scaled count only when it fits, never through undefined behaviour") {
  CHECK(checked_scale(2.0, 1LL << 20, "q") == 1LL << 21);
  CHECK(checked_scale(0.5, 7, "q") == 3);  // rounded toward zero
  CHECK(checked_scale(1.0, 1LL << 62, "q") == 1LL << 62);
  // 2^62 x 2 = 2^63 is one past the int64 limit: converting it would be undefined behaviour.
  CHECK_THROWS_WITH_AS((void)checked_scale(2.0, 1LL << 62, "a backward op's FLOPs"),
                       "overflow computing a backward op's FLOPs: 2 x 4611686018427387904 exceeds the 64-bit limit "
                       "9223372036854775807",
                       overflow_error);
}

TEST_CASE("ceil_div rounds up without overflowing near the int64 limit") {
  constexpr auto max = std::numeric_limits<std::int64_t>::max();
  static_assert(ceil_div(113003, 2) == 56502);  // REFERENCE 1: XLA tile of 113003 over 2 devices
  static_assert(ceil_div(8, 4) == 2);
  static_assert(ceil_div(0, 3) == 0);
  static_assert(ceil_div(max, 2) == max / 2 + 1);
}

TEST_CASE("escape keeps printable text and valid UTF-8, and spells out what would break or reorder a line") {
  CHECK(escape("tensor 'w_out' bf16[4096]") == "tensor 'w_out' bf16[4096]");
  CHECK(escape("caf\xc3\xa9 \xe2\x88\x9e") == "caf\xc3\xa9 \xe2\x88\x9e");  // é and infinity stay
  CHECK(escape("a\nb\tc\rd") == "a\\nb\\tc\\rd");
  CHECK(escape("\x1b[31mred\x7f") == "\\x1b[31mred\\x7f");
  CHECK(escape(std::string_view("a\0b", 3)) == "a\\x00b");
  // Bidirectional controls and line separators, and the C1 control CSI (U+009B).
  CHECK(escape("x\xe2\x80\xaey") == "x\\u202ey");
  CHECK(escape("\xe2\x80\x8e\xe2\x80\x8f\xe2\x81\xa6\xe2\x81\xa9\xd8\x9c\xe2\x80\xa8") ==
        "\\u200e\\u200f\\u2066\\u2069\\u061c\\u2028");
  CHECK(escape("\xc2\x9b") == "\\u009b");
  // Bytes that are not UTF-8: a lone continuation, a cut sequence, an overlong form, a surrogate.
  CHECK(escape("\xff\x80") == "\\xff\\x80");
  CHECK(escape("ab\xe2\x80") == "ab\\xe2\\x80");
  CHECK(escape("\xc0\xaf") == "\\xc0\\xaf");
  CHECK(escape("\xed\xa0\x80") == "\\xed\\xa0\\x80");
  CHECK(escape("\xf4\x90\x80\x80") == "\\xf4\\x90\\x80\\x80");  // past U+10FFFF
  // Idempotent: a message escaped twice reads the same.
  CHECK(escape(escape("a\nb\x1b\xe2\x80\xae")) == escape("a\nb\x1b\xe2\x80\xae"));
  CHECK(fmt::format("[{:>6}]", escaped("\n")) == "[    \\n]");
}

TEST_CASE("names with a newline, an ANSI escape or a right-to-left override are escaped in every error message") {
  // Whoever writes the message: the error class keeps what() one line.
  const std::string name = "w\n\x1b[31m\xe2\x80\xae" "evil";
  CHECK_THROWS_WITH_AS(detail::raise<invalid_error>("no axis '{}'", name), "no axis 'w\\n\\x1b[31m\\u202eevil'",
                       invalid_error);
  CHECK(std::string(parse_error("line\nbreak").what()) == "line\\nbreak");
  CHECK(std::string(overflow_error("\x1b[2J").what()) == "\\x1b[2J");
}

TEST_CASE("did_you_mean found no flag for a dash or underscore typo, and h100-80gb not for H100") {
  const std::vector<std::string_view> flags{"--model", "--mesh", "--micro-batch", "--no-donate"};
  CHECK(did_you_mean("--modle", flags) == " (did you mean '--model'?)");
  CHECK(did_you_mean("--micro_batch", flags) == " (did you mean '--micro-batch'?)");
  CHECK(did_you_mean("--MICRO_BATCH", flags) == " (did you mean '--micro-batch'?)");
  CHECK(did_you_mean("--donate", flags) == " (did you mean '--no-donate'?)");
  // A known name that starts with or holds the text wins over edit distance ('b200' is 2 edits
  // from 'H100'); so does the longest known name the text holds.
  const std::vector<std::string_view> parts{"a100-80gb", "h100-80gb", "b200"};
  CHECK(did_you_mean("H100", parts) == " (did you mean 'h100-80gb'?)");
  // None where two are as likely: both parts hold `100-80`; `xpu` is one edit from cpu and gpu.
  CHECK(did_you_mean("100-80", parts).empty());
  CHECK(did_you_mean("xpu", std::vector<std::string_view>{"cpu", "gpu"}).empty());
  CHECK(did_you_mean("xpu", std::vector<std::pair<std::string_view, std::string_view>>{{"cpu", "c"}, {"gpu", "c"}}) ==
        " (did you mean 'c'?)");  // two names of one thing
  CHECK(did_you_mean("adamw8bit", std::vector<std::string_view>{"adam", "adamw"}) == " (did you mean 'adamw'?)");
  CHECK(did_you_mean("expert", std::vector<std::string_view>{"expert_ffn", "experts"}) ==
        " (did you mean 'experts'?)");  // the shortest that starts with it
  // A pair is matched by its first and suggested by its second: an alias and its part.
  CHECK(did_you_mean("H100-SXM", std::vector<std::pair<std::string_view, std::string_view>>{{"h100", "h100-80gb"},
                                                                                            {"b200", "b200"}}) ==
        " (did you mean 'h100-80gb'?)");
  // Nothing for a name that is no near one, nor for a rewrite of every character.
  CHECK(did_you_mean("gaudi3", parts).empty());
  CHECK(did_you_mean("m", std::vector<std::string_view>{"B", "MB"}) == " (did you mean 'MB'?)");
  CHECK(did_you_mean("m", std::vector<std::string_view>{"B"}).empty());
  CHECK(same_name("H100-80GB", "h100-80gb"));
  CHECK_FALSE(same_name("h100_80gb", "h100-80gb"));
}
