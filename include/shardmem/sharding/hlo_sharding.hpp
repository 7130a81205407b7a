// shardmem::hlo_sharding: XLA's HloSharding text (`{devices=[2,4]<=[4,2]T(1,0)}`,
// `last_tile_dim_replicate`, `{replicated}`, explicit device lists), parsed into a tile assignment
// that tells each device's tile of an array and which devices hold copies of it (replication
// factor, replica ids); and the conversion from a NamedSharding.
// Semantics follow xla/hlo/ir/hlo_sharding.cc and tile_assignment.cc, and jax named_sharding.py.
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <shardmem/core/error.hpp>
#include <shardmem/core/shape.hpp>
#include <shardmem/sharding/named_sharding.hpp>

namespace shardmem {

/// What a trailing tile dimension groups devices by (XLA OpSharding types in last_tile_dims).
enum class subgroup_type : std::uint8_t { replicated, manual, unreduced };

[[nodiscard]] constexpr std::string_view name(subgroup_type t) noexcept {
  return t == subgroup_type::replicated ? "replicated" : t == subgroup_type::manual ? "manual" : "unreduced";
}

class hlo_sharding;
/// XLA's canonical text: `{devices=[2,4]<=[4,2]T(1,0)}`, `{replicated}`, `{maximal device=3}`.
[[nodiscard]] std::string to_string(const hlo_sharding& s);

/// An XLA HloSharding: replicated, maximal (one device holds everything), manual, or tiled.
/// A tiled sharding has tile dimensions (one per array dimension, then one per subgroup) and a
/// device for each tile, given as an iota `iota(prod r).reshape(r).transpose(p).reshape(dims)`
/// or as an explicit list.
/// Example: `hlo_sharding::parse("{devices=[2,2]<=[2,2]T(1,0)}")` puts devices [[0,2],[1,3]]
/// on f64[3056,12272] as f64[1528,6136] tiles (seed 004).
class hlo_sharding {
 public:
  enum class kind : std::uint8_t { replicated, maximal, manual, tiled };

