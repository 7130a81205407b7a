// shardmem's planner, the entry point for embedders: what to train (plan/config.hpp), what it must
// fit into (plan/target.hpp), does it fit (plan/memory_plan.hpp), what if (plan/whatif.hpp), the
// words the tool reads (plan/text.hpp), the text reports (plan/report.hpp), ZeRO's arithmetic
// (plan/zero.hpp), and in the header-only mode the step itself (plan/step.hpp; include it in the
// separate mode, see core/api.hpp). The opt-in renderers are apart: plan/json.hpp
// (nlohmann/json), plan/svg.hpp. Every public layer at once: shardmem/shardmem.hpp.
#pragma once

#include <shardmem/core/api.hpp>
#include <shardmem/plan/config.hpp>
#include <shardmem/plan/hardware.hpp>
#include <shardmem/plan/memory_plan.hpp>
#include <shardmem/plan/phase.hpp>
#include <shardmem/plan/report.hpp>
#include <shardmem/plan/target.hpp>
#include <shardmem/plan/text.hpp>
#include <shardmem/plan/whatif.hpp>
#include <shardmem/plan/zero.hpp>
#if SHARDMEM_DEFINITIONS
#include <shardmem/plan/step.hpp>
#endif
