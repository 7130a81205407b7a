// Tests for train/optimizer_options.hpp: optimizer names and the moments each keeps, and the
// defaults of optimizer_options.
#include <doctest/doctest.h>

#include <shardmem/train/optimizer_options.hpp>

using namespace shardmem;

TEST_CASE("optimizer names round-trip, and an unknown one lists the six") {
  for (optimizer_kind k : {optimizer_kind::sgd, optimizer_kind::momentum, optimizer_kind::adam, optimizer_kind::adamw,
                           optimizer_kind::adafactor, optimizer_kind::lion}) {
    CAPTURE(name(k));
    CHECK(parse_optimizer(name(k)) == k);
  }
  CHECK(name(optimizer_kind::adafactor) == "adafactor");
  CHECK_THROWS_WITH_AS((void)parse_optimizer("rmsprop"),
                       "unknown optimizer 'rmsprop'; expected sgd, momentum, adam, adamw, adafactor or lion",
                       parse_error);
  CHECK_THROWS_AS((void)parse_optimizer(""), parse_error);
}

TEST_CASE("an optimizer name in another case was refused, and a near one was not suggested") {
  CHECK(parse_optimizer("AdamW") == optimizer_kind::adamw);
  CHECK(parse_optimizer("SGD") == optimizer_kind::sgd);
  CHECK_THROWS_WITH_AS((void)parse_optimizer("adamw8bit"),
                       "unknown optimizer 'adamw8bit' (did you mean 'adamw'?); expected sgd, momentum, adam, adamw, "
                       "adafactor or lion",
                       parse_error);
  CHECK_THROWS_WITH_AS((void)parse_optimizer("adafacter"), doctest::Contains("(did you mean 'adafactor'?)"),
                       parse_error);
}

TEST_CASE("full-size moments per parameter: SGD none, momentum and Lion one, Adam and AdamW two") {
  // Kingma & Ba 2015, Algorithm 1: Adam keeps m and v; AdamW (Loshchilov & Hutter 2019,
  // Algorithm 2) the same two. Lion (Chen et al. 2023, Algorithm 2) keeps only the momentum m;
  // heavy-ball momentum (Polyak 1964) one velocity. Adafactor (Shazeer & Stern 2018) keeps no
  // full-size moment: beta1 = 0 and a factored second moment.
  static_assert(moments(optimizer_kind::sgd) == 0);
  static_assert(moments(optimizer_kind::momentum) == 1);
  static_assert(moments(optimizer_kind::lion) == 1);
  static_assert(moments(optimizer_kind::adam) == 2);
  static_assert(moments(optimizer_kind::adamw) == 2);
  static_assert(moments(optimizer_kind::adafactor) == 0);
}

TEST_CASE("optimizer_options default to AdamW with fp32 moments, donated, on the devices") {
  const optimizer_options o;
  CHECK(o.kind == optimizer_kind::adamw);
  CHECK(o.state_dtype == dtype::f32);
  CHECK_FALSE(o.master_weights);
  CHECK(o.donate);
  CHECK(o.state_memory == memory_kind::device);
  CHECK_FALSE(o.state_spec);  // by default a state is sharded like its parameter
}
