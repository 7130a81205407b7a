// hlo_vector<T>: the vectors a parsed module holds for each instruction and shape (dimensions,
// layout order, operands, called computations, attributes), in 16 bytes where std::pmr::vector
// takes 32. A lowered module of a million instructions holds four of them in each of a million
// records, and every pass over the records (the sharding walk, the simplifier's compaction, the
// release) reads past them: at 32 bytes each they were 128 of a record's 304.
//
// Its interface is std::pmr::vector's for what a record holds (elements trivially copyable:
// integers, string views, hlo_attribute), with its allocator semantics: constructed with a
// std::pmr::memory_resource (or the default one), it allocates from it and keeps it through
// assignments; a copy constructed from it uses the default resource; a move takes the elements and
// the resource along, and leaves the vector moved from empty on the default resource (where
// std::pmr::vector's keeps its own). The record holds the elements' address, their 32-bit size,
// the 31-bit capacity and a bit for an arena's; the resource is kept in the 8 bytes before the
// elements (in the address's place while there are none). Made with an hlo_arena_resource (a
// parsed module's arena), it never gives a block back, and its destructor reads nothing but
// itself: the release of a module of a million records read a block's resource for each vector.
// Sizes past 2^31 - 1 elements are refused (std::length_error). The arena a parsed module's
// vectors come from (detail::hlo_block_arena) is here too: a vector cuts its first block from it
// inline, the common case of a record filled once.
#pragma once

#include <algorithm>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <iterator>
#include <limits>
#include <memory>
#include <memory_resource>
#include <stdexcept>
#include <type_traits>
#include <typeinfo>
#include <utility>
#include <vector>

namespace shardmem {

/// A memory resource whose deallocate gives nothing back (a monotonic arena, as a parsed module's,
/// which frees its blocks all at once when it goes): an hlo_vector made with it never gives its
/// blocks back, and so reads nothing outside itself when it is destroyed.
struct hlo_arena_resource {
  std::pmr::memory_resource* resource = nullptr;
};

namespace detail {

// Where a parsed module's hlo_vectors are allocated: bump allocation in blocks of 256 KiB, left
// uninitialised until a vector writes them (a larger request gets a block of its own), nothing
// freed before the arena is. Blocks of a fixed, moderate size fit the room that freed vectors leave
// in the heap, where geometrically growing ones (as std::pmr::monotonic_buffer_resource's) would
// take fresh memory past it. hlo_vector cuts from it through take(), inlined, not through the
// virtual allocate: a reader allocates three vectors for most records it makes.
class hlo_block_arena final : public std::pmr::memory_resource {
 public:
  hlo_block_arena() = default;
  hlo_block_arena(const hlo_block_arena&) = delete;
  hlo_block_arena& operator=(const hlo_block_arena&) = delete;
  ~hlo_block_arena() override = default;

  // `bytes` aligned to `align` (a power of two), from the current block or a new one.
  [[nodiscard]] void* take(std::size_t bytes, std::size_t align) {
    const std::uintptr_t at = (reinterpret_cast<std::uintptr_t>(next_) + align - 1) & ~(std::uintptr_t{align} - 1);
    if (next_ == nullptr || bytes > block / 4 || at > end_ || end_ - at < bytes) return refill(bytes, align);
    next_ = reinterpret_cast<std::byte*>(at + bytes);
    return reinterpret_cast<void*>(at);
  }

 private:
  static constexpr std::size_t block = std::size_t{256} << 10;

