// What the StableHLO tests share: an instruction of a module found by its computation and name.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

#include <shardmem/xla/hlo_module.hpp>

namespace shardmem::test {

// Instruction `name` of computation `computation`; throws (the test fails) when there is none.
inline const hlo_instruction& named(const hlo_module& m, std::string_view computation, std::string_view name) {
  if (const hlo_computation* c = m.find(computation))
    for (const hlo_instruction& i : c->instructions)
      if (i.name == name) return i;
  throw std::runtime_error("no instruction " + std::string(name) + " in " + std::string(computation));
}

}  // namespace shardmem::test
