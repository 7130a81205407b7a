// The identities XLA's algebraic simplifier removes before buffer assignment, for a module that
// has not been through XLA's passes yet (what JAX lowered): a multiply by one and an add of zero
// are their other operand, and the constants and broadcasts left without a user are dead.
// Source: xla/service/algebraic_simplifier.cc, HandleMultiply ("A*1 => A", "1*A => A") and
// HandleAdd ("A + 0 => A", "0 + A => A"), which replace the instruction by the operand; HloDCE
// then removes what has no user. JAX writes such identities itself: jaxdecomp's forward FFT
// multiplies its result by a broadcast constant (1, 0).
#pragma once

#include <array>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include <shardmem/core/error.hpp>
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

namespace detail {

// The constants of value 0 or 1 of each computation, by position and value, as a reader finds
// them while the literal's text is at hand (hlo_literal_is on each constant's literal): what
// simplify_identities would otherwise read again, one constant at a time, after the whole text.
using hlo_unit_constants = std::vector<std::vector<std::pair<std::uint32_t, signed char>>>;

// A constant's literal as simplify_identities classes it: 0 or 1 where it is that value, else -1.
inline signed char hlo_unit_value(std::string_view literal) {
  if (literal.empty()) return -1;
  return hlo_literal_is(literal, 0) ? 0 : hlo_literal_is(literal, 1) ? 1 : -1;
}

// hlo_unit_value of the literals met last, kept by their text (copied: up to 24 characters, the
// scalars JAX writes; a longer one is read each time): a module writes a few constants
// (`0.000000e+00`, `1.000000e+00`, `0xFF800000`) many times, and each was read as a number twice.
class hlo_unit_values {
 public:
  [[nodiscard]] signed char of(std::string_view literal) {
    if (literal.size() > kept::room) return hlo_unit_value(literal);
    for (const kept& k : last_)
      if (k.size == literal.size() && std::char_traits<char>::compare(k.text.data(), literal.data(), k.size) == 0)
        return k.value;
    kept& k = last_[next_++ % last_.size()];
    k.size = static_cast<std::uint8_t>(literal.size());
    std::char_traits<char>::copy(k.text.data(), literal.data(), literal.size());
    return k.value = hlo_unit_value(literal);
  }

