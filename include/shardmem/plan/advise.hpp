// What to change to make a plan fit: the changes of a what-if checklist for runs close to OOM
// (shard more, remat, offload, tensor parallelism, a smaller micro-batch with accumulation, the
// chunked loss, a lighter optimizer, bf16 adapters), each applied to the tool's own options and planned, never
// guessed; cheapest first. And the options as the tool's flags, so each change runs as is.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <exception>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <shardmem/core/error.hpp>
#include <shardmem/core/parallel.hpp>
#include <shardmem/plan/memory_plan.hpp>
#include <shardmem/plan/options.hpp>
#include <shardmem/plan/text.hpp>

namespace shardmem {

/// `o` as the flags of `shardmem plan` (those that differ from the defaults, in the order `--help`
/// lists them), so that `shardmem plan FLAGS` plans what `read_plan_options(o)` reads.
/// @throws invalid_error for options no flag says: a model given as JSON text (model_json).
/// Example: the defaults give no flag; `zero = 0` and a mesh `{data: 64}` give
///          `--mesh data=64 --zero 0`.
[[nodiscard]] inline std::vector<std::string> plan_flags(const plan_options& o) {
  if (!o.model_json.empty())
    detail::raise<invalid_error>("plan options: a model given as JSON text has no flag; write it to a file and give "
                                 "model_file");
  const plan_options defaults;
  std::vector<std::string> f;
  for_each_plan_option([&](auto member, const plan_option& d) {
    if (o.*member == defaults.*member) return;
    f.push_back(d.flag());
    if (d.form != option_form::on && d.form != option_form::off) f.push_back(detail::plan_option_text(d, o.*member));
  });
  return f;
}

/// One change the advisor planned.
struct advice {
  std::string change;               ///< the flags that change, as the tool takes them
  std::vector<std::string> args;    ///< every flag of the changed configuration (plan_flags)
  plan_options options;             ///< the changed options
  memory_plan plan;                 ///< its plan (peak, headroom, step time, recompute, host traffic)
};

/// What advise tries.
struct advise_options {
  /// Combine changes when no single change fits.
  bool combine = true;
  std::size_t top = 10;  ///< the most advice returned
  unsigned threads = 0;  ///< planning the changes: 0 one thread per hardware thread; 1 the caller's only
};

namespace detail {

struct advisor_change {
  std::string kind;  // one change of each kind in a combination
  std::string flags;
  std::function<void(plan_options&)> apply;
};

// The checklist as it applies to `o` (its configuration `c`, roles resolved).
inline std::vector<advisor_change> advisor_changes(const plan_options& o, const training_config& c) {
  std::vector<advisor_change> out;
  const training_config r = resolve_axis_roles(c);
  if (o.zero < 3 && o.replica_axis.empty())
    for (int z = o.zero + 1; z <= 3; ++z)
      out.push_back({"zero", fmt::format("--zero {}", z), [z](plan_options& p) { p.zero = z; }});
  if (!o.replica_axis.empty() && o.zero == 3) {  // FSDP over the replica axis too
    std::vector<std::string> axes = r.parallel.data.names;
    axes.push_back(o.replica_axis);
    const std::string list = fmt::format("{}", fmt::join(axes, ","));
    out.push_back({"zero", fmt::format("--data-axis {} (no --replica-axis)", list), [list](plan_options& p) {
                     p.data_axis = list;
                     p.replica_axis.clear();
                   }});
  }
  for (const std::string_view word : {"dots_saveable", "nothing_saveable", "sqrt_n", "offload_layer_input"})
    if (o.remat != word)
      out.push_back({"remat", fmt::format("--remat {}", word),
                     [w = std::string(word)](plan_options& p) { p.remat = w; }});
  auto offloads = [&](std::string what) { return std::find(o.offload.begin(), o.offload.end(), what) != o.offload.end(); };
  if (!offloads("optimizer"))
    out.push_back({"offload", "--offload optimizer", [](plan_options& p) { p.offload.push_back("optimizer"); }});
  if (!offloads("params"))
    out.push_back({"offload", "--offload params", [](plan_options& p) { p.offload.push_back("params"); }});
  if (!offloads("optimizer") && !offloads("params"))
    out.push_back({"offload", "--offload optimizer,params", [](plan_options& p) {
                     p.offload.push_back("optimizer");
                     p.offload.push_back("params");
                   }});
  // The global batch, which a change keeps (more micro-steps where it has fewer ranks).
  const std::int64_t global = o.batch ? *o.batch
                                      : checked_mul(o.micro_batch, data_parallel_ranks(r), "the global batch");
  if (o.micro_batch > 1) {  // the same global batch, more micro-steps
    const std::int64_t m = o.micro_batch / 2;
    out.push_back({"batch", o.eval ? fmt::format("--micro-batch {}", m)
                                   : fmt::format("--micro-batch {} --batch {}", m, global),
                   [m, global, eval = o.eval](plan_options& p) {
                     p.micro_batch = m;
                     if (!eval) p.batch = global;
                   }});
  }
  if (!o.chunked_loss) out.push_back({"loss", "--chunked-loss", [](plan_options& p) { p.chunked_loss = true; }});
  if (o.optimizer != "adafactor" && o.optimizer != "sgd")
    out.push_back({"optimizer", "--optimizer adafactor", [](plan_options& p) { p.optimizer = "adafactor"; }});
  if (o.master_weights)
    out.push_back({"master", "--no-master-weights", [](plan_options& p) { p.master_weights = false; }});
  // Adapters kept in fp32 (PEFT's default) can train in bf16, as their frozen model's weights are:
  // half the bytes of the factors and their gradients (the optimizer's moments keep their type),
  // without fp32 master copies, which would take back what bf16 saves.
  if (c.adapters && c.adapters->type == dtype::f32 && c.model.param_dtype == dtype::bf16)
    out.push_back({"adapter", o.master_weights ? "--adapter-dtype bf16 --no-master-weights" : "--adapter-dtype bf16",
                   [](plan_options& p) {
                     p.adapter_dtype = "bf16";
                     p.master_weights = false;
                   }});
  if (r.parallel.tensor.empty() && !r.parallel.data.empty()) {
    // Tensor parallelism within a host: a `model` axis split off the last data axis.
    const std::string& axis = r.parallel.data.names.back();
    const std::int64_t size = o.mesh.axis_size(axis);
    const std::int64_t per_host = r.devices.process_count() > 1 ? r.devices.device_count() / r.devices.process_count()
                                                                : r.devices.device_count();
    if (!o.mesh.find_axis("model"))
      for (const std::int64_t t : {2, 4, 8})
        if (size % t == 0 && size > t && t <= per_host) {
          std::vector<mesh_axis> axes;
          for (const mesh_axis& a : o.mesh.axes()) axes.push_back(a.name == axis ? mesh_axis{a.name, a.size / t} : a);
          axes.push_back({"model", t});
          const mesh m(axes);
          std::vector<std::string> words;
          for (const mesh_axis& a : axes) words.push_back(fmt::format("{}={}", a.name, a.size));
          out.push_back({"mesh",
                         o.eval ? fmt::format("--mesh {}", fmt::join(words, ","))
                                : fmt::format("--mesh {} --batch {}", fmt::join(words, ","), global),
                         [m, global, eval = o.eval](plan_options& p) {
                           p.mesh = m;
                           if (!eval) p.batch = global;
                         }});
        }
  }
  if (o.placement == "checked")  // seed 000: the placement check's all-gather of replicated arrays
    out.push_back({"placement", "--placement callback", [](plan_options& p) { p.placement = "callback"; }});
  if (!r.parallel.tensor.empty() && !o.sequence_parallel)
    out.push_back({"sp", "--sequence-parallel", [](plan_options& p) { p.sequence_parallel = true; }});
  return out;
}

}  // namespace detail

/// The changes that make `o` fit (or, when it fits, that give it more room), each planned:
/// single changes from the checklist, and where none fits, combinations: greedily the change that
/// leaves the least peak, then the next with it (one change of each kind, up to four, each step
/// kept; then again without the first path's first kind), and pairs of the changes that save the
/// most. Every change keeps the global batch (more micro-steps where a mesh has fewer data-parallel
/// ranks). Ordered cheapest first: the ones that fit fastest first (estimated tokens per second
/// per device, its recompute, host traffic and collectives priced, memory_plan::time; within 1%,
/// the least host traffic, then the least recompute), then the rest by peak. A change the model cannot take (a tensor axis that
/// does not divide the heads) is left out. At most `a.top` are returned.
/// @throws what read_plan_options throws for `o` itself.
/// Example: Llama-3.1-8B with ZeRO 0 on 64 single-device processes (seed 000): `--zero 3` first.
[[nodiscard]] inline std::vector<advice> advise(const plan_options& o, const advise_options& a = {}) {
  const plan_input in = read_plan_options(o);
  std::vector<advice> out;
  // Each configuration's plan (nullopt where it cannot be planned) by its flags, which say all of
  // it: the greedy paths and the pairs come back to configurations already planned.
  std::map<std::vector<std::string>, std::optional<memory_plan>> planned;
  using combination = std::vector<const detail::advisor_change*>;
  // `o` with `changes` made, and its flags (nullopt where they cannot be written); not planned.
  auto changed = [&](const combination& changes) -> std::optional<advice> {
    advice v;
    v.options = o;
    std::vector<std::string> flags;
    for (const detail::advisor_change* c : changes) c->apply(v.options), flags.push_back(c->flags);
    try {
      v.args = plan_flags(v.options);
    } catch (const error&) {
      return std::nullopt;
    }
    v.change = fmt::format("{}", fmt::join(flags, " "));
    return v;
  };
  // Plans each of `batch` not planned yet, several at once: each is a whole step, built and
  // analysed, and none reads another.
  auto plan_all = [&](const std::vector<combination>& batch) {
    std::vector<advice> todo;
    for (const combination& changes : batch)
      if (std::optional<advice> v = changed(changes); v && !planned.contains(v->args) &&
                                                      std::none_of(todo.begin(), todo.end(), [&](const advice& w) {
                                                        return w.args == v->args;
                                                      }))
        todo.push_back(std::move(*v));
    std::vector<std::optional<memory_plan>> plans(todo.size());
    detail::parallel_for(todo.size(), a.threads, [&](std::size_t j) {
      try {
        const plan_input c = read_plan_options(todo[j].options);
        plans[j] = plan(c.config, c.target);
      } catch (const error&) {
        // A change the model cannot take: left out.
      }
    });
    for (std::size_t j = 0; j < todo.size(); ++j) planned.emplace(std::move(todo[j].args), std::move(plans[j]));
  };
  auto attempt = [&](const combination& changes) -> std::optional<advice> {
    std::optional<advice> v = changed(changes);
    if (!v) return std::nullopt;
    if (!planned.contains(v->args)) plan_all({changes});
    const std::optional<memory_plan>& known = planned.at(v->args);
    if (!known) return std::nullopt;
    v->plan = *known;
    return v;
  };
  const std::vector<detail::advisor_change> changes = detail::advisor_changes(o, in.config);
  std::vector<combination> singles_batch;
  for (const detail::advisor_change& c : changes) singles_batch.push_back({&c});
  plan_all(singles_batch);
  for (const detail::advisor_change& c : changes)
    if (std::optional<advice> v = attempt({&c})) out.push_back(std::move(*v));
  const bool any = std::any_of(out.begin(), out.end(), [](const advice& v) { return v.plan.fits; });
  if (!any && a.combine) {
    // Greedily: the change that leaves the least peak, then the one that does with it, ... (one of
    // each kind, up to four), each step's combination kept; then pairs of the best change of each
    // of the kinds that save the most.
    // A second path leaves out the first one's first kind (an alternative to, say, offloading).
    auto greedy = [&](const std::string& excluded) {
      std::vector<const detail::advisor_change*> chosen;
      for (int step = 0; step < 4; ++step) {
        std::optional<advice> best;
        const detail::advisor_change* best_change = nullptr;
        auto open = [&](const detail::advisor_change& c) {
          return c.kind != excluded &&
                 std::none_of(chosen.begin(), chosen.end(), [&](const auto* p) { return p->kind == c.kind; });
        };
        std::vector<combination> step_batch;
        for (const detail::advisor_change& c : changes)
          if (open(c)) step_batch.push_back(chosen), step_batch.back().push_back(&c);
        plan_all(step_batch);
        for (const detail::advisor_change& c : changes) {
          if (!open(c)) continue;
          combination with = chosen;
          with.push_back(&c);
          std::optional<advice> v = attempt(with);
          if (v && (!best || v->plan.total < best->plan.total)) best = std::move(v), best_change = &c;
        }
        if (!best) break;
        chosen.push_back(best_change);
        const bool fits = best->plan.fits;
        if (step > 0 && std::none_of(out.begin(), out.end(), [&](const advice& w) { return w.args == best->args; }))
          out.push_back(std::move(*best));
        if (fits) break;
      }
      return chosen.empty() ? std::string() : chosen.front()->kind;
    };
    if (const std::string first = greedy({}); !first.empty()) (void)greedy(first);
    std::vector<std::pair<bytes, const detail::advisor_change*>> singles;
    for (const detail::advisor_change& c : changes)
      for (const advice& v : out)
        if (v.change == c.flags) singles.emplace_back(v.plan.total, &c);
    std::sort(singles.begin(), singles.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
    std::vector<const detail::advisor_change*> picked;
    for (const auto& single : singles) {
      const detail::advisor_change* c = single.second;
      if (picked.size() < 5 && std::none_of(picked.begin(), picked.end(), [c](const auto* p) { return p->kind == c->kind; }))
        picked.push_back(c);
    }
    std::vector<combination> pairs;
    for (std::size_t i = 0; i < picked.size(); ++i)
      for (std::size_t j = i + 1; j < picked.size(); ++j) pairs.push_back({picked[i], picked[j]});
    plan_all(pairs);
    for (std::size_t i = 0; i < picked.size(); ++i)
      for (std::size_t j = i + 1; j < picked.size(); ++j)
        if (std::optional<advice> v = attempt({picked[i], picked[j]}))
          if (std::none_of(out.begin(), out.end(), [&](const advice& w) { return w.args == v->args; }))
            out.push_back(std::move(*v));
  }
  std::stable_sort(out.begin(), out.end(), [](const advice& x, const advice& y) {
    if (x.plan.fits != y.plan.fits) return x.plan.fits;
    if (x.plan.fits) {  // the fastest (within 1% a tie), then the least host traffic and recompute
      const double tx = x.plan.time.tokens_per_s_per_device, ty = y.plan.time.tokens_per_s_per_device;
      if (x.plan.time.known && y.plan.time.known && std::abs(tx - ty) > 0.01 * std::max(tx, ty)) return tx > ty;
      if (x.plan.offload_bytes != y.plan.offload_bytes) return x.plan.offload_bytes < y.plan.offload_bytes;
      if (x.plan.recompute_flops != y.plan.recompute_flops) return x.plan.recompute_flops < y.plan.recompute_flops;
    }
    return x.plan.total < y.plan.total;
  });
  if (out.size() > a.top) out.resize(a.top);
  return out;
}

}  // namespace shardmem
