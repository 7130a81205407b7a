// The README's C++ example: what each device holds of Llama-3.1-8B's MLP gate under three specs,
// and the error an uneven dimension gives at placement. Its output is kept in expected/.
#include <shardmem/shardmem.hpp>

#include <fmt/core.h>

int main() {
  using namespace shardmem;
  const tensor gate{"mlp_gate", {4096, 14336}, dtype::bf16};
  const mesh m = parse_mesh("data=2,model=4");  // or mesh{{"data", 2}, {"model", 4}}

  for (const partition_spec& spec :
       {partition_spec{}, partition_spec{replicated, "model"}, partition_spec{"data", "model"}}) {
    const named_sharding s{m, spec};
    fmt::print("{:<19}{}{:<14} {:>10} per device, replicated x{}  {}\n", to_string(spec), gate.dtype,
               s.shard_shape(gate), fmt::format("{}", s.per_device_bytes(gate)), s.replication_factor(),
               hlo_sharding::from(s, gate.shape.rank()));
  }

  // Placing an array whose dimension does not divide is an error, as jax.device_put's IndivisibleError;
  // inside a compiled program XLA pads instead.
  const tensor out{"w_out", {4096, 12290}, dtype::bf16};
  const named_sharding tp{m, partition_spec{replicated, "model"}};
  try {
    (void)tp.shard_shape(out);
  } catch (const shardmem::error& e) {
    fmt::print("error: {}\n", e.what());
  }
  fmt::print("padded: {}{} per device, {} of padding in all\n", out.dtype, tp.shard_shape(out, shard_mode::padded),
             tp.padding_bytes(out));
}
