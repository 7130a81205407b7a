"""`pip install .` on any CPython 3.9+, with pip's build isolation: pyproject.toml declares what the
isolated build needs, the package installs into one directory (meson-python refuses a package split
between purelib and platlib), and what meson-python writes into the checkout is ignored by git.

The install itself takes minutes and PyPI: test_pip_install_from_a_fresh_clone runs it when
SHARDMEM_PIP_PYTHON names a Python (`SHARDMEM_PIP_PYTHON=/root/.pyenv/shims/python3`), else skips."""

import json
import os
import pathlib
import re
import shutil
import subprocess

import pytest

import shardmem


def _build_requires(root: pathlib.Path) -> list:
    text = (root / "pyproject.toml").read_text()
    try:
        import tomllib
    except ImportError:  # Python 3.9 and 3.10: the line itself
        match = re.search(r"^requires\s*=\s*\[(.*?)\]", text, re.M | re.S)
        return re.findall(r"'([^']*)'|\"([^\"]*)\"", match.group(1)) if match else []
    return tomllib.loads(text)["build-system"]["requires"]


def test_pyproject_requires_what_an_isolated_build_needs(source_root):
    # Before: requires = ['meson-python'] only, and "use --no-build-isolation" with Debian's.
    requires = [r if isinstance(r, str) else "".join(r) for r in _build_requires(source_root)]
    names = {re.split(r"[<>=!~ \[]", r, maxsplit=1)[0].lower(): r for r in requires}
    assert {"meson-python", "meson", "pybind11"} <= set(names), requires
    # Meson 1.1 finds pybind11's Python package by its pybind11-config.
    assert re.search(r">=\s*1\.([1-9]|\d\d)", names["meson"]), names["meson"]


def test_the_package_installs_into_one_directory():
    # Before: meson-python failed after compiling: "The shardmem package is split between purelib
    # and platlib" (the Python files went to {py_purelib}, the extension to {py_platlib}).
    plan = pathlib.Path(shardmem.__file__).resolve().parents[2] / "meson-info" / "intro-install_plan.json"
    if not plan.exists():
        pytest.skip(f"shardmem is not imported from a meson build directory ({shardmem.__file__})")
    d = json.loads(plan.read_text())
    places = {
        entry["destination"].split("}", 1)[0] + "}"
        for section in ("targets", "python")
        for path, entry in d.get(section, {}).items()
        if entry["destination"].startswith("{py_") and "/shardmem/" in entry["destination"]
    }
    assert places == {"{py_platlib}"}, places


def _git(*args: str, cwd: pathlib.Path) -> subprocess.CompletedProcess:
    return subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True, check=False)


def test_meson_pythons_files_in_the_checkout_are_ignored(source_root):
    # Before: Debian's meson-python 0.12 left .mesonpy-native-file.ini, untracked, in the checkout.
    if shutil.which("git") is None or _git("rev-parse", cwd=source_root).returncode != 0:
        pytest.skip("the source is not a git checkout")
    for name in (".mesonpy-native-file.ini", ".mesonpy-3xa_k1qz/build.ninja"):
        assert _git("check-ignore", "-q", "--no-index", name, cwd=source_root).returncode == 0, name


def test_pip_install_from_a_fresh_clone(tmp_path, source_root):
    python = os.environ.get("SHARDMEM_PIP_PYTHON")
    if not python:
        pytest.skip("SHARDMEM_PIP_PYTHON is not set (a Python to pip install into; it takes minutes and PyPI)")
    if _git("rev-parse", cwd=source_root).returncode != 0:
        pytest.skip("the source is not a git checkout")
    clone, venv = tmp_path / "src", tmp_path / "venv"
    assert _git("clone", "--quiet", str(source_root), str(clone), cwd=tmp_path).returncode == 0
    subprocess.run([python, "-m", "venv", str(venv)], check=True)
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    pip = subprocess.run([str(venv / "bin" / "pip"), "install", "."], cwd=clone, env=env, capture_output=True,
                         text=True, check=False)
    assert pip.returncode == 0, pip.stdout[-4000:] + pip.stderr[-4000:]
    assert _git("status", "--porcelain", cwd=clone).stdout == ""
    code = ("import shardmem; p = shardmem.plan(mesh=shardmem.Mesh((8,), ('data',)));"
            "assert p.fits and 'site-packages' in shardmem.__file__, shardmem.__file__; print(repr(p))")
    run = subprocess.run([str(venv / "bin" / "python"), "-c", code], cwd=tmp_path, env=env, capture_output=True,
                         text=True, check=False)
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith("Plan(llama3.1-8b on {data: 8}")
