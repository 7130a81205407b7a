// What the fuzz targets that read XLA programs (hlo_text, stablehlo_text) check of every shape a
// module holds: tuples hold the elements, arrays have known element types, sizes where they are
// not dynamic, and layouts that order every dimension.
#pragma once

#include <cstddef>

#include <shardmem/xla/hlo_module.hpp>
#include <shardmem/xla/hlo_parse.hpp>

#include "fuzz.hpp"

namespace shardmem_fuzz {

inline void check_hlo_shape(const shardmem::hlo_shape& s) {
  if (s.is_tuple()) {
    for (const shardmem::hlo_shape& e : s.elements) check_hlo_shape(e);
    return;
  }
  check(s.elements.empty(), "only a tuple has elements");
  if (!s.is_array()) return;
  check(static_cast<std::size_t>(s.element) < shardmem::detail::dtype_table.size(), "an array's element type is known");
  check(!s.dynamic || s.dynamic->size() == s.dims.size(), "dynamic flags, when any, one per dimension");
  for (std::size_t d = 0; d < s.dims.size(); ++d)
    check(s.dims[d] >= 0 || (s.dynamic && (*s.dynamic)[d]), "only a dynamic dimension has no size");
  if (s.layout && !s.layout->minor_to_major.empty())
    check(s.layout->minor_to_major.size() == s.dims.size(), "a layout orders every dimension");
}

}  // namespace shardmem_fuzz
