// Collectives and resharding as graph ops: all-gather, reduce-scatter, all-reduce, all-to-all,
// dynamic-slice and device<->host copies, each producing a value with the right per-device bytes,
// and reshard(), which inserts the ops that turn one sharding into another.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <shardmem/graph/dataflow_graph.hpp>

namespace shardmem {

/// Names and role of a collective's op and output value. Empty names get defaults such as
/// `all-gather(w)` for the op and `w.gathered` for the value.
struct collective_options {
  std::string name{};                    ///< the output value's name
  std::string op_name{};                 ///< the op's name
  std::string scope{};                   ///< the op's scope path
  std::optional<shardmem::role> role{};  ///< default: collective for collectives, the source's role for copies
  /// NCCL gathers and scatters contiguous chunks along the outermost dimension; a collective on a
  /// dimension inside a sharded-or-larger outer one stages through a buffer of the gathered
  /// (scattered) size, modelled as the op's workspace. Off to model a backend that needs none.
  bool stage_non_major = true;
  std::int32_t layer = -1;  ///< the op's layer of a stack (op_desc::layer)
  std::vector<std::string> tags{};  ///< checkpoint names the output carries beside its source's
};

namespace detail {

inline std::int64_t group_size(const mesh& m, const std::vector<std::string>& axes) {
  std::int64_t p = 1;
  for (const auto& a : axes) p *= m.axis_size(a);
  return p;
}

// True when some dimension before `dim` of the per-device shard has extent > 1, so the chunks a
// collective exchanges along `dim` are not contiguous.
inline bool non_major(const shape& shard, std::size_t dim) {
  for (std::size_t d = 0; d < dim; ++d)
    if (shard[d] > 1) return true;
  return false;
}

inline value_id add_converted(dataflow_graph& g, value_id v, partition_spec spec, memory_kind kind,
                              std::string_view kind_name, std::string_view suffix, const collective_options& o,
                              shardmem::role default_role, bytes workspace, std::int64_t traffic_numerator,
                              std::int64_t traffic_denominator, bool traffic_from_output) {
  const tensor src = g.tensor(v);  // a copy: add_value below may move the graph's values
  tensor t{o.name.empty() ? fmt::format("{}.{}", src.name, suffix) : o.name, src.shape, src.dtype};
  std::vector<std::string> tags = g.tags(v);
  tags.insert(tags.end(), o.tags.begin(), o.tags.end());
  const auto out = g.add_value({.tensor = std::move(t),
                                .spec = std::move(spec),
                                .role = o.role.value_or(default_role),
                                .memory_kind = kind,
                                .tags = std::move(tags)});
  const bytes moved = traffic_from_output ? g.per_device_bytes(out) : g.per_device_bytes(v);
  g.add_op(
      {.name = o.op_name.empty() ? fmt::format("{}({})", kind_name, o.name.empty() ? src.name : o.name) : o.op_name,
       .scope = o.scope,
       .kind = std::string(kind_name),
       .inputs = {v},
       .outputs = {out},
       .workspace = workspace,
       .traffic = bytes{checked_mul(moved.count(), traffic_numerator, "collective traffic") / traffic_denominator},
       .layer = o.layer});
  return out;
}

inline void check_dim(const dataflow_graph& g, value_id v, std::size_t dim, std::string_view what) {
  if (dim >= g.tensor(v).shape.rank())
    raise<invalid_error>("{}: dimension {} is out of range for {}", what, dim, g.describe(v));
}

}  // namespace detail

/// All-gathers dimension `dim` of `v` over `axes`, which must be the minor-most axes sharding it
/// (a suffix of its tuple): the output keeps the major axes. Each device receives (p-1)/p of the
/// output, p the product of the gathered axes' sizes.
/// @throws invalid_error when `axes` is empty or not such a suffix.
/// Example: `'w' f32[64,8] P(('data', 'model'))` gathered over ('model',) is `P('data')`.
inline value_id all_gather_axes(dataflow_graph& g, value_id v, std::size_t dim, std::vector<std::string> axes_list,
                                collective_options o = {}) {
  detail::check_dim(g, v, dim, "all_gather");
  const auto& sh = g.sharding(v);
  auto entries = sh.spec().entries();
  const auto& have = sh.spec()[dim];
  auto tuple = [](const std::vector<std::string>& names) {
    std::string s;
    for (const auto& n : names) s += fmt::format("{}'{}'", s.empty() ? "" : ", ", n);
    return fmt::format("({}{})", s, names.size() == 1 ? "," : "");
  };
  if (have.empty())
    detail::raise<invalid_error>("all_gather: dimension {} of {} is not sharded; nothing to gather", dim,
                                 g.describe(v));
  if (axes_list.empty() || axes_list.size() > have.size() ||
      !std::equal(axes_list.begin(), axes_list.end(), have.end() - static_cast<std::ptrdiff_t>(axes_list.size())))
    detail::raise<invalid_error>(
        "all_gather: axes {} are not the minor-most axes of dimension {} of {}; gather a suffix of {}",
        tuple(axes_list), dim, g.describe(v), tuple(have));
  const std::int64_t p = detail::group_size(g.mesh(), axes_list);
  entries[dim].resize(have.size() - axes_list.size());
  const partition_spec out_spec(entries);
  const tensor& t = g.tensor(v);
  // Dimensions before `dim` keep their sharding, so the input's shard says whether the chunks are
  // non-contiguous; only then is the output's shard needed.
  bytes stage{0};
  if (o.stage_non_major && detail::non_major(sh.shard_shape(t, shard_mode::padded), dim))
    stage = storage_bytes(t.dtype, named_sharding(g.mesh(), out_spec).shard_shape(t, shard_mode::padded).elements());
  return detail::add_converted(g, v, out_spec, sh.memory_kind(), op_kinds::all_gather, "gathered", o, role::collective,
                               stage, p - 1, p, true);
}

/// All-gathers dimension `dim` of `v` over every axis sharding it: the output is replicated along
/// `dim`. @throws invalid_error when `dim` is not sharded.
/// Example: `'w' bf16[4096,4096] P('fsdp')` on `{fsdp: 8}` -> `P(None)`, 4 MiB -> 32 MiB per device.
inline value_id all_gather(dataflow_graph& g, value_id v, std::size_t dim, collective_options o = {}) {
  detail::check_dim(g, v, dim, "all_gather");
  if (g.sharding(v).spec()[dim].empty())
    detail::raise<invalid_error>("all_gather: dimension {} of {} is not sharded; nothing to gather", dim,
                                 g.describe(v));
  return all_gather_axes(g, v, dim, g.sharding(v).spec()[dim], std::move(o));
}

/// Reduce-scatters `v` (a partial sum over `axes`) along `dim`: the output is `v`'s sharding with
/// `axes` appended to dimension `dim`. Each device sends (p-1)/p of its input.
/// @throws invalid_error when an axis already shards `v` or is not in the mesh.
inline value_id reduce_scatter(dataflow_graph& g, value_id v, std::size_t dim, std::vector<std::string> axes_list,
                               collective_options o = {}) {
  detail::check_dim(g, v, dim, "reduce_scatter");
  const auto& sh = g.sharding(v);
  const auto used = sh.spec().used_axes();
  const detail::axis_lookup in_use(used);
  for (const auto& a : axes_list)
    if (in_use.contains(a))
      detail::raise<invalid_error>("reduce_scatter: mesh axis '{}' already shards {}; scatter over unused axes only", a,
                                   g.describe(v));
  auto entries = sh.spec().entries();
  if (entries.size() <= dim) entries.resize(dim + 1);
  entries[dim].insert(entries[dim].end(), axes_list.begin(), axes_list.end());
  const partition_spec out_spec(entries);
  const std::int64_t p = detail::group_size(g.mesh(), axes_list);
  const tensor& t = g.tensor(v);
  const shape in_shard = sh.shard_shape(t, shard_mode::padded);
  const bytes stage = o.stage_non_major && detail::non_major(in_shard, dim) ? g.per_device_bytes(v) : bytes{0};
  return detail::add_converted(g, v, out_spec, sh.memory_kind(), op_kinds::reduce_scatter, "scattered", o,
                               role::collective, stage, p - 1, p, false);
}

/// All-reduces `v` (a partial sum over `axes`, which must not shard it): same sharding, a new
/// buffer. Ring all-reduce moves 2(p-1)/p of the buffer per device.
inline value_id all_reduce(dataflow_graph& g, value_id v, std::vector<std::string> axes_list,
                           collective_options o = {}) {
  const auto& sh = g.sharding(v);
  const auto used = sh.spec().used_axes();
  const detail::axis_lookup in_use(used);
  for (const auto& a : axes_list) {
    (void)g.mesh().axis_index(a);
    if (in_use.contains(a))
      detail::raise<invalid_error>("all_reduce: mesh axis '{}' shards {}; a reduction runs over replicas only", a,
                                   g.describe(v));
  }
  const std::int64_t p = detail::group_size(g.mesh(), axes_list);
  return detail::add_converted(g, v, sh.spec(), sh.memory_kind(), op_kinds::all_reduce, "reduced", o, role::collective,
                               bytes{0}, 2 * (p - 1), p, false);
}

/// All-to-all over the group `axes_list`: moves those mesh axes, the minor-most of sharding
/// dimension `from` in that order, to sharding dimension `to` (appended minor-most in the same
/// order). Each device sends (p-1)/p of its buffer, p the group's size.
/// Example: `[E, G, C, h] P(None, ('data', 'expert', 'model'))`, axes (expert, model), 1 -> 0:
/// `P(('expert', 'model'), 'data')`.
inline value_id all_to_all(dataflow_graph& g, value_id v, const std::vector<std::string>& axes_list, std::size_t from,
                           std::size_t to, collective_options o = {}) {
  detail::check_dim(g, v, from, "all_to_all");
  detail::check_dim(g, v, to, "all_to_all");
  const auto& sh = g.sharding(v);
  auto entries = sh.spec().entries();
  if (entries.size() <= std::max(from, to)) entries.resize(std::max(from, to) + 1);
  const std::size_t k = axes_list.size();
  if (from == to || k == 0 || entries[from].size() < k ||
      !std::equal(axes_list.begin(), axes_list.end(), entries[from].end() - static_cast<std::ptrdiff_t>(k)))
    detail::raise<invalid_error>(
        "all_to_all: {} must be the minor-most {} of dimension {} of {}{} and move to another dimension",
        k == 1 ? fmt::format("mesh axis '{}'", axes_list.front())
               : fmt::format("mesh axes ({})", fmt::join(axes_list, ", ")),
        k == 1 ? "axis" : "axes", from, g.describe(v), k == 1 ? "" : ", in that order,");
  entries[from].resize(entries[from].size() - k);
  entries[to].insert(entries[to].end(), axes_list.begin(), axes_list.end());
  const std::int64_t p = detail::group_size(g.mesh(), axes_list);
  return detail::add_converted(g, v, partition_spec(entries), sh.memory_kind(), op_kinds::all_to_all, "a2a", o,
                               role::collective, bytes{0}, p - 1, p, false);
}

/// All-to-all over one mesh axis `axis`: moves it from sharding dimension `from` (where it must be
/// the minor-most axis) to sharding dimension `to` (appended minor-most).
inline value_id all_to_all(dataflow_graph& g, value_id v, std::string_view axis, std::size_t from, std::size_t to,
                           collective_options o = {}) {
  return all_to_all(g, v, std::vector<std::string>{std::string(axis)}, from, to, std::move(o));
}

/// Slices dimension `dim` of `v` over `axes` locally (no communication): the output adds `axes`
/// to dimension `dim`, as XLA's dynamic-slice does when a replicated value meets a sharded consumer.
inline value_id dynamic_slice(dataflow_graph& g, value_id v, std::size_t dim, std::vector<std::string> axes_list,
                              collective_options o = {}) {
  detail::check_dim(g, v, dim, "dynamic_slice");
  const auto& sh = g.sharding(v);
  auto entries = sh.spec().entries();
  if (entries.size() <= dim) entries.resize(dim + 1);
  entries[dim].insert(entries[dim].end(), axes_list.begin(), axes_list.end());
  return detail::add_converted(g, v, partition_spec(entries), sh.memory_kind(), op_kinds::dynamic_slice, "sliced", o,
                               role::collective, bytes{0}, 0, 1, false);
}

/// Copies `v` to pinned host memory (same sharding); moves its bytes over PCIe.
inline value_id copy_to_host(dataflow_graph& g, value_id v, collective_options o = {}) {
  const auto& sh = g.sharding(v);
  if (sh.memory_kind() == memory_kind::pinned_host)
    detail::raise<invalid_error>("copy_to_host: {} is already in pinned_host memory", g.describe(v));
  return detail::add_converted(g, v, sh.spec(), memory_kind::pinned_host, op_kinds::copy_to_host, "host", o, g.role(v),
                               bytes{0}, 1, 1, false);
}

/// Copies `v` from pinned host memory back to the device.
inline value_id copy_to_device(dataflow_graph& g, value_id v, collective_options o = {}) {
  const auto& sh = g.sharding(v);
  if (sh.memory_kind() == memory_kind::device)
    detail::raise<invalid_error>("copy_to_device: {} is already in device memory", g.describe(v));
  return detail::add_converted(g, v, sh.spec(), memory_kind::device, op_kinds::copy_to_device, "device", o, g.role(v),
                               bytes{0}, 1, 1, false);
}

/// Converts `v` to the sharding `target` (same mesh and memory kind) by inserting, in order:
/// all-to-alls for axes that move between dimensions (where the move keeps each dimension's axes
/// a prefix of the target's), all-gathers for the axes that must leave a dimension, and local
/// dynamic-slices for the axes that must arrive. Returns `v` itself when nothing changes; the
/// last value otherwise, named `o.name` if given. This is how XLA's SPMD partitioner reshards
/// between a producer's and a consumer's sharding, and how FSDP's per-layer parameter gather is
/// modelled: `reshard(g, w, P())`.
/// @throws invalid_error when `target` does not fit the mesh or `v`'s rank.
inline value_id reshard(dataflow_graph& g, value_id v, const partition_spec& target, collective_options o = {}) {
  const tensor t0 = g.tensor(v);
  target.validate(g.mesh(), t0);
  const std::size_t rank = t0.shape.rank();
  auto cur = g.sharding(v).spec().entries();
  cur.resize(rank);
  auto want = target.entries();
  want.resize(rank);
  auto is_prefix = [](const partition_spec::entry& a, const partition_spec::entry& b) {
    return a.size() <= b.size() && std::equal(a.begin(), a.end(), b.begin());
  };
  // Plan on the specs alone, then add the ops, so the caller's names go to the last one.
  struct step {
    std::string_view kind;
    std::size_t from = 0, to = 0;
    std::vector<std::string> axes_list;
  };
  std::vector<step> plan;
  for (;;) {
    // 1. An axis that must leave dimension i and is the next one dimension j needs: all-to-all.
    bool moved = false;
    for (std::size_t i = 0; i < rank && !moved; ++i) {
      if (cur[i].empty() || is_prefix(cur[i], want[i])) continue;
      const std::string a = cur[i].back();
      for (std::size_t j = 0; j < rank && !moved; ++j) {
        if (j == i || !is_prefix(cur[j], want[j]) || want[j].size() <= cur[j].size() || want[j][cur[j].size()] != a)
          continue;
        plan.push_back({op_kinds::all_to_all, i, j, {a}});
        cur[i].pop_back();
        cur[j].push_back(a);
        moved = true;
      }
    }
    if (moved) continue;
    // 2. Axes that must leave a dimension and cannot move: gather them, keeping the dimension's
    //    common prefix with the target.
    bool gathered = false;
    for (std::size_t i = 0; i < rank && !gathered; ++i) {
      if (is_prefix(cur[i], want[i])) continue;
      std::size_t common = 0;
      while (common < cur[i].size() && common < want[i].size() && cur[i][common] == want[i][common]) ++common;
      plan.push_back(
          {op_kinds::all_gather, i, i, {cur[i].begin() + static_cast<std::ptrdiff_t>(common), cur[i].end()}});
      cur[i].resize(common);
      gathered = true;
    }
    if (gathered) continue;
    // 3. Every dimension is now a prefix of the target: slice in the missing axes locally.
    for (std::size_t i = 0; i < rank; ++i)
      if (cur[i].size() < want[i].size()) {
        plan.push_back({op_kinds::dynamic_slice,
                        i,
                        i,
                        {want[i].begin() + static_cast<std::ptrdiff_t>(cur[i].size()), want[i].end()}});
        cur[i] = want[i];
      }
    break;
  }
  collective_options inner = o;
  inner.name.clear();
  inner.op_name.clear();
  value_id x = v;
  for (std::size_t k = 0; k < plan.size(); ++k) {
    const step& st = plan[k];
    const collective_options& opts = k + 1 == plan.size() ? o : inner;
    if (st.kind == op_kinds::all_to_all) x = all_to_all(g, x, st.axes_list[0], st.from, st.to, opts);
    else if (st.kind == op_kinds::all_gather) x = all_gather_axes(g, x, st.from, st.axes_list, opts);
    else x = dynamic_slice(g, x, st.from, st.axes_list, opts);
  }
  return x;
}

}  // namespace shardmem
