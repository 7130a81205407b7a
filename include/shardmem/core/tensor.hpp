// shardmem::tensor: a named array description (name, shape, dtype), printed `bf16[4096,12288]`.
#pragma once

#include <string>

#include <fmt/format.h>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/dtype.hpp>
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
