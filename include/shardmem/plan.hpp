// shardmem: per-device memory of sharded training steps. The umbrella header: every public layer.
#pragma once

#include <shardmem/core.hpp>
#include <shardmem/graph.hpp>
#include <shardmem/sharding.hpp>
