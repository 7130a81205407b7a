// shardmem::tensor: a named array description (name, shape, dtype), printed `bf16[4096,12288]`.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/dtype.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/core/shape.hpp>

namespace shardmem {

/// A named array: `tensor{"w_qkv", {4096, 12288}, dtype::bf16}`. The name appears in errors.
struct tensor {
  std::string name;
  shardmem::shape shape;
  shardmem::dtype dtype = shardmem::dtype::f32;

  /// Bytes of the whole (unsharded) array, sub-byte types packed and rounded up.
  /// Example: `tensor{"w", {4096, 4096}, dtype::bf16}.nbytes() == 32_MiB`.
  [[nodiscard]] bytes nbytes() const { return storage_bytes(dtype, shape.elements()); }
};

/// An array type as XLA's HLO text writes it: element type, shape and an optional layout,
/// `bf16[4096,128]{1,0}`. The layout (minor-to-major dimension order) must be a permutation of
/// the dimensions; it does not change an array's bytes on GPU or CPU, which is all shardmem
/// reads of it.
struct array_type {
  shardmem::dtype dtype = shardmem::dtype::f32;
  shardmem::shape shape;
  std::vector<std::int64_t> layout;  ///< empty when the text has none
};

/// Parses `bf16[4096,128]`, `bf16[4096,128]{1,0}` or `f32[]`.
/// @throws parse_error naming the text: no element type before '[', an unknown element type, a
///         bad shape, or a layout that is not a permutation of 0..rank-1.
[[nodiscard]] inline array_type parse_array_type(std::string_view text) {
  const std::size_t open = text.find('[');
  const std::size_t close = text.find(']');
  if (open == std::string_view::npos || open == 0 || close == std::string_view::npos || close < open)
    detail::raise<parse_error>("cannot parse array type '{}': expected an element type and a shape, as in "
                               "bf16[4096,128] or bf16[4096,128]{{1,0}}",
                               text);
  array_type out{parse_dtype(text.substr(0, open)), parse_shape(text.substr(open, close - open + 1)), {}};
  std::string_view rest = text.substr(close + 1);
  if (rest.empty()) return out;
  if (rest.front() != '{' || rest.back() != '}')
    detail::raise<parse_error>("cannot parse array type '{}': after the shape only a layout may follow, as in {{1,0}}",
                               text);
  rest = rest.substr(1, rest.size() - 2);
  // XLA's layout may carry tiling and memory space after a colon ({1,0:T(8,128)S(5)}): not read here.
  if (rest.find(':') != std::string_view::npos)
    detail::raise<parse_error>("cannot parse array type '{}': layout tiles and memory spaces (after ':') are not "
                               "read; give the dimension order alone, as in {{1,0}}",
                               text);
  const shape order = rest.empty() ? shape{} : parse_shape(rest);
  std::vector<char> seen(out.shape.rank(), 0);
  bool ok = order.rank() == out.shape.rank();
  for (std::size_t i = 0; ok && i < order.rank(); ++i) {
    ok = order[i] < static_cast<std::int64_t>(out.shape.rank()) && !seen[static_cast<std::size_t>(order[i])];
    if (ok) seen[static_cast<std::size_t>(order[i])] = 1, out.layout.push_back(order[i]);
  }
  if (!ok)
    detail::raise<parse_error>("cannot parse array type '{}': layout {{{}}} is not a permutation of the {} dimensions "
                               "0..{}",
                               text, rest, out.shape.rank(), static_cast<std::int64_t>(out.shape.rank()) - 1);
  return out;
}

}  // namespace shardmem

/// Prints a tensor's type as `bf16[4096,12288]`; `{:n}` prefixes the name: `'w_qkv' bf16[4096,12288]`.
template <>
struct fmt::formatter<shardmem::tensor> {
  bool with_name = false;
  constexpr auto parse(fmt::format_parse_context& ctx) -> decltype(ctx.begin()) {
    auto it = ctx.begin();
    if (it != ctx.end() && *it == 'n') {
      with_name = true;
      ++it;
    }
    if (it != ctx.end() && *it != '}') throw fmt::format_error("tensor format: use {} or {:n}");
    return it;
  }
  template <class FormatContext>
  auto format(const shardmem::tensor& t, FormatContext& ctx) const -> decltype(ctx.out()) {
    if (with_name) return fmt::format_to(ctx.out(), "'{}' {}{}", t.name, t.dtype, t.shape);
    return fmt::format_to(ctx.out(), "{}{}", t.dtype, t.shape);
  }
};
