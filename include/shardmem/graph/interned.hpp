// The tables a dataflow_graph keeps once for many values and ops: op scopes and kinds (text), tag
// lists (checkpoint names) and shardings. A graph of a million values holds a few dozen of each,
// so values and ops keep a 32-bit number into these tables instead of the thing itself.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include <shardmem/core/error.hpp>
#include <shardmem/sharding/named_sharding.hpp>

namespace shardmem::detail {

/// Distinct strings, each kept once and numbered in the order first seen; number 0 is the one the
/// table starts with (a graph's scopes start with "", its op kinds with `custom`).
/// Example: string_table t("");  t.intern("attn") == 1;  t.intern("attn") == 1;  t[1] == "attn".
class string_table {
 public:
  explicit string_table(std::string_view first) : texts_{std::string(first)}, index_{{std::string(first), 0}} {}

  /// The number of `s`, added when new.
  /// @throws overflow_error when 2^32 - 1 strings are held already.
  std::uint32_t intern(const std::string& s) {
    if (const auto it = index_.find(s); it != index_.end()) return it->second;
    if (texts_.size() >= std::numeric_limits<std::uint32_t>::max())
      detail::raise<overflow_error>("a string table holds {} strings; at most 2^32 - 1 fit", texts_.size());
    const auto i = static_cast<std::uint32_t>(texts_.size());
    texts_.push_back(s);
    index_.emplace(s, i);
    return i;
  }
  /// String number `i`. @throws std::out_of_range for a number not given out.
  [[nodiscard]] std::string_view operator[](std::uint32_t i) const { return texts_.at(i); }
  [[nodiscard]] std::size_t size() const noexcept { return texts_.size(); }

 private:
  std::vector<std::string> texts_;
  std::unordered_map<std::string, std::uint32_t> index_;
};

/// Distinct lists of tags, each kept once; list 0 is the empty list. Values are added in runs with
/// one list, so the last list is tried before the index.
class tag_table {
 public:
  /// The number of `tags`, added when new.
  std::uint32_t intern(std::vector<std::string>&& tags) {
    if (tags.empty()) return 0;
    if (lists_.back() == tags) return static_cast<std::uint32_t>(lists_.size() - 1);
    std::string key;  // the tags joined with '\0', which no tag holds
    for (const std::string& t : tags) key.append(t).push_back('\0');
    if (const auto it = index_.find(key); it != index_.end()) return it->second;
    if (lists_.size() >= std::numeric_limits<std::uint32_t>::max())
      detail::raise<overflow_error>("a tag table holds {} lists; at most 2^32 - 1 fit", lists_.size());
    const auto i = static_cast<std::uint32_t>(lists_.size());
    lists_.push_back(std::move(tags));
    index_.emplace(std::move(key), i);
    return i;
  }
  /// List number `i`. @throws std::out_of_range for a number not given out.
  [[nodiscard]] const std::vector<std::string>& operator[](std::uint32_t i) const { return lists_.at(i); }
  [[nodiscard]] std::size_t size() const noexcept { return lists_.size(); }

 private:
  std::vector<std::vector<std::string>> lists_{{}};
  std::unordered_map<std::string, std::uint32_t> index_;
};

/// Distinct shardings (a partition spec and a memory kind) on one mesh, each kept once. Graphs
/// add runs of values with one sharding, so the last one is tried before hashing.
class sharding_table {
 public:
  static constexpr std::uint32_t none = std::numeric_limits<std::uint32_t>::max();

  /// The number of the sharding of `spec` in memory `kind` on mesh `m` (the mesh of every call).
  /// @throws invalid_error when the spec does not fit the mesh (from named_sharding).
  std::uint32_t intern(const mesh& m, const partition_spec& spec, memory_kind kind) {
    if (last_ != none && shardings_[last_].memory_kind() == kind && shardings_[last_].spec() == spec) return last_;
    const std::size_t key = hash(spec, kind);
    for (auto [it, end] = index_.equal_range(key); it != end; ++it)
      if (shardings_[it->second].memory_kind() == kind && shardings_[it->second].spec() == spec)
        return last_ = it->second;
    shardings_.emplace_back(m, spec, kind);
    last_ = static_cast<std::uint32_t>(shardings_.size() - 1);
    index_.emplace(key, last_);
    return last_;
  }
  /// Sharding number `i`, unchecked (numbers come from intern).
  [[nodiscard]] const named_sharding& operator[](std::uint32_t i) const { return shardings_[i]; }
  [[nodiscard]] std::size_t size() const noexcept { return shardings_.size(); }

 private:
  // A hash of the spec's axis names, entry by entry.
  static std::size_t hash(const partition_spec& spec, memory_kind kind) {
    std::size_t h = kind == memory_kind::device ? 0x9e3779b97f4a7c15ULL : 0x7f4a7c159e3779b9ULL;
    for (const auto& e : spec.entries()) {
      h = h * 31 + e.size();
      for (const std::string& a : e) h = (h ^ std::hash<std::string>{}(a)) * 0x100000001b3ULL;
    }
    return h;
  }

  std::vector<named_sharding> shardings_;
  std::unordered_multimap<std::size_t, std::uint32_t> index_;  // by hash
  std::uint32_t last_ = none;
};

}  // namespace shardmem::detail
