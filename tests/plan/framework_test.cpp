// Tests for plan/framework.hpp: the frameworks' names and the words for them, what each one's
// memory report prints for a plan's numbers, and the refusals.
#include <doctest/doctest.h>

#include <shardmem/plan/framework.hpp>

#include <array>
#include <cstdint>
#include <limits>
#include <string>

using namespace shardmem;

namespace {
constexpr std::array<framework_kind, 4> every{framework_kind::jax, framework_kind::maxtext, framework_kind::megatron,
                                              framework_kind::torchtitan};
}  // namespace

TEST_CASE("framework names: each parses back, in any case, and Megatron-LM's own spellings") {
  for (const framework_kind f : every) {
    CAPTURE(name(f));
    CHECK(parse_framework(name(f)) == f);
    std::string upper(name(f));
    for (char& c : upper) c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
    CHECK(parse_framework(upper) == f);
    CHECK_FALSE(framework_report(f).empty());
    CHECK(framework_conventions(f).empty() == (f == framework_kind::jax));
  }
  CHECK(parse_framework("Megatron-LM") == framework_kind::megatron);
  CHECK(parse_framework("megatron-core") == framework_kind::megatron);
  CHECK(fp32_weights(framework_kind::maxtext));
  CHECK(fp32_weights(framework_kind::torchtitan));
  CHECK_FALSE(fp32_weights(framework_kind::jax));
  CHECK_FALSE(fp32_weights(framework_kind::megatron));
}

TEST_CASE("framework names: an unknown one is refused with the one meant and the four known") {
  CHECK_THROWS_WITH_AS((void)parse_framework("torchtitn"),
                       doctest::Contains("unknown framework 'torchtitn' (did you mean 'torchtitan'?); expected jax, "
                                         "maxtext, megatron or torchtitan"),
                       parse_error);
  CHECK_THROWS_AS((void)parse_framework(""), parse_error);
  CHECK_THROWS_AS((void)parse_framework("pytorch"), parse_error);
}

TEST_CASE("framework peak: XLA's total, the allocated peak, or the reserved peak with the allocator's margin") {
  const memory_analysis categories{.argument = bytes{100}, .output = bytes{90}, .alias = bytes{80}, .temp = bytes{70}};
  const bytes bound{1000}, margin{320};
  // JAX and MaxText print memory_analysis' four fields summed (MaxText's print_compiled_memory_stats).
  CHECK(framework_peak_bytes(framework_kind::jax, bound, categories, margin) == bytes{180});
  CHECK(framework_peak_bytes(framework_kind::maxtext, bound, categories, margin) == bytes{180});
  // Megatron-LM prints the allocator's allocated peak: the bound, no margin.
  CHECK(framework_peak_bytes(framework_kind::megatron, bound, categories, margin) == bound);
  // torchtitan prints the reserved peak: the bound and the allocator's margin.
  CHECK(framework_peak_bytes(framework_kind::torchtitan, bound, categories, margin) == bytes{1320});
  CHECK(framework_peak_bytes(framework_kind::torchtitan, bound, categories, bytes{0}) == bound);
}

TEST_CASE("framework peak: a reserved peak past 64 bits is an overflow, not a wrapped count") {
  const bytes huge{std::numeric_limits<std::int64_t>::max() / 2 + 2};
  CHECK_THROWS_WITH_AS((void)framework_peak_bytes(framework_kind::torchtitan, huge, {}, huge),
                       doctest::Contains("the framework's reserved peak"), overflow_error);
  CHECK_NOTHROW((void)framework_peak_bytes(framework_kind::megatron, huge, {}, huge));
}