  /// `{replicated}`: every device holds the whole array.
  [[nodiscard]] static hlo_sharding replicate() { return hlo_sharding(kind::replicated); }
  /// `{manual}`: the program is already per-device.
  [[nodiscard]] static hlo_sharding manual() { return hlo_sharding(kind::manual); }
  /// `{maximal device=N}`: device N holds the whole array.
  [[nodiscard]] static hlo_sharding maximal(std::int64_t device) {
    if (device < 0) detail::raise<invalid_error>("maximal sharding device {} must be >= 0", device);
    hlo_sharding s(kind::maximal);
    s.maximal_device_ = device;
    return s;
  }
  /// Tiled, devices from an iota: `iota(prod reshape).reshape(reshape).transpose(perm).reshape(dims)`.
  /// The iota is canonicalized (size-1 dims dropped, consecutive perm runs merged); a tiling with
  /// every data dim 1 and only a replicated subgroup becomes `{replicated}`, as XLA does.
  /// @throws invalid_error on mismatched products or a perm that is not a permutation.
  [[nodiscard]] static hlo_sharding iota_tile(std::vector<std::int64_t> dims, std::vector<std::int64_t> reshape,
                                              std::vector<std::int64_t> perm,
                                              std::vector<subgroup_type> subgroups = {}) {
    if (perm.empty()) {
      perm.resize(reshape.size());
      for (std::size_t i = 0; i < perm.size(); ++i) perm[i] = static_cast<std::int64_t>(i);
    }
    check_tile_dims(dims, subgroups);
    std::int64_t n = 1, r = 1;
    for (auto d : dims) n = checked_mul(n, d, "the tile count of an HloSharding");
    for (auto d : reshape) {
      if (d < 1) detail::raise<invalid_error>("iota reshape dims [{}] must all be >= 1", fmt::join(reshape, ","));
      r = checked_mul(r, d, "the device count of an iota tile assignment");
    }
    if (n != r)
      detail::raise<invalid_error>(
          "tile assignment devices=[{}] has {} tiles but the iota <=[{}] has {} devices; the products must match",
          fmt::join(dims, ","), n, fmt::join(reshape, ","), r);
    check_device_count(dims, n);
    if (perm.size() != reshape.size())
      detail::raise<invalid_error>("transpose T({}) has {} entries but the iota <=[{}] has {} dims",
                                   fmt::join(perm, ","), perm.size(), fmt::join(reshape, ","), reshape.size());
    std::vector<char> seen(perm.size(), 0);
    for (auto p : perm) {
      if (p < 0 || p >= static_cast<std::int64_t>(perm.size()) || seen[static_cast<std::size_t>(p)])
        detail::raise<invalid_error>("transpose T({}) is not a permutation of 0..{}", fmt::join(perm, ","),
                                     perm.size() - 1);
      seen[static_cast<std::size_t>(p)] = 1;
    }
    hlo_sharding s(kind::tiled);
    s.dims_ = std::move(dims);
    s.subgroups_ = std::move(subgroups);
    s.device_count_ = n;
    canonicalize_iota(reshape, perm);
    s.reshape_ = std::move(reshape);
    s.perm_ = std::move(perm);
    return s.canonical_subgroups();
  }
  /// Tiled, with the device of each tile listed in row-major tile order: `{devices=[2,1,2]2,3,5,7}`.
  /// @throws invalid_error when the count differs from the tile count or a device repeats.
  [[nodiscard]] static hlo_sharding explicit_tile(std::vector<std::int64_t> dims, std::vector<std::int64_t> devices,
                                                  std::vector<subgroup_type> subgroups = {}) {
    check_tile_dims(dims, subgroups);
    std::int64_t n = 1;
    for (auto d : dims) n = checked_mul(n, d, "the tile count of an HloSharding");
    check_device_count(dims, n);
    if (static_cast<std::int64_t>(devices.size()) != n)
      detail::raise<invalid_error>("tile assignment devices=[{}] has {} tiles but {} devices are listed",
                                   fmt::join(dims, ","), n, devices.size());
    hlo_sharding s(kind::tiled);
    s.position_.reserve(devices.size());
    for (std::size_t i = 0; i < devices.size(); ++i) {
      if (devices[i] < 0)
        detail::raise<invalid_error>("tile assignment lists device {}; device ids must be >= 0", devices[i]);
      s.position_.emplace_back(devices[i], static_cast<std::int64_t>(i));
    }
    std::sort(s.position_.begin(), s.position_.end());
    for (std::size_t i = 1; i < s.position_.size(); ++i)
      if (s.position_[i].first == s.position_[i - 1].first)
        detail::raise<invalid_error>("tile assignment devices=[{}] lists device {} twice; each device holds one tile",
                                     fmt::join(dims, ","), s.position_[i].first);
    s.dims_ = std::move(dims);
    s.subgroups_ = std::move(subgroups);
    s.devices_ = std::move(devices);
    s.device_count_ = n;
    return s.canonical_subgroups();
  }

  /// Parses XLA's text: `{replicated}`, `{manual}`, `{maximal device=N}`,
  /// `{devices=[d...]<=[r...]T(p...)}`, `{devices=[d...]i,j,k,...}`, with ` last_tile_dim_replicate`
  /// or ` last_tile_dims={manual, replicated}`. Metadata and other attributes after the tiling
  /// (`key=value`, `shard_as N`, `shard_like N`) are ignored; nothing may follow the closing brace
  /// but spaces. A whole HLO line works too (text that does not start with `{`): the text from
  /// `sharding={` on is read, and after its closing brace the line may go on with `, attribute=...`.
  /// @throws parse_error quoting the text and the position; invalid_error for inconsistent tilings.
  [[nodiscard]] static hlo_sharding parse(std::string_view text);

  /// The HloSharding JAX gives a NamedSharding on an array of rank `rank` (jax named_sharding.py):
  /// size-1 mesh axes dropped; tile dim d is the product of its axes; the unused axes form one
  /// trailing replicated subgroup; the transpose lists used axes in order of use, then unused ones.
  /// @throws invalid_error when the spec has more entries than `rank`.
  [[nodiscard]] static hlo_sharding from(const named_sharding& s, std::size_t rank);

