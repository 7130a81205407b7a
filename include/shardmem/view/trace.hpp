// A page as a Chrome trace (the Trace Event Format that Perfetto and chrome://tracing open), for
// plans and programs alike: per panel a process with a counter track of live bytes per device by
// role, the phases and the ops as slices, each listed buffer's lifetime as an async slice, and the
// peak as an instant. The format: https://docs.google.com/document/d/1CvAClvFfyA5R-PhYUmn5OOQtYMH4h6I0nSsKchNAySU
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include <shardmem/view/page.hpp>

namespace shardmem {

namespace detail {

// `s` inside a JSON string: quotes, backslashes and control characters escaped; bytes past ASCII
// that do not form UTF-8 as \ufffd, so that a parser takes every name.
[[nodiscard]] inline std::string view_json_text(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c == '<') {
      out += "\\u003c";  // never `</script>` inside a page's data
    } else if (c < 0x20 || c == 0x7f) {
      out += fmt::format("\\u{:04x}", static_cast<unsigned>(c));
    } else if (c < 0x80) {
      out += static_cast<char>(c);
    } else {
      const std::size_t len = c >= 0xf0 && c < 0xf5 ? 4 : c >= 0xe0 ? 3 : c >= 0xc2 && c < 0xe0 ? 2 : 0;
      bool ok = len > 0 && i + len <= s.size();
      for (std::size_t k = 1; ok && k < len; ++k) ok = (static_cast<unsigned char>(s[i + k]) & 0xc0) == 0x80;
      if (ok) {
        out.append(s.substr(i, len));
        i += len - 1;
      } else {
        out += "\\ufffd";
      }
    }
  }
  return out;
}

}  // namespace detail

/// `page` as Chrome trace JSON: `{"traceEvents": [...], "displayTimeUnit": "ms", "otherData": {...}}`.
/// Time is each panel's step, one microsecond a step (the model has no clock). Panel k is process
/// k + 1, named by its name or the page's title. Per process: a counter event ("C", "live bytes per
/// device") at step 0 and at every step where a role's bytes change, its arguments each role's
/// bytes there (zeros included, so that every counter track reads exactly the bytes held at every
/// step); thread 1 the phases, thread 2 the ops (complete events, "X"), async slices ("b"/"e",
/// category "buffer") for each listed buffer's lifetime with its card's facts, and an instant ("i")
/// at the peak with its bytes. Every string is escaped.
/// Example: a panel of 3 steps with one 1000 B argument gives one counter event, at ts 0.
[[nodiscard]] inline std::string view_trace_json(const view_page& page) {
  using detail::view_json_text;
  std::string events;
  auto add = [&events](const std::string& e) { events += (events.empty() ? "\n  " : ",\n  ") + e; };
  std::int64_t peak = 0;
  for (std::size_t k = 0; k < page.panels.size(); ++k) {
    const view_panel& p = page.panels[k];
    const std::size_t pid = k + 1;
    peak = std::max(peak, p.peak.count());
    add(fmt::format(R"({{"name":"process_name","ph":"M","pid":{},"args":{{"name":"{}"}}}})", pid,
                    view_json_text(p.name.empty() ? page.title : p.name)));
    add(fmt::format(R"({{"name":"thread_name","ph":"M","pid":{},"tid":1,"args":{{"name":"phases"}}}})", pid));
    add(fmt::format(R"({{"name":"thread_name","ph":"M","pid":{},"tid":2,"args":{{"name":"ops"}}}})", pid));
    for (std::size_t s = 0; s < p.by_role.size(); ++s) {
      if (s > 0 && p.by_role[s] == p.by_role[s - 1]) continue;
      std::string args;
      for (std::size_t r = 0; r < role_count; ++r)
        args += fmt::format(R"({}"{}":{})", r == 0 ? "" : ",", name(static_cast<role>(r)), p.by_role[s][r]);
      add(fmt::format(R"({{"name":"live bytes per device","ph":"C","pid":{},"ts":{},"args":{{{}}}}})", pid, s, args));
    }
    for (const view_phase& f : p.phases)
      if (f.to > f.from)
        add(fmt::format(R"({{"name":"{}","cat":"phase","ph":"X","pid":{},"tid":1,"ts":{},"dur":{}}})",
                        view_json_text(f.name), pid, f.from, f.to - f.from));
    for (std::size_t s = 0; s < p.ops.size(); ++s)
      if (!p.ops[s].empty())
        add(fmt::format(R"({{"name":"{}","cat":"op","ph":"X","pid":{},"tid":2,"ts":{},"dur":1}})",
                        view_json_text(p.ops[s]), pid, s));
    for (std::size_t b = 0; b < p.buffers.size(); ++b) {
      const view_buffer& v = p.buffers[b];
      const std::string id = fmt::format("{}.{}", pid, b);
      add(fmt::format(R"({{"name":"{}","cat":"buffer","ph":"b","id":"{}","pid":{},"tid":3,"ts":{},"args":{{)"
                      R"("bytes":{},"unpadded_bytes":{},"type":"{}","per_device":"{}","sharding":"{}","role":"{}",)"
                      R"("allocation":"{}","op":"{}","op_name":"{}","source":"{}"}}}})",
                      view_json_text(v.name), id, pid, v.first, v.size.count(), v.unpadded.count(),
                      view_json_text(v.type), view_json_text(v.local), view_json_text(v.sharding), name(v.role),
                      view_json_text(v.allocation), view_json_text(v.op), view_json_text(v.op_name),
                      view_json_text(v.source)));
      add(fmt::format(R"({{"name":"{}","cat":"buffer","ph":"e","id":"{}","pid":{},"tid":3,"ts":{}}})",
                      view_json_text(v.name), id, pid, v.last + 1));
    }
    add(fmt::format(R"({{"name":"peak","ph":"i","s":"p","pid":{},"tid":1,"ts":{},"args":{{"bytes":{}}}}})", pid,
                    p.peak_step, p.peak.count()));
  }
  return fmt::format(R"({{"traceEvents":[{}
],
"displayTimeUnit":"ms",
"otherData":{{"title":"{}","time":"one microsecond a step of the schedule","peak_bytes":{}}}}}
)",
                     events, view_json_text(page.title), peak);
}

}  // namespace shardmem
