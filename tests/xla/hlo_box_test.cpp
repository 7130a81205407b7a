// Tests for xla/hlo_box.hpp: std::optional's behaviour (empty, value, assignment of a value and of
// std::nullopt, copy, move, ==, value() on an empty box), deep copies, values from a memory
// resource given back to it, and the size that is its reason to be.
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_box.hpp>
#include <shardmem/xla/hlo_module.hpp>

#include <cstddef>
#include <cstdint>
#include <memory_resource>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "counting_resource.hpp"

using namespace shardmem;

namespace {

// A value that says how many of it are alive, and whose construction can be made to throw.
struct counted {
  static inline int alive = 0;
  int v = 0;
  explicit counted(int x) : v(x) {
    if (x < 0) throw std::invalid_argument("negative");
    ++alive;
  }
  counted(const counted& o) : v(o.v) { ++alive; }
  counted& operator=(const counted&) = default;
  ~counted() { --alive; }
};

}  // namespace

TEST_CASE("hlo_box behaves as std::optional: empty, a value, reassigned, reset, compared") {
  hlo_box<std::string> b;
  CHECK_FALSE(b.has_value());
  CHECK_FALSE(static_cast<bool>(b));
  CHECK_THROWS_AS((void)b.value(), std::bad_optional_access);
  b = std::string("layout");
  REQUIRE(b.has_value());
  CHECK(*b == "layout");
  CHECK(b->size() == 6);
  CHECK(b.value() == "layout");
  const std::string* at = &*b;
  b = std::string("again");  // assigned in place: the same value object
  CHECK(&*b == at);
  CHECK(*b == "again");
  CHECK(b == hlo_box<std::string>(std::string("again")));
  CHECK_FALSE(b == hlo_box<std::string>(std::string("other")));
  CHECK_FALSE(b == hlo_box<std::string>());
  CHECK(hlo_box<std::string>() == hlo_box<std::string>(std::nullopt));
  b = std::nullopt;
  CHECK_FALSE(b.has_value());
  b.emplace(3, 'x');
  CHECK(*b == "xxx");
  b.reset();
  CHECK_FALSE(b);
  b.reset();  // twice: nothing to let go
  CHECK_FALSE(b);
}

TEST_CASE("hlo_box copies are deep; a move hands the value over") {
  hlo_box<std::vector<int>> a(std::vector<int>{1, 2, 3});
  hlo_box<std::vector<int>> c = a;
  REQUIRE(c.has_value());
  CHECK(&*c != &*a);
  (*c)[0] = 9;
  CHECK((*a)[0] == 1);
  c = a;  // onto a value: assigned in place
  CHECK(*c == std::vector<int>{1, 2, 3});
  c = hlo_box<std::vector<int>>();  // an empty one: c empties
  CHECK_FALSE(c);
  const std::vector<int>* at = &*a;
  hlo_box<std::vector<int>> m = std::move(a);
  CHECK(&*m == at);
  CHECK_FALSE(a.has_value());  // NOLINT(bugprone-use-after-move): a moved-from box is empty
  hlo_box<std::vector<int>> n;
  n = std::move(m);
  CHECK(&*n == at);
  CHECK_FALSE(m.has_value());  // NOLINT(bugprone-use-after-move)
  auto& self = n;
  n = self;
  CHECK(*n == std::vector<int>{1, 2, 3});
}

TEST_CASE("hlo_box's value from a memory resource is given back to it; each value is destroyed once") {
  test::counting_resource r;
  {
    hlo_box<counted> b;
    b.emplace_in(&r, 4);
    CHECK(r.allocations == 1);
    CHECK(counted::alive == 1);
    CHECK(b->v == 4);
    hlo_box<counted> copy = b;  // a copy is on the heap, not from the resource
    CHECK(r.allocations == 1);
    CHECK(counted::alive == 2);
    b.emplace_in(&r, 5);  // the old value given back first
    CHECK(r.allocations == 2);
    CHECK(r.deallocations == 1);
    CHECK(counted::alive == 2);
    // A constructor that throws leaves the box empty and the resource whole.
    CHECK_THROWS_AS(b.emplace_in(&r, -1), std::invalid_argument);
    CHECK_FALSE(b.has_value());
    CHECK(r.allocations == 3);
    CHECK(r.deallocations == 3);
    CHECK(counted::alive == 1);
    b.emplace_in(&r, 6);
    hlo_box<counted> moved = std::move(b);  // the value stays where the resource put it
    CHECK(r.allocations == 4);
    CHECK(moved->v == 6);
  }
  CHECK(counted::alive == 0);
  CHECK(r.allocations == r.deallocations);
  CHECK(r.bytes_out == 0);
}

TEST_CASE("hlo_box keeps a record to one pointer: the instruction record it was made for") {
  CHECK(sizeof(hlo_box<hlo_layout>) == sizeof(void*));
  CHECK(sizeof(hlo_box<hlo_metadata>) == sizeof(void*));
  CHECK(sizeof(hlo_box<hlo_layout>) < sizeof(std::optional<hlo_layout>));
  // An over-aligned value is placed at its alignment, after the resource kept before it.
  struct alignas(64) wide {
    char c = 'w';
    bool operator==(const wide&) const = default;
  };
  test::counting_resource r;
  hlo_box<wide> w;
  w.emplace_in(&r);
  CHECK(reinterpret_cast<std::uintptr_t>(&*w) % 64 == 0);
  CHECK(w->c == 'w');
  w.reset();
  CHECK(r.bytes_out == 0);
}

TEST_CASE("hlo_box shares a value without a copy; a write through a box sharing it takes a copy of its own first") {
  test::counting_resource r;
  {
    std::pmr::monotonic_buffer_resource arena(&r);  // as a parsed module's: blocks given back whole
    hlo_box<int> first;
    first.emplace_shared_in(&arena, 7);
    CHECK(first.shared());
    hlo_box<int> second;
    second.share(first);
    CHECK(second.shared());
    CHECK(&*std::as_const(second) == &*std::as_const(first));  // one value, not a copy
    *second = 8;  // written through: second's own copy, on the heap; first's unchanged
    CHECK_FALSE(second.shared());
    CHECK(*std::as_const(first) == 7);
    CHECK(*std::as_const(second) == 8);
    hlo_box<int> third;
    third.share(first);
    third = 9;  // assigned a value: its own too
    CHECK(*std::as_const(first) == 7);
    CHECK(*std::as_const(third) == 9);
    hlo_box<int> fourth;
    fourth.share(first);
    fourth = second;  // assigned a box: its own copy of second's
    CHECK(*std::as_const(fourth) == 8);
    CHECK(*std::as_const(first) == 7);
    const hlo_box<int> copy = first;  // a copy is deep
    CHECK_FALSE(copy.shared());
    CHECK(&*copy != &*std::as_const(first));
    hlo_box<int> moved = std::move(first);  // a move hands the sharing over
    CHECK(moved.shared());
    CHECK(*std::as_const(moved) == 7);
    moved.reset();  // a box lets a shared value go without destroying it or giving it back
    hlo_box<int> plain(3), from_plain;
    from_plain.share(plain);  // a value not shared is copied
    CHECK_FALSE(from_plain.shared());
    CHECK(&*std::as_const(from_plain) != &*std::as_const(plain));
    CHECK(r.deallocations == 0);
  }
  CHECK(r.bytes_out == 0);
}
