// Tests for shardmem/plan/zero.hpp: ZeRO's Table 1 from PartitionSpecs, exact; the specs a stage
// gives each tensor (the dimension with the least padding, a tensor-parallel split kept); seed
// 001's low-rank factors.
#include <doctest/doctest.h>

#include <shardmem/models/presets.hpp>
#include <shardmem/plan/memory_plan.hpp>
#include <shardmem/plan/zero.hpp>

#include <array>
#include <cmath>
#include <cstdint>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "plan_helpers.hpp"

using namespace shardmem;
using plan_test::small_config;

TEST_CASE("zero_model_states replicates a tensor when the axis divides none of its dimensions: ZeRO Table 1, exact") {
  // Rajbhandari et al. 2020 (ZeRO, arXiv 1910.02054), Table 1: per-device model-state memory in GB
  // (10^9 bytes) with mixed-precision Adam (K = 12: fp16 parameters and gradients, fp32 master
  // weights, momentum and variance) for Psi = 7.5B, 128B and 1T parameters at data-parallel degree
  // N_d = 1, 4, 16, 64, 256, 1024; columns P_os, P_os+g, P_os+g+p (the baseline is 16 Psi at every
  // N_d). Formulas (sec. 5): 4 Psi + 12 Psi / N_d, 2 Psi + 14 Psi / N_d, 16 Psi / N_d. Psi / N_d is
  // not an integer at N_d = 1024 (7.5B) or 256 and 1024 (1T): one tensor of Psi elements is then
  // padded to N_d x ceil(Psi / N_d), as XLA pads an uneven tile; before the fix the axis divided
  // no dimension and every stage replicated the whole 120 GB.
  struct row {
    std::int64_t devices;
    double os, os_g, os_g_p;  // as printed, GB
    double digits;            // the printed precision: a unit of the last digit
  };
  struct model {
    std::int64_t psi;
    std::vector<row> rows;
  };
  const std::vector<model> table{
      {7'500'000'000,
       {{1, 120, 120, 120, 1},
        {4, 52.5, 41.3, 30, 0.1},
        {16, 35.6, 21.6, 7.5, 0.1},
        {64, 31.4, 16.6, 1.88, 0.1},
        {256, 30.4, 15.4, 0.47, 0.1},
        {1024, 30.1, 15.1, 0.12, 0.1}}},
      {128'000'000'000,
       {{1, 2048, 2048, 2048, 1},
        {4, 896, 704, 512, 1},
        {16, 608, 368, 128, 1},
        {64, 536, 284, 32, 1},
        {256, 518, 263, 8, 1},
        {1024, 513, 257, 2, 1}}},
      {1'000'000'000'000,
       {{1, 16000, 16000, 16000, 1},
        {4, 7000, 5500, 4000, 1},
        {16, 4750, 2875, 1000, 1},
        {64, 4187.5, 2218.75, 250, 0.1},
        {256, 4046.9, 2054.7, 62.5, 0.1},
        {1024, 4011.7, 2013.7, 15.6, 0.1}}},
  };
  const std::array<dtype, 3> adam{dtype::f32, dtype::f32, dtype::f32};
  for (const model& md : table) {
    const std::vector<tensor> params{tensor{"psi", shape{md.psi}, dtype::bf16}};
    for (const row& r : md.rows) {
      CAPTURE(md.psi);
      CAPTURE(r.devices);
      const mesh m{{"data", r.devices}};
      auto gb = [&](int stage) {
        return static_cast<double>(zero_model_states(params, m, "data", stage, dtype::bf16, adam).total().count()) /
               1e9;
      };
      // The paper's formulas in exact bytes, each term padded to whole elements per device.
      const std::int64_t shard = (md.psi + r.devices - 1) / r.devices;
      CHECK(zero_model_states(params, m, "data", 0, dtype::bf16, adam).total().count() == 16 * md.psi);
      CHECK(zero_model_states(params, m, "data", 1, dtype::bf16, adam).total().count() == 4 * md.psi + 12 * shard);
      CHECK(zero_model_states(params, m, "data", 2, dtype::bf16, adam).total().count() == 2 * md.psi + 14 * shard);
      CHECK(zero_model_states(params, m, "data", 3, dtype::bf16, adam).total().count() == 16 * shard);
      // And as the paper prints them: within half a unit of the printed last digit (the 128B
      // column at N_d = 1024 prints 513.5 and 257.75 as 513 and 257, within one unit).
      CHECK(std::abs(gb(1) - r.os) <= r.digits);
      CHECK(std::abs(gb(2) - r.os_g) <= r.digits);
      CHECK(std::abs(gb(3) - r.os_g_p) <= r.digits / 2 + 1e-9);
    }
  }
  const mesh n64{{"data", 64}}, n1024{{"data", 1024}};
  // The specs behind them.
  const zero_specs z2 = zero_partition(2, shape{7'500'000'000}, n64, "data");
  CHECK(to_string(z2.parameter) == "P()");
  CHECK(to_string(z2.gradient) == "P('data')");
  CHECK(to_string(z2.state) == "P('data')");
  // 7.5e9 over 1024 does not divide: still sharded, padded to 7,324,219 elements per device.
  const zero_specs z3 = zero_partition(3, shape{7'500'000'000}, n1024, "data");
  CHECK(to_string(z3.parameter) == "P('data')");
  const model_states s1 = zero_model_states(std::vector<tensor>{tensor{"psi", shape{7'500'000'000}, dtype::bf16}}, n64,
                                            "data", 1, dtype::bf16, adam);
  CHECK(s1.parameters.count() == 15'000'000'000);
  CHECK(s1.gradients.count() == 15'000'000'000);
  CHECK(s1.optimizer.count() == 1'406'250'000);
  // The dimension with the least padding: [3, 1024] over 4 shards dim 1 (it divides); [6, 5] over
  // 4 pads dim 0 (ceil(6/4) x 5 = 10 elements per device) rather than dim 1 (ceil(5/4) x 6 = 12).
  CHECK(to_string(zero_partition(1, shape{3, 1024}, mesh{{"data", 4}}, "data").state) == "P(None, 'data')");
  CHECK(to_string(zero_partition(1, shape{6, 5}, mesh{{"data", 4}}, "data").state) == "P('data')");
  CHECK(to_string(zero_partition(1, shape{}, mesh{{"data", 4}}, "data").state) == "P()");
  CHECK_THROWS_WITH_AS((void)zero_partition(4, shape{8}, mesh{{"data", 4}}, "data"),
                       "ZeRO stage 4 does not exist; use 0, 1, 2 or 3", invalid_error);
}

TEST_CASE("ZeRO-1 keeps a tensor-parallel weight's split and adds the data axis to its states") {
  // The states of a weight split over the tensor axis were specced over the data axis alone,
  // holding every tensor rank's share.
  const shape s{4096, 14336};
  const mesh m{{"data", 2}, {"model", 4}};
  CHECK(to_string(detail::zero_shard_spec(s, partition_spec{replicated, "model"}, axis_group{"data"}, m)) ==
        "P('data', 'model')");
  CHECK(to_string(detail::zero_shard_spec(s, partition_spec{"data"}, axis_group{"data"}, m)) == "P('data')");
  // Over several axes, those the spec uses already are left out: an expert's weight split over
  // the expert axis shards its states over the data axis alone (Megatron's expert-data-parallel
  // group, world / (ETP x EP x PP)).
  const mesh moe{{"data", 2}, {"ep", 4}};
  CHECK(to_string(detail::zero_shard_spec(shape{8, 64, 128}, partition_spec{"ep"}, axis_group{"data", "ep"}, moe)) ==
        "P(('ep', 'data'))");  // the experts' dimension, 8 over 4 x 2, divides: the first least-padded
  CHECK(to_string(detail::zero_shard_spec(shape{64, 128}, partition_spec{}, axis_group{"data", "ep"}, moe)) ==
        "P(('data', 'ep'))");
  training_config c = small_config();
  c.devices = mesh{{"data", 4}, {"model", 2}};
  c.zero_stage = 1;
  const memory_plan tp = plan(c);
  c.devices = mesh{{"data", 4}, {"model", 1}};
  const memory_plan no_tp = plan(c);
  const auto state = static_cast<std::size_t>(role::optimizer_state);
  CHECK(tp.role_peak[state] < no_tp.role_peak[state]);
}

TEST_CASE("seed 001: the 27 low-rank V/U sites of Llama-3.1-8B layers 18-26 at C = 49152") {
  // REFERENCE sect. 6 (seed 001): 24,461,180,928 parameters, 97.8 GB in fp32 ("~98 GB V/U"); the
  // seed's full state "~360 GB" is the 16 bytes per parameter of fp32 Adam training, in GiB.
  const transformer_config llama = presets::llama3_1_8b();
  std::vector<tensor> factors;
  for (int layer = 18; layer <= 26; ++layer)
    for (const auto& [d_in, d_out] :
         {std::pair{llama.hidden, llama.ffn}, std::pair{llama.hidden, llama.ffn}, std::pair{llama.ffn, llama.hidden}}) {
      factors.push_back(tensor{fmt::format("l{}.V", layer), shape{d_in, 49152}, dtype::f32});
      factors.push_back(tensor{fmt::format("l{}.U", layer), shape{49152, d_out}, dtype::f32});
    }
  std::int64_t elements = 0;
  for (const tensor& t : factors) elements += t.shape.elements();
  CHECK(factors.size() == 54);
  CHECK(elements == 24'461'180'928);
  const std::array<dtype, 2> adam{dtype::f32, dtype::f32};
  const model_states replicated = zero_model_states(factors, mesh{{"data", 64}}, "data", 0, dtype::f32, adam);
  CHECK(replicated.parameters.count() == 97'844'723'712);
  CHECK(replicated.total().count() == 16 * elements);
  CHECK(replicated.total().count() / (1LL << 30) == 364);  // "~360 GB"
}
