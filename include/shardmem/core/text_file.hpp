// Reading a description file (graph or model JSON) whole, with a size limit, so that a path such
// as /dev/zero or a runaway file gets a clear error instead of exhausting memory.
#pragma once

#include <cstdint>
#include <fstream>
#include <string>
#include <string_view>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/error.hpp>

namespace shardmem {

/// The largest description file the readers take by default: 1 GiB, past the JSON of a
/// million-op graph (about 200 bytes an op).
inline constexpr std::int64_t default_max_file_bytes = (1_GiB).count();

/// The contents of the file at `path`, read in binary. `what` names it in errors ("graph file").
/// @throws E when it cannot be opened or read, or holds more than `max_bytes`.
/// Example: `read_text_file<parse_error>("g.json", "graph file")`.
template <class E>
[[nodiscard]] std::string read_text_file(const std::string& path, std::string_view what,
                                         std::int64_t max_bytes = default_max_file_bytes) {
  std::ifstream in(path, std::ios::binary);
  if (!in) detail::raise<E>("cannot open {} '{}'", what, path);
  std::string text;
  char chunk[1 << 16];
  while (in) {
    in.read(chunk, sizeof chunk);
    const auto got = static_cast<std::int64_t>(in.gcount());
    if (got > max_bytes - static_cast<std::int64_t>(text.size()))
      detail::raise<E>("{} '{}' is larger than the limit of {}; pass a smaller file or a larger limit", what, path,
                       bytes{max_bytes});
    text.append(chunk, static_cast<std::size_t>(got));
  }
  if (in.bad()) detail::raise<E>("cannot read {} '{}'", what, path);
  return text;
}

}  // namespace shardmem
