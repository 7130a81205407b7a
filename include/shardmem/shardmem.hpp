// shardmem: per-device memory of sharded training steps. The umbrella header: every public layer
// but the opt-in renderers (graph/json.hpp, plan/json.hpp, models/json.hpp, plan/svg.hpp, xla/hlo_json.hpp).
#pragma once

#include <shardmem/core.hpp>
#include <shardmem/graph.hpp>
#include <shardmem/models/adapters.hpp>
#include <shardmem/models/config.hpp>
#include <shardmem/models/gpt_layer.hpp>
#include <shardmem/models/mlp_chain.hpp>
#include <shardmem/models/parallelism.hpp>
#include <shardmem/models/params.hpp>
#include <shardmem/models/presets.hpp>
#include <shardmem/models/transformer.hpp>
#include <shardmem/plan.hpp>
#include <shardmem/schedule.hpp>
#include <shardmem/sharding.hpp>
#include <shardmem/train.hpp>
#include <shardmem/xla.hpp>
