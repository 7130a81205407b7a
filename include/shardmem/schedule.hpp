// The checkpoint-schedule layer: chains of stages, schedules in the action notation, the
// simulator that replays them, and the generators (store-all, PyTorch checkpoint_sequential,
// Chen et al.'s sqrt(n), nested, revolve, budgeted). The SVG chart is opt-in: schedule/svg.hpp.
#pragma once

#include <shardmem/schedule/action.hpp>
#include <shardmem/schedule/budget.hpp>
#include <shardmem/schedule/chain.hpp>
#include <shardmem/schedule/nested.hpp>
#include <shardmem/schedule/revolve.hpp>
#include <shardmem/schedule/segments.hpp>
#include <shardmem/schedule/simulate.hpp>
#include <shardmem/schedule/timeline.hpp>
