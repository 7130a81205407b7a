// Tests for core/api.hpp: how the planner's entry points are compiled. This test is built
// header-only (the default), where every entry point is an inline definition; the compiled mode
// (SHARDMEM_SEPARATE_COMPILATION, meson's shardmem-compiled dependency) is built and run by
// tests/install and bench/compile_bench.sh.
#include <doctest/doctest.h>

#include <shardmem/core/api.hpp>

#include <string_view>

// The text a macro expands to.
#define SHARDMEM_API_TEST_TEXT(x) SHARDMEM_API_TEST_QUOTE(x)
#define SHARDMEM_API_TEST_QUOTE(x) #x

namespace {

// A function declared the way the plan layer declares its entry points.
SHARDMEM_API int api_test_answer() { return 42; }

}  // namespace

TEST_CASE("header-only by default: entry points are inline definitions") {
#if defined(SHARDMEM_SEPARATE_COMPILATION)
  FAIL("the tests are built header-only; SHARDMEM_SEPARATE_COMPILATION is defined");
#endif
  CHECK(SHARDMEM_DEFINITIONS == 1);
  CHECK(std::string_view(SHARDMEM_API_TEST_TEXT(SHARDMEM_API)) == "inline");
  CHECK(api_test_answer() == 42);
}
