// What the reader benches (hlo_bench, stablehlo_bench) share to measure memory: the resident set
// from /proc/self/status, its peak from getrusage, and a reset of that peak.
#pragma once

#include <sys/resource.h>

#include <cstdlib>
#include <fstream>
#include <string>
#include <string_view>

namespace shardmem_bench {

// A field of /proc/self/status in KiB (VmRSS, VmHWM), or -1.
inline long status_kib(std::string_view field) {
  std::ifstream in("/proc/self/status");
  std::string line;
  while (std::getline(in, line))
    if (line.starts_with(field) && line.size() > field.size() && line[field.size()] == ':')
      return std::strtol(line.c_str() + field.size() + 1, nullptr, 10);
  return -1;
}

inline long maxrss_kib() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return u.ru_maxrss;  // Linux reports KiB
}

// Resets VmHWM to the current RSS (Linux 4.0 on); false where it cannot.
inline bool reset_peak_rss() {
  std::ofstream out("/proc/self/clear_refs");
  out << "5";
  out.flush();
  return static_cast<bool>(out);
}

}  // namespace shardmem_bench
