// Tests for shardmem/schedule/timeline.hpp: the text timeline of a schedule.
#include <doctest/doctest.h>

#include <shardmem/schedule/segments.hpp>
#include <shardmem/schedule/timeline.hpp>

using namespace shardmem;

TEST_CASE("the timeline has one row per action with live bytes, held boundaries and kept stages") {
  CHECK(text_timeline(chain::unit(3), store_all(chain::unit(3))) == " step action      live  boundaries  stages\n"
                                                                    "    0 F0           2 B  #*..  F..\n"
                                                                    "    1 F1           3 B  #.*.  KF.\n"
                                                                    "    2 F2           4 B  #..*  KKF\n"
                                                                    "    3 B2           5 B  #...  KKB\n"
                                                                    "    4 B1           5 B  #...  KB.\n"
                                                                    "    5 B0           4 B  #...  B..\n");
}

TEST_CASE("the timeline marks recomputation in lowercase and at the end of the row") {
  const std::string t = text_timeline(chain::unit(4), chen_sqrt(chain::unit(4)));
  CHECK(t.find("    0 A0           2 B  #*...  A...\n") != std::string::npos);
  CHECK(t.find("    6 R0           2 B  #....  ....\n") != std::string::npos);
  CHECK(t.find("    7 F0           3 B  #*...  f...  recompute\n") != std::string::npos);
  CHECK(!timeline_legend.empty());
}

TEST_CASE("the timeline of an invalid schedule throws the simulator's error") {
  CHECK_THROWS_AS((void)text_timeline(chain::unit(2), parse_schedule("F1")), schedule_error);
}
