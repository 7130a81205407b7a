// Tests for xla/hlo_vector.hpp: std::pmr::vector's behaviour for the values a module's records hold
// (construction, growth, insertion and erasure, assignment, comparison), its allocator semantics
// (the resource kept through growth and assignment, a copy on the default resource, a move taking
// the resource along, every block given back to the resource it came from), elements that come
// from the vector itself, and the size that is its reason to be.
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_module.hpp>
#include <shardmem/xla/hlo_vector.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory_resource>
#include <span>
#include <stdexcept>
#include <string_view>
#include <vector>

#include "counting_resource.hpp"

using namespace shardmem;

namespace {

std::vector<std::int64_t> elements_of(const hlo_vector<std::int64_t>& v) { return {v.begin(), v.end()}; }

}  // namespace

TEST_CASE("hlo_vector: 16 bytes, where std::pmr::vector takes 32") {
  CHECK(sizeof(hlo_vector<std::int64_t>) == 16);
  CHECK(sizeof(hlo_vector<std::string_view>) == 16);
  CHECK(sizeof(std::pmr::vector<std::int64_t>) == 32);
}

TEST_CASE("hlo_vector behaves as a vector: built, grown, read, changed, compared") {
  hlo_vector<std::int64_t> v;
  CHECK(v.empty());
  CHECK(v.data() == nullptr);
  CHECK(v.begin() == v.end());
  for (std::int64_t k = 0; k < 100; ++k) v.push_back(k);
  REQUIRE(v.size() == 100);
  CHECK(v.capacity() >= 100);
  CHECK(v.front() == 0);
  CHECK(v.back() == 99);
  CHECK(v[42] == 42);
  CHECK(v.at(7) == 7);
  CHECK_THROWS_WITH_AS((void)v.at(100), "hlo_vector::at: index past the size", std::out_of_range);
  CHECK_THROWS_WITH_AS(v.reserve(std::size_t{1} << 31), "hlo_vector: more than 2^31 - 1 elements",
                       std::length_error);  // (refused before any allocation)
  CHECK(v.size() == 100);
  CHECK(std::span<const std::int64_t>(v).size() == 100);  // contiguous
  v.erase(v.begin() + 10, v.begin() + 90);
  CHECK(elements_of(v) ==
        std::vector<std::int64_t>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99});
  v.erase(v.begin());
  v.insert(v.begin() + 1, 77);
  v.insert(v.end(), {5, 6});
  v.pop_back();
  CHECK(elements_of(v) ==
        std::vector<std::int64_t>{1, 77, 2, 3, 4, 5, 6, 7, 8, 9, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 5});
  v.resize(3);
  CHECK(elements_of(v) == std::vector<std::int64_t>{1, 77, 2});
  v.resize(5, -1);
  CHECK(elements_of(v) == std::vector<std::int64_t>{1, 77, 2, -1, -1});
  v.assign(2, 8);
  CHECK(v == hlo_vector<std::int64_t>{8, 8});
  v.assign({3, 1, 2});
  CHECK(v == hlo_vector<std::int64_t>{3, 1, 2});
  CHECK(v != hlo_vector<std::int64_t>{3, 1});
  CHECK(v < hlo_vector<std::int64_t>{3, 2});
  CHECK(hlo_vector<std::int64_t>{} < v);
  CHECK(std::vector<std::int64_t>(v.rbegin(), v.rend()) == std::vector<std::int64_t>{2, 1, 3});
  v.clear();
  CHECK(v.empty());
  CHECK(v.capacity() >= 3);  // (clear keeps the room)
  v.shrink_to_fit();
  CHECK(v.capacity() == 0);

  hlo_vector<std::string_view> names{"a", "b"};
  CHECK(names.emplace_back("abc", 2) == "ab");
  CHECK(names == hlo_vector<std::string_view>{"a", "b", "ab"});
  const hlo_vector<std::int64_t> counted(3, 4);
  CHECK(counted == hlo_vector<std::int64_t>{4, 4, 4});
  const std::vector<std::int64_t> from{9, 8};
  CHECK(hlo_vector<std::int64_t>(from.begin(), from.end()) == hlo_vector<std::int64_t>{9, 8});
}

TEST_CASE("hlo_vector: an element of its own, added or inserted while it grows, is the value it was") {
  hlo_vector<std::int64_t> v{1, 2};
  v.shrink_to_fit();
  REQUIRE(v.capacity() == 2);
  v.push_back(v[0]);  // (the block moves before the value is written)
  CHECK(v == hlo_vector<std::int64_t>{1, 2, 1});
  v.shrink_to_fit();
  v.insert(v.begin(), v.back());
  CHECK(v == hlo_vector<std::int64_t>{1, 1, 2, 1});
  v.shrink_to_fit();
  v.insert(v.begin() + 1, v.begin(), v.end());
  CHECK(v == hlo_vector<std::int64_t>{1, 1, 1, 2, 1, 1, 2, 1});
  v.assign(v.begin() + 3, v.begin() + 5);  // (a range of its own, smaller)
  CHECK(v == hlo_vector<std::int64_t>{2, 1});
  v.resize(4, v[0]);
  CHECK(v == hlo_vector<std::int64_t>{2, 1, 2, 2});
}

