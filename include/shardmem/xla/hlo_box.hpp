// hlo_box<T>: an optional value kept apart from the record that holds it. The record holds one
// pointer (8 bytes) where std::optional<T> holds T itself and a flag. hlo_module.hpp's records use it
// for what most of them lack: a shape's layout (HLO text gives nearly every array one, StableHLO
// nearly none), its dynamic dimensions, an instruction's metadata and output_to_operand_aliasing.
// A lowered module of a million instructions holds a million instruction records and more shapes,
// and every pass over them reads past what they hold inline, which for these would be most of an
// instruction's bytes.
//
// Its interface is std::optional's (has_value, a bool, *, ->, value, emplace, reset, assignment of
// a value or of std::nullopt, ==), and its copies are deep. The value is on the heap, or (emplace_in)
// from a std::pmr::memory_resource, as a parsed module puts it in its arena, given back to that
// resource when the box lets it go; the resource must outlive the box. A value may also be shared
// by boxes (emplace_shared_in, share): a parsed module's shapes share each distinct layout (most
// are `{1,0}` or `{0}`) rather than hold a copy each. A shared value is never destroyed (its type
// must hold nothing to free; its resource's blocks go all at once), and a box written through (a
// non-const *, ->, or an assignment) takes a copy of its own first.
#pragma once

#include <algorithm>
#include <cstddef>
#include <memory>
#include <memory_resource>
#include <new>
#include <optional>
#include <utility>

namespace shardmem {

template <class T>
class hlo_box {
 public:
  hlo_box() noexcept = default;
  hlo_box(std::nullopt_t) noexcept {}            // NOLINT(google-explicit-constructor): as std::optional
  hlo_box(T v) { (void)emplace(std::move(v)); }  // NOLINT(google-explicit-constructor): as std::optional
  hlo_box(const hlo_box& o) {
    if (o) (void)emplace(*o);
  }
  hlo_box(hlo_box&& o) noexcept : value_(std::exchange(o.value_, nullptr)) {}
  hlo_box& operator=(const hlo_box& o) {
    if (this == &o) return *this;
    if (!o) reset();
    else if (value_ != nullptr && !shared()) *value_ = *o;
    else (void)emplace(*o);
    return *this;
  }
  hlo_box& operator=(hlo_box&& o) noexcept {
    if (this != &o) reset(), value_ = std::exchange(o.value_, nullptr);
    return *this;
  }
  hlo_box& operator=(std::nullopt_t) noexcept { return reset(), *this; }
  hlo_box& operator=(T v) {
    if (value_ != nullptr && !shared()) *value_ = std::move(v);
    else (void)emplace(std::move(v));
    return *this;
  }
  ~hlo_box() { reset(); }

  /// A value made from `args` on the heap, in place of the one held.
  template <class... A>
  T& emplace(A&&... args) {
    return emplace_in(std::pmr::new_delete_resource(), std::forward<A>(args)...);
  }
  /// A value made from `args` with memory from `from` (which must outlive the box), in place of the
  /// one held.
  template <class... A>
  T& emplace_in(std::pmr::memory_resource* from, A&&... args) {
    reset();
    // The resource is kept just before the value, so that the box is one pointer.
    std::byte* block = static_cast<std::byte*>(from->allocate(head + sizeof(T), align));
    try {
      value_ = ::new (block + head) T(std::forward<A>(args)...);
    } catch (...) {
      from->deallocate(block, head + sizeof(T), align);
      throw;
    }
    ::new (block + head - sizeof(resource_ptr)) resource_ptr(from);
    return *value_;
  }
  /// A value made from `args` with memory from `from` (which must outlive the box and every box
  /// that shares it), to be shared (share). It is never destroyed: the caller makes one only of a
  /// value that holds nothing to free (a layout without tiles, its order in the same arena).
  template <class... A>
  T& emplace_shared_in(std::pmr::memory_resource* from, A&&... args) {
    T& v = emplace_in(from, std::forward<A>(args)...);
    *resource_at() = shared_mark();
    return v;
  }
  /// Holds the value `o` holds, which o shares (emplace_shared_in), without a copy; empty where o is.
  /// A box that does not share its value is copied from, as by assignment.
  void share(const hlo_box& o) {
    if (this == &o) return;
    if (!o || !o.shared()) {
      *this = o;
      return;
    }
    reset();
    value_ = o.value_;
  }
  /// Whether the value is shared with other boxes (emplace_shared_in, share).
  [[nodiscard]] bool shared() const noexcept { return value_ != nullptr && *resource_at() == shared_mark(); }

  void reset() noexcept {
    if (value_ == nullptr) return;
    std::byte* block = reinterpret_cast<std::byte*>(value_) - head;
    resource_ptr from = *resource_at();
    if (from == shared_mark()) {  // (others hold it; its resource gives its block back with the rest)
      value_ = nullptr;
      return;
    }
    std::destroy_at(value_);
    from->deallocate(block, head + sizeof(T), align);
    value_ = nullptr;
  }

  [[nodiscard]] bool has_value() const noexcept { return value_ != nullptr; }
  explicit operator bool() const noexcept { return value_ != nullptr; }
  T& operator*() { return *own(); }
  const T& operator*() const noexcept { return *value_; }
  T* operator->() { return own(); }
  const T* operator->() const noexcept { return value_; }
  /// @throws std::bad_optional_access when empty, as std::optional's value().
  [[nodiscard]] const T& value() const {
    if (value_ == nullptr) throw std::bad_optional_access();
    return *value_;
  }
  friend bool operator==(const hlo_box& a, const hlo_box& b) {
    return a.has_value() == b.has_value() && (!a.has_value() || *a == *b);
  }

 private:
  using resource_ptr = std::pmr::memory_resource*;
  static constexpr std::size_t align = std::max(alignof(T), alignof(resource_ptr));
  static constexpr std::size_t head = (sizeof(resource_ptr) + align - 1) / align * align;  // the value's offset

  // Where the resource is kept, just before the value (which is not null).
  [[nodiscard]] resource_ptr* resource_at() const noexcept {
    return std::launder(reinterpret_cast<resource_ptr*>(reinterpret_cast<std::byte*>(value_) - sizeof(resource_ptr)));
  }
  // The resource a shared value is marked with: no box allocates from it (it refuses every request).
  [[nodiscard]] static resource_ptr shared_mark() noexcept { return std::pmr::null_memory_resource(); }
  // The value, made this box's own first where it is shared (a write must not reach the others).
  T* own() {
    if (shared()) (void)emplace(T(*value_));
    return value_;
  }

  T* value_ = nullptr;
};

}  // namespace shardmem
