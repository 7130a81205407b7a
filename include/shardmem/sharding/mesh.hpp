// shardmem::mesh: ordered named axes over devices in iota (row-major) order, with an optional
// multi-process layout so later layers can tell which axes cross hosts and what each host holds.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <shardmem/core/error.hpp>
#include <shardmem/core/parse.hpp>

namespace shardmem {

class mesh;
/// The mesh in shardmem's notation: `{data: 8, model: 4}`.
[[nodiscard]] std::string to_string(const mesh& m);

/// One named mesh axis: `{"data", 8}`.
struct mesh_axis {
  std::string name;
  std::int64_t size = 1;
  friend bool operator==(const mesh_axis&, const mesh_axis&) = default;
};

/// A logical device mesh: named axes, outermost first, over devices 0..N-1 laid out in row-major
/// ("iota") order, as jax.make_mesh does: on `{x: 4, y: 2}` device id = 2*x + y.
/// Devices belong to processes (hosts): by default each process owns `devices_per_process`
/// consecutive ids, which puts processes on the outermost axes; an explicit map may be given.
/// Example: `mesh{{"data", 8}, {"model", 4}}.device_count() == 32`.
class mesh {
 public:
  /// The most devices a mesh may have: 2^24 (16,777,216), far past today's largest clusters.
  /// Per-device and per-process results (process maps, bytes per process, device tables) are
  /// linear in the device count, so a mesh is bounded to keep every one of them computable.
  static constexpr std::int64_t max_devices = std::int64_t{1} << 24;
  /// The most axes a mesh may have: 2^30, past what memory holds; the index of axis names keeps
  /// 32-bit positions.
  static constexpr std::size_t max_axes = std::size_t{1} << 30;

  /// @throws invalid_error on an empty or repeated axis name, a size < 1, no axes, or more than
  ///         max_devices devices; overflow_error when the device count exceeds int64.
  mesh(std::initializer_list<mesh_axis> axes) : axes_(axes) { validate(); }
  explicit mesh(std::vector<mesh_axis> axes) : axes_(std::move(axes)) { validate(); }

  [[nodiscard]] const std::vector<mesh_axis>& axes() const noexcept { return axes_; }
  [[nodiscard]] std::size_t rank() const noexcept { return axes_.size(); }
  /// Product of the axis sizes.
  [[nodiscard]] std::int64_t device_count() const noexcept { return device_count_; }

  /// Position of the named axis, or nullopt. O(1): a hash lookup on a mesh of many axes.
  [[nodiscard]] std::optional<std::size_t> find_axis(std::string_view name) const noexcept {
    if (slots_.empty()) {
      for (std::size_t i = 0; i < axes_.size(); ++i)
        if (axes_[i].name == name) return i;
      return std::nullopt;
    }
    for (std::size_t k = slot_of(name);; k = (k + 1) & (slots_.size() - 1)) {
      const std::uint32_t at = slots_[k];
      if (at == 0) return std::nullopt;
      if (axes_[at - 1].name == name) return std::size_t{at - 1};
    }
  }
  /// Position of the named axis. @throws invalid_error naming the mesh's axes.
  [[nodiscard]] std::size_t axis_index(std::string_view name) const {
    if (auto i = find_axis(name)) return *i;
    detail::raise<invalid_error>("mesh {} has no axis '{}'; its axes are {}", to_string(*this), name, names());
  }
  /// Size of the named axis. @throws invalid_error when the mesh lacks it.
  [[nodiscard]] std::int64_t axis_size(std::string_view name) const { return axes_[axis_index(name)].size; }
  /// The axis names in order, as `('data', 'model')`.
  [[nodiscard]] std::string names() const {
    std::string s = "(";
    for (std::size_t i = 0; i < axes_.size(); ++i) s += fmt::format("{}'{}'", i == 0 ? "" : ", ", axes_[i].name);
    return s + (axes_.size() == 1 ? ",)" : ")");
  }

  /// Row-major stride of axis `i` in device ids (the innermost axis has stride 1).
  [[nodiscard]] std::int64_t stride(std::size_t i) const noexcept {
    std::int64_t s = 1;
    for (std::size_t j = axes_.size(); j-- > i + 1;) s *= axes_[j].size;
    return s;
  }

