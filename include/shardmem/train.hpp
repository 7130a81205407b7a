// The training layer: backward rules, residual policies, training-step graphs and layer chains.
#pragma once

#include <shardmem/graph.hpp>
#include <shardmem/train/gradient_flow.hpp>
#include <shardmem/train/layer_chain.hpp>
#include <shardmem/train/optimizer.hpp>
#include <shardmem/train/policy.hpp>
#include <shardmem/train/rules.hpp>
#include <shardmem/train/training_graph.hpp>
