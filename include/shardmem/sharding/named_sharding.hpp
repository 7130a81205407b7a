// shardmem::named_sharding: JAX's NamedSharding (a mesh, a PartitionSpec and a memory kind) and
// what it means for an array: per-device shard shape and bytes, index ranges, replica ids.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/core/tensor.hpp>
#include <shardmem/sharding/mesh.hpp>
#include <shardmem/sharding/partition_spec.hpp>

namespace shardmem {

/// Where a buffer lives: device memory (HBM) or pinned host RAM of the owning process.
enum class memory_kind : std::uint8_t { device, pinned_host };

[[nodiscard]] constexpr std::string_view name(memory_kind k) noexcept {
  return k == memory_kind::device ? "device" : "pinned_host";
}

/// How an uneven dimension is treated.
/// - strict: placement (jax.device_put, jit arguments); an indivisible dimension is an error
///   (JAX's IndivisibleError).
/// - padded: inside a compiled program XLA pads: tile = ceil(dim / parts), device i holds
///   [min(i*tile, dim), min((i+1)*tile, dim)) in a buffer of the full tile.
enum class shard_mode : std::uint8_t { strict, padded };

[[nodiscard]] constexpr std::string_view name(shard_mode m) noexcept {
  return m == shard_mode::strict ? "strict" : "padded";
}

/// A half-open index range [begin, end) along one dimension, Python's slice(begin, end).
struct index_range {
  std::int64_t begin = 0;
  std::int64_t end = 0;
  [[nodiscard]] std::int64_t size() const noexcept { return end - begin; }
  friend bool operator==(const index_range&, const index_range&) = default;
};

class named_sharding;
/// `NamedSharding({data: 8, model: 4}, P('data', None))`, with `, pinned_host` when on host.
[[nodiscard]] std::string to_string(const named_sharding& s);

/// JAX's NamedSharding: how an array is laid out over a mesh.
/// Example: on mesh `{x: 4, y: 2}`, `P('x', 'y')` puts f32[8,4] as f32[2,2] on each device,
/// each element on exactly one device (jax tests/array_test.py test_shard_shape).
class named_sharding {
 public:
  /// @throws invalid_error when the spec names an axis the mesh lacks or uses one twice.
  named_sharding(shardmem::mesh m, partition_spec spec, shardmem::memory_kind kind = memory_kind::device)
      : mesh_(std::move(m)), spec_(std::move(spec)), kind_(kind) {
    spec_.validate(mesh_);
  }

  [[nodiscard]] const shardmem::mesh& mesh() const noexcept { return mesh_; }
  [[nodiscard]] const partition_spec& spec() const noexcept { return spec_; }
  [[nodiscard]] shardmem::memory_kind memory_kind() const noexcept { return kind_; }

  /// Number of parts dimension `dim` is split into: the product of its axes' sizes (1 past the spec).
  [[nodiscard]] std::int64_t partitions(std::size_t dim) const {
    std::int64_t p = 1;
    for (const auto& a : spec_[dim]) p *= mesh_.axis_size(a);
    return p;
  }
  /// How many devices hold each element: the product of the sizes of the axes the spec leaves unused.
  [[nodiscard]] std::int64_t replication_factor() const {
    std::int64_t r = mesh_.device_count();
    for (const auto& e : spec_.entries())
      for (const auto& a : e) r /= mesh_.axis_size(a);
    return r;
  }
  /// Number of distinct shards (tiles): device_count / replication_factor.
  [[nodiscard]] std::int64_t distinct_shards() const { return mesh_.device_count() / replication_factor(); }
  /// True when every device holds the whole array (no used axis has size > 1).
  [[nodiscard]] bool is_fully_replicated() const { return distinct_shards() == 1; }

  /// Checks that the spec fits the tensor's rank (its axes were checked against the mesh once, at
  /// construction). @throws invalid_error.
  void validate(const tensor& t) const { spec_.validate_rank(t); }

