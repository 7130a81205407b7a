// An HLO instruction's opcode as an enum: XLA's opcodes (xla/hlo/ir/hlo_opcode.h) and the few ops
// the StableHLO reader keeps under their own names, a table of their spellings, the enum of a
// text and back, and hlo_opcode, the enum and the text together, as hlo_instruction holds them.
// The analyses compare and switch on the enum; the text is what was written (an opcode the table
// lacks is hlo_op::unknown and keeps it), for printing, report keys and errors.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string_view>

#include <shardmem/core/error.hpp>

namespace shardmem {

/// An instruction's opcode: XLA's (xla/hlo/ir/hlo_opcode.h, in its order, each named as HLO text
/// spells it with '-' as '_', and a '_' after a C++ keyword), then the MLIR ops the StableHLO reader
/// keeps under their own names that the analyses ask about ('.' as '_' too), then `unknown` for
/// any other text.
enum class hlo_op : std::uint8_t {
  abs,
  acos,
  acosh,
  add,
  add_dependency,
  after_all,
  all_gather,
  all_gather_done,
  all_gather_start,
  all_reduce,
  all_reduce_done,
  all_reduce_start,
  all_to_all,
  and_,
  asin,
  asinh,
  async_done,
  async_start,
  async_update,
  atan,
  atan2,
  atanh,
  batch_norm_grad,
  batch_norm_inference,
  batch_norm_training,
  bitcast,
  bitcast_convert,
  broadcast,
  call,
  cbrt,
  ceil,
  cholesky,
  clamp,
  count_leading_zeros,
  collective_broadcast,
  collective_permute,
  collective_permute_done,
  collective_permute_start,
  collective_reduce,
  compare,
  complex,
  concatenate,
  conditional,
  constant,
  convert,
  convolution,
  copy,
  copy_done,
  copy_start,
  cosine,
  cosh,
  custom_call,
  divide,
  domain,
  dot,
  dynamic_reshape,
  dynamic_slice,
  dynamic_update_slice,
  erf,
  exponential,
  exponential_minus_one,
  fft,
  floor,
  fusion,
  gather,
  get_dimension_size,
  get_tuple_element,
  imag,
  infeed,
  iota,
  is_finite,
  log,
  log_plus_one,
  logistic,
  map,
  maximum,
  minimum,
  mulhi,
  multiply,
  negate,
  not_,
  opt_barrier,
  or_,
  outfeed,
  pad,
  parameter,
  partition_id,
  popcnt,
  power,
  ragged_all_to_all,
  ragged_dot,
  real,
  recv,
  recv_done,
  reduce,
  reduce_precision,
  reduce_scatter,
  reduce_window,
  remainder,
  replica_id,
  reshape,
  reverse,
  rng,
  rng_bit_generator,
  rng_get_and_update_state,
  round_nearest_afz,
  round_nearest_even,
  rsqrt,
  scaled_dot,
  scan,
  scatter,
  select,
  select_and_scatter,
  send,
  send_done,
  set_dimension_size,
  shift_left,
  shift_right_arithmetic,
  shift_right_logical,
  shuffle,
  sign,
  sine,
  sinh,
  slice,
  sort,
  sqrt,
  stochastic_convert,
  subtract,
  tan,
  tanh,
  topk,
  transpose,
  triangular_solve,
  tuple,
  while_,
  xor_,
  // the StableHLO reader's own names
  optimization_barrier,
  stablehlo_while,
  stablehlo_case,
  sdy_manual_computation,
  chlo_top_k,
  chlo_square,
  chlo_erf,
  chlo_erf_inv,
  chlo_is_inf,
  chlo_tan,
  chlo_conj,
  unknown
};

namespace detail {

struct hlo_op_info {
  hlo_op op;
  std::string_view spelling;  // as the text writes it
};

inline constexpr std::array<hlo_op_info, 147> hlo_op_table{{
    {hlo_op::abs, "abs"},
    {hlo_op::acos, "acos"},
    {hlo_op::acosh, "acosh"},
    {hlo_op::add, "add"},
    {hlo_op::add_dependency, "add-dependency"},
    {hlo_op::after_all, "after-all"},
    {hlo_op::all_gather, "all-gather"},
    {hlo_op::all_gather_done, "all-gather-done"},
    {hlo_op::all_gather_start, "all-gather-start"},
    {hlo_op::all_reduce, "all-reduce"},
    {hlo_op::all_reduce_done, "all-reduce-done"},
    {hlo_op::all_reduce_start, "all-reduce-start"},
    {hlo_op::all_to_all, "all-to-all"},
    {hlo_op::and_, "and"},
    {hlo_op::asin, "asin"},
    {hlo_op::asinh, "asinh"},
    {hlo_op::async_done, "async-done"},
    {hlo_op::async_start, "async-start"},
    {hlo_op::async_update, "async-update"},
    {hlo_op::atan, "atan"},
    {hlo_op::atan2, "atan2"},
    {hlo_op::atanh, "atanh"},
    {hlo_op::batch_norm_grad, "batch-norm-grad"},
    {hlo_op::batch_norm_inference, "batch-norm-inference"},
    {hlo_op::batch_norm_training, "batch-norm-training"},
    {hlo_op::bitcast, "bitcast"},
    {hlo_op::bitcast_convert, "bitcast-convert"},
    {hlo_op::broadcast, "broadcast"},
    {hlo_op::call, "call"},
    {hlo_op::cbrt, "cbrt"},
    {hlo_op::ceil, "ceil"},
    {hlo_op::cholesky, "cholesky"},
    {hlo_op::clamp, "clamp"},
    {hlo_op::count_leading_zeros, "count-leading-zeros"},
    {hlo_op::collective_broadcast, "collective-broadcast"},
    {hlo_op::collective_permute, "collective-permute"},
    {hlo_op::collective_permute_done, "collective-permute-done"},
    {hlo_op::collective_permute_start, "collective-permute-start"},
    {hlo_op::collective_reduce, "collective-reduce"},
    {hlo_op::compare, "compare"},
    {hlo_op::complex, "complex"},
    {hlo_op::concatenate, "concatenate"},
    {hlo_op::conditional, "conditional"},
    {hlo_op::constant, "constant"},
    {hlo_op::convert, "convert"},
    {hlo_op::convolution, "convolution"},
    {hlo_op::copy, "copy"},
    {hlo_op::copy_done, "copy-done"},
    {hlo_op::copy_start, "copy-start"},
    {hlo_op::cosine, "cosine"},
    {hlo_op::cosh, "cosh"},
    {hlo_op::custom_call, "custom-call"},
    {hlo_op::divide, "divide"},
    {hlo_op::domain, "domain"},
    {hlo_op::dot, "dot"},
    {hlo_op::dynamic_reshape, "dynamic-reshape"},
    {hlo_op::dynamic_slice, "dynamic-slice"},
    {hlo_op::dynamic_update_slice, "dynamic-update-slice"},
    {hlo_op::erf, "erf"},
    {hlo_op::exponential, "exponential"},
    {hlo_op::exponential_minus_one, "exponential-minus-one"},
    {hlo_op::fft, "fft"},
    {hlo_op::floor, "floor"},
    {hlo_op::fusion, "fusion"},
    {hlo_op::gather, "gather"},
    {hlo_op::get_dimension_size, "get-dimension-size"},
    {hlo_op::get_tuple_element, "get-tuple-element"},
    {hlo_op::imag, "imag"},
    {hlo_op::infeed, "infeed"},
    {hlo_op::iota, "iota"},
    {hlo_op::is_finite, "is-finite"},
    {hlo_op::log, "log"},
    {hlo_op::log_plus_one, "log-plus-one"},
    {hlo_op::logistic, "logistic"},
    {hlo_op::map, "map"},
    {hlo_op::maximum, "maximum"},
    {hlo_op::minimum, "minimum"},
    {hlo_op::mulhi, "mulhi"},
    {hlo_op::multiply, "multiply"},
    {hlo_op::negate, "negate"},
    {hlo_op::not_, "not"},
    {hlo_op::opt_barrier, "opt-barrier"},
    {hlo_op::or_, "or"},
    {hlo_op::outfeed, "outfeed"},
    {hlo_op::pad, "pad"},
    {hlo_op::parameter, "parameter"},
    {hlo_op::partition_id, "partition-id"},
    {hlo_op::popcnt, "popcnt"},
    {hlo_op::power, "power"},
    {hlo_op::ragged_all_to_all, "ragged-all-to-all"},
    {hlo_op::ragged_dot, "ragged-dot"},
    {hlo_op::real, "real"},
    {hlo_op::recv, "recv"},
    {hlo_op::recv_done, "recv-done"},
    {hlo_op::reduce, "reduce"},
    {hlo_op::reduce_precision, "reduce-precision"},
    {hlo_op::reduce_scatter, "reduce-scatter"},
    {hlo_op::reduce_window, "reduce-window"},
    {hlo_op::remainder, "remainder"},
    {hlo_op::replica_id, "replica-id"},
    {hlo_op::reshape, "reshape"},
    {hlo_op::reverse, "reverse"},
    {hlo_op::rng, "rng"},
    {hlo_op::rng_bit_generator, "rng-bit-generator"},
    {hlo_op::rng_get_and_update_state, "rng-get-and-update-state"},
    {hlo_op::round_nearest_afz, "round-nearest-afz"},
    {hlo_op::round_nearest_even, "round-nearest-even"},
    {hlo_op::rsqrt, "rsqrt"},
    {hlo_op::scaled_dot, "scaled-dot"},
    {hlo_op::scan, "scan"},
    {hlo_op::scatter, "scatter"},
    {hlo_op::select, "select"},
    {hlo_op::select_and_scatter, "select-and-scatter"},
    {hlo_op::send, "send"},
    {hlo_op::send_done, "send-done"},
    {hlo_op::set_dimension_size, "set-dimension-size"},
    {hlo_op::shift_left, "shift-left"},
    {hlo_op::shift_right_arithmetic, "shift-right-arithmetic"},
    {hlo_op::shift_right_logical, "shift-right-logical"},
    {hlo_op::shuffle, "shuffle"},
    {hlo_op::sign, "sign"},
    {hlo_op::sine, "sine"},
    {hlo_op::sinh, "sinh"},
    {hlo_op::slice, "slice"},
    {hlo_op::sort, "sort"},
    {hlo_op::sqrt, "sqrt"},
    {hlo_op::stochastic_convert, "stochastic-convert"},
    {hlo_op::subtract, "subtract"},
    {hlo_op::tan, "tan"},
    {hlo_op::tanh, "tanh"},
    {hlo_op::topk, "topk"},
    {hlo_op::transpose, "transpose"},
    {hlo_op::triangular_solve, "triangular-solve"},
    {hlo_op::tuple, "tuple"},
    {hlo_op::while_, "while"},
    {hlo_op::xor_, "xor"},
    {hlo_op::optimization_barrier, "optimization-barrier"},
    {hlo_op::stablehlo_while, "stablehlo.while"},
    {hlo_op::stablehlo_case, "stablehlo.case"},
    {hlo_op::sdy_manual_computation, "sdy.manual_computation"},
    {hlo_op::chlo_top_k, "chlo.top_k"},
    {hlo_op::chlo_square, "chlo.square"},
    {hlo_op::chlo_erf, "chlo.erf"},
    {hlo_op::chlo_erf_inv, "chlo.erf_inv"},
    {hlo_op::chlo_is_inf, "chlo.is_inf"},
    {hlo_op::chlo_tan, "chlo.tan"},
    {hlo_op::chlo_conj, "chlo.conj"},
}};

constexpr bool hlo_op_table_in_enum_order() {
  for (std::size_t i = 0; i < hlo_op_table.size(); ++i)
    if (static_cast<std::size_t>(hlo_op_table[i].op) != i) return false;
  return static_cast<std::size_t>(hlo_op::unknown) == hlo_op_table.size();
}
static_assert(hlo_op_table_in_enum_order(), "hlo_op_table must list every hlo_op but unknown, in enum order");

constexpr std::uint32_t hlo_op_hash(std::string_view s) noexcept {
  std::uint32_t h = 2166136261U;  // FNV-1a
  for (const char c : s) h = (h ^ static_cast<unsigned char>(c)) * 16777619U;
  return h;
}

// The table's places by the hash of their spellings, open-addressed (255: none): a reader finds
// each instruction's opcode with one hash and one comparison, mostly.
inline constexpr std::size_t hlo_op_slots = 512;
inline constexpr auto hlo_op_index = [] {
  std::array<std::uint8_t, hlo_op_slots> at{};
  for (auto& a : at) a = 255;
  for (std::size_t i = 0; i < hlo_op_table.size(); ++i) {
    std::size_t s = hlo_op_hash(hlo_op_table[i].spelling) % hlo_op_slots;
    while (at[s] != 255) s = (s + 1) % hlo_op_slots;
    at[s] = static_cast<std::uint8_t>(i);
  }
  return at;
}();

}  // namespace detail

/// The opcode spelt `text` (`get-tuple-element`, `stablehlo.while`), or hlo_op::unknown.
[[nodiscard]] constexpr hlo_op hlo_op_of(std::string_view text) noexcept {
  for (std::size_t s = detail::hlo_op_hash(text) % detail::hlo_op_slots;; s = (s + 1) % detail::hlo_op_slots) {
    const std::uint8_t i = detail::hlo_op_index[s];
    if (i == 255) return hlo_op::unknown;
    if (detail::hlo_op_table[i].spelling == text) return detail::hlo_op_table[i].op;
  }
}

/// How HLO text spells `op`; empty for hlo_op::unknown.
[[nodiscard]] constexpr std::string_view hlo_op_spelling(hlo_op op) noexcept {
  const auto i = static_cast<std::size_t>(op);
  return i < detail::hlo_op_table.size() ? detail::hlo_op_table[i].spelling : std::string_view{};
}

/// An instruction's opcode: the enum and the text, which cannot differ: set from the text (the
/// enum looked up; an opcode the table lacks is hlo_op::unknown and keeps what was written, for
/// printing and errors) or from the enum (the text its spelling). Sixteen bytes, as the view it
/// replaced: an instruction holds one, and a module millions of instructions.
class hlo_opcode {
 public:
  constexpr hlo_opcode() noexcept = default;
  // NOLINTNEXTLINE(google-explicit-constructor): `in.opcode = hlo_op::copy` sets both
  constexpr hlo_opcode(hlo_op op) noexcept
      : data_(hlo_op_spelling(op).data()), size_(static_cast<std::uint32_t>(hlo_op_spelling(op).size())), op_(op) {}
  /// `text` as written, its enum looked up; overflow_error past 4 GiB of text.
  constexpr explicit hlo_opcode(std::string_view text)
      : data_(text.data()), size_(size_of(text)), op_(hlo_op_of(text)) {}

