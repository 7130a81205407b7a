// shardmem, the command-line tool: `shardmem plan` says whether a training configuration fits and
// why (the default with no arguments: Llama-3.1-8B on 8 H100s); `shardmem sweep` runs the
// what-ifs; `shardmem shard ...` tells how many bytes each device holds of one array under a
// PartitionSpec on a mesh (JAX NamedSharding) or under XLA HloSharding text; `shardmem graph
// FILE.json` runs liveness over a dataflow graph described in JSON; `shardmem schedule` prints
// checkpoint schedules; `shardmem walkthrough` shows how sharding Llama-3.1-8B's weights changes
// the bytes per device. The subcommands are the other files of this folder.
#include "cli.hpp"

int main(int argc, char** argv) { return run_shardmem(argc, argv); }
