// shardmem: per-device memory of sharded training steps. The umbrella header: every public layer.
#pragma once

#include <shardmem/core.hpp>
#include <shardmem/graph.hpp>
#include <shardmem/models/config.hpp>
#include <shardmem/models/gpt_layer.hpp>
#include <shardmem/models/mlp_chain.hpp>
#include <shardmem/models/presets.hpp>
#include <shardmem/models/transformer.hpp>
#include <shardmem/plan/hardware.hpp>
#include <shardmem/plan/planner.hpp>
#include <shardmem/plan/report.hpp>
#include <shardmem/schedule.hpp>
#include <shardmem/sharding.hpp>
#include <shardmem/train.hpp>
