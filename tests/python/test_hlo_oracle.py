"""What `shardmem hlo` says of every module under tests/data, held to the figures it gave before:
memory_analysis (device and host), the liveness peak, where it falls, the buffers live there and
the timeline's length and sum, on the GPU and the CPU backend, or the error a module gets. The
table (tests/data/hlo_oracle.tsv) is what the analysis printed when it was written; a change to the
buffer model that moves a figure fails here, naming the module and the field, and is either a bug
or a change to explain (against JAX's own figures where the corpus has them) before the table is
written again:

    PYTHONPATH=build/python python3 tests/python/test_hlo_oracle.py --write
"""

import pathlib
import sys

import shardmem

ROOT = pathlib.Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"
TABLE = DATA / "hlo_oracle.tsv"
BACKENDS = ("gpu", "cpu")
FIELDS = ("argument", "output", "alias", "temp", "host_argument", "host_output", "host_alias", "host_temp",
          "peak_bytes", "peak_instruction", "live_at_peak", "timeline_steps", "timeline_sum", "sizes")


def modules():
    files = sorted(p for p in DATA.rglob("*") if p.suffix in (".hlo", ".mlir") and p.is_file())
    assert len(files) >= 1000, f"{DATA} holds {len(files)} modules; the table covers over a thousand"
    return files


def row(path, backend):
    """The figures of one module on one backend, as text, in FIELDS' order (or its error)."""
    try:
        r = shardmem.hlo(path.read_text(), backend=backend)
    except shardmem.Error as e:
        return ["error: " + str(e).splitlines()[0].replace("\t", " ")] + [""] * (len(FIELDS) - 1)
    d = r.to_dict()
    timeline = d["timeline"]
    sizes = [d[f"{host}{f}_size_in_bytes"] for host in ("", "host_") for f in ("argument", "output", "alias", "temp")]
    return [str(v) for v in (*sizes, r.peak_bytes, r.peak_instruction, len(r.live_at_peak), len(timeline),
                             sum(timeline), r.sizes)]


def current():
    return {(str(p.relative_to(DATA)), b): row(p, b) for p in modules() for b in BACKENDS}


def read_table():
    lines = TABLE.read_text().splitlines()
    assert lines[0].split("\t") == ["module", "backend", *FIELDS], f"{TABLE}: its header is not the test's"
    return {(c[0], c[1]): c[2:] for c in (line.split("\t") for line in lines[1:])}


def test_every_module_gives_the_figures_it_gave():
    kept, now = read_table(), current()
    assert set(kept) == set(now), (
        f"modules added or gone since {TABLE.name} was written: {sorted(set(kept) ^ set(now))[:5]}; write it again")
    moved = [f"{m} ({b}): {f} {was!r} -> {is_!r}"
             for (m, b), fields in sorted(now.items())
             for f, was, is_ in zip(FIELDS, kept[(m, b)], fields) if was != is_]
    assert not moved, f"{len(moved)} figures moved, first: " + "; ".join(moved[:8])


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: test_hlo_oracle.py --write (writes tests/data/hlo_oracle.tsv from this build)")
    rows = current()
    with TABLE.open("w") as f:
        f.write("\t".join(["module", "backend", *FIELDS]) + "\n")
        for (m, b), fields in sorted(rows.items()):
            f.write("\t".join([m, b, *fields]) + "\n")
    print(f"wrote {len(rows)} rows to {TABLE}")