TEST_CASE("hlo_vector keeps its resource: growth, assignment, moves; a copy on the default resource") {
  test::counting_resource arena, other;
  {
    hlo_vector<std::int64_t> v(&arena);
    CHECK(v.get_allocator().resource() == &arena);  // kept while empty
    CHECK(arena.allocations == 0);
    for (std::int64_t k = 0; k < 10; ++k) v.push_back(k);
    CHECK(v.get_allocator().resource() == &arena);
    CHECK(arena.allocations >= 2);  // it grew, from the arena
    CHECK(arena.deallocations == arena.allocations - 1);

    const hlo_vector<std::int64_t> copy = v;  // (std::pmr::vector's copy: the default resource)
    CHECK(copy == v);
    CHECK(copy.get_allocator().resource() == std::pmr::get_default_resource());

    hlo_vector<std::int64_t> w(&other);
    w = v;  // assignment keeps the resource it was made with
    CHECK(w == v);
    CHECK(w.get_allocator().resource() == &other);
    w = hlo_vector<std::int64_t>({1, 2}, &arena);  // a move from another resource: copied
    CHECK(w == hlo_vector<std::int64_t>{1, 2});
    CHECK(w.get_allocator().resource() == &other);

    const std::size_t before = arena.allocations;
    hlo_vector<std::int64_t> taken = std::move(v);  // the block and the resource taken along
    CHECK(arena.allocations == before);
    CHECK(taken.size() == 10);
    CHECK(taken.get_allocator().resource() == &arena);
    CHECK(v.empty());  // NOLINT(bugprone-use-after-move): moved from, valid, empty, on the default resource
    CHECK(v.get_allocator().resource() == std::pmr::get_default_resource());
    hlo_vector<std::int64_t> again(&arena);
    again = std::move(taken);  // the same resource: taken, not copied
    CHECK(arena.allocations == before);
    CHECK(again.size() == 10);
    CHECK(again.get_allocator().resource() == &arena);
    CHECK(taken.get_allocator().resource() == std::pmr::get_default_resource());  // NOLINT(bugprone-use-after-move)
    v.push_back(5);  // a moved-from vector grows again, from the default resource
    CHECK(v == hlo_vector<std::int64_t>{5});
    CHECK(arena.allocations == before);
  }
  CHECK(arena.bytes_out == 0);  // every block given back to the resource it came from
  CHECK(arena.deallocations == arena.allocations);
  CHECK(other.bytes_out == 0);
}

TEST_CASE("hlo_vector: a parsed module's records allocate from its arena") {
  hlo_module m;
  hlo_instruction i{.shape = hlo_shape{.dims = hlo_vector<std::int64_t>(m.arena.resource())},
                    .operands = hlo_vector<std::string_view>(m.arena.resource())};
  i.shape.dims.assign({4, 8});
  i.operands.push_back("p");
  CHECK(i.shape.dims.get_allocator().resource() == m.arena.resource());
  CHECK(i.operands.get_allocator().resource() == m.arena.resource());
  CHECK(i.shape.dims == hlo_vector<std::int64_t>{4, 8});
  const hlo_instruction copy = i;  // a copy: its own vectors, on the default heap
  CHECK(copy.shape.dims == i.shape.dims);
  CHECK(copy.shape.dims.data() != i.shape.dims.data());
  CHECK(copy.operands.get_allocator().resource() == std::pmr::get_default_resource());
}

