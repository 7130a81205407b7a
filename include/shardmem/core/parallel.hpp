// Independent jobs on a few threads: the planner's searches (a sweep's meshes, the advisor's
// changes, the scaling table's doubled knobs) plan configurations that share nothing.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

namespace shardmem::detail {

// Runs f(0), ..., f(n - 1) on `threads` threads (0: one per hardware thread; 1: the caller's),
// each index once; fewer threads when no more can be started. What f throws first is thrown
// again once every thread has stopped (no index is started after it).
template <class F>
void parallel_for(std::size_t n, unsigned threads, F&& f) {
  if (threads == 0) threads = std::max(1U, std::thread::hardware_concurrency());
  threads = static_cast<unsigned>(std::min<std::size_t>(threads, n));
  if (threads <= 1) {
    for (std::size_t j = 0; j < n; ++j) f(j);
    return;
  }
  std::atomic<std::size_t> next{0};
  std::exception_ptr failed;
  std::mutex failing;
  auto worker = [&] {
    for (std::size_t j = next++; j < n; j = next++) {
      try {
        f(j);
      } catch (...) {
        const std::lock_guard<std::mutex> lock(failing);
        if (!failed) failed = std::current_exception();
        next = n;
      }
    }
  };
  std::vector<std::thread> pool;
  try {
    for (unsigned t = 1; t < threads; ++t) pool.emplace_back(worker);
  } catch (const std::system_error&) {
    // No more threads to be had: the ones started and this one share the jobs.
  }
  worker();
  for (std::thread& t : pool) t.join();
  if (failed) std::rethrow_exception(failed);
}

}  // namespace shardmem::detail
