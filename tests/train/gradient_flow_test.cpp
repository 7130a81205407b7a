// Tests for train/gradient_flow.hpp: which values carry gradients from the loss, which ops get a
// backward op, what a dot's backward keeps and costs when one operand gets no gradient.
#include <doctest/doctest.h>

#include <shardmem/train/gradient_flow.hpp>

using namespace shardmem;

namespace {

// x (an input) @ w (a parameter, frozen or not) -> h; h @ v (a parameter) -> y; sum(y) -> loss.
// An integer parameter `ids` is read by a gelu that feeds the loss too.
struct two_dots {
  dataflow_graph g{mesh{{"d", 1}}};
  value_id x, w, v, ids, h, y, e, loss;
  op_id first, second, gelu, sum;

  explicit two_dots(bool frozen_w) {
    x = g.add_value({.tensor = {"x", {4, 8}, dtype::f32}, .role = role::input});
    w = g.add_value({.tensor = {"w", {8, 8}, dtype::f32}, .role = role::parameter, .frozen = frozen_w});
    v = g.add_value({.tensor = {"v", {8, 8}, dtype::f32}, .role = role::parameter});
    ids = g.add_value({.tensor = {"ids", {4, 8}, dtype::s32}, .role = role::parameter});
    h = g.add_value({.tensor = {"h", {4, 8}, dtype::f32}});
    y = g.add_value({.tensor = {"y", {4, 8}, dtype::f32}});
    e = g.add_value({.tensor = {"e", {4, 8}, dtype::f32}});
    loss = g.add_value({.tensor = {"loss", {}, dtype::f32}});
    first = g.add_op({.name = "x_w", .kind = "dot", .inputs = {x, w}, .outputs = {h}, .flops = 512});
    second = g.add_op({.name = "h_v", .kind = "dot", .inputs = {h, v}, .outputs = {y}, .flops = 512});
    gelu = g.add_op({.name = "gelu_ids", .kind = "gelu", .inputs = {ids}, .outputs = {e}});
    sum = g.add_op({.name = "sum", .kind = "sum", .inputs = {y, e}, .outputs = {loss}});
  }
};

}  // namespace

TEST_CASE("gradient_flow: floating parameters carry gradients; inputs, integers and frozen weights do not") {
  const op_rules rules;
  const two_dots m(false);
  const detail::gradient_flow f(m.g, m.loss, rules);
  CHECK(f.order().size() == 4);
  CHECK_FALSE(f.differentiable(m.first, 0));  // x, a program input
  CHECK(f.differentiable(m.first, 1));        // w
  CHECK(f.differentiable(m.second, 0));       // h, downstream of w
  CHECK(f.differentiable(m.second, 1));       // v
  CHECK_FALSE(f.differentiable(m.gelu, 0));   // an s32 parameter
  CHECK(f.needs_backward(m.first));
  CHECK_FALSE(f.needs_backward(m.gelu));  // no input of it receives a gradient
  CHECK(f.reaches_loss(m.ids));
  CHECK(detail::is_floating(dtype::bf16));
  CHECK_FALSE(detail::is_floating(dtype::s32));

  const two_dots frozen(true);
  const detail::gradient_flow g(frozen.g, frozen.loss, rules);
  CHECK_FALSE(g.differentiable(frozen.first, 1));   // w frozen
  CHECK_FALSE(g.needs_backward(frozen.first));      // nothing upstream of h is trained
  CHECK_FALSE(g.differentiable(frozen.second, 0));  // h carries no gradient to anything trained
  CHECK(g.differentiable(frozen.second, 1));        // v is trained
}

TEST_CASE("gradient_flow: a dot keeps an operand only for the other's gradient, and costs a matmul per gradient") {
  const op_rules rules;
  const two_dots m(false);
  const detail::gradient_flow f(m.g, m.loss, rules);
  // x W with x an input: x is kept (read for W's gradient), W is not (x gets no gradient).
  CHECK(f.saved_inputs(m.first) == std::vector<std::size_t>{0});
  CHECK(f.backward_ratio(m.first) == doctest::Approx(1.0));  // dW only: one matmul of the forward's size
  // h V, both trained: both kept, two matmuls.
  CHECK(f.saved_inputs(m.second) == std::vector<std::size_t>{0, 1});
  CHECK(f.backward_ratio(m.second) == doctest::Approx(2.0));
  CHECK(f.rule(m.second).is_dot);

  const two_dots frozen(true);
  const detail::gradient_flow g(frozen.g, frozen.loss, rules);
  // h V with h carrying no gradient: h is kept for V's gradient, V is not.
  CHECK(g.saved_inputs(frozen.second) == std::vector<std::size_t>{0});
  CHECK(g.backward_ratio(frozen.second) == doctest::Approx(1.0));
}

TEST_CASE("gradient_flow: the loss must be a one-element value an op produces") {
  const op_rules rules;
  two_dots m(false);
  CHECK_THROWS_WITH_AS(detail::gradient_flow(m.g, m.h, rules),
                       "the loss 'h' f32[4,8] P() must be a one-element value produced by an op", invalid_error);
  CHECK_THROWS_WITH_AS(detail::gradient_flow(m.g, static_cast<value_id>(99), rules),
                       "loss value id 99 is out of range; the graph has 8 values", out_of_range_error);
  const value_id c = m.g.add_value({.tensor = {"c", {}, dtype::f32}, .role = role::input});
  CHECK_THROWS_WITH_AS(detail::gradient_flow(m.g, c, rules),  // one element, but no op produces it
                       "the loss 'c' f32[] P() must be a one-element value produced by an op", invalid_error);
}
