// Opt-in output: a plan's timeline as Chrome trace JSON (the Trace Event Format that Perfetto and
// chrome://tracing open): live bytes per device as a counter track per role, the step's phases as
// slices, the peak as an instant. Not included by shardmem/plan.hpp.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include <shardmem/graph/ids.hpp>
#include <shardmem/plan/report.hpp>

namespace shardmem {

namespace detail {

// `s` as a JSON string's contents: quotes, backslashes and control characters escaped.
inline std::string json_escaped(std::string_view s) {
  std::string out;
  for (const char c : s) {
    if (c == '"' || c == '\\') out += '\\', out += c;
    else if (static_cast<unsigned char>(c) < 0x20) out += fmt::format("\\u{:04x}", static_cast<unsigned>(c));
    else out += c;
  }
  return out;
}

}  // namespace detail

/// `t` as Chrome trace JSON: `{"traceEvents": [...], "displayTimeUnit": "ms", "otherData": {...}}`.
/// Time is the step's op order, one microsecond an op (Perfetto's unit; the model has no clock).
/// Process 1, named by `title`: a counter event ("C", name "live bytes per device") at each
/// sampled step with one argument per role that holds bytes there (Perfetto draws a track each);
/// on thread 1, complete events ("X") for the forward, backward and optimizer phases; an instant
/// event ("i") at the peak with its bytes (the liveness peak, which adds the running op's
/// workspace to the buffers the counters stack). Every string is escaped.
/// Example: a step of 10 ops sampled at 0, 5 and 9 gives 3 counter events at ts 0, 5, 9.
[[nodiscard]] inline std::string plan_trace_json(const role_timeline& t, std::string_view title = "shardmem plan") {
  std::string events;
  auto add = [&events](const std::string& e) { events += (events.empty() ? "\n  " : ",\n  ") + e; };
  add(fmt::format(R"({{"name":"process_name","ph":"M","pid":1,"args":{{"name":"{}"}}}})",
                  detail::json_escaped(title)));
  add(R"({"name":"thread_name","ph":"M","pid":1,"tid":1,"args":{"name":"phases"}})");
  for (std::size_t i = 0; i < t.steps.size() && i < t.bytes_by_role.size(); ++i) {
    std::string args;
    for (std::size_t r = 0; r < role_count; ++r)
      if (t.bytes_by_role[i][r] > bytes{0})
        args += fmt::format(R"({}"{}":{})", args.empty() ? "" : ",", name(static_cast<role>(r)),
                            t.bytes_by_role[i][r].count());
    add(fmt::format(R"({{"name":"live bytes per device","ph":"C","pid":1,"ts":{},"args":{{{}}}}})", t.steps[i], args));
  }
  const std::size_t end = t.steps.empty() ? 0 : t.steps.back() + 1;
  auto phase = [&](std::string_view n, std::size_t from, std::size_t to) {
    if (to > from)
      add(fmt::format(R"({{"name":"{}","cat":"phase","ph":"X","pid":1,"tid":1,"ts":{},"dur":{}}})", n, from, to - from));
  };
  phase("forward", 0, std::min(t.forward_ops, end));
  phase("backward", std::min(t.forward_ops, end), std::min(t.optimizer_from, end));
  phase("optimizer", std::min(t.optimizer_from, end), end);
  add(fmt::format(R"({{"name":"peak","ph":"i","s":"p","pid":1,"tid":1,"ts":{},"args":{{"bytes":{}}}}})", t.peak_step,
                  t.peak.count()));
  return fmt::format(R"({{"traceEvents":[{}
],
"displayTimeUnit":"ms",
"otherData":{{"title":"{}","time":"one microsecond an op of the step's order","peak_bytes":{}}}}}
)",
                     events, detail::json_escaped(title), t.peak.count());
}

}  // namespace shardmem