 private:
  struct kept {
    static constexpr std::size_t room = 24;
    std::array<char, room> text{};
    std::uint8_t size = room + 1;  // (no text has this size: an entry not used yet)
    signed char value = -1;
  };
  std::array<kept, 8> last_{};
  std::size_t next_ = 0;
};

// The constant at `position` of computation `computation`, its literal `literal`, added to `units`
// where it is 0 or 1 (by `values`, where given).
inline void note_unit_constant(hlo_unit_constants& units, std::size_t computation, std::size_t position,
                               std::string_view literal, hlo_unit_values* values = nullptr) {
  const signed char v = values != nullptr ? values->of(literal) : hlo_unit_value(literal);
  if (v < 0) return;
  if (units.size() <= computation) units.resize(computation + 1);
  units[computation].emplace_back(static_cast<std::uint32_t>(position), v);
}

// What simplify_identities tells apart in an opcode, a byte for each instruction, so that its pass
// over a computation reads these and not the instructions (464-byte records, long out of the
// cache when a reader noted them).
enum class hlo_identity_kind : std::uint8_t { other, constant, broadcast, multiply, add };
using hlo_identity_kinds = std::vector<std::vector<hlo_identity_kind>>;  // by computation, then instruction

constexpr hlo_identity_kind hlo_identity_kind_of(hlo_op opcode) noexcept {
  using enum hlo_identity_kind;
  switch (opcode) {
    case hlo_op::add: return add;
    case hlo_op::constant: return constant;
    case hlo_op::multiply: return multiply;
    case hlo_op::broadcast: return broadcast;
    default: return other;
  }
}

// What simplify_identities keeps from computation to computation: its vectors, grown once.
struct hlo_simplify_scratch {
  std::vector<signed char> value;         // by instruction: 0 or 1 for a constant of it or a broadcast of one, else -1
  std::vector<std::uint32_t> ops;         // operand positions, as replaced (instruction k's from its index start)
  std::vector<std::uint32_t> to, uses;    // a removed identity's kept operand; a constant's users left
  std::vector<std::string_view> kept_name;  // a removed identity's kept operand, by name
  std::vector<char> dead;
};

// simplify_identities on computation `ci` of m alone, over `index`, the operands of m's
// instructions as they are now (names, order): constants, uses and replacements by position, no
// name hashed. With `units` (by computation, as m is now), the constants are taken from it and a
// computation without one is passed over: nothing in it can be an identity. With `kinds` (the
// same), each instruction's kind is taken from it where a computation's are all there, and its
// record is read only where it may be an identity or has one as an operand. With `operands_first`,
// the caller knows each operand is an instruction before its user (a reader that resolves names
// as it defines them), which is then not checked. With `marked_root`, the caller knows that the
// instruction at that position is the only one marked ROOT, and no other record is read for it
// (the constants left without a user are far apart, and each was a miss to memory). Returns how
// many instructions it removed; ci's positions in `index` are stale after (its instructions moved).
inline std::size_t simplify_computation(hlo_module& m, std::size_t ci, const hlo_operand_index& index,
                                        const hlo_unit_constants* units, const hlo_identity_kinds* kinds,
                                        hlo_simplify_scratch& scratch, bool operands_first = false,
                                        std::size_t marked_root = std::string_view::npos) {
  constexpr std::uint32_t missing = hlo_operand_index::missing;
  std::size_t removed = 0;
  // (references, not a structured binding: lambdas capture these)
  std::vector<signed char>& value = scratch.value;
  std::vector<std::uint32_t>& ops = scratch.ops;
  std::vector<std::uint32_t>& to = scratch.to;
  std::vector<std::uint32_t>& uses = scratch.uses;
  std::vector<std::string_view>& kept_name = scratch.kept_name;
  std::vector<char>& dead = scratch.dead;
  hlo_computation& c = m.computations[ci];
  const std::size_t n = c.instructions.size();
  std::size_t root_at = marked_root < n ? marked_root : std::string_view::npos;  // (where known: it moves below)
  if (n == 0 || !index.has(ci) || (units != nullptr && (ci >= units->size() || (*units)[ci].empty()))) return 0;
  // The operand positions, which the replacements rewrite, and whether each is defined before
  // its user (as JAX and XLA print).
  // (copied whole: a copy an instruction at a time took a fifth of this function's time)
  const auto [all, starts] = index.operands_of(ci);
  if (starts.size() != n + 1)
    raise<invalid_error>("simplify_identities: the operand index of computation '{}' has {} instructions, not {}",
                         c.name, starts.size() - 1, n);
  ops.assign(all.begin(), all.end());
  // (where instruction k's operands start in ops, read from the index: not copied)
  const std::uint32_t* const starts_at = starts.data();
  const std::uint32_t base = starts[0];
  const auto first = [starts_at, base](std::size_t k) { return starts_at[k] - base; };
  bool forward = true;  // (checked, where not known: a fifth of this function's time at 10^6 ops)
  for (std::size_t k = 0; !operands_first && k < n; ++k)
    for (std::uint32_t j = first(k); j < first(k + 1); ++j) forward &= ops[j] == missing || ops[j] < k;
  value.assign(n, -1);
  to.assign(n, missing);
  kept_name.assign(n, {});
  dead.assign(n, 0);
  bool any = false, replaced = false;
  const hlo_identity_kind* noted = kinds != nullptr && ci < kinds->size() && (*kinds)[ci].size() == n
                                       ? (*kinds)[ci].data()
                                       : nullptr;
  const auto kind = [&](std::size_t k) {
    return noted != nullptr ? noted[k] : hlo_identity_kind_of(c.instructions[k].opcode.op());
  };
  if (units != nullptr)
    for (const auto& [k, v] : (*units)[ci]) value[k] = v, any = true;
  // Instruction k: a constant of value 0 or 1, or a broadcast of one defined before it.
  const auto classify = [&](std::size_t k) {
    const hlo_identity_kind is = kind(k);
    if (units == nullptr && is == hlo_identity_kind::constant) {  // (with units, classed already)
      value[k] = hlo_unit_value(c.instructions[k].literal);
      any = any || value[k] >= 0;
    } else if (any && is == hlo_identity_kind::broadcast && first(k + 1) - first(k) == 1) {
      if (const std::uint32_t p = ops[first(k)]; p < k && value[p] >= 0) value[k] = value[p];
    }
  };
  // Instruction k's operands that are removed identities become their kept operands; k is
  // removed if it is one.
  const auto simplify = [&](std::size_t k) {
    std::uint32_t* o = ops.data() + first(k);
    const std::size_t operands = first(k + 1) - first(k);  // (read here, not from the instruction)
    if (replaced)
      for (std::size_t j = 0; j < operands; ++j)
        if (o[j] != missing && dead[o[j]]) c.instructions[k].operands[j] = kept_name[o[j]], o[j] = to[o[j]];
    const hlo_identity_kind is = kind(k);
    if (operands != 2 || (is != hlo_identity_kind::multiply && is != hlo_identity_kind::add)) return;
    const int identity = is == hlo_identity_kind::multiply ? 1 : 0;
    const auto holds = [&](std::uint32_t p) { return p != missing && value[p] == identity; };
    const int keep = holds(o[1]) ? 0 : holds(o[0]) ? 1 : -1;
    if (keep < 0) return;
    hlo_instruction& i = c.instructions[k];
    const std::uint32_t kept_at = o[keep];
    if (i.root) {
      // Only where the kept operand has the result's shape (an implicit broadcast is not
      // removed) and is not a parameter (a ROOT parameter would need the copy XLA inserts).
      if (kept_at == missing) return;
      hlo_instruction& x = c.instructions[kept_at];
      if (!(x.shape.dims == i.shape.dims) || x.shape.element != i.shape.element || x.opcode == hlo_op::parameter ||
          x.root)
        return;
      x.root = true;
      if (!x.sharding) x.sharding = i.sharding;
      i.root = false;
      if (root_at != std::string_view::npos) root_at = kept_at;
    }
    kept_name[k] = i.operands[static_cast<std::size_t>(keep)], to[k] = kept_at;
    dead[k] = 1;
    replaced = true;
  };
  // Where operands come first, instruction k reads only what is classified before it: one pass
  // over the instructions (large records: each pass costs); otherwise all are classified first.
  // The uses of each constant and broadcast of one by what is kept, as dead code needs them:
  // counted in that pass where it is one (k's operands and k's fate are settled by then).
  uses.assign(n, 0);
  const auto count = [&](std::size_t k) {
    if (dead[k] == 0)
      for (std::uint32_t j = first(k); j < first(k + 1); ++j)
        if (ops[j] != missing && value[ops[j]] >= 0) ++uses[ops[j]];
  };
  if (forward) {
    for (std::size_t k = 0; k < n; ++k) {
      if (noted == nullptr && k + 8 < n) __builtin_prefetch(&c.instructions[k + 8].opcode);
      classify(k), simplify(k), count(k);
    }
  } else {
    for (std::size_t k = 0; k < n; ++k) classify(k);
    for (std::size_t k = 0; any && k < n; ++k) simplify(k);
    for (std::size_t k = 0; replaced && k < n; ++k) count(k);
  }
  if (!replaced) return 0;
  // Dead code: the identities, then the constants and broadcasts no one uses any more (from the
  // last, so that a broadcast's death frees its constant).
  for (std::size_t k = n; k-- > 0;) {
    if (dead[k] == 0) {
      if (value[k] < 0 || uses[k] > 0 || (root_at != std::string_view::npos ? k == root_at : c.instructions[k].root))
        continue;  // (the instruction read last, and only where the ROOT is not known)
      for (std::uint32_t j = first(k); j < first(k + 1); ++j)
        if (ops[j] != missing && value[ops[j]] >= 0) --uses[ops[j]];
    }
    dead[k] = 1;
    ++removed;
  }
  std::size_t kept = 0;
  for (std::size_t k = 0; k < n; ++k)
    if (dead[k] == 0) {
      if (kept != k) {  // (made anew in its place: a move-assignment compares allocators and frees
        // what the slot held, field by field)
        static_assert(std::is_nothrow_move_constructible_v<hlo_instruction>);
        std::destroy_at(&c.instructions[kept]);
        std::construct_at(&c.instructions[kept], std::move(c.instructions[k]));
      }
      ++kept;
    }
  c.instructions.erase(c.instructions.begin() + static_cast<std::ptrdiff_t>(kept), c.instructions.end());
  return removed;
}

// simplify_identities over `index`, with `units` and `kinds` where a reader noted them: each
// computation by simplify_computation.
inline std::size_t simplify_identities(hlo_module& m, const hlo_operand_index& index,
                                       const hlo_unit_constants* units = nullptr,
                                       const hlo_identity_kinds* kinds = nullptr) {
  hlo_simplify_scratch scratch;
  std::size_t removed = 0;
  for (std::size_t ci = 0; ci < m.computations.size(); ++ci)
    removed += simplify_computation(m, ci, index, units, kinds, scratch);
  return removed;
}

}  // namespace detail

/// Removes from each computation of `m` the multiplies by one and the adds of zero (one operand a
/// constant of that value, or a broadcast of one), as XLA's AlgebraicSimplifier does before buffer
/// assignment: users of the instruction use its other operand instead (a ROOT passes to it), and
/// the constants and broadcasts left without users are removed. For a module not optimized yet;
/// a compiled module has none left. Returns how many instructions it removed.
/// @throws invalid_error for a computation that defines a name twice (hlo_operand_index).
/// Example: `%2 = multiply(%0, %1)` with `%1 = broadcast(%cst)`, `%cst = constant (1, 0)`: %2,
///          %1 and %cst are removed and %0 is the ROOT.
inline std::size_t simplify_identities(hlo_module& m) { return detail::simplify_identities(m, hlo_operand_index(m)); }

}  // namespace shardmem
