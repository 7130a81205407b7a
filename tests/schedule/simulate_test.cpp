// Tests for shardmem/schedule/simulate.hpp: the execution and memory model, the summary, and the
// exact errors for schedules a runtime could not execute.
#include <doctest/doctest.h>

#include <shardmem/schedule/segments.hpp>
#include <shardmem/schedule/simulate.hpp>

#include <fmt/format.h>

#include <string>
#include <vector>

using namespace shardmem;

namespace {

// The message and index of the schedule_error that replaying `text` on `c` raises.
std::pair<std::string, std::int64_t> failure(const chain& c, const char* text, std::optional<std::int64_t> slots = {}) {
  try {
    (void)simulate(c, parse_schedule(text), {.slots = slots});
  } catch (const schedule_error& e) {
    CHECK(e.code() == errc::invalid);
    return {e.what(), e.action_index()};
  }
  return {"no error", -1};
}

}  // namespace

TEST_CASE("storing everything on unit stages peaks at n + 2 bytes with no extra forward") {
  for (std::int64_t n = 1; n <= 60; ++n) {
    CAPTURE(n);
    const schedule_summary s = simulate(chain::unit(n), store_all(chain::unit(n)));
    // x0, n kept stages, the gradient flowing in and the one produced; for n = 1 the seed is free.
    CHECK(s.peak == bytes{n == 1 ? 3 : n + 2});
    CHECK(s.forwards == n);
    CHECK(s.extra_forwards == 0);
    CHECK(s.compute == 3 * n);
    CHECK(s.max_checkpoints == 1);
  }
}

TEST_CASE("the timeline gives the bytes live during each action, by the documented memory model") {
  // x0 = 1; A0 adds a0 (transient, 1) and leaves x1; F1 keeps a1 (holding x2) and pins x1; B1
  // adds the gradient at x1 and frees a1 and x1; R0 makes x0 current; F0 keeps a0; B0 adds the
  // gradient at x0.
  const schedule_summary s = simulate(chain::unit(2), parse_schedule("A0 F1 B1 R0 F0 B0"), {.timeline = true});
  CHECK(s.timeline == std::vector<bytes>{2_B, 3_B, 4_B, 2_B, 3_B, 4_B});
  CHECK(s.peak == 4_B);
  CHECK(s.forwards == 3);
  CHECK(s.extra_forwards == 1);
  CHECK(s.compute == 7);
  CHECK(fmt::format("{}", s) == "peak 4 B, 3 forwards (1 extra), compute 7, 1 checkpoints");
}

TEST_CASE("heterogeneous sizes: a kept stage holds its working set, which contains its output") {
  // x0 = 10, stage 0: out 100, work 1000; stage 1: out 1, work 5.
  const chain c(10_B, {stage{.output = 100_B, .working = 1000_B}, stage{.output = 1_B, .working = 5_B}});
  const schedule_summary s = simulate(c, store_all(c), {.timeline = true});
  // F0: 10 + 1000; F1: 10 + 1000 + 5; B1: + gradient at x1 (100); B0: 10 + 1000 + 100 + 10.
  CHECK(s.timeline == std::vector<bytes>{1010_B, 1015_B, 1115_B, 1120_B});
  const schedule_summary r = simulate(c, parse_schedule("A0 S1 F1 B1 D1 R0 F0 B0"), {.timeline = true});
  // A0: 10 + 1000, then x1 = 100 stays as current; S1 keeps it; F1: 110 + 5; B1: 115 + 100 for the
  // gradient at x1; D1 frees x1 at its end (an action's bytes are the larger of before and after).
  CHECK(r.timeline == std::vector<bytes>{1010_B, 110_B, 115_B, 215_B, 210_B, 110_B, 1110_B, 1120_B});
  CHECK(r.max_checkpoints == 2);
}

TEST_CASE("the simulator exposes the state between actions: current value, checkpoints, kept stages") {
  const chain c = chain::unit(4);
  simulator sim(c);
  CHECK(sim.current() == 0);
  CHECK(sim.is_checkpoint(0));
  sim.apply(parse_schedule("A0 A1 S2 F2"));
  CHECK(sim.current() == 3);
  CHECK(sim.is_checkpoint(2));
  CHECK(sim.is_kept(2));
  CHECK_FALSE(sim.is_kept(1));
  CHECK(sim.checkpoints() == 2);
  CHECK(sim.steps() == 4);
  CHECK(sim.forwards() == 3);
  CHECK(sim.live() == 3_B);  // x0, x2 (a checkpoint, pinned by a2), a2 holding x3
  sim.apply(parse_schedule("F3 B3"));
  CHECK(sim.current() == std::nullopt);
  CHECK(sim.next_backward() == 2);
  CHECK_THROWS_AS((void)sim.finish(), schedule_error);
}