  [[nodiscard]] kind type() const noexcept { return kind_; }
  [[nodiscard]] bool is_replicated() const noexcept { return kind_ == kind::replicated; }
  /// The device of a maximal sharding.
  [[nodiscard]] std::int64_t maximal_device() const noexcept { return maximal_device_; }
  /// All tile dimensions, the subgroup dimensions last.
  [[nodiscard]] const std::vector<std::int64_t>& tile_dims() const noexcept { return dims_; }
  /// Subgroup types of the trailing tile dims (`last_tile_dim_replicate` is one `replicated`).
  [[nodiscard]] const std::vector<subgroup_type>& subgroups() const noexcept { return subgroups_; }
  /// Number of tile dims that tile array dimensions.
  [[nodiscard]] std::size_t data_rank() const noexcept { return dims_.size() - subgroups_.size(); }
  /// Number of tiles (devices) of a tiled sharding; 1 for maximal; 0 (any) for replicated/manual.
  [[nodiscard]] std::int64_t device_count() const noexcept {
    return kind_ == kind::tiled ? device_count_ : kind_ == kind::maximal ? 1 : 0;
  }
  /// True when the tiled devices come from an iota (printed `<=[...]`).
  [[nodiscard]] bool is_iota() const noexcept { return kind_ == kind::tiled && devices_.empty(); }
  [[nodiscard]] const std::vector<std::int64_t>& iota_reshape() const noexcept { return reshape_; }
  [[nodiscard]] const std::vector<std::int64_t>& iota_transpose() const noexcept { return perm_; }

  /// Device at row-major tile position `k` (0 <= k < device_count()).
  [[nodiscard]] std::int64_t device_at(std::int64_t k) const {
    if (kind_ != kind::tiled || k < 0 || k >= device_count_)
      detail::raise<out_of_range_error>("tile position {} is out of range for HloSharding {}", k, to_string(*this));
    if (!devices_.empty()) return devices_[static_cast<std::size_t>(k)];
    // Unravel k in the transposed shape, scatter through perm into the reshape, ravel.
    const std::size_t r = reshape_.size();
    std::vector<std::int64_t> src(r);
    for (std::size_t i = r; i-- > 0;) {
      const std::int64_t extent = reshape_[static_cast<std::size_t>(perm_[i])];
      src[static_cast<std::size_t>(perm_[i])] = k % extent;
      k /= extent;
    }
    std::int64_t d = 0;
    for (std::size_t j = 0; j < r; ++j) d = d * reshape_[j] + src[j];
    return d;
  }
  /// Every device in row-major tile order (the explicit list form).
  [[nodiscard]] std::vector<std::int64_t> devices() const {
    std::vector<std::int64_t> out(static_cast<std::size_t>(device_count_));
    for (std::int64_t k = 0; k < device_count_; ++k) out[static_cast<std::size_t>(k)] = device_at(k);
    return out;
  }
  /// Coordinates of `device`'s tile in tile_dims() (subgroup coordinates included).
  /// @throws out_of_range_error when the sharding is not tiled or does not list the device.
  [[nodiscard]] std::vector<std::int64_t> tile_index(std::int64_t device) const {
    if (kind_ != kind::tiled)
      detail::raise<out_of_range_error>("HloSharding {} has no tiles; tile_index needs a tiled sharding",
                                        to_string(*this));
    std::int64_t k = -1;
    if (devices_.empty()) {
      if (device >= 0 && device < device_count_) {
        // Unravel the device in the reshape, gather through perm, ravel in the transposed shape.
        const std::size_t r = reshape_.size();
        std::vector<std::int64_t> src(r);
        std::int64_t d = device;
        for (std::size_t j = r; j-- > 0;) {
          src[j] = d % reshape_[j];
          d /= reshape_[j];
        }
        k = 0;
        for (std::size_t i = 0; i < r; ++i) {
          const auto p = static_cast<std::size_t>(perm_[i]);
          k = k * reshape_[p] + src[p];
        }
      }
    } else {
      auto it = std::lower_bound(position_.begin(), position_.end(), std::pair<std::int64_t, std::int64_t>{device, -1});
      if (it != position_.end() && it->first == device) k = it->second;
    }
    if (k < 0) detail::raise<out_of_range_error>("device {} holds no tile of HloSharding {}", device, to_string(*this));
    std::vector<std::int64_t> idx(dims_.size());
    for (std::size_t i = dims_.size(); i-- > 0;) {
      idx[i] = k % dims_[i];
      k /= dims_[i];
    }
    return idx;
  }

