// A page as one self-contained HTML file (no request leaves it; it works from a file and inside a
// notebook's iframe), for plans and programs alike, after XProf's memory viewer and PyTorch's
// memory_viz: the verdict and the changes that make it fit with their commands; per panel the
// bytes live over the steps stacked by role, the phases and the peak marked, limits drawn; the
// buffers live at a chosen step (the verdict's peak first), sortable by size, by when they were
// made and by padding, each with a card on hover and its lifetime drawn over the timeline; tabs
// for pipeline stages, two panels side by side for a comparison.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/bytes.hpp>
#include <shardmem/schedule/svg.hpp>
#include <shardmem/view/page.hpp>
#include <shardmem/view/trace.hpp>

namespace shardmem {

/// How much of each panel the page holds.
struct view_html_options {
  std::size_t columns = 800;  ///< steps drawn per panel: each the step of most bytes in its stretch
  bool fragment = false;      ///< only the body's contents (a notebook puts them in an iframe itself)
};

namespace detail {

// The steps a panel's chart draws: of each of `columns` equal stretches the step holding the most
// bytes (the first such), so that no spike is lost; the peak and the selected step always.
[[nodiscard]] inline std::vector<std::int64_t> view_columns(const view_panel& p, std::size_t columns) {
  std::vector<std::int64_t> out;
  const auto n = static_cast<std::int64_t>(p.by_role.size());
  if (n == 0) return out;
  const auto c = static_cast<std::int64_t>(std::max<std::size_t>(columns, 2));
  for (std::int64_t k = 0; k < std::min(c, n); ++k) {
    const std::int64_t from = k * n / std::min(c, n), to = (k + 1) * n / std::min(c, n);
    std::int64_t best = from;
    for (std::int64_t s = from; s < to; ++s)
      if (p.live(static_cast<std::size_t>(s)) > p.live(static_cast<std::size_t>(best))) best = s;
    out.push_back(best);
  }
  for (const std::int64_t s : {p.peak_step, p.selected, std::int64_t{0}, n - 1})
    if (s >= 0 && s < n) out.push_back(s);
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

[[nodiscard]] inline std::string view_panel_json(const view_panel& p, std::size_t columns) {
  const std::vector<std::int64_t> cols = view_columns(p, columns);
  std::string j = fmt::format(R"({{"name":"{}","steps":{},"peak_step":{},"peak":{},"selected":{},"offset":{},)"
                              R"("offset_label":"{}","unlisted":{},"unlisted_bytes":{},"cols":[)",
                              view_json_text(p.name), p.steps, p.peak_step, p.peak.count(), p.selected,
                              p.offset.count(), view_json_text(p.offset_label), p.unlisted, p.unlisted_bytes.count());
  for (std::size_t k = 0; k < cols.size(); ++k) j += fmt::format("{}{}", k ? "," : "", cols[k]);
  j += R"(],"col_ops":[)";
  for (std::size_t k = 0; k < cols.size(); ++k) {
    const auto s = static_cast<std::size_t>(cols[k]);
    j += fmt::format(R"({}"{}")", k ? "," : "", view_json_text(s < p.ops.size() ? p.ops[s] : std::string()));
  }
  j += R"(],"series":{)";
  bool first_role = true;
  for (std::size_t r = 0; r < role_count; ++r) {
    bool any = false;
    for (const std::int64_t s : cols) any = any || p.by_role[static_cast<std::size_t>(s)][r] != 0;
    if (!any) continue;
    j += fmt::format(R"({}"{}":[)", first_role ? "" : ",", name(static_cast<role>(r)));
    first_role = false;
    for (std::size_t k = 0; k < cols.size(); ++k)
      j += fmt::format("{}{}", k ? "," : "", p.by_role[static_cast<std::size_t>(cols[k])][r]);
    j += "]";
  }
  j += R"(},"phases":[)";
  for (std::size_t k = 0; k < p.phases.size(); ++k)
    j += fmt::format(R"({}["{}",{},{}])", k ? "," : "", view_json_text(p.phases[k].name), p.phases[k].from,
                     p.phases[k].to);
  j += R"(],"levels":[)";
  for (std::size_t k = 0; k < p.levels.size(); ++k)
    j += fmt::format(R"({}["{}",{},{}])", k ? "," : "", view_json_text(p.levels[k].label), p.levels[k].at.count(),
                     p.levels[k].limit ? "true" : "false");
  j += R"(],"buffers":[)";
  for (std::size_t k = 0; k < p.buffers.size(); ++k) {
    const view_buffer& b = p.buffers[k];
    j += fmt::format(R"({}["{}","{}","{}","{}","{}","{}","{}","{}",{},{},"{}",{},{},{}])", k ? ",\n" : "",
                     view_json_text(b.name), view_json_text(b.type), view_json_text(b.local),
                     view_json_text(b.sharding), view_json_text(b.op), view_json_text(b.op_name),
                     view_json_text(b.source), view_json_text(b.allocation), b.size.count(), b.unpadded.count(),
                     name(b.role), b.first, b.last, b.layer);
  }
  return j + "]}";
}

// The page's look: the chart beside the live table, numbers never wrapped, names kept whole.
inline constexpr std::string_view view_page_style = R"CSS(
.shardmem-page { font-family: system-ui, sans-serif; margin: 1.2em; color: #222; }
.shardmem-page [hidden] { display: none !important; }
.shardmem-page .fits { color: #1a7f37; } .shardmem-page .nofit { color: #cf222e; }
.shardmem-page table { border-collapse: collapse; margin: 0.4em 0 1em; font-size: 13px; }
.shardmem-page td, .shardmem-page th { border-bottom: 1px solid #ddd; padding: 2px 8px; text-align: left;
  white-space: nowrap; }
.shardmem-page th.sort { cursor: pointer; text-decoration: underline dotted; }
.shardmem-page th.sorted { background: #eef; }
.shardmem-page td.num, .shardmem-page th.num { text-align: right; font-variant-numeric: tabular-nums; }
.shardmem-page code { background: #f4f4f4; padding: 1px 4px; }
.shardmem-page .panel { display: grid; grid-template-columns: minmax(520px, 3fr) minmax(440px, 2fr);
  gap: 0 1.2em; align-items: start; }
.shardmem-page .panel > h3 { grid-column: 1 / -1; margin: 0.6em 0 0.2em; }
.shardmem-page .panel > .legend { grid-column: 1; }
.shardmem-page .panel > .live { grid-column: 2; grid-row: 2 / span 2; overflow-x: auto; max-height: 640px;
  overflow-y: auto; }
.shardmem-page #panels.side { display: grid; grid-template-columns: 1fr 1fr; gap: 1em; }
.shardmem-page #panels.side .panel { grid-template-columns: 1fr; }
.shardmem-page #panels.side .panel > .live { grid-column: 1; grid-row: auto; }
.shardmem-page .chart svg { width: 100%; height: auto; display: block; }
.shardmem-page .legend span { display: inline-block; margin: 0 12px 4px 0; font-size: 12px; white-space: nowrap; }
.shardmem-page .legend i { display: inline-block; width: 11px; height: 11px; margin-right: 4px;
  vertical-align: -1px; }
.shardmem-page tr.buffer:hover { background: #fff4c2; }
.shardmem-page .tabs button { margin-right: 4px; padding: 3px 10px; border: 1px solid #bbb; background: #f6f6f6; }
.shardmem-page .tabs button.on { background: #dde6ff; border-color: #557; }
.shardmem-page #card { position: fixed; z-index: 10; background: #fffef4; border: 1px solid #998;
  box-shadow: 0 2px 8px #0003; padding: 6px 10px; font-size: 12px; max-width: 560px; pointer-events: none; }
.shardmem-page #card td { white-space: normal; overflow-wrap: normal; border: 0; padding: 1px 6px; }
.shardmem-page #errors { color: #cf222e; white-space: pre; }
.shardmem-page p.line { margin: 0.2em 0; }
)CSS";

// The page's script. It draws each panel's chart from the data (stacked areas by role over the
// sampled steps, the phases in a strip above, levels dashed with their labels above the line, the
// peak marked), and lists the buffers live at the step under the pointer, which a click pins.
inline constexpr std::string_view view_page_script = R"JS(
"use strict";
(function () {
const root = document.currentScript.parentNode;
const errors = root.querySelector("#errors");
window.addEventListener("error", (e) => { errors.textContent += "error: " + e.message + "\n"; });
const data = JSON.parse(root.querySelector("#shardmem-data").textContent);
const NS = "http://www.w3.org/2000/svg";
const colours = {parameter: "#4e79a7", input: "#9c755f", optimizer_state: "#f28e2b", activation: "#59a14f",
  parameter_gradient: "#e15759", activation_gradient: "#ff9da7", temporary: "#b07aa1", collective: "#76b7b2",
  output: "#edc948"};
const card = root.querySelector("#card");
function bytes(b, round) {
  const units = ["B", "KiB", "MiB", "GiB", "TiB", "PiB"];
  let i = 0, v = b;
  while (Math.abs(v) >= 1024 && i + 1 < units.length) { v /= 1024; ++i; }
  const digits = i === 0 ? String(v) : round ? String(Number(v.toFixed(2))) : v.toFixed(2);
  return digits + "\u00a0" + units[i];
}
function el(tag, attrs, parent) {
  const e = document.createElementNS(NS, tag);
  for (const k in attrs) e.setAttribute(k, String(attrs[k]));
  if (parent) parent.appendChild(e);
  return e;
}
function text(parent, x, y, s, attrs) {
  const t = el("text", Object.assign({x: x, y: y, "font-size": 12}, attrs || {}), parent);
  t.textContent = s;
  return t;
}
// Ticks at 1, 2 or 5 times a power of two's unit (KiB, MiB, ...) times a power of ten: at most six.
function ticks(max) {
  if (max <= 0) return [0];
  let unit = 1;
  while (unit * 1024 <= max) unit *= 1024;
  let step = unit;
  const mult = [1, 2, 5];
  for (let p = 1e-3; ; p *= 10) {
    let found = false;
    for (const m of mult) {
      if (max / (unit * m * p) <= 6) { step = unit * m * p; found = true; break; }
    }
    if (found) break;
  }
  const out = [];
  for (let v = 0; v <= max + step * 1e-9; v += step) out.push(v);
  return out;
}
function Panel(section, p) {
  this.section = section; this.p = p;
  this.sortBy = "size";
  this.pinned = false;
  const W = 960, H = 380, L = 86, R = 16, T = 46, B = 34;
  this.geom = {W: W, H: H, L: L, R: R, T: T, B: B, pw: W - L - R, ph: H - T - B};
  const levelsMax = p.levels.reduce((m, l) => Math.max(m, l[1]), 0);
  let top = 0;
  for (let k = 0; k < p.cols.length; ++k) {
    let s = 0;
    for (const r in p.series) s += p.series[r][k];
    top = Math.max(top, s);
  }
  this.ymax = Math.max(top + p.offset, levelsMax, 1) * 1.1;
  this.draw();
  this.select(p.selected);
}
Panel.prototype.x = function (step) {
  const g = this.geom;
  return g.L + g.pw * step / Math.max(1, this.p.steps - 1);
};
Panel.prototype.y = function (b) {
  const g = this.geom;
  return g.T + g.ph * (1 - b / this.ymax);
};
Panel.prototype.draw = function () {
  const p = this.p, g = this.geom, self = this;
  const svg = el("svg", {viewBox: "0 0 " + g.W + " " + g.H, role: "img"});
  this.svg = svg;
  text(svg, 4, 14, "live bytes per device", {"font-weight": "bold"});
  const yt = ticks(this.ymax / 1.1 > 0 ? this.ymax : 1);
  for (const v of yt) {
    if (v > this.ymax) continue;
    el("line", {x1: g.L, x2: g.L + g.pw, y1: this.y(v), y2: this.y(v), stroke: "#e4e4e4"}, svg);
    text(svg, g.L - 6, this.y(v) + 4, bytes(v, true), {"text-anchor": "end", "class": "ytick"});
  }
  text(svg, g.L + g.pw / 2, g.H - 6, "step of the schedule (" + p.steps + " steps)", {"text-anchor": "middle"});
  text(svg, g.L, g.T + g.ph + 16, "0", {"text-anchor": "middle", "font-size": 11});
  text(svg, g.L + g.pw, g.T + g.ph + 16, String(p.steps - 1), {"text-anchor": "end", "font-size": 11});
  // The phases, a strip above the plot.
  const shades = ["#eef3fb", "#fbf1e6", "#eef7ee", "#f4eefa"];
  p.phases.forEach((f, k) => {
    const x0 = this.x(f[1]), x1 = this.x(Math.max(f[1], f[2] - 1));
    el("rect", {x: x0, y: g.T - 22, width: Math.max(1, x1 - x0), height: 18, fill: shades[k % 4], stroke: "#ccc"}, svg);
    if (x1 - x0 > 40) text(svg, (x0 + x1) / 2, g.T - 9, f[0], {"text-anchor": "middle", "font-size": 11});
    el("rect", {x: x0, y: g.T, width: Math.max(1, x1 - x0), height: g.ph, fill: shades[k % 4], opacity: 0.35}, svg);
  });
  // The base (overheads held beside the buffers), then the roles stacked.
  const cols = p.cols;
  const base = new Array(cols.length).fill(p.offset);
  function area(lower, upper, colour, name) {
    let d = "";
    for (let k = 0; k < cols.length; ++k) d += (k ? "L" : "M") + self.x(cols[k]).toFixed(1) + " " + self.y(upper[k]).toFixed(1);
    for (let k = cols.length - 1; k >= 0; --k) d += "L" + self.x(cols[k]).toFixed(1) + " " + self.y(lower[k]).toFixed(1);
    const path = el("path", {d: d + "Z", fill: colour, "class": "area"}, svg);
    path.dataset.role = name;
  }
  const legend = this.section.querySelector(".legend");
  if (p.offset > 0) {
    area(new Array(cols.length).fill(0), base, "#d9d9d9", "offset");
    legend.insertAdjacentHTML("beforeend", "<span><i style='background:#d9d9d9'></i></span>");
    legend.lastChild.appendChild(document.createTextNode(p.offset_label + " " + bytes(p.offset)));
  }
  let lower = base;
  for (const r in p.series) {
    const upper = lower.map((v, k) => v + p.series[r][k]);
    area(lower, upper, colours[r] || "#999", r);
    lower = upper;
    const span = document.createElement("span");
    span.innerHTML = "<i></i>";
    span.firstChild.style.background = colours[r] || "#999";
    span.appendChild(document.createTextNode(r.replace(/_/g, " ")));
    legend.appendChild(span);
  }
  this.totals = lower;
  // Levels: dashed, the label above the line at its right end, on a white halo.
  for (const l of p.levels) {
    const y = this.y(l[1]);
    el("line", {x1: g.L, x2: g.L + g.pw, y1: y, y2: y, stroke: l[2] ? "#cf222e" : "#555", "stroke-dasharray": "6 4",
      "stroke-width": 1.5, "class": "level"}, svg);
    text(svg, g.L + g.pw - 4, y - 5, l[0] + " " + bytes(l[1]), {"text-anchor": "end", fill: l[2] ? "#cf222e" : "#333",
      stroke: "#fff", "stroke-width": 3, "paint-order": "stroke", "class": "level-label"});
  }
  // The peak.
  const px = this.x(p.peak_step), py = this.y(p.peak + p.offset);
  el("circle", {cx: px, cy: py, r: 4, fill: "#000", "class": "peak"}, svg);
  const right = px < g.L + g.pw * 0.6;
  const k = cols.indexOf(p.peak_step);
  const op = k >= 0 && p.col_ops[k] ? " at " + p.col_ops[k] : "";
  text(svg, px + (right ? 8 : -8), Math.max(g.T + 12, py - 8), "peak " + bytes(p.peak + p.offset) + op,
    {"text-anchor": right ? "start" : "end", stroke: "#fff", "stroke-width": 3, "paint-order": "stroke",
     "class": "peak-label"});
  // The selected step and a buffer's lifetime.
  this.cursor = el("line", {y1: g.T, y2: g.T + g.ph, stroke: "#222", "stroke-width": 1, "pointer-events": "none"}, svg);
  this.life = el("rect", {fill: "#000", opacity: 0.28, "pointer-events": "none", "class": "lifetime"}, svg);
  this.life.style.display = "none";
  const hit = el("rect", {x: g.L, y: g.T, width: g.pw, height: g.ph, fill: "transparent", "class": "plot"}, svg);
  this.hit = hit;
  hit.addEventListener("pointermove", (e) => { if (!self.pinned) self.select(self.stepAt(e.clientX)); });
  hit.addEventListener("click", (e) => { self.pinned = !self.pinned; self.select(self.stepAt(e.clientX)); });
  this.section.querySelector(".chart").appendChild(svg);
};
Panel.prototype.stepAt = function (clientX) {
  const box = this.hit.getBoundingClientRect();
  const want = (this.p.steps - 1) * Math.min(1, Math.max(0, (clientX - box.left) / Math.max(1, box.width)));
  let best = 0;
  for (let k = 1; k < this.p.cols.length; ++k)
    if (Math.abs(this.p.cols[k] - want) < Math.abs(this.p.cols[best] - want)) best = k;
  return this.p.cols[best];
};
Panel.prototype.select = function (step) {
  this.step = step;
  const x = this.x(step);
  this.cursor.setAttribute("x1", x); this.cursor.setAttribute("x2", x);
  this.list();
};
Panel.prototype.list = function () {
  const p = this.p, self = this, step = this.step;
  const live = p.buffers.filter((b) => b[11] <= step && step <= b[12]);
  const key = {size: (b) => -b[8], made: (b) => b[11], padding: (b) => -(b[8] - b[9])}[this.sortBy];
  live.sort((a, b) => key(a) - key(b) || b[8] - a[8]);
  const box = this.section.querySelector(".live");
  box.replaceChildren();
  const k = p.cols.indexOf(step);
  let total = p.offset;
  if (k >= 0) for (const r in p.series) total += p.series[r][k];
  const head = document.createElement("p");
  head.className = "at";
  head.textContent = "step " + step + (k >= 0 && p.col_ops[k] ? " (" + p.col_ops[k] + ")" : "") + ": " +
      bytes(total) + " live per device" + (step === p.peak_step ? ", the peak" : "") +
      (this.pinned ? " (pinned: click the chart to follow the pointer)" : " (click the chart to pin)");
  box.appendChild(head);
  const table = document.createElement("table");
  const h = table.insertRow();
  const cols = [["buffer", null], ["per device", null], ["role", null], ["allocation", null],
                ["bytes", "size"], ["padding", "padding"], ["made at", "made"]];
  for (const c of cols) {
    const th = document.createElement("th");
    th.textContent = c[0];
    if (c[1]) {
      th.className = "sort num" + (c[1] === this.sortBy ? " sorted" : "");
      th.title = "sort by " + c[0];
      th.addEventListener("click", () => { self.sortBy = c[1]; self.list(); });
    }
    h.appendChild(th);
  }
  let listed = 0, shown = 0, more = 0, moreBytes = 0;
  for (const b of live) {
    listed += b[8];
    if (shown === 300) { ++more; moreBytes += b[8]; continue; }  // a long table would slow the pointer
    ++shown;
    const row = table.insertRow();
    row.className = "buffer";
    const cells = [b[0], b[2] || b[1], b[10].replace(/_/g, " "), b[7], bytes(b[8]),
                   b[8] > b[9] ? bytes(b[8] - b[9]) : "", String(b[11])];
    cells.forEach((t, i) => { const td = row.insertCell(); td.textContent = t; if (i >= 4) td.className = "num"; });
    row.addEventListener("mouseenter", (e) => self.showCard(b, e));
    row.addEventListener("mousemove", (e) => self.placeCard(e));
    row.addEventListener("mouseleave", () => self.hideCard());
  }
  if (more > 0) {
    const row = table.insertRow();
    const td = row.insertCell(); td.textContent = "and " + more + " more live buffers (sort to see them first)"; td.colSpan = 4;
    const n = row.insertCell(); n.textContent = bytes(moreBytes); n.className = "num";
  }
  const rest = total - p.offset - listed;
  if (p.unlisted > 0 && rest > 0) {
    const row = table.insertRow();
    const td = row.insertCell(); td.textContent = "smaller buffers not listed"; td.colSpan = 4;
    const n = row.insertCell(); n.textContent = bytes(rest); n.className = "num";
  }
  box.appendChild(table);
};
Panel.prototype.showCard = function (b, e) {
  const rows = [["buffer", b[0]], ["type", b[1]], ["per device", b[2] || b[1]], ["sharding", b[3]],
    ["bytes per device", bytes(b[8])], ["unpadded", bytes(b[9])], ["padding", bytes(b[8] - b[9])],
    ["role", b[10].replace(/_/g, " ")], ["allocation", b[7]], ["op", b[4]], ["op_name", b[5]], ["source", b[6]],
    ["lifetime", "steps " + b[11] + " to " + b[12] + " (" + (b[12] - b[11] + 1) + ")"],
    ["layer", b[13] >= 0 ? String(b[13]) : ""]];
  const t = document.createElement("table");
  for (const r of rows) {
    if (!r[1]) continue;
    const row = t.insertRow();
    const a = row.insertCell(); a.textContent = r[0]; a.style.fontWeight = "bold";
    row.insertCell().textContent = r[1];
  }
  card.replaceChildren(t);
  card.hidden = false;
  this.placeCard(e);
  const g = this.geom, x0 = this.x(b[11]), x1 = this.x(b[12]);
  const y0 = this.y(b[8] + this.p.offset), y1 = this.y(this.p.offset);
  this.life.setAttribute("x", x0); this.life.setAttribute("width", Math.max(2, x1 - x0));
  this.life.setAttribute("y", Math.max(g.T, y0)); this.life.setAttribute("height", Math.max(2, y1 - Math.max(g.T, y0)));
  this.life.style.display = "";
};
Panel.prototype.placeCard = function (e) {
  if (!e || e.clientX === undefined) return;
  const w = card.offsetWidth, h = card.offsetHeight;
  card.style.left = Math.max(4, Math.min(window.innerWidth - w - 4, e.clientX + 16)) + "px";
  card.style.top = Math.max(4, Math.min(window.innerHeight - h - 4, e.clientY + 12)) + "px";
};
Panel.prototype.hideCard = function () { card.hidden = true; this.life.style.display = "none"; };
const panels = [];
root.querySelectorAll("section.panel").forEach((s) => panels.push(new Panel(s, data.panels[Number(s.dataset.panel)])));
root.querySelectorAll(".tabs button").forEach((b) => b.addEventListener("click", () => {
  root.querySelectorAll(".tabs button").forEach((o) => o.classList.toggle("on", o === b));
  root.querySelectorAll("section.panel").forEach((s) => { s.hidden = s.dataset.panel !== b.dataset.panel; });
}));
if (location.hash === "#hover-selftest" && panels.length > 0) {
  const P = panels[0];
  const box = P.hit.getBoundingClientRect();
  const x = box.left + box.width * P.p.selected / Math.max(1, P.p.steps - 1);
  P.hit.dispatchEvent(new PointerEvent("pointermove", {clientX: x, clientY: box.top + box.height / 2, bubbles: true}));
  const row = P.section.querySelector("tr.buffer");
  if (row) {
    const r = row.getBoundingClientRect();
    row.dispatchEvent(new MouseEvent("mouseenter", {clientX: r.left + 10, clientY: r.top + 5}));
  }
  const ok = row && !card.hidden && card.querySelectorAll("tr").length > 3 && P.life.style.display !== "none";
  document.body.dataset.selftest = ok ? "hover-ok" : "hover-empty";
  // The layout: each level's label wholly above its line, and no cell of the live table on two lines.
  const bad = [];
  const labels = P.svg.querySelectorAll("text.level-label"), lines = P.svg.querySelectorAll("line.level");
  labels.forEach((t, i) => {
    if (t.getBoundingClientRect().bottom > lines[i].getBoundingClientRect().top + 0.5) bad.push("label on its line: " + t.textContent);
  });
  const line = parseFloat(getComputedStyle(P.section.querySelector(".live td") || document.body).lineHeight) || 18;
  P.section.querySelectorAll(".live td").forEach((td) => {
    if (td.getBoundingClientRect().height > line * 1.6 + 4) bad.push("wrapped cell: " + td.textContent);
  });
  document.body.dataset.layout = bad.length === 0 ? "ok" : bad.join("; ");
}
})();
)JS";

[[nodiscard]] inline std::string view_table_html(const view_table& t) {
  std::string out = fmt::format("<h3>{}</h3>\n<table class=\"facts\">\n<tr>", xml_escape(t.title));
  for (const std::string& h : t.head) out += fmt::format("<th>{}</th>", xml_escape(h));
  out += "</tr>\n";
  for (const std::vector<std::string>& row : t.rows) {
    out += "<tr>";
    for (const std::string& cell : row) out += fmt::format("<td>{}</td>", xml_escape(cell));
    out += "</tr>\n";
  }
  return out + "</table>\n";
}

[[nodiscard]] inline std::string view_fixes_html(const view_page& page) {
  if (!page.advised) return {};
  std::string out = fmt::format("<section id=\"fixes\">\n<h3>{}</h3>\n", xml_escape(page.fixes_title));
  if (page.fixes.empty()) return out + "<p>no change of the checklist makes it fit</p>\n</section>\n";
  out += "<table class=\"facts\">\n<tr><th>fits</th><th>peak</th><th>headroom</th><th>step s</th>"
         "<th>recompute per step</th><th>host traffic per step</th><th>change</th></tr>\n";
  for (const view_fix& f : page.fixes)
    out += fmt::format(
        "<tr class=\"fix\"><td class=\"{}\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td>"
        "<td class=\"num\">{}</td><td class=\"num\">{:.1f} TF</td><td class=\"num\">{}</td><td><code>{}</code></td>"
        "</tr>\n",
        f.fits ? "fits" : "nofit", f.fits ? "yes" : "no", f.peak, f.headroom,
        f.step_seconds ? fmt::format("{:.3g}", *f.step_seconds) : std::string("-"), f.recompute_flops_per_step / 1e12,
        f.host_bytes, xml_escape(f.change));
  out += "</table>\n";
  for (const view_fix& f : page.fixes)
    if (f.fits) {
      out += fmt::format("<p>run the first: <code class=\"command\">{}</code></p>\n", xml_escape(f.command));
      break;
    }
  return out + "</section>\n";
}

}  // namespace detail

/// `page` as one HTML page (or, with `o.fragment`, the body's contents): every text escaped, the
/// data the script draws from in a `<script type="application/json">`. The script writes any error
/// into `#errors`; with `#hover-selftest` in the address it moves a pointer to the first panel's
/// selected step and over its largest buffer, and sets `data-selftest` on the body to `hover-ok`
/// when the live table and the card filled (the headless browser check reads it).
[[nodiscard]] inline std::string view_html(const view_page& page, const view_html_options& o = {}) {
  using detail::xml_escape;
  std::string body;
  const std::string_view verdict_class = !page.fits ? "" : *page.fits ? "fits" : "nofit";
  body += fmt::format("<h2 class=\"verdict {}\">{}</h2>\n", verdict_class, xml_escape(page.verdict));
  for (const std::string& l : page.lines) body += fmt::format("<p class=\"line\">{}</p>\n", xml_escape(l));
  body += "<div id=\"errors\"></div>\n";
  body += detail::view_fixes_html(page);
  if (page.panels.size() > 1 && !page.side_by_side) {
    body += "<div class=\"tabs\">";
    for (std::size_t k = 0; k < page.panels.size(); ++k)
      body += fmt::format("<button class=\"tab{}\" data-panel=\"{}\">{}</button>", k == 0 ? " on" : "", k,
                          xml_escape(page.panels[k].name));
    body += "</div>\n";
  }
  body += fmt::format("<div id=\"panels\" class=\"{}\">\n", page.side_by_side ? "side" : "stack");
  for (std::size_t k = 0; k < page.panels.size(); ++k)
    body += fmt::format(
        "<section class=\"panel\" data-panel=\"{}\"{}>\n<h3 class=\"panel-name\">{}</h3>\n<div class=\"chart\"></div>\n"
        "<div class=\"legend\"></div>\n<div class=\"live\"></div>\n</section>\n",
        k, page.panels.size() > 1 && !page.side_by_side && k > 0 ? " hidden" : "", xml_escape(page.panels[k].name));
  body += "</div>\n<div id=\"card\" hidden></div>\n";
  for (const view_table& t : page.tables) body += detail::view_table_html(t);
  if (!page.warnings.empty()) {
    body += fmt::format("<h3>{}</h3>\n<ul>\n", xml_escape(page.warnings_title));
    for (const std::string& w : page.warnings) body += fmt::format("<li>{}</li>\n", xml_escape(w));
    body += "</ul>\n";
  }
  std::string data = fmt::format(R"({{"title":"{}","side_by_side":{},"panels":[)", detail::view_json_text(page.title),
                                 page.side_by_side ? "true" : "false");
  for (std::size_t k = 0; k < page.panels.size(); ++k)
    data += (k ? ",\n" : "") + detail::view_panel_json(page.panels[k], o.columns);
  data += "]}";
  body += "<script type=\"application/json\" id=\"shardmem-data\">" + data + "</script>\n<script>";
  body += detail::view_page_script;
  body += "</script>\n";
  const std::string style = fmt::format("<style>\n{}</style>\n", detail::view_page_style);
  if (o.fragment) return "<div class=\"shardmem-page\">\n" + style + body + "</div>\n";
  return fmt::format(
      "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n{}</head>\n"
      "<body class=\"shardmem-page\">\n{}</body>\n</html>\n",
      xml_escape(page.title), style, body);
}

}  // namespace shardmem
