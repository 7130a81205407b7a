// The definitions of plan/text.hpp's entry points (see core/api.hpp).
#pragma once

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/core/parse.hpp>
#include <shardmem/plan/config.hpp>
#include <shardmem/plan/hardware.hpp>
#include <shardmem/plan/target.hpp>
#include <shardmem/plan/text.hpp>
#include <shardmem/schedule/budget.hpp>
#include <shardmem/schedule/nested.hpp>
#include <shardmem/schedule/revolve.hpp>
#include <shardmem/schedule/segments.hpp>
#include <shardmem/train/policy.hpp>

namespace shardmem {

SHARDMEM_API placement_kind parse_placement(std::string_view text) {
  if (same_name(text, "checked")) return placement_kind::checked;
  if (same_name(text, "callback")) return placement_kind::callback;
  detail::raise<parse_error>("unknown placement '{}'{}; expected checked or callback", text,
                             did_you_mean(text, std::array<std::string_view, 2>{"checked", "callback"}));
}

namespace detail {

// The words of a comma-joined list, empty ones kept (`a,,b` is three); none for empty text.
inline std::vector<std::string> comma_words(std::string_view text) {
  std::vector<std::string> out;
  for (std::size_t at = 0; !text.empty() && at <= text.size();) {
    const std::size_t comma = std::min(text.find(',', at), text.size());
    out.emplace_back(text.substr(at, comma - at));
    at = comma + 1;
  }
  return out;
}

}  // namespace detail

SHARDMEM_API axis_group parse_axis_group(std::string_view text) {
  axis_group g;
  g.names = detail::comma_words(text);
  return g;
}

SHARDMEM_API adapter_config parse_adapters(std::int64_t rank, std::string_view targets, std::string_view layers,
                                           std::string_view type) {
  adapter_config a;
  a.rank = rank;
  if (!targets.empty()) a.targets = detail::comma_words(targets);
  if (!layers.empty() && layers != "all") {
    // `5` or `18-26`, each a layer number read by the library's one integer reader.
    auto number = [layers](std::string_view part) {
      std::size_t pos = 0;
      const detail::parsed_int v = detail::parse_int64(part, pos);
      if (!v.ok() || pos != part.size())
        detail::raise<parse_error>("--adapter-layers '{}': expected all, a layer (5) or a range of layers (18-26)",
                                   layers);
      return v.value;
    };
    const std::size_t dash = layers.find('-');
    a.first_layer = number(layers.substr(0, dash));
    a.last_layer = dash == std::string_view::npos ? a.first_layer : number(layers.substr(dash + 1));
  }
  if (!type.empty()) a.type = parse_dtype(type);
  return a;
}

namespace detail {

// Named remat presets as JAX policies over the checkpoint names the transformer builder gives.
// MaxText's remat_policy names (src/MaxText/layers/decoders.py, Decoder.get_remat_policy): its
// query_proj, key_proj, value_proj, context, out_proj, mlpwi_0, mlpwi_1 and mlpwi are ours, its
// mlpwo our mlp_out (qkv_proj, a fused projection, is not built); 'full' is remat with no policy:
// nothing saveable. torchtitan_op is torchtitan's per-op selective AC on a SwiGLU block
// (parallelize_llama.py at 9dec370, _save_list with every second mm recomputed): of the mms wq,
// wk, wv, wo, w1, w3, w2 it keeps the 1st, 3rd, 5th and 7th, and the attention's output.
inline constexpr std::array<std::pair<std::string_view, std::string_view>, 11> remat_presets{{
    {"full", ""},
    {"minimal", "query_proj,value_proj,key_proj,out_proj,mlp_hidden,mlp_out"},
    {"minimal_with_context", "query_proj,value_proj,key_proj,out_proj,mlp_hidden,mlp_out,context"},
    {"save_dot_with_context_except_mlp", "query_proj,value_proj,key_proj,context,out_proj"},
    {"save_dot_except_mlpwi", "query_proj,value_proj,key_proj,out_proj,mlp_out"},
    {"save_dot_except_mlp", "query_proj,value_proj,key_proj,out_proj"},
    {"save_qkv_proj", "query_proj,value_proj,key_proj"},
    {"save_out_proj", "out_proj"},
    {"qkv_proj_offloaded", "offload:query_proj,value_proj,key_proj"},
    {"minimal_offloaded", "offload:query_proj,value_proj,key_proj,out_proj,mlp_hidden,mlp_out"},
    {"torchtitan_op", "query_proj,value_proj,context,mlpwi_0,mlp_out"},
}};

// Every remat name `training_config::remat` takes but the parametrized schedules.
inline constexpr std::array<std::string_view, 10> remat_policy_names{"none",
                                                                     "nothing_saveable",
                                                                     "dots_saveable",
                                                                     "dots_with_no_batch_dims_saveable",
                                                                     "everything_saveable",
                                                                     "save_layer_input",
                                                                     "offload_layer_input",
                                                                     "sqrt_n",
                                                                     "nested",
                                                                     "revolve:"};

// The policy `name` names (in lower case), `typed` being the text as given, for the refusal.
inline remat_policy policy_named(std::string_view name, std::string_view typed) {
  if (name == "nothing_saveable") return nothing_saveable();
  if (name == "dots_saveable") return dots_saveable();
  if (name == "dots_with_no_batch_dims_saveable") return dots_with_no_batch_dims_saveable();
  if (name == "everything_saveable") return everything_saveable();
  if (name == "save_layer_input") return save_only_these_names({"layer_input"});
  if (name == "offload_layer_input") return save_and_offload_only_these_names({}, {"layer_input"});
  for (const auto& [preset, names] : remat_presets) {
    if (preset != name) continue;
    if (names.empty()) return nothing_saveable();
    const bool offload = names.starts_with("offload:");
    std::vector<std::string> list;
    for (std::string_view rest = offload ? names.substr(8) : names; !rest.empty();) {
      const std::size_t comma = std::min(rest.find(','), rest.size());
      list.emplace_back(rest.substr(0, comma));
      rest.remove_prefix(std::min(comma + 1, rest.size()));
    }
    return offload ? save_and_offload_only_these_names({}, std::move(list)) : save_only_these_names(std::move(list));
  }
  std::vector<std::string_view> known(remat_policy_names.begin(), remat_policy_names.end());
  for (const auto& entry : remat_presets) known.push_back(entry.first);
  raise<parse_error>(
      "unknown remat policy '{}'{}; expected none, nothing_saveable, dots_saveable, "
      "dots_with_no_batch_dims_saveable, everything_saveable, save_layer_input, offload_layer_input, "
      "MaxText's full, minimal, minimal_with_context, save_dot_except_mlp, save_dot_except_mlpwi, "
      "save_dot_with_context_except_mlp, save_qkv_proj, save_out_proj, qkv_proj_offloaded or "
      "minimal_offloaded, torchtitan's torchtitan_op or torchtitan_layer:N, the checkpoint names to keep, "
      "save:NAMES, offload:NAMES or "
      "save:NAMES;offload:NAMES, or a layer-chain schedule: store, sqrt_n, segments:K, checkpoint_sequential:K, "
      "nested, nested:L, revolve, revolve:S or budget:BYTES",
      typed, did_you_mean(typed, known));
}

// A positive count after `prefix` in remat text `text` (`revolve:3`).
inline std::int64_t remat_count(std::string_view text, std::string_view prefix) {
  const std::string_view digits = text.substr(prefix.size());
  std::int64_t v = 0;
  const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v);
  if (digits.empty() || ec != std::errc() || end != digits.data() + digits.size() || v < 1)
    raise<parse_error>("remat '{}': expected a positive integer after '{}', as in {}4", text, prefix, prefix);
  return v;
}

// A remat word as the library names it: the text before the first colon in lower case (the
// names are; a size after `budget:` keeps its unit as written).
inline std::string remat_word(std::string_view text) {
  std::string out(text);
  for (char& c : out) {
    if (c == ':') break;
    c = ascii_lower(c);
  }
  return out;
}

// The checkpoint names the transformer builder gives (models/transformer_parts.hpp), which
// `save:` and `offload:` may name.
inline constexpr std::array<std::string_view, 13> checkpoint_names{"layer_input", "query_proj", "key_proj",
                                                                   "value_proj",  "kv_proj",    "context",
                                                                   "out_proj",    "mlp_hidden", "mlpwi_0",
                                                                   "mlpwi_1",     "mlpwi",      "mlp_out",
                                                                   "moe_dispatch"};

// `save:NAMES`, `offload:NAMES` or `save:NAMES;offload:NAMES` (NAMES joined by commas): JAX's
// save_only_these_names, or save_and_offload_only_these_names with the names to keep on the
// device and those to send to the host. Nullopt for text of neither form.
inline std::optional<remat_policy> named_policy(std::string_view typed) {
  std::vector<std::string> save, offload;
  bool any = false;
  for (std::string_view rest = typed; !rest.empty();) {
    const std::size_t semi = std::min(rest.find(';'), rest.size());
    const std::string_view part = rest.substr(0, semi);
    rest.remove_prefix(std::min(semi + 1, rest.size()));
    const std::size_t colon = part.find(':');
    const std::string head = remat_word(part.substr(0, colon == std::string_view::npos ? part.size() : colon));
    if (colon == std::string_view::npos || (head != "save" && head != "offload")) {
      if (!any) return std::nullopt;
      raise<parse_error>("remat '{}': '{}' is neither save:NAMES nor offload:NAMES", typed, part);
    }
    any = true;
    std::vector<std::string>& into = head == "save" ? save : offload;
    for (std::string_view names = part.substr(colon + 1);;) {
      const std::size_t comma = std::min(names.find(','), names.size());
      const std::string_view n = names.substr(0, comma);
      if (std::find(checkpoint_names.begin(), checkpoint_names.end(), n) == checkpoint_names.end())
        raise<parse_error>("remat '{}': '{}' is not a checkpoint name the model gives{}; name some of {}", typed, n,
                           did_you_mean(n, checkpoint_names), fmt::join(checkpoint_names, ", "));
      into.emplace_back(n);
      if (comma == names.size()) break;
      names.remove_prefix(comma + 1);
    }
  }
  if (!any) return std::nullopt;
  if (offload.empty()) return save_only_these_names(std::move(save));
  return save_and_offload_only_these_names(std::move(save), std::move(offload));
}

}  // namespace detail

