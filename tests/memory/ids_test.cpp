// Tests for memory/ids.hpp: ids, roles and their names.
#include <doctest/doctest.h>

#include <shardmem/memory/ids.hpp>

using namespace shardmem;

TEST_CASE("ids are their insertion index") {
  CHECK(index(value_id{7}) == 7);
  CHECK(index(op_id{0}) == 0);
  static_assert(!std::is_convertible_v<std::uint32_t, value_id>, "an id is not a number by accident");
}

TEST_CASE("role names print and parse") {
  CHECK(fmt::format("{}", role::optimizer_state) == "optimizer_state");
  CHECK(fmt::format("{:>12}", role::input) == "       input");
  for (std::size_t i = 0; i < role_count; ++i) CHECK(parse_role(name(static_cast<role>(i))) == static_cast<role>(i));
  CHECK_THROWS_WITH_AS((void)parse_role("weights"),
                       "unknown role 'weights'; expected parameter, input, optimizer_state, activation, "
                       "parameter_gradient, activation_gradient, temporary, collective or output",
                       parse_error);
  CHECK_THROWS_WITH_AS((void)parse_role("gradient"), doctest::Contains("is two roles: parameter_gradient"),
                       parse_error);
}

TEST_CASE("only parameters, inputs and optimizer states may be program arguments") {
  int arguments = 0;
  for (std::size_t i = 0; i < role_count; ++i) arguments += may_be_argument(static_cast<role>(i));
  CHECK(arguments == 3);
  CHECK(may_be_argument(role::parameter));
  CHECK(may_be_argument(role::input));
  CHECK(may_be_argument(role::optimizer_state));
  CHECK_FALSE(may_be_argument(role::activation));
}

TEST_CASE("a role in another case was refused, and a near one was not suggested") {
  CHECK(parse_role("Parameter") == role::parameter);
  CHECK(parse_role("OPTIMIZER_STATE") == role::optimizer_state);
  CHECK_THROWS_WITH_AS((void)parse_role("optimiser_state"),
                       doctest::Contains("unknown role 'optimiser_state' (did you mean 'optimizer_state'?)"),
                       parse_error);
}