  /// The tile shape each device holds of an array of shape `array`: ceil(dim / tiles) per data
  /// dimension (XLA pads), the whole array when not tiled.
  /// @throws invalid_error when the array's rank differs from data_rank().
  [[nodiscard]] shape tile_shape(const shape& array) const {
    if (kind_ != kind::tiled) return array;
    check_rank(array);
    std::vector<std::int64_t> out(array.rank());
    for (std::size_t d = 0; d < out.size(); ++d) out[d] = ceil_div(array[d], dims_[d]);
    return shape(std::move(out));
  }
  /// The slice of an array of shape `array` that `device` holds: [min(i*tile, dim), min((i+1)*tile, dim))
  /// per dimension. Replicated and manual: the whole array; maximal: the whole array on its device
  /// and empty ranges elsewhere.
  [[nodiscard]] std::vector<index_range> device_slices(const shape& array, std::int64_t device) const {
    std::vector<index_range> out(array.rank());
    if (kind_ != kind::tiled) {
      const bool holds = kind_ != kind::maximal || device == maximal_device_;
      for (std::size_t d = 0; d < out.size(); ++d) out[d] = {0, holds ? array[d] : 0};
      return out;
    }
    const shape tile = tile_shape(array);
    const auto idx = tile_index(device);
    for (std::size_t d = 0; d < out.size(); ++d)
      out[d] = {std::min(idx[d] * tile[d], array[d]), std::min((idx[d] + 1) * tile[d], array[d])};
    return out;
  }

  // ---- who holds data, and which copies (named_sharding's replication_factor and replica_id) ----
  // `{replicated}` and `{manual}` name no devices: they span every device of the program, so the
  // queries below take the program's device count (XLA's num_partitions), read only for those two.

  /// The devices that hold data, in id order: a tiling's devices, a maximal sharding's device, or
  /// devices 0..program_devices-1 for {replicated} and {manual}.
  /// @throws invalid_error for {replicated} or {manual} when program_devices is not in
  ///         1..mesh::max_devices.
  /// Example: `{devices=[2,2]1,0,3,2}` -> [0,1,2,3]; `{maximal device=3}` -> [3]; `{replicated}`
  /// with program_devices 4 -> [0,1,2,3].
  [[nodiscard]] std::vector<std::int64_t> holders(std::int64_t program_devices = 1) const {
    switch (kind_) {
      case kind::maximal: return {maximal_device_};
      case kind::tiled: {
        auto ids = devices();
        std::sort(ids.begin(), ids.end());
        return ids;
      }
      case kind::replicated:
      case kind::manual: break;
    }
    check_program_devices(program_devices);
    std::vector<std::int64_t> ids(static_cast<std::size_t>(program_devices));
    for (std::int64_t d = 0; d < program_devices; ++d) ids[static_cast<std::size_t>(d)] = d;
    return ids;
  }

  /// How many devices hold each element: the product of a tiling's replicated subgroup dims
  /// (devices along a manual or unreduced subgroup dim hold different values, not copies);
  /// program_devices for {replicated}; 1 for maximal and manual.
  /// @throws invalid_error as holders().
  /// Example: `{devices=[2,1,2]0,1,2,3 last_tile_dim_replicate}` -> 2 (XLA PartialTile: devices
  /// along the last tile dim hold the same tile).
  [[nodiscard]] std::int64_t replication_factor(std::int64_t program_devices = 1) const {
    switch (kind_) {
      case kind::replicated: check_program_devices(program_devices); return program_devices;
      case kind::maximal:
      case kind::manual: return 1;
      case kind::tiled: break;
    }
    std::int64_t r = 1;
    for (std::size_t s = 0; s < subgroups_.size(); ++s)
      if (subgroups_[s] == subgroup_type::replicated) r *= dims_[data_rank() + s];
    return r;
  }

  /// Number of distinct shards, holders(n).size() / replication_factor(n): a tiling's tiles not
  /// counting its replicated subgroups; 1 for replicated and maximal; program_devices for manual
  /// (each device holds its own values).
  /// @throws invalid_error as holders().
  /// Example: `{devices=[2,2,2]<=[8] last_tile_dims={manual, replicated}}` -> 4.
  [[nodiscard]] std::int64_t distinct_shards(std::int64_t program_devices = 1) const {
    switch (kind_) {
      case kind::replicated:
      case kind::maximal: return 1;
      case kind::manual: check_program_devices(program_devices); return program_devices;
      case kind::tiled: break;
    }
    return device_count_ / replication_factor();
  }

