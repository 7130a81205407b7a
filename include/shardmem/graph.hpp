// The graph layer: dataflow graphs of sharded values, schedules, liveness, collectives, and
// stacks of layers repeated from a few built ones.
#pragma once

#include <shardmem/graph/collectives.hpp>
#include <shardmem/graph/dataflow_graph.hpp>
#include <shardmem/graph/liveness.hpp>
#include <shardmem/graph/repeat.hpp>
#include <shardmem/graph/report.hpp>
#include <shardmem/sharding.hpp>
