// Opt-in output: a plan as one self-contained HTML page (no network: the SVG inline, a small
// inline script) with the verdict, the tables, and a timeline where the pointer shows the buffers
// live at that op, their shapes, roles and layers, as PyTorch's memory_viz does. Also the query
// behind it: buffers_live_at. Not included by shardmem/plan.hpp.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/error.hpp>
#include <shardmem/memory/memory_profile.hpp>
#include <shardmem/plan/memory_plan.hpp>
#include <shardmem/plan/report.hpp>
#include <shardmem/plan/step.hpp>
#include <shardmem/plan/svg.hpp>

namespace shardmem {

/// A device buffer live at an op of a step, as the page lists it.
struct step_buffer {
  std::string name{};  ///< the value's name, or `op (workspace)`
  std::string type{};  ///< global type and per-device shape: `bf16[8192,4096] per device [1024,4096]`
  shardmem::role role = role::temporary;
  std::int64_t layer = -1;  ///< the layer of the stack it belongs to, or -1
  bytes size{0};            ///< per device
};

/// The device buffers holding bytes while op `op` of step `s` runs (liveness's buffers: values
/// sharing a buffer counted once), largest first, at most `top` of them; `rest` and `rest_bytes`
/// receive how many were left out and their bytes.
/// @throws invalid_error when `s` was built from repeated layers (build it with `.whole = true`)
/// or `op` is past its last op.
[[nodiscard]] inline std::vector<step_buffer> buffers_live_at(const training_step& s, std::size_t op, std::size_t top,
                                                              std::size_t* rest = nullptr,
                                                              bytes* rest_bytes = nullptr) {
  if (!s.whole())
    detail::raise<invalid_error>("buffers_live_at: the step was built from repeated layers; build it with "
                                 "step_options{{.whole = true}} to list its buffers");
  const buffer_ranges& r = s.liveness().ranges;
  if (r.steps <= 0 || op >= static_cast<std::size_t>(r.steps))
    detail::raise<invalid_error>("buffers_live_at: op {} is past the step's last op, {}; pick 0 to {}", op,
                                 r.steps - 1, r.steps - 1);
  const dataflow_graph& g = s.graph();
  const std::vector<live_buffer> live = live_at(r, static_cast<std::int64_t>(op));
  std::vector<step_buffer> out;
  bytes left{0};
  for (std::size_t i = 0; i < live.size(); ++i) {
    const live_buffer& b = live[i];
    if (i >= top) {
      left += b.size;
      continue;
    }
    step_buffer e{.role = b.role, .size = b.size};
    if (b.value) {
      const tensor& t = g.tensor(*b.value);
      e.name = t.name;
      std::string local;
      try {
        local = fmt::format("{}", g.sharding(*b.value).shard_shape(t, shard_mode::padded));
      } catch (const error&) {
        local.clear();  // a sharding that does not apply to the shape: the global type alone
      }
      e.type = local.empty() || local == fmt::format("{}", t.shape) ? fmt::format("{}", t)
                                                                    : fmt::format("{} per device {}", t, local);
      e.layer = g.value_layer(*b.value).value_or(-1);
    } else if (b.workspace_of) {
      e.name = fmt::format("{} (workspace)", g.op_name(*b.workspace_of));
      e.type = "scratch";
      e.layer = g.op_layer(*b.workspace_of).value_or(-1);
    }
    out.push_back(std::move(e));
  }
  if (rest) *rest = live.size() > top ? live.size() - top : 0;
  if (rest_bytes) *rest_bytes = left;
  return out;
}

/// How much the page holds.
struct plan_html_options {
  std::size_t columns = 160;            ///< ops sampled for the pointer (the peak's op always among them)
  std::size_t buffers_per_column = 12;  ///< buffers listed at each, largest first
};

namespace detail {

// `s` inside a JSON string inside an HTML <script>: JSON's escapes, and `<` as \u003c so that no
// `</script>` or `<!--` can end the script early.
inline std::string script_json_string(std::string_view s) {
  std::string out;
  for (const char c : s) {
    if (c == '"' || c == '\\') out += '\\', out += c;
    else if (c == '<') out += "\\u003c";
    else if (static_cast<unsigned char>(c) < 0x20) out += fmt::format("\\u{:04x}", static_cast<unsigned>(c));
    else out += c;
  }
  return out;
}

inline std::string_view phase_at(const role_timeline& t, std::size_t op) {
  return op < t.forward_ops ? "forward" : op < t.optimizer_from ? "backward" : "optimizer";
}

// The page's script: the pointer's x over the chart's rect#timeline gives an op; the nearest
// sampled op's buffers fill #hover, and a cursor line follows. Errors land in #errors (the
// browser check reads it). With `#hover-selftest` in the address, the script moves a synthetic
// pointer to the peak's op once loaded (what the headless check uses).
inline constexpr std::string_view plan_page_script = R"JS(
"use strict";
window.addEventListener("error", (e) => {
  document.getElementById("errors").textContent += "error: " + e.message + "\n";
});
const data = JSON.parse(document.getElementById("shardmem-data").textContent);
const svg = document.querySelector("#chart svg");
const area = svg.getElementById("timeline");
const hover = document.getElementById("hover");
const cursor = document.createElementNS("http://www.w3.org/2000/svg", "line");
cursor.setAttribute("stroke", "#333");
cursor.setAttribute("stroke-width", "1");
cursor.setAttribute("pointer-events", "none");
cursor.setAttribute("y1", area.getAttribute("y"));
cursor.setAttribute("y2", String(Number(area.getAttribute("y")) + Number(area.getAttribute("height"))));
cursor.style.display = "none";
svg.appendChild(cursor);
const firstOp = Number(area.dataset.firstOp), lastOp = Number(area.dataset.lastOp);
function bytes(b) {
  const units = ["B", "KiB", "MiB", "GiB", "TiB"];
  let i = 0;
  while (b >= 1024 && i + 1 < units.length) { b /= 1024; ++i; }
  return (i === 0 ? String(b) : b.toFixed(2)) + " " + units[i];
}
function cell(row, text, cls) {
  const td = document.createElement("td");
  td.textContent = text;
  if (cls) td.className = cls;
  row.appendChild(td);
}
function show(column) {
  const c = data.columns[column];
  hover.replaceChildren();
  const head = document.createElement("p");
  head.textContent = "op " + c.op + " (" + c.phase + ", " + c.name + "): " + bytes(c.live) + " live per device";
  hover.appendChild(head);
  const table = document.createElement("table");
  const h = table.insertRow();
  for (const t of ["buffer", "type", "role", "layer", "bytes"]) cell(h, t, "head");
  for (const b of c.buffers) {
    const row = table.insertRow();
    row.className = "buffer";
    cell(row, b[0]); cell(row, b[1]); cell(row, b[2]); cell(row, b[3] < 0 ? "" : String(b[3])); cell(row, bytes(b[4]), "num");
  }
  if (c.rest > 0) {
    const row = table.insertRow();
    cell(row, "and " + c.rest + " smaller"); cell(row, ""); cell(row, ""); cell(row, ""); cell(row, bytes(c.rest_bytes), "num");
  }
  hover.appendChild(table);
  const x = Number(area.getAttribute("x")) +
      Number(area.getAttribute("width")) * (c.op - firstOp) / Math.max(1, lastOp - firstOp);
  cursor.setAttribute("x1", String(x));
  cursor.setAttribute("x2", String(x));
  cursor.style.display = "";
}
function nearest(op) {
  let best = 0;
  for (let i = 1; i < data.columns.length; ++i)
    if (Math.abs(data.columns[i].op - op) < Math.abs(data.columns[best].op - op)) best = i;
  return best;
}
svg.addEventListener("pointermove", (e) => {
  const box = area.getBoundingClientRect();
  if (box.width <= 0 || e.clientX < box.left || e.clientX > box.right) return;
  show(nearest(firstOp + (lastOp - firstOp) * (e.clientX - box.left) / box.width));
});
show(nearest(data.peak_op));
if (location.hash === "#hover-selftest") {
  const box = area.getBoundingClientRect();
  const x = box.left + box.width * (data.peak_op - firstOp) / Math.max(1, lastOp - firstOp);
  hover.replaceChildren();
  svg.dispatchEvent(new PointerEvent("pointermove", {clientX: x, clientY: box.top + box.height / 2, bubbles: true}));
  document.body.dataset.selftest = hover.querySelectorAll("tr.buffer").length > 0 ? "hover-ok" : "hover-empty";
}
)JS";

}  // namespace detail

