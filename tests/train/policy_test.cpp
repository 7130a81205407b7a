// Tests for train/policy.hpp: each residual policy's decision on a primitive and on a
// checkpoint_name tag, as jax.checkpoint_policies decide (jax/_src/ad_checkpoint.py), their names
// in JAX's spelling, and how a value's views combine.
#include <doctest/doctest.h>

#include <shardmem/train/policy.hpp>

#include <span>
#include <string>
#include <vector>

using namespace shardmem;

namespace {

const op_rules& rules() {
  static const op_rules r;
  return r;
}

// The fate of an untagged output of an op of `kind`.
residual_fate of_op(const remat_policy& p, std::string_view kind) { return p.decide(kind, rules().at(kind), {}); }

// The fate of an output of an op of `kind` tagged with `tags` (checkpoint_name).
residual_fate of_tagged(const remat_policy& p, std::string_view kind, const std::vector<std::string>& tags) {
  return p.decide(kind, rules().at(kind), tags);
}

// jax tests/api_test.py (shared/REFERENCE.md, sec. 3): y = sin(x) named 'y', z = sin(y) named 'z',
// w = sin(z) named 'w', u = sin(w) unnamed; the values `p` saves among y, z, w and u.
std::size_t saved_of_named_chain(const remat_policy& p) {
  std::size_t n = 0;
  for (const char* tag : {"y", "z", "w"}) n += of_tagged(p, "gelu", {tag}) == residual_fate::save ? 1 : 0;
  n += of_op(p, "gelu") == residual_fate::save ? 1 : 0;
  return n;
}

}  // namespace

TEST_CASE("residual fates print as save, recompute and offload") {
  static_assert(name(residual_fate::save) == "save");
  static_assert(name(residual_fate::recompute) == "recompute");
  static_assert(name(residual_fate::offload) == "offload");
}

TEST_CASE("everything_saveable keeps all (no jax.checkpoint); nothing_saveable recomputes all (jax.checkpoint alone)") {
  for (const char* kind : {"dot", "batch_dot", "gelu", "softmax", "add"}) {
    CAPTURE(kind);
    CHECK(of_op(everything_saveable(), kind) == residual_fate::save);
    CHECK(of_op(nothing_saveable(), kind) == residual_fate::recompute);
    CHECK(of_tagged(nothing_saveable(), kind, {"y"}) == residual_fate::recompute);
  }
  CHECK(everything_saveable().name() == "everything_saveable");
  CHECK(nothing_saveable().name() == "nothing_saveable");
  CHECK(everything_saveable().referenced_names().empty());
}

TEST_CASE("dots_saveable keeps every dot_general; dots_with_no_batch_dims_saveable only those without batch dims") {
  // ad_checkpoint.py: dots_saveable is `prim in {dot_general_p, conv_general_dilated_p}`;
  // dot_with_no_batch_dims_saveable needs dot_general with empty lhs and rhs batch dimensions.
  CHECK(of_op(dots_saveable(), "dot") == residual_fate::save);
  CHECK(of_op(dots_saveable(), "batch_dot") == residual_fate::save);
  CHECK(of_op(dots_saveable(), "gelu") == residual_fate::recompute);
  CHECK(of_op(dots_saveable(), "attention") == residual_fate::recompute);
  CHECK(of_op(dots_with_no_batch_dims_saveable(), "dot") == residual_fate::save);
  CHECK(of_op(dots_with_no_batch_dims_saveable(), "batch_dot") == residual_fate::recompute);
  CHECK(of_op(dots_with_no_batch_dims_saveable(), "softmax") == residual_fate::recompute);
  // A tag does not make a non-dot saveable: the policy asks about the `name` primitive too, and
  // these policies say no to it.
  CHECK(of_tagged(dots_saveable(), "gelu", {"y"}) == residual_fate::recompute);
  CHECK(dots_saveable().name() == "dots_saveable");
  CHECK(dots_with_no_batch_dims_saveable().name() == "dots_with_no_batch_dims_saveable");
}

TEST_CASE("save_only_these_names keeps only values tagged with one of the names: jax api_test counts") {
  // jax tests/api_test.py: ('y','z','w') -> 3 residuals; ('z','w') -> 2; ('w') -> 1; () -> 0.
  CHECK(saved_of_named_chain(save_only_these_names({"y", "z", "w"})) == 3);
  CHECK(saved_of_named_chain(save_only_these_names({"z", "w"})) == 2);
  CHECK(saved_of_named_chain(save_only_these_names({"w"})) == 1);
  CHECK(saved_of_named_chain(save_only_these_names({})) == 0);
  // An untagged dot is not saved, however expensive.
  CHECK(of_op(save_only_these_names({"y"}), "dot") == residual_fate::recompute);
  CHECK(of_tagged(save_only_these_names({"y"}), "dot", {"z", "y"}) == residual_fate::save);
  CHECK(save_only_these_names({"y", "z"}).name() == "save_only_these_names('y', 'z')");
  CHECK(save_only_these_names({"y", "z"}).referenced_names() == std::vector<std::string>{"y", "z"});
}

