// The rules by which one op's result takes a sharding from its operands' (Shardy's sharding rules
// as the propagation of stablehlo_shardings.hpp applies them: by the op's dimension numbers, by
// position, by permutation, and for reduce and top_k's several results), with the caches those
// rules share; and a function result's sharding made even, as Shardy's export makes it.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <shardmem/sharding/hlo_sharding.hpp>
#include <shardmem/xla/hlo_module.hpp>
#include <shardmem/xla/mlir_reader.hpp>
#include <shardmem/xla/stablehlo_text.hpp>

namespace shardmem {

namespace detail {

// What sharding_propagation asks of one op at a time: the sharding its result takes from its
// operands' (empty when no rule applies). Shardings it writes are kept in the module's store.
class sharding_rules {
 protected:
  explicit sharding_rules(hlo_module& m) : m_(m) {}

  static bool same_dims(const hlo_shape& a, const hlo_shape& b) {
    if (!a.is_array() || !b.is_array() || a.dims.size() != b.dims.size()) return false;
    for (std::size_t k = 0; k < a.dims.size(); ++k)  // (a few sizes: no call to memcmp, as std::equal makes)
      if (a.dims[k] != b.dims[k]) return false;
    return true;
  }
  // Sharding text parsed once (a module repeats a few shardings many times). Most views of one
  // sharding are one string (what the text wrote once and the walk carries on): the last few
  // found are remembered by address, without hashing the text.
  const hlo_sharding& parsed(std::string_view text) {
    for (const auto& [view, h] : recent_)
      if (view.data() == text.data() && view.size() == text.size() && h != nullptr) return *h;
    auto it = parsed_.find(text);
    if (it == parsed_.end()) it = parsed_.emplace(text, hlo_sharding::parse(text)).first;
    recent_[recent_next_++ % recent_.size()] = {text, &it->second};
    return it->second;
  }
  // A sharding written by the propagation, kept once in the module's store for each text.
  std::string_view kept(const std::string& text) {
    const auto it = kept_.find(text);
    if (it != kept_.end()) return it->second;
    const std::string_view k = m_.keep(text);
    kept_.emplace(k, k);
    return k;
  }
  // The integers of a list `[1, 2]` into `out` (empty for none or for text that is not one); `out`
  // is one of the walk's own vectors, so that a list read costs no allocation once they have grown.
  static const std::vector<std::int64_t>& int_list(std::optional<std::string_view> text,
                                                   std::vector<std::int64_t>& out) {
    out.clear();
    if (!text) return out;
    mlir_reader r(*text);
    if (!r.eat("[")) return out;
    while (!r.eat("]")) {
      std::int64_t v = 0;
      if (!mlir_int(r.digits(), v)) return out.clear(), out;
      out.push_back(v);
      (void)r.eat(",");
    }
    return out;
  }
  // The tiles of operand dimension `d` under `h` (1 past its data dimensions).
  static std::int64_t tiles(const hlo_sharding& h, std::int64_t d) {
    return d >= 0 && static_cast<std::size_t>(d) < h.data_rank() ? h.tile_dims()[static_cast<std::size_t>(d)] : 1;
  }
  // A tiled sharding over `devices` with these tiles by dimension, the devices left over
  // replicating it, kept in the module's store (formatted once for each tiling: a module repeats
  // a few); empty when the tiles need more devices than there are.
  std::string_view tiled(const std::vector<std::int64_t>& dims, std::int64_t devices) {
    std::int64_t n = 1;
    for (const std::int64_t d : dims) n *= d;
    if (n < 1 || devices % n != 0) return {};
    if (n == 1) return "{replicated}";
    tiling_key_.assign(dims.begin(), dims.end());
    tiling_key_.push_back(devices);
    if (const auto it = tilings_.find(tiling_key_); it != tilings_.end()) return it->second;
    std::vector<std::int64_t> all = dims;
    std::vector<subgroup_type> groups;
    if (devices / n > 1) all.push_back(devices / n), groups.push_back(subgroup_type::replicated);
    const std::string_view k = kept(
        to_string(hlo_sharding::iota_tile(std::move(all), {devices}, {}, std::move(groups))));
    tilings_.emplace(tiling_key_, k);
    return k;
  }
  // The ops whose result dimensions come from their operands' by the op's dimension lists (the
  // issue's rules, StableHLO's op semantics): dot_general keeps its batch and non-contracting
  // dimensions (lhs's, then rhs's), a reduce drops its reduced ones, broadcast_in_dim maps each
  // operand dimension to `dims`, a transpose permutes by `dims`. Empty when none applies.
  // (`operand(k)`: instruction i's operand k, or nullptr.)
  template <class Operand>
  std::string_view by_dimensions(const hlo_instruction& i, Operand operand) {
    auto sharding_of = [&](std::size_t k) -> const hlo_sharding* {
      const hlo_instruction* o = operand(k);
      if (o == nullptr || !o->sharding || !o->shape.is_array()) return nullptr;
      const hlo_sharding& h = parsed(*o->sharding);
      if (h.type() != hlo_sharding::kind::tiled || h.data_rank() != o->shape.dims.size()) return nullptr;
      return &h;
    };
    const bool dot = i.opcode == hlo_op::dot, reduce = i.opcode == hlo_op::reduce,
               broadcast = i.opcode == hlo_op::broadcast, transpose = i.opcode == hlo_op::transpose;
    if (!i.shape.is_array() || !(dot || reduce || broadcast || transpose)) return {};
    const std::size_t rank = i.shape.dims.size();
    std::vector<std::int64_t>& dims = dims_;
    dims.assign(rank, 1);
    if (dot) {
      const auto lhs = sharding_of(0), rhs = sharding_of(1);
      if (!lhs && !rhs) return {};
      if (operand(0) == nullptr || operand(1) == nullptr) return {};
      const auto at = [&](std::size_t k) { return operand(k)->shape.dims.size(); };
      const auto& lb = int_list(i.attribute("batching_dims"), lists_[0]);
      const auto& rb = int_list(i.attribute("batching_dims_rhs"), lists_[1]);
      const auto& lc = int_list(i.attribute("contracting_dims"), lists_[2]);
      const auto& rc = int_list(i.attribute("contracting_dims_rhs"), lists_[3]);
      // Both operands' tiles where the devices allow them; else lhs's free dimensions win (the
      // text does not say which mesh axes tile which, so two tiled free dimensions may be one axis).
      for (const bool rhs_free : {true, false}) {
        std::size_t out = 0;
        for (std::size_t k = 0; k < lb.size() && out < rank; ++k, ++out)
          dims[out] = std::max(lhs ? tiles(*lhs, lb[k]) : 1, rhs && k < rb.size() ? tiles(*rhs, rb[k]) : 1);
        for (int side = 0; side < 2; ++side) {
          const auto& h = side == 0 ? lhs : rhs;
          const auto& skip_b = side == 0 ? lb : rb;
          const auto& skip_c = side == 0 ? lc : rc;
          for (std::size_t d = 0; d < at(static_cast<std::size_t>(side)) && out < rank; ++d) {
            const auto dd = static_cast<std::int64_t>(d);
            if (std::find(skip_b.begin(), skip_b.end(), dd) != skip_b.end() ||
                std::find(skip_c.begin(), skip_c.end(), dd) != skip_c.end())
              continue;
            dims[out++] = h && (side == 0 || rhs_free) ? tiles(*h, dd) : 1;
          }
        }
        if (out != rank) return {};
        if (const std::string_view t = tiled(dims, (lhs ? *lhs : *rhs).device_count()); !t.empty()) return t;
      }
      return {};
    }
    const auto h = sharding_of(0);
    if (!h) return {};
    const std::size_t in_rank = operand(0)->shape.dims.size();
    const std::vector<std::int64_t>& list = int_list(i.attribute(reduce ? "dimensions" : "dims"), lists_[0]);
    if (reduce) {
      std::size_t out = 0;
      for (std::size_t d = 0; d < in_rank && out <= rank; ++d)
        if (std::find(list.begin(), list.end(), static_cast<std::int64_t>(d)) == list.end()) {
          if (out == rank) return {};
          dims[out++] = tiles(*h, static_cast<std::int64_t>(d));
        }
      if (out != rank) return {};
    } else {
      if (list.size() != in_rank) return {};
      for (std::size_t d = 0; d < in_rank; ++d) {
        if (broadcast) {
          if (list[d] < 0 || static_cast<std::size_t>(list[d]) >= rank) return {};
          dims[static_cast<std::size_t>(list[d])] = tiles(*h, static_cast<std::int64_t>(d));
        } else {
          if (rank != in_rank) return {};
          dims[d] = tiles(*h, list[d]);
        }
      }
    }
    return tiled(dims, h->device_count());
  }

