// What the xla tests share: reading a file of tests/data whole.
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace shardmem::test {

// The bytes of `path`, or an empty string when it cannot be read.
inline std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// tests/data, where the compiled modules and vectors are (SHARDMEM_TEST_DATA, set by meson).
inline std::filesystem::path data_dir() { return SHARDMEM_TEST_DATA; }

}  // namespace shardmem::test
