// The tables buffer assignment's values are indexed by (hlo_buffer_values.hpp): a value's
// position (an instruction and a pre-order subshape), the compact vector ba_values holds for each
// subshape and each value, the computations and instructions of a module by name, and a module's
// users (hlo_module_tables, what the sharing rules read).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include <fmt/format.h>

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

// What the sharing rules (hlo_buffer_sharing.hpp) and buffer assignment's values read of a module,
// built once from the module alone: its instructions and computations by name, and each
// instruction's users (each once, in text order, as HloInstruction::users) in one array.
struct hlo_module_tables {
  static constexpr std::uint32_t none = ba_name_table::none;

  /// @throws invalid_error for a module of 2^32 - 1 instructions or operand reads or more.
  explicit hlo_module_tables(const hlo_module& module)
      : m(module), names(module), computations(module, true), first_of(module.computations.size() + 1, 0) {
    const std::size_t nc = m.computations.size();
    for (std::uint32_t c = 0; c < nc; ++c) first_of[c + 1] = first_of[c] + m.computations[c].instructions.size();
    const std::size_t n = first_of[nc];
    // (operand, user) pairs in the order met, each user once per operand, then grouped by operand.
    std::vector<std::pair<std::size_t, std::uint32_t>> reads;
    std::vector<std::uint32_t> last_user(n, none);
    for (std::uint32_t c = 0; c < nc; ++c) {
      const hlo_computation& comp = m.computations[c];
      for (std::uint32_t i = 0; i < comp.instructions.size(); ++i)
        for (const std::string_view o : comp.instructions[i].operands) {
          const std::uint32_t at = names.find(c, o);
          if (at == none) continue;  // operand() refuses it where it matters
          const std::size_t g = first_of[c] + at;
          if (last_user[g] != i) last_user[g] = i, reads.emplace_back(g, i);  // i only grows
        }
    }
    if (reads.size() >= none)
      detail::raise<invalid_error>("HLO module '{}' has {} operand reads; buffer assignment reads at most {}", m.name,
                                   reads.size(), none - 1);
    user_first_.assign(n + 1, 0);
    for (const auto& r : reads) ++user_first_[r.first + 1];
    for (std::size_t g = 0; g < n; ++g) user_first_[g + 1] += user_first_[g];
    user_at_.resize(reads.size());
    std::vector<std::uint32_t> next(user_first_.begin(), user_first_.end() - 1);
    for (const auto& r : reads) user_at_[next[r.first]++] = r.second;
  }

  const hlo_module& m;
  ba_name_table names;
  ba_computation_table computations;  // where two computations share a name, the last
  std::vector<std::size_t> first_of;  // by computation: its first instruction's place in the module, then the end

  [[nodiscard]] const hlo_instruction& at(std::uint32_t c, std::uint32_t i) const {
    return m.computations[c].instructions[i];
  }
  /// The users of instruction i of computation c, each once, in text order.
  [[nodiscard]] std::span<const std::uint32_t> users(std::uint32_t c, std::uint32_t i) const {
    const std::size_t g = first_of[c] + i;
    return {user_at_.data() + user_first_[g], user_at_.data() + user_first_[g + 1]};
  }
  /// The position of operand k of instruction i of computation c.
  /// @throws invalid_error where it has no operand k or the computation lacks its name.
  [[nodiscard]] std::uint32_t operand(std::uint32_t c, std::uint32_t i, std::size_t k) const {
    const hlo_instruction& in = at(c, i);
    if (k >= in.operands.size())
      detail::raise<invalid_error>("instruction '{}' ({}) has {} operands; it needs at least {}", in.name, in.opcode,
                                   in.operands.size(), k + 1);
    const std::uint32_t o = names.find(c, in.operands[k]);
    if (o == none)
      detail::raise<invalid_error>("instruction '{}' reads '{}', which computation '{}' lacks", in.name, in.operands[k],
                                   m.computations[c].name);
    return o;
  }
  /// The first operand of `user` named `name`, or its operand count.
  [[nodiscard]] static std::size_t operand_index(const hlo_instruction& user, std::string_view name) {
    for (std::size_t k = 0; k < user.operands.size(); ++k)
      if (user.operands[k] == name) return k;
    return user.operands.size();
  }
  /// HloInstruction::IsUserOf: `user` reads `op` (both of computation c).
  [[nodiscard]] bool user_of(std::uint32_t c, std::uint32_t user, std::uint32_t op) const {
    return operand_index(at(c, user), at(c, op).name) < at(c, user).operands.size();
  }
  /// The position of the computation named `name`, or none.
  [[nodiscard]] std::uint32_t computation_named(std::string_view name) const { return computations.find(name); }

 private:
  std::vector<std::uint32_t> user_first_, user_at_;  // users of instruction g: user_at_[user_first_[g] ..)
};

}  // namespace detail

}  // namespace shardmem