TEST_CASE("the simulator rejects a forward whose input is not the current value, naming the action") {
  CHECK(failure(chain::unit(3), "F1") ==
        std::pair<std::string, std::int64_t>{
            "invalid schedule at action 0 (F1): forward of stage 1 needs x1 as the current value, but the current "
            "value is x0",
            0});
  CHECK(failure(chain::unit(3), "F0 A2").first ==
        "invalid schedule at action 1 (A2): advance of stage 2 needs x2 as the current value, but the current value "
        "is x1");
  CHECK(failure(chain::unit(2), "A0 F1 B1 F0") ==
        std::pair<std::string, std::int64_t>{
            "invalid schedule at action 3 (F0): forward of stage 0 needs x0 as the current value, but there is none "
            "after a backward; restore a checkpoint first",
            3});
}

TEST_CASE("the simulator rejects a backward out of order or without its kept activations") {
  CHECK(failure(chain::unit(3), "F0 F1 F2 B1") ==
        std::pair<std::string, std::int64_t>{
            "invalid schedule at action 3 (B1): backward of stage 1 is out of order: the next backward must be B2", 3});
  CHECK(failure(chain::unit(2), "A0 A1 B1").first ==
        "invalid schedule at action 2 (B1): backward of stage 1 needs the activations kept by F1, but stage 1 does not "
        "hold them; run F1 first");
  CHECK(failure(chain::unit(1), "F0 B0 B0").first == "invalid schedule at action 2 (B0): every backward already ran");
}

TEST_CASE("the simulator rejects restoring or discarding a boundary that is not a checkpoint, and discarding x0") {
  CHECK(failure(chain::unit(3), "A0 R1").first ==
        "invalid schedule at action 1 (R1): cannot restore x1: it is not a checkpoint (checkpoints: x0)");
  CHECK(failure(chain::unit(3), "A0 S1 A1 S2 D0").first ==
        "invalid schedule at action 4 (D0): cannot discard x0: the chain input is always held");
  CHECK(failure(chain::unit(3), "A0 S1 A1 D2").first ==
        "invalid schedule at action 3 (D2): cannot discard x2: it is not a checkpoint (checkpoints: x0, x1)");
}

TEST_CASE("the simulator rejects saving a value that is not current or already saved") {
  CHECK(failure(chain::unit(3), "S2").first ==
        "invalid schedule at action 0 (S2): cannot save x2: it is not the current value (the current value is x0)");
  CHECK(failure(chain::unit(3), "F0 F1 F2 B2 S1").first ==
        "invalid schedule at action 4 (S1): cannot save x1: it is not the current value (no value is current)");
  CHECK(failure(chain::unit(3), "A0 S1 S1").first == "invalid schedule at action 2 (S1): x1 is already a checkpoint");
}

TEST_CASE("with a slot limit the simulator rejects a checkpoint slot overflow, x0 taking one slot") {
  CHECK(failure(chain::unit(4), "A0 S1 A1 S2", 2) ==
        std::pair<std::string, std::int64_t>{
            "invalid schedule at action 3 (S2): checkpoint slot overflow: all 2 slots are taken by x0, x1 (x0, the "
            "input, takes one); discard a checkpoint first",
            3});
  CHECK(simulate(chain::unit(4), chen_sqrt(chain::unit(4)), {.slots = 1}).max_checkpoints == 1);
  CHECK_THROWS_WITH_AS(simulator(chain::unit(2), 0), "invalid slot limit 0: at least 1 slot is needed, as x0 takes one",
                       invalid_error);
}

TEST_CASE("the simulator rejects a forward of a stage whose backward ran, or kept twice") {
  CHECK(failure(chain::unit(2), "A0 F1 B1 R0 F0 A1").first ==
        "invalid schedule at action 5 (A1): stage 1 already ran its backward; nothing can use its output any more");
  CHECK(failure(chain::unit(2), "F0 R0 F0").first ==
        "invalid schedule at action 2 (F0): stage 0 already holds the activations of an earlier F0");
}

TEST_CASE("the simulator rejects indices outside the chain") {
  CHECK(failure(chain::unit(3), "F5").first ==
        "invalid schedule at action 0 (F5): stage 5 does not exist; the chain has 3 stages (0..2)");
  CHECK(failure(chain::unit(3), "R7").first ==
        "invalid schedule at action 0 (R7): boundary x7 does not exist; the chain has boundaries x0..x3");
}

TEST_CASE("a schedule that ends before B0 is rejected with the number of actions as its index") {
  CHECK(failure(chain::unit(2), "F0 F1 B1") ==
        std::pair<std::string, std::int64_t>{
            "invalid schedule: it ends after 3 actions before the backward of stage 0 (B0)", 3});
  CHECK(failure(chain::unit(2), "").first ==
        "invalid schedule: it ends after 0 actions before the backward of stage 1 (B1)");
}
