// The breadth-first order XLA's BFSMemoryScheduler gives a computation (Kahn's algorithm with a
// first-in first-out queue), for an imported module and for the generated step alike.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

namespace shardmem::detail {

// Nodes 0..n-1 in the order Kahn's algorithm with a first-in first-out queue runs them: the ready
// ones in index order, then each node once every node it waits for has run. `preds(i, add)` calls
// add(p) for each node p that i waits for (repeats and i itself are ignored). Shorter than n
// when a cycle leaves nodes waiting; the caller names them.
template <class Preds>
[[nodiscard]] std::vector<std::uint32_t> breadth_first_order(std::uint32_t n, Preds&& preds) {
  constexpr std::uint32_t none = std::numeric_limits<std::uint32_t>::max();
  std::vector<std::uint32_t> waits(n, 0), first_user(n + 1, 0), listed(n, none);
  // Each node's distinct predecessors, counted, then written into one array of users per node.
  auto each_pred = [&](std::uint32_t i, auto&& take) {
    preds(i, [&](std::uint32_t p) {
      if (p != i && p < n && listed[p] != i) listed[p] = i, take(p);
    });
  };
  for (std::uint32_t i = 0; i < n; ++i) each_pred(i, [&](std::uint32_t p) { ++waits[i], ++first_user[p + 1]; });
  for (std::uint32_t i = 0; i < n; ++i) first_user[i + 1] += first_user[i];
  std::vector<std::uint32_t> users(first_user[n]), filled(first_user.begin(), first_user.end() - 1);
  listed.assign(n, none);
  for (std::uint32_t i = 0; i < n; ++i) each_pred(i, [&](std::uint32_t p) { users[filled[p]++] = i; });
  std::vector<std::uint32_t> order;  // the queue itself: it runs from its front to its back
  order.reserve(n);
  for (std::uint32_t i = 0; i < n; ++i)
    if (waits[i] == 0) order.push_back(i);
  for (std::size_t front = 0; front < order.size(); ++front) {
    const std::uint32_t i = order[front];
    for (std::uint32_t u = first_user[i]; u < first_user[i + 1]; ++u)
      if (--waits[users[u]] == 0) order.push_back(users[u]);
  }
  return order;
}

}  // namespace shardmem::detail