  /// Shape of each device's shard. strict: dim / parts, IndivisibleError when uneven; padded:
  /// ceil(dim / parts), XLA's padded tile.
  /// @throws invalid_error (rank), indivisible_error (strict mode, uneven dimension).
  /// @post strict: shard_shape[d] * partitions(d) == t.shape[d].
  [[nodiscard]] shape shard_shape(const tensor& t, shard_mode mode = shard_mode::strict) const {
    validate(t);
    std::vector<std::int64_t> out(t.shape.rank());
    for (std::size_t d = 0; d < t.shape.rank(); ++d) {
      const std::int64_t n = t.shape[d];
      const std::int64_t p = partitions(d);
      if (mode == shard_mode::strict && n % p != 0) raise_indivisible(t, d);
      out[d] = ceil_div(n, p);
    }
    return shape(std::move(out));
  }

  /// Bytes of the buffer each device holds for `t` (every device's buffer is the same size; in
  /// padded mode it is the full padded tile). Sub-byte types round up per shard.
  [[nodiscard]] bytes per_device_bytes(const tensor& t, shard_mode mode = shard_mode::strict) const {
    return storage_bytes(t.dtype, shard_shape(t, mode).elements());
  }

  /// Bytes of padding summed over every device of the mesh: buffers minus the real elements they
  /// hold (sub-byte types rounded up per shard on both sides). Zero when every sharded dimension divides.
  [[nodiscard]] bytes padding_bytes(const tensor& t) const {
    validate(t);
    // Each dimension has at most three part sizes (full tiles, one remainder, empty parts); the
    // real bytes are summed over the product of those classes instead of over every device.
    struct part_class {
      std::int64_t size;
      std::int64_t count;
    };
    std::vector<std::vector<part_class>> classes(t.shape.rank());
    for (std::size_t d = 0; d < t.shape.rank(); ++d) {
      const std::int64_t n = t.shape[d], p = partitions(d), tile = ceil_div(n, p);
      const std::int64_t full = tile == 0 ? p : n / tile;
      const std::int64_t rem = tile == 0 ? 0 : n % tile;
      classes[d].push_back({tile, full});
      if (rem != 0) classes[d].push_back({rem, 1});
      const std::int64_t empty = p - full - (rem != 0 ? 1 : 0);
      if (empty > 0) classes[d].push_back({0, empty});
    }
    bytes real{0};
    std::vector<std::size_t> pick(t.shape.rank(), 0);
    for (;;) {
      std::int64_t elements = 1, count = 1;
      for (std::size_t d = 0; d < pick.size(); ++d) {
        elements *= classes[d][pick[d]].size;
        count *= classes[d][pick[d]].count;
      }
      real += storage_bytes(t.dtype, elements) * count;
      std::size_t d = 0;
      while (d < pick.size() && ++pick[d] == classes[d].size()) pick[d++] = 0;
      if (d == pick.size()) break;
    }
    return (per_device_bytes(t, shard_mode::padded) * distinct_shards() - real) * replication_factor();
  }

  /// Index of `device`'s tile along each array dimension (0..partitions(d)-1).
  [[nodiscard]] std::vector<std::int64_t> shard_index(std::size_t rank, std::int64_t device) const {
    const auto c = mesh_.coords(device);
    std::vector<std::int64_t> idx(rank, 0);
    for (std::size_t d = 0; d < rank; ++d)
      for (const auto& a : spec_[d]) {
        const auto i = mesh_.axis_index(a);
        idx[d] = idx[d] * mesh_.axes()[i].size + c[i];
      }
    return idx;
  }

  /// The slice of `t` that `device` holds, one range per dimension (empty ranges for a padded
  /// device past the end). @throws as shard_shape, and out_of_range_error for a bad device id.
  [[nodiscard]] std::vector<index_range> device_slices(const tensor& t, std::int64_t device,
                                                       shard_mode mode = shard_mode::strict) const {
    const shape tile = shard_shape(t, mode);
    const auto idx = shard_index(t.shape.rank(), device);
    std::vector<index_range> out(t.shape.rank());
    for (std::size_t d = 0; d < out.size(); ++d) {
      const std::int64_t n = t.shape[d];
      // idx * tile <= n * parts / parts stays within int64 because tile * parts < n + parts.
      out[d] = {std::min(idx[d] * tile[d], n), std::min((idx[d] + 1) * tile[d], n)};
    }
    return out;
  }