  void* do_allocate(std::size_t bytes, std::size_t align) override { return take(bytes, align); }
  void do_deallocate(void*, std::size_t, std::size_t) noexcept override {}
  [[nodiscard]] bool do_is_equal(const std::pmr::memory_resource& o) const noexcept override { return this == &o; }
  // take() past the current block's end: a block of its own for a large request (the current one
  // kept), else a new current block.
  [[gnu::noinline]] void* refill(std::size_t bytes, std::size_t align) {
    const auto aligned = [align](std::byte* b) {
      return (reinterpret_cast<std::uintptr_t>(b) + align - 1) & ~(std::uintptr_t{align} - 1);
    };
    if (bytes > block / 4)
      return reinterpret_cast<void*>(
          aligned(blocks_.emplace_back(std::make_unique_for_overwrite<std::byte[]>(bytes + align)).get()));
    std::byte* const b = blocks_.emplace_back(std::make_unique_for_overwrite<std::byte[]>(block + align)).get();
    const std::uintptr_t at = aligned(b);
    next_ = reinterpret_cast<std::byte*>(at + bytes);
    end_ = reinterpret_cast<std::uintptr_t>(b) + block + align;
    return reinterpret_cast<void*>(at);
  }

  std::vector<std::unique_ptr<std::byte[]>> blocks_;
  std::byte* next_ = nullptr;  // the current block's first byte not cut yet,
  std::uintptr_t end_ = 0;     // and the address past its last
};

}  // namespace detail

template <class T>
class hlo_vector {
  static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>,
                "hlo_vector holds trivially copyable values (integers, string views, attributes)");

 public:
  using value_type = T;
  using size_type = std::size_t;
  using difference_type = std::ptrdiff_t;
  using reference = T&;
  using const_reference = const T&;
  using pointer = T*;
  using const_pointer = const T*;
  using iterator = T*;
  using const_iterator = const T*;
  using reverse_iterator = std::reverse_iterator<iterator>;
  using const_reverse_iterator = std::reverse_iterator<const_iterator>;
  using allocator_type = std::pmr::polymorphic_allocator<T>;

  hlo_vector() noexcept = default;
  /// Empty, allocating from `from` (null: the default resource) when it grows.
  explicit hlo_vector(std::pmr::memory_resource* from) noexcept { at_.from = from; }
  /// Empty, allocating from an arena (hlo_arena_resource) when it grows, its blocks never given back
  /// (a null resource is the default one, which gets its blocks back as any vector's).
  explicit hlo_vector(hlo_arena_resource arena) noexcept : arena_(arena.resource != nullptr ? 1 : 0) {
    at_.from = arena.resource;
  }
  hlo_vector(const allocator_type& a) noexcept : hlo_vector(a.resource()) {}  // NOLINT: as std::pmr::vector
  hlo_vector(std::initializer_list<T> values, std::pmr::memory_resource* from = nullptr) : hlo_vector(from) {
    assign(values.begin(), values.end());
  }
  template <std::input_iterator I, std::sentinel_for<I> S>
  hlo_vector(I first, S last, std::pmr::memory_resource* from = nullptr) : hlo_vector(from) {
    assign(std::move(first), std::move(last));
  }
  explicit hlo_vector(size_type n, const T& value = T(), std::pmr::memory_resource* from = nullptr) : hlo_vector(from) {
    assign(n, value);
  }
  hlo_vector(const hlo_vector& o) : hlo_vector(o, nullptr) {}
  hlo_vector(const hlo_vector& o, std::pmr::memory_resource* from) : hlo_vector(from) { assign(o.begin(), o.end()); }
  // (the vector moved from is left empty on the default resource: keeping its own would read it
  // from its block, a load from memory for each vector of each record simplify_identities moves)
  hlo_vector(hlo_vector&& o) noexcept : at_(o.at_), size_(o.size_), capacity_(o.capacity_), arena_(o.arena_) {
    o.at_.from = nullptr, o.size_ = o.capacity_ = o.arena_ = 0;
  }
  hlo_vector& operator=(const hlo_vector& o) {
    if (this != &o) assign(o.begin(), o.end());
    return *this;
  }
  // (the elements taken where both allocate from one resource; else copied into this one's)
  hlo_vector& operator=(hlo_vector&& o) noexcept(false) {
    if (this == &o) return *this;
    if (*resource() != *o.resource()) return assign(o.begin(), o.end()), *this;
    give_back();
    at_ = o.at_, size_ = o.size_, capacity_ = o.capacity_, arena_ = o.arena_;
    o.at_.from = nullptr, o.size_ = o.capacity_ = o.arena_ = 0;
    return *this;
  }
  hlo_vector& operator=(std::initializer_list<T> values) {
    assign(values.begin(), values.end());
    return *this;
  }
  ~hlo_vector() { give_back(); }

