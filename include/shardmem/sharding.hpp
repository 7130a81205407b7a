// The sharding layer: meshes, PartitionSpecs, NamedShardings and XLA's HloSharding text.
#pragma once

#include <shardmem/core.hpp>
#include <shardmem/sharding/hlo_sharding.hpp>
#include <shardmem/sharding/mesh.hpp>
#include <shardmem/sharding/named_sharding.hpp>
#include <shardmem/sharding/partition_spec.hpp>
