// shardmem::partition_spec: JAX's PartitionSpec. One entry per leading array dimension: None
// (replicated), one mesh axis, or a tuple of axes (split over their product, first axis major).
// Parsed from and printed as `P('data', ('fsdp', 'tensor'), None)`.
#pragma once

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_set>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/error.hpp>
#include <shardmem/core/tensor.hpp>
#include <shardmem/sharding/mesh.hpp>

namespace shardmem {

/// Tag for a replicated dimension, JAX's `None`: `partition_spec{replicated, "model"}`.
struct replicated_t {
  explicit constexpr replicated_t() = default;
};
inline constexpr replicated_t replicated{};

/// A tuple of mesh axes sharding one dimension, JAX's `('fsdp', 'tensor')`.
struct axes {
  std::vector<std::string> names;
  axes(std::initializer_list<std::string_view> list) {
    for (auto n : list) names.emplace_back(n);
  }
  explicit axes(std::vector<std::string> list) : names(std::move(list)) {}
};

class partition_spec;
/// The spec in JAX's text form: `P('data', ('fsdp', 'tensor'), None)`.
[[nodiscard]] std::string to_string(const partition_spec& spec);

namespace detail {
template <class T>
concept spec_item = std::is_same_v<std::remove_cvref_t<T>, replicated_t> ||
    std::is_same_v<std::remove_cvref_t<T>, axes> || std::is_convertible_v<T, std::string_view>;
}

/// JAX's PartitionSpec, in canonical form: each entry is the list of mesh axes that shard that
/// dimension, empty for None. A one-element tuple and the bare name are the same entry; an empty
/// tuple is None. Dimensions past the last entry are replicated; `partition_spec{}` is `P()`.
/// Example: `partition_spec{"data", axes{"fsdp", "tensor"}, replicated}` is
/// `P('data', ('fsdp', 'tensor'), None)`.
class partition_spec {
 public:
  using entry = std::vector<std::string>;

  partition_spec() = default;
  template <class... Items>
  requires(sizeof...(Items) >= 1 && (detail::spec_item<Items> && ...))
      partition_spec(Items&&... items) {  // NOLINT(google-explicit-constructor): reads like P(...)
    (add(std::forward<Items>(items)), ...);
  }
  explicit partition_spec(std::vector<entry> entries) : entries_(std::move(entries)) {}

  /// Number of entries (the spec covers dimensions 0..size()-1).
  [[nodiscard]] std::size_t size() const noexcept { return entries_.size(); }
  [[nodiscard]] const std::vector<entry>& entries() const noexcept { return entries_; }
  /// Axes sharding dimension `dim`; empty (replicated) for dims past the spec's length.
  [[nodiscard]] const entry& operator[](std::size_t dim) const noexcept {
    static const entry none;
    return dim < entries_.size() ? entries_[dim] : none;
  }
  /// Every axis the spec uses, in order of use.
  [[nodiscard]] std::vector<std::string> used_axes() const {
    std::vector<std::string> out;
    for (const auto& e : entries_) out.insert(out.end(), e.begin(), e.end());
    return out;
  }