  [[nodiscard]] allocator_type get_allocator() const noexcept { return allocator_type(resource()); }
  /// The resource it allocates from.
  [[nodiscard]] std::pmr::memory_resource* resource() const noexcept {
    if (capacity_ == 0) return at_.from != nullptr ? at_.from : std::pmr::get_default_resource();
    std::pmr::memory_resource* from = nullptr;
    std::memcpy(&from, reinterpret_cast<const std::byte*>(at_.elements) - header, sizeof from);
    return from;
  }

  [[nodiscard]] iterator begin() noexcept { return data(); }
  [[nodiscard]] const_iterator begin() const noexcept { return data(); }
  [[nodiscard]] iterator end() noexcept { return data() + size_; }
  [[nodiscard]] const_iterator end() const noexcept { return data() + size_; }
  [[nodiscard]] const_iterator cbegin() const noexcept { return begin(); }
  [[nodiscard]] const_iterator cend() const noexcept { return end(); }
  [[nodiscard]] reverse_iterator rbegin() noexcept { return reverse_iterator(end()); }
  [[nodiscard]] const_reverse_iterator rbegin() const noexcept { return const_reverse_iterator(end()); }
  [[nodiscard]] reverse_iterator rend() noexcept { return reverse_iterator(begin()); }
  [[nodiscard]] const_reverse_iterator rend() const noexcept { return const_reverse_iterator(begin()); }

  [[nodiscard]] T* data() noexcept { return capacity_ != 0 ? at_.elements : nullptr; }
  [[nodiscard]] const T* data() const noexcept { return capacity_ != 0 ? at_.elements : nullptr; }
  [[nodiscard]] size_type size() const noexcept { return size_; }
  [[nodiscard]] bool empty() const noexcept { return size_ == 0; }
  [[nodiscard]] size_type capacity() const noexcept { return capacity_; }
  [[nodiscard]] static constexpr size_type max_size() noexcept { return (size_type{1} << 31) - 1; }

  [[nodiscard]] T& operator[](size_type k) noexcept { return at_.elements[k]; }
  [[nodiscard]] const T& operator[](size_type k) const noexcept { return at_.elements[k]; }
  [[nodiscard]] T& at(size_type k) {
    if (k >= size_) throw std::out_of_range("hlo_vector::at: index past the size");
    return at_.elements[k];
  }
  [[nodiscard]] const T& at(size_type k) const {
    if (k >= size_) throw std::out_of_range("hlo_vector::at: index past the size");
    return at_.elements[k];
  }
  [[nodiscard]] T& front() noexcept { return at_.elements[0]; }
  [[nodiscard]] const T& front() const noexcept { return at_.elements[0]; }
  [[nodiscard]] T& back() noexcept { return at_.elements[size_ - 1]; }
  [[nodiscard]] const T& back() const noexcept { return at_.elements[size_ - 1]; }

