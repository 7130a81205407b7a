// The tool's JSON layout (shardmem::json_text): one top-level key per line, one array element
// per line.
#include <fmt/format.h>

#include <shardmem/plan/json.hpp>

#include "cli.hpp"

namespace shardmem_cli {

void print_json(const json& j) { fmt::print("{}", shardmem::json_text(j)); }

}  // namespace shardmem_cli
