// libFuzzer target: the shardmem tool's arguments (run_shardmem from examples/shardmem/, linked
// here without its main). The input is one argument per line. Whatever the arguments, the tool
// returns 0, 2 (bad input, with a message on stderr) or 3 (`--check` on a plan that does not
// fit): no crash, no other exception, no exit() from a library.
// run.sh starts this target with -close_fd_mask=3, so the tool's output does not flood the log.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "../../examples/shardmem/cli.hpp"
#include "fuzz.hpp"

namespace shardmem_fuzz::cli_target {
namespace {

// Arguments that would make a run touch the machine rather than the tool: a device or process
// file as input (/dev/stdin may block); any path the tool writes (--svg, --trace, --html) is
// rewritten to one file per flag in the temporary directory, so the renderers still run.
bool touches_machine(std::string_view a) {
  for (std::string_view p : {"/dev", "/proc", "/sys", "/run"})
    if (a.find(p) != std::string_view::npos) return true;
  return false;
}

// The file `flag`'s output goes to instead of the path given.
std::string output_path(std::string_view flag) {
  return (std::filesystem::temp_directory_path() / ("shardmem-fuzz-cli." + std::string(flag.substr(2)))).string();
}

}  // namespace

SHARDMEM_FUZZ_TARGET(cli) {
  const auto text = shardmem_fuzz::text_of(data, size);
  std::vector<std::string> args{"shardmem"};
  for (std::size_t start = 0; start <= text.size();) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    args.emplace_back(text.substr(start, end - start));
    start = end + 1;
    if (args.size() > 40) return 0;
  }
  if (text.empty()) args.pop_back();  // no input: the tool with no arguments (the default plan)
  for (std::size_t i = 1; i < args.size(); ++i) {
    if (args[i].find('\0') != std::string::npos || touches_machine(args[i])) return 0;
    for (std::string_view flag : {"--svg", "--trace", "--html"})
      if (args[i].rfind(flag, 0) == 0) {
        if (args[i].size() > flag.size()) args[i] = std::string(flag) + "=" + output_path(flag);
        else if (i + 1 < args.size()) args[i + 1] = output_path(flag);
      }
  }
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  int status = 0;
  shardmem_fuzz::check(shardmem_fuzz::accepts(
                           [&] { status = run_shardmem(static_cast<int>(args.size()), argv.data()); }),
                       "the tool catches every shardmem::error");
  shardmem_fuzz::check(status == 0 || status == 2 || status == 3,
                       "the tool exits 0, 2 or 3, got " + std::to_string(status));
  return 0;
}

}  // namespace shardmem_fuzz::cli_target
