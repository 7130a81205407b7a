// The tool's JSON layout: one top-level key per line, one array element per line.
#include <cstddef>

#include <fmt/format.h>

#include "cli.hpp"

namespace shardmem_cli {

void print_json(const json& j) {
  if (j.is_array()) {
    fmt::print("[\n");
    for (std::size_t i = 0; i < j.size(); ++i) fmt::print("  {}{}\n", j[i].dump(), i + 1 < j.size() ? "," : "");
    fmt::print("]\n");
    return;
  }
  fmt::print("{{\n");
  std::size_t k = 0;
  for (const auto& [key, value] : j.items()) {
    fmt::print("  {}: ", json(key).dump());
    if (value.is_array() && !value.empty() && value.front().is_object()) {
      fmt::print("[\n");
      for (std::size_t i = 0; i < value.size(); ++i)
        fmt::print("    {}{}\n", value[i].dump(), i + 1 < value.size() ? "," : "");
      fmt::print("  ]");
    } else {
      fmt::print("{}", value.dump());
    }
    fmt::print("{}\n", ++k < j.size() ? "," : "");
  }
  fmt::print("}}\n");
}

}  // namespace shardmem_cli
