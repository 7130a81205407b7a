// Tests for core/breadth_first.hpp: Kahn's algorithm with a first-in first-out queue, the order
// of XLA's BFSMemoryScheduler.
#include <doctest/doctest.h>

#include <shardmem/core/breadth_first.hpp>

#include <cstdint>
#include <vector>

using namespace shardmem;

namespace {

std::vector<std::uint32_t> order_of(const std::vector<std::vector<std::uint32_t>>& preds) {
  return detail::breadth_first_order(static_cast<std::uint32_t>(preds.size()), [&](std::uint32_t i, auto&& add) {
    for (const std::uint32_t p : preds[i]) add(p);
  });
}

}  // namespace

TEST_CASE("breadth-first order runs each wave before the next, ready nodes in index order") {
  // 0 and 3 are ready; 1 and 4 wait for 0; 2 waits for 1 and 3; 5 waits for 4.
  CHECK(order_of({{}, {0}, {1, 3}, {}, {0}, {4}}) == std::vector<std::uint32_t>{0, 3, 1, 4, 2, 5});
  // A depth-first order would run 1, 2 before 4: here 4 runs in 1's wave.
  CHECK(order_of({{}, {0}, {1}, {0}, {3}}) == std::vector<std::uint32_t>{0, 1, 3, 2, 4});
}

TEST_CASE("breadth-first order ignores repeated predecessors, a node's own name and those out of range") {
  // 2 reads 0 twice (x + x) and itself: it waits once, for 0.
  CHECK(order_of({{}, {}, {0, 0, 2, 7}}) == std::vector<std::uint32_t>{0, 1, 2});
}

TEST_CASE("breadth-first order leaves out the nodes a cycle keeps waiting") {
  // 1 and 2 wait for each other; 3 waits for 2.
  const std::vector<std::uint32_t> order = order_of({{}, {0, 2}, {1}, {2}});
  CHECK(order == std::vector<std::uint32_t>{0});
  CHECK(order_of({}).empty());
}
