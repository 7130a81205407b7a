// What the tests of the module's containers (hlo_box, hlo_vector) share: a memory resource that
// counts what it hands out and takes back.
#pragma once

#include <cstddef>
#include <memory_resource>

namespace shardmem::test {

// A resource that counts what it hands out and takes back, from the heap.
class counting_resource final : public std::pmr::memory_resource {
 public:
  std::size_t allocations = 0, deallocations = 0, bytes_out = 0;

 private:
  void* do_allocate(std::size_t bytes, std::size_t align) override {
    ++allocations, bytes_out += bytes;
    return std::pmr::new_delete_resource()->allocate(bytes, align);
  }
  void do_deallocate(void* p, std::size_t bytes, std::size_t align) override {
    ++deallocations, bytes_out -= bytes;
    std::pmr::new_delete_resource()->deallocate(p, bytes, align);
  }
  [[nodiscard]] bool do_is_equal(const std::pmr::memory_resource& o) const noexcept override { return this == &o; }
};

}  // namespace shardmem::test
