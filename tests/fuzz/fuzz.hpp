// Shared by the libFuzzer targets in tests/fuzz/: the contract every target checks. Library calls
// on fuzzed input may throw shardmem::error (or a class derived from it), which is the library
// answering "bad input"; anything else (another exception, a crash, a sanitizer report, a hang, a
// leak) is a bug. Invariant violations abort with a message naming the invariant.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <map>
#include <string>
#include <string_view>
#include <typeinfo>

#include <shardmem/core/error.hpp>

namespace shardmem_fuzz {

/// Aborts (a crash libFuzzer records with the input) with `what` on stderr.
[[noreturn]] inline void fail(const std::string& what) {
  std::fprintf(stderr, "fuzz invariant violated: %s\n", what.c_str());
  std::fflush(stderr);
  std::abort();
}

/// Aborts unless `cond`, naming the invariant.
inline void check(bool cond, const std::string& what) {
  if (!cond) fail(what);
}

/// Runs `f`; returns true when it returned, false when it threw a shardmem::error. Any other
/// exception aborts with its type and message.
template <class F>
bool accepts(F&& f) {
  try {
    f();
    return true;
  } catch (const shardmem::error&) {
    return false;
  } catch (const std::exception& e) {
    fail(std::string("a non-shardmem exception escaped: ") + typeid(e).name() + ": " + e.what());
  } catch (...) {
    fail("a non-std exception escaped");
  }
}

/// A target's entry: what libFuzzer's LLVMFuzzerTestOneInput is for a program of one target.
using target_fn = int (*)(const std::uint8_t* data, std::size_t size);

/// The targets of this program by name (`mesh` for fuzz_mesh.cpp). The targets are compiled in
/// groups, a program each (tests/fuzz/meson.build): targets that read the same layers share one
/// translation unit, so the code they instantiate is compiled once. fuzz_main.cpp runs the one the
/// program is started as.
inline std::map<std::string_view, target_fn>& targets() {
  static std::map<std::string_view, target_fn> all;
  return all;
}

/// Adds target `name`; true (its value initializes the flag that registers it).
inline bool register_target(std::string_view name, target_fn f) {
  if (!targets().emplace(name, f).second) fail("two fuzz targets are named " + std::string(name));
  return true;
}

/// The fuzz input as text.
inline std::string_view text_of(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

}  // namespace shardmem_fuzz

/// Defines target `name`'s entry (`SHARDMEM_FUZZ_TARGET(mesh) { ... }`, reading `data` and `size` as
/// LLVMFuzzerTestOneInput does) and registers it under `name` before main runs.
#define SHARDMEM_FUZZ_TARGET(name)                                                                                   \
  int name##_one_input(const std::uint8_t* data, std::size_t size);                                                  \
  [[maybe_unused]] static const bool name##_registered = ::shardmem_fuzz::register_target(#name, &name##_one_input); \
  int name##_one_input(const std::uint8_t* data, std::size_t size)