  // The sharding of `from` carried to `to` when to's dimensions are from's reordered (a transpose,
  // a custom call that reorders): each tiled dimension follows its size (where sizes repeat, the
  // first unused one; the shard sizes are the same either way). Empty when it does not apply.
  std::string_view permuted(const hlo_instruction& from, const hlo_shape& to) {
    if (!from.shape.is_array() || !to.is_array() || from.shape.dims.size() != to.dims.size()) return {};
    const hlo_sharding& h = parsed(*from.sharding);
    if (h.type() != hlo_sharding::kind::tiled || h.data_rank() != to.dims.size()) return {};
    std::vector<bool> used(to.dims.size(), false);
    std::vector<std::int64_t> dims;
    for (const std::int64_t d : to.dims) {
      std::size_t k = 0;
      while (k < used.size() && (used[k] || from.shape.dims[k] != d)) ++k;
      if (k == used.size()) return {};
      used[k] = true;
      dims.push_back(h.tile_dims()[k]);
    }
    for (std::size_t k = to.dims.size(); k < h.tile_dims().size(); ++k) dims.push_back(h.tile_dims()[k]);
    return kept(to_string(hlo_sharding::iota_tile(std::move(dims), {h.device_count()}, {}, h.subgroups())));
  }
  // The tiled sharding of an array operand (nullptr for none, or one that is not tiled).
  const hlo_sharding* tiled_of(const hlo_instruction* o) {
    if (o == nullptr || !o->sharding || !o->shape.is_array()) return nullptr;
    const hlo_sharding& h = parsed(*o->sharding);
    return h.type() == hlo_sharding::kind::tiled && h.data_rank() == o->shape.dims.size() ? &h : nullptr;
  }
  // Shardy's rules (shardy/dialect/sdy/transforms/propagation/op_sharding_rule_registry.cc) for
  // the ops whose result dimensions are their operands' by position or by size, as far as the
  // text tells them apart. Empty when none applies or no operand is tiled where it would carry.
  //   slice, dynamic_slice, pad, concatenate, dynamic_update_slice: a result dimension is its
  //     operands' where their sizes are equal (a dimension sliced, padded or joined is blocked); a
  //     dynamic_update_slice's operand carries its tiles to a dimension the update is smaller in;
  //   reshape: dimensions of size 1 dropped or added, and a run of dimensions merged or split,
  //     whose major dimension carries its tiles when the new one divides by them;
  //   convolution: the batch dimension (first in the layouts JAX writes, `[b, 0, 1, f]`);
  //   gather: the operand's trailing dimensions the result keeps whole (its offset dimensions,
  //     sliced whole: slice size equal to the dimension), matched from the last.
  template <class Operand>
  std::string_view by_position(const hlo_instruction& i, Operand operand) {
    if (!i.shape.is_array() || i.operands.empty()) return {};
    const std::size_t rank = i.shape.dims.size();
    std::vector<std::int64_t>& dims = dims_;
    dims.assign(rank, 1);
    std::int64_t devices = 0;
    const auto take = [&](const hlo_sharding& h, std::size_t from, std::size_t to) {
      if (h.tile_dims()[from] <= 1 || dims[to] > 1) return;
      dims[to] = h.tile_dims()[from];
      devices = h.device_count();
    };
    const bool update = i.opcode == hlo_op::dynamic_update_slice;
    if (i.opcode == hlo_op::slice || i.opcode == hlo_op::dynamic_slice || i.opcode == hlo_op::pad ||
        i.opcode == hlo_op::concatenate || update) {
      for (std::size_t k = 0; k < i.operands.size(); ++k) {
        const hlo_instruction* o = operand(k);
        const hlo_sharding* h = tiled_of(o);
        if (h == nullptr || o->shape.dims.size() != rank || (devices != 0 && h->device_count() != devices)) continue;
        for (std::size_t d = 0; d < rank; ++d)
          if (o->shape.dims[d] == i.shape.dims[d] || (update && k == 0)) take(*h, d, d);
      }
    } else if (i.opcode == hlo_op::reshape) {
      const hlo_instruction* o = operand(0);
      const hlo_sharding* h = tiled_of(o);
      if (h == nullptr) return {};
      const auto& in = o->shape.dims;
      // Runs of equal products: [a, b) of the operand's dimensions and [c, e) of the result's.
      std::size_t a = 0, c = 0;
      while (a < in.size() && c < rank) {
        while (a < in.size() && in[a] == 1) ++a;  // (size-1 dimensions hold no tiles that count)
        while (c < rank && i.shape.dims[c] == 1) ++c;
        if (a == in.size() || c == rank) break;
        std::size_t b = a + 1, e = c + 1;
        std::int64_t p = in[a], q = i.shape.dims[c];
        while (p != q && b <= in.size() && e <= rank) {
          if (p < q) {
            if (b == in.size()) return {};
            p *= in[b++];
          } else {
            if (e == rank) return {};
            q *= i.shape.dims[e++];
          }
        }
        if (p != q) return {};
        if (i.shape.dims[c] % h->tile_dims()[a] == 0) take(*h, a, c);
        for (std::size_t k = a + 1; k < b; ++k)  // a minor dimension's tiles: not carried (an upper bound)
          if (h->tile_dims()[k] > 1) return {};
        a = b, c = e;
      }
    } else if (i.opcode == hlo_op::convolution) {
      const hlo_instruction* o = operand(0);
      const hlo_sharding* h = tiled_of(o);
      if (h == nullptr || o->shape.dims.size() != rank || rank == 0 || o->shape.dims[0] != i.shape.dims[0]) return {};
      take(*h, 0, 0);
    } else if (i.opcode == hlo_op::gather) {
      const hlo_instruction* o = operand(0);
      const hlo_sharding* h = tiled_of(o);
      if (h == nullptr) return {};
      for (std::size_t k = 1; k <= std::min(rank, o->shape.dims.size()); ++k) {
        if (o->shape.dims[o->shape.dims.size() - k] != i.shape.dims[rank - k]) break;
        take(*h, o->shape.dims.size() - k, rank - k);
      }
    } else {
      return {};
    }
    return devices == 0 ? std::string_view{} : tiled(dims, devices);
  }
  // The tiles a reduce's result `k` (of several: argmax's values and indices) takes from its
  // inputs (Shardy's reduce rule gives all of them one factor a dimension): operand k's, else the
  // first other input's of its shape, the dimensions not reduced, in order.
  template <class Operand>
  std::string_view reduce_result(const hlo_instruction& reduce, std::size_t k, const hlo_shape& result,
                                 Operand operand) {
    // (the reader keeps the text's order, `(%x init: %x0), (%y init: %y0)`: the inputs are the
    // operands that are not scalars, the inits)
    std::vector<const hlo_instruction*> inputs;
    for (std::size_t j = 0; j < reduce.operands.size(); ++j)
      if (const hlo_instruction* o = operand(j); o != nullptr && o->shape.is_array() && !o->shape.dims.empty())
        inputs.push_back(o);
    if (k >= inputs.size()) return {};
    const hlo_instruction* o = inputs[k];
    const hlo_sharding* h = tiled_of(o);
    for (std::size_t j = 0; h == nullptr && j < inputs.size(); ++j)
      if (same_dims(inputs[j]->shape, o->shape) && (h = tiled_of(inputs[j])) != nullptr) o = inputs[j];
    if (h == nullptr || !result.is_array()) return {};
    const std::vector<std::int64_t>& list = int_list(reduce.attribute("dimensions"), lists_[0]);
    std::vector<std::int64_t>& dims = dims_;
    dims.clear();
    for (std::size_t d = 0; d < o->shape.dims.size(); ++d)
      if (std::find(list.begin(), list.end(), static_cast<std::int64_t>(d)) == list.end())
        dims.push_back(h->tile_dims()[d]);
    if (dims.size() != result.dims.size()) return {};
    return tiled(dims, h->device_count());
  }
  // chlo.top_k's values and indices: its operand's tiles but in the last dimension, which it
  // selects from (Shardy's rule: the batch dimensions pass through, the last needs replication).
  template <class Operand>
  std::string_view top_k_result(const hlo_instruction&, const hlo_shape& result, Operand operand) {
    const hlo_instruction* o = operand(0);
    const hlo_sharding* h = tiled_of(o);
    if (h == nullptr || !result.is_array() || result.dims.size() != o->shape.dims.size() || result.dims.empty())
      return {};
    std::vector<std::int64_t>& dims = dims_;
    dims.assign(h->tile_dims().begin(), h->tile_dims().begin() + static_cast<std::ptrdiff_t>(result.dims.size()));
    dims.back() = 1;
    return tiled(dims, h->device_count());
  }

