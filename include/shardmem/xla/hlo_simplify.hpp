// The identities XLA's algebraic simplifier removes before buffer assignment, for a module that
// has not been through XLA's passes yet (what JAX lowered): a multiply by one and an add of zero
// are their other operand, and the constants and broadcasts left without a user are dead.
// Source: xla/service/algebraic_simplifier.cc, HandleMultiply ("A*1 => A", "1*A => A") and
// HandleAdd ("A + 0 => A", "0 + A => A"), which replace the instruction by the operand; HloDCE
// then removes what has no user. JAX writes such identities itself: jaxdecomp's forward FFT
// multiplies its result by a broadcast constant (1, 0).
#pragma once

#include <charconv>
#include <cstddef>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <shardmem/xla/hlo_module.hpp>

namespace shardmem {

namespace detail {

// True when `text`, a scalar literal as HLO or StableHLO writes it (`1`, `1.000000e+00`,
// `(1.000000e+00,0.000000e+00)` for a complex), is `value` (0 or 1); false for anything else.
inline bool hlo_literal_is(std::string_view text, double value) {
  auto trim = [](std::string_view t) {
    while (!t.empty() && (t.front() == ' ' || t.front() == '"')) t.remove_prefix(1);
    while (!t.empty() && (t.back() == ' ' || t.back() == '"')) t.remove_suffix(1);
    return t;
  };
  auto number_is = [&](std::string_view t, double v) {
    t = trim(t);
    if (t.starts_with("+")) t.remove_prefix(1);
    double d = 0;
    const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), d);
    return ec == std::errc{} && end == t.data() + t.size() && d == v;
  };
  text = trim(text);
  if (text.starts_with("(") && text.ends_with(")")) {  // a complex number: (real, imaginary)
    text = text.substr(1, text.size() - 2);
    const std::size_t comma = text.find(',');
    return comma != std::string_view::npos && number_is(text.substr(0, comma), value) &&
           number_is(text.substr(comma + 1), 0.0);
  }
  return number_is(text, value);
}

}  // namespace detail

/// Removes from each computation of `m` the multiplies by one and the adds of zero (one operand a
/// constant of that value, or a broadcast of one), as XLA's AlgebraicSimplifier does before buffer
/// assignment: users of the instruction use its other operand instead (a ROOT passes to it), and
/// the constants and broadcasts left without users are removed. For a module not optimized yet;
/// a compiled module has none left. Returns how many instructions it removed.
/// Example: `%2 = multiply(%0, %1)` with `%1 = broadcast(%cst)`, `%cst = constant (1, 0)`: %2,
///          %1 and %cst are removed and %0 is the ROOT.
inline std::size_t simplify_identities(hlo_module& m) {
  std::size_t removed = 0;
  for (hlo_computation& c : m.computations) {
    // The constants of value 0 or 1 and the broadcasts of them, by name (few: the lookups below
    // stay in a small table).
    struct candidate {
      double value;
      std::size_t uses;
    };
    std::unordered_map<std::string_view, candidate> constants;
    for (const hlo_instruction& i : c.instructions) {
      if (i.opcode == "constant" && !i.literal.empty()) {
        for (const double v : {0.0, 1.0})
          if (detail::hlo_literal_is(i.literal, v)) constants.emplace(i.name, candidate{v, 0});
      } else if (i.opcode == "broadcast" && i.operands.size() == 1 && !constants.empty()) {
        if (const auto it = constants.find(i.operands[0]); it != constants.end())
          constants.emplace(i.name, candidate{it->second.value, 0});
      }
    }
    if (constants.empty()) continue;
    auto holds = [&](std::string_view n, double value) {
      const auto it = constants.find(n);
      return it != constants.end() && it->second.value == value;
    };
    auto find = [&](std::string_view n) -> hlo_instruction* {  // rare: a ROOT identity's operand
      for (hlo_instruction& i : c.instructions)
        if (i.name == n) return &i;
      return nullptr;
    };
    std::unordered_map<std::string_view, std::string_view> replaced;  // a removed identity -> its operand
    std::vector<char> dead(c.instructions.size(), 0);
    for (std::size_t k = 0; k < c.instructions.size(); ++k) {
      hlo_instruction& i = c.instructions[k];
      if (!replaced.empty())
        for (std::string_view& o : i.operands)
          if (const auto r = replaced.find(o); r != replaced.end()) o = r->second;
      if ((i.opcode != "multiply" && i.opcode != "add") || i.operands.size() != 2) continue;
      const double identity = i.opcode == "multiply" ? 1.0 : 0.0;
      const int keep = holds(i.operands[1], identity) ? 0 : holds(i.operands[0], identity) ? 1 : -1;
      if (keep < 0) continue;
      const std::string_view kept = i.operands[static_cast<std::size_t>(keep)];
      if (i.root) {
        // Only where the kept operand has the result's shape (an implicit broadcast is not
        // removed) and is not a parameter (a ROOT parameter would need the copy XLA inserts).
        hlo_instruction* x = find(kept);
        if (x == nullptr || !(x->shape.dims == i.shape.dims) || x->shape.element != i.shape.element ||
            x->opcode == "parameter" || x->root)
          continue;
        x->root = true;
        if (!x->sharding) x->sharding = i.sharding;
        i.root = false;
      }
      replaced.emplace(i.name, kept);
      dead[k] = 1;
    }
    if (replaced.empty()) continue;
    // Dead code: the identities, then the constants and broadcasts no one uses any more (from the
    // last, so that a broadcast's death frees its constant).
    for (std::size_t k = 0; k < c.instructions.size(); ++k)
      if (dead[k] == 0)
        for (std::string_view o : c.instructions[k].operands)
          if (const auto it = constants.find(o); it != constants.end()) ++it->second.uses;
    for (std::size_t k = c.instructions.size(); k-- > 0;) {
      const hlo_instruction& d = c.instructions[k];
      if (dead[k] == 0) {
        const auto it = d.root ? constants.end() : constants.find(d.name);
        if (it == constants.end() || it->second.uses > 0) continue;
        for (std::string_view o : d.operands)
          if (const auto u = constants.find(o); u != constants.end()) --u->second.uses;
      }
      dead[k] = 1;
      ++removed;
    }
    std::size_t kept = 0;
    for (std::size_t k = 0; k < c.instructions.size(); ++k)
      if (dead[k] == 0) {
        if (kept != k) c.instructions[kept] = std::move(c.instructions[k]);
        ++kept;
      }
    c.instructions.erase(c.instructions.begin() + static_cast<std::ptrdiff_t>(kept), c.instructions.end());
  }
  return removed;
}

}  // namespace shardmem