  /// Coordinates of `device` along each axis. @throws out_of_range_error for an id outside the mesh.
  [[nodiscard]] std::vector<std::int64_t> coords(std::int64_t device) const {
    check_device(device);
    std::vector<std::int64_t> c(axes_.size());
    for (std::size_t i = axes_.size(); i-- > 0;) {
      c[i] = device % axes_[i].size;
      device /= axes_[i].size;
    }
    return c;
  }
  /// Device id at `coords` (one per axis). @throws out_of_range_error on a bad coordinate.
  [[nodiscard]] std::int64_t device_at(std::span<const std::int64_t> coords) const {
    if (coords.size() != axes_.size())
      detail::raise<out_of_range_error>("mesh {} has {} axes but {} coordinates were given", to_string(*this),
                                        axes_.size(), coords.size());
    std::int64_t id = 0;
    for (std::size_t i = 0; i < axes_.size(); ++i) {
      if (coords[i] < 0 || coords[i] >= axes_[i].size)
        detail::raise<out_of_range_error>("coordinate {} is out of range for axis '{}' of size {} in mesh {}",
                                          coords[i], axes_[i].name, axes_[i].size, to_string(*this));
      id = id * axes_[i].size + coords[i];
    }
    return id;
  }
  [[nodiscard]] std::int64_t device_at(std::initializer_list<std::int64_t> coords) const {
    return device_at(std::span<const std::int64_t>(coords.begin(), coords.size()));
  }

  // ---- processes (hosts) ----

  /// A copy of this mesh where each process owns `devices_per_process` consecutive device ids,
  /// so processes are laid out over the outermost axes (the default of multi-host JAX).
  /// @throws invalid_error when devices_per_process < 1 or does not divide the device count.
  [[nodiscard]] mesh with_devices_per_process(std::int64_t devices_per_process) const {
    if (devices_per_process < 1 || device_count_ % devices_per_process != 0)
      detail::raise<invalid_error>(
          "cannot lay out mesh {} ({} devices) with {} devices per process: it must be >= 1 and divide {}",
          to_string(*this), device_count_, devices_per_process, device_count_);
    mesh m = *this;
    m.devices_per_process_ = devices_per_process;
    m.process_of_.clear();
    m.layout_given_ = true;
    return m;
  }
  /// A copy of this mesh with an explicit process id for each device id (index = device id).
  /// @throws invalid_error when the map's size differs from the device count, an id is negative,
  ///         or process ids are not 0..P-1 with every process owning at least one device.
  [[nodiscard]] mesh with_process_map(std::vector<std::int64_t> process_of_device) const {
    if (static_cast<std::int64_t>(process_of_device.size()) != device_count_)
      detail::raise<invalid_error>("process map for mesh {} has {} entries; it needs one per device ({})",
                                   to_string(*this), process_of_device.size(), device_count_);
    std::int64_t max_p = -1;
    for (std::size_t d = 0; d < process_of_device.size(); ++d) {
      if (process_of_device[d] < 0)
        detail::raise<invalid_error>("process map for mesh {}: device {} has negative process id {}", to_string(*this),
                                     d, process_of_device[d]);
      max_p = std::max(max_p, process_of_device[d]);
    }
    if (max_p >= device_count_)  // more processes than devices: some process owns none
      detail::raise<invalid_error>("process map for mesh {}: process id {} needs at least {} processes, but the {} "
                                   "devices can populate at most {}; number processes 0..P-1",
                                   to_string(*this), max_p, max_p + 1, device_count_, device_count_);
    std::vector<char> seen(static_cast<std::size_t>(max_p + 1), 0);
    for (auto p : process_of_device) seen[static_cast<std::size_t>(p)] = 1;
    for (std::size_t p = 0; p < seen.size(); ++p)
      if (!seen[p])
        detail::raise<invalid_error>("process map for mesh {}: process {} owns no device; number processes 0..{}",
                                     to_string(*this), p, max_p);
    mesh m = *this;
    m.process_of_ = std::move(process_of_device);
    m.devices_per_process_ = 0;
    m.layout_given_ = true;
    return m;
  }
  /// True when the process layout was set (with_devices_per_process, with_process_map); a mesh
  /// built from its axes alone puts every device in one process until then.
  [[nodiscard]] bool has_process_layout() const noexcept { return layout_given_; }

