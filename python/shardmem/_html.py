"""HTML for notebooks: a plan's verdict, its tables and the SVG timeline; a sweep's table."""

from __future__ import annotations

import html
from typing import Iterable, Sequence

from ._shardmem import format_bytes as _bytes


def _table(head: Sequence[str], rows: Iterable[Sequence[object]]) -> str:
    out = ["<table>", "<tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in head) + "</tr>"]
    for row in rows:
        out.append("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in row) + "</tr>")
    out.append("</table>")
    return "\n".join(out)


def plan_html(p) -> str:
    """The verdict, memory_analysis, the bytes by role at the peak, the largest buffers, the scaling
    attribution, the warnings and the timeline of plan ``p``."""
    verdict = "fits" if p.fits else "does not fit"
    colour = "#1a7f37" if p.fits else "#cf222e"
    parts = [
        "<div class='shardmem-plan'>",
        f"<p><b style='color:{colour}'>{html.escape(verdict)}</b>: {_bytes(p.peak_bytes)} of "
        f"{_bytes(p.usable_bytes)} per device ({_bytes(p.headroom_bytes)} headroom), peak in the "
        f"{html.escape(p.phase)} at <code>{html.escape(p.peak_op)}</code>; host "
        f"{_bytes(p.per_host['peak_bytes'])} per process.</p>",
        f"<p><small>{html.escape(repr(p.config))}</small></p>",
    ]
    m = p.memory_analysis
    parts.append("<h4>memory_analysis (per device)</h4>")
    parts.append(_table(["field", "bytes", ""], [(f, getattr(m, f), _bytes(getattr(m, f))) for f in m._fields]))
    parts.append("<h4>At the peak, by role</h4>")
    parts.append(
        _table(
            ["role", "bytes", "", "largest"],
            [(r, b, _bytes(b), p.largest_by_role.get(r, "")) for r, b in p.by_role.items() if b],
        )
    )
    if p.largest:
        parts.append("<h4>Largest buffers at the peak</h4>")
        parts.append(_table(["buffer", "bytes", ""], [(n, b, _bytes(b)) for n, b in p.largest]))
    if p.scaling:
        parts.append("<h4>How each term scales</h4>")
        parts.append(
            _table(
                ["term", "bytes", "batch", "sequence", "data parallel", "processes", "verdict"],
                [
                    (s["term"], _bytes(s["bytes"]), s["batch"], s["sequence"], s["data_parallel"], s["processes"],
                     s["verdict"])
                    for s in p.scaling
                ],
            )
        )
    if p.warnings:
        parts.append("<ul>" + "".join(f"<li>{html.escape(w)}</li>" for w in p.warnings) + "</ul>")
    parts.append(p.svg())
    parts.append("</div>")
    return "\n".join(parts)


def sweep_html(s) -> str:
    """The sweep's rows, the fastest fit of the table, the cheapest fit on the given mesh and the
    largest micro-batch."""
    head = ["mesh", "policy", "peak", "fits", "recompute TFLOP/device/step", "step s", "tokens/s/device"]
    batch = bool(s.rows) and "max_micro_batch" in s.rows[0]
    if batch:
        head.append("max micro-batch")
    rows = []
    for r in s.rows:
        row = [r["mesh"], r["policy"], _bytes(r["peak_bytes"]), "yes" if r["fits"] else "no",
               f"{r['recompute_flops_per_step'] / 1e12:.1f}",
               "-" if r.get("step_seconds") is None else f"{r['step_seconds']:.3g}",
               "-" if r.get("tokens_per_second_per_device") is None else f"{r['tokens_per_second_per_device']:.0f}"]
        if batch:
            row.append(r["max_micro_batch"])
        rows.append(row)
    parts = ["<div class='shardmem-sweep'>", _table(head, rows)]
    if s.fastest_fit is not None:
        f = s.fastest_fit
        parts.append(
            f"<p>fastest fit of the table: mesh <code>{html.escape(f['mesh'])}</code>, remat "
            f"<code>{html.escape(f['policy'])}</code> ({_bytes(f['peak_bytes'])} per device)</p>"
        )
    else:
        parts.append("<p>nothing in the table fits</p>")
    if s.cheapest is not None:
        parts.append(
            f"<p>cheapest way to fit on the given mesh: remat <code>{html.escape(s.cheapest['policy'])}</code> "
            f"({_bytes(s.cheapest['peak_bytes'])} per device)</p>"
        )
    else:
        parts.append("<p>no remat preset fits on the given mesh</p>")
    parts.append(f"<p>largest micro-batch that fits: {s.max_micro_batch}</p>")
    if s.skipped:
        parts.append(f"<p><small>{len(s.skipped)} skipped: {html.escape(s.skipped[0])}</small></p>")
    parts.append("</div>")
    return "\n".join(parts)
