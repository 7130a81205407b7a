"""Shared fixtures of the Python suite: the source tree and the tool (run by `meson test`, which sets
PYTHONPATH to the built package, SHARDMEM_SOURCE_ROOT and SHARDMEM_TOOL), and JAX's device count."""

import os
import pathlib
import subprocess

import pytest

# JAX's CPU backend gives this many devices (meshes for the tests that import jax) when jax is
# first imported, so it is set before any test module imports it; JAX stays on its CPU backend.
JAX_DEVICES = 8
if "xla_force_host_platform_device_count" not in os.environ.get("XLA_FLAGS", ""):
    os.environ["XLA_FLAGS"] = f"{os.environ.get('XLA_FLAGS', '')} --xla_force_host_platform_device_count={JAX_DEVICES}".strip()
os.environ.setdefault("JAX_PLATFORMS", "cpu")
if os.environ.get("SHARDMEM_REQUIRE_JAX") == "1":  # CI installs it: its tests must run, not skip
    import jax  # noqa: F401

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