  /// Number of processes (1 unless a layout was given).
  [[nodiscard]] std::int64_t process_count() const noexcept {
    if (!process_of_.empty()) {
      std::int64_t m = 0;
      for (auto p : process_of_) m = std::max(m, p);
      return m + 1;
    }
    return device_count_ / devices_per_process_;
  }
  /// The process that owns `device`.
  [[nodiscard]] std::int64_t process_of(std::int64_t device) const {
    check_device(device);
    if (!process_of_.empty()) return process_of_[static_cast<std::size_t>(device)];
    return device / devices_per_process_;
  }
  /// The devices a process owns, in increasing id order.
  [[nodiscard]] std::vector<std::int64_t> devices_of(std::int64_t process) const {
    if (process < 0 || process >= process_count())
      detail::raise<out_of_range_error>("process {} is out of range: mesh {} has {} processes", process,
                                        to_string(*this), process_count());
    std::vector<std::int64_t> out;
    if (process_of_.empty()) {
      for (std::int64_t d = process * devices_per_process_; d < (process + 1) * devices_per_process_; ++d)
        out.push_back(d);
    } else {
      for (std::size_t d = 0; d < process_of_.size(); ++d)
        if (process_of_[d] == process) out.push_back(static_cast<std::int64_t>(d));
    }
    return out;
  }
  /// How many devices each process owns, by process id: O(processes) for the default layout,
  /// O(devices) for an explicit map.
  [[nodiscard]] std::vector<std::int64_t> process_sizes() const {
    if (process_of_.empty())
      return std::vector<std::int64_t>(static_cast<std::size_t>(process_count()), devices_per_process_);
    std::vector<std::int64_t> out(static_cast<std::size_t>(process_count()), 0);
    for (auto p : process_of_) ++out[static_cast<std::size_t>(p)];
    return out;
  }
  /// True when stepping along axis `i` moves between processes for some device: collectives over
  /// this axis cross hosts.
  [[nodiscard]] bool crosses_processes(std::size_t i) const {
    if (axes_.at(i).size == 1) return false;  // no step to take (and no O(rank) stride to compute)
    const std::int64_t s = stride(i);
    for (std::int64_t d = 0; d < device_count_; ++d) {
      const std::int64_t c = (d / s) % axes_[i].size;
      if (c + 1 < axes_[i].size && process_of(d) != process_of(d + s)) return true;
    }
    return false;
  }
  [[nodiscard]] bool crosses_processes(std::string_view axis) const { return crosses_processes(axis_index(axis)); }

  friend bool operator==(const mesh& a, const mesh& b) noexcept {
    return a.axes_ == b.axes_ && a.devices_per_process_ == b.devices_per_process_ && a.process_of_ == b.process_of_;
  }

