// Tests for core/parallel.hpp: every job once, on any number of threads, and a job's exception
// thrown again in the caller.
#include <doctest/doctest.h>

#include <shardmem/core/error.hpp>
#include <shardmem/core/parallel.hpp>

#include <atomic>
#include <cstddef>
#include <vector>

using namespace shardmem;

TEST_CASE("parallel_for runs each index once, on one thread or several") {
  for (unsigned threads : {0U, 1U, 2U, 3U, 64U}) {
    std::vector<std::atomic<int>> runs(1000);
    detail::parallel_for(runs.size(), threads, [&](std::size_t j) { ++runs[j]; });
    int once = 0;
    for (const auto& r : runs) once += r.load() == 1;
    CAPTURE(threads);
    CHECK(once == 1000);
  }
  int none = 0;
  detail::parallel_for(0, 2, [&](std::size_t) { ++none; });
  CHECK(none == 0);
}

TEST_CASE("parallel_for throws a job's error in the caller, not std::terminate, and starts nothing after it") {
  for (unsigned threads : {1U, 2U, 4U}) {
    std::atomic<std::size_t> started{0};
    CHECK_THROWS_WITH_AS(detail::parallel_for(10000, threads,
                                              [&](std::size_t j) {
                                                ++started;
                                                if (j == 3) detail::raise<invalid_error>("job {} failed", j);
                                              }),
                         "job 3 failed", invalid_error);
    CAPTURE(threads);
    // Each thread may have taken one index before it saw the failure; none takes the rest.
    CHECK(started.load() < 10000);
  }
}