  /// Which copy of its data `device` holds: the devices holding the same data are numbered 0, 1,
  /// ... in device-id order, as JAX's device_replica_id_map (jax/_src/sharding_impls.py) numbers
  /// them over a device assignment in id order and named_sharding::replica_id does. {replicated}:
  /// `device` itself; manual: 0 (each device runs its own program); maximal: 0.
  /// @throws out_of_range_error when `device` holds no data under this sharding.
  /// Example: `{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}` puts devices 0 and 2 on one
  /// tile, 1 and 3 on the other: replica ids 0, 0, 1, 1 for devices 0..3.
  [[nodiscard]] std::int64_t replica_id(std::int64_t device) const {
    if (kind_ == kind::maximal && device != maximal_device_)
      detail::raise<out_of_range_error>("device {} holds no data under HloSharding {}; only device {} does", device,
                                        to_string(*this), maximal_device_);
    if (kind_ != kind::tiled && device < 0)
      detail::raise<out_of_range_error>("device {} holds no data under HloSharding {}; device ids are >= 0", device,
                                        to_string(*this));
    if (kind_ == kind::replicated) return device;
    if (kind_ != kind::tiled) return 0;
    // Count the devices on the same tile with a smaller id: walk the replicated subgroup dims.
    std::vector<std::int64_t> idx = tile_index(device);
    std::vector<std::size_t> replicated_dims;
    for (std::size_t s = 0; s < subgroups_.size(); ++s)
      if (subgroups_[s] == subgroup_type::replicated) {
        replicated_dims.push_back(data_rank() + s);
        idx[data_rank() + s] = 0;
      }
    std::int64_t before = 0;
    for (;;) {
      std::int64_t k = 0;
      for (std::size_t i = 0; i < dims_.size(); ++i) k = k * dims_[i] + idx[i];
      if (device_at(k) < device) ++before;
      std::size_t j = replicated_dims.size();
      for (; j > 0; --j) {
        const std::size_t d = replicated_dims[j - 1];
        if (++idx[d] < dims_[d]) break;
        idx[d] = 0;
      }
      if (j == 0) return before;
    }
  }

  /// replica_id of each device of holders(program_devices), in that order, in one pass.
  /// @throws invalid_error as holders().
  /// @post replica_ids(n)[i] == replica_id(holders(n)[i]).
  [[nodiscard]] std::vector<std::int64_t> replica_ids(std::int64_t program_devices = 1) const {
    const auto ids = holders(program_devices);
    std::vector<std::int64_t> out(ids.size(), 0);
    if (kind_ == kind::replicated) return ids;
    if (kind_ != kind::tiled) return out;
    // A tile's copies differ only along the replicated subgroup dims: number each tile by its
    // other coordinates and count the copies seen so far.
    std::vector<std::int64_t> seen(static_cast<std::size_t>(distinct_shards()), 0);
    for (std::size_t i = 0; i < ids.size(); ++i) {
      const auto idx = tile_index(ids[i]);
      std::int64_t tile = 0;
      for (std::size_t d = 0; d < dims_.size(); ++d)
        if (d < data_rank() || subgroups_[d - data_rank()] != subgroup_type::replicated)
          tile = tile * dims_[d] + idx[d];
      out[i] = seen[static_cast<std::size_t>(tile)]++;
    }
    return out;
  }

  friend bool operator==(const hlo_sharding& a, const hlo_sharding& b) {
    if (a.kind_ != b.kind_ || a.maximal_device_ != b.maximal_device_ || a.dims_ != b.dims_ ||
        a.subgroups_ != b.subgroups_)
      return false;
    if (a.kind_ != kind::tiled) return true;
    if (a.is_iota() && b.is_iota()) return a.reshape_ == b.reshape_ && a.perm_ == b.perm_;
    return a.devices() == b.devices();
  }

 private:
  explicit hlo_sharding(kind k) : kind_(k) {}
  // parse() of `text`, a part of `whole` (quoted in errors); `line`: the rest of an HLO line may
  // follow the closing brace (`, metadata=...`).
  static hlo_sharding parse_part(std::string_view whole, std::string_view text, bool line);

