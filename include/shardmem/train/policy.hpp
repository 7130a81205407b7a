// Residual policies in JAX's vocabulary (jax/_src/ad_checkpoint.py, jax.checkpoint_policies):
// for each value the backward pass needs, keep it on device, recompute it, or offload it to
// pinned host memory.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/error.hpp>
#include <shardmem/train/rules.hpp>

namespace shardmem {

/// What happens to a residual: kept on device, recomputed in the backward pass, or offloaded to
/// pinned host memory after its producer and brought back before its first backward use.
enum class residual_fate : std::uint8_t { save, recompute, offload };

[[nodiscard]] constexpr std::string_view name(residual_fate f) noexcept {
  return f == residual_fate::save ? "save" : f == residual_fate::recompute ? "recompute" : "offload";
}

/// What a policy sees of one primitive application, as jax.checkpoint's policy callback does:
/// either the producing op (`name` empty), or a checkpoint_name tag on its output (`kind` empty).
struct residual_view {
  std::string_view kind;      ///< the producing op's kind, or empty for a name
  const backward_rule* rule;  ///< the producing op's rule (dot, batch dims), or nullptr for a name
  std::string_view name;      ///< the checkpoint_name tag, or empty for the op itself
};

/// A residual policy: a named decision per primitive application. A value is saved when any
/// view of it (its producing op, or one of its tags) says save, else offloaded when any says
/// offload, else recomputed, matching how JAX asks the policy about both the primitive and the
/// `name` primitive of checkpoint_name.
class remat_policy {
 public:
  using decide_fn = std::function<residual_fate(const residual_view&)>;

  remat_policy(std::string policy_name, decide_fn decide, std::vector<std::string> names = {})
      : name_(std::move(policy_name)), decide_(std::move(decide)), names_(std::move(names)) {}

  /// The policy's name in JAX's spelling, with its arguments: `save_only_these_names('y')`.
  [[nodiscard]] const std::string& name() const noexcept { return name_; }
  /// The checkpoint names the policy refers to (for the lint that flags names matching nothing).
  [[nodiscard]] const std::vector<std::string>& referenced_names() const noexcept { return names_; }

  /// The fate of a value produced by an op of `kind` (rule `rule`) carrying `tags`.
  [[nodiscard]] residual_fate decide(std::string_view kind, const backward_rule& rule,
                                     std::span<const std::string> tags) const {
    residual_fate best = decide_({kind, &rule, {}});
    for (const auto& t : tags) {
      if (best == residual_fate::save) break;
      const residual_fate f = decide_({{}, nullptr, t});
      if (f == residual_fate::save || (f == residual_fate::offload && best == residual_fate::recompute)) best = f;
    }
    return best;
  }

