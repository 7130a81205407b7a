// Tests for models/mlp_chain.hpp: the classroom MLP's graph (its ops, values, scopes, layers,
// per-device sizes and FLOPs) and its argument checks. Its use as a chain of layers, with
// checkpoint schedules replayed on it, is tested in train/layer_chain_test.cpp.
#include <doctest/doctest.h>

#include <shardmem/models/mlp_chain.hpp>

#include <cstdint>
#include <string>
#include <vector>

using namespace shardmem;

TEST_CASE("build_mlp_chain: a dot and a GeLU a layer, then the loss, sized per device") {
  // 4 layers, batch 64 split over 4 devices, width 8, bf16: an activation [16, 8] per device is
  // 16 * 8 * 2 = 256 B, a weight [8, 8] 128 B, the labels [16] s32 64 B (derived).
  const auto m = build_mlp_chain(4, 64, 8, dtype::bf16, mesh{{"data", 4}, {"model", 2}}, {.data = "data"});
  const dataflow_graph& g = m.graph;
  CHECK(g.op_count() == 4 * 2 + 1);
  CHECK(g.value_count() == 2 + 4 * 3 + 1);  // batch, labels; w, h, out a layer; loss
  CHECK(m.layer_scopes == std::vector<std::string>{"layer.0", "layer.1", "layer.2", "layer.3"});
  const value_id out = *g.find_value("layer.2.out");
  CHECK(g.per_device_bytes(out) == bytes{256});
  CHECK(g.per_device_bytes(*g.find_value("layer.2.w")) == bytes{128});
  CHECK(g.per_device_bytes(*g.find_value("labels")) == bytes{64});
  CHECK(g.role(*g.find_value("layer.2.w")) == role::parameter);
  CHECK(g.role(*g.find_value("batch")) == role::input);
  CHECK(g.tensor(m.loss).name == "loss");
  CHECK(g.role(m.loss) == role::output);
  // FLOPs per device: the matmul 2 * 64 * 8 * 8 / 4 = 2048, GeLU and the loss 8 * 64 * 8 / 4 = 1024.
  const op_id dot{2}, gelu{3}, loss{8};
  CHECK(g.op_name(dot) == "layer.1.dot");
  CHECK(g.op_kind(dot) == "dot");
  CHECK(g.op_flops(dot) == 2048);
  CHECK(g.op_name(gelu) == "layer.1.gelu");
  CHECK(g.op_flops(gelu) == 1024);
  CHECK(g.op_scope(gelu) == "layer.1");
  CHECK(g.op_name(loss) == "loss");
  CHECK(g.op_kind(loss) == "cross_entropy");
  CHECK(g.op_flops(loss) == 1024);
  // Layer membership as data: each layer's ops and its weight, not the batch or the loss.
  CHECK(g.op_layer(gelu) == 1);
  CHECK(g.value_layer(*g.find_value("layer.3.w")) == 3);
  CHECK_FALSE(g.op_layer(loss).has_value());
  CHECK_FALSE(g.value_layer(*g.find_value("batch")).has_value());
}

TEST_CASE("build_mlp_chain: fused layers and blocks of layers") {
  const auto m = build_mlp_chain(5, 8, 4, dtype::f32, mesh{{"d", 1}}, {.block_size = 2, .fused_kind = "fused_mlp"});
  const dataflow_graph& g = m.graph;
  CHECK(g.op_count() == 5 + 1);
  CHECK(m.layer_scopes == std::vector<std::string>{"block.0/layer.0", "block.0/layer.1", "block.1/layer.2",
                                                   "block.1/layer.3", "block.2/layer.4"});
  const op_id fused{3};
  CHECK(g.op_name(fused) == "layer.3.fused");
  CHECK(g.op_kind(fused) == "fused_mlp");
  CHECK(g.op_scope(fused) == "block.1/layer.3");
  // Unsplit (no data axis): 2 * 8 * 4 * 4 + 8 * 8 * 4 = 512 FLOPs a fused layer.
  CHECK(g.op_flops(fused) == 512);
  CHECK_FALSE(g.find_value("layer.3.h").has_value());  // one op: no intermediate value
}

TEST_CASE("build_mlp_chain validates its arguments") {
  CHECK_THROWS_WITH_AS((void)build_mlp_chain(0, 8, 8, dtype::f32, mesh{{"d", 1}}),
                       "build_mlp_chain: 0 layers, batch 8, width 8; each must be at least 1", invalid_error);
  CHECK_THROWS_WITH_AS((void)build_mlp_chain(2, 8, 8, dtype::f32, mesh{{"d", 1}}, {.block_size = -1}),
                       "build_mlp_chain: block size -1 is negative; use 0 for no blocks or a positive size",
                       invalid_error);
  CHECK_THROWS_WITH_AS((void)build_mlp_chain(2, 8, 8, dtype::f32, mesh{{"d", 1}}, {.data = "data"}),
                       "build_mlp_chain: the data axis 'data' is not an axis of mesh {d: 1}; use one of ('d',)",
                       invalid_error);
  const auto m = build_mlp_chain(3, 8, 8, dtype::bf16, mesh{{"d", 1}});
  CHECK(m.layer_scopes == std::vector<std::string>{"layer.0", "layer.1", "layer.2"});
  CHECK(m.graph.op_count() == 7);
}