TEST_CASE("save_any_names_but_these keeps tagged values except the names given: jax api_test counts") {
  // jax tests/api_test.py: ('y','z','w') -> 0 residuals; ('z','w') -> 1; ('w') -> 2; () -> 3.
  CHECK(saved_of_named_chain(save_any_names_but_these({"y", "z", "w"})) == 0);
  CHECK(saved_of_named_chain(save_any_names_but_these({"z", "w"})) == 1);
  CHECK(saved_of_named_chain(save_any_names_but_these({"w"})) == 2);
  CHECK(saved_of_named_chain(save_any_names_but_these({})) == 3);
  // Unlike upstream's save_anything_except_these_names, untagged values are recomputed.
  CHECK(of_op(save_any_names_but_these({}), "dot") == residual_fate::recompute);
  CHECK(save_any_names_but_these({"w"}).name() == "save_any_names_but_these('w')");
  CHECK(save_any_names_but_these({}).name() == "save_any_names_but_these()");
}

TEST_CASE("save_from_both_policies keeps what either keeps, and names both") {
  const remat_policy both = save_from_both_policies(dots_with_no_batch_dims_saveable(), save_only_these_names({"y"}));
  CHECK(both.name() == "save_from_both_policies(dots_with_no_batch_dims_saveable, save_only_these_names('y'))");
  CHECK(both.referenced_names() == std::vector<std::string>{"y"});
  CHECK(of_op(both, "dot") == residual_fate::save);              // the first policy's
  CHECK(of_tagged(both, "gelu", {"y"}) == residual_fate::save);  // the second's
  CHECK(of_tagged(both, "gelu", {"z"}) == residual_fate::recompute);
  CHECK(of_op(both, "batch_dot") == residual_fate::recompute);
  CHECK(saved_of_named_chain(save_from_both_policies(save_only_these_names({"y"}), save_only_these_names({"w"}))) == 2);
  // Offloading survives the union when neither saves.
  const remat_policy offload_or_name = save_from_both_policies(offload_dot_with_no_batch_dims(),
                                                               save_only_these_names({"y"}));
  CHECK(of_op(offload_or_name, "dot") == residual_fate::offload);
  CHECK(of_tagged(offload_or_name, "dot", {"y"}) == residual_fate::save);
  CHECK(of_op(offload_or_name, "gelu") == residual_fate::recompute);
  CHECK(offload_or_name.referenced_names() == std::vector<std::string>{"y"});
}

TEST_CASE("offload_dot_with_no_batch_dims sends weight matmuls' outputs to pinned host and recomputes the rest") {
  const remat_policy p = offload_dot_with_no_batch_dims();
  CHECK(p.name() == "offload_dot_with_no_batch_dims('device', 'pinned_host')");
  CHECK(of_op(p, "dot") == residual_fate::offload);
  CHECK(of_op(p, "batch_dot") == residual_fate::recompute);
  CHECK(of_op(p, "gelu") == residual_fate::recompute);
}

TEST_CASE("save_and_offload_only_these_names saves one list, offloads the other, recomputes the rest") {
  const remat_policy p = save_and_offload_only_these_names({"a"}, {"b", "c"});
  CHECK(p.name() == "save_and_offload_only_these_names(['a'], ['b', 'c'], 'device', 'pinned_host')");
  CHECK(p.referenced_names() == std::vector<std::string>{"a", "b", "c"});
  CHECK(of_tagged(p, "gelu", {"a"}) == residual_fate::save);
  CHECK(of_tagged(p, "gelu", {"c"}) == residual_fate::offload);
  CHECK(of_tagged(p, "gelu", {"d"}) == residual_fate::recompute);
  CHECK(of_op(p, "dot") == residual_fate::recompute);
  // A value with both tags is saved: any view saying save wins over offload.
  CHECK(of_tagged(p, "gelu", {"b", "a"}) == residual_fate::save);
  CHECK(of_tagged(p, "gelu", {"d", "b"}) == residual_fate::offload);
}

TEST_CASE("save_and_offload_only_these_names refuses a name in both lists, as JAX does") {
  // JAX raises ValueError when the names to save and to offload intersect.
  CHECK_THROWS_WITH_AS((void)save_and_offload_only_these_names({"a", "b"}, {"c", "b"}),
                       "save_and_offload_only_these_names: 'b' is both saved and offloaded; the names to save ('a', "
                       "'b') and to offload ('c', 'b') must not intersect",
                       invalid_error);
}

TEST_CASE("a user policy sees the op (kind and rule) first, then each tag alone; save wins, then offload") {
  std::vector<std::string> seen;
  const remat_policy p("log", [&seen](const residual_view& v) {
    seen.push_back(v.name.empty() ? "op " + std::string(v.kind) + (v.rule && v.rule->is_dot ? " (dot)" : "")
                                  : "name " + std::string(v.name) + (v.rule ? " with a rule" : ""));
    return v.name == "keep"   ? residual_fate::save
           : v.name == "host" ? residual_fate::offload
                              : residual_fate::recompute;
  });
  CHECK(p.name() == "log");
  CHECK(of_tagged(p, "dot", {"x", "host", "keep", "after"}) == residual_fate::save);
  // The tags after the first that says save are not asked.
  CHECK(seen == std::vector<std::string>{"op dot (dot)", "name x", "name host", "name keep"});
  seen.clear();
  CHECK(of_tagged(p, "gelu", {"host", "x"}) == residual_fate::offload);
  CHECK(seen == std::vector<std::string>{"op gelu", "name host", "name x"});
}