  static void check_tile_dims(const std::vector<std::int64_t>& dims, const std::vector<subgroup_type>& subgroups) {
    if (dims.empty()) detail::raise<invalid_error>("a tiled HloSharding needs at least one tile dimension");
    for (auto d : dims)
      if (d < 1) detail::raise<invalid_error>("tile dims [{}] must all be >= 1", fmt::join(dims, ","));
    if (subgroups.size() > dims.size())
      detail::raise<invalid_error>("{} subgroup types given for only {} tile dims [{}]", subgroups.size(), dims.size(),
                                   fmt::join(dims, ","));
  }
  // A tiling is bounded as a mesh is (mesh::max_devices): device lists and tables are linear in it.
  static void check_device_count(const std::vector<std::int64_t>& dims, std::int64_t n) {
    if (n > mesh::max_devices)
      detail::raise<invalid_error>("tile assignment devices=[{}] has {} tiles, more than the {} (2^24) devices a "
                                   "sharding may span; use fewer tiles",
                                   fmt::join(dims, ","), n, mesh::max_devices);
  }
  // {replicated} and {manual} span the program's devices, bounded as a mesh is.
  void check_program_devices(std::int64_t n) const {
    if (n < 1 || n > mesh::max_devices)
      detail::raise<invalid_error>("HloSharding {} spans every device of the program, but program_devices is {}; give "
                                   "the program's device count, 1 to {} (2^24)",
                                   to_string(*this), n, mesh::max_devices);
  }
  void check_rank(const shape& array) const {
    if (array.rank() != data_rank())
      detail::raise<invalid_error>("HloSharding {} tiles {} dimensions but the array {} has rank {}", to_string(*this),
                                   data_rank(), array, array.rank());
  }

  // XLA IotaTileAssignment canonicalization: drop size-1 reshape dims, then merge each pair of
  // reshape dims that the transpose keeps adjacent and in order (perm[i] + 1 == perm[i + 1]).
  static void canonicalize_iota(std::vector<std::int64_t>& reshape, std::vector<std::int64_t>& perm) {
    for (std::size_t j = reshape.size(); j-- > 0;) {
      if (reshape[j] != 1 || reshape.size() == 1) continue;
      reshape.erase(reshape.begin() + static_cast<std::ptrdiff_t>(j));
      perm.erase(std::find(perm.begin(), perm.end(), static_cast<std::int64_t>(j)));
      for (auto& p : perm)
        if (p > static_cast<std::int64_t>(j)) --p;
    }
    for (bool merged = true; merged;) {
      merged = false;
      for (std::size_t i = 0; i + 1 < perm.size(); ++i) {
        if (perm[i] + 1 != perm[i + 1]) continue;
        const auto a = static_cast<std::size_t>(perm[i]);
        reshape[a] *= reshape[a + 1];
        reshape.erase(reshape.begin() + static_cast<std::ptrdiff_t>(a + 1));
        perm.erase(perm.begin() + static_cast<std::ptrdiff_t>(i + 1));
        for (auto& p : perm)
          if (p > static_cast<std::int64_t>(a)) --p;
        merged = true;
        break;
      }
    }
  }

  // XLA HloSharding::Subgroup canonicalization: a subgroup dim of size 1 says nothing and is
  // dropped; a tiling that only replicates (every data dim 1, one replicated subgroup) is
  // `{replicated}`.
  hlo_sharding canonical_subgroups() {
    const bool only_manual = subgroups_.size() == 1 && subgroups_[0] == subgroup_type::manual;
    for (std::size_t s = subgroups_.size(); s-- > 0;) {
      const std::size_t dim = data_rank() + s;
      if (dims_[dim] != 1) continue;
      dims_.erase(dims_.begin() + static_cast<std::ptrdiff_t>(dim));
      subgroups_.erase(subgroups_.begin() + static_cast<std::ptrdiff_t>(s));
    }
    // Nothing left (no data dims, every subgroup of size 1, as `{devices=[1]2 last_tile_dim_replicate}`):
    // one device holds the whole array and replicates it, as XLA's PartialTile of rank 1 does.
    if (dims_.empty()) return only_manual ? manual() : replicate();
    bool data_tiled = false;
    for (std::size_t d = 0; d < data_rank(); ++d) data_tiled = data_tiled || dims_[d] != 1;
    if (!data_tiled && subgroups_.size() == 1 && subgroups_[0] == subgroup_type::replicated) return replicate();
    if (!data_tiled && subgroups_.size() == 1 && subgroups_[0] == subgroup_type::manual) return manual();
    return std::move(*this);
  }

