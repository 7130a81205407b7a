"""shardmem: how many bytes each device holds, when, and why, for sharded training.

The library answers in milliseconds, without a compiler or a GPU. In JAX's vocabulary:

>>> import shardmem
>>> mesh = shardmem.Mesh({"x": 4, "y": 2})
>>> shardmem.NamedSharding(mesh, shardmem.P("x", "y")).shard_shape((8, 4))
(2, 2)

and the planner, with the options of ``shardmem plan``:

>>> p = shardmem.plan(model="llama3.1-8b", mesh={"data": 8})
>>> p.fits
True

Errors are ``shardmem.Error`` (a ``ValueError``) with the library's message; an argument of the
wrong type raises ``shardmem.ArgumentTypeError``, both a ``shardmem.Error`` and a ``TypeError``.
"""

from __future__ import annotations

import collections
import functools as _functools
import json as _json
import os as _os
import re as _re
from typing import Any, Iterable, Mapping, Optional

from ._shardmem import ArgumentTypeError, Config, Error, HloSharding, Mesh, NamedSharding, PartitionSpec
from . import _shardmem
from . import _html
from . import _remat
from html import escape as _html_escape

Error.__module__ = "shardmem"  # raised as shardmem.Error
Error.__doc__ = """What shardmem raises for bad input (a ValueError): the library's message, naming the
object, the numbers and the fix."""
ArgumentTypeError.__module__ = "shardmem"
ArgumentTypeError.__doc__ = """An argument or option of the wrong type: both a shardmem.Error and a TypeError,
its message naming the argument and the forms it takes (``plan option micro_batch='2': expected an int``)."""


def _signature(message: str, name: str) -> str:
    """The parameters of a binding as pybind's error lists them (``1. (self: Mesh, devices_per_process:
    object) -> Mesh``), in Python's spelling without types: ``(devices_per_process)``."""
    match = _re.search(r"^\s*1\. [^(]*\((.*)\)(?: -> .*)?$", message, _re.M)
    if match is None:
        return "(...)"
    params, depth, start = [], 0, 0
    text = match.group(1)
    for i, c in enumerate(text + ","):
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 0:
            params.append(text[start:i].strip())
            start = i + 1
    out = []
    for p in params:
        if not p or p.startswith("self:") or p == "self":
            continue
        head, _, default = p.partition(" = ")
        head = head.split(":", 1)[0].strip()
        head = {"*args": "*entries" if name.startswith("PartitionSpec") else "*args", "**kwargs": "**options"}.get(head, head)
        out.append(f"{head}={default}" if default else head)
    return f"({', '.join(out)})"


def _given(args: tuple, kwargs: dict) -> str:
    def short(v: Any) -> str:
        r = repr(v)
        return r if len(r) <= 40 else r[:37] + "..."

    parts = [short(a) for a in args] + [f"{k}={short(v)}" for k, v in kwargs.items()]
    return ", ".join(parts)


