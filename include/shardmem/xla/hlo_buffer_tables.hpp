// The tables buffer assignment's values are indexed by (hlo_buffer_values.hpp): a value's
// position (an instruction and a pre-order subshape), the compact vector ba_values holds for each
// subshape and each value, and the computations and instructions of a module by name.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <limits>
#include <memory>
#include <optional>
#include <string_view>
#include <type_traits>
#include <vector>

#include <shardmem/core/error.hpp>
#include <shardmem/xla/hlo_module.hpp>

namespace shardmem {

namespace detail {

// A position of a value: an instruction (c, i) and a pre-order subshape of its shape.
struct ba_position {
  std::uint32_t c = 0, i = 0;
  std::uint32_t pos = 0;  // pre-order subshape
};

// A vector of trivially copyable elements in 16 bytes (24 for a position), one element held in
// place: ba_values holds one for each subshape of every instruction and two for each value, so
// their size is most of what buffer assignment holds.
template <class T>
class ba_small {
  static_assert(std::is_trivially_copyable_v<T>, "ba_small holds trivially copyable elements");

 public:
  ba_small() noexcept = default;
  ba_small(std::initializer_list<T> l) { assign(l.begin(), l.end()); }
  ba_small(const ba_small& o) { assign(o.begin(), o.end()); }
  ba_small(ba_small&& o) noexcept : at_(o.at_), size_(o.size_), capacity_(o.capacity_) {
    o.size_ = 0, o.capacity_ = 1;
  }
  ba_small& operator=(const ba_small& o) {
    if (this != &o) assign(o.begin(), o.end());
    return *this;
  }
  ba_small& operator=(ba_small&& o) noexcept {
    if (this != &o) {
      release();
      at_ = o.at_, size_ = o.size_, capacity_ = o.capacity_;
      o.size_ = 0, o.capacity_ = 1;
    }
    return *this;
  }
  ~ba_small() { release(); }

  [[nodiscard]] std::size_t size() const noexcept { return size_; }
  [[nodiscard]] bool empty() const noexcept { return size_ == 0; }
  [[nodiscard]] T* begin() noexcept { return capacity_ > 1 ? at_.many : &at_.one; }
  [[nodiscard]] T* end() noexcept { return begin() + size_; }
  [[nodiscard]] const T* begin() const noexcept { return capacity_ > 1 ? at_.many : &at_.one; }
  [[nodiscard]] const T* end() const noexcept { return begin() + size_; }
  [[nodiscard]] T& operator[](std::size_t k) noexcept { return begin()[k]; }
  [[nodiscard]] const T& operator[](std::size_t k) const noexcept { return begin()[k]; }
  [[nodiscard]] const T& front() const noexcept { return *begin(); }

  void push_back(const T& x) {
    if (size_ == capacity_) {
      const T copy = x;  // (it may be one of these)
      reserve(2 * std::size_t{capacity_});
      begin()[size_++] = copy;
      return;
    }
    begin()[size_++] = x;
  }
  template <class It>
  void assign(It first, It last) {
    const auto n = static_cast<std::size_t>(std::distance(first, last));
    if (n > capacity_) {  // (the source is never these elements: a copy constructs or assigns another)
      release();
      reserve(n);
    }
    std::copy(first, last, begin());
    size_ = static_cast<std::uint32_t>(n);
  }

 private:
  void reserve(std::size_t n) {
    if (n <= capacity_) return;
    if (n >= std::numeric_limits<std::uint32_t>::max())
      detail::raise<overflow_error>("buffer assignment: a value set of {} elements is past its limit of {}", n,
                                    std::numeric_limits<std::uint32_t>::max() - 1);
    T* const many = std::allocator<T>().allocate(n);
    std::copy(begin(), end(), many);
    release_block();
    at_.many = many, capacity_ = static_cast<std::uint32_t>(n);
  }
  void release_block() noexcept {
    if (capacity_ > 1) std::allocator<T>().deallocate(at_.many, capacity_);
  }
  void release() noexcept {
    release_block();
    size_ = 0, capacity_ = 1;
  }

