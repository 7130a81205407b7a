// The training layer: backward rules, residual policies and training-step graphs.
#pragma once

#include <shardmem/graph.hpp>
#include <shardmem/train/optimizer.hpp>
#include <shardmem/train/policy.hpp>
#include <shardmem/train/rules.hpp>
#include <shardmem/train/training_graph.hpp>