 private:
  std::string name_;
  decide_fn decide_;
  std::vector<std::string> names_;
};

namespace detail {
inline std::string quoted_list(const std::vector<std::string>& names) {
  std::string s;
  for (const auto& n : names) s += fmt::format("{}'{}'", s.empty() ? "" : ", ", n);
  return s;
}
inline bool contains(const std::vector<std::string>& names, std::string_view n) {
  return std::find(names.begin(), names.end(), n) != names.end();
}
}  // namespace detail

/// Keep every residual (the default without jax.checkpoint).
[[nodiscard]] inline remat_policy everything_saveable() {
  return {"everything_saveable", [](const residual_view&) { return residual_fate::save; }};
}
/// Recompute every residual (jax.checkpoint without a policy).
[[nodiscard]] inline remat_policy nothing_saveable() {
  return {"nothing_saveable", [](const residual_view&) { return residual_fate::recompute; }};
}
/// Keep the outputs of matmuls (dot_general, conv); recompute the rest.
[[nodiscard]] inline remat_policy dots_saveable() {
  return {"dots_saveable", [](const residual_view& v) {
            return v.rule && v.rule->is_dot ? residual_fate::save : residual_fate::recompute;
          }};
}
/// Keep the outputs of matmuls without batch dimensions (weights times activations, not
/// attention's QK^T or AV); recompute the rest.
[[nodiscard]] inline remat_policy dots_with_no_batch_dims_saveable() {
  return {"dots_with_no_batch_dims_saveable", [](const residual_view& v) {
            return v.rule && v.rule->is_dot && !v.rule->batch_dims ? residual_fate::save : residual_fate::recompute;
          }};
}
/// Keep only values tagged (checkpoint_name) with one of `names`.
[[nodiscard]] inline remat_policy save_only_these_names(std::vector<std::string> names) {
  return {fmt::format("save_only_these_names({})", detail::quoted_list(names)),
          [names](const residual_view& v) {
            return !v.name.empty() && detail::contains(names, v.name) ? residual_fate::save : residual_fate::recompute;
          },
          names};
}
/// Keep tagged values except those tagged with one of `names`; untagged values are recomputed.
[[nodiscard]] inline remat_policy save_any_names_but_these(std::vector<std::string> names) {
  return {fmt::format("save_any_names_but_these({})", detail::quoted_list(names)),
          [names](const residual_view& v) {
            return !v.name.empty() && !detail::contains(names, v.name) ? residual_fate::save : residual_fate::recompute;
          },
          names};
}
/// Keep what either policy keeps (JAX's save_from_both_policies).
[[nodiscard]] inline remat_policy save_from_both_policies(const remat_policy& a, const remat_policy& b) {
  std::vector<std::string> names = a.referenced_names();
  names.insert(names.end(), b.referenced_names().begin(), b.referenced_names().end());
  return {fmt::format("save_from_both_policies({}, {})", a.name(), b.name()),
          [a, b](const residual_view& v) {
            const backward_rule none_rule{};
            const backward_rule& r = v.rule ? *v.rule : none_rule;
            std::vector<std::string> tags;
            if (!v.name.empty()) tags.emplace_back(v.name);
            const residual_fate fa = v.name.empty() ? a.decide(v.kind, r, {}) : a.decide({}, none_rule, tags);
            const residual_fate fb = v.name.empty() ? b.decide(v.kind, r, {}) : b.decide({}, none_rule, tags);
            if (fa == residual_fate::save || fb == residual_fate::save) return residual_fate::save;
            if (fa == residual_fate::offload || fb == residual_fate::offload) return residual_fate::offload;
            return residual_fate::recompute;
          },
          names};
}
/// Offload the outputs of matmuls without batch dimensions to pinned host memory; recompute the rest.
[[nodiscard]] inline remat_policy offload_dot_with_no_batch_dims() {
  return {"offload_dot_with_no_batch_dims('device', 'pinned_host')", [](const residual_view& v) {
            return v.rule && v.rule->is_dot && !v.rule->batch_dims ? residual_fate::offload : residual_fate::recompute;
          }};
}
/// Keep values tagged with `saved`, offload those tagged with `offloaded`, recompute the rest.
/// @throws invalid_error when a name is in both lists (JAX raises: the names must be exclusive).
[[nodiscard]] inline remat_policy save_and_offload_only_these_names(std::vector<std::string> saved,
                                                                    std::vector<std::string> offloaded) {
  for (const auto& n : saved)
    if (detail::contains(offloaded, n))
      detail::raise<invalid_error>(
          "save_and_offload_only_these_names: '{}' is both saved and offloaded; the names to save ({}) and to offload "
          "({}) must not intersect",
          n, detail::quoted_list(saved), detail::quoted_list(offloaded));
  std::vector<std::string> all = saved;
  all.insert(all.end(), offloaded.begin(), offloaded.end());
  return {fmt::format("save_and_offload_only_these_names([{}], [{}], 'device', 'pinned_host')",
                      detail::quoted_list(saved), detail::quoted_list(offloaded)),
          [saved, offloaded](const residual_view& v) {
            if (v.name.empty()) return residual_fate::recompute;
            if (detail::contains(saved, v.name)) return residual_fate::save;
            if (detail::contains(offloaded, v.name)) return residual_fate::offload;
            return residual_fate::recompute;
          },
          all};
}

}  // namespace shardmem
