// XLA's FlattenCallGraph before buffer assignment: a computation that several call, while or
// conditional instructions call becomes one copy per call site, so that each has one caller and
// one place in the flattened schedule (hlo_liveness refuses a shared callee). JAX lowers a helper
// used in several places (`@silu`, a layer's block) as one function called from each; XLA's
// compiler inlines or clones it per site, and the module read from that text needs the same.
// Source: xla/service/flatten_call_graph.cc (FlattenNode: a computation with more than one
// caller in a sequential context is cloned for each caller after the first, and the caller's
// instruction redirected to the clone; its callees are then visited again through the clone).
// Fusion bodies and reduce regions are applied, not called in sequence: they stay shared.
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/error.hpp>
#include <shardmem/xla/hlo_module.hpp>

namespace shardmem {

/// The most instructions a module may hold once its shared callees are copied per call site: a
/// chain of computations each calling the next twice doubles with each link.
inline constexpr std::size_t hlo_max_flattened_instructions = std::size_t{1} << 24;

namespace detail {

// Whether `in` runs its called computations in sequence (a call, a while, a conditional).
[[nodiscard]] inline bool hlo_calls_in_sequence(const hlo_instruction& in) {
  return in.opcode == hlo_op::call || in.opcode == hlo_op::while_ || in.opcode == hlo_op::conditional;
}

// Whether the computations' calls in sequence form a cycle (hlo_liveness names it; nothing is
// copied then), `find(name)` giving a computation's position or npos. Depth first with an explicit
// stack: call chains can be thousands deep.
template <class Find>
[[nodiscard]] bool hlo_calls_cycle_by(const hlo_module& m, Find find) {
  std::vector<char> state(m.computations.size(), 0);  // 0 new, 1 on the stack, 2 done
  struct frame {
    std::size_t c, i = 0, k = 0;
  };
  for (std::size_t root = 0; root < m.computations.size(); ++root) {
    if (state[root] != 0) continue;
    std::vector<frame> stack{{root}};
    state[root] = 1;
    while (!stack.empty()) {
      frame& f = stack.back();
      const auto& ins = m.computations[f.c].instructions;
      if (f.i == ins.size()) {
        state[f.c] = 2;
        stack.pop_back();
        continue;
      }
      const hlo_instruction& in = ins[f.i];
      if (!hlo_calls_in_sequence(in) || f.k == in.called.size()) {
        ++f.i, f.k = 0;
        continue;
      }
      const std::size_t callee = find(in.called[f.k++]);
      if (callee == std::string_view::npos) continue;  // hlo_liveness names a missing callee
      if (state[callee] == 1) return true;
      if (state[callee] == 0) state[callee] = 1, stack.push_back({callee});
    }
  }
  return false;
}

// hlo_calls_cycle_by with the computations' positions by name in `index`.
[[nodiscard]] inline bool hlo_calls_cycle(const hlo_module& m,
                                          const std::unordered_map<std::string_view, std::size_t>& index) {
  return hlo_calls_cycle_by(m, [&](std::string_view name) {
    const auto it = index.find(name);
    return it == index.end() ? std::string_view::npos : it->second;
  });
}

}  // namespace detail

/// Copies each computation called in sequence (call, while, conditional) from more than one place
/// so that every call site has its own, as XLA's FlattenCallGraph does: the first site reached
/// from the entry keeps the computation, each other site calls a copy named `<name>.clone`
/// (`.clone.1`, ... where taken) with the same instructions. A module whose calls form a cycle is
/// left as it is (hlo_liveness refuses it by name). Returns the number of copies made.
/// @throws invalid_error when the copies would take the module past `max_instructions`.
/// Example: an entry calling `silu` three times ends with `silu`, `silu.clone` and `silu.clone.1`.
inline std::size_t hlo_flatten_call_graph(hlo_module& m,
                                          std::size_t max_instructions = hlo_max_flattened_instructions) {
  const hlo_computation* entry = m.entry();
  if (entry == nullptr) return 0;
  // The computations by name, copies included as they are made: one flat table, not a node each.
  hlo_name_index index;
  const auto name_of = [&m](std::size_t p) { return m.computations[p].name; };
  const auto find = [&](std::string_view name) { return index.find(name, name_of).value_or(std::string_view::npos); };
  index.reserve(m.computations.size());
  std::size_t instructions = 0;
  for (std::size_t c = 0; c < m.computations.size(); ++c) {
    (void)index.emplace(m.computations[c].name, c, name_of);
    instructions += m.computations[c].instructions.size();
  }
  // (the cycle search looks each call site up once: it counts them too)
  std::vector<char> called(m.computations.size(), 0);
  bool shared = false;  // some computation is called from two places or more
  const auto count = [&](std::string_view name) {
    const std::size_t c = find(name);
    if (c != std::string_view::npos) shared = shared || called[c] != 0, called[c] = 1;
    return c;
  };
  if (detail::hlo_calls_cycle_by(m, count)) return 0;
  const std::size_t entry_at = static_cast<std::size_t>(entry - m.computations.data());
  m.computations[entry_at].entry = true;  // copies go after it: the entry must stay marked
  if (!shared) return 0;  // every call site has its own computation already
  std::vector<char> claimed(m.computations.size(), 0);
  claimed[entry_at] = 1;
  std::deque<std::size_t> work{entry_at};
  std::unordered_map<std::string_view, std::size_t> suffix;  // by computation copied
  std::size_t copies = 0;
  while (!work.empty()) {
    const std::size_t c = work.front();
    work.pop_front();
    for (std::size_t i = 0; i < m.computations[c].instructions.size(); ++i) {
      if (!detail::hlo_calls_in_sequence(m.computations[c].instructions[i])) continue;
      for (std::size_t k = 0; k < m.computations[c].instructions[i].called.size(); ++k) {
        const std::size_t callee = find(m.computations[c].instructions[i].called[k]);
        if (callee == std::string_view::npos) continue;  // hlo_liveness names a missing callee
        if (!claimed[callee]) {
          claimed[callee] = 1;
          work.push_back(callee);
          continue;
        }
        const std::size_t size = m.computations[callee].instructions.size();
        if (instructions + size > max_instructions)
          detail::raise<invalid_error>(
              "copying computation '{}' for each place that calls it (as XLA's FlattenCallGraph does) takes the "
              "module past {} instructions; its calls nest too many shared callees to flatten",
              m.computations[callee].name, max_instructions);
        instructions += size;
        const std::string_view base = m.computations[callee].name;
        std::size_t& n = suffix[base];  // the next suffix to try: names taken are not tried again
        std::string name = n == 0 ? fmt::format("{}.clone", base) : fmt::format("{}.clone.{}", base, n);
        while (find(name) != std::string_view::npos) name = fmt::format("{}.clone.{}", base, ++n);
        ++n;
        hlo_computation copy = m.computations[callee];
        copy.name = m.keep(std::move(name));
        copy.entry = false;
        const std::size_t at = m.computations.size();
        m.computations.push_back(std::move(copy));
        (void)index.emplace(m.computations[at].name, at, name_of);
        m.computation_index.emplace(m.computations[at].name, at,
                                    [&](std::size_t p) { return m.computations[p].name; });
        claimed.push_back(1);
        work.push_back(at);
        m.computations[c].instructions[i].called[k] = m.computations[at].name;
        ++copies;
      }
    }
  }
  return copies;
}

}  // namespace shardmem
