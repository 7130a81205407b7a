// Shared by the libFuzzer targets in tests/fuzz/: the contract every target checks. Library calls
// on fuzzed input may throw shardmem::error (or a class derived from it), which is the library
// answering "bad input"; anything else (another exception, a crash, a sanitizer report, a hang, a
// leak) is a bug. Invariant violations abort with a message naming the invariant.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
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

/// The fuzz input as text.
inline std::string_view text_of(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

}  // namespace shardmem_fuzz
