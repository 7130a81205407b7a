// The definitions of plan/whatif.hpp's entry points (see core/api.hpp).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <exception>
#include <limits>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/error.hpp>
#include <shardmem/core/parallel.hpp>
#include <shardmem/plan/config.hpp>
#include <shardmem/plan/memory_plan.hpp>
#include <shardmem/plan/target.hpp>
#include <shardmem/plan/text.hpp>
#include <shardmem/plan/whatif.hpp>

namespace shardmem {

namespace detail {

inline double growth(bytes base, bytes doubled) {
  if (base.count() == 0 && doubled.count() == 0) return 0;
  if (base.count() == 0) return 1;
  return std::round(std::log2(static_cast<double>(doubled.count()) / static_cast<double>(base.count())) * 100) / 100;
}

// The number of ways to write n as an ordered product of `axes` factors >= 1 (the meshes a sweep
// tries): for each prime power p^e of n, C(e + axes - 1, e) ways to spread the e factors of p;
// saturated at int64's maximum.
inline std::int64_t factorization_count(std::int64_t n, std::size_t axes) {
  constexpr std::int64_t most = std::numeric_limits<std::int64_t>::max();
  std::int64_t count = 1;
  auto times = [&](std::int64_t f) { count = __builtin_mul_overflow(count, f, &count) ? most : count; };
  for (std::int64_t p = 2; n > 1; ++p) {
    if (p * p > n) p = n;  // what is left is prime
    std::int64_t e = 0;
    for (; n % p == 0; n /= p) ++e;
    std::int64_t ways = 1;  // C(e + axes - 1, e), each step exact
    for (std::int64_t j = 1; j <= e && ways < most; ++j) {
      std::int64_t next = 0;
      if (__builtin_mul_overflow(ways, static_cast<std::int64_t>(axes) - 1 + j, &next)) ways = most;
      else ways = next / j;
    }
    times(ways);
  }
  return count;
}

// The mesh with axis `axis` doubled, keeping devices per process.
inline mesh doubled_axis(const mesh& m, std::string_view axis) {
  std::vector<mesh_axis> axes = m.axes();
  for (mesh_axis& a : axes)
    if (a.name == axis) a.size *= 2;
  mesh d(std::move(axes));
  const std::int64_t per = m.device_count() / std::max<std::int64_t>(1, m.process_count());
  return d.with_devices_per_process(per);
}

}  // namespace detail

namespace detail {

// The verdict `plan` would give for a lower bound `bound` with plan `p`'s constants.
inline bool fits_with(const memory_plan& p, std::int64_t bound) {
  const double fragmentation = p.target.overheads.fragmentation;
  const std::int64_t fixed = p.overhead.count() - static_cast<std::int64_t>(std::ceil(
                                                      fragmentation * static_cast<double>(p.lower_bound.count())));
  const auto frag = static_cast<std::int64_t>(std::ceil(fragmentation * static_cast<double>(bound)));
  return bound + frag + fixed <= p.usable.count();
}

// True when every per-device size in the step of `cfg` is linear in the micro-batch b, so that
// the bytes live at each step are exactly C + b A: a dense model, without the chunked loss, off a
// pipeline. Every batch dimension is then b x the data-parallel ranks, split evenly over exactly
// those ranks (no padding), and every other dimension is fixed. Not so for MoE expert capacities
// and loss chunks, which round up, nor for a pipeline, whose plan is the larger of two stages.
inline bool batch_linear(const training_config& cfg) {
  return !cfg.model.moe && !cfg.chunked_loss && cfg.parallel.pipeline.empty();
}

}  // namespace detail

SHARDMEM_API std::vector<scaling_line> attribute_scaling(const training_config& given, const memory_target& target,
                                                         const memory_plan& p) {
  training_config cfg = resolve_axis_roles(given);
  cfg.devices = with_process_layout(cfg.devices, target.accelerator);
  std::vector<scaling_line> out;
  training_config b = cfg, s = cfg, d = cfg, q = cfg;
  b.micro_batch *= 2;
  if (b.global_batch) b.global_batch *= 2;
  s.model.seq_len *= 2;
  if (s.model.max_positions) s.model.max_positions = std::max(*s.model.max_positions, s.model.seq_len);
  const bool has_dp = !cfg.parallel.data.empty();
  if (d.global_batch) d.global_batch *= 2;
  // Data parallelism doubles at a fixed process count (each process owns twice the devices);
  // processes double at a fixed device count (half the devices each) when they can, else with
  // the data axis (then the data-parallel growth is taken out: growths add in log space).
  const std::int64_t per = cfg.devices.device_count() / std::max<std::int64_t>(1, cfg.devices.process_count());
  const bool split = per % 2 == 0;
  // With several data axes, the first is doubled.
  const std::string first_data = has_dp ? cfg.parallel.data.names.front() : std::string();
  if (has_dp) d.devices = detail::doubled_axis(cfg.devices, first_data).with_devices_per_process(per * 2);
  if (split) q.devices = cfg.devices.with_devices_per_process(per / 2);
  else if (has_dp) q.devices = detail::doubled_axis(cfg.devices, first_data), q.global_batch = d.global_batch;
  // The four plans are independent; a model whose step is built whole takes seconds for each.
  std::optional<memory_plan> doubled[4];
  const training_config* knobs[4] = {&b, &s, has_dp ? &d : nullptr, split || has_dp ? &q : nullptr};
  detail::parallel_for(4, 0, [&](std::size_t j) {
    if (knobs[j] != nullptr) doubled[j] = plan(*knobs[j], target);
  });
  const memory_plan &pb = *doubled[0], &ps = *doubled[1];
  const std::optional<memory_plan>&pd = doubled[2], &pq = doubled[3];
  auto line = [&](std::string term, auto&& pick) {
    const double dp_growth = pd ? detail::growth(pick(p), pick(*pd)) : 0.0;
    const double proc_growth = pq ? detail::growth(pick(p), pick(*pq)) - (split ? 0.0 : dp_growth) : 0.0;
    scaling_line l{
        std::move(term), pick(p), detail::growth(pick(p), pick(pb)), detail::growth(pick(p), pick(ps)), dp_growth,
        proc_growth,     {}};
    // Tracks: power >= 0.5 (<= -0.5 for data parallelism, which divides); grows with: 0.1 to 0.5.
    std::vector<std::string> tracks, grows;
    auto sort_knob = [&](double power, const char* knob) {
      if (power >= 0.5) tracks.emplace_back(knob);
      else if (power >= 0.1) grows.emplace_back(knob);
    };
    sort_knob(l.batch, "batch");
    sort_knob(l.sequence, "sequence");
    if (l.data_parallel <= -0.5) tracks.emplace_back("1/data-parallel");
    else if (l.data_parallel <= -0.1) grows.emplace_back("1/data-parallel");
    sort_knob(l.processes, "process count");
    auto list = [](const std::vector<std::string>& knobs) {
      std::string s;
      for (std::size_t i = 0; i < knobs.size(); ++i) s += (i ? ", " : "") + knobs[i];
      return s;
    };
    if (tracks.empty() && grows.empty()) l.verdict = l.value.count() ? "flat" : "none";
    else {
      if (!tracks.empty()) l.verdict = "tracks " + list(tracks);
      if (!grows.empty()) l.verdict += (l.verdict.empty() ? "grows with " : "; grows with ") + list(grows);
      if (l.processes >= 0.1 && l.batch < 0.1) l.verdict += ", not batch";
    }
    out.push_back(std::move(l));
  };
  // Each role at its own peak: a role's bytes at the total's peak would move with the peak step
  // (doubling the batch can move it to where fewer gradients are live).
  auto role_at = [](role r) { return [r](const memory_plan& x) { return x.role_peak[static_cast<std::size_t>(r)]; }; };
  line("parameters", role_at(role::parameter));
  line("parameter gradients", role_at(role::parameter_gradient));
  line("optimizer state", role_at(role::optimizer_state));
  line("activations", role_at(role::activation));
  line("activation gradients", role_at(role::activation_gradient));
  line("workspaces, partial sums", role_at(role::temporary));  // ops' scratch: staging, TP partials
  line("collective outputs", role_at(role::collective));       // all-gathered weights, device copies
  line("placement temporary", [](const memory_plan& x) { return x.placement_temp; });
  line("peak", [](const memory_plan& x) { return x.lower_bound; });
  return out;
}

SHARDMEM_API memory_plan plan_training(const training_config& given, const memory_target& target) {
  memory_plan p = plan(given, target);
  p.scaling = attribute_scaling(given, target, p);
  return p;
}

SHARDMEM_API std::int64_t max_micro_batch(training_config cfg, const memory_target& target,
                                          const batch_search& options) {
  const std::int64_t limit = options.limit;
  const memory_plan* at_one = options.at_one;
  cfg.global_batch = 0;
  auto plan_at = [&](std::int64_t b) {
    cfg.micro_batch = b;
    return plan(cfg, target);
  };
  const memory_plan one = at_one ? *at_one : plan_at(1);
  if (!one.fits) return 0;
  if (limit <= 1) return 1;
  const memory_plan two = plan_at(2);
  if (!two.fits) return 1;
  // Model: step peak at b = max over steps of C + b A; the placement peak does not depend on b.
  const std::size_t steps = std::min(one.device_timeline.size(), two.device_timeline.size());
  auto predicted_fits = [&](std::int64_t b) {
    std::int64_t peak = 0;
    for (std::size_t s = 0; s < steps; ++s) {
      const std::int64_t a = two.device_timeline[s] - one.device_timeline[s];
      const std::int64_t c = one.device_timeline[s] - a;
      std::int64_t at = 0, live = 0;
      if (__builtin_mul_overflow(a, b, &at) || __builtin_add_overflow(c, at, &live)) return false;
      peak = std::max(peak, live);
    }
    return detail::fits_with(one, std::max(peak, one.placement_peak.count()));
  };
  std::int64_t lo = 2, hi = 4;
  while (hi <= limit && predicted_fits(hi)) lo = hi, hi *= 2;
  hi = std::min(hi, limit + 1);
  while (hi - lo > 1) {
    const std::int64_t mid = lo + (hi - lo) / 2;
    (predicted_fits(mid) ? lo : hi) = mid;
  }
  if (detail::batch_linear(cfg)) return lo;
  // Check exactly; walk from the model's answer where it was off.
  auto fits = [&](std::int64_t b) { return b <= limit && plan_at(b).fits; };
  std::int64_t good = lo;
  if (!fits(good)) {
    std::int64_t bad = good;
    good = 2;
    while (bad - good > 1) {
      const std::int64_t mid = good + (bad - good) / 2;
      (fits(mid) ? good : bad) = mid;
    }
    return good;
  }
  if (!fits(good + 1)) return good;
  std::int64_t bad = good + 1, step = 2;
  while (bad <= limit && fits(bad)) good = bad, bad = good + step, step *= 2;
  bad = std::min(bad, limit + 1);
  while (bad - good > 1) {
    const std::int64_t mid = good + (bad - good) / 2;
    (fits(mid) ? good : bad) = mid;
  }
  return good;
}

SHARDMEM_API sweep_result sweep_meshes(const training_config& given, const memory_target& target,
                                       const sweep_options& options) {
  training_config cfg = resolve_axis_roles(given);
  cfg.devices = with_process_layout(cfg.devices, target.accelerator);  // the layout every candidate keeps
  std::vector<remat_choice> remats = options.remats;
  if (remats.empty()) remats.push_back(cfg.remat);
  for (const remat_choice& r : remats)
    if (const auto* schedule = std::get_if<chain_remat>(&r); schedule && !schedule->make)
      detail::raise<invalid_error>("sweep_meshes: remat schedule '{}' has no generator; give chain_remat::make",
                                   schedule->label);
  const mesh& m = cfg.devices;
  const std::int64_t n = m.device_count();
  const std::int64_t per = n / std::max<std::int64_t>(1, m.process_count());
  const std::int64_t meshes = detail::factorization_count(n, m.rank());
  const auto choices = static_cast<std::int64_t>(remats.size());
  if (meshes > options.max_candidates / choices)
    detail::raise<invalid_error>(
        "sweep_meshes: the {} devices of the mesh factor over its {} axes in {} ways, times {} remat choices, past "
        "the limit of {} plans; sweep fewer axes (leave out the axes of size 1), fewer remat choices, or raise "
        "sweep_options::max_candidates",
        n, m.rank(),
        meshes == std::numeric_limits<std::int64_t>::max() ? std::string("more than 2^63") : fmt::format("{}", meshes),
        choices, options.max_candidates);
  // Every factorization, in the order of its sizes (axis 0 slowest, each ascending), as the axes it
  // gives a size > 1 (at most 24 of them: a mesh has at most 2^24 devices). Depth-first over the
  // axes with an explicit stack (a mesh may have many axes); the axes after the devices run out
  // are all 1 at once.
  std::vector<std::int64_t> divisors, large;  // of n, ascending: each axis's size divides what is left
  for (std::int64_t d = 1; d * d <= n; ++d)
    if (n % d == 0) {
      divisors.push_back(d);
      if (d * d != n) large.push_back(n / d);
    }
  divisors.insert(divisors.end(), large.rbegin(), large.rend());
  using sparse_shape = std::vector<std::pair<std::size_t, std::int64_t>>;
  std::vector<sparse_shape> shapes;
  shapes.reserve(static_cast<std::size_t>(meshes));
  sparse_shape cur;
  struct frame {
    std::size_t axis;
    std::int64_t left;
    std::size_t next = 0;  // the next divisor to try
    bool pushed = false;   // whether `cur` holds this axis's size
  };
  std::vector<frame> stack{{0, n}};
  while (!stack.empty()) {
    frame& f = stack.back();
    if (f.pushed) cur.pop_back(), f.pushed = false;
    if (f.left == 1 || f.axis + 1 == m.rank()) {  // the last axis takes what is left
      if (f.left > 1) cur.emplace_back(f.axis, f.left);
      shapes.push_back(cur);
      if (f.left > 1) cur.pop_back();
      stack.pop_back();
      continue;
    }
    while (f.next < divisors.size() && divisors[f.next] <= f.left && f.left % divisors[f.next] != 0) ++f.next;
    if (f.next == divisors.size() || divisors[f.next] > f.left) {
      stack.pop_back();
      continue;
    }
    const std::int64_t d = divisors[f.next++];
    if (d > 1) cur.emplace_back(f.axis, d), f.pushed = true;
    const frame child{f.axis + 1, f.left / d};
    stack.push_back(child);
  }
  // One global batch for every row, so that their step times compare.
  const std::int64_t common_batch = cfg.global_batch > 0 ? cfg.global_batch
                                                         : checked_mul(n, cfg.micro_batch, "the sweep's global batch");
  // One job per (shape, remat), each planned independently into its own slot.
  const std::size_t jobs = shapes.size() * remats.size();
  std::vector<std::optional<mesh_candidate>> slots(jobs);
  std::vector<std::exception_ptr> failures(jobs);
  std::vector<std::string> reasons(jobs);
  std::mutex progress_mutex;
  std::size_t done = 0;
  detail::parallel_for(jobs, options.threads, [&](std::size_t j) {
    std::vector<mesh_axis> axes = m.axes();
    for (mesh_axis& a : axes) a.size = 1;
    for (const auto& [i, size] : shapes[j / remats.size()]) axes[i].size = size;
    training_config c = cfg;
    c.devices = mesh(std::move(axes)).with_devices_per_process(per);
    c.remat = remats[j % remats.size()];
    try {
      training_config at_batch = c;
      at_batch.global_batch = common_batch;
      mesh_candidate cand{c.devices, name(c.remat), plan(at_batch, target), 0};
      if (options.search_batch)
        cand.max_micro_batch = max_micro_batch(c, target, {.at_one = c.micro_batch == 1 ? &cand.plan : nullptr});
      slots[j] = std::move(cand);
    } catch (const parse_error&) {
      failures[j] = std::current_exception();  // a misspelt word fails every shape: not a skip
    } catch (const error& e) {
      // A shape the model cannot take (heads or vocab not divisible by the tensor axis): skipped.
      reasons[j] = fmt::format("mesh {}, remat {}: {}", to_string(c.devices), name(c.remat), e.what());
    } catch (...) {
      failures[j] = std::current_exception();
    }
    if (options.progress) {
      const std::lock_guard<std::mutex> lock(progress_mutex);
      options.progress(++done, jobs);
    }
  });
  for (const std::exception_ptr& f : failures)
    if (f) std::rethrow_exception(f);
  sweep_result out;
  out.global_batch = common_batch;
  for (auto& s : slots)
    if (s) out.candidates.push_back(std::move(*s));
  for (std::string& r : reasons)
    if (!r.empty()) out.skipped.push_back(std::move(r));
  // Fitting rows by step time at the common batch, step times within 0.1% of each other a tie
  // (the estimate is no finer), ties to the simpler choice: less host traffic, then less
  // recompute; the rest, and rows without a step time, by peak.
  auto tier = [](const mesh_candidate& m) {
    if (!m.plan.fits || !m.plan.time.known || !(m.plan.time.total_s > 0))
      return std::numeric_limits<std::int64_t>::max();
    return static_cast<std::int64_t>(std::floor(std::log(m.plan.time.total_s) / std::log(1.001)));
  };
  std::stable_sort(out.candidates.begin(), out.candidates.end(), [&](const mesh_candidate& a, const mesh_candidate& b) {
    if (a.plan.fits != b.plan.fits) return a.plan.fits;
    if (const std::int64_t ta = tier(a), tb = tier(b); ta != tb) return ta < tb;
    if (a.plan.fits && a.plan.offload_bytes != b.plan.offload_bytes) return a.plan.offload_bytes < b.plan.offload_bytes;
    if (a.plan.fits && a.plan.recompute_flops_per_step() != b.plan.recompute_flops_per_step())
      return a.plan.recompute_flops_per_step() < b.plan.recompute_flops_per_step();
    return a.plan.total < b.plan.total;
  });
  return out;
}

SHARDMEM_API std::optional<memory_plan> cheapest_fit(training_config cfg, const memory_target& target) {
  std::optional<memory_plan> best;
  for (std::string_view word : remat_presets) {
    cfg.remat = parse_remat(word);
    memory_plan p = plan(cfg, target);
    if (!p.fits) continue;
    if (!best || p.recompute_flops < best->recompute_flops ||
        (p.recompute_flops == best->recompute_flops && p.offload_bytes < best->offload_bytes))
      best = std::move(p);
  }
  return best;
}

}  // namespace shardmem
