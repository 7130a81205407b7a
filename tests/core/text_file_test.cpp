// read_text_file: a description file read whole, within a size limit.
#include <doctest/doctest.h>

#include <shardmem/core/text_file.hpp>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <streambuf>
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
                       fmt::format("model file '{}' is 97.66 KiB (100,000 B), past the limit of 97.66 KiB; pass a "
                                   "smaller input or raise the limit (the tool's --max-input-bytes, max_input_bytes in "
                                   "C++ and Python)",
                                   path)
                           .c_str(),
                       invalid_error);
  std::remove(path.c_str());
  CHECK_THROWS_WITH_AS((void)read_text_file<parse_error>(path, "graph file"),
                       fmt::format("cannot open graph file '{}'", path).c_str(), parse_error);
}

namespace {

// An endless stream of zeros, as /dev/zero or a runaway pipe, counting the bytes it hands out.
class endless_zeros : public std::streambuf {
 public:
  std::int64_t served = 0;

 protected:
  int_type underflow() override {
    setg(buffer_, buffer_, buffer_ + sizeof buffer_);
    served += sizeof buffer_;
    return 0;
  }

 private:
  char buffer_[4096] = {};
};

}  // namespace

TEST_CASE("shardmem hlo - < /dev/zero is refused at the limit, not read until memory runs out") {
  endless_zeros zeros;
  std::istream in(&zeros);
  CHECK_THROWS_WITH_AS((void)read_text_stream<parse_error>(in, "HLO text on stdin", 1'000'000),
                       "HLO text on stdin holds more than the limit of 976.56 KiB; pass a smaller input or raise the "
                       "limit (the tool's --max-input-bytes, max_input_bytes in C++ and Python)",
                       parse_error);
  // Read up to one byte past the limit, and no further than the stream's own buffer.
  CHECK(zeros.served <= 1'000'001 + 4096);
  std::istringstream small("hello");
  CHECK(read_text_stream<parse_error>(small, "stdin", 5) == "hello");
  std::istringstream six("hello!");
  CHECK_THROWS_AS((void)read_text_stream<parse_error>(six, "stdin", 5), parse_error);
  std::istringstream any("x");
  CHECK_THROWS_WITH_AS((void)read_text_stream<parse_error>(any, "stdin", -1),
                       "the input limit max_input_bytes is -1; give 0 or more bytes", parse_error);
}

TEST_CASE("a 2 GB file is refused from its size before it is read, and a directory is named as one") {
  const std::string path = (std::filesystem::temp_directory_path() / "shardmem_text_file_sparse.json").string();
  { std::ofstream out(path, std::ios::binary); }
  std::filesystem::resize_file(path, std::uintmax_t{2} << 30);  // sparse: no bytes written
  const auto start = std::chrono::steady_clock::now();
  CHECK_THROWS_WITH_AS((void)read_text_file<parse_error>(path, "graph file"),
                       fmt::format("graph file '{}' is 2.00 GiB (2,147,483,648 B), past the limit of 1.00 GiB; pass a "
                                   "smaller input or raise the limit (the tool's --max-input-bytes, max_input_bytes in "
                                   "C++ and Python)",
                                   path)
                           .c_str(),
                       parse_error);
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(1));
  std::remove(path.c_str());
  const std::string dir = std::filesystem::temp_directory_path().string();
  CHECK_THROWS_WITH_AS((void)read_text_file<invalid_error>(dir, "model file"),
                       fmt::format("cannot read model file '{}': it is a directory", dir).c_str(), invalid_error);
}
