// shardmem's layer for XLA's programs: HLO text read into a module (xla/hlo_module.hpp,
// xla/hlo_parse.hpp) the bytes of its shapes (xla/hlo_sizes.hpp), its values' live ranges and
// the heap simulator's peak (xla/hlo_live_range.hpp), memory_analysis() as XLA's buffer
// assignment decides it on GPU, CPU or TPU (xla/hlo_buffer_assignment.hpp; the backend named or
// detected, xla/hlo_backend.hpp), and where its memory goes (xla/hlo_report.hpp;
// its JSON, opt-in, in xla/hlo_json.hpp), XLA's own buffer-assignment dumps read back
// (xla/buffer_assignment_text.hpp), and two modules or what-ifs side by side (xla/hlo_whatif.hpp).
#pragma once

#include <shardmem/xla/buffer_assignment_text.hpp>
#include <shardmem/xla/hlo_backend.hpp>
#include <shardmem/xla/hlo_buffer_assignment.hpp>
#include <shardmem/xla/hlo_call_graph.hpp>
#include <shardmem/xla/hlo_copy_insertion.hpp>
#include <shardmem/xla/hlo_live_range.hpp>
#include <shardmem/xla/hlo_module.hpp>
#include <shardmem/xla/hlo_parse.hpp>
#include <shardmem/xla/hlo_report.hpp>
#include <shardmem/xla/hlo_sizes.hpp>
#include <shardmem/xla/hlo_whatif.hpp>
#include <shardmem/xla/stablehlo_parse.hpp>
