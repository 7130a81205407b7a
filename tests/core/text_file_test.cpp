// read_text_file: a description file read whole, within a size limit.
#include <doctest/doctest.h>

#include <shardmem/core/text_file.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

using namespace shardmem;

TEST_CASE("read_text_file reads a file whole, and refuses one past its limit or missing") {
  const std::string path = (std::filesystem::temp_directory_path() / "shardmem_text_file_test.json").string();
  {
    std::ofstream out(path, std::ios::binary);
    out << std::string(100'000, 'x');  // two of the reader's 64 KiB chunks
  }
  CHECK(read_text_file<parse_error>(path, "graph file") == std::string(100'000, 'x'));
  CHECK(read_text_file<parse_error>(path, "graph file", 100'000).size() == 100'000);
  CHECK_THROWS_WITH_AS((void)read_text_file<invalid_error>(path, "model file", 99'999),
                       fmt::format("model file '{}' is larger than the limit of 97.66 KiB; pass a smaller file or a "
                                   "larger limit",
                                   path)
                           .c_str(),
                       invalid_error);
  std::remove(path.c_str());
  CHECK_THROWS_WITH_AS((void)read_text_file<parse_error>(path, "graph file"),
                       fmt::format("cannot open graph file '{}'", path).c_str(), parse_error);
}
