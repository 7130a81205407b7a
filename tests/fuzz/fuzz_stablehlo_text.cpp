// libFuzzer target: StableHLO/MHLO/Shardy text as JAX lowers it (parse_stablehlo_module). Text
// either reads or is a shardmem::error (a parse_error, or an invalid_error for a Shardy sharding
// that does not fit its mesh); a module that reads is StableHLO text by is_stablehlo_text, has one
// entry computation, named instructions with opcodes whose names are unique in their computation
// and whose operands name an earlier instruction of it, and array shapes whose layouts fit their
// rank; propagate_shardings runs on it again, and where analyze_hlo sizes it, memory_analysis's
// fields are not negative (alias at most argument and output) and the peak is at a time of the
// timeline. Its computations, each simplified as the sharding walk leaves it, are what the whole
// walk and then simplify_identities over the module make. The same text reads the same way a
// second time, and simplify_identities removes the same instructions from it with the constants
// the reader noted as without; where the reader counted no CustomSPMDPartitioning call,
// apply_custom_partitioning finds none.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>

#include <shardmem/xla.hpp>

#include "fuzz.hpp"
#include "hlo_checks.hpp"

using namespace shardmem;
using shardmem_fuzz::accepts;
using shardmem_fuzz::check;

namespace shardmem_fuzz::stablehlo_text_target {
SHARDMEM_FUZZ_TARGET(stablehlo_text) {
  const auto text = shardmem_fuzz::text_of(data, size);
  std::optional<hlo_module> parsed;
  if (!accepts([&] { parsed.emplace(parse_stablehlo_module(std::string(text))); })) return 0;
  hlo_module& m = *parsed;
  check(is_stablehlo_text(text), "only text that is_stablehlo_text accepts reads");
  check(m.entry() != nullptr, "a module that reads has an entry computation");
  check(m.replica_count >= 1 && m.num_partitions >= 1, "counts are at least 1");
  check(m.lowered.has_value(), "a lowered module says which sizes are exact");
  std::size_t entries = 0;
  for (std::size_t k = 0; k < m.computations.size(); ++k) {
    const hlo_computation& c = m.computations[k];
    check(!c.name.empty(), "a computation has a name");
    entries += c.entry ? 1 : 0;
    std::set<std::string_view> names;
    for (const hlo_instruction& i : c.instructions) {
      check(!i.name.empty() && !i.opcode.text().empty(), "an instruction has a name and an opcode");
      check(i.opcode.op() == hlo_op_of(i.opcode.text()), "an instruction's opcode enum is its text's");
      if (i.opcode == hlo_op::parameter)
        check(i.parameter_number >= 0 && i.operands.empty(), "a parameter has its number and no operands");
      for (const std::string_view o : i.operands)
        check(names.contains(o), "an operand names an earlier instruction of its computation");
      check(names.insert(i.name).second, "an instruction's name is unique in its computation");
      shardmem_fuzz::check_hlo_shape(i.shape);
    }
  }
  check(entries == 1, "one computation is the entry");
  // parse_stablehlo_module simplifies each computation as soon as its sharding walk has done with
  // it: the same module as the whole walk (the exact walk, then walks by shape to their fixed
  // point, walk_to_fixed_point), then simplify_identities over the whole module (then
  // the entry's results evenly sharded, custom partitionings replaced and all-to-alls made
  // asynchronous, as it does).
  hlo_module w;
  check(accepts([&] {
          detail::stablehlo_reading read = detail::stablehlo_reader(w, std::nullopt).read(w.keep(std::string(text)));
          detail::sharding_propagation walk(w, false, std::move(read.operands), std::move(read.outlines));
          (void)walk.run();
          (void)detail::walk_to_fixed_point(walk, w.computations.size());
          (void)detail::simplify_identities(w, walk.index(), &read.units, &read.kinds);
          (void)detail::shard_results_evenly(w);
          if (read.custom_partitionings > 0) (void)apply_custom_partitioning(w, custom_partitioning_rules());
          for (std::size_t c = 0; c < w.computations.size(); ++c) (void)detail::make_all_to_all_async(w, c);
          (void)hlo_flatten_call_graph(w);
          (void)hlo_add_root_copies(w);
        }),
        "a module that reads is walked and simplified a pass at a time");
  check(w.computations.size() == m.computations.size(), "the passes keep the computations");
  for (std::size_t c = 0; c < m.computations.size(); ++c) {
    const auto& a = m.computations[c].instructions;
    const auto& b = w.computations[c].instructions;
    check(a.size() == b.size(), "simplified as the walk leaves it or after: the same instructions");
    for (std::size_t k = 0; k < a.size(); ++k)
      check(a[k].name == b[k].name && a[k].root == b[k].root && a[k].sharding == b[k].sharding &&
                std::equal(a[k].operands.begin(), a[k].operands.end(), b[k].operands.begin(), b[k].operands.end()),
            "simplified as the walk leaves it or after: the same names, ROOTs, shardings and operands");
  }
  // Again, as `shardmem hlo` may on a module it was given: a shardmem::error at most.
  if (!accepts([&] { (void)propagate_shardings(m); })) return 0;
  std::optional<hlo_memory_summary> s;
  if (accepts([&] { s.emplace(analyze_hlo(m)); })) {
    check(s->categories.has_value(), "analyze_hlo has memory_analysis's fields");
    const memory_stats& f = *s->categories;
    for (const bytes v : {f.device.argument, f.device.output, f.device.alias, f.device.temp, f.host.argument,
                          f.host.output, f.host.alias, f.host.temp})
      check(v >= bytes{0}, "memory_analysis's fields are not negative");
    check(f.device.alias.count() <= f.device.argument.count() && f.device.alias.count() <= f.device.output.count(),
          "alias is both argument and output");
    check(s->sizes == "estimate", "a lowered module's sizes are estimates");
    check(s->peak >= 0 && static_cast<std::size_t>(s->peak_time) < s->timeline.size() &&
              s->timeline[static_cast<std::size_t>(s->peak_time)] == s->peak,
          "the peak is at a time of the timeline");
  }
  std::optional<hlo_module> again;
  check(accepts([&] { again.emplace(parse_stablehlo_module(std::string(text))); }), "the same text reads again");
  check(again->computations.size() == m.computations.size(), "reading is deterministic");
  // The constants and kinds the reader notes for simplify_identities give what reading their
  // literals and opcodes gives.
  hlo_module noted;
  const detail::stablehlo_reading read =
      detail::stablehlo_reader(noted, std::nullopt).read(noted.keep(std::string(text)));
  hlo_module own = noted;
  if (read.custom_partitionings == 0) {  // what parse_stablehlo_module then does not look for is not there
    hlo_module looked = noted;
    check(apply_custom_partitioning(looked, custom_partitioning_rules()).empty(),
          "a module whose reader counted no CustomSPMDPartitioning call has none to rewrite");
  }
  check(detail::simplify_identities(noted, hlo_operand_index(noted), &read.units, &read.kinds) ==
            simplify_identities(own),
        "simplify_identities removes as many with the reader's constants and kinds as without");
  for (std::size_t c = 0; c < noted.computations.size(); ++c) {
    const auto& a = noted.computations[c].instructions;
    const auto& b = own.computations[c].instructions;
    check(a.size() == b.size(), "simplify_identities keeps the same instructions either way");
    for (std::size_t k = 0; k < a.size(); ++k)
      check(a[k].name == b[k].name && a[k].root == b[k].root && a[k].operands.size() == b[k].operands.size() &&
                std::equal(a[k].operands.begin(), a[k].operands.end(), b[k].operands.begin()),
            "simplify_identities rewrites the same operands either way");
  }
  return 0;
}

}  // namespace shardmem_fuzz::stablehlo_text_target