def _guarded(name: str, fn: Any, skip_self: bool) -> Any:
    """``fn`` (a pybind11 binding) raising shardmem.ArgumentTypeError in the library's words when the
    arguments match none of its parameters, where pybind raises a TypeError listing its C++ signature
    ("incompatible function arguments ... Invoked with")."""

    @_functools.wraps(fn)
    def call(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except TypeError as e:
            text = str(e)
            if isinstance(e, ArgumentTypeError) or "incompatible" not in text or "Invoked with" not in text:
                raise
            given = args[1:] if skip_self else args
            count = len(given) + len(kwargs)
            what = "no arguments" if count == 0 else f"{count} argument{'s' if count > 1 else ''}"
            raise ArgumentTypeError(
                f"{name}({_given(given, kwargs)}): expected {_signature(text, name)}, got {what}"
            ) from None

    return call


def _guard(cls: type, public: str) -> None:
    """Wraps every method, static method and constructor of a bound class with _guarded, so that
    a wrong count or name of arguments never shows pybind's C++ signature."""
    for attr, value in list(vars(cls).items()):
        if attr in ("__new__", "__getattribute__", "__setattr__", "__delattr__") or isinstance(value, property):
            continue
        if isinstance(value, staticmethod):
            setattr(cls, attr, staticmethod(_guarded(f"{public}.{attr}", value.__func__, False)))
        elif type(value).__name__ in ("instancemethod", "builtin_function_or_method") and callable(value):
            label = public if attr == "__init__" else f"{public}.{attr}"
            setattr(cls, attr, _guarded(label, value, True))


for _cls, _public in ((Mesh, "Mesh"), (PartitionSpec, "PartitionSpec"), (NamedSharding, "NamedSharding"),
                      (HloSharding, "HloSharding"), (Config, "Config")):
    _guard(_cls, _public)

__all__ = [
    "ArgumentTypeError",
    "Config",
    "Error",
    "HloReport",
    "HloSharding",
    "MemoryAnalysis",
    "Mesh",
    "NamedSharding",
    "P",
    "PartitionSpec",
    "Plan",
    "Sweep",
    "advise",
    "config",
    "hardware_presets",
    "hlo",
    "model",
    "plan",
    "presets",
    "sweep",
]

__version__ = "0.1.0"

#: JAX's short name for PartitionSpec: ``P("data", ("fsdp", "model"), None)``.
P = PartitionSpec

MemoryAnalysis = collections.namedtuple(
    "MemoryAnalysis",
    [
        "argument_size_in_bytes",
        "output_size_in_bytes",
        "alias_size_in_bytes",
        "temp_size_in_bytes",
        "total_bytes",
    ],
)
MemoryAnalysis.__doc__ = """Per-device bytes under the field names of ``jax.stages.Compiled.memory_analysis()``
(XLA's CompiledMemoryStats); ``total_bytes`` is argument + output - alias + temp."""
MemoryAnalysis.argument_size_in_bytes.__doc__ = "Bytes of the arguments (a step's parameters, optimizer state, inputs)."
MemoryAnalysis.output_size_in_bytes.__doc__ = "Bytes of the program's outputs."
MemoryAnalysis.alias_size_in_bytes.__doc__ = "Bytes of outputs that reuse an argument's buffer (donation)."
MemoryAnalysis.temp_size_in_bytes.__doc__ = "Bytes of the temporaries XLA allocates for the program."
MemoryAnalysis.total_bytes.__doc__ = "argument + output - alias + temp: what the program needs at once."


def _memory_analysis(d: Mapping[str, int]) -> MemoryAnalysis:
    return MemoryAnalysis(
        d["argument_size_in_bytes"],
        d["output_size_in_bytes"],
        d["alias_size_in_bytes"],
        d["temp_size_in_bytes"],
        d["argument_size_in_bytes"] + d["output_size_in_bytes"] - d["alias_size_in_bytes"] + d["temp_size_in_bytes"],
    )


def _config_of(given: Optional[Config], options: Mapping[str, Any]) -> Config:
    if given is not None:
        if options:
            raise Error(f"config: give a Config or options, not both (options given: {', '.join(sorted(options))})")
        if not isinstance(given, Config):
            raise ArgumentTypeError(f"config: expected a shardmem.Config, got {type(given).__name__}")
        return given
    return _shardmem.config(dict(options))


def config(config: Optional[Config] = None, **options: Any) -> Config:
    """A typed training configuration and its memory target from the options of ``shardmem plan``.

    Each keyword is a flag of the tool with underscores (``micro_batch`` for ``--micro-batch``):
    model (a preset's name, or a dict: our model JSON or a Hugging Face config.json), model_file,
    mesh (a dict ``{"data": 8, "model": 4}``, a Mesh (or JAX's), or ``"data=8,model=4"``),
    devices_per_process, hardware, framework (``"jax"``, the default, ``"maxtext"``, ``"megatron"`` or
    ``"torchtitan"``: whose conventions the step follows and whose memory report ``framework_peak_bytes``
    is), batch, micro_batch, seq, remat (a word, ``"save:query_proj,out_proj"``, or a
    ``jax.checkpoint_policies`` policy the library has a word for), optimizer, master_weights,
    donate, zero, data_axis, replica_axis, tensor_axis, expert_axis, dense_over_expert, expert_tensor_parallel,
    pipeline_axis, virtual_stages, stage_layers (a list ``[15, 16, 16, 15]`` or ``"15,16,16,15"``),
    context_axis, context_style (``"all-gather"``, ``"ring"`` or ``"all-to-all"``), sequence_parallel,
    chunked_loss, scan_layers, offload, placement, budget,
    host_ram, runtime_context, per_communicator, fragmentation, eval, efficiency and overlap (the
    step-time model's: ``overlap=False`` for ``--no-overlap``), backend (``"gpu"``, the default,
    ``"cpu"`` or ``"tpu"``: the XLA backend whose memory_analysis the plan's categories follow), and
    adapter_rank, adapter_targets
    (a list or ``"gate_proj,up_proj"``), adapter_layers (``"18-26"``) and adapter_dtype for
    low-rank adapters on a frozen model, with replicated_prefix (its embedding and first layers placed
    replicated over the data axes, the rest sharded), and max_input_bytes (the largest model_file read, 1 GiB by
    default: ``--max-input-bytes``). Sizes are text (``"70GiB"``) or byte counts. The defaults are the tool's. Given a Config, returns it (options must then be
    empty). Its attributes are typed and writable (mesh, zero_stage, micro_batch, global_batch,
    seq_len, remat, optimizer, chunked_loss, framework, eval, hardware, usable_bytes, host_ram_bytes).
    """
    return _config_of(config, options)


class Plan:
    """A memory plan: per device and per host, against the memory target.

    Attributes follow the tool's JSON (``shardmem plan --json``, ``to_json()`` is that text to
    the byte): ``peak_bytes`` (the lower bound plus overheads), ``fits``, ``headroom_bytes``,
    ``usable_bytes``, ``framework`` and ``framework_peak_bytes`` (what that framework's own memory
    report would print: Megatron-LM's max allocated, torchtitan's max reserved, XLA's memory_analysis
    total) with ``framework_peak`` (which report, in words), ``phase`` (where the peak falls),
    ``parameters``, ``trainable_parameters``,
    ``memory_analysis`` (JAX's field names), ``by_role`` (bytes live at the peak by role), ``role_peak_bytes``,
    ``largest`` (the largest buffers at the peak), ``largest_by_role``, ``scaling`` (how each
    term grows with batch, sequence, data parallelism and processes), ``per_host``,
    ``warnings``, and ``timeline`` (bytes live at each step, a NumPy array).
    """

    def __init__(self, result: "_shardmem.PlanResult"):
        self._result = result
        self._dict = _json.loads(result.json)
        self._svg: Optional[str] = None
        d = self._dict["per_device"]
        self.config: Config = result.input
        self.parameters: int = self._dict["parameters"]
        self.trainable_parameters: int = self._dict["trainable_parameters"]
        self.fits: bool = self._dict["fits"]
        self.phase: str = self._dict["phase"]
        self.peak_bytes: int = d["peak_bytes"]
        self.lower_bound_bytes: int = d["lower_bound_bytes"]
        self.overhead_bytes: int = d["overhead_bytes"]
        self.usable_bytes: int = d["usable_bytes"]
        self.headroom_bytes: int = d["headroom_bytes"]
        self.peak_op: str = d["peak_op"]
        self.framework: str = d["framework"]
        self.framework_peak_bytes: int = d["framework_peak_bytes"]
        self.framework_peak: str = d["framework_peak"]
        self.memory_analysis: MemoryAnalysis = _memory_analysis(d["memory_analysis"])
        self.by_role: dict = dict(d["by_role"])
        self.role_peak_bytes: dict = dict(d["role_peak_bytes"])
        self.largest_by_role: dict = dict(d["largest_by_role"])
        self.largest: list = [(b["name"], b["bytes"]) for b in self._dict["top_at_peak"]]
        self.scaling: list = list(self._dict["scaling"])
        self.per_host: dict = dict(self._dict["per_host"])
        self.warnings: list = list(self._dict["warnings"])
        # What would make it fit, each change planned (the JSON's ``advice``): filled where the plan
        # does not fit, unless its Config was changed after it was read from its options.
        self.fixes: list = list(self._dict.get("advice", []))
        self._page: Optional[str] = None

    @property
    def timeline(self):
        """Bytes live per device at each step of the step's op order (a NumPy int64 array)."""
        return self._result.timeline

    def to_dict(self) -> dict:
        """The plan as the tool's JSON object, a dict (``shardmem plan --json``)."""
        return _json.loads(self._result.json)

    def to_json(self) -> str:
        """The tool's JSON text of this plan, byte for byte what ``shardmem plan --json`` prints."""
        return self._result.json

    def report(self) -> str:
        """The tool's text report (``shardmem plan``), the fix list at its end where it does not fit."""
        return self._result.text()

    def markdown(self) -> str:
        """The tool's markdown table (``shardmem plan --markdown``), the fix list after it where it does
        not fit."""
        return self._result.markdown()

    def svg(self) -> str:
        """The SVG timeline of live bytes by role (``shardmem plan --svg``); built on first use."""
        if self._svg is None:
            self._svg = _shardmem.plan_svg(self.config)
        return self._svg

    def page(self) -> str:
        """The plan as one self-contained HTML page (``shardmem plan --html``): the verdict, the tables,
        and the timeline where the pointer shows the buffers live at each op."""
        if self._page is None:
            self._page = self._result.page()
        return self._page

    def __str__(self) -> str:
        return self._result.text()

    def __repr__(self) -> str:
        verdict = "fits" if self.fits else "does not fit"
        return (
            f"Plan({self._model_name()} on {self.config.mesh}: {_shardmem.format_bytes(self.peak_bytes)} of "
            f"{_shardmem.format_bytes(self.usable_bytes)} per device, {verdict})"
        )

    def _model_name(self) -> str:
        return _json.loads(self.config.model).get("name", "model")

    def _repr_html_(self) -> str:
        # The tool's page in a frame of its own: its script and styles touch nothing of the notebook's.
        return ('<iframe class="shardmem-plan" style="width:100%;height:1100px;border:1px solid #ddd" srcdoc="'
                + _html_escape(self.page(), quote=True) + '"></iframe>')


def plan(config: Optional[Config] = None, *, hlo_out: Optional[str | _os.PathLike] = None, **options: Any) -> Plan:
    """Does a training configuration fit? Plans ``config`` (a Config) or the options of
    ``shardmem plan`` given as keywords (see ``shardmem.config``), as the tool does: the plan and
    its scaling attribution. The GIL is released while it plans. ``plan(**options).to_json()`` is
    the text ``shardmem plan --json`` prints with the same flags. With ``hlo_out`` (a path), the
    planned per-device step is also written there as scheduled HLO text, as ``shardmem plan
    --hlo-out`` writes it: ``shardmem.hlo`` or ``shardmem hlo`` reads it back (with backend "cpu"
    for a CPU plan), ``shardmem hlo diff`` sets it beside a compiled program.
    """
    cfg = _config_of(config, options)
    result = Plan(_shardmem.plan(cfg))
    if hlo_out is not None:
        if not isinstance(hlo_out, (str, _os.PathLike)):
            raise ArgumentTypeError(f"plan: hlo_out expected a path (str or os.PathLike), got {type(hlo_out).__name__}")
        _shardmem.write_plan_hlo(cfg, _os.fspath(hlo_out))
    return result


class Sweep:
    """Every factorization of the mesh's devices over its axes times remat policies, fitting first
    and fastest first (estimated tokens/s per device), then by peak (``shardmem sweep``): ``rows``
    (dicts of mesh, policy, fits, peak_bytes, recompute_flops per micro-step,
    recompute_flops_per_step at the global batch, step_seconds, tokens_per_second_per_device and,
    with max_batch, max_micro_batch), ``configuration`` (what was swept), ``skipped`` (candidates
    the model cannot take, with why), ``fastest_fit`` (the first row that fits, or None),
    ``cheapest`` (the configuration's own mesh with the cheapest remat preset that fits, or None)
    and ``max_micro_batch`` (the largest micro-batch that fits with the configuration's own remat)."""

    def __init__(self, text: str):
        self._text = text
        self._dict: dict = _json.loads(text)
        self.configuration: dict = self._dict["configuration"]
        self.rows: list = self._dict["rows"]
        self.skipped: list = self._dict["skipped"]
        self.fastest_fit: Optional[dict] = self._dict["fastest_fit"]
        self.cheapest: Optional[dict] = self._dict["cheapest_on_mesh"]
        self.max_micro_batch: int = self._dict["max_micro_batch"]

    def to_json(self) -> str:
        """The sweep as ``shardmem sweep --json`` prints it, byte for byte."""
        return self._text

    def to_dict(self) -> dict:
        """The sweep as a dict: the object ``shardmem sweep --json`` prints."""
        return _json.loads(self._text)

    def __len__(self) -> int:
        return len(self.rows)

    def __repr__(self) -> str:
        fitting = sum(1 for r in self.rows if r["fits"])
        return f"Sweep({len(self.rows)} plans, {fitting} fit)"

    def _repr_html_(self) -> str:
        return _html.sweep_html(self)


def sweep(
    config: Optional[Config] = None,
    *,
    policies: Iterable[str] = (),
    max_batch: bool = False,
    **options: Any,
) -> Sweep:
    """What-ifs as ``shardmem sweep``: every factorization of the devices over the mesh's axes
    times the remat ``policies`` (words or ``jax.checkpoint_policies`` policies; default: every
    preset), each planned; with ``max_batch``, each
    candidate's largest micro-batch too. Options as ``shardmem.config``."""
    if isinstance(policies, str):
        policies = [p for p in policies.split(",") if p]
    elif callable(policies) or _remat._is_jax(policies):  # one jax.checkpoint_policies policy
        policies = [policies]
    elif not isinstance(policies, (list, tuple)) and hasattr(policies, "__iter__"):
        policies = list(policies)
    return Sweep(_shardmem.sweep(_config_of(config, options), policies, max_batch))


def advise(**options: Any) -> list:
    """The changes that would make a configuration fit (``shardmem plan --advise``), each planned,
    cheapest first: dicts of change (the flags that change), args (every flag of the changed
    configuration, to run as ``shardmem plan *args``), fits, peak_bytes, headroom_bytes,
    step_time_s and cost (recompute_flops_per_step, host_bytes, collective_seconds). Options as
    ``shardmem.config`` (keywords only)."""
    return _json.loads(_shardmem.advise(options))


def model(description: Any = "llama3.1-8b", max_input_bytes: Any = None) -> dict:
    """A model in shardmem's JSON form (``shardmem model show``): from a preset's name, a dict (our
    model JSON, or a Hugging Face config.json's contents) or a path to such a file, read when it
    holds at most ``max_input_bytes`` (a byte count or ``"4GiB"``; default 1 GiB, as the tool's
    ``--max-input-bytes``)."""
    limit = _input_limit(max_input_bytes)
    if isinstance(description, Mapping):
        return _json.loads(_shardmem.model_json("", _json.dumps(description)))
    if isinstance(description, (str, _os.PathLike)):
        text = _os.fspath(description)
        if text in _shardmem.presets():
            return _json.loads(_shardmem.model_json(text, ""))
        if _os.path.exists(text):  # read by the library, its size checked before it is read
            return _json.loads(_shardmem.model_file_json(text, limit))
        return _json.loads(_shardmem.model_json(text, ""))  # the library names the presets
    raise ArgumentTypeError(f"model: expected a preset's name, a dict or a path, got {type(description).__name__}")


def _input_limit(max_input_bytes: Any) -> int:
    """``max_input_bytes`` as a byte count: None for the library's default (1 GiB)."""
    if max_input_bytes is None:
        return _shardmem.default_max_input_bytes
    if isinstance(max_input_bytes, bool) or not isinstance(max_input_bytes, (int, str)):
        raise TypeError(f"max_input_bytes: expected a byte count (int) or a size such as '4GiB', "
                        f"got {type(max_input_bytes).__name__}")
    return max_input_bytes if isinstance(max_input_bytes, int) else _shardmem.parse_bytes(max_input_bytes)


def presets() -> list:
    """The model presets' names (``--model``)."""
    return list(_shardmem.presets())


def hardware_presets() -> list:
    """The hardware presets' names (``--hardware``)."""
    return list(_shardmem.hardware_presets())


class HloReport:
    """The memory of a module XLA compiled, or of one JAX lowered (StableHLO), as ``shardmem hlo
    FILE --json`` reports it: ``memory_analysis`` (JAX's field names, by XLA's buffer-assignment
    rules for ``backend``: "cpu", "gpu" or "tpu", ``backend_source`` saying whether it was
    "given", "detected" from the module's text or the "default", with ``backend_evidence``),
    ``peak_bytes`` (the liveness peak), ``live_at_peak`` (buffers, largest first),
    ``by_op_name``, ``sizes`` ("exact" after SPMD partitioning, "estimate" before), ``exact``
    (which memory_analysis fields are exact: a dict of field name to bool), ``notes`` and
    ``timeline``."""

    def __init__(self, text: str):
        self._json = text
        d = _json.loads(text)
        self._dict = d
        self.module: str = d["module"]
        self.memory_analysis: MemoryAnalysis = _memory_analysis(d)
        self.peak_bytes: int = d["peak_bytes"]
        self.peak_instruction: str = d["peak_instruction"]
        self.live_at_peak: list = d["live_at_peak"]
        self.by_op_name: list = d["by_op_name"]
        self.sizes: str = d["sizes"]
        self.exact: dict = d["exact"]
        self.notes: list = d["notes"]
        self.backend: str = d["backend"]
        self.backend_source: str = d["backend_source"]
        self.backend_evidence: str = d["backend_evidence"]

    @property
    def timeline(self):
        """Bytes live at each time of the flattened schedule (a NumPy int64 array)."""
        import numpy

        return numpy.asarray(self._dict["timeline"], dtype=numpy.int64)

    def to_dict(self) -> dict:
        """The report as the tool's JSON object, a dict."""
        return _json.loads(self._json)

    def to_json(self) -> str:
        """The JSON text ``shardmem hlo FILE --json --timeline 1`` prints."""
        return self._json

    def __repr__(self) -> str:
        m = self.memory_analysis
        return (
            f"HloReport({self.module}: argument {m.argument_size_in_bytes}, output {m.output_size_in_bytes}, "
            f"alias {m.alias_size_in_bytes}, temp {m.temp_size_in_bytes} bytes; sizes {self.sizes})"
        )


def hlo(text: str, depth: int = 0, mesh: Any = None, backend: str = "auto") -> HloReport:
    """The memory of an HLO module's text (JAX's ``compiled.as_text()`` or an XLA dump), or of the
    StableHLO text JAX lowered (``lowered.as_text()``, sized per device before partitioning): its
    memory_analysis and liveness. ``depth`` groups by the first N components of op_name; ``mesh``
    (a dict, a Mesh, JAX's Mesh or ``"data=64,model=8"``) plans a program lowered with Shardy on another mesh,
    its axes' sizes by name (``shardmem hlo --mesh``); ``backend`` ("cpu", "gpu", "tpu", or "auto":
    what the module's text says, GPU where it says none) names whose buffer-assignment rules give
    memory_analysis (``shardmem hlo --backend``; ``jax.devices()[0].platform`` for a JAX program)."""
    if not isinstance(text, str):
        raise ArgumentTypeError(
            f"hlo: expected HLO text (a str), got {type(text).__name__}; for a JAX object use shardmem.jax"
        )
    return HloReport(_shardmem.analyze_hlo(text, depth, mesh, backend))
