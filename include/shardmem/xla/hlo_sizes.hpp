// Bytes of HLO shapes as XLA's backends count them (../HLO.md sect. 3): ShapeUtil::ByteSizeOf
// with 8-byte pointers (tuples are their index tables; arrays their elements, packed where the
// layout says E(bits)), 4 bytes per dimension of a dynamic shape's metadata on GPU
// (gpu_hlo_schedule.cc GetSizeOfShape) and CPU (cpu_executable.cc CpuExecutable::ShapeSizeBytes),
// TPU tile padding (docs/tiled_layout.md); and the shard
// one device holds of a global shape under an instruction's `sharding=` (pre-partitioning dumps).
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/error.hpp>
#include <shardmem/core/shape.hpp>
#include <shardmem/sharding/hlo_sharding.hpp>
#include <shardmem/xla/hlo_backend.hpp>
#include <shardmem/xla/hlo_module.hpp>

namespace shardmem {

namespace detail {

// Elements of an array shape (a bounded dimension at its bound), checked.
inline std::int64_t hlo_elements(const hlo_shape& s, std::span<const std::int64_t> dims) {
  std::int64_t n = 1;
  for (std::size_t d = 0; d < dims.size(); ++d) {
    if (dims[d] < 0)
      detail::raise<invalid_error>("the size of {}[{}] is not known before run time (dimension {} is '?'); give it a "
                                   "bound, as in <=1024",
                                   s.element, fmt::join(s.dims, ","), d);
    n = checked_mul(n, dims[d], "an HLO array's elements");
  }
  return n;
}

// The array's dimensions padded to its layout's tiles: each tile, in order, rounds the most-minor
// physical dimensions (physical order: minor_to_major reversed) up to its sizes.
inline std::vector<std::int64_t> tiled_dims(const hlo_shape& s) {
  std::vector<std::int64_t> dims(s.dims.begin(), s.dims.end());
  if (!s.layout || s.layout->tiles.empty()) return dims;
  if (s.layout->minor_to_major.size() != dims.size())
    detail::raise<invalid_error>(
        "the tiles of a {}[{}] array need its dimension order in the layout, as in {{1,0:T(8,128)}}", s.element,
        fmt::join(s.dims, ","));
  const auto& order = s.layout->minor_to_major;  // order[0] is the most minor dimension
  for (const std::vector<std::int64_t>& tile : s.layout->tiles)
    for (std::size_t k = 0; k < tile.size() && k < order.size(); ++k) {
      const std::int64_t t = tile[tile.size() - 1 - k];
      if (t < 0)
        detail::raise<invalid_error>("a combined tile dimension '*' in the layout of a {} array is not modelled",
                                     s.element);
      if (t == 0) detail::raise<invalid_error>("a tile of size 0 in the layout of a {} array", s.element);
      auto& d = dims[static_cast<std::size_t>(order[k])];
      d = checked_mul(ceil_div(d, t), t, "a tiled dimension");
    }
  return dims;
}

}  // namespace detail

/// The bytes XLA allocates for a value of shape `s` on `backend`: a tuple's index table (8 bytes
/// per element; its elements are buffers of their own), an array's elements at their byte width
/// (pred 1 byte) or packed (`E(4)`: ceil(elements x 4 / 8)), token 0, opaque 8 (a pointer). On
/// GPU and CPU a dynamic array adds 4 bytes per dimension for its sizes; on TPU an array is
/// padded to its layout's tiles.
/// @throws invalid_error for an unbounded dynamic dimension;
///         overflow_error past 64 bits.
/// Example: `f32[4]` 16; `(f32[], s32[4])` 16; `pred[3]` 3; on tpu `f32[1024,245,64]{1,2,0:T(8,128)}`
/// 67,108,864 (1024 x 64 x 256 x 4).
[[nodiscard]] inline std::int64_t hlo_byte_size(const hlo_shape& s, hlo_backend backend = hlo_backend::gpu) {
  switch (s.kind) {
    case hlo_shape::kind_t::tuple:
      return checked_mul(8, static_cast<std::int64_t>(s.elements.size()), "a tuple's index table");
    case hlo_shape::kind_t::token: return 0;
    case hlo_shape::kind_t::opaque: return 8;
    case hlo_shape::kind_t::array: break;
  }
  const int bits = hlo_element_bits(s.element);
  const std::int64_t elements = backend == hlo_backend::tpu ? detail::hlo_elements(s, detail::tiled_dims(s))
                                                            : detail::hlo_elements(s, s.dims);
  const std::int64_t packed = s.layout ? s.layout->element_bits : 0;
  std::int64_t size = packed > 0 ? ceil_div(checked_mul(elements, packed, "an HLO array's bits"), 8)
                                 : checked_mul(elements, (bits + 7) / 8, "an HLO array's bytes");
  if (backend != hlo_backend::tpu && s.dynamic.has_value())
    size = checked_add(size, 4 * static_cast<std::int64_t>(s.dims.size()), "a dynamic array's bytes");
  return size;
}

namespace detail {

// Whether hlo_byte_size gives every shape the same size on backends a and b (only TPU's tiles
// pad).
[[nodiscard]] constexpr bool hlo_same_sizes(hlo_backend a, hlo_backend b) noexcept {
  return (a == hlo_backend::tpu) == (b == hlo_backend::tpu);
}

// The element shardings of a tuple's `sharding=` text, `{{replicated}, {devices=[2]<=[2]}}`, each
// as written; nullopt where the text is one sharding (`{replicated}`, which holds for every
// element) or `{}`. Brackets and strings inside an element are skipped whole.
// @throws parse_error where the text is not `{...}`, its elements are not separated by ',' or its
//         brackets do not match.
[[nodiscard]] inline std::optional<std::vector<std::string_view>> hlo_tuple_sharding_parts(std::string_view text) {
  const auto fail = [&](std::size_t at, std::string_view what) {
    raise<parse_error>("cannot parse sharding \"{}\" at position {}: expected {}", text, at, what);
  };
  const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
  std::size_t i = text.find_first_not_of(" \t\n\r");
  if (i == std::string_view::npos || text[i] != '{') fail(std::min(i, text.size()), "'{' of a tuple sharding");
  std::vector<std::string_view> parts;
  std::size_t depth = 0, from = std::string_view::npos, to = 0;  // the element read: [from, to), to 0 while open
  const auto close = [&](std::size_t at) {
    parts.push_back(text.substr(from, (to == 0 ? at : to) - from)), from = std::string_view::npos, to = 0;
  };
  for (++i; i < text.size(); ++i) {
    const char c = text[i];
    if (depth == 0) {
      if (c == '}') break;
      if (space(c)) {
        if (from != std::string_view::npos && to == 0) to = i;
        continue;
      }
      if (c == ',') {
        if (from == std::string_view::npos) fail(i, "an element's sharding");
        close(i);
        continue;
      }
      if (from == std::string_view::npos) {
        if (parts.empty() && c != '{') return std::nullopt;  // one sharding, not a list of them
        from = i;
      } else if (to != 0) {
        fail(i, "',' between a tuple sharding's elements");
      }
    }
    if (c == '"') {
      for (++i; i < text.size() && text[i] != '"'; ++i)
        if (text[i] == '\\') ++i;
    } else if (c == '{' || c == '(' || c == '[') {
      ++depth;
    } else if (c == '}' || c == ')' || c == ']') {
      if (depth == 0) fail(i, "a bracket opened before this closing one");  // (depth 0's '}' ended the loop)
      --depth;
    }
  }
  if (i >= text.size()) fail(i, "a closed bracket group");
  if (from != std::string_view::npos) close(i);
  if (parts.empty()) return std::nullopt;  // `{}`
  return parts;
}

// Array shape `s` made the tile one device holds under `h`.
inline void hlo_tile_dims(hlo_shape& s, const hlo_sharding& h) {
  const shape tile = h.tile_shape(shape(s.dims));
  s.dims.assign(tile.begin(), tile.end());
}

}  // namespace detail

/// The shard of global shape `s` that one device holds under `sharding` (an instruction's
/// `sharding=` text, one entry per leaf for a tuple): each tiled dimension ceil(dim / tiles), as
/// XLA pads uneven shards; replicated, manual and maximal shardings hold the whole array. What a
/// pre-partitioning dump's sizes become per device.
/// @throws parse_error for a sharding that does not parse; invalid_error when its rank or tuple
///         size does not fit the shape.
/// Example: f64[3056,12272] under `{devices=[2,2]<=[2,2]T(1,0)}` is f64[1528,6136] per device.
[[nodiscard]] inline hlo_shape hlo_device_shape(const hlo_shape& s, std::string_view sharding) {
  // A tuple sharding `{{...}, {...}}`: one element per leaf, in order.
  if (s.is_tuple()) {
    std::vector<std::string_view> parts = detail::hlo_tuple_sharding_parts(sharding).value_or(
        std::vector<std::string_view>{});
    if (parts.empty()) parts.assign(s.elements.size(), sharding);  // one sharding (`{replicated}`) for every element
    if (parts.size() != s.elements.size())
      detail::raise<invalid_error>("sharding '{}' has {} elements but the tuple has {}; give one per element", sharding,
                                   parts.size(), s.elements.size());
    hlo_shape out = s;
    for (std::size_t i = 0; i < parts.size(); ++i) out.elements[i] = hlo_device_shape(s.elements[i], parts[i]);
    return out;
  }
  if (!s.is_array()) return s;
  hlo_shape out = s;
  detail::hlo_tile_dims(out, hlo_sharding::parse(sharding));
  return out;
}

/// A module with every sharded instruction's shape replaced by its per-device shape
/// (hlo_device_shape), for a module before SPMD partitioning, whose shapes are global: the sizes
/// the partitioner would give each device where the text says the sharding, and the whole array
/// where it does not (the propagation that would shard it has not run: an upper bound).
struct hlo_device_module {
  hlo_module module;
  std::size_t sharded = 0;    ///< instructions sized from their sharding
  std::size_t unsharded = 0;  ///< instructions without one, kept whole
};

/// True when `m` is a module before SPMD partitioning: not scheduled, and some instruction has a
/// sharding that splits it (`devices=`). Such a module's shapes are global. After partitioning
/// (`is_scheduled=true`, as JAX's compiled.as_text()), shardings still printed on parameters
/// describe the global array and the shapes are already per device (../HLO.md sect. 1).
[[nodiscard]] inline bool hlo_before_partitioning(const hlo_module& m) {
  if (m.is_scheduled) return false;
  for (const hlo_computation& c : m.computations)
    for (const hlo_instruction& i : c.instructions)
      if (i.sharding && i.sharding->find("devices=") != std::string::npos) return true;
  return false;
}

/// `m` with per-device shapes (hlo_device_module); call it for a module hlo_before_partitioning.
/// @throws as hlo_device_shape, naming the instruction.
/// Example: seed 004's `f64[3056,12272] parameter(0), sharding={devices=[2,2]<=[2,2]T(1,0)}` becomes
///          f64[1528,6136], 75,006,464 bytes per device.
[[nodiscard]] inline hlo_device_module hlo_per_device(const hlo_module& m) {
  hlo_device_module out{m, 0, 0};
  // Each sharding text parsed once: a module writes a few of them on many instructions.
  std::unordered_map<std::string_view, hlo_sharding, detail::hlo_name_hasher> parsed;
  for (hlo_computation& c : out.module.computations)
    for (hlo_instruction& i : c.instructions) {
      if (!i.sharding) {
        ++out.unsharded;
        continue;
      }
      try {
        if (i.shape.is_array()) {
          auto h = parsed.find(*i.sharding);
          if (h == parsed.end()) h = parsed.emplace(*i.sharding, hlo_sharding::parse(*i.sharding)).first;
          detail::hlo_tile_dims(i.shape, h->second);
        } else {
          i.shape = hlo_device_shape(i.shape, *i.sharding);
        }
      } catch (const error& e) {
        detail::raise<invalid_error>("instruction '{}' of computation '{}': {}", i.name, c.name, e.what());
      }
      ++out.sharded;
    }
  return out;
}

}  // namespace shardmem
