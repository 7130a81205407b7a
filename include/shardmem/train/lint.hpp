// What build_training_graph's lint finds, as data: regions and names that match nothing, policies
// that change nothing; to_string gives each its line of text.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace shardmem {

/// One lint finding of build_training_graph, as data: what was found, the policy, the checkpoint
/// regions it holds for (one finding names every region sharing a policy), and the checkpoint
/// name that matched nothing. to_string gives its line of text.
struct lint_finding {
  enum class kind_t : std::uint8_t {
    region_covers_nothing,  ///< a region that covers no op
    name_matches_nothing,   ///< a name the policy refers to that no value of the region carries
    policy_saves_all,       ///< the policy saves every residual: no checkpoint does the same
    policy_saves_none,      ///< the policy saves and offloads none: nothing_saveable does the same
  };
  kind_t kind = kind_t::region_covers_nothing;
  std::string policy;                ///< the policy's name, `dots_saveable`
  std::vector<std::string> regions;  ///< the region scopes, `layer.0`, ...
  std::string name{};                ///< name_matches_nothing: the checkpoint name
  friend bool operator==(const lint_finding&, const lint_finding&) = default;
};

namespace detail {

// Checkpoint regions as a lint names them: `region 'layer.0'`, `regions 'a', 'b'`, or from four on
// `126 regions ('layer.0', 'layer.1', ..., 'layer.125')`.
inline std::string regions_text(const std::vector<std::string>& scopes) {
  if (scopes.size() == 1) return fmt::format("region '{}'", scopes[0]);
  if (scopes.size() <= 3) return fmt::format("regions '{}'", fmt::join(scopes, "', '"));
  return fmt::format("{} regions ('{}', '{}', ..., '{}')", scopes.size(), scopes[0], scopes[1], scopes.back());
}

}  // namespace detail

/// The finding as one line of text, e.g. `policy dots_saveable of region 'layer.0' changes
/// nothing: ...`.
[[nodiscard]] inline std::string to_string(const lint_finding& f) {
  using kind = lint_finding::kind_t;
  const std::string scope = f.regions.empty() ? std::string() : f.regions.front();
  switch (f.kind) {
    case kind::region_covers_nothing: return fmt::format("checkpoint region '{}' ({}) covers no op", scope, f.policy);
    case kind::name_matches_nothing:
      return fmt::format("policy {} of region '{}': no value of the region is named '{}'", f.policy, scope, f.name);
    case kind::policy_saves_all:
      return fmt::format("policy {} of {} changes nothing: it saves every residual of the region, as no checkpoint "
                         "does; drop the checkpoint or narrow the policy",
                         f.policy, detail::regions_text(f.regions));
    case kind::policy_saves_none:
      return fmt::format("policy {} of {} changes nothing: it neither saves nor offloads a value computed inside the "
                         "region, as nothing_saveable does (values the region reads from outside are kept anyway); use "
                         "nothing_saveable or save a value the region computes",
                         f.policy, detail::regions_text(f.regions));
  }
  return {};
}

}  // namespace shardmem