  [[nodiscard]] constexpr hlo_op op() const noexcept { return op_; }
  [[nodiscard]] constexpr std::string_view text() const noexcept { return {data_, size_}; }
  // NOLINTNEXTLINE(google-explicit-constructor): read as text where text is read (keys, reports)
  constexpr operator std::string_view() const noexcept { return text(); }

  friend constexpr bool operator==(const hlo_opcode& a, hlo_op b) noexcept { return a.op_ == b; }
  friend constexpr bool operator==(const hlo_opcode& a, const hlo_opcode& b) noexcept { return a.text() == b.text(); }
  /// The text compared, for tests and for an opcode the table lacks.
  friend constexpr bool operator==(const hlo_opcode& a, std::string_view b) noexcept { return a.text() == b; }

 private:
  static constexpr std::uint32_t size_of(std::string_view text) {
    if (text.size() > std::numeric_limits<std::uint32_t>::max())
      detail::raise<overflow_error>("an opcode of {} bytes is past the {} an instruction keeps; an opcode is a word "
                                    "such as `add`",
                                    text.size(), std::numeric_limits<std::uint32_t>::max());
    return static_cast<std::uint32_t>(text.size());
  }

  const char* data_ = nullptr;
  std::uint32_t size_ = 0;
  hlo_op op_ = hlo_op::unknown;
};

namespace detail {

// What an opcode's spelling says of it (`-start`, `async-`): for the table's opcodes looked up by
// the enum, worked out from their spellings when compiled; for one it lacks, read from its text.
template <bool (*spelt)(std::string_view) noexcept>
inline constexpr auto hlo_ops_spelt = [] {
  std::array<bool, hlo_op_table.size()> by{};
  for (std::size_t i = 0; i < hlo_op_table.size(); ++i) by[i] = spelt(hlo_op_table[i].spelling);
  return by;
}();
template <bool (*spelt)(std::string_view) noexcept>
[[nodiscard]] constexpr bool hlo_spelt(const hlo_opcode& o) noexcept {
  return o.op() == hlo_op::unknown ? spelt(o.text()) : hlo_ops_spelt<spelt>[static_cast<std::size_t>(o.op())];
}
constexpr bool hlo_spelt_start(std::string_view s) noexcept { return s.ends_with("-start"); }
constexpr bool hlo_spelt_done(std::string_view s) noexcept { return s.ends_with("-done"); }
constexpr bool hlo_spelt_async(std::string_view s) noexcept { return s.starts_with("async-"); }
constexpr bool hlo_spelt_mlir(std::string_view s) noexcept {
  return s.starts_with("sdy.") || s.starts_with("stablehlo.");
}

}  // namespace detail

/// Whether an opcode is written `<op>-start`: XLA's starts, and the printed form of an async-start
/// wrapping one instruction (`all-to-all-start`), which the table lacks.
[[nodiscard]] constexpr bool hlo_start_spelling(const hlo_opcode& o) noexcept {
  return detail::hlo_spelt<detail::hlo_spelt_start>(o);
}
/// Whether an opcode is written `<op>-done`: XLA's dones, and an async-done's printed form.
[[nodiscard]] constexpr bool hlo_done_spelling(const hlo_opcode& o) noexcept {
  return detail::hlo_spelt<detail::hlo_spelt_done>(o);
}
/// Whether an opcode is written `async-...` (async-start, async-update, async-done).
[[nodiscard]] constexpr bool hlo_async_spelling(const hlo_opcode& o) noexcept {
  return detail::hlo_spelt<detail::hlo_spelt_async>(o);
}
/// Whether an opcode is an op of the `sdy.` or `stablehlo.` dialect, which the StableHLO reader
/// keeps under its own name (stablehlo.while, sdy.manual_computation).
[[nodiscard]] constexpr bool hlo_mlir_spelling(const hlo_opcode& o) noexcept {
  return detail::hlo_spelt<detail::hlo_spelt_mlir>(o);
}

}  // namespace shardmem

/// Prints an opcode as its text was written: `get-tuple-element`, `stablehlo.while`.
template <>
struct fmt::formatter<shardmem::hlo_opcode> : fmt::formatter<fmt::string_view> {
  template <class FormatContext>
  auto format(const shardmem::hlo_opcode& o, FormatContext& ctx) const -> decltype(ctx.out()) {
    return fmt::formatter<fmt::string_view>::format(fmt::string_view(o.text().data(), o.text().size()), ctx);
  }
};
