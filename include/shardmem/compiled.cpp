// The shardmem library of the separate-compilation mode (core/api.hpp): the plan layer's entry
// points defined once, non-inline. Built by meson as the `shardmem-compiled` dependency; a program
// that links it compiles its own translation units with SHARDMEM_SEPARATE_COMPILATION defined.
#ifndef SHARDMEM_SEPARATE_COMPILATION
#define SHARDMEM_SEPARATE_COMPILATION
#endif
#define SHARDMEM_COMPILING_LIBRARY
#include <shardmem/plan.hpp>