  void reserve(size_type n) {
    if (n > capacity_) grow_to(n);
  }
  void shrink_to_fit() {
    if (size_ == capacity_) return;
    if (size_ == 0) {
      std::pmr::memory_resource* const from = resource();
      give_back();
      at_.from = from, capacity_ = 0;
      return;
    }
    grow_to(size_);
  }
  void clear() noexcept { size_ = 0; }
  void push_back(const T& value) { (void)emplace_back(value); }
  template <class... A>
  T& emplace_back(A&&... args) {
    if (size_ == capacity_) {
      const T value(std::forward<A>(args)...);  // (made first: it may be made of one of these elements)
      grow_to(next_capacity(size_ + std::size_t{1}));
      return *std::construct_at(at_.elements + size_++, value);
    }
    return *std::construct_at(at_.elements + size_++, std::forward<A>(args)...);
  }
  void pop_back() noexcept { --size_; }
  void resize(size_type n) { resize(n, T()); }
  void resize(size_type n, const T& value) {
    if (n > size_) {
      const T v = value;
      reserve(next_capacity(n));
      std::uninitialized_fill(at_.elements + size_, at_.elements + n, v);
    }
    size_ = static_cast<std::uint32_t>(n);
  }

  void assign(size_type n, const T& value) {
    const T v = value;
    size_ = 0;
    reserve(n);
    std::uninitialized_fill_n(data(), n, v);
    size_ = static_cast<std::uint32_t>(n);
  }
  template <std::input_iterator I, std::sentinel_for<I> S>
  void assign(I first, S last) {
    if constexpr (std::forward_iterator<I>) {
      const auto n = static_cast<size_type>(std::ranges::distance(first, last));
      if (capacity_ == 0 && n > 0) {  // (none held: the source is not these; the common case, a record filled)
        grow_to(n);
        std::uninitialized_copy_n(first, n, at_.elements);
        size_ = static_cast<std::uint32_t>(n);
        return;
      }
      if (n > capacity_) {  // (the source may be these elements: a new block, then the old let go)
        hlo_vector fresh = arena_ != 0 ? hlo_vector(hlo_arena_resource{resource()}) : hlo_vector(resource());
        fresh.grow_to(n);
        std::uninitialized_copy_n(first, n, fresh.at_.elements);
        fresh.size_ = static_cast<std::uint32_t>(n);
        *this = std::move(fresh);
        return;
      }
      if (n > 0) std::copy_n(first, n, at_.elements);  // (a copy within these elements moves forward)
      size_ = static_cast<std::uint32_t>(n);
    } else {
      size_ = 0;
      for (; first != last; ++first) (void)emplace_back(*first);
    }
  }
  void assign(std::initializer_list<T> values) { assign(values.begin(), values.end()); }

  iterator insert(const_iterator at, const T& value) { return insert(at, size_type{1}, value); }
  iterator insert(const_iterator at, size_type n, const T& value) {
    const T v = value;
    const size_type k = open(at, n);
    std::uninitialized_fill_n(at_.elements + k, n, v);
    return begin() + k;
  }
  template <std::input_iterator I, std::sentinel_for<I> S>
  iterator insert(const_iterator at, I first, S last) {
    const hlo_vector values(first, last);  // (a copy: the source may be these elements)
    const size_type k = open(at, values.size());
    if (!values.empty()) std::memcpy(static_cast<void*>(at_.elements + k), values.data(), values.size() * sizeof(T));
    return begin() + k;
  }
  iterator insert(const_iterator at, std::initializer_list<T> values) {
    return insert(at, values.begin(), values.end());
  }
  template <class... A>
  iterator emplace(const_iterator at, A&&... args) {
    return insert(at, T(std::forward<A>(args)...));
  }
  iterator erase(const_iterator at) { return erase(at, at + 1); }
  iterator erase(const_iterator first, const_iterator last) {
    const auto k = static_cast<size_type>(first - begin()), n = static_cast<size_type>(last - first);
    if (n > 0) {
      std::memmove(static_cast<void*>(at_.elements + k), at_.elements + k + n, (size_ - k - n) * sizeof(T));
      size_ = static_cast<std::uint32_t>(size_ - n);
    }
    return begin() + k;
  }
  void swap(hlo_vector& o) noexcept {
    std::swap(at_, o.at_), std::swap(size_, o.size_);
    const std::uint32_t capacity = capacity_, arena = arena_;
    capacity_ = o.capacity_, arena_ = o.arena_, o.capacity_ = capacity, o.arena_ = arena;
  }
  friend void swap(hlo_vector& a, hlo_vector& b) noexcept { a.swap(b); }