  union where {
    T one;
    T* many;
  } at_{.one = T{}};
  std::uint32_t size_ = 0;
  std::uint32_t capacity_ = 1;  // 1: the element in place; more: a block of that many
};

// The positions of m's computations by name (where two share one, the first, or with `last` the
// last), made afresh: the module's own index may be stale after an edit, and past it find() scans
// every computation.
class ba_computation_table {
  struct name_at {
    const hlo_module* m;
    std::string_view operator()(std::size_t c) const { return m->computations[c].name; }
  };

 public:
  explicit ba_computation_table(const hlo_module& module, bool last = false) : m_(module) {
    const std::size_t n = m_.computations.size();
    index_.reserve(n);
    for (std::size_t k = 0; k < n; ++k) {
      const std::size_t c = last ? n - 1 - k : k;  // the index keeps the first it is given
      (void)index_.emplace(m_.computations[c].name, c, name_at{&m_});
    }
  }
  /// The position of the computation named `name`, or max (none).
  [[nodiscard]] std::uint32_t find(std::string_view name) const {
    const std::optional<std::size_t> c = index_.find(name, name_at{&m_});
    return c ? static_cast<std::uint32_t>(*c) : std::numeric_limits<std::uint32_t>::max();
  }

 private:
  const hlo_module& m_;
  hlo_name_index index_;
};

// Every computation's instructions by name in one table (open addressing over the name's hash
// mixed with its computation's position): one allocation for a module, not a map per computation
// (a call chain holds a computation per call). A slot is 8 bytes: the hash's high half and the
// instruction's place in the module, which tells its computation. Where a computation names two
// instructions alike, the later is found.
class ba_name_table {
 public:
  static constexpr std::uint32_t none = std::numeric_limits<std::uint32_t>::max();

  explicit ba_name_table(const hlo_module& module) : m_(module), first_(module.computations.size() + 1, 0) {
    for (std::size_t c = 0; c < m_.computations.size(); ++c)
      first_[c + 1] = first_[c] + m_.computations[c].instructions.size();
    const std::size_t n = first_.back();
    if (n >= none)
      detail::raise<invalid_error>("HLO module '{}' has {} instructions; buffer assignment reads at most {}", m_.name,
                                   n, none - 1);
    std::size_t size = 16;
    while (size < 2 * n) size *= 2;
    slots_.assign(size, {});
    for (std::uint32_t c = 0; c < m_.computations.size(); ++c) {
      const std::vector<hlo_instruction>& is = m_.computations[c].instructions;
      for (std::uint32_t i = 0; i < is.size(); ++i) {
        const std::uint64_t h = key(c, is[i].name);
        slots_[slot(c, is[i].name, h)] = {static_cast<std::uint32_t>(h >> 32),
                                          static_cast<std::uint32_t>(first_[c] + i + 1)};
      }
    }
  }
  /// The position in computation c of the instruction named `name`, or none.
  [[nodiscard]] std::uint32_t find(std::uint32_t c, std::string_view name) const {
    const slot_t& s = slots_[slot(c, name, key(c, name))];
    return s.at == 0 ? none : static_cast<std::uint32_t>(s.at - 1 - first_[c]);
  }

 private:
  struct slot_t {
    std::uint32_t hash = 0;  // the key's high 32 bits
    std::uint32_t at = 0;    // the instruction's place in the module + 1; 0 is an empty slot
  };
  static std::uint64_t key(std::uint32_t c, std::string_view name) noexcept {
    return detail::hlo_name_hash(name) ^ ((std::uint64_t{c} + 1) * 0x9e3779b97f4a7c15ULL);
  }
  // Where (c, name) is, or the empty slot where it would go.
  [[nodiscard]] std::size_t slot(std::uint32_t c, std::string_view name, std::uint64_t h) const {
    const auto high = static_cast<std::uint32_t>(h >> 32);
    const std::size_t mask = slots_.size() - 1;
    const std::size_t from = first_[c], to = first_[c + 1];
    for (std::size_t k = (h ^ (h >> 29)) & mask;; k = (k + 1) & mask) {
      const slot_t& s = slots_[k];
      if (s.at == 0) return k;
      const std::size_t g = s.at - 1;
      if (s.hash == high && g >= from && g < to && m_.computations[c].instructions[g - from].name == name) return k;
    }
  }
  const hlo_module& m_;
  std::vector<std::size_t> first_;  // by computation: its first instruction's place, then the end
  std::vector<slot_t> slots_;
};

}  // namespace detail

}  // namespace shardmem