  kind kind_;
  std::int64_t maximal_device_ = -1;
  std::vector<std::int64_t> dims_;
  std::vector<subgroup_type> subgroups_;
  std::int64_t device_count_ = 0;
  std::vector<std::int64_t> reshape_, perm_;                     // iota form
  std::vector<std::int64_t> devices_;                            // explicit form
  std::vector<std::pair<std::int64_t, std::int64_t>> position_;  // explicit: (device, tile position), sorted
};

inline std::string to_string(const hlo_sharding& s) {
  switch (s.type()) {
    case hlo_sharding::kind::replicated: return "{replicated}";
    case hlo_sharding::kind::manual: return "{manual}";
    case hlo_sharding::kind::maximal: return fmt::format("{{maximal device={}}}", s.maximal_device());
    case hlo_sharding::kind::tiled: break;
  }
  std::string out = fmt::format("{{devices=[{}]", fmt::join(s.tile_dims(), ","));
  if (s.is_iota()) {
    out += fmt::format("<=[{}]", fmt::join(s.iota_reshape(), ","));
    if (s.iota_reshape().size() > 1) out += fmt::format("T({})", fmt::join(s.iota_transpose(), ","));
  } else {
    out += fmt::format("{}", fmt::join(s.devices(), ","));
  }
  const auto& sg = s.subgroups();
  if (sg.size() == 1 && sg[0] == subgroup_type::replicated) {
    out += " last_tile_dim_replicate";
  } else if (!sg.empty()) {
    out += " last_tile_dims={";
    for (std::size_t i = 0; i < sg.size(); ++i) out += fmt::format("{}{}", i == 0 ? "" : ", ", name(sg[i]));
    out += "}";
  }
  return out + "}";
}

inline hlo_sharding hlo_sharding::from(const named_sharding& s, std::size_t rank) {
  const mesh& m = s.mesh();
  const partition_spec& spec = s.spec();
  if (spec.size() > rank)
    detail::raise<invalid_error>("partition spec {} has {} entries but the array has rank {}", to_string(spec),
                                 spec.size(), rank);
  // Mesh positions of the axes that matter (size > 1), renumbered densely.
  std::vector<std::int64_t> reshape;
  std::vector<std::int64_t> dense(m.rank(), -1);
  for (std::size_t i = 0; i < m.rank(); ++i)
    if (m.axes()[i].size > 1) {
      dense[i] = static_cast<std::int64_t>(reshape.size());
      reshape.push_back(m.axes()[i].size);
    }
  std::vector<std::int64_t> dims(rank, 1), perm;
  std::vector<char> used(m.rank(), 0);
  for (std::size_t d = 0; d < spec.size(); ++d)
    for (const auto& a : spec[d]) {
      const auto i = m.axis_index(a);
      used[i] = 1;
      if (dense[i] < 0) continue;
      dims[d] *= m.axes()[i].size;
      perm.push_back(dense[i]);
    }
  std::int64_t replicated_size = 1;
  for (std::size_t i = 0; i < m.rank(); ++i)
    if (!used[i] && dense[i] >= 0) {
      replicated_size *= m.axes()[i].size;
      perm.push_back(dense[i]);
    }
  if (perm.empty()) return replicate();
  std::vector<subgroup_type> subgroups;
  if (replicated_size > 1) {
    dims.push_back(replicated_size);
    subgroups.push_back(subgroup_type::replicated);
  }
  return iota_tile(std::move(dims), std::move(reshape), std::move(perm), std::move(subgroups));
}

inline hlo_sharding hlo_sharding::parse(std::string_view text) {
  // (a text that starts with its brace is a sharding, whatever its metadata's strings hold)
  const std::size_t first = text.find_first_not_of(" \t\n\r");
  const std::size_t at = first != std::string_view::npos && text[first] == '{' ? std::string_view::npos
                                                                               : text.find("sharding={");
  return parse_part(text, at == std::string_view::npos ? text : text.substr(at + 9), at != std::string_view::npos);
}

inline hlo_sharding hlo_sharding::parse_part(std::string_view whole, std::string_view text, bool line) {
  std::size_t i = 0;
  auto fail = [&](std::string_view what) {
    detail::raise<parse_error>(
        "cannot parse HloSharding \"{}\" at position {}: {}; expected a form like {{devices=[2,4]<=[4,2]T(1,0)}}, "
        "{{devices=[2,1,2]2,3,5,7 last_tile_dim_replicate}} or {{replicated}}",
        whole, i + static_cast<std::size_t>(text.data() - whole.data()), what);
  };
  auto skip = [&] {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r')) ++i;
  };
  auto word_char = [&](std::size_t k) {
    const char c = k < text.size() ? text[k] : ' ';
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
  };
  // `w` at the cursor, a whole word where it ends in a letter (`replicated`, not `replicatedx`).
  auto eat = [&](std::string_view w) {
    skip();
    if (text.substr(i, w.size()) != w || (word_char(i + w.size() - 1) && word_char(i + w.size()))) return false;
    i += w.size();
    return true;
  };
  auto number = [&]() -> std::int64_t {
    skip();
    const detail::parsed_int n = detail::parse_int64(text, i);  // from core/parse.hpp, through core/shape.hpp
    if (n.status == detail::int_parse::too_large) fail("a number exceeds the 64-bit limit");
    if (!n.ok()) fail("expected a non-negative integer");
    return n.value;
  };
  auto list = [&](char close) {
    std::vector<std::int64_t> v;
    if (eat(std::string_view(&close, 1))) return v;
    for (;;) {
      v.push_back(number());
      if (eat(",")) continue;
      if (eat(std::string_view(&close, 1))) return v;
      fail(fmt::format("expected ',' or '{}'", close));
    }
  };
  // Skips a balanced {...} (with quoted strings) or a bare token, for metadata and other attributes.
  auto skip_value = [&] {
    skip();
    if (i < text.size() && text[i] == '{') {
      int depth = 0;
      bool quoted = false;
      for (; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
          if (c == '\\') ++i;
          else if (c == '"') quoted = false;
        } else if (c == '"') {
          quoted = true;
        } else if (c == '{') {
          ++depth;
        } else if (c == '}' && --depth == 0) {
          ++i;
          return;
        }
      }
      fail("unbalanced braces in an attribute");
    }
    while (i < text.size() && text[i] != ' ' && text[i] != '}') ++i;
  };