 private:
  // The hash table's first slot for `name`. @pre slots_ is not empty (its size a power of two).
  [[nodiscard]] std::size_t slot_of(std::string_view name) const noexcept {
    return std::hash<std::string_view>{}(name) & (slots_.size() - 1);
  }
  // Validates the axes in one pass, building the index of their names (a table of positions, so
  // that a copy of the mesh keeps a valid index) when there are more than a few.
  void validate() {
    if (axes_.empty()) detail::raise<invalid_error>("a mesh needs at least one axis, as in {{data: 8}}");
    if (axes_.size() > max_axes)
      detail::raise<invalid_error>("a mesh of {} axes has more than the {} a mesh may have; every axis past 24 has "
                                   "size 1 (at most 2^24 devices) and can be left out",
                                   axes_.size(), max_axes);
    if (axes_.size() > linear_lookup_rank) slots_.assign(std::bit_ceil(2 * axes_.size()), 0);
    std::int64_t n = 1;
    for (std::size_t i = 0; i < axes_.size(); ++i) {
      const auto& a = axes_[i];
      if (a.name.empty()) detail::raise<invalid_error>("mesh axis {} has an empty name; name every axis", i);
      auto twice = [&](std::size_t j) {
        detail::raise<invalid_error>("mesh axis name '{}' is used twice (axes {} and {}); axis names must be unique",
                                     a.name, j, i);
      };
      if (slots_.empty()) {
        for (std::size_t j = 0; j < i; ++j)
          if (axes_[j].name == a.name) twice(j);
      } else {
        std::size_t k = slot_of(a.name);
        for (; slots_[k] != 0; k = (k + 1) & (slots_.size() - 1))
          if (axes_[slots_[k] - 1].name == a.name) twice(slots_[k] - 1);
        slots_[k] = static_cast<std::uint32_t>(i + 1);
      }
      if (a.size < 1)
        detail::raise<invalid_error>("mesh axis '{}' has size {}; axis sizes must be >= 1", a.name, a.size);
      n = checked_mul(n, a.size, "the device count of a mesh");
    }
    if (n > max_devices)
      detail::raise<invalid_error>(
          "mesh {} has {} devices, more than the {} (2^24) a mesh may have; model a smaller "
          "mesh (per-device bytes depend on the axes that shard each array, not on the others)",
          to_string(*this), n, max_devices);
    device_count_ = n;
    devices_per_process_ = n;
  }
  void check_device(std::int64_t device) const {
    if (device < 0 || device >= device_count_)
      detail::raise<out_of_range_error>("device {} is out of range for mesh {} of {} devices (ids 0..{})", device,
                                        to_string(*this), device_count_, device_count_ - 1);
  }
  // Up to this many axes, names are compared one by one (no table to build or copy).
  static constexpr std::size_t linear_lookup_rank = 8;
  std::vector<mesh_axis> axes_;
  std::vector<std::uint32_t> slots_;  // open-addressing hash of axis names: position + 1, 0 empty
  std::int64_t device_count_ = 1;
  std::int64_t devices_per_process_ = 1;  // 0 when process_of_ is used
  std::vector<std::int64_t> process_of_;  // explicit layout, empty by default
  bool layout_given_ = false;             // set by with_devices_per_process or with_process_map
};

inline std::string to_string(const mesh& m) {
  std::string s = "{";
  for (std::size_t i = 0; i < m.axes().size(); ++i)
    s += fmt::format("{}{}: {}", i == 0 ? "" : ", ", m.axes()[i].name, m.axes()[i].size);
  return s + "}";
}

/// Parses `data=8,model=4` or `{data: 8, model: 4}` into a mesh.
/// @throws parse_error naming the text and the bad part; invalid_error from mesh's checks.
[[nodiscard]] inline mesh parse_mesh(std::string_view text) {
  std::string_view body = text;
  auto trim = [](std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
  };
  body = trim(body);
  if (!body.empty() && body.front() == '{') {
    if (body.back() != '}') detail::raise<parse_error>("cannot parse mesh '{}': missing closing '}}'", text);
    body = trim(body.substr(1, body.size() - 2));
  }
  std::vector<mesh_axis> axes;
  while (!body.empty()) {
    const auto comma = body.find(',');
    const std::string_view item = trim(body.substr(0, comma));
    body = comma == std::string_view::npos ? std::string_view{} : body.substr(comma + 1);
    const auto sep = item.find_first_of("=:");
    if (sep == std::string_view::npos)
      detail::raise<parse_error>("cannot parse mesh '{}': axis '{}' needs a size, as in 'data=8,model=4'", text, item);
    std::string_view name = trim(item.substr(0, sep));
    // A Python dict's quoted names, `{'data': 8}` as JAX prints mesh.shape: a matched pair of
    // quotes is taken off; a quote anywhere else is an error, never part of the name.
    if (name.size() >= 2 && (name.front() == '\'' || name.front() == '"') && name.back() == name.front())
      name = name.substr(1, name.size() - 2);
    if (name.find_first_of("'\" \t") != std::string_view::npos)
      detail::raise<parse_error>("cannot parse mesh '{}': axis name {} has a quote or a space; write names bare or in "
                                 "matched quotes, as in data=8,model=4 or {{'data': 8, 'model': 4}}",
                                 text, name);
    const std::string_view num = trim(item.substr(sep + 1));
    std::size_t end = 0;
    const detail::parsed_int size = detail::parse_int64(num, end);
    if (!size.ok() || end != num.size())
      detail::raise<parse_error>("cannot parse mesh '{}': size '{}' of axis '{}' is not a positive integer", text, num,
                                 name);
    axes.push_back({std::string(name), size.value});
  }
  return mesh(std::move(axes));
}

}  // namespace shardmem

/// Prints a mesh as `{data: 8, model: 4}`.
template <>
struct fmt::formatter<shardmem::mesh> : fmt::formatter<fmt::string_view> {
  template <class FormatContext>
  auto format(const shardmem::mesh& m, FormatContext& ctx) const -> decltype(ctx.out()) {
    return fmt::formatter<fmt::string_view>::format(to_string(m), ctx);
  }
};