SHARDMEM_API std::optional<chain_remat> parse_chain_schedule(std::string_view typed, std::int64_t max_actions) {
  const std::string label = detail::remat_word(typed);
  const std::string_view text = label;
  auto schedule = [&](std::function<chain_schedule(const chain&)> make) {
    return std::optional<chain_remat>(chain_remat{label, std::move(make)});
  };
  if (text == "store") return schedule([](const chain& c) { return store_all(c); });
  if (text == "sqrt_n") return schedule([](const chain& c) { return chen_sqrt(c); });
  if (text == "nested") return schedule([max_actions](const chain& c) { return nested(c, 2, max_actions); });
  if (text == "revolve")
    return schedule([max_actions](const chain& c) {
      return revolve(c, ceil_sqrt(c.size()), max_actions);
    });
  if (text.starts_with("segments:"))
    return schedule([k = detail::remat_count(text, "segments:")](const chain& c) { return chen_segments(c, k); });
  if (text.starts_with("checkpoint_sequential:"))
    return schedule([k = detail::remat_count(text, "checkpoint_sequential:")](const chain& c) {
      return checkpoint_sequential(c, k);
    });
  if (text.starts_with("nested:"))
    return schedule([l = detail::remat_count(text, "nested:"), max_actions](const chain& c) {
      return nested(c, l, max_actions);
    });
  if (text.starts_with("revolve:"))
    return schedule([s = detail::remat_count(text, "revolve:"), max_actions](const chain& c) {
      return revolve(c, s, max_actions);
    });
  if (text.starts_with("budget:"))
    return schedule([b = parse_memory_size(text.substr(7))](const chain& c) { return budgeted(c, b); });
  if (const std::size_t colon = text.find(':'); colon != std::string_view::npos) {
    if (text.starts_with("save:") || text.starts_with("offload:")) return std::nullopt;  // a policy of names
    static constexpr std::pair<std::string_view, std::string_view> words[] = {{"segments", "segments:K"},
                                                                              {"checkpoint_sequential",
                                                                               "checkpoint_sequential:K"},
                                                                              {"nested", "nested:L"},
                                                                              {"revolve", "revolve:S"},
                                                                              {"budget", "budget:BYTES"}};
    detail::raise<parse_error>("unknown remat schedule '{}'{}; expected segments:K, checkpoint_sequential:K, "
                               "nested:L, revolve:S or budget:BYTES",
                               typed, did_you_mean(text.substr(0, colon), words));
  }
  return std::nullopt;
}

SHARDMEM_API remat_choice parse_remat(std::string_view typed) {
  const std::string word = detail::remat_word(typed);
  if (word == "none") return no_remat{};
  if (word.starts_with("torchtitan_layer:"))
    return layer_policy{nothing_saveable(), word, detail::remat_count(word, "torchtitan_layer:")};
  if (std::optional<remat_policy> named = detail::named_policy(typed)) return layer_policy{std::move(*named), word};
  if (std::optional<chain_remat> schedule = parse_chain_schedule(typed)) return std::move(*schedule);
  return layer_policy{detail::policy_named(word, typed), word};
}

}  // namespace shardmem
