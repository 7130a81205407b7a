"""HTML for notebooks: a sweep's table (a plan shows the tool's page: Plan._repr_html_)."""

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
