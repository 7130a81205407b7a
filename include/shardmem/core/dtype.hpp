// Element types with their exact bit widths, XLA's short names (`bf16`, `s32`, `f8e4m3fn`) and
// the aliases JAX, NumPy and PyTorch users type (`bfloat16`, `int32`, `float8_e4m3fn`).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/error.hpp>

namespace shardmem {

/// An element type. Printed with XLA's HLO names, as in `bf16[4096,12288]`.
enum class dtype : std::uint8_t {
  pred,  ///< boolean, one byte per element (XLA PRED, jnp.bool_)
  s1,
  s2,
  s4,
  s8,
  s16,
  s32,
  s64,
  u1,
  u2,
  u4,
  u8,
  u16,
  u32,
  u64,
  f4e2m1fn,  ///< 4-bit float (OCP MX FP4)
  f8e4m3fn,  ///< 8-bit float, 4 exponent bits, finite only (OCP FP8 E4M3)
  f8e5m2,    ///< 8-bit float, 5 exponent bits (OCP FP8 E5M2)
  f8e4m3fnuz,
  f8e5m2fnuz,
  f8e4m3b11fnuz,
  f8e4m3,  ///< 8-bit float, 4 exponent bits, IEEE-style (with infinities)
  f8e3m4,
  f8e8m0fnu,  ///< 8-bit exponent-only scale (OCP MX E8M0)
  bf16,
  f16,
  f32,
  f64,
  c64,
  c128,
};

namespace detail {

struct dtype_info {
  dtype type;
  std::string_view name;  // XLA's HLO name, the one shardmem prints
  int bits;
  std::string_view aliases[3];  // JAX/NumPy/PyTorch spellings accepted by parse
};

inline constexpr std::array<dtype_info, 30> dtype_table{{
    {dtype::pred, "pred", 8, {"bool", "bool_", ""}},
    {dtype::s1, "s1", 1, {"", "", ""}},
    {dtype::s2, "s2", 2, {"int2", "", ""}},
    {dtype::s4, "s4", 4, {"int4", "i4", ""}},
    {dtype::s8, "s8", 8, {"int8", "i8", ""}},
    {dtype::s16, "s16", 16, {"int16", "i16", "short"}},
    {dtype::s32, "s32", 32, {"int32", "i32", "int"}},
    {dtype::s64, "s64", 64, {"int64", "i64", "long"}},
    {dtype::u1, "u1", 1, {"", "", ""}},
    {dtype::u2, "u2", 2, {"uint2", "", ""}},
    {dtype::u4, "u4", 4, {"uint4", "", ""}},
    {dtype::u8, "u8", 8, {"uint8", "", ""}},
    {dtype::u16, "u16", 16, {"uint16", "", ""}},
    {dtype::u32, "u32", 32, {"uint32", "", ""}},
    {dtype::u64, "u64", 64, {"uint64", "", ""}},
    {dtype::f4e2m1fn, "f4e2m1fn", 4, {"float4_e2m1fn", "fp4", ""}},
    {dtype::f8e4m3fn, "f8e4m3fn", 8, {"float8_e4m3fn", "fp8_e4m3", "e4m3"}},
    {dtype::f8e5m2, "f8e5m2", 8, {"float8_e5m2", "fp8_e5m2", "e5m2"}},
    {dtype::f8e4m3fnuz, "f8e4m3fnuz", 8, {"float8_e4m3fnuz", "", ""}},
    {dtype::f8e5m2fnuz, "f8e5m2fnuz", 8, {"float8_e5m2fnuz", "", ""}},
    {dtype::f8e4m3b11fnuz, "f8e4m3b11fnuz", 8, {"float8_e4m3b11fnuz", "", ""}},
    {dtype::f8e4m3, "f8e4m3", 8, {"float8_e4m3", "", ""}},
    {dtype::f8e3m4, "f8e3m4", 8, {"float8_e3m4", "", ""}},
    {dtype::f8e8m0fnu, "f8e8m0fnu", 8, {"float8_e8m0fnu", "", ""}},
    {dtype::bf16, "bf16", 16, {"bfloat16", "", ""}},
    {dtype::f16, "f16", 16, {"float16", "half", "fp16"}},
    {dtype::f32, "f32", 32, {"float32", "float", "fp32"}},
    {dtype::f64, "f64", 64, {"float64", "double", "fp64"}},
    {dtype::c64, "c64", 64, {"complex64", "", ""}},
    {dtype::c128, "c128", 128, {"complex128", "", ""}},
}};
constexpr bool table_in_enum_order() {
  for (std::size_t i = 0; i < dtype_table.size(); ++i)
    if (static_cast<std::size_t>(dtype_table[i].type) != i) return false;
  return dtype_table.back().type == dtype::c128;
}
static_assert(table_in_enum_order(), "dtype_table must list every dtype, in enum order");

constexpr const dtype_info& info(dtype t) noexcept { return dtype_table[static_cast<std::size_t>(t)]; }

}  // namespace detail

/// Bits per element: 4 for s4 and f4e2m1fn, 8 for pred (stored as one byte), 16 for bf16.
[[nodiscard]] constexpr int bits(dtype t) noexcept { return detail::info(t).bits; }

/// True for types narrower than a byte (s1, s2, s4, u1, u2, u4, f4e2m1fn), packed in memory.
[[nodiscard]] constexpr bool is_sub_byte(dtype t) noexcept { return bits(t) < 8; }

/// XLA's name of the type: `bf16`, `s32`, `pred`, `f8e4m3fn`.
[[nodiscard]] constexpr std::string_view name(dtype t) noexcept { return detail::info(t).name; }

/// The bytes `elements` values of type `t` occupy, packed, rounded up to a whole byte
/// (sub-byte types pack 2 or 4 per byte; a shard of 3 s4 values takes 2 bytes).
/// @throws overflow_error when the size exceeds int64.
[[nodiscard]] inline bytes storage_bytes(dtype t, std::int64_t elements) {
  const int b = bits(t);
  if (b % 8 == 0) return bytes{checked_mul(elements, b / 8, "a buffer's bytes")};
  // elements * b / 8 rounded up, without overflowing on elements * b.
  const std::int64_t per_byte = 8 / b;
  return bytes{ceil_div(elements, per_byte)};
}

/// The dtype whose XLA name is exactly `text` (`bf16`, `s32`, `pred`; no alias), or none: how
/// XLA's HLO text and shardmem's own output name element types.
[[nodiscard]] constexpr std::optional<dtype> dtype_named(std::string_view text) noexcept {
  for (const auto& i : detail::dtype_table)
    if (i.name == text) return i.type;
  return std::nullopt;
}

/// Parses a dtype from XLA's name or a common alias (`bf16`, `bfloat16`, `float32`, `int4`, `bool`),
/// in any case (`BF16`, `Float32`).
/// @throws parse_error listing the accepted names, with the one likely meant.
[[nodiscard]] inline dtype parse_dtype(std::string_view text) {
  auto matches = [&](const detail::dtype_info& i) {
    if (same_name(i.name, text)) return true;
    for (auto a : i.aliases)
      if (!a.empty() && same_name(a, text)) return true;
    return false;
  };
  for (const auto& i : detail::dtype_table)
    if (matches(i)) return i.type;
  std::string known;
  // An alias is suggested as the type it names: `float33` finds f32 by float32.
  std::vector<std::pair<std::string_view, std::string_view>> names;
  for (const auto& i : detail::dtype_table) {
    known += fmt::format("{}{}", known.empty() ? "" : ", ", i.name);
    names.emplace_back(i.name, i.name);
    for (auto a : i.aliases)
      if (!a.empty()) names.emplace_back(a, i.name);
  }
  detail::raise<parse_error>(
      "unknown dtype '{}'{}; expected one of {} (or aliases such as bfloat16, float32, int8, bool)", text,
      did_you_mean(text, names), known);
}

}  // namespace shardmem

/// Prints a dtype with XLA's name: `bf16`.
template <>
struct fmt::formatter<shardmem::dtype> : fmt::formatter<fmt::string_view> {
  template <class FormatContext>
  auto format(shardmem::dtype t, FormatContext& ctx) const -> decltype(ctx.out()) {
    return fmt::formatter<fmt::string_view>::format(shardmem::name(t), ctx);
  }
};
