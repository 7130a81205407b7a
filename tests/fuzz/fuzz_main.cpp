// libFuzzer's entry for a program that holds a group of targets (tests/fuzz/meson.build): each
// target registers itself (SHARDMEM_FUZZ_TARGET, fuzz.hpp), and the program runs the one it is
// started as: fuzz_mesh (meson makes each target's name a link to its group's program) runs the
// target `mesh`, as a program of its own would. Started by another name, it runs the target that
// SHARDMEM_FUZZ_TARGET names.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "fuzz.hpp"

namespace {

shardmem_fuzz::target_fn chosen = nullptr;

}  // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
  std::string_view program = *argc > 0 ? (*argv)[0] : "";
  if (const auto slash = program.rfind('/'); slash != std::string_view::npos) program.remove_prefix(slash + 1);
  std::string_view name = program.starts_with("fuzz_") ? program.substr(5) : std::string_view{};
  const char* env = std::getenv("SHARDMEM_FUZZ_TARGET");
  if (!shardmem_fuzz::targets().contains(name) && env != nullptr) name = env;
  if (const auto it = shardmem_fuzz::targets().find(name); it != shardmem_fuzz::targets().end()) {
    chosen = it->second;
    return 0;
  }
  std::string known;
  for (const auto& [n, f] : shardmem_fuzz::targets()) known += (known.empty() ? "" : ", ") + std::string(n);
  const std::string asked = env != nullptr ? " (SHARDMEM_FUZZ_TARGET=" + std::string(env) + " is not one of them)" : "";
  std::fprintf(stderr,
               "%.*s holds the fuzz targets %s%s: start it as fuzz_NAME (a link to it, as meson makes them) or set "
               "SHARDMEM_FUZZ_TARGET=NAME\n",
               static_cast<int>(program.size()), program.data(), known.c_str(), asked.c_str());
  std::exit(2);
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) { return chosen(data, size); }