TEST_CASE("hlo_vector made with an hlo_arena_resource: allocates from it, never gives a block back") {
  // An arena that counts what it is asked, its memory from a monotonic resource that frees it all
  // when it goes (as a module's arena does).
  class counted_arena final : public std::pmr::memory_resource {
   public:
    std::size_t allocations = 0, deallocations = 0;

   private:
    std::pmr::monotonic_buffer_resource blocks_;
    void* do_allocate(std::size_t bytes, std::size_t align) override {
      return ++allocations, blocks_.allocate(bytes, align);
    }
    void do_deallocate(void*, std::size_t, std::size_t) override { ++deallocations; }
    [[nodiscard]] bool do_is_equal(const std::pmr::memory_resource& o) const noexcept override { return this == &o; }
  } arena;
  {
    hlo_vector<std::int64_t> v(hlo_arena_resource{&arena});
    CHECK(v.get_allocator().resource() == &arena);
    for (std::int64_t k = 0; k < 40; ++k) v.push_back(k);  // it grows, block after block
    CHECK(arena.allocations >= 3);
    CHECK(arena.deallocations == 0);  // none given back as it grew
    CHECK(v.get_allocator().resource() == &arena);
    const hlo_vector<std::int64_t> copy = v;  // a copy: the default resource, its block given back
    CHECK(copy == v);
    CHECK(copy.get_allocator().resource() == std::pmr::get_default_resource());
    hlo_vector<std::int64_t> taken = std::move(v);  // the block, the resource and the arena's rule taken along
    CHECK(taken.size() == 40);
    taken.shrink_to_fit();
    CHECK(taken.get_allocator().resource() == &arena);
    hlo_vector<std::int64_t> w(hlo_arena_resource{&arena});
    w.assign(taken.begin(), taken.end());
    w.assign(taken.begin(), taken.begin() + 3);
    CHECK(w == hlo_vector<std::int64_t>{0, 1, 2});
    w.clear();
    w.shrink_to_fit();
    CHECK(w.get_allocator().resource() == &arena);  // emptied, it keeps its arena
    w.push_back(7);
    CHECK(w.front() == 7);
  }
  CHECK(arena.deallocations == 0);  // nothing given back, destroyed or grown
  // No arena named: the default resource, whose blocks are given back (a leak under ASan if not).
  hlo_vector<std::int64_t> heap(hlo_arena_resource{});
  for (std::int64_t k = 0; k < 40; ++k) heap.push_back(k);
  CHECK(heap.get_allocator().resource() == std::pmr::get_default_resource());
}

TEST_CASE("hlo_block_arena: cut aligned from 256 KiB blocks, a large request a block of its own") {
  detail::hlo_block_arena arena;
  std::pmr::memory_resource& as_resource = arena;
  auto* a = static_cast<std::byte*>(arena.take(3, 1));
  auto* b = static_cast<std::byte*>(arena.take(8, 8));
  CHECK(b >= a + 3);  // after the first, aligned up
  CHECK(reinterpret_cast<std::uintptr_t>(b) % 8 == 0);
  auto* c = static_cast<std::byte*>(as_resource.allocate(16, 16));  // the virtual path cuts from the same block
  CHECK(c >= b + 8);
  CHECK(c < b + 64);
  CHECK(reinterpret_cast<std::uintptr_t>(c) % 16 == 0);
  // Past a quarter of a block: a block of its own, the current one kept (the next small request
  // follows c).
  auto* big = static_cast<std::byte*>(arena.take(std::size_t{100} << 10, 8));
  auto* d = static_cast<std::byte*>(arena.take(8, 8));
  CHECK(d >= c + 16);
  CHECK(d < c + 64);
  CHECK((big + (std::size_t{100} << 10) <= d || big > d));  // elsewhere
  // A block filled: the next request from a new one. Each piece written whole (ASan sees an
  // overflow of the block).
  std::vector<std::byte*> pieces;
  int jumps = 0;                    // a piece not right after the one before (aligned): a new block
  for (int k = 0; k < 6000; ++k) {  // 624,000 bytes: two blocks filled, a third begun
    auto* p = static_cast<std::byte*>(arena.take(100, 8));
    std::fill(p, p + 100, std::byte{1});
    CHECK(reinterpret_cast<std::uintptr_t>(p) % 8 == 0);
    jumps += !pieces.empty() && p != pieces.back() + 104;
    pieces.push_back(p);
  }
  CHECK(jumps == 2);
  std::sort(pieces.begin(), pieces.end());
  for (std::size_t k = 1; k < pieces.size(); ++k) CHECK(pieces[k] >= pieces[k - 1] + 100);  // none overlap
  as_resource.deallocate(a, 3, 1);  // given back: nothing (the blocks go with the arena)
}

TEST_CASE("hlo_vector from a module's arena: its first block cut inline, growth through the resource") {
  detail::hlo_block_arena arena;
  hlo_vector<std::int64_t> v(hlo_arena_resource{&arena});
  v.assign({1, 2, 3});
  CHECK(v.capacity() == 3);
  CHECK(v.get_allocator().resource() == &arena);  // the resource written before the elements
  for (std::int64_t k = 4; k <= 100; ++k) v.push_back(k);
  CHECK(v.size() == 100);
  CHECK(v.front() == 1);
  CHECK(v.back() == 100);
  CHECK(v.get_allocator().resource() == &arena);
  hlo_vector<std::string_view> names(hlo_arena_resource{&arena});
  names.reserve(2);
  names.push_back("a"), names.push_back("b"), names.push_back("c");
  CHECK(names == hlo_vector<std::string_view>{"a", "b", "c"});
  CHECK(names.get_allocator().resource() == &arena);
  // The inline path refuses a size past the limit before it cuts anything, as the other does.
  hlo_vector<std::int64_t> empty(hlo_arena_resource{&arena});
  CHECK_THROWS_WITH_AS(empty.reserve(std::size_t{1} << 31), "hlo_vector: more than 2^31 - 1 elements",
                       std::length_error);
  CHECK(empty.capacity() == 0);
}
