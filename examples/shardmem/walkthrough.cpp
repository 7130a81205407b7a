// `shardmem walkthrough`: how sharding Llama-3.1-8B's weights on 8 devices changes the bytes per
// device, weight by weight and for the whole model, under four strategies.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/bytes.hpp>
#include <shardmem/models/config.hpp>
#include <shardmem/models/presets.hpp>
#include <shardmem/sharding.hpp>

#include "cli.hpp"

namespace shardmem_cli {
namespace {

using shardmem::bytes;
using shardmem::hlo_sharding;
using shardmem::mesh;
using shardmem::named_sharding;
using shardmem::partition_spec;
using shardmem::tensor;

/// Which of a strategy's specs a weight takes.
enum class weight_role { embed, column, row, lm_head, norm };

/// A weight of the model: `count` copies of it (one per layer for layer weights).
struct weight {
  std::string_view name;
  shardmem::shape shape;
  weight_role kind;
  std::int64_t count;
  bool shown;  // listed weight by weight in the walk-through
};

/// One way to shard every weight. Norms stay replicated (4096 elements; sharding them saves nothing).
struct strategy {
  std::string_view name;
  partition_spec column, row, embed, lm_head;
  [[nodiscard]] partition_spec spec(weight_role r) const {
    switch (r) {
      case weight_role::embed: return embed;
      case weight_role::column: return column;
      case weight_role::row: return row;
      case weight_role::lm_head: return lm_head;
      case weight_role::norm: break;
    }
    return partition_spec{};
  }
};

/// The weights of a Llama-architecture model (SwiGLU MLP, RMSNorm, no biases, untied embeddings),
/// shaped from its configuration and counted from its parameter breakdown. For the library's
/// Llama-3.1-8B (h 4096, ffn 14336, 32 layers, 32 query / 8 kv heads of dim 128, vocab 128256):
/// 8,030,261,248 parameters (shared/REFERENCE.md section 4).
std::vector<weight> llama_weights(const shardmem::transformer_config& c) {
  const shardmem::param_breakdown p = shardmem::parameter_breakdown(c);
  const std::int64_t h = c.hidden, q = c.q_width(), kv = c.kv_width(), ffn = c.ffn, vocab = c.vocab;
  const std::int64_t layers = p.dense_blocks;
  // Two norms per block and the final norm, each of h weights.
  const std::int64_t norms = (layers * p.dense_block.norms() + p.final_norm) / h;
  return {
      {"embed", {vocab, h}, weight_role::embed, 1, true},
      {"q_proj", {h, q}, weight_role::column, layers, true},
      {"k_proj", {h, kv}, weight_role::column, layers, true},
      {"v_proj", {h, kv}, weight_role::column, layers, false},
      {"o_proj", {q, h}, weight_role::row, layers, false},
      {"gate_proj", {h, ffn}, weight_role::column, layers, true},
      {"up_proj", {h, ffn}, weight_role::column, layers, false},
      {"down_proj", {ffn, h}, weight_role::row, layers, true},
      {"norms", {h}, weight_role::norm, norms, false},
      {"lm_head", {h, vocab}, weight_role::lm_head, 1, false},
  };
}

std::vector<strategy> strategies() {
  using shardmem::axes;
  using shardmem::replicated;
  const partition_spec fsdp{axes{"data", "model"}};
  return {
      {"replicated", {}, {}, {}, {}},
      {"FSDP", fsdp, fsdp, fsdp, fsdp},
      {"TP", {replicated, "model"}, {"model", replicated}, {"model", replicated}, {replicated, "model"}},
      {"FSDP+TP", {"data", "model"}, {"model", "data"}, {"model", "data"}, {"data", "model"}},
  };
}

void print_weight(const mesh& m, const weight& w, const std::vector<strategy>& plans) {
  const tensor t{std::string(w.name), w.shape, shardmem::dtype::bf16};
  fmt::print("\n{:n}: {} unsharded\n", t, t.nbytes());
  for (const strategy& p : plans) {
    const named_sharding s{m, p.spec(w.kind)};
    fmt::print("  {:<12}{:<22}{:<15}{:>11}  x{}  {}\n", p.name, shardmem::to_string(s.spec()),
               fmt::format("{}", s.shard_shape(t)), fmt::format("{}", s.per_device_bytes(t)), s.replication_factor(),
               hlo_sharding::from(s, t.shape.rank()));
  }
}

/// Bytes per device of one layer's weights and of the whole model under a strategy.
struct totals {
  bytes layer, model;
};

totals strategy_totals(const mesh& m, const std::vector<weight>& model, const strategy& p) {
  totals out;
  for (const weight& w : model) {
    const tensor t{std::string(w.name), w.shape, shardmem::dtype::bf16};
    const bytes each = named_sharding{m, p.spec(w.kind)}.per_device_bytes(t);
    if (w.kind == weight_role::column || w.kind == weight_role::row) out.layer += each;
    out.model += each * w.count;
  }
  return out;
}

void print_walkthrough() {
  const mesh m = shardmem::parse_mesh("data=2,model=4");
  const shardmem::transformer_config llama = shardmem::presets::llama3_1_8b();
  const auto model = llama_weights(llama);
  const auto plans = strategies();

  fmt::print("shardmem: how many bytes each device holds of a sharded array (JAX/XLA semantics)\n\n");
  fmt::print("Llama-3.1-8B ({} parameters), bf16 weights, on mesh {} ({} devices).\n",
             shardmem::group_thousands(shardmem::parameter_count(llama)), m, m.device_count());
  fmt::print("Each weight under four strategies: spec, shard shape, bytes per device, copies of each\n");
  fmt::print("element (x), and the HloSharding XLA sees.\n");
  for (const weight& w : model)
    if (w.shown) print_weight(m, w, plans);

  fmt::print("\nBytes per device, column-parallel weights (q, k, v, gate, up) / row-parallel (o, down):\n");
  fmt::print("  {:<12}{:<22}{:<22}{:>12}{:>13}\n", "strategy", "column", "row", "one layer", "whole model");
  for (const strategy& p : plans) {
    const totals t = strategy_totals(m, model, p);
    fmt::print("  {:<12}{:<22}{:<22}{:>12}{:>13}\n", p.name, shardmem::to_string(p.column), shardmem::to_string(p.row),
               fmt::format("{}", t.layer), fmt::format("{}", t.model));
  }
  fmt::print("  (one layer: the 7 matrices; whole model: {} layers, embed, lm_head, norms replicated)\n\n",
             llama.layers);
  fmt::print("Axes a spec leaves unused replicate the array: TP alone keeps 2 copies (the data axis).\n");
  fmt::print("Try: shardmem shard --mesh data=2,model=4 --spec \"P(None, 'model')\" --shape 4096,14336 --dtype bf16\n");
  fmt::print("     shardmem shard --hlo \"{{devices=[2,2]<=[2,2]T(1,0)}}\" --shape 3056,12272 --dtype f64\n");
  fmt::print("     shardmem shard --help\n");
}

}  // namespace

subcommand add_walkthrough_command(CLI::App& app) {
  return {app.add_subcommand("walkthrough", "How sharding Llama-3.1-8B's weights on 8 devices changes the bytes per "
                                            "device"),
          print_walkthrough};
}

}  // namespace shardmem_cli
