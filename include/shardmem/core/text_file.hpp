// Reading an input (a graph or model JSON file, HLO text, stdin) whole, with a size limit checked
// before reading where the size is known and while reading where it is not (a pipe, /dev/zero),
// so that a runaway input gets a clear error instead of exhausting memory.
#pragma once

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <istream>
#include <limits>
#include <string>
#include <string_view>
#include <system_error>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/error.hpp>

namespace shardmem {

/// The largest input the readers take by default: 1 GiB, past the JSON of a million-op graph
/// (about 200 bytes an op). The tool's --max-input-bytes and the `max_input_bytes` arguments of
/// the C++ and Python readers raise it.
inline constexpr std::int64_t default_max_file_bytes = (1_GiB).count();

namespace detail {

// The fix every message of an input past its limit names.
inline constexpr std::string_view raise_input_limit =
    "pass a smaller input or raise the limit (the tool's --max-input-bytes, max_input_bytes in C++ and Python)";

template <class E>
void check_input_limit(std::int64_t max_bytes) {
  if (max_bytes < 0) raise<E>("the input limit max_input_bytes is {}; give 0 or more bytes", max_bytes);
}

}  // namespace detail

/// The rest of `in`, read in binary, at most `max_bytes`: a stream whose size is not known ahead
/// (stdin, a pipe) is read until it ends or one byte past the limit, never further. `source`
/// names it in errors ("HLO text on stdin").
/// @throws E when it cannot be read, or holds more than `max_bytes`.
template <class E>
[[nodiscard]] std::string read_text_stream(std::istream& in, std::string_view source,
                                           std::int64_t max_bytes = default_max_file_bytes) {
  detail::check_input_limit<E>(max_bytes);
  std::string text;
  char chunk[1 << 16];
  while (in) {
    // One byte past the limit at most: enough to know it is past.
    const std::int64_t left = max_bytes - static_cast<std::int64_t>(text.size());
    in.read(chunk, static_cast<std::streamsize>(std::min<std::int64_t>(left, sizeof chunk - 1) + 1));
    const auto got = static_cast<std::size_t>(in.gcount());
    // Growth capped at the limit and a byte, so that memory stays within it (doubling would not).
    if (text.size() + got > text.capacity())
      text.reserve(static_cast<std::size_t>(std::min<std::int64_t>(
          std::max<std::int64_t>(2 * static_cast<std::int64_t>(text.capacity()),
                                 static_cast<std::int64_t>(text.size() + got)),
          max_bytes + (max_bytes < std::numeric_limits<std::int64_t>::max() ? 1 : 0))));
    text.append(chunk, got);
    if (static_cast<std::int64_t>(text.size()) > max_bytes)
      detail::raise<E>("{} holds more than the limit of {}; {}", source, bytes{max_bytes}, detail::raise_input_limit);
  }
  if (in.bad()) detail::raise<E>("cannot read {}", source);
  return text;
}

/// The contents of the file at `path`, read in binary. `what` names it in errors ("graph file").
/// A regular file's size is checked before a byte is read; any other file (a device, a pipe) is
/// read as read_text_stream reads, up to one byte past the limit.
/// @throws E when it cannot be opened or read, is a directory, or holds more than `max_bytes`.
/// Example: `read_text_file<parse_error>("g.json", "graph file")`.
template <class E>
[[nodiscard]] std::string read_text_file(const std::string& path, std::string_view what,
                                         std::int64_t max_bytes = default_max_file_bytes) {
  detail::check_input_limit<E>(max_bytes);
  const std::string source = fmt::format("{} '{}'", what, escaped(path));
  std::error_code ec;
  const std::filesystem::file_status status = std::filesystem::status(path, ec);
  if (!ec && std::filesystem::is_directory(status)) detail::raise<E>("cannot read {}: it is a directory", source);
  std::uintmax_t size = 0;
  const bool sized = !ec && std::filesystem::is_regular_file(status) &&
                     (size = std::filesystem::file_size(path, ec), !ec);
  if (sized && size > static_cast<std::uintmax_t>(max_bytes)) {
    const bytes b{static_cast<std::int64_t>(std::min<std::uintmax_t>(size, std::numeric_limits<std::int64_t>::max()))};
    detail::raise<E>("{} is {}{}, past the limit of {}; {}", source, b,
                     b.count() < 1024 ? std::string() : fmt::format(" ({:e})", b), bytes{max_bytes},
                     detail::raise_input_limit);
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) detail::raise<E>("cannot open {}", source);
  return read_text_stream<E>(in, source, max_bytes);
}

}  // namespace shardmem