  if (!eat("{")) fail("expected '{'");
  skip();
  if (i < text.size() && text[i] == '{') fail("tuple shardings are not supported; pass one element's sharding");
  hlo_sharding result(kind::replicated);
  if (eat("replicated")) {
    result = replicate();
  } else if (eat("manual")) {
    result = manual();
  } else if (eat("maximal")) {
    if (!eat("device=")) fail("expected 'device=' after 'maximal'");
    result = maximal(number());
  } else if (eat("devices=")) {
    if (!eat("[")) fail("expected '[' after 'devices='");
    auto dims = list(']');
    if (dims.empty()) fail("tile dims are empty");
    bool iota = false;
    std::vector<std::int64_t> reshape, perm, devices;
    if (eat("<=")) {
      iota = true;
      if (!eat("[")) fail("expected '[' after '<='");
      reshape = list(']');
      if (eat("T")) {
        if (!eat("(")) fail("expected '(' after 'T'");
        perm = list(')');
      }
    } else {
      devices.push_back(number());
      while (eat(",")) devices.push_back(number());
    }
    std::vector<subgroup_type> subgroups;
    if (eat("last_tile_dim_replicate")) {
      subgroups.push_back(subgroup_type::replicated);
    } else if (eat("last_tile_dims={")) {
      for (;;) {
        if (eat("replicated")) subgroups.push_back(subgroup_type::replicated);
        else if (eat("manual")) subgroups.push_back(subgroup_type::manual);
        else if (eat("unreduced")) subgroups.push_back(subgroup_type::unreduced);
        else fail("expected a subgroup type: replicated, manual or unreduced");
        if (eat(",")) continue;
        if (eat("}")) break;
        fail("expected ',' or '}' in last_tile_dims");
      }
    }
    result = iota ? iota_tile(std::move(dims), std::move(reshape), std::move(perm), std::move(subgroups))
                  : explicit_tile(std::move(dims), std::move(devices), std::move(subgroups));
  } else {
    fail("expected replicated, manual, maximal or devices=");
  }
  // Attributes after the tiling (metadata={...}, shard_as N, shard_like N) carry no layout.
  for (;;) {
    skip();
    if (i >= text.size()) fail("missing closing '}'");
    if (text[i] == '}') break;
    if (eat("shard_as") || eat("shard_like")) {
      (void)number();
      continue;
    }
    const std::size_t before = i;
    while (word_char(i)) ++i;
    if (i == before || i >= text.size() || text[i] != '=')
      i = before, fail("expected an attribute (metadata={...}, shard_as N, shard_like N) or '}'");
    ++i;
    skip_value();
  }
  ++i;
  skip();
  if (i < text.size() && !(line && text[i] == ','))
    fail(line ? "expected ',' or the end of the line after the closing '}'" : "expected nothing after the closing '}'");
  return result;
}

}  // namespace shardmem

template <>
struct fmt::formatter<shardmem::hlo_sharding> : fmt::formatter<fmt::string_view> {
  template <class FormatContext>
  auto format(const shardmem::hlo_sharding& s, FormatContext& ctx) const -> decltype(ctx.out()) {
    return fmt::formatter<fmt::string_view>::format(shardmem::to_string(s), ctx);
  }
};
