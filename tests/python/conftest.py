"""Shared fixtures of the Python suite: the source tree and the tool (run by `meson test`, which sets
PYTHONPATH to the built package, SHARDMEM_SOURCE_ROOT and SHARDMEM_TOOL)."""

import os
import pathlib
import subprocess

import pytest

SOURCE_ROOT = pathlib.Path(os.environ.get("SHARDMEM_SOURCE_ROOT", pathlib.Path(__file__).resolve().parents[2]))


@pytest.fixture(scope="session")
def source_root() -> pathlib.Path:
    return SOURCE_ROOT


@pytest.fixture(scope="session")
def tool():
    """Runs the shardmem tool: returns (exit status, stdout, stderr)."""
    path = os.environ.get("SHARDMEM_TOOL")
    if not path:
        pytest.skip("SHARDMEM_TOOL is not set (the tool is built with -Dexamples=true)")

    def run(*args: str):
        r = subprocess.run([path, *args], capture_output=True, text=True, check=False)
        return r.returncode, r.stdout, r.stderr

    return run
