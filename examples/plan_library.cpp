// The plan of a training_config left at its defaults but for the mesh, printed as `shardmem plan
// --mesh MESH` prints it: the library's defaults are the tool's (a test compares the two).
// usage: plan_library MESH, e.g. plan_library data=16,model=4
#include <shardmem/plan.hpp>

#include <fmt/core.h>

#include <exception>

int main(int argc, char** argv) {
  using namespace shardmem;
  if (argc != 2) {
    fmt::print(stderr, "usage: plan_library MESH (e.g. data=16,model=4)\n");
    return 2;
  }
  try {
    training_config c;
    c.devices = parse_mesh(argv[1]);
    fmt::print("{}", to_text(plan_training(c)));
  } catch (const std::exception& e) {
    fmt::print(stderr, "plan_library: error: {}\n", e.what());
    return 2;
  }
}
