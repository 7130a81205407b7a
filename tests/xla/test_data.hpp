// What the xla tests share: reading a file of tests/data whole.
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

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

// One run of tests/data/jaxdecomp (SOURCE.md): its module file and the CSV row memory_analysis()
// printed for it (19 fields; argument, output and temp bytes are the last three).
struct jaxdecomp_run {
  std::filesystem::path module;
  std::vector<std::string> fields;
  [[nodiscard]] long long argument() const { return std::stoll(fields.at(16)); }
  [[nodiscard]] long long output() const { return std::stoll(fields.at(17)); }
  [[nodiscard]] long long temp() const { return std::stoll(fields.at(18)); }
};

// Every run of every CSV of tests/data/jaxdecomp, with its module
// (<library>/<x>_<px>_<py>_<backend>_<precision>_<function>.hlo beside the CSV).
inline std::vector<jaxdecomp_run> jaxdecomp_runs() {
  std::vector<jaxdecomp_run> out;
  for (const auto& csv : std::filesystem::recursive_directory_iterator(data_dir() / "jaxdecomp")) {
    if (csv.path().extension() != ".csv") continue;
    std::istringstream rows(read_file(csv.path()));
    for (std::string row; std::getline(rows, row);) {
      jaxdecomp_run run;
      std::istringstream cells(row);
      for (std::string cell; std::getline(cells, cell, ',');) run.fields.push_back(cell);
      if (run.fields.size() != 19) continue;  // the tests count the runs
      const auto& f = run.fields;
      run.module = csv.path().parent_path() / csv.path().stem() /
                   (f[2] + "_" + f[5] + "_" + f[6] + "_" + f[7] + "_" + f[1] + "_" + f[0] + ".hlo");
      out.push_back(std::move(run));
    }
  }
  return out;
}

}  // namespace shardmem::test
