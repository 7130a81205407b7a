// libFuzzer target: model JSON (read_model_json), as `shardmem plan --model-file F.json` reads it,
// shardmem's own form or a Hugging Face config.json.
// A config that reads is valid; its parameter counts are exact or an overflow_error, and the
// per-layer counts add up to the total.
#include <cstddef>
#include <cstdint>

#include <shardmem/models/config.hpp>
#include <shardmem/models/params.hpp>
#include <shardmem/plan/json.hpp>

#include "fuzz.hpp"

using namespace shardmem;
using shardmem_fuzz::accepts;
using shardmem_fuzz::check;

namespace shardmem_fuzz::model_json_target {
SHARDMEM_FUZZ_TARGET(model_json) {
  const auto text = shardmem_fuzz::text_of(data, size);
  transformer_config c;
  if (!accepts([&] { c = read_model_json(text); })) return 0;
  check(accepts([&] { validate(c); }), "a config read from JSON is valid");
  // What model show prints reads back as the same model (a config.json's too).
  check(read_model_json(write_model_json(c)) == c, "write_model_json reads back as the model written");
  (void)fmt::format("{}", c);
  (void)accepts([&] {
    const param_breakdown p = parameter_breakdown(c);
    (void)fmt::format("{}", p);
    check(p.dense_blocks + p.moe_blocks == c.layers, "every layer is a dense or an MoE block");
    check(p.dense_blocks >= 0 && p.moe_blocks >= 0, "block counts are >= 0");
    check(p.active() <= p.total() && p.active() > 0, "0 < active parameters <= total");
    // Per-layer counts summed in 128 bits equal the total.
    __int128 sum = static_cast<__int128>(p.embedding) + p.positions + p.final_norm + p.lm_head;
    if (p.dense_blocks > 0) {
      std::int64_t dense = 0;  // the first dense layer: 0, or 1 when MoE starts at layer 0
      while (is_moe_layer(c, dense)) ++dense;
      sum += static_cast<__int128>(p.dense_blocks) * block_parameters(c, dense).total();
    }
    if (p.moe_blocks > 0) sum += static_cast<__int128>(p.moe_blocks) * block_parameters(c, c.moe->first_layer).total();
    if (c.mtp_layers > 0) {  // each module: a block of the kind a layer `layers` would be, 3 norms, [2h, h]
      const bool moe = c.moe && c.layers >= c.moe->first_layer &&
                       (c.layers - c.moe->first_layer) % c.moe->layer_interval == 0;
      std::int64_t like = moe ? c.moe->first_layer : 0;
      while (!moe && is_moe_layer(c, like)) ++like;  // past the last layer: out_of_range, an accepted error
      const __int128 norm = c.norm == norm_kind::layernorm ? 2 * c.hidden : c.hidden;
      sum += static_cast<__int128>(c.mtp_layers) *
             (block_parameters(c, like).total() + 3 * norm + 2 * static_cast<__int128>(c.hidden) * c.hidden);
    }
    check(sum == p.total(), "the blocks and the rest add up to the total");
    (void)accepts([&] { (void)parameter_bytes(c); });
    (void)accepts([&] { (void)parameter_bytes(c, dtype::s4); });
  });
  if (c.moe)
    for (const std::int64_t tokens : {std::int64_t{0}, std::int64_t{1}, std::int64_t{4096}, c.seq_len})
      (void)accepts([&] {
        const std::int64_t capacity = expert_capacity(c, tokens);
        const std::int64_t dispatch = dispatch_capacity(c, tokens);
        check(capacity >= 0 && dispatch >= 0, "capacities are >= 0");
      });
  return 0;
}

}  // namespace shardmem_fuzz::model_json_target
