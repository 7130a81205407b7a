// shardmem::shape: validated array extents with an overflow-checked element count,
// printed as `[4096,12288]`.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <initializer_list>
#include <span>
#include <string_view>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <shardmem/core/error.hpp>
#include <shardmem/core/parse.hpp>

namespace shardmem {

/// The extents of an array, outermost first. Extents are >= 0 (zero-size arrays are legal, as in
/// JAX) and their product fits in int64, so `elements()` never overflows.
/// Example: `shape{4096, 12288}.elements() == 50331648`; `shape{}` is a scalar (rank 0).
class shape {
 public:
  shape() = default;
  /// @throws invalid_error on a negative extent, overflow_error when the product exceeds int64.
  shape(std::initializer_list<std::int64_t> extents) { assign(extents.begin(), extents.size()); }
  explicit shape(const std::vector<std::int64_t>& extents) { assign(extents.data(), extents.size()); }
  explicit shape(std::span<const std::int64_t> extents) { assign(extents.data(), extents.size()); }
  shape(const shape&) = default;
  shape& operator=(const shape&) = default;
  // A move leaves a scalar behind (the default one would leave a rank without its extents), and
  // throws nothing, so that vectors of tensors move their elements when they grow.
  shape(shape&& o) noexcept : small_(o.small_), heap_(std::move(o.heap_)), rank_(o.rank_), elements_(o.elements_) {
    o.rank_ = 0, o.elements_ = 1;
  }
  shape& operator=(shape&& o) noexcept {
    if (this != &o) {
      small_ = o.small_, heap_ = std::move(o.heap_), rank_ = o.rank_, elements_ = o.elements_;
      o.rank_ = 0, o.elements_ = 1;
    }
    return *this;
  }
  ~shape() = default;

  /// Number of dimensions.
  [[nodiscard]] std::size_t rank() const noexcept { return rank_; }
  /// Extent of dimension `dim`. @throws out_of_range_error when dim >= rank().
  [[nodiscard]] std::int64_t operator[](std::size_t dim) const {
    if (dim >= rank_)
      detail::raise<out_of_range_error>("dimension {} is out of range for shape [{}] of rank {}", dim,
                                        fmt::join(extents(), ","), rank_);
    return data()[dim];
  }
  /// Product of the extents (1 for a scalar).
  [[nodiscard]] std::int64_t elements() const noexcept { return elements_; }
  [[nodiscard]] std::span<const std::int64_t> extents() const noexcept { return {data(), rank_}; }
  [[nodiscard]] const std::int64_t* begin() const noexcept { return data(); }
  [[nodiscard]] const std::int64_t* end() const noexcept { return data() + rank_; }

  friend bool operator==(const shape& a, const shape& b) noexcept {
    return a.rank_ == b.rank_ && std::equal(a.begin(), a.end(), b.begin());
  }

 private:
  // Shapes of up to `inline_rank` dimensions (all but exotic ones) live inline: copying a tensor
  // description allocates nothing. Higher ranks live in `heap_`.
  static constexpr std::size_t inline_rank = 6;

  [[nodiscard]] const std::int64_t* data() const noexcept {
    return rank_ <= inline_rank ? small_.data() : heap_.data();
  }

  void assign(const std::int64_t* extents, std::size_t rank) {
    rank_ = rank;
    if (rank <= inline_rank) std::copy(extents, extents + rank, small_.begin());
    else heap_.assign(extents, extents + rank);
    std::int64_t n = 1;
    for (std::size_t d = 0; d < rank; ++d) {
      if (extents[d] < 0)
        detail::raise<invalid_error>("invalid shape [{}]: dimension {} has negative extent {}; extents must be >= 0",
                                     fmt::join(this->extents(), ","), d, extents[d]);
      std::int64_t next = 0;
      if (__builtin_mul_overflow(n, extents[d], &next))  // the message is built only on failure
        (void)checked_mul(n, extents[d],
                          fmt::format("the element count of shape [{}]", fmt::join(this->extents(), ",")));
      n = next;
    }
    elements_ = n;
  }

  std::array<std::int64_t, inline_rank> small_{};
  std::vector<std::int64_t> heap_;
  std::size_t rank_ = 0;
  std::int64_t elements_ = 1;
};

/// Parses `8,4`, `[8,4]` or `(8, 4)` into a shape; `[]` and `()` are scalars.
/// @throws parse_error naming the text and the bad token.
[[nodiscard]] inline shape parse_shape(std::string_view text) {
  std::vector<std::int64_t> extents;
  std::size_t i = 0;
  auto skip_space = [&] {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
  };
  skip_space();
  char close = 0;
  if (i < text.size() && (text[i] == '[' || text[i] == '(')) close = text[i++] == '[' ? ']' : ')';
  skip_space();
  bool expect_value = close == 0 || (i < text.size() && text[i] != close);
  while (expect_value) {
    skip_space();
    const std::size_t start = i;
    const detail::parsed_int extent = detail::parse_int64(text, i);
    if (extent.status == detail::int_parse::too_large)
      detail::raise<parse_error>("cannot parse shape '{}': extent '{}' exceeds the 64-bit limit", text,
                                 text.substr(start));
    if (!extent.ok())
      detail::raise<parse_error>(
          "cannot parse shape '{}' at position {}: expected a non-negative integer extent, as in '8,4'", text, i);
    extents.push_back(extent.value);
    skip_space();
    if (i < text.size() && text[i] == ',') {
      ++i;
      skip_space();
      // A trailing comma is allowed in a bracketed shape, as in Python's (8,).
      expect_value = !(close != 0 && i < text.size() && text[i] == close);
    } else {
      expect_value = false;
    }
  }
  if (close != 0) {
    if (i >= text.size() || text[i] != close)
      detail::raise<parse_error>("cannot parse shape '{}': missing closing '{}'", text, close);
    ++i;
  }
  skip_space();
  if (i != text.size())
    detail::raise<parse_error>("cannot parse shape '{}' at position {}: unexpected '{}'", text, i, text.substr(i));
  return shape(extents);
}

}  // namespace shardmem

/// Prints a shape as `[4096,12288]` (a scalar as `[]`).
template <>
struct fmt::formatter<shardmem::shape> : fmt::formatter<fmt::string_view> {
  template <class FormatContext>
  auto format(const shardmem::shape& s, FormatContext& ctx) const -> decltype(ctx.out()) {
    return fmt::formatter<fmt::string_view>::format(fmt::format("[{}]", fmt::join(s.extents(), ",")), ctx);
  }
};
