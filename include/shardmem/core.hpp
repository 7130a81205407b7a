// The core vocabulary: errors and checked arithmetic, bytes, dtypes, shapes and tensors.
#pragma once

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/dtype.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/core/shape.hpp>
#include <shardmem/core/tensor.hpp>
#include <shardmem/core/text_file.hpp>
