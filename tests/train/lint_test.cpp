// Tests for train/lint.hpp: each kind of lint finding as its line of text, and region lists.
#include <doctest/doctest.h>

#include <shardmem/train/lint.hpp>

using namespace shardmem;

TEST_CASE("each lint finding reads as one line naming the policy and its regions") {
  using kind = lint_finding::kind_t;
  CHECK(to_string({kind::region_covers_nothing, "nothing_saveable", {"layer.9"}}) ==
        "checkpoint region 'layer.9' (nothing_saveable) covers no op");
  CHECK(to_string({kind::name_matches_nothing, "save_only_these_names('nope')", {"layer.0"}, "nope"}) ==
        "policy save_only_these_names('nope') of region 'layer.0': no value of the region is named 'nope'");
  CHECK(to_string({kind::policy_saves_all, "dots_saveable", {"a", "b"}}) ==
        "policy dots_saveable of regions 'a', 'b' changes nothing: it saves every residual of the region, as no "
        "checkpoint does; drop the checkpoint or narrow the policy");
  CHECK(to_string({kind::policy_saves_none, "save_only_these_names('layer_input')", {"layer.0"}})
            .starts_with("policy save_only_these_names('layer_input') of region 'layer.0' changes nothing: it "
                         "neither saves nor offloads a value computed inside the region"));
}

TEST_CASE("a finding for many regions names the first two and the last") {
  std::vector<std::string> layers;
  for (int i = 0; i < 32; ++i) layers.push_back("layer." + std::to_string(i));
  const lint_finding f{lint_finding::kind_t::policy_saves_all, "everything_saveable", layers};
  CHECK(to_string(f).starts_with(
      "policy everything_saveable of 32 regions ('layer.0', 'layer.1', ..., 'layer.31') changes nothing"));
  CHECK(detail::regions_text({"x", "y", "z"}) == "regions 'x', 'y', 'z'");
  CHECK(f == lint_finding{lint_finding::kind_t::policy_saves_all, "everything_saveable", layers});
  CHECK_FALSE(f == lint_finding{lint_finding::kind_t::policy_saves_none, "everything_saveable", layers});
}