  friend bool operator==(const hlo_vector& a, const hlo_vector& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }
  friend auto operator<=>(const hlo_vector& a, const hlo_vector& b) requires std::three_way_comparable<T> {
    return std::lexicographical_compare_three_way(a.begin(), a.end(), b.begin(), b.end());
  }

 private:
  // The resource's place before the elements, aligned for them; and the block's alignment.
  static constexpr std::size_t header = (sizeof(std::pmr::memory_resource*) + alignof(T) - 1) / alignof(T) * alignof(T);
  static constexpr std::size_t alignment = std::max(alignof(T), alignof(std::pmr::memory_resource*));

  static size_type checked(size_type n) {
    if (n > max_size()) throw std::length_error("hlo_vector: more than 2^31 - 1 elements");
    return n;
  }
  [[nodiscard]] size_type next_capacity(size_type needed) const {
    return std::max(checked(needed), std::min(max_size(), 2 * size_type{capacity_}));
  }
  // A block of exactly `n` elements (n >= size) holding these, in place of the one held; the
  // resource first in it. (The first block of a vector made with a parsed module's arena, what a
  // reader makes for most vectors of each record, is cut inline, without a virtual call.)
  void grow_to(size_type n) {
    if (capacity_ == 0 && arena_ != 0 && typeid(*at_.from) == typeid(detail::hlo_block_arena)) {
      std::pmr::memory_resource* const from = at_.from;
      auto* block = static_cast<std::byte*>(
          static_cast<detail::hlo_block_arena*>(from)->take(header + checked(n) * sizeof(T), alignment));
      std::memcpy(block, &from, sizeof from);
      at_.elements = reinterpret_cast<T*>(block + header), capacity_ = static_cast<std::uint32_t>(n);
      return;
    }
    grow_elsewhere(n);
  }
  [[gnu::noinline]] void grow_elsewhere(size_type n) {
    std::pmr::memory_resource* const from = resource();
    auto* block = static_cast<std::byte*>(from->allocate(header + checked(n) * sizeof(T), alignment));
    std::memcpy(block, &from, sizeof from);
    T* const elements = reinterpret_cast<T*>(block + header);
    if (size_ > 0) std::memcpy(static_cast<void*>(elements), at_.elements, size_ * sizeof(T));
    give_back();
    at_.elements = elements, capacity_ = static_cast<std::uint32_t>(n);
  }
  // Room for `n` elements at `at` (moving those after it), its index.
  size_type open(const_iterator at, size_type n) {
    const auto k = static_cast<size_type>(at - begin());
    if (n == 0) return k;
    reserve(next_capacity(size_ + n));
    std::memmove(static_cast<void*>(at_.elements + k + n), at_.elements + k, (size_ - k) * sizeof(T));
    size_ = static_cast<std::uint32_t>(size_ + n);
    return k;
  }
  // The block given back to its resource (not to an arena's, nor read); the elements and the
  // place are left to the caller.
  void give_back() noexcept {
    if (capacity_ == 0 || arena_ != 0) return;
    resource()->deallocate(reinterpret_cast<std::byte*>(at_.elements) - header, header + capacity_ * sizeof(T),
                           alignment);
  }

  // The elements while there is room for some (capacity_ > 0), else the resource to allocate from
  // (null: the default resource).
  union where {
    T* elements;
    std::pmr::memory_resource* from = nullptr;
  } at_;
  std::uint32_t size_ = 0;
  std::uint32_t capacity_ : 31 = 0;
  std::uint32_t arena_ : 1 = 0;  // made with an hlo_arena_resource: its blocks never given back
};

}  // namespace shardmem