  /// Which copy of its shard `device` holds: devices holding the same shard are numbered 0, 1, ...
  /// in device-id order (JAX's replica_id). On `{x: 4, y: 2}`, P('x') gives [0,1,0,1,0,1,0,1].
  [[nodiscard]] std::int64_t replica_id(std::int64_t device) const {
    const auto c = mesh_.coords(device);
    std::vector<char> used(mesh_.rank(), 0);
    for (const auto& e : spec_.entries())
      for (const auto& a : e) used[mesh_.axis_index(a)] = 1;
    std::int64_t r = 0;
    for (std::size_t i = 0; i < mesh_.rank(); ++i)
      if (!used[i]) r = r * mesh_.axes()[i].size + c[i];
    return r;
  }

  /// Bytes each process (host) holds of `t`: the sum over its devices' buffers. For a
  /// pinned_host array these are host RAM bytes; for a device array, HBM on that host's devices.
  [[nodiscard]] std::vector<bytes> bytes_per_process(const tensor& t, shard_mode mode = shard_mode::strict) const {
    const bytes each = per_device_bytes(t, mode);
    std::vector<bytes> out;
    for (const std::int64_t devices : mesh_.process_sizes()) out.push_back(each * devices);
    return out;
  }

  friend bool operator==(const named_sharding&, const named_sharding&) = default;

 private:
  [[noreturn]] void raise_indivisible(const tensor& t, std::size_t d) const {
    const auto& e = spec_[d];
    const std::int64_t n = t.shape[d], p = partitions(d);
    std::string by;
    if (e.size() == 1) {
      by = fmt::format("mesh axis '{}' (size {})", e[0], p);
    } else {
      std::string names;
      for (std::size_t k = 0; k < e.size(); ++k) names += fmt::format("{}'{}'", k == 0 ? "" : ", ", e[k]);
      by = fmt::format("mesh axes ({}) (size {})", names, p);
    }
    detail::raise<indivisible_error>(
        "cannot shard tensor {:n} with {} on mesh {}: dim {} ({}) is not divisible by {}; array axis {} is "
        "partitioned {} times, but the dimension size is {}; pad dim {} to {} or leave it replicated",
        t, to_string(spec_), to_string(mesh_), d, n, by, d, p, n, d, checked_mul(ceil_div(n, p), p, "a padded extent"));
  }

  shardmem::mesh mesh_;
  partition_spec spec_;
  shardmem::memory_kind kind_;
};

inline std::string to_string(const named_sharding& s) {
  return fmt::format("NamedSharding({}, {}{})", to_string(s.mesh()), to_string(s.spec()),
                     s.memory_kind() == memory_kind::pinned_host ? ", pinned_host" : "");
}

}  // namespace shardmem

template <>
struct fmt::formatter<shardmem::named_sharding> : fmt::formatter<fmt::string_view> {
  template <class FormatContext>
  auto format(const shardmem::named_sharding& s, FormatContext& ctx) const -> decltype(ctx.out()) {
    return fmt::formatter<fmt::string_view>::format(shardmem::to_string(s), ctx);
  }
};

/// Prints an index range as Python's slice notation `0:4`.
template <>
struct fmt::formatter<shardmem::index_range> : fmt::formatter<fmt::string_view> {
  template <class FormatContext>
  auto format(const shardmem::index_range& r, FormatContext& ctx) const -> decltype(ctx.out()) {
    return fmt::formatter<fmt::string_view>::format(fmt::format("{}:{}", r.begin, r.end), ctx);
  }
};

template <>
struct fmt::formatter<shardmem::memory_kind> : fmt::formatter<fmt::string_view> {
  template <class FormatContext>
  auto format(shardmem::memory_kind k, FormatContext& ctx) const -> decltype(ctx.out()) {
    return fmt::formatter<fmt::string_view>::format(shardmem::name(k), ctx);
  }
};
