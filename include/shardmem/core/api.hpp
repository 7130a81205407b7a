// How the planner's entry points are compiled. Header-only by default: every function is an
// inline definition in the headers. With SHARDMEM_SEPARATE_COMPILATION defined (meson: the
// `shardmem-compiled` dependency), the plan layer's entry points (plan, plan_training, the
// what-ifs, the reports, the planner's words) are only declared, and defined once in the shardmem
// library, built from include/shardmem/compiled.cpp: a translation unit that plans then compiles
// much faster (bench/compile_bench.sh measures it), as {fmt}'s compiled mode does. Every
// translation unit of a program must use the same mode.
#pragma once

#if defined(SHARDMEM_SEPARATE_COMPILATION) && !defined(SHARDMEM_COMPILING_LIBRARY)
#define SHARDMEM_API
#define SHARDMEM_DEFINITIONS 0
#elif defined(SHARDMEM_SEPARATE_COMPILATION)
#define SHARDMEM_API
#define SHARDMEM_DEFINITIONS 1
#else
#define SHARDMEM_API inline
#define SHARDMEM_DEFINITIONS 1
#endif
