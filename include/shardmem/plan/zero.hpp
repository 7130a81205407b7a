// ZeRO's partitioning as sharding arithmetic (Rajbhandari et al. 2020): the PartitionSpecs a stage
// gives a parameter, its gradient and its optimizer states, and the model states' bytes per device.
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/core/tensor.hpp>
#include <shardmem/models/parallelism.hpp>
#include <shardmem/sharding/named_sharding.hpp>
#include <shardmem/sharding/partition_spec.hpp>

namespace shardmem {

namespace detail {

// The spec ZeRO gives a tensor over the data axes `axes` on mesh `m`, on top of the spec `base`
// it already has (a tensor-parallel weight keeps its tensor split; its states are split further):
// the axes join the dimension whose padded shard (ceil(dim / its partitions) for every
// dimension) is smallest, the first among equals, so a dimension they divide wins when there is
// one; when none divides, the tensor is still sharded and its shards are padded, as XLA pads an
// uneven tile inside a program (ZeRO's Table 1 shards every tensor: Rajbhandari et al. 2020).
// Axes the spec already uses are left out: an expert's weight, split over an expert axis that
// is a data-parallel axis of the dense weights, shards its states over the other data axes (its
// expert-data-parallel group). Scalars, and tensors that leave no axis of size > 1, keep `base`.
inline partition_spec zero_shard_spec(const shape& s, const partition_spec& base, const axis_group& all_axes,
                                      const mesh& m) {
  if (s.rank() == 0 || s.elements() == 0) return base;
  const std::vector<std::string> used = base.used_axes();
  const detail::axis_lookup in_use(used);
  axis_group axes;
  for (const std::string& a : all_axes.names)
    if (!in_use.contains(a)) axes.names.push_back(a);
  if (axes.size(m) <= 1) return base;
  std::vector<partition_spec::entry> entries = base.entries();
  entries.resize(s.rank());
  auto parts = [&](const partition_spec::entry& e) {
    std::int64_t n = 1;
    for (const std::string& a : e) n *= m.axis_size(a);
    return n;
  };
  std::size_t best = 0;
  std::int64_t best_shard = -1;
  for (std::size_t d = 0; d < s.rank(); ++d) {
    // Padded shard elements with the axes on dimension d; each factor <= its dimension, so the
    // product never exceeds the element count.
    std::int64_t shard = 1;
    for (std::size_t k = 0; k < s.rank(); ++k) shard *= ceil_div(s[k], parts(entries[k]) * (k == d ? axes.size(m) : 1));
    if (best_shard < 0 || shard < best_shard) best = d, best_shard = shard;
  }
  entries[best].insert(entries[best].end(), axes.names.begin(), axes.names.end());
  while (!entries.empty() && entries.back().empty()) entries.pop_back();
  return partition_spec(std::move(entries));
}

}  // namespace detail

/// Per-device bytes of the model states (parameters, gradients, optimizer states).
struct model_states {
  bytes parameters{0}, gradients{0}, optimizer{0};
  [[nodiscard]] bytes total() const { return parameters + gradients + optimizer; }
};

/// The PartitionSpecs ZeRO stage `stage` gives a parameter of shape `s`, its gradient and its
/// optimizer states over `axis` (Rajbhandari et al. 2020): stage 1 shards the states, 2 also the
/// gradients, 3 also the parameters; each along the dimension with the least padding (see
/// detail::zero_shard_spec: one the axis divides when there is one, else padded, as XLA pads).
struct zero_specs {
  partition_spec parameter, gradient, state;
};
[[nodiscard]] inline zero_specs zero_partition(int stage, const shape& s, const mesh& m, std::string_view axis) {
  if (stage < 0 || stage > 3) detail::raise<invalid_error>("ZeRO stage {} does not exist; use 0, 1, 2 or 3", stage);
  const partition_spec sharded = detail::zero_shard_spec(s, partition_spec{}, axis_group{std::string(axis)}, m);
  return {stage >= 3 ? sharded : partition_spec{}, stage >= 2 ? sharded : partition_spec{},
          stage >= 1 ? sharded : partition_spec{}};
}

/// The model states of `params` under ZeRO stage `stage` over mesh axis `axis`, from the specs
/// of `zero_partition`: gradients in `gradient_dtype`, and per parameter `state_dtypes` (mixed
/// precision Adam: fp32 master weights, momentum and variance, K = 12 bytes).
[[nodiscard]] inline model_states zero_model_states(std::span<const tensor> params, const mesh& m,
                                                    std::string_view axis, int stage, dtype gradient_dtype,
                                                    std::span<const dtype> state_dtypes) {
  model_states out;
  for (const tensor& t : params) {
    const zero_specs z = zero_partition(stage, t.shape, m, axis);
    constexpr shard_mode padded = shard_mode::padded;  // uneven shards are padded, as XLA's tiles
    out.parameters += named_sharding(m, z.parameter).per_device_bytes(t, padded);
    out.gradients +=
        named_sharding(m, z.gradient).per_device_bytes(tensor{t.name + ".grad", t.shape, gradient_dtype}, padded);
    for (dtype d : state_dtypes)
      out.optimizer += named_sharding(m, z.state).per_device_bytes(tensor{t.name + ".state", t.shape, d}, padded);
  }
  return out;
}

}  // namespace shardmem