  hlo_module& m_;
  std::unordered_map<std::string_view, hlo_sharding> parsed_;
  std::array<std::pair<std::string_view, const hlo_sharding*>, 4> recent_{};  // the last found by parsed()
  std::size_t recent_next_ = 0;
  std::unordered_map<std::string_view, std::string_view> kept_;
  std::map<std::vector<std::int64_t>, std::string_view> tilings_;  // tiles by dimension, then devices
  std::vector<std::int64_t> tiling_key_;
  std::array<std::vector<std::int64_t>, 4> lists_;  // by_dimensions's lists (an op's dimension numbers),
  std::vector<std::int64_t> dims_;                  // and its tiles by result dimension
};

// Sharding `text` of a value of shape `s` made to divide each dimension evenly, as Shardy's export
// makes the shardings of a function's results (update_non_divisible_input_output_shardings.cc):
// a dimension its tiles do not divide is replicated, the devices left over replicating the value.
// (That pass's getEvenlySharded now keeps the axes' largest dividing prefix, gcd by gcd; what
// jaxlib 0.10.2 compiles keeps none: tests/data/jax's reshard_uneven_500x256_x8 returns 500 rows
// over 8 devices whole, not 125 a device, and reshard_uneven_1000x30_x2xy4 30 over 4 whole.)
// Nullopt when it divides evenly already, or is not a tiled sharding of an array.
[[nodiscard]] inline std::optional<std::string> evenly_sharded(std::string_view text, const hlo_shape& s) {
  if (!s.is_array()) return std::nullopt;
  const hlo_sharding h = hlo_sharding::parse(text);
  if (h.type() != hlo_sharding::kind::tiled || h.data_rank() != s.dims.size()) return std::nullopt;
  for (const subgroup_type g : h.subgroups())
    if (g != subgroup_type::replicated) return std::nullopt;
  std::vector<std::int64_t> dims(h.tile_dims().begin(), h.tile_dims().begin() + static_cast<std::ptrdiff_t>(s.dims.size()));
  bool changed = false;
  std::int64_t n = 1;
  for (std::size_t d = 0; d < dims.size(); ++d) {
    if (dims[d] > 0 && s.dims[d] % dims[d] != 0) dims[d] = 1, changed = true;
    n *= dims[d];
  }
  if (!changed) return std::nullopt;
  const std::int64_t devices = h.device_count();
  if (n < 1 || devices % n != 0) return std::nullopt;
  std::vector<subgroup_type> groups;
  if (devices / n > 1) dims.push_back(devices / n), groups.push_back(subgroup_type::replicated);
  if (n == 1) return std::string("{replicated}");
  return to_string(hlo_sharding::iota_tile(std::move(dims), {devices}, {}, std::move(groups)));
}

}  // namespace detail

}  // namespace shardmem
