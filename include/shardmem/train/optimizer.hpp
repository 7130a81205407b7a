// Optimizer steps appended to a training graph: the states each optimizer keeps per parameter,
// read with the gradient and written back in place (donated), so params and states are counted
// once. SGD and momentum (Polyak), Adam/AdamW (Kingma & Ba 2015; Loshchilov & Hutter 2019),
// Adafactor with a factored second moment (Shazeer & Stern 2018), Lion (Chen et al. 2023).
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include <shardmem/train/optimizer_options.hpp>
#include <shardmem/train/training_graph.hpp>

namespace shardmem {

/// Appends, for every parameter with a gradient, an update op reading the parameter, its gradient
/// and its states and writing new ones, each new value donated from the old (JAX donate_argnums),
/// so liveness counts them once and memory_analysis reports them as aliases; with `o.donate`
/// false the new values are program outputs of their own.
/// With accumulate_gradients, a persistent accumulator takes each gradient in place first (the
/// micro-batch loop of gradient accumulation) and the update reads the accumulator.
/// Returns the number of optimizer-state bytes per device added as arguments.
inline bytes add_optimizer_step(training_graph& t, const optimizer_options& o = {}) {
  dataflow_graph& g = t.graph;
  bytes state_bytes{0};
  const std::size_t n = t.gradient.size();
  std::optional<std::int64_t> first_layer;  // (stacked_layers: the layer whose parameters stand for the stack's)
  for (std::size_t p = 0; p < n && o.stacked_layers; ++p)
    if (const auto l = t.gradient[p] ? g.value_layer(static_cast<value_id>(p)) : std::nullopt)
      first_layer = std::min(first_layer.value_or(*l), *l);
  // optax's int32 step counts, each incremented once a step, first (as optax's update does).
  if (o.step_count) {
    std::vector<std::string> counts;
    if (keeps_step_count(o.kind)) counts.emplace_back("optimizer.count");
    if (o.accumulate_gradients) counts.insert(counts.end(), {"optimizer.mini_step", "optimizer.gradient_step"});
    for (const std::string& what : counts) {
      const auto count = g.add_value(
          {.tensor = {what, shape{}, dtype::s32}, .role = role::optimizer_state, .memory_kind = o.state_memory});
      const auto count_new = g.add_value_like(count, what + ".new", role::optimizer_state);
      g.add_op({.name = what + ".increment",
                .scope = "optimizer",
                .kind = "add",
                .inputs = {count},
                .outputs = {count_new}});  // (a scalar add: no FLOPs a step's time would show)
      o.donate ? g.donate(count, count_new) : g.mark_output(count_new);
    }
  }
  for (std::size_t p = 0; p < n; ++p) {
    if (!t.gradient[p]) continue;
    const auto param = static_cast<value_id>(p);
    const tensor pt = g.tensor(param);
    const partition_spec pspec = g.sharding(param).spec();
    const partition_spec sspec = o.state_spec ? o.state_spec(param) : pspec;
    const std::string scope = std::string("optimizer/") + pt.name;
    // The update and its states belong to the parameter's layer of a stack, if any.
    const auto layer = static_cast<std::int32_t>(g.value_layer(param).value_or(-1));
    auto argument = [&](const std::string& suffix, shape s, partition_spec spec, dtype d, role r,
                        memory_kind where = memory_kind::device) {
      const auto v = g.add_value({.tensor = {pt.name + "." + suffix, std::move(s), d},
                                  .spec = std::move(spec),
                                  .role = r,
                                  .memory_kind = where,
                                  .layer = layer});
      return v;
    };
    auto next = [&](value_id old) { return g.add_value_like(old, g.tensor(old).name + ".new", g.role(old)); };
    value_id grad = *t.gradient[p];
    // A train step returns the new parameters and states, not the gradients (JAX's
    // `train_step(state, batch) -> (state, metrics)`): the update consumes each gradient.
    g.unmark_output(grad);
    if (o.accumulate_gradients) {
      // Sharded like the gradient it collects (ZeRO-2 shards gradients where parameters are not).
      const auto acc = argument("grad_accumulator", pt.shape, g.sharding(grad).spec(), o.accumulator_dtype,
                                role::optimizer_state);
      const auto acc_new = next(acc);
      g.add_op({.name = scope + ".accumulate",
                .scope = scope,
                .kind = "add",
                .inputs = {acc, grad},
                .outputs = {acc_new},
                .flops = pt.shape.elements(),
                .layer = layer});
      o.donate ? g.donate(acc, acc_new) : g.mark_output(acc_new);
      state_bytes += g.per_device_bytes(acc);
      grad = acc_new;
    }
    std::vector<value_id> states;
    for (int m = 0; m < moments(o.kind); ++m)
      states.push_back(argument(m == 0 ? (o.kind == optimizer_kind::momentum ? "momentum" : "m") : "v", pt.shape, sspec,
                                o.state_dtype, role::optimizer_state, o.state_memory));
    if (o.kind == optimizer_kind::adafactor) {
      // Factored second moment over the last two dimensions (row and column statistics); a
      // vector keeps a full one (Shazeer & Stern 2018, sec. 3).
      const std::size_t r = pt.shape.rank();
      if (r >= 2) {
        std::vector<std::int64_t> row(pt.shape.begin(), pt.shape.end() - 1), col(pt.shape.begin(), pt.shape.end());
        col.erase(col.end() - 2);
        auto entries = sspec.entries();
        entries.resize(r);
        auto row_e = entries, col_e = entries;
        row_e.pop_back();
        col_e.erase(col_e.end() - 2);
        states.push_back(
            argument("v_row", shape(row), partition_spec(row_e), o.state_dtype, role::optimizer_state, o.state_memory));
        states.push_back(
            argument("v_col", shape(col), partition_spec(col_e), o.state_dtype, role::optimizer_state, o.state_memory));
      } else {
        states.push_back(argument("v", pt.shape, sspec, o.state_dtype, role::optimizer_state, o.state_memory));
      }
    }
    const bool master = o.master_weights && bits(pt.dtype) < 32;
    if (master)
      states.push_back(argument("master", pt.shape, sspec, dtype::f32, role::optimizer_state, o.state_memory));
    if (o.ema) states.push_back(argument("ema", pt.shape, sspec, o.ema_dtype, role::optimizer_state, o.ema_memory));
    bytes streamed{0};  // host-resident parameter, gradient and states the update brings to the device
    for (auto s : states) {
      state_bytes += g.per_device_bytes(s);
      if (g.sharding(s).memory_kind() == memory_kind::pinned_host) streamed += g.per_device_bytes(s);
    }
    for (auto v : {param, grad})
      if (g.sharding(v).memory_kind() == memory_kind::pinned_host) streamed += g.per_device_bytes(v);
    // PCIe traffic: all of it in, and back out but the gradient.
    const bytes back = g.sharding(grad).memory_kind() == memory_kind::pinned_host ? streamed - g.per_device_bytes(grad)
                                                                                  : streamed;
    std::vector<value_id> ins{param, grad}, outs;
    ins.insert(ins.end(), states.begin(), states.end());
    const auto param_new = next(param);
    outs.push_back(param_new);
    for (auto s : states) outs.push_back(next(s));
    // optax's (1,) placeholders for the moments this parameter does not use: written, never read.
    const bool stacked_copy = o.stacked_layers && layer >= 0 && first_layer && layer != *first_layer;
    const int placeholders = o.kind != optimizer_kind::adafactor || !o.step_count || stacked_copy ? 0
                             : pt.shape.rank() >= 2                                             ? 1
                                                                                                : 2;
    for (int k = 0; k < placeholders; ++k) {
      const std::string unused = placeholders == 1 ? ".v" : k == 0 ? ".v_row" : ".v_col";
      const auto v = g.add_value({.tensor = {pt.name + unused, shape({1}), dtype::f32},
                                  .role = role::optimizer_state,
                                  .memory_kind = o.state_memory,
                                  .layer = layer});
      g.mark_output(v);
      outs.push_back(v);
    }
    g.add_op({.name = scope + ".update",
              .scope = scope,
              .kind = std::string(name(o.kind)) + "_update",
              .inputs = ins,
              .outputs = outs,
              .flops = checked_mul(pt.shape.elements(), 4 + 4 * static_cast<std::int64_t>(states.size()),
                                   "an optimizer update's FLOPs"),
              .workspace = streamed,
              .traffic = streamed + back,
              .layer = layer});
    if (o.donate) {
      g.donate(param, param_new);
      for (std::size_t k = 0; k < states.size(); ++k) g.donate(states[k], outs[k + 1]);
    } else {
      for (auto v : outs) g.mark_output(v);
    }
  }
  return state_bytes;
}

}  // namespace shardmem