  /// Checks the spec against a mesh, with JAX's rules: no axis twice, no axis the mesh lacks.
  /// Linear in the entries (each axis looked up by name once).
  /// @throws invalid_error naming the spec, the axis, the dimensions and the mesh.
  void validate(const mesh& m) const {
    std::size_t used = 0;
    for (const entry& e : entries_) used += e.size();
    // The dimension each mesh axis first shards, by the axis's position; a few axes are compared
    // with the earlier entries instead (no table to allocate for the usual spec).
    constexpr std::size_t none = static_cast<std::size_t>(-1), few = 16;
    std::vector<std::size_t> first_dim(used > few ? m.rank() : 0, none);
    for (std::size_t d = 0; d < entries_.size(); ++d) {
      for (std::size_t k = 0; k < entries_[d].size(); ++k) {
        const std::string& a = entries_[d][k];
        const std::optional<std::size_t> i = m.find_axis(a);
        if (!i)
          detail::raise<invalid_error>(
              "invalid partition spec {}: resource axis '{}' (dim {}) is not found in mesh {}; use one of the mesh axes {}",
              to_string(*this), a, d, to_string(m), m.names());
        auto twice = [&](std::size_t d2) {
          detail::raise<invalid_error>(
              "invalid partition spec {}: duplicate entries for `{}` (dims {} and {}); a mesh axis may shard at most "
              "one dimension, once",
              to_string(*this), a, d2, d);
        };
        if (first_dim.empty()) {
          for (std::size_t d2 = 0; d2 <= d; ++d2)
            for (std::size_t k2 = 0; k2 < (d2 == d ? k : entries_[d2].size()); ++k2)
              if (entries_[d2][k2] == a) twice(d2);
        } else {
          if (first_dim[*i] != none) twice(first_dim[*i]);
          first_dim[*i] = d;
        }
      }
    }
  }
  /// Checks the spec against a mesh and the tensor it shards: the mesh rules, and no more entries
  /// than the tensor has dimensions (JAX: "only valid for values of rank at least N").
  /// @throws invalid_error naming the spec, the tensor and the numbers.
  void validate(const mesh& m, const tensor& t) const {
    validate(m);
    validate_rank(t);
  }
  /// Checks only that the spec has no more entries than `t` has dimensions: what a
  /// named_sharding, whose spec was checked against its mesh once, checks per tensor.
  /// @throws invalid_error naming the spec, the tensor and the numbers.
  void validate_rank(const tensor& t) const {
    if (entries_.size() > t.shape.rank()) {
      if (t.shape.rank() == 0)
        detail::raise<invalid_error>(
            "partition spec {} has {} entries but tensor {:n} is a scalar; a scalar's spec must be P()",
            to_string(*this), entries_.size(), t);
      detail::raise<invalid_error>(
          "partition spec {} has {} entries but tensor {:n} has rank {}; the spec is only valid for values of rank at "
          "least {}; drop the extra entries",
          to_string(*this), entries_.size(), t, t.shape.rank(), entries_.size());
    }
  }

  friend bool operator==(const partition_spec&, const partition_spec&) = default;

 private:
  void add(replicated_t) { entries_.emplace_back(); }
  void add(axes a) { entries_.push_back(std::move(a.names)); }
  void add(std::string_view name) { entries_.push_back({std::string(name)}); }

  std::vector<entry> entries_;
};

namespace detail {

/// Membership in a list of axis names: a scan when they are few, a hash set when many, so that
/// checking many names against a spec over many axes stays linear. Keeps a reference to `axes`.
class axis_lookup {
 public:
  explicit axis_lookup(const std::vector<std::string>& axes) : axes_(axes) {
    if (axes.size() > 8) set_.insert(axes.begin(), axes.end());
  }
  [[nodiscard]] bool contains(std::string_view axis) const {
    return set_.empty() ? std::find(axes_.begin(), axes_.end(), axis) != axes_.end() : set_.contains(axis);
  }

