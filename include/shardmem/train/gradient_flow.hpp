// Which values of a forward graph carry gradients from a scalar loss, and so which ops get a
// backward op, what each backward reads and what it costs: the analysis reverse-mode
// differentiation (training_graph.hpp, layer_chain.hpp) starts from.
#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

#include <shardmem/core/dtype.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/graph/dataflow_graph.hpp>
#include <shardmem/train/rules.hpp>

namespace shardmem::detail {

// True for the floating and complex types, the ones that carry gradients.
inline bool is_floating(dtype t) {
  switch (t) {
    case dtype::f4e2m1fn:
    case dtype::f8e4m3fn:
    case dtype::f8e5m2:
    case dtype::f8e4m3fnuz:
    case dtype::f8e5m2fnuz:
    case dtype::f8e4m3b11fnuz:
    case dtype::f8e4m3:
    case dtype::f8e3m4:
    case dtype::f8e8m0fnu:
    case dtype::bf16:
    case dtype::f16:
    case dtype::f32:
    case dtype::f64:
    case dtype::c64:
    case dtype::c128: return true;
    default: return false;
  }
}

/// Which values of a forward graph carry gradients from a scalar loss (downstream of a
/// parameter and upstream of the loss), and so which ops get a backward op.
class gradient_flow {
 public:
  /// @throws out_of_range_error or invalid_error unless `loss` is a one-element value produced by
  ///         an op; invalid_error when an op kind has no rule or the graph is invalid.
  gradient_flow(const dataflow_graph& forward, value_id loss, const op_rules& rules)
      : forward_(forward), order_(forward.topological_order()) {
    const auto nv = forward.value_count();
    check_loss(forward, loss);
    requires_grad_.assign(nv, 0);
    reaches_loss_.assign(nv, 0);
    for (std::size_t v = 0; v < nv; ++v)
      requires_grad_[v] = forward.role(static_cast<value_id>(v)) == role::parameter &&
                          !forward.frozen(static_cast<value_id>(v)) &&
                          is_floating(forward.tensor(static_cast<value_id>(v)).dtype);
    rule_of_.assign(forward.op_count(), nullptr);
    for (auto o : order_.order()) {
      const auto& rule = rules.at(forward.op_kind(o));
      rule_of_[index(o)] = &rule;
      bool any = false;
      const auto ins = forward.inputs(o);
      for (std::size_t i = 0; i < ins.size(); ++i)
        if (std::find(rule.no_grad_inputs.begin(), rule.no_grad_inputs.end(), i) == rule.no_grad_inputs.end())
          any = any || requires_grad_[index(ins[i])];
      for (auto out : forward.outputs(o)) requires_grad_[index(out)] = any && is_floating(forward.tensor(out).dtype);
    }
    reaches_loss_[index(loss)] = 1;
    for (std::size_t k = order_.size(); k-- > 0;) {
      const op_id o = order_[k];
      bool any = false;
      for (auto out : forward.outputs(o)) any = any || reaches_loss_[index(out)];
      if (any)
        for (auto in : forward.inputs(o)) reaches_loss_[index(in)] = 1;
    }
  }

  /// @throws out_of_range_error or invalid_error unless `loss` is a one-element value produced by an op.
  static void check_loss(const dataflow_graph& forward, value_id loss) {
    if (index(loss) >= forward.value_count())
      raise<out_of_range_error>("loss value id {} is out of range; the graph has {} values", index(loss),
                                forward.value_count());
    if (forward.tensor(loss).shape.elements() != 1 || !forward.producer(loss))
      raise<invalid_error>("the loss {} must be a one-element value produced by an op", forward.describe(loss));
  }

  /// The forward graph's topological order.
  [[nodiscard]] const schedule& order() const noexcept { return order_; }
  /// The backward rule of forward op `o` (looked up once, when the flow was built).
  [[nodiscard]] const backward_rule& rule(op_id o) const { return *rule_of_.at(index(o)); }
  /// True when input `i` of forward op `o` receives a gradient.
  [[nodiscard]] bool differentiable(op_id o, std::size_t i) const {
    const auto& rule = *rule_of_[index(o)];
    const value_id in = forward_.inputs(o)[i];
    return requires_grad_[index(in)] && reaches_loss_[index(in)] &&
           std::find(rule.no_grad_inputs.begin(), rule.no_grad_inputs.end(), i) == rule.no_grad_inputs.end();
  }
  /// The inputs of forward op `o` its backward reads: its rule's saves_inputs, but for a dot
  /// (rule is_dot) each operand only when the other one receives a gradient (x W: x is read for
  /// W's gradient, W for x's), so a frozen weight's dot keeps no input for it, as XLA keeps no
  /// residual that only a gradient nobody asked for would read.
  [[nodiscard]] std::vector<std::size_t> saved_inputs(op_id o) const {
    const auto& rule = *rule_of_[index(o)];
    if (!rule.is_dot || forward_.inputs(o).size() < 2) return rule.saves_inputs;
    std::vector<std::size_t> out;
    for (std::size_t i : rule.saves_inputs)
      if (i > 1 || differentiable(o, 1 - i)) out.push_back(i);
    return out;
  }
  /// Backward FLOPs / forward FLOPs of op `o`: its rule's flops_ratio, but for a dot the half of
  /// it per operand that gets no gradient (each operand's gradient is one matmul of the forward's
  /// size).
  [[nodiscard]] double backward_ratio(op_id o) const {
    const auto& rule = *rule_of_[index(o)];
    if (!rule.is_dot || forward_.inputs(o).size() < 2) return rule.flops_ratio;
    return rule.flops_ratio * ((differentiable(o, 0) ? 0.5 : 0.0) + (differentiable(o, 1) ? 0.5 : 0.0));
  }
  /// True when forward op `o` gets a backward op: an output carries a gradient from the loss and
  /// an input receives one.
  [[nodiscard]] bool needs_backward(op_id o) const {
    bool out_grad = false;
    for (auto out : forward_.outputs(o))
      out_grad = out_grad || (requires_grad_[index(out)] && reaches_loss_[index(out)]);
    if (!out_grad) return false;
    for (std::size_t i = 0; i < forward_.inputs(o).size(); ++i)
      if (differentiable(o, i)) return true;
    return false;
  }
  /// True when the loss depends on forward value `v`.
  [[nodiscard]] bool reaches_loss(value_id v) const { return reaches_loss_.at(index(v)) != 0; }

 private:
  const dataflow_graph& forward_;
  schedule order_;
  std::vector<char> requires_grad_, reaches_loss_;
  std::vector<const backward_rule*> rule_of_;  // by forward op
};

}  // namespace shardmem::detail