/// Plan `p` of step `s` (built whole) as one HTML page: the verdict, the configuration, the step
/// time, memory_analysis's categories, the bytes by role at the peak, the largest buffers, the
/// scaling attribution and the warnings as tables; plan_svg's chart; and, as the pointer moves
/// over it, the buffers live at that op (the nearest of `o.columns` sampled ops) with their types,
/// roles and layers. Self-contained: no request leaves the page. Every text is escaped.
/// @throws as buffers_live_at.
[[nodiscard]] inline std::string plan_html(const memory_plan& p, const training_step& s,
                                           const plan_html_options& o = {}) {
  const role_timeline t = plan_timeline(s, std::max<std::size_t>(2, o.columns));
  auto esc = [](std::string_view text) { return detail::xml_escape(text); };
  std::string data = fmt::format(R"({{"peak_op":{},"columns":[)", t.peak_step);
  const std::vector<std::int64_t>& live = s.liveness().device_timeline;
  const schedule order = s.graph().topological_order();  // the order the step's liveness ran in
  for (std::size_t i = 0; i < t.steps.size(); ++i) {
    const std::size_t op = t.steps[i];
    std::size_t rest = 0;
    bytes rest_bytes{0};
    const std::vector<step_buffer> list = buffers_live_at(s, op, o.buffers_per_column, &rest, &rest_bytes);
    data += fmt::format(R"({}{{"op":{},"phase":"{}","name":"{}","live":{},"rest":{},"rest_bytes":{},"buffers":[)",
                        i == 0 ? "" : ",\n", op, detail::phase_at(t, op),
                        detail::script_json_string(op < order.size() ? s.op_name(order[op]) : std::string()),
                        op < live.size() ? live[op] : 0, rest, rest_bytes.count());
    for (std::size_t k = 0; k < list.size(); ++k)
      data += fmt::format(R"({}["{}","{}","{}",{},{}])", k == 0 ? "" : ",", detail::script_json_string(list[k].name),
                          detail::script_json_string(list[k].type), name(list[k].role), list[k].layer,
                          list[k].size.count());
    data += "]}";
  }
  data += "]}";

  std::string rows;
  auto row = [&rows, &esc](std::string_view a, const std::string& b, const std::string& c = {}) {
    rows += fmt::format("<tr><td>{}</td><td class=\"num\">{}</td><td>{}</td></tr>\n", esc(a), esc(b), esc(c));
  };
  std::string page = fmt::format(
      R"(<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{0}: {1}</title>
<style>
body {{ font-family: sans-serif; margin: 1.5em; color: #222; }}
.fits {{ color: #1a7f37; }} .nofit {{ color: #cf222e; }}
table {{ border-collapse: collapse; margin: 0.5em 0 1em; }}
td, th {{ border-bottom: 1px solid #ddd; padding: 2px 10px; text-align: left; }}
td.num {{ text-align: right; font-variant-numeric: tabular-nums; }}
td.head {{ font-weight: bold; }}
#wrap {{ display: flex; gap: 1em; align-items: flex-start; }}
#chart {{ flex: 0 1 1000px; min-width: 600px; }}
#chart svg {{ width: 100%; height: auto; }}
#hover {{ flex: 1 1 420px; font-size: 12px; }}
#hover td {{ overflow-wrap: anywhere; }}
#errors {{ color: #cf222e; white-space: pre; }}
</style>
</head>
<body>
<h2><span class="{2}">{1}</span>: {3} of {4} per device ({5} headroom) on {6}</h2>
<p>{7}</p>
<p>step time: {8}</p>
<div id="errors"></div>
<div id="wrap"><div id="chart">
)",
      esc(p.config.model.name), p.fits ? "fits" : "does not fit", p.fits ? "fits" : "nofit", p.total, p.usable,
      p.headroom(), esc(p.target.accelerator.name), esc(to_string(p.config, p.target)),
      esc(to_text(p.time, p.target.accelerator)));
  page += plan_svg(p, t);
  page += "</div>\n<div id=\"hover\"></div></div>\n";
  // The tables.
  row("step peak", fmt::format("{}", p.step_peak), fmt::format("in the {} phase, at {}", name(p.phase), p.peak_op));
  row("placement peak", fmt::format("{}", p.placement_peak), p.placement_array);
  row("overheads", fmt::format("{}", p.overhead), "runtime context, communicator buffers, fragmentation");
  row("total", fmt::format("{}", p.total), p.fits ? "fits" : "does not fit");
  row("memory_analysis argument", fmt::format("{}", p.categories.argument));
  row("memory_analysis output", fmt::format("{}", p.categories.output));
  row("memory_analysis alias", fmt::format("{}", p.categories.alias));
  row("memory_analysis temp", fmt::format("{}", p.categories.temp));
  row("host peak per process", fmt::format("{}", p.host_peak_per_process),
      fmt::format("of {}{}", p.host_ram, p.host_fits ? "" : ", does not fit"));
  page += "<h3>Per device</h3>\n<table>\n" + rows + "</table>\n";
  rows.clear();
  for (std::size_t r = 0; r < role_count; ++r)
    if (p.by_role[r] > bytes{0})
      row(name(static_cast<role>(r)), fmt::format("{}", p.by_role[r]), p.largest_at_peak[r]);
  page += "<h3>At the peak, by role</h3>\n<table>\n" + rows + "</table>\n";
  rows.clear();
  for (const named_buffer& b : p.top_at_peak) row(b.name, fmt::format("{}", b.size), std::string(name(b.role)));
  page += "<h3>Largest buffers at the peak</h3>\n<table>\n" + rows + "</table>\n";
  if (!p.scaling.empty()) {
    rows.clear();
    for (const scaling_line& l : p.scaling) row(l.term, fmt::format("{}", l.value), l.verdict);
    page += "<h3>How each term scales</h3>\n<table>\n" + rows + "</table>\n";
  }
  if (!p.warnings.empty()) {
    page += "<h3>Warnings</h3>\n<ul>\n";
    for (const std::string& w : p.warnings) page += fmt::format("<li>{}</li>\n", esc(w));
    page += "</ul>\n";
  }
  page += "<script type=\"application/json\" id=\"shardmem-data\">" + data + "</script>\n<script>";
  page += detail::plan_page_script;
  page += "</script>\n</body>\n</html>\n";
  return page;
}

}  // namespace shardmem