 private:
  const std::vector<std::string>& axes_;
  std::unordered_set<std::string_view> set_;
};

/// An axis name quoted as Python's repr quotes a string: `'data'`, or `"it's"` when the name holds a
/// single quote (and no double quote), so that the printed spec parses back to the same spec.
inline std::string quote_axis(std::string_view name) {
  const bool double_quoted = name.find('\'') != std::string_view::npos && name.find('"') == std::string_view::npos;
  return double_quoted ? fmt::format("\"{}\"", name) : fmt::format("'{}'", name);
}
}  // namespace detail

inline std::string to_string(const partition_spec& spec) {
  std::string s = "P(";
  for (std::size_t d = 0; d < spec.size(); ++d) {
    if (d != 0) s += ", ";
    const auto& e = spec.entries()[d];
    if (e.empty()) {
      s += "None";
    } else if (e.size() == 1) {
      s += detail::quote_axis(e[0]);
    } else {
      s += "(";
      for (std::size_t k = 0; k < e.size(); ++k) s += fmt::format("{}{}", k == 0 ? "" : ", ", detail::quote_axis(e[k]));
      s += ")";
    }
  }
  return s + ")";
}

/// Parses JAX's text form: `P('data', ('fsdp', 'tensor'), None)`, also `PartitionSpec(...)`,
/// `jax.sharding.PartitionSpec(...)`, double quotes, `()` for None and trailing commas.
/// @throws parse_error quoting the text and the position (nested tuples, unknown tokens, ...).
[[nodiscard]] inline partition_spec parse_partition_spec(std::string_view text) {
  std::size_t i = 0;
  auto fail_at = [&](std::string_view what) {
    detail::raise<parse_error>("cannot parse partition spec \"{}\" at position {}: {}; expected a form like "
                               "P('data', ('fsdp', 'tensor'), None)",
                               text, i, what);
  };
  auto skip = [&] {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n')) ++i;
  };
  auto eat = [&](std::string_view word) {
    if (text.substr(i, word.size()) == word) {
      i += word.size();
      return true;
    }
    return false;
  };
  auto name = [&]() -> std::string {
    const char q = text[i];
    const std::size_t start = ++i;
    while (i < text.size() && text[i] != q) ++i;
    if (i == text.size()) fail_at(fmt::format("unterminated string starting at {}", start - 1));
    std::string n(text.substr(start, i - start));
    ++i;
    if (n.empty()) fail_at("an axis name is empty");
    return n;
  };
  skip();
  if (!(eat("jax.sharding.PartitionSpec") || eat("PartitionSpec") || eat("P"))) fail_at("expected 'P('");
  skip();
  if (!eat("(")) fail_at("expected '(' after P");
  std::vector<partition_spec::entry> entries;
  skip();
  while (i < text.size() && text[i] != ')') {
    if (eat("None")) {
      entries.emplace_back();
    } else if (text[i] == '\'' || text[i] == '"') {
      entries.push_back({name()});
    } else if (text[i] == '(') {
      ++i;
      partition_spec::entry e;
      skip();
      while (i < text.size() && text[i] != ')') {
        if (text[i] == '(') fail_at("nested tuples are not allowed in a PartitionSpec; list the axes in one tuple");
        if (text.substr(i, 4) == "None") fail_at("None is not allowed inside a tuple of axes");
        if (text[i] != '\'' && text[i] != '"') fail_at("expected a quoted axis name inside the tuple");
        e.push_back(name());
        skip();
        if (i < text.size() && text[i] == ',') {
          ++i;
          skip();
        } else if (i < text.size() && text[i] != ')') {
          fail_at("expected ',' or ')' in the tuple");
        }
      }
      if (i == text.size()) fail_at("missing ')' closing a tuple");
      ++i;
      entries.push_back(std::move(e));
    } else {
      fail_at(fmt::format("unexpected '{}'", text.substr(i, 1)));
    }
    skip();
    if (i < text.size() && text[i] == ',') {
      ++i;
      skip();
    } else if (i < text.size() && text[i] != ')') {
      fail_at("expected ',' or ')' between entries");
    }
  }
  if (i == text.size()) fail_at("missing ')' at the end");
  ++i;
  skip();
  if (i != text.size()) fail_at(fmt::format("unexpected text '{}' after the spec", text.substr(i)));
  return partition_spec(std::move(entries));
}

}  // namespace shardmem

/// Prints a spec in JAX's text form: `P('data', None)`.
template <>
struct fmt::formatter<shardmem::partition_spec> : fmt::formatter<fmt::string_view> {
  template <class FormatContext>
  auto format(const shardmem::partition_spec& p, FormatContext& ctx) const -> decltype(ctx.out()) {
    return fmt::formatter<fmt::string_view>::format(shardmem::to_string(p), ctx);
  }
};
