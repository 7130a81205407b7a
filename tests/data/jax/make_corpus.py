#!/usr/bin/env python3
"""Makes tests/data/jax: real programs lowered and compiled by JAX on its CPU backend, one folder each.

Each folder holds meta.json (what the program is, its mesh, the versions, and for the programs
`shardmem plan` can describe, plan_args), lowered.mlir (lowered.as_text()), compiled.hlo
(compiled.as_text()) and memory_analysis.json (compiled.memory_analysis()'s fields).

    python3 tests/data/jax/make_corpus.py                   # every program, into tests/data/jax
    python3 tests/data/jax/make_corpus.py --only NAME ...   # some, in place
    python3 tests/data/jax/make_corpus.py --sample 20 --seed 7 --check   # regenerate a sample
                                                            # in a temp dir, compare, exit 1 on drift
    python3 tests/data/jax/make_corpus.py --list            # names, kinds, device counts

The programs are traced from abstract arguments (jax.ShapeDtypeStruct with shardings): nothing is
allocated or run. One subprocess per device count sets XLA_FLAGS=--xla_force_host_platform_device_count=N
before JAX starts. Source locations are written relative to the repository (this file is run by its
relative path from the repository root; other absolute paths are cut to their package), so the files
do not depend on where the checkout or the Python packages live.
"""

from __future__ import annotations

import argparse
import dataclasses
import difflib
import filecmp
import functools
import json
import math
import os
import pathlib
import random
import re
import shutil
import subprocess
import sys
import tempfile
from typing import Any, Callable

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[2]
REL_SCRIPT = "tests/data/jax/make_corpus.py"
# The instruction set XLA compiles for, capped so that a machine with AVX-512 and one without
# compile the same HLO.
PINNED_XLA_FLAGS = ("--xla_cpu_max_isa=AVX2",)
FILES = ("meta.json", "lowered.mlir", "compiled.hlo", "memory_analysis.json")

# ----------------------------------------------------------------------------------------------
# The registry: every program by name, its device count and mesh, and how to build it. Building
# needs JAX; listing does not.


@dataclasses.dataclass
class Program:
    name: str
    kind: str
    mesh: tuple  # ((axis, size), ...), outermost first; () for one device without a mesh
    description: str
    build: Callable[..., Any]  # build(mesh) -> Built
    plan_args: list | None = None
    model_json: dict | None = None  # written as model.json beside meta.json (plan_args name it)
    features: tuple = ()
    gspmd: bool = False  # lower with GSPMD instead of Shardy

    @property
    def devices(self) -> int:
        return math.prod(s for _, s in self.mesh) if self.mesh else 1


PROGRAMS: dict[str, Program] = {}


def register(p: Program) -> None:
    if p.name in PROGRAMS:
        raise ValueError(f"program {p.name!r} registered twice")
    if not re.fullmatch(r"[a-z0-9_]+", p.name):
        raise ValueError(f"program name {p.name!r}: use [a-z0-9_]")
    PROGRAMS[p.name] = p


@dataclasses.dataclass
class Built:
    fn: Any  # a jax.jit-wrapped function
    args: tuple  # abstract arguments (ShapeDtypeStruct, pytrees of them)
    donate: tuple = ()  # donated argument numbers, for meta.json
    note: str | None = None


# ----------------------------------------------------------------------------------------------
# JAX helpers (imported lazily: the registry and --list work without JAX).


def _jax():
    import jax  # noqa: PLC0415

    return jax


def dtype_of(name: str):
    import jax.numpy as jnp  # noqa: PLC0415

    return {"bf16": jnp.bfloat16, "f32": jnp.float32, "f16": jnp.float16, "s32": jnp.int32, "f64": jnp.float64,
            "uint32": jnp.uint32, "u8": jnp.uint8, "pred": jnp.bool_, "s8": jnp.int8}[name]


def make_mesh(axes):
    import numpy as np  # noqa: PLC0415

    jax = _jax()
    from jax.sharding import AxisType, Mesh  # noqa: PLC0415

    n = math.prod(s for _, s in axes)
    devices = sorted(jax.devices(), key=lambda d: d.id)[:n]
    return Mesh(np.asarray(devices).reshape([s for _, s in axes]), tuple(a for a, _ in axes),
                axis_types=tuple(AxisType.Auto for _ in axes))


def P(*entries):
    from jax.sharding import PartitionSpec  # noqa: PLC0415

    return PartitionSpec(*entries)


def NS(mesh, spec, memory_kind=None):
    from jax.sharding import NamedSharding  # noqa: PLC0415

    return NamedSharding(mesh, spec, memory_kind=memory_kind)


def sds(shape, dtype, sharding=None):
    jax = _jax()
    if isinstance(dtype, str):
        dtype = dtype_of(dtype)
    return jax.ShapeDtypeStruct(tuple(shape), dtype, sharding=sharding)


def entry(axes):
    """A PartitionSpec entry from a tuple of mesh axes: None, one name, or a tuple."""
    axes = tuple(a for a in axes if a)
    if not axes:
        return None
    return axes[0] if len(axes) == 1 else axes


def spec_axes(e):
    if e is None:
        return ()
    return (e,) if isinstance(e, str) else tuple(e)


# ----------------------------------------------------------------------------------------------
# A decoder-only transformer in plain JAX: Llama (RMSNorm, SwiGLU, rotary, grouped-query
# attention), Mixtral (Llama with a top-k routed mixture of experts, GShard's capacity dispatch)
# and GPT (LayerNorm with biases, GeLU, learned positions, tied embeddings). Parameter names and
# shardings follow shardmem's transformer builder (include/shardmem/models/transformer.hpp), so a
# program here and `shardmem plan` with the same model describe the same arrays.


@dataclasses.dataclass(frozen=True)
class Model:
    family: str = "llama"  # llama | mixtral | gpt
    d: int = 128
    layers: int = 2
    heads: int = 8
    kv_heads: int = 4
    head_dim: int = 16
    ffn: int = 256
    vocab: int = 512
    seq: int = 64
    experts: int = 0
    top_k: int = 2
    capacity_factor: float = 2.0
    param_dtype: str = "bf16"
    act_dtype: str = "bf16"

    @property
    def gpt(self):
        return self.family == "gpt"

    @property
    def moe(self):
        return self.experts > 0

    def json(self, name):
        """The model as shardmem's model JSON (`shardmem plan --model-file`)."""
        j = {
            "name": name, "hidden": self.d, "layers": self.layers, "heads": self.heads,
            "kv_heads": self.kv_heads, "head_dim": self.head_dim, "ffn": self.ffn, "vocab": self.vocab,
            "seq_len": self.seq, "mlp": "gelu" if self.gpt else "swiglu",
            "norm": "layernorm" if self.gpt else "rmsnorm", "attention": "materialized",
            "positions": "learned" if self.gpt else "rotary", "tied_embeddings": self.gpt, "dropout": False,
            "qkv_bias": self.gpt, "out_bias": self.gpt, "mlp_bias": self.gpt,
            "param_dtype": self.param_dtype, "activation_dtype": self.act_dtype,
        }
        if self.gpt:
            j["max_positions"] = self.seq
        if self.moe:
            j["moe"] = {"experts": self.experts, "top_k": self.top_k, "capacity_factor": self.capacity_factor}
        return j


@dataclasses.dataclass(frozen=True)
class Par:
    """Which mesh axes split what (as shardmem's parallelism): the batch, FSDP, tensor, expert."""
    batch: tuple = ()  # axes the batch is split over (data, fsdp and expert axes)
    fsdp: tuple = ()  # axes parameters are sharded over (ZeRO-3)
    tensor: str | None = None
    expert: str | None = None
    seq: str | None = None  # context parallelism: activations split over the sequence (not planned)
    sequence_parallel: bool = False  # Megatron's, on the tensor axis
    dense_over_expert: bool = True  # weights outside the experts also sharded over the expert axis

    @property
    def fd(self):
        return self.fsdp + ((self.expert,) if self.expert and self.dense_over_expert else ())


# Logical axis names of each parameter dimension (MaxText's style) ...
LOGICAL = {
    "embed": ("vocab", "embed"), "positions": (None, "embed"), "lm_head": ("embed", "vocab"),
    "norm": ("norm",), "norm_bias": ("norm",),
    "q_proj": ("embed", "heads"), "k_proj": ("embed", "kv_heads"), "v_proj": ("embed", "kv_heads"),
    "o_proj": ("heads", "embed"), "qkv_bias": ("heads",), "o_bias": ("norm",),
    "up": ("embed", "mlp"), "down": ("mlp", "embed"), "up_bias": ("mlp",), "down_bias": ("norm",),
    "router": ("embed", None), "experts_up": ("exp", "embed_no_exp", "mlp"),
    "experts_down": ("exp", "mlp", "embed_no_exp"),
}


def logical_rules(par: Par):
    """Rules from logical names to mesh axes, MaxText's list form: the first rule for a name whose
    axes are all unused in the array's spec wins (flax.linen.logical_to_mesh_axes)."""
    b = entry(par.batch)
    return [
        ("activation_batch", b), ("activation_length", par.seq),
        ("activation_length", par.tensor if par.sequence_parallel else None),
        ("activation_embed", None), ("activation_heads", par.tensor), ("activation_kv", par.tensor),
        ("activation_mlp", par.tensor), ("activation_vocab", par.tensor), ("activation_exp", par.expert),
        ("vocab", par.tensor), ("heads", par.tensor), ("kv_heads", par.tensor), ("mlp", par.tensor),
        ("embed", entry(par.fd)), ("embed", entry(par.fsdp)), ("embed_no_exp", entry(par.fsdp)),
        ("exp", par.expert), ("norm", None), ("layers", None),
    ]


def logical_to_spec(names, rules):
    used: set = set()
    out = []
    for n in names:
        chosen = None
        if n is not None:
            for rule_name, axes in rules:
                if rule_name != n:
                    continue
                ax = spec_axes(axes)
                if any(a in used for a in ax):
                    continue
                chosen = axes
                break
        used.update(spec_axes(chosen))
        out.append(chosen)
    return P(*out)


def plain_spec(kind, par: Par):
    """The PartitionSpec shardmem's builder gives a parameter of kind `kind`."""
    T, FD, F, X = par.tensor, entry(par.fd), entry(par.fsdp), par.expert
    return {
        "embed": P(T, FD), "positions": P(None, FD), "lm_head": P(FD, T), "norm": P(), "norm_bias": P(),
        "q_proj": P(FD, T), "k_proj": P(FD, T), "v_proj": P(FD, T), "o_proj": P(T, FD), "qkv_bias": P(T),
        "o_bias": P(), "up": P(FD, T), "down": P(T, FD), "up_bias": P(T), "down_bias": P(), "router": P(FD),
        "experts_up": P(X, F, T), "experts_down": P(X, T, F),
    }[kind]


def layer_params(m: Model):
    """(name, shape, kind) of one layer's parameters."""
    d, nq, nkv, hd, f = m.d, m.heads, m.kv_heads, m.head_dim, m.ffn
    out = [("attn_norm", (d,), "norm")]
    if m.gpt:
        out.append(("attn_norm_bias", (d,), "norm_bias"))
    out += [("q_proj", (d, nq * hd), "q_proj"), ("k_proj", (d, nkv * hd), "k_proj"),
            ("v_proj", (d, nkv * hd), "v_proj")]
    if m.gpt:
        out += [("q_bias", (nq * hd,), "qkv_bias"), ("k_bias", (nkv * hd,), "qkv_bias"),
                ("v_bias", (nkv * hd,), "qkv_bias")]
    out.append(("o_proj", (nq * hd, d), "o_proj"))
    if m.gpt:
        out.append(("o_bias", (d,), "o_bias"))
    out.append(("mlp_norm", (d,), "norm"))
    if m.gpt:
        out.append(("mlp_norm_bias", (d,), "norm_bias"))
    if m.moe:
        E = m.experts
        out += [("router", (d, E), "router"), ("experts_gate", (E, d, f), "experts_up"),
                ("experts_up", (E, d, f), "experts_up"), ("experts_down", (E, f, d), "experts_down")]
    elif m.gpt:
        out += [("fc1", (d, f), "up"), ("fc1_bias", (f,), "up_bias"), ("fc2", (f, d), "down"),
                ("fc2_bias", (d,), "down_bias")]
    else:
        out += [("gate_proj", (d, f), "up"), ("up_proj", (d, f), "up"), ("down_proj", (f, d), "down")]
    return out


def top_params(m: Model):
    out = [("embed", (m.vocab, m.d), "embed")]
    if m.gpt:
        out.append(("positions", (m.seq, m.d), "positions"))
    out.append(("final_norm", (m.d,), "norm"))
    if m.gpt:
        out.append(("final_norm_bias", (m.d,), "norm_bias"))
    if not m.gpt:
        out.append(("lm_head", (m.d, m.vocab), "lm_head"))
    return out


def param_tree(m: Model, par: Par, mesh, *, scan: bool, logical: bool, dtype=None):
    """Abstract parameters with shardings: {'embed':..., 'layers': stacked dict or list of dicts}."""
    dtype = dtype or m.param_dtype
    rules = logical_rules(par)

    def spec(kind, stacked=False):
        s = logical_to_spec(LOGICAL[kind], rules) if logical else plain_spec(kind, par)
        return P(None, *s) if stacked else s

    tree = {n: sds(shape, dtype, NS(mesh, spec(k))) for n, shape, k in top_params(m)}
    if scan:
        tree["layers"] = {n: sds((m.layers, *shape), dtype, NS(mesh, spec(k, True)))
                          for n, shape, k in layer_params(m)}
    else:
        tree["layers"] = [{n: sds(shape, dtype, NS(mesh, spec(k))) for n, shape, k in layer_params(m)}
                          for _ in range(m.layers)]
    return tree


def batch_specs(m: Model, par: Par, mesh, batch: int, *, logical: bool):
    s = P(entry(par.batch), par.seq) if not logical else logical_to_spec(
        ("activation_batch", "activation_length"), logical_rules(par))
    return {"tokens": sds((batch, m.seq), "s32", NS(mesh, s)), "labels": sds((batch, m.seq), "s32", NS(mesh, s))}


class Ctx:
    """How the forward pass constrains its activations."""

    def __init__(self, m: Model, par: Par, mesh, logical: bool, constrain: bool):
        self.m, self.par, self.mesh, self.logical, self.constrain = m, par, mesh, logical, constrain
        self.rules = logical_rules(par)

    def c(self, x, logical_names, plain):
        if not self.constrain:
            return x
        jax = _jax()
        s = logical_to_spec(logical_names, self.rules) if self.logical else plain
        return jax.lax.with_sharding_constraint(x, NS(self.mesh, s))

    def hidden(self, x):  # [b, s, d] between blocks
        par = self.par
        sq = par.seq or (par.tensor if par.sequence_parallel else None)
        return self.c(x, ("activation_batch", "activation_length", "activation_embed"),
                      P(entry(par.batch), sq, None))


def _name(x, n):
    from jax.ad_checkpoint import checkpoint_name  # noqa: PLC0415

    return checkpoint_name(x, n)


def norm(x, scale, bias, adt, eps=1e-5):
    import jax.numpy as jnp  # noqa: PLC0415

    x32 = x.astype(jnp.float32)
    if bias is None:
        y = x32 * _jax().lax.rsqrt(jnp.mean(x32 * x32, axis=-1, keepdims=True) + eps)
        return (y * scale.astype(jnp.float32)).astype(adt)
    mu = jnp.mean(x32, axis=-1, keepdims=True)
    var = jnp.mean(jnp.square(x32 - mu), axis=-1, keepdims=True)
    y = (x32 - mu) * _jax().lax.rsqrt(var + eps)
    return (y * scale.astype(jnp.float32) + bias.astype(jnp.float32)).astype(adt)


def rope(x, seq):
    """Rotary positions on [b, s, n, hd]."""
    import jax.numpy as jnp  # noqa: PLC0415

    hd = x.shape[-1]
    inv = 1.0 / (10000.0 ** (jnp.arange(0, hd, 2, dtype=jnp.float32) / hd))
    ang = jnp.arange(seq, dtype=jnp.float32)[:, None] * inv[None, :]
    sin, cos = jnp.sin(ang)[None, :, None, :], jnp.cos(ang)[None, :, None, :]
    x1, x2 = jnp.split(x.astype(jnp.float32), 2, axis=-1)
    return jnp.concatenate([x1 * cos - x2 * sin, x2 * cos + x1 * sin], axis=-1).astype(x.dtype)


def attention(q, k, v, m: Model):
    """Causal softmax attention with grouped queries: q [b,s,nq,hd], k, v [b,s,nkv,hd]."""
    import jax.numpy as jnp  # noqa: PLC0415

    jax = _jax()
    b, s, nq, hd = q.shape
    nkv = k.shape[2]
    q = q.reshape(b, s, nkv, nq // nkv, hd)
    scores = jnp.einsum("bsngd,btnd->bngst", q, k) * (hd ** -0.5)
    mask = jnp.tril(jnp.ones((s, s), dtype=bool))
    scores = jnp.where(mask, scores.astype(jnp.float32), -1e30)
    probs = jax.nn.softmax(scores, axis=-1).astype(q.dtype)
    ctx = jnp.einsum("bngst,btnd->bsngd", probs, v)
    return ctx.reshape(b, s, nq * hd)


def moe_mlp(p, x, ctx: Ctx, cast):
    """Top-k routed experts, GShard's dispatch: token groups (one per batch shard) fill at most C
    rows of each expert; [E, G, C, d] buffers move to the expert axis and back."""
    import jax.numpy as jnp  # noqa: PLC0415

    jax = _jax()
    m, par = ctx.m, ctx.par
    b, s, d = x.shape
    E, k = m.experts, m.top_k
    G = math.prod(ctx.mesh.shape[a] for a in par.batch) if par.batch else 1
    G = min(G, b)
    tokens = b * s // G
    C = math.ceil(tokens * k / E * m.capacity_factor)
    xg = x.reshape(G, tokens, d)
    logits = jnp.einsum("gtd,de->gte", xg, cast(p["router"])).astype(jnp.float32)
    probs = jax.nn.softmax(logits, axis=-1)
    weights, idx = jax.lax.top_k(probs, k)
    weights = weights / jnp.sum(weights, axis=-1, keepdims=True)
    onehot = jax.nn.one_hot(idx, E, dtype=jnp.int32)  # [G, T, k, E]
    position = jnp.cumsum(onehot.reshape(G, tokens * k, E), axis=1).reshape(G, tokens, k, E) * onehot - 1
    keep = (position >= 0) & (position < C)
    slot = jax.nn.one_hot(jnp.where(keep, position, C), C, dtype=x.dtype)  # [G, T, k, E, C]
    dispatch = jnp.sum(slot, axis=2)  # [G, T, E, C]
    combine = jnp.einsum("gtkec,gtk->gtec", slot, weights.astype(x.dtype))
    B, X = entry(par.batch), par.expert
    BX = entry(tuple(a for a in par.batch if a != X))
    xin = jnp.einsum("gtec,gtd->egcd", dispatch, xg)
    xin = _name(ctx.c(xin, (None, "activation_batch", None, None), P(None, B, None, None)), "moe_dispatch")
    xin = ctx.c(xin, ("activation_exp", None, None, None), P(X, BX, None, None))
    gate = _name(jnp.einsum("egcd,edf->egcf", xin, cast(p["experts_gate"])), "mlp_hidden")
    up = _name(jnp.einsum("egcd,edf->egcf", xin, cast(p["experts_up"])), "mlp_hidden")
    h = jax.nn.silu(gate) * up
    y = jnp.einsum("egcf,efd->egcd", h, cast(p["experts_down"]))
    y = ctx.c(y, (None, "activation_batch", None, None), P(None, B, None, None))
    out = jnp.einsum("gtec,egcd->gtd", combine, y)
    return out.reshape(b, s, d)


def layer(p, x, ctx: Ctx, cast, hook=None):
    """One decoder layer; its values carry MaxText's checkpoint names. A projection `w` with
    `w_lora_a` and `w_lora_b` in `p` adds LoRA's (h A) B; `hook(w, h, y, p)` may replace a
    projection's output y of input h (the decomposition step's masked components)."""
    jax = _jax()
    m = ctx.m
    adt = dtype_of(m.act_dtype)
    b, s, _ = x.shape

    def mm(h, w):
        y = h @ cast(p[w])
        if w + "_lora_a" in p:
            y = (y + (h @ p[w + "_lora_a"]) @ p[w + "_lora_b"]).astype(y.dtype)
        return hook(w, h, y, p) if hook else y

    x = _name(ctx.hidden(x), "layer_input")
    h = norm(x, p["attn_norm"], p.get("attn_norm_bias"), adt)

    def proj(w, bias, name, n):
        y = mm(h, w)
        if bias:
            y = y + cast(p[bias])
        y = ctx.c(y, ("activation_batch", "activation_length", "activation_heads"),
                  P(entry(ctx.par.batch), ctx.par.seq, ctx.par.tensor))
        return _name(y, name).reshape(b, s, n, m.head_dim)

    q = proj("q_proj", "q_bias" if m.gpt else None, "query_proj", m.heads)
    k = proj("k_proj", "k_bias" if m.gpt else None, "key_proj", m.kv_heads)
    v = proj("v_proj", "v_bias" if m.gpt else None, "value_proj", m.kv_heads)
    if not m.gpt:
        q, k = rope(q, s), rope(k, s)
    a = _name(attention(q, k, v, m), "context")
    o = mm(a, "o_proj")
    if m.gpt:
        o = o + cast(p["o_bias"])
    x = x + _name(ctx.hidden(o), "out_proj")
    h = norm(x, p["mlp_norm"], p.get("mlp_norm_bias"), adt)
    if m.moe:
        y = moe_mlp(p, h, ctx, cast)
    elif m.gpt:
        u = _name(mm(h, "fc1") + cast(p["fc1_bias"]), "mlp_hidden")
        y = mm(jax.nn.gelu(u), "fc2") + cast(p["fc2_bias"])
    else:
        g = _name(mm(h, "gate_proj"), "mlp_hidden")
        u = _name(mm(h, "up_proj"), "mlp_hidden")
        y = mm(jax.nn.silu(g) * u, "down_proj")
    return x + _name(ctx.hidden(y), "mlp_out")


def remat_policy(name):
    """A JAX remat policy by name (None: no jax.checkpoint)."""
    jax = _jax()
    cp = jax.checkpoint_policies
    names_all = ["query_proj", "key_proj", "value_proj", "context", "out_proj", "mlp_hidden", "mlp_out"]
    if name == "none":
        return None
    if name in ("nothing_saveable", "everything_saveable", "dots_saveable", "checkpoint_dots",
                "dots_with_no_batch_dims_saveable", "checkpoint_dots_with_no_batch_dims"):
        return getattr(cp, name)
    if name.startswith("save_only:"):
        return cp.save_only_these_names(*name.split(":")[1].split(","))
    if name.startswith("save_except:"):  # save_anything_except_these_names
        return cp.save_anything_except_these_names(*name.split(":")[1].split(","))
    if name.startswith("save_any_but:"):
        return cp.save_any_names_but_these(*name.split(":")[1].split(","))
    if name == "save_from_both":
        return cp.save_from_both_policies(cp.dots_with_no_batch_dims_saveable,
                                          cp.save_only_these_names("layer_input"))
    if name.startswith("offload:"):
        return cp.save_and_offload_only_these_names(
            names_which_can_be_saved=[], names_which_can_be_offloaded=name.split(":")[1].split(","),
            offload_src="device", offload_dst="pinned_host")
    if name.startswith("save_offload:"):  # save some names, offload others: save_offload:a,b/c,d
        saved, offloaded = name.split(":")[1].split("/")
        return cp.save_and_offload_only_these_names(
            names_which_can_be_saved=saved.split(","), names_which_can_be_offloaded=offloaded.split(","),
            offload_src="device", offload_dst="pinned_host")
    if name == "offload_dot_with_no_batch_dims":
        return cp.offload_dot_with_no_batch_dims("device", "pinned_host")
    raise ValueError(f"unknown remat {name!r} (of {names_all})")


def caster(ctx: Ctx):
    adt = dtype_of(ctx.m.act_dtype)
    return lambda w: w.astype(adt)


def embed_tokens(params, tokens, ctx: Ctx):
    import jax.numpy as jnp  # noqa: PLC0415

    cast = caster(ctx)
    x = jnp.take(cast(params["embed"]), tokens, axis=0)
    if ctx.m.gpt:
        x = x + cast(params["positions"])[None]
    return ctx.hidden(x)


def run_layers(layers, x, ctx: Ctx, *, scan: bool, remat: str, adapters=None, hook=None):
    """The decoder's layers under jax.checkpoint with `remat`'s policy, in a lax.scan over stacked
    parameters or unrolled over a list; `adapters` (same structure) join each layer's parameters."""
    jax = _jax()
    cast = caster(ctx)

    def body(p, x):
        return layer(p, x, ctx, cast, hook)

    if remat != "none":
        body = jax.checkpoint(body, policy=remat_policy(remat), prevent_cse=not scan)
    if scan:
        xs = layers if adapters is None else {**layers, **adapters}
        x, _ = jax.lax.scan(lambda x, p: (body(p, x), None), x, xs)
    else:
        for i, p in enumerate(layers):
            x = body(p if adapters is None else {**p, **adapters[i]}, x)
    return x


def head_loss(params, x, labels, ctx: Ctx, chunked_loss: int = 0):
    """Mean next-token cross-entropy, logits in f32; in chunks of positions through lax.map when
    `chunked_loss` (the whole logits never live at once)."""
    import jax.numpy as jnp  # noqa: PLC0415

    jax = _jax()
    m, par = ctx.m, ctx.par
    cast = caster(ctx)
    x = norm(x, params["final_norm"], params.get("final_norm_bias"), dtype_of(m.act_dtype))
    w = cast(params["embed"]).T if m.gpt else cast(params["lm_head"])
    if chunked_loss:
        b, s, d = x.shape
        xs = x.reshape(b, s // chunked_loss, chunked_loss, d).swapaxes(0, 1)
        ls = labels.reshape(b, s // chunked_loss, chunked_loss).swapaxes(0, 1)

        def chunk(args):
            xc, lc = args
            logits = (xc @ w).astype(jnp.float32)
            lse = jax.nn.logsumexp(logits, axis=-1)
            return jnp.sum(lse - jnp.take_along_axis(logits, lc[..., None], axis=-1)[..., 0])

        return jnp.sum(jax.lax.map(jax.checkpoint(chunk), (xs, ls))) / labels.size
    logits = (x @ w).astype(jnp.float32)
    logits = ctx.c(logits, ("activation_batch", "activation_length", "activation_vocab"),
                   P(entry(par.batch), par.seq, par.tensor))
    lse = jax.nn.logsumexp(logits, axis=-1)
    nll = lse - jnp.take_along_axis(logits, labels[..., None], axis=-1)[..., 0]
    return jnp.mean(nll)


def forward_loss(params, batch, ctx: Ctx, *, scan: bool, remat: str, chunked_loss: int = 0, adapters=None):
    x = embed_tokens(params, batch["tokens"], ctx)
    x = run_layers(params["layers"], x, ctx, scan=scan, remat=remat, adapters=adapters)
    return head_loss(params, x, batch["labels"], ctx, chunked_loss)


# ----------------------------------------------------------------------------------------------
# Optimizer states: shardings follow the parameter each state belongs to (found by its tree path
# ending in the parameter's path); optax's counters and placeholder (1,) arrays are replicated.


def state_shardings(state, params, mesh, zero1_axes=()):
    jax = _jax()
    pflat, _ = jax.tree_util.tree_flatten_with_path(params)
    by_path = {jax.tree_util.keystr(k): v for k, v in pflat}
    sflat, sdef = jax.tree_util.tree_flatten_with_path(state)
    out = []
    for path, leaf in sflat:
        ks = jax.tree_util.keystr(path)
        param = None
        for pk in sorted(by_path, key=len, reverse=True):
            if ks.endswith(pk):
                param = by_path[pk]
                break
        spec = P()
        if param is not None and leaf.ndim > 0 and leaf.shape != (1,):
            pspec = tuple(param.sharding.spec) + (None,) * (param.ndim - len(param.sharding.spec))
            if leaf.shape == param.shape:
                spec = P(*pspec)
            elif leaf.ndim == param.ndim - 1:  # Adafactor's factored moments: one dimension reduced
                for drop in range(param.ndim):
                    if tuple(s for i, s in enumerate(param.shape) if i != drop) == tuple(leaf.shape):
                        spec = P(*(e for i, e in enumerate(pspec) if i != drop))
                        break
            if zero1_axes:
                spec = zero_shard_spec(leaf.shape, spec, zero1_axes, mesh)
        out.append(sds(leaf.shape, leaf.dtype, NS(mesh, spec)))
    return jax.tree_util.tree_unflatten(sdef, out)


def zero_shard_spec(shape, base, axes, mesh):
    """ZeRO's spec over the `axes` that `base` leaves unused: they join the dimension whose padded
    shard is smallest, the first among equals (shardmem's detail::zero_shard_spec)."""
    entries = list(base) + [None] * (len(shape) - len(base))
    axes = tuple(a for a in axes if not any(a in spec_axes(e) for e in entries))
    if not shape or (n := math.prod(mesh.shape[a] for a in axes)) <= 1:
        return base

    def parts(e):
        return math.prod(mesh.shape[a] for a in spec_axes(e))

    best, best_shard = 0, None
    for dim in range(len(shape)):
        shard = math.prod(-(-shape[k] // (parts(entries[k]) * (n if k == dim else 1))) for k in range(len(shape)))
        if best_shard is None or shard < best_shard:
            best, best_shard = dim, shard
    entries[best] = entry(spec_axes(entries[best]) + tuple(axes))
    while entries and entries[-1] is None:
        entries.pop()
    return P(*entries)


def make_optimizer(name: str):
    import optax  # noqa: PLC0415

    if name == "adamw":
        return optax.adamw(1e-3, weight_decay=0.1)
    if name == "adam":
        return optax.adam(1e-3)
    if name == "adafactor":
        # min_dim_size_to_factor below every matrix dimension here: each matrix's second moment is
        # factored, as at real widths (optax's default, 128, would leave these small ones whole).
        return optax.adafactor(1e-3, min_dim_size_to_factor=32)
    if name == "sgd":
        return optax.sgd(1e-2)
    if name == "momentum":
        return optax.sgd(1e-2, momentum=0.9)
    if name == "lion":
        return optax.lion(1e-4)
    raise ValueError(name)


def cast_tree(tree, dtype):
    jax = _jax()
    return jax.tree.map(lambda x: x.astype(dtype), tree)


def abstract_f32(tree):
    jax = _jax()
    return jax.tree.map(lambda x: sds(x.shape, "f32", x.sharding), tree)


def shardings_of(tree):
    jax = _jax()
    return jax.tree.map(lambda x: x.sharding, tree)


# ----------------------------------------------------------------------------------------------
# Training steps.


@dataclasses.dataclass(frozen=True)
class Step:
    model: Model = Model()
    par: Par = Par()
    mesh: tuple = (("data", 8),)
    optimizer: str = "adamw"
    master: bool = True  # bf16 params with fp32 master copies (the optimizer runs on the masters)
    remat: str = "nothing_saveable"
    scan: bool = True
    donate: bool = True
    logical: bool = False
    constrain: bool = True  # sharding constraints on activations (always with logical)
    micro_batch: int = 1  # sequences per data-parallel rank
    accumulate: int = 1  # micro-batches per step, summed in a lax.scan over the batch
    multisteps: int = 0  # optax.MultiSteps: one call is one micro-step of this many
    zero1: bool = False  # optimizer states sharded over the batch axes, parameters replicated
    chunked_loss: int = 0  # tokens per chunk of a loss computed without the whole logits
    state_f32: bool = False  # without master weights: optimizer moments in f32 beside bf16 params


def dp_ranks(st: Step, mesh):
    return math.prod(mesh.shape[a] for a in st.par.batch) if st.par.batch else 1


def build_train_step(st: Step, mesh) -> Built:
    import optax  # noqa: PLC0415
    import jax.numpy as jnp  # noqa: PLC0415

    jax = _jax()
    m = st.model
    ctx = Ctx(m, st.par, mesh, st.logical, st.constrain or st.logical)
    params = param_tree(m, st.par, mesh, scan=st.scan, logical=st.logical)
    if st.zero1:
        params = jax.tree.map(lambda x: sds(x.shape, x.dtype, NS(mesh, P())), params)
    batch_size = st.micro_batch * dp_ranks(st, mesh)
    if st.accumulate > 1:
        one = batch_specs(m, st.par, mesh, batch_size, logical=st.logical)
        batch = jax.tree.map(lambda x: sds((st.accumulate, *x.shape), x.dtype,
                                           NS(mesh, P(None, *x.sharding.spec))), one)
    else:
        batch = batch_specs(m, st.par, mesh, batch_size, logical=st.logical)
    opt = make_optimizer(st.optimizer)
    if st.multisteps:
        opt = optax.MultiSteps(opt, every_k_schedule=st.multisteps)
    use_master = st.master and m.param_dtype != "f32"
    opt_params = abstract_f32(params) if (use_master or st.state_f32) else params
    state_abs = jax.eval_shape(opt.init, opt_params)
    state = state_shardings(state_abs, opt_params, mesh, zero1_axes=st.par.batch if st.zero1 else ())
    loss_fn = functools.partial(forward_loss, ctx=ctx, scan=st.scan, remat=st.remat, chunked_loss=st.chunked_loss)

    def grads_of(params, batch):
        if st.accumulate == 1:
            return jax.value_and_grad(loss_fn)(params, batch)

        def micro(acc, mb):
            loss, g = jax.value_and_grad(loss_fn)(params, mb)
            acc_loss, acc_g = acc
            return (acc_loss + loss, jax.tree.map(lambda a, b: a + b.astype(jnp.float32), acc_g, g)), None

        zero = (jnp.zeros((), jnp.float32), jax.tree.map(lambda p: jnp.zeros(p.shape, jnp.float32), params))
        (loss, g), _ = jax.lax.scan(micro, zero, batch)
        return loss / st.accumulate, jax.tree.map(lambda x: x / st.accumulate, g)

    if use_master:
        def train_step(params, master, opt_state, batch):
            loss, grads = grads_of(params, batch)
            updates, opt_state = opt.update(cast_tree(grads, jnp.float32), opt_state, master)
            master = optax.apply_updates(master, updates)
            return cast_tree(master, params_dtype), master, opt_state, loss

        params_dtype = dtype_of(m.param_dtype)
        master_abs = abstract_f32(params)
        if st.zero1:  # masters are optimizer state: sharded as the moments
            master_abs = jax.tree.map(lambda x: sds(x.shape, x.dtype, NS(mesh, zero_shard_spec(
                x.shape, P(), st.par.batch, mesh))), master_abs)
        args = (params, master_abs, state, batch)
        out_sh = (shardings_of(params), shardings_of(master_abs), shardings_of(state), NS(mesh, P()))
        donate = (0, 1, 2) if st.donate else ()
    else:
        def train_step(params, opt_state, batch):
            loss, grads = grads_of(params, batch)
            if st.state_f32:
                grads = cast_tree(grads, jnp.float32)
            updates, opt_state = opt.update(grads, opt_state, params)
            return optax.apply_updates(params, updates), opt_state, loss

        args = (params, state, batch)
        out_sh = (shardings_of(params), shardings_of(state), NS(mesh, P()))
        donate = (0, 1) if st.donate else ()
    fn = jax.jit(train_step, in_shardings=jax.tree.map(lambda x: x.sharding, args), out_shardings=out_sh,
                 donate_argnums=donate)
    return Built(fn, args, donate)


def build_eval_step(st: Step, mesh) -> Built:
    jax = _jax()
    m = st.model
    ctx = Ctx(m, st.par, mesh, st.logical, st.constrain or st.logical)
    params = param_tree(m, st.par, mesh, scan=st.scan, logical=st.logical)
    batch = batch_specs(m, st.par, mesh, st.micro_batch * dp_ranks(st, mesh), logical=st.logical)

    def eval_step(params, batch):
        return forward_loss(params, batch, ctx, scan=st.scan, remat="none", chunked_loss=st.chunked_loss)

    args = (params, batch)
    fn = jax.jit(eval_step, in_shardings=jax.tree.map(lambda x: x.sharding, args), out_shardings=NS(mesh, P()))
    return Built(fn, args)


def plan_flags(st: Step, name: str, *, eval_step=False):
    """shardmem plan's flags for the same step (paths relative to the program's folder)."""
    flags = ["--model-file", "model.json", "--mesh", ",".join(f"{a}={s}" for a, s in st.mesh),
             "--seq", str(st.model.seq), "--micro-batch", str(st.micro_batch)] + ["--scan-layers"] * st.scan
    if st.zero1:
        flags += ["--zero", "1"]
    elif not st.par.fsdp:
        flags += ["--zero", "0"]
    if st.par.sequence_parallel:
        flags.append("--sequence-parallel")
    if st.par.expert and not st.par.dense_over_expert:
        flags += ["--dense-over-expert", "replicate"]
    if "replica" in st.par.batch:
        flags += ["--replica-axis", "replica"]
    if st.chunked_loss:
        flags.append("--chunked-loss")
    if eval_step:
        return flags + ["--eval"]
    remat = {"checkpoint_dots": "dots_saveable",
             "checkpoint_dots_with_no_batch_dims": "dots_with_no_batch_dims_saveable",
             "save_only:layer_input": "save_layer_input", "offload:layer_input": "offload_layer_input",
             "save_only:query_proj,value_proj,key_proj": "save_qkv_proj",
             "save_only:query_proj,value_proj,key_proj,out_proj": "save_dot_except_mlp",
             "save_only:query_proj,value_proj,key_proj,out_proj,mlp_hidden,mlp_out": "minimal",
             "offload:query_proj,value_proj,key_proj": "qkv_proj_offloaded"}.get(st.remat, st.remat)
    flags += ["--remat", remat, "--optimizer", st.optimizer]
    if not st.master or st.model.param_dtype == "f32":
        flags.append("--no-master-weights")
    if not st.donate:
        flags.append("--no-donate")
    if st.multisteps:
        ranks = math.prod(s for a, s in st.mesh if a in st.par.batch)
        flags += ["--batch", str(st.micro_batch * ranks * st.multisteps)]
    return flags


def step_features(st: Step):
    f = [st.model.family, "remat:" + st.remat, "optimizer:" + st.optimizer, "scan" if st.scan else "unrolled",
         "donated" if st.donate else "not_donated", "logical_axes" if st.logical else "partition_specs"]
    if st.master and st.model.param_dtype != "f32":
        f.append("fp32_master")
    f.append("params:" + st.model.param_dtype)
    par = st.par
    if par.fsdp:
        f.append("fsdp")
    if par.tensor:
        f.append("tensor")
    if par.expert:
        f.append("expert")
    if par.seq:
        f.append("context")
    if par.sequence_parallel:
        f.append("sequence_parallel")
    for cond, tag in ((st.zero1, "zero1"), (st.accumulate > 1, "grad_accumulation"),
                      (st.multisteps, "optax_multisteps"), (st.chunked_loss, "chunked_loss"),
                      (st.state_f32, "f32_moments")):
        if cond:
            f.append(tag)
    return tuple(f)


def add_step(name, st: Step, description, *, plan=True, gspmd=False, eval_step=False, extra=()):
    build = functools.partial(build_eval_step if eval_step else build_train_step, st)
    register(Program(
        name=name, kind="forward" if eval_step else "train_step", mesh=st.mesh, description=description,
        build=build, plan_args=plan_flags(st, name, eval_step=eval_step) if plan else None,
        model_json=st.model.json(name) if plan else None,
        features=step_features(st) + tuple(extra) + (("gspmd",) if gspmd else ()), gspmd=gspmd))


def jit_step(step, args, out_sh, donate):
    jax = _jax()
    return jax.jit(step, in_shardings=jax.tree.map(lambda x: x.sharding, args), out_shardings=out_sh,
                   donate_argnums=donate)


def build_shard_map_step(st: Step, mesh, *, fsdp_manual: bool) -> Built:
    """A train step whose loss and gradients are computed per device inside jax.shard_map: data
    parallel with replicated parameters (gradients pmean'd), or FSDP done by hand (each parameter
    all-gathered before use; autodiff makes the reduce-scatter of its gradient)."""
    import optax  # noqa: PLC0415

    jax = _jax()
    m = st.model
    axis = st.par.batch[0]
    n = mesh.shape[axis]
    ctx = Ctx(m, Par(), mesh, False, False)  # inside shard_map: local shapes, no constraints
    params = param_tree(m, st.par, mesh, scan=st.scan, logical=False)
    batch = batch_specs(m, st.par, mesh, st.micro_batch * n, logical=False)
    opt = make_optimizer(st.optimizer)
    state = state_shardings(jax.eval_shape(opt.init, params), params, mesh)
    specs = jax.tree.map(lambda x: x.sharding.spec, params)

    def local_loss(params, batch):
        if fsdp_manual:
            def gather(x, spec):
                for dim, e in enumerate(spec):
                    if axis in spec_axes(e):
                        return jax.lax.all_gather(x, axis, axis=dim, tiled=True)
                return x

            params = jax.tree.map(gather, params, specs)
        return forward_loss(params, batch, ctx, scan=st.scan, remat=st.remat)

    def local(params, batch):
        loss, grads = jax.value_and_grad(local_loss)(params, batch)
        if fsdp_manual:  # gradients of gathered parameters arrive reduce-scattered: sums over devices
            grads = jax.tree.map(lambda g: g / n, grads)
        else:
            grads = jax.lax.pmean(grads, axis)
        return jax.lax.pmean(loss, axis), grads

    def train_step(params, opt_state, batch):
        loss, grads = jax.shard_map(local, mesh=mesh, in_specs=(specs, P(axis)), out_specs=(P(), specs))(
            params, batch)
        updates, opt_state = opt.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    args = (params, state, batch)
    out_sh = (shardings_of(params), shardings_of(state), NS(mesh, P()))
    return Built(jit_step(train_step, args, out_sh, (0, 1)), args, (0, 1))


def build_frozen_prefix_step(st: Step, mesh, *, frozen_layers: int) -> Built:
    """A frozen prefix: the embedding and the first layers are replicated and not trained (no
    gradients, no optimizer state); the later layers, the final norm and the head are FSDP-sharded
    and trained with AdamW on fp32 masters."""
    import optax  # noqa: PLC0415
    import jax.numpy as jnp  # noqa: PLC0415

    jax = _jax()
    m = st.model
    ctx = Ctx(m, st.par, mesh, False, True)
    full = param_tree(m, st.par, mesh, scan=False, logical=False)
    rep = NS(mesh, P())

    def stack(layers):
        return {k: sds((len(layers), *v.shape), v.dtype, NS(mesh, P(None, *v.sharding.spec)))
                for k, v in layers[0].items()}

    frozen_layers_tree = [jax.tree.map(lambda x: sds(x.shape, x.dtype, rep), p)
                          for p in full["layers"][:frozen_layers]]
    frozen = {"embed": sds(full["embed"].shape, full["embed"].dtype, rep),
              "layers": stack(frozen_layers_tree) if st.scan else frozen_layers_tree}
    trained_layers = full["layers"][frozen_layers:]
    trained = {"final_norm": full["final_norm"], "lm_head": full["lm_head"],
               "layers": stack(trained_layers) if st.scan else trained_layers}
    master = abstract_f32(trained)
    opt = make_optimizer(st.optimizer)
    state = state_shardings(jax.eval_shape(opt.init, master), master, mesh)
    batch = batch_specs(m, st.par, mesh, st.micro_batch * dp_ranks(st, mesh), logical=False)

    def loss_fn(trained, frozen, batch):
        x = embed_tokens(frozen, batch["tokens"], ctx)
        x = run_layers(frozen["layers"], x, ctx, scan=st.scan, remat="none")
        x = run_layers(trained["layers"], x, ctx, scan=st.scan, remat=st.remat)
        return head_loss(trained, x, batch["labels"], ctx)

    def train_step(frozen, trained, master, opt_state, batch):
        loss, grads = jax.value_and_grad(loss_fn)(trained, frozen, batch)
        updates, opt_state = opt.update(cast_tree(grads, jnp.float32), opt_state, master)
        master = optax.apply_updates(master, updates)
        return cast_tree(master, dtype_of(m.param_dtype)), master, opt_state, loss

    args = (frozen, trained, master, state, batch)
    out_sh = (shardings_of(trained), shardings_of(master), shardings_of(state), rep)
    return Built(jit_step(train_step, args, out_sh, (1, 2, 3)), args, (1, 2, 3))


def build_lora_step(st: Step, mesh, *, rank: int, targets: tuple) -> Built:
    """LoRA: the model's weights frozen (FSDP-sharded, bf16), factors A [d_in, r] and B [r, d_out]
    in f32 beside the targeted projections (A sharded on d_in, B on d_out, as the weights), trained
    with AdamW."""
    import optax  # noqa: PLC0415

    jax = _jax()
    m = st.model
    ctx = Ctx(m, st.par, mesh, False, True)
    params = param_tree(m, st.par, mesh, scan=st.scan, logical=False)
    FD = entry(st.par.fd)
    shapes = {n: shape for n, shape, _ in layer_params(m)}

    def factors(stacked):
        lead = (m.layers,) if stacked else ()
        pre = (None,) if stacked else ()
        out = {}
        for t in targets:
            d_in, d_out = shapes[t]
            out[t + "_lora_a"] = sds((*lead, d_in, rank), "f32", NS(mesh, P(*pre, FD, None)))
            out[t + "_lora_b"] = sds((*lead, rank, d_out), "f32", NS(mesh, P(*pre, None, FD)))
        return out

    adapters = factors(True) if st.scan else [factors(False) for _ in range(m.layers)]
    opt = make_optimizer(st.optimizer)
    state = state_shardings(jax.eval_shape(opt.init, adapters), adapters, mesh)
    batch = batch_specs(m, st.par, mesh, st.micro_batch * dp_ranks(st, mesh), logical=False)

    def train_step(params, adapters, opt_state, batch):
        def loss_fn(adapters):
            return forward_loss(params, batch, ctx, scan=st.scan, remat=st.remat, adapters=adapters)

        loss, grads = jax.value_and_grad(loss_fn)(adapters)
        updates, opt_state = opt.update(grads, opt_state, adapters)
        return optax.apply_updates(adapters, updates), opt_state, loss

    args = (params, adapters, state, batch)
    out_sh = (shardings_of(adapters), shardings_of(state), NS(mesh, P()))
    return Built(jit_step(train_step, args, out_sh, (1, 2)), args, (1, 2))


def build_decomposition_step(st: Step, mesh, *, components: int, sites: tuple, layers: tuple, chunk: int,
                             ci_hidden: int, masked_forward: bool) -> Built:
    """A parameter decomposition step (seed 001's shape, small): the model frozen; at each site (a
    projection W of a layer) trainable factors U [d_in, C] and V [C, d_out] in f32 and a causal-
    importance function (a per-component MLP on x U) whose sigmoid masks the components. The
    reconstruction loss compares ((x U) * mask) V with x W over the tokens in chunks (lax.map);
    with `masked_forward`, whole forwards with every site's output so replaced are compared with
    the frozen model's logits (KL), one chunk of sequences at a time in a lax.scan. Plus an
    importance-minimality term. AdamW on the trainables."""
    import optax  # noqa: PLC0415
    import jax.numpy as jnp  # noqa: PLC0415

    jax = _jax()
    m = st.model
    ctx = Ctx(m, st.par, mesh, False, True)
    params = param_tree(m, st.par, mesh, scan=False, logical=False)
    FD = entry(st.par.fd)
    shapes = {n: shape for n, shape, _ in layer_params(m)}
    C, H = components, ci_hidden
    trainable = {}
    for li in layers:
        for site in sites:
            d_in, d_out = shapes[site]
            trainable[f"layer{li}_{site}"] = {
                "U": sds((d_in, C), "f32", NS(mesh, P(FD, None))),
                "V": sds((C, d_out), "f32", NS(mesh, P(None, FD))),
                "ci_in": sds((C, H), "f32", NS(mesh, P())), "ci_bias": sds((C, H), "f32", NS(mesh, P())),
                "ci_out": sds((C, H), "f32", NS(mesh, P())),
            }
    opt = make_optimizer("adamw")
    state = state_shardings(jax.eval_shape(opt.init, trainable), trainable, mesh)
    batch = batch_specs(m, st.par, mesh, st.micro_batch * dp_ranks(st, mesh), logical=False)
    key = sds((2,), "uint32", NS(mesh, P()))
    adt = dtype_of(m.act_dtype)

    def importance(t, inner):  # inner [..., C] -> causal importance in (0, 1)
        hid = jax.nn.gelu(inner[..., None] * t["ci_in"] + t["ci_bias"])
        return jax.nn.sigmoid(jnp.sum(hid * t["ci_out"], axis=-1))

    def frozen_forward(params, tokens, hook=None):
        x = embed_tokens(params, tokens, ctx)
        cast = caster(ctx)
        for li, p in enumerate(params["layers"]):
            x = layer(p, x, ctx, cast, (lambda w, h, y, p, li=li: hook(li, w, h, y)) if hook else None)
        x = norm(x, params["final_norm"], None, adt)
        return (x @ cast(params["lm_head"])).astype(jnp.float32)

    def train_step(params, trainable, opt_state, batch, key):
        rng = jax.random.wrap_key_data(key)

        def loss_fn(trainable):
            if not masked_forward:
                inputs = {}

                def record(li, w, h, y):
                    if li in layers and w in sites:
                        inputs[f"layer{li}_{w}"] = (h, p_of(li, w))
                    return y

                def p_of(li, w):
                    return params["layers"][li][w]

                jax.lax.stop_gradient(frozen_forward(params, batch["tokens"], record))
                rec, minimal = 0.0, 0.0
                for i, (name, (h, w)) in enumerate(sorted(inputs.items())):
                    t = trainable[name]
                    x = jax.lax.stop_gradient(h).reshape(-1, chunk, h.shape[-1])
                    noise = jax.random.uniform(jax.random.fold_in(rng, i), (x.shape[0], chunk, C))

                    def per_chunk(args, t=t, w=w):
                        xc, u = args
                        inner = xc.astype(jnp.float32) @ t["U"]
                        ci = importance(t, inner)
                        mask = ci + (1.0 - ci) * u
                        target = (xc @ w.astype(adt)).astype(jnp.float32)
                        err = (inner * mask) @ t["V"] - target
                        return jnp.sum(err * err), jnp.sum(jnp.abs(ci) ** 0.9)

                    r, mn = jax.lax.map(per_chunk, (x, noise))
                    rec, minimal = rec + jnp.sum(r), minimal + jnp.sum(mn)
                return rec / batch["tokens"].size + 1e-3 * minimal
            tokens = batch["tokens"].reshape(-1, chunk, m.seq)

            def per_chunk(carry, args):
                tok, i = args
                target = jax.lax.stop_gradient(frozen_forward(params, tok))
                minimal = [0.0]

                def replace(li, w, h, y):
                    if li not in layers or w not in sites:
                        return y
                    t = trainable[f"layer{li}_{w}"]
                    inner = h.astype(jnp.float32) @ t["U"]
                    ci = importance(t, inner)
                    u = jax.random.uniform(jax.random.fold_in(rng, i * 1000 + li * 10 + sites.index(w)), ci.shape)
                    minimal[0] = minimal[0] + jnp.sum(jnp.abs(ci) ** 0.9)
                    return ((inner * (ci + (1.0 - ci) * u)) @ t["V"]).astype(y.dtype)

                logits = frozen_forward(params, tok, replace)
                kl = jnp.sum(jax.nn.softmax(target) * (jax.nn.log_softmax(target) - jax.nn.log_softmax(logits)))
                return carry + kl + 1e-3 * minimal[0], None

            total, _ = jax.lax.scan(per_chunk, jnp.zeros((), jnp.float32),
                                    (tokens, jnp.arange(tokens.shape[0])))
            return total / batch["tokens"].size

        loss, grads = jax.value_and_grad(loss_fn)(trainable)
        updates, opt_state = opt.update(grads, opt_state, trainable)
        return optax.apply_updates(trainable, updates), opt_state, loss

    args = (params, trainable, state, batch, key)
    out_sh = (shardings_of(trainable), shardings_of(state), NS(mesh, P()))
    return Built(jit_step(train_step, args, out_sh, (1, 2)), args, (1, 2))


def register_special_steps():
    m8, fsdp8 = fsdp()
    dp8 = Par(batch=("data",))

    def add(name, builder, st, description, plan_args=None, model=None, extra=(), **kw):
        register(Program(name=name, kind="train_step", mesh=st.mesh, description=description,
                         build=functools.partial(builder, st, **kw), plan_args=plan_args,
                         model_json=(model or st.model).json(name) if plan_args else None,
                         features=step_features(st) + tuple(extra)))

    st = Step(model=LLAMA_F32, mesh=(m8,), par=dp8, master=False, scan=True)
    add("llama_shard_map_dp8", build_shard_map_step, st,
        "Llama (fp32 params) data parallel inside jax.shard_map: local loss, grads pmean'd, AdamW",
        plan_args=plan_flags(st, ""), extra=("shard_map",), fsdp_manual=False)
    st = Step(model=LLAMA_F32, mesh=(m8,), par=fsdp8, master=False, scan=False, remat="dots_saveable")
    add("llama_shard_map_fsdp8", build_shard_map_step, st,
        "Llama (fp32 params) FSDP by hand in jax.shard_map: all_gather per parameter, reduce-scattered grads",
        plan_args=plan_flags(st, ""), extra=("shard_map",), fsdp_manual=True)
    st = Step(model=dataclasses.replace(GPT, param_dtype="f32"), mesh=(("data", 16),),
              par=Par(batch=("data",)), master=False, optimizer="sgd", remat="none")
    add("gpt_shard_map_dp16_sgd", build_shard_map_step, st,
        "GPT-like (fp32 params) data parallel over 16 in jax.shard_map, SGD",
        plan_args=plan_flags(st, ""), extra=("shard_map",), fsdp_manual=False)
    deep = dataclasses.replace(LLAMA, layers=4)
    for name, st, k, what in [
        ("llama_frozen_prefix_fsdp8", Step(model=deep, mesh=(m8,), par=fsdp8), 2, "8 devices, unrolled"),
        ("llama_frozen_prefix_fsdp8_scan", Step(model=deep, mesh=(m8,), par=fsdp8, scan=True), 3,
         "8 devices, lax.scan over the frozen and the trained layers"),
    ]:
        st = dataclasses.replace(st, scan=st.scan if "scan" in name else False)
        add(name, build_frozen_prefix_step, st,
            f"Llama, frozen prefix (embedding and {k} of 4 layers replicated, not trained); the rest "
            f"FSDP-sharded, AdamW on fp32 masters; {what}", extra=("frozen_prefix",), frozen_layers=k)
    for name, st, rank, targets in [
        ("llama_lora_fsdp8", Step(mesh=(m8,), par=fsdp8, master=False, scan=False), 8, ("q_proj", "v_proj")),
        ("llama_lora_mlp_fsdp8_scan", Step(mesh=(m8,), par=fsdp8, master=False, remat="dots_saveable"), 16,
         ("gate_proj", "up_proj", "down_proj")),
    ]:
        flags = plan_flags(st, "") + ["--adapter-rank", str(rank), "--adapter-targets", ",".join(targets)]
        add(name, build_lora_step, st,
            f"LoRA rank {rank} on {', '.join(targets)} of a frozen bf16 Llama; f32 factors trained with AdamW",
            plan_args=flags, extra=("lora", "frozen"), rank=rank, targets=targets)
    mlp = ("gate_proj", "up_proj", "down_proj")
    for name, st, kw, what in [
        ("llama_decomposition_fsdp8", Step(model=deep, mesh=(m8,), par=fsdp8, micro_batch=2),
         dict(components=64, sites=mlp, layers=(1,), chunk=32, ci_hidden=8, masked_forward=False),
         "per-site reconstruction in chunks of 32 tokens (lax.map), 8 devices"),
        ("llama_decomposition_dp8", Step(model=deep, mesh=(m8,), par=dp8, micro_batch=1),
         dict(components=128, sites=("down_proj",), layers=(2, 3), chunk=64, ci_hidden=4,
              masked_forward=False), "rank 128, frozen weights replicated, 8 devices"),
        ("llama_decomposition_masked_fsdp8", Step(mesh=(m8,), par=fsdp8, micro_batch=2),
         dict(components=32, sites=("up_proj", "down_proj"), layers=(1,), chunk=8, ci_hidden=8,
              masked_forward=True),
         "masked forwards against the frozen logits (KL), a lax.scan over chunks of 8 sequences"),
    ]:
        add(name, build_decomposition_step, st,
            f"Low-rank parameter decomposition of a frozen Llama: U, V of rank {kw['components']} and a sigmoid "
            f"mask per site on {', '.join(kw['sites'])} of layers {kw['layers']}; {what}",
            extra=("decomposition", "frozen"), **kw)


# ----------------------------------------------------------------------------------------------
# The programs.

LLAMA = Model()
LLAMA_F32 = dataclasses.replace(LLAMA, param_dtype="f32")
LLAMA_WIDE = Model(d=256, layers=4, heads=8, kv_heads=4, head_dim=32, ffn=512, vocab=1024, seq=64)
MIXTRAL = Model(family="mixtral", heads=4, kv_heads=2, head_dim=32, experts=4, top_k=2, ffn=128)
MIXTRAL8 = Model(family="mixtral", heads=4, kv_heads=2, head_dim=32, experts=8, top_k=2, ffn=128)
GPT = Model(family="gpt", d=128, heads=4, kv_heads=4, head_dim=32, ffn=512, vocab=512, seq=64)


def fsdp(axis="data", n=8):
    return (axis, n), Par(batch=(axis,), fsdp=(axis,))


def register_train_steps():
    m8, fsdp8 = fsdp()
    S = Step(mesh=(m8,), par=fsdp8)
    # Every JAX remat policy, on Llama with FSDP over 8 devices (lax.scan over layers, and unrolled).
    # offload_* policies move residuals to pinned_host; the CPU backend compiles them.
    # (checkpoint_dots and checkpoint_dots_with_no_batch_dims are JAX's other names of
    # dots_saveable and dots_with_no_batch_dims_saveable: one program each.)
    for pol, scan in [("nothing_saveable", True), ("nothing_saveable", False), ("everything_saveable", True),
                      ("dots_saveable", True), ("checkpoint_dots", False),
                      ("checkpoint_dots_with_no_batch_dims", True), ("none", True),
                      ("save_only:layer_input", True),
                      ("save_only:query_proj,value_proj,key_proj,out_proj,mlp_hidden,mlp_out", True),
                      ("offload:layer_input", True), ("offload:query_proj,value_proj,key_proj", True)]:
        label = pol.replace("save_only:", "save_").replace("offload:", "offload_").replace(",", "_")
        label = {"save_query_proj_value_proj_key_proj": "save_qkv",
                 "save_query_proj_value_proj_key_proj_out_proj_mlp_hidden_mlp_out": "save_minimal",
                 "offload_query_proj_value_proj_key_proj": "offload_qkv"}.get(label, label)
        name = f"llama_fsdp8_{label}_{'scan' if scan else 'unrolled'}"
        add_step(name, dataclasses.replace(S, remat=pol, scan=scan),
                 f"Llama train step, FSDP over 8 devices, AdamW with fp32 masters, remat {pol}, "
                 f"{'lax.scan over' if scan else 'unrolled'} layers")
    # Policies shardmem plan has no word for: no plan_args.
    for pol, label in [("save_except:mlp_hidden", "save_anything_except_mlp_hidden"),
                       ("save_from_both", "save_from_both_policies"),
                       ("offload_dot_with_no_batch_dims", "offload_dot_with_no_batch_dims")]:
        add_step(f"llama_fsdp8_{label}_scan", dataclasses.replace(S, remat=pol),
                 f"Llama train step, FSDP over 8 devices, AdamW with fp32 masters, remat {pol}", plan=False)
    # Donation and optimizers.
    add_step("llama_fsdp8_not_donated", dataclasses.replace(S, donate=False),
             "Llama train step as a plain jax.jit (no donation): new params and states beside the old")
    add_step("llama_fsdp8_f32_params_adamw", dataclasses.replace(S, model=LLAMA_F32, master=False),
             "Llama with fp32 parameters (bf16 compute), AdamW, FSDP over 8")
    add_step("llama_fsdp8_bf16_adamw_f32_moments", dataclasses.replace(S, master=False, state_f32=True),
             "Llama, bf16 parameters without masters, AdamW moments in fp32, FSDP over 8")
    add_step("llama_fsdp8_adafactor_master", dataclasses.replace(S, optimizer="adafactor"),
             "Llama, optax Adafactor (factored second moments) on fp32 masters, FSDP over 8")
    add_step("llama_fsdp8_adafactor_f32_not_donated", dataclasses.replace(S, model=LLAMA_F32, master=False,
                                                                         optimizer="adafactor", donate=False),
             "Llama with fp32 parameters, optax Adafactor, no donation, FSDP over 8")
    add_step("llama_fsdp8_sgd_f32", dataclasses.replace(S, model=LLAMA_F32, master=False, optimizer="sgd"),
             "Llama with fp32 parameters, plain SGD (no optimizer state), FSDP over 8")
            # Parallelism: data, FSDP, tensor, expert, sequence; logical axis rules and plain specs.
    add_step("llama_dp8_zero0", Step(mesh=(("data", 8),), par=Par(batch=("data",))),
             "Llama, pure data parallelism over 8 (parameters and states replicated)")
    add_step("llama_dp8_zero1", Step(mesh=(("data", 8),), par=Par(batch=("data",)), zero1=True),
             "Llama, ZeRO-1 over 8: parameters replicated, optimizer states sharded over data")
    tp = Par(batch=("data",), fsdp=("data",), tensor="model")
    add_step("llama_fsdp2_tp4", Step(mesh=(("data", 2), ("model", 4)), par=tp),
             "Llama, FSDP over data=2 and Megatron tensor parallelism over model=4")
    add_step("llama_fsdp4_tp2_unconstrained", Step(mesh=(("data", 4), ("model", 2)), par=tp, constrain=False,
                                                   remat="dots_saveable"),
             "Llama, FSDP 4 x tensor 2, shardings on the arguments only (no activation constraints), "
             "dots_saveable")
    add_step("llama_tp8", Step(model=dataclasses.replace(LLAMA, kv_heads=8), mesh=(("model", 8),),
                               par=Par(tensor="model")),
             "Llama (8 key/value heads), tensor parallelism over 8 (no data axis)")
    add_step("llama_fsdp2_tp4_sp", Step(mesh=(("data", 2), ("model", 4)),
                                        par=dataclasses.replace(tp, sequence_parallel=True)),
             "Llama, FSDP 2 x tensor 4 with Megatron sequence parallelism on the tensor axis")
    add_step("llama_logical_fsdp4_tp2", Step(mesh=(("data", 4), ("model", 2)), par=tp, logical=True),
             "Llama, MaxText-style logical axes (rules to data/model), FSDP 4 x tensor 2")
    add_step("llama_logical_fsdp2_tp4_unrolled", Step(mesh=(("data", 2), ("model", 4)), par=tp, logical=True,
                                                      scan=False, remat="save_only:query_proj,value_proj,key_proj"),
             "Llama, logical axes, FSDP 2 x tensor 4, unrolled, MaxText save_qkv_proj")
    ctxp = Par(batch=("data",), fsdp=("data",), seq="seq")
    add_step("llama_fsdp2_context4", Step(mesh=(("data", 2), ("seq", 4)), par=ctxp),
             "Llama, FSDP over data=2, activations split over the sequence on seq=4 (context parallelism)",
             plan=False)
    add_step("llama_logical_fsdp4_context2", Step(mesh=(("data", 4), ("seq", 2)), par=ctxp, logical=True),
             "Llama, logical axes, activations split over sequence axis seq=2, FSDP 4", plan=False)
    hyb = Par(batch=("replica", "fsdp"), fsdp=("fsdp",))
    add_step("llama_hybrid_replica2_fsdp4", Step(mesh=(("replica", 2), ("fsdp", 4)), par=hyb),
             "Llama, hybrid sharding: FSDP over fsdp=4, replicated over replica=2, batch over both",
             extra=("hybrid",))
    two = Par(batch=("data", "fsdp"), fsdp=("data", "fsdp"))
    add_step("llama_fsdp_2x4", Step(mesh=(("data", 2), ("fsdp", 4)), par=two),
             "Llama, FSDP over both axes data=2, fsdp=4 (parameters sharded over their product)")
    # Mixtral-like mixture of experts.
    ep = Par(batch=("data", "expert"), fsdp=("data",), expert="expert")
    add_step("mixtral_fsdp8", Step(model=MIXTRAL, mesh=(m8,), par=fsdp8),
             "Mixtral-like MoE (4 experts, top-2), FSDP over 8, experts not split")
    add_step("mixtral_fsdp2_ep4", Step(model=MIXTRAL, mesh=(("data", 2), ("expert", 4)), par=ep),
             "Mixtral-like MoE, FSDP over data=2, experts over expert=4 (all-to-all dispatch)")
    add_step("mixtral_ep8", Step(model=MIXTRAL8, mesh=(("expert", 8),), par=Par(batch=("expert",), expert="expert"),
                                 remat="dots_saveable"),
             "Mixtral-like MoE, 8 experts over expert=8, dense weights sharded over it too")
    add_step("mixtral_fsdp2_ep2_tp2", Step(model=MIXTRAL, mesh=(("data", 2), ("expert", 2), ("model", 2)),
                                           par=Par(batch=("data", "expert"), fsdp=("data",), expert="expert",
                                                   tensor="model")),
             "Mixtral-like MoE, FSDP 2 x expert 2 x tensor 2")
    add_step("mixtral_logical_fsdp2_ep4", Step(model=MIXTRAL, mesh=(("data", 2), ("expert", 4)), par=ep,
                                               logical=True),
             "Mixtral-like MoE with MaxText-style logical axes, FSDP 2 x expert 4")
    add_step("mixtral_fsdp2_ep4_replicated_dense", Step(model=MIXTRAL, mesh=(("data", 2), ("expert", 4)),
                                                        par=dataclasses.replace(ep, dense_over_expert=False)),
             "Mixtral-like MoE, expert=4, weights outside the experts not split over the expert axis "
             "(Megatron-LM's layout: --dense-over-expert replicate)",
             plan=True)
    # GPT-like.
    add_step("gpt_fsdp8", Step(model=GPT, mesh=(m8,), par=fsdp8),
             "GPT-like decoder (LayerNorm, GeLU, learned positions, tied embeddings), FSDP over 8")
    add_step("gpt_fsdp2_tp4", Step(model=GPT, mesh=(("data", 2), ("model", 4)), par=tp),
             "GPT-like, FSDP 2 x tensor 4")
    add_step("gpt_dp8_zero0_dots", Step(model=GPT, mesh=(("data", 8),), par=Par(batch=("data",)),
                                        remat="dots_saveable"),
             "GPT-like, pure data parallelism over 8, dots_saveable")
    # Wider, deeper, other device counts.
    add_step("llama_wide_fsdp16", Step(model=LLAMA_WIDE, mesh=(("data", 16),), par=Par(batch=("data",),
                                                                                       fsdp=("data",))),
             "Llama d_model 256, 4 layers, FSDP over 16")
    add_step("llama_wide_fsdp4_tp4", Step(model=LLAMA_WIDE, mesh=(("data", 4), ("model", 4)), par=tp),
             "Llama d_model 256, 4 layers, FSDP 4 x tensor 4 (16 devices)")
    add_step("llama_fsdp32", Step(mesh=(("data", 32),), par=Par(batch=("data",), fsdp=("data",))),
             "Llama, FSDP over 32 devices")
    add_step("llama_fsdp4_micro2", Step(mesh=(("data", 4),), par=Par(batch=("data",), fsdp=("data",)),
                                        micro_batch=2),
             "Llama, FSDP over 4 devices, 2 sequences per device")
    add_step("llama_single_device", Step(mesh=(("data", 1),), par=Par(batch=("data",), fsdp=("data",)),
                                         micro_batch=4),
             "Llama train step on one device")
    add_step("llama_fsdp8_chunked_loss", dataclasses.replace(S, chunked_loss=16),
             "Llama, cross-entropy in chunks of 16 positions through lax.map (no whole logits)")
    add_step("llama_fsdp8_gspmd", S, "Llama, FSDP over 8, lowered with GSPMD instead of Shardy", gspmd=True)
    # Gradient accumulation.
    add_step("llama_fsdp8_accumulate4", dataclasses.replace(S, accumulate=4),
             "Llama, gradient accumulation: 4 micro-batches summed in a lax.scan inside the step",
             plan=False)
    add_step("llama_fsdp8_multisteps4", dataclasses.replace(S, model=LLAMA_F32, master=False, multisteps=4),
             "Llama with fp32 parameters, optax.MultiSteps(adamw, 4): one call is one micro-step, "
             "the accumulator is optimizer state")
    # Forward-only evaluation steps (kind forward).
    add_step("llama_eval_fsdp8", S, "Llama forward and loss only, FSDP over 8", eval_step=True)
    add_step("llama_eval_fsdp2_tp4", Step(mesh=(("data", 2), ("model", 4)), par=tp), "Llama eval, FSDP 2 x TP 4",
             eval_step=True)
    add_step("mixtral_eval_fsdp2_ep4", Step(model=MIXTRAL, mesh=(("data", 2), ("expert", 4)), par=ep),
             "Mixtral-like eval, FSDP 2 x expert 4", eval_step=True)
    add_step("gpt_eval_dp8", Step(model=GPT, mesh=(("data", 8),), par=Par(batch=("data",)), scan=False),
             "GPT-like eval, data parallel over 8, unrolled", eval_step=True)
    add_step("llama_eval_single_device", Step(mesh=(("data", 1),), par=Par(batch=("data",), fsdp=("data",)),
                                              micro_batch=2), "Llama eval on one device", eval_step=True)
    add_step("llama_wide_eval_fsdp16", Step(model=LLAMA_WIDE, mesh=(("data", 16),),
                                            par=Par(batch=("data",), fsdp=("data",))),
             "Llama d_model 256 eval, FSDP over 16", eval_step=True)


# ----------------------------------------------------------------------------------------------
# Smaller programs: single ops, matmuls under shardings, reductions, loops, collectives,
# resharding, donation, host offload, optimizer updates, single layers, remat on an MLP.


def add_simple(name, kind, mesh, description, make, features=()):
    """make(mesh) -> (function, abstract args, jax.jit keywords); shardings ride on the args."""

    def build(mesh_obj):
        f, args, kw = make(mesh_obj)
        return Built(_jax().jit(f, **kw), tuple(args), tuple(kw.get("donate_argnums", ())))

    register(Program(name=name, kind=kind, mesh=tuple(mesh), description=description, build=build,
                     features=tuple(features)))


def arg(shape, dtype, mesh, spec=None, memory_kind=None):
    if mesh is None:
        return sds(shape, dtype)
    return sds(shape, dtype, NS(mesh, spec if spec is not None else P(), memory_kind))


def out_sh(mesh, spec, memory_kind=None):
    return {} if mesh is None else {"out_shardings": NS(mesh, spec, memory_kind)}


def mesh_label(mesh):
    return "x".join(f"{a}{s}" for a, s in mesh) if mesh else "1dev"


def register_matmuls():
    shapes = [((256, 256, 256), "f32"), ((512, 128, 1024), "bf16"), ((128, 1024, 128), "f32")]
    x8, xy = (("x", 8),), (("x", 2), ("y", 4))
    layouts = [
        ((), "1dev", None, None, None, "on one device"),
        (x8, "rows", P("x", None), P(), None, "lhs rows split, rhs replicated"),
        (x8, "cols", P(), P(None, "x"), None, "rhs columns split"),
        (x8, "contract", P(None, "x"), P("x", None), P(), "contracting dimension split: an all-reduce"),
        (x8, "contract_scatter", P(None, "x"), P("x", None), P("x", None),
         "contracting dimension split, output rows split: a reduce-scatter"),
        (x8, "rows_cols", P("x", None), P(None, "x"), P("x", None), "lhs rows and rhs columns on one axis"),
        (xy, "2d", P("x", "y"), P("y", None), P("x", None), "lhs over both axes, contracting over y"),
        (xy, "2d_out", P("x", None), P(None, "y"), P("x", "y"), "output split over both axes"),
    ]
    for (M, K, N), dt in shapes:
        for mesh, label, ls, rs, os_, what in layouts:
            def make(m, M=M, K=K, N=N, dt=dt, ls=ls, rs=rs, os_=os_):
                kw = out_sh(m, os_) if os_ is not None else {}
                return (lambda a, b: a @ b), [arg((M, K), dt, m, ls), arg((K, N), dt, m, rs)], kw

            add_simple(f"matmul_{M}x{K}x{N}_{dt}_{label}", "matmul", mesh,
                       f"[{M},{K}] @ [{K},{N}] {dt}, {what}", make)
    for n, label in [(2, "x2"), (4, "x4"), (16, "x16")]:
        for ls, rs, os_, what in [(P("x", None), P(), None, "rows"), (P(None, "x"), P("x", None), P(), "contract")]:
            def make(m, ls=ls, rs=rs, os_=os_):
                kw = out_sh(m, os_) if os_ is not None else {}
                return (lambda a, b: a @ b), [arg((512, 256), "f32", m, ls), arg((256, 512), "f32", m, rs)], kw

            add_simple(f"matmul_512x256x512_{what}_{label}", "matmul", (("x", n),),
                       f"[512,256] @ [256,512] f32 on {n} devices, {what} split", make)

    def bmm(m):
        import jax.numpy as jnp  # noqa: PLC0415

        return (lambda a, b: jnp.einsum("bmk,bkn->bmn", a, b)), [
            arg((16, 128, 64), "bf16", m, P("x")), arg((16, 64, 128), "bf16", m, P("x"))], {}

    add_simple("batched_matmul_x8", "matmul", (("x", 8),), "einsum bmk,bkn->bmn with the batch split over 8", bmm)

    def bmm_heads(m):
        import jax.numpy as jnp  # noqa: PLC0415

        return (lambda a, b: jnp.einsum("bhsd,bhtd->bhst", a, b)), [
            arg((4, 8, 64, 32), "bf16", m, P("x", "y")), arg((4, 8, 64, 32), "bf16", m, P("x", "y"))], {}

    add_simple("attention_scores_2x4", "matmul", (("x", 2), ("y", 4)),
               "q k^T per head, batch over x, heads over y", bmm_heads)

    for mesh in [(), (("x", 8),), (("x", 2), ("y", 4))]:
        def mlp(m, mesh=mesh):
            import jax.numpy as jnp  # noqa: PLC0415

            def f(x, w1, w2, w3):
                return jnp.tanh(jnp.tanh(x @ w1) @ w2) @ w3

            y = "y" if len(mesh) == 2 else None
            xa = "x" if mesh else None
            return f, [arg((256, 512), "f32", m, P(xa, None)), arg((512, 1024), "f32", m, P(None, y)),
                       arg((1024, 512), "f32", m, P(y, None)), arg((512, 128), "f32", m, P())], {}

        add_simple(f"mlp_chain_{mesh_label(mesh)}", "matmul", mesh,
                   "three matmuls with tanh between them (Megatron-style split on y where there is one)", mlp)


def register_elementwise():
    for n in (4, 64, 512):
        for mesh in [(), (("x", 8),)]:
            def make(m, n=n):
                import jax.numpy as jnp  # noqa: PLC0415

                def f(x):
                    for i in range(n):
                        x = jnp.sin(x) * 1.01 + (0.5 if i % 2 else -0.25)
                    return x

                return f, [arg((1024, 256), "f32", m, P("x") if m else None)], {}

            add_simple(f"elementwise_chain{n}_{mesh_label(mesh)}", "elementwise", mesh,
                       f"a chain of {n} sin-scale-add steps on f32[1024,256]", make)
    for mesh in [(), (("x", 8),)]:
        def conv(m):
            import jax.numpy as jnp  # noqa: PLC0415

            return (lambda x: (x.astype(jnp.bfloat16) * 2).astype(jnp.float32) + x), [
                arg((512, 512), "f32", m, P(None, "x") if m else None)], {}

        add_simple(f"convert_roundtrip_{mesh_label(mesh)}", "elementwise", mesh, "f32 -> bf16 -> f32 plus the input",
                   conv)

        def bias(m):
            import jax.numpy as jnp  # noqa: PLC0415

            return (lambda x, b: jnp.maximum(x + b[None, :], 0.0)), [
                arg((256, 1024), "bf16", m, P("x") if m else None), arg((1024,), "bf16", m, P())], {}

        add_simple(f"bias_relu_{mesh_label(mesh)}", "elementwise", mesh, "broadcast bias add and relu", bias)

    def outputs_many(m):
        import jax.numpy as jnp  # noqa: PLC0415

        return (lambda x: (jnp.sin(x), jnp.cos(x), x * 2, x.T, jnp.exp(x))), [arg((128, 256), "f32", m, P("x"))], {}

    add_simple("five_outputs_x8", "elementwise", (("x", 8),), "five outputs of one input", outputs_many)


def register_reductions():
    cases = [
        ("sum_rows", lambda x: x.sum(axis=0)), ("sum_cols", lambda x: x.sum(axis=1)), ("sum_all", lambda x: x.sum()),
        ("max_cols", lambda x: x.max(axis=1)), ("argmax_cols", lambda x: x.argmax(axis=1)),
        ("mean_var", lambda x: (x.mean(axis=1), x.var(axis=1))),
        ("logsumexp", lambda x: _jax().nn.logsumexp(x, axis=-1)),
        ("cumsum", lambda x: x.cumsum(axis=1)),
    ]
    for name, fn in cases:
        for mesh, spec, what in [((), None, "one device"), ((("x", 8),), P("x", None), "rows split over 8"),
                                 ((("x", 8),), P(None, "x"), "columns split over 8")]:
            if name in ("cumsum", "mean_var", "logsumexp") and spec == P("x", None):
                continue
            label = mesh_label(mesh) if spec is None else ("rows" if spec == P("x", None) else "cols") + "_x8"

            def make(m, fn=fn, spec=spec):
                return fn, [arg((1024, 512), "f32", m, spec)], {}

            add_simple(f"reduce_{name}_{label}", "reduction", mesh, f"{name} of f32[1024,512], {what}", make)


def register_control_flow():
    def fori(m, n=10, spec=None):
        jax = _jax()
        import jax.numpy as jnp  # noqa: PLC0415

        def f(x, w):
            return jax.lax.fori_loop(0, n, lambda i, x: jnp.tanh(x @ w), x)

        return f, [arg((256, 256), "f32", m, spec), arg((256, 256), "f32", m, P())], {}

    for mesh, spec in [((), None), ((("x", 8),), P("x"))]:
        add_simple(f"fori_loop_matmul_{mesh_label(mesh)}", "control_flow", mesh, "fori_loop of 10 tanh(x @ w)",
                   functools.partial(fori, spec=spec))

    def while_dyn(m, spec=None):
        jax = _jax()
        import jax.numpy as jnp  # noqa: PLC0415

        def f(x, limit):
            def cond(c):
                i, x = c
                return (i < 100) & (jnp.max(x) < limit)

            def body(c):
                i, x = c
                return i + 1, x * 1.5 + 0.1

            return jax.lax.while_loop(cond, body, (0, x))[1]

        return f, [arg((512, 128), "f32", m, spec), arg((), "f32", m, P())], {}

    for mesh, spec in [((), None), ((("x", 8),), P("x"))]:
        add_simple(f"while_data_dependent_{mesh_label(mesh)}", "control_flow", mesh,
                   "while_loop whose condition reads the carried array's max", functools.partial(while_dyn, spec=spec))

    def scan_ys(m, spec=None):
        jax = _jax()
        import jax.numpy as jnp  # noqa: PLC0415

        def body(x, w):
            y = jnp.tanh(x @ w)
            return y, y.sum(axis=0)

        def f(x, ws):
            return jax.lax.scan(body, x, ws)

        return f, [arg((128, 256), "f32", m, spec), arg((8, 256, 256), "f32", m, P())], {}

    for mesh, spec in [((), None), ((("x", 8),), P("x"))]:
        add_simple(f"scan_stacked_outputs_{mesh_label(mesh)}", "control_flow", mesh,
                   "lax.scan over 8 stacked weights, stacking a per-step output", functools.partial(scan_ys, spec=spec))

    def scan_grad(m, spec=None, remat=False):
        jax = _jax()
        import jax.numpy as jnp  # noqa: PLC0415

        def loss(ws, x):
            def body(x, w):
                return jnp.tanh(x @ w), None

            if remat:
                body = jax.checkpoint(body)
            return jax.lax.scan(body, x, ws)[0].sum()

        return jax.grad(loss), [arg((8, 256, 256), "f32", m, P()), arg((128, 256), "f32", m, spec)], {}

    for mesh, spec in [((), None), ((("x", 8),), P("x"))]:
        for remat in (False, True):
            add_simple(f"scan_grad{'_remat' if remat else ''}_{mesh_label(mesh)}", "control_flow", mesh,
                       "gradient of a lax.scan over 8 layers" + (" under jax.checkpoint" if remat else ""),
                       functools.partial(scan_grad, spec=spec, remat=remat))

    def nested(m):
        jax = _jax()
        import jax.numpy as jnp  # noqa: PLC0415

        def f(x):
            def outer(i, x):
                return jax.lax.fori_loop(0, 4, lambda j, y: jnp.sin(y) + j, x) * 0.5

            return jax.lax.fori_loop(0, 3, outer, x)

        return f, [arg((256, 256), "f32", m, P("x") if m else None)], {}

    add_simple("nested_loops_1dev", "control_flow", (), "fori_loop inside fori_loop", nested)
    add_simple("nested_loops_x8", "control_flow", (("x", 8),), "fori_loop inside fori_loop, rows split", nested)

    def cond(m):
        jax = _jax()
        import jax.numpy as jnp  # noqa: PLC0415

        def f(p, x, w):
            return jax.lax.cond(p, lambda: jnp.tanh(x @ w) @ w.T, lambda: x * 2.0)

        return f, [arg((), "pred", m, P()), arg((256, 512), "f32", m, P("x") if m else None),
                   arg((512, 1024), "f32", m, P())], {}

    add_simple("cond_branches_1dev", "control_flow", (), "lax.cond: two matmuls or a scale", cond)
    add_simple("cond_branches_x8", "control_flow", (("x", 8),), "lax.cond with rows split over 8", cond)

    def switch(m):
        jax = _jax()
        import jax.numpy as jnp  # noqa: PLC0415

        def f(i, x):
            return jax.lax.switch(i, [lambda x: x + 1, lambda x: jnp.sort(x, axis=-1), lambda x: x @ x.T @ x], x)

        return f, [arg((), "s32", m, P()), arg((128, 128), "f32", m)], {}

    add_simple("switch_three_branches", "control_flow", (), "lax.switch over three branches of unlike temp", switch)

    def assoc(m):
        jax = _jax()
        return (lambda x: jax.lax.associative_scan(lambda a, b: a + b, x, axis=0)), [arg((1024, 64), "f32", m)], {}

    add_simple("associative_scan", "control_flow", (), "lax.associative_scan (prefix sum) over 1024 rows", assoc)

    def lmap(m):
        jax = _jax()
        import jax.numpy as jnp  # noqa: PLC0415

        return (lambda x, w: jax.lax.map(lambda r: jnp.tanh(r @ w), x)), [
            arg((16, 64, 256), "f32", m, P(None, "x") if m else None), arg((256, 256), "f32", m, P())], {}

    add_simple("lax_map_1dev", "control_flow", (), "lax.map of a matmul over 16 chunks", lmap)
    add_simple("lax_map_x8", "control_flow", (("x", 8),), "lax.map over 16 chunks, each chunk's rows split", lmap)


def register_collectives():
    def sm(body, in_specs, out_specs, shape, dtype="f32", extra_args=()):
        def make(m):
            jax = _jax()
            f = jax.shard_map(body, mesh=m, in_specs=in_specs, out_specs=out_specs, check_vma=False)
            return f, [arg(shape, dtype, m, in_specs[0] if isinstance(in_specs, tuple) else in_specs),
                       *[arg(s, dtype, m, sp) for s, sp in extra_args]], {}

        return make

    L = _lazy_lax
    x8, x16, xy = (("x", 8),), (("x", 16),), (("x", 2), ("y", 4))
    cases = [
        ("psum", x8, lambda x: L().psum(x, "x"), (P("x"),), P(), (8 * 64, 128), "psum of each device's block"),
        ("pmean", x8, lambda x: L().pmean(x, "x"), (P("x"),), P(), (8 * 64, 128), "pmean"),
        ("pmax", x8, lambda x: L().pmax(x, "x"), (P("x"),), P(), (8 * 64, 128), "pmax"),
        ("all_gather_tiled", x8, lambda x: L().all_gather(x, "x", tiled=True), (P("x"),), P(), (512, 128),
         "all_gather, tiled"),
        ("all_gather_stacked", x8, lambda x: L().all_gather(x, "x"), (P("x"),), P(None), (512, 128),
         "all_gather with a new axis"),
        ("psum_scatter", x8, lambda x: L().psum_scatter(x, "x", tiled=True), (P(),), P("x"), (512, 128),
         "psum_scatter (reduce-scatter)"),
        ("ppermute_ring", x8, lambda x: L().ppermute(x, "x", [(i, (i + 1) % 8) for i in range(8)]), (P("x"),),
         P("x"), (512, 128), "ppermute one step around a ring"),
        ("all_to_all", x8, lambda x: L().all_to_all(x, "x", 1, 0, tiled=True), (P("x"),), P("x"), (512, 128),
         "all_to_all, split columns, concatenate rows"),
        ("axis_index_scale", x8, lambda x: x * L().axis_index("x"), (P("x"),), P("x"), (512, 128),
         "scale by axis_index"),
        ("psum_x16", x16, lambda x: L().psum(x, "x"), (P("x"),), P(), (16 * 32, 256), "psum over 16"),
        ("all_gather_x16", x16, lambda x: L().all_gather(x, "x", tiled=True), (P("x"),), P(), (512, 64),
         "all_gather over 16"),
        ("ppermute_x16", x16, lambda x: L().ppermute(x, "x", [(i, (i + 3) % 16) for i in range(16)]), (P("x"),),
         P("x"), (512, 64), "ppermute by 3 over 16"),
        ("psum_inner_axis", xy, lambda x: L().psum(x, "y"), (P("x", "y"),), P("x"), (256, 512),
         "psum over y of a 2x4 mesh"),
        ("psum_both_axes", xy, lambda x: L().psum(x, ("x", "y")), (P("x", "y"),), P(), (256, 512),
         "psum over both axes"),
        ("all_gather_outer_axis", xy, lambda x: L().all_gather(x, "x", axis=0, tiled=True), (P("x", "y"),),
         P(None, "y"), (256, 512), "all_gather over x of a 2x4 mesh"),
        ("all_to_all_inner", xy, lambda x: L().all_to_all(x, "y", 0, 1, tiled=True), (P("x", "y"),),
         P("x", "y"), (256, 512), "all_to_all over y"),
        ("psum_scatter_inner", xy, lambda x: L().psum_scatter(x, "y", scatter_dimension=1, tiled=True),
         (P("x", None),), P("x", "y"), (256, 512), "reduce-scatter over y"),
    ]
    for name, mesh, body, ins, outs, shape, what in cases:
        add_simple(f"collective_{name}_{mesh_label(mesh)}", "collective", mesh, f"shard_map: {what}",
                   sm(body, ins, outs, shape))

    def ring_matmul(m):
        jax = _jax()
        n = 8

        def body(x, w):  # collective matmul: rotate the weight shards around the ring
            def step(i, c):
                acc, w = c
                return acc + x[:, :w.shape[0]] @ w, jax.lax.ppermute(w, "x", [(j, (j + 1) % n) for j in range(n)])

            import jax.numpy as jnp  # noqa: PLC0415

            acc = jnp.zeros((x.shape[0], w.shape[1]), x.dtype)
            return jax.lax.fori_loop(0, n, step, (acc, w))[0]

        f = jax.shard_map(body, mesh=m, in_specs=(P("x"), P("x")), out_specs=P("x"), check_vma=False)
        return f, [arg((512, 256), "f32", m, P("x")), arg((256, 128), "f32", m, P("x"))], {}

    add_simple("collective_ring_matmul_x8", "collective", (("x", 8),),
               "shard_map: a matmul with its weight shards passed around a ring in a fori_loop", ring_matmul)

    def megatron_mlp(m):
        jax = _jax()

        def body(x, w1, w2):
            return jax.lax.psum(jax.nn.gelu(x @ w1) @ w2, "y")

        f = jax.shard_map(body, mesh=m, in_specs=(P("x"), P(None, "y"), P("y", None)), out_specs=P("x"))
        return f, [arg((64, 256), "bf16", m, P("x")), arg((256, 1024), "bf16", m, P(None, "y")),
                   arg((1024, 256), "bf16", m, P("y", None))], {}

    add_simple("collective_megatron_mlp_x2y4", "collective", (("x", 2), ("y", 4)),
               "shard_map: Megatron MLP, column then row split on y with a psum", megatron_mlp)


def _lazy_lax():
    return _jax().lax


def register_resharding():
    cases = [
        ((("x", 8),), P("x", None), P(None, "x"), "rows to columns (all-to-all)"),
        ((("x", 8),), P("x", None), P(), "rows to replicated (all-gather)"),
        ((("x", 8),), P(), P("x", None), "replicated to rows (slice)"),
        ((("x", 8),), P(None, "x"), P(), "columns to replicated"),
        ((("x", 2), ("y", 4)), P("x", "y"), P("y", "x"), "transpose the mesh axes"),
        ((("x", 2), ("y", 4)), P("x", None), P("x", "y"), "split further over y"),
        ((("x", 2), ("y", 4)), P(("x", "y"), None), P(None, ("x", "y")), "rows over both axes to columns"),
        ((("x", 2), ("y", 4)), P("x", "y"), P(), "both axes to replicated"),
        ((("x", 16),), P("x", None), P(None, "x"), "rows to columns over 16"),
        ((("x", 4), ("y", 4)), P("x", "y"), P(("x", "y"), None), "2D to rows over 16"),
    ]
    for i, (mesh, a, b, what) in enumerate(cases):
        def make(m, a=a, b=b):
            jax = _jax()

            def f(x):
                y = jax.lax.with_sharding_constraint(x * 2.0, NS(m, b))
                return y + 1.0

            return f, [arg((512, 512), "f32", m, a)], out_sh(m, b)

        add_simple(f"reshard_{i:02d}_{mesh_label(mesh)}", "resharding", mesh, f"with_sharding_constraint: {what}",
                   make)
    for mesh, a, b, what in [((("x", 8),), P("x"), P(None, "x"), "output sharding differs from the input's"),
                             ((("x", 2), ("y", 4)), P("x", "y"), P("y", None), "output over the other axis")]:
        def make(m, a=a, b=b):
            return (lambda x: x.T * 3.0), [arg((256, 1024), "f32", m, a)], out_sh(m, b)

        add_simple(f"reshard_out_{mesh_label(mesh)}_{'a' if len(mesh) == 1 else 'b'}", "resharding", mesh,
                   f"transpose, {what}", make)
    for pad_shape, mesh in [((500, 256), (("x", 8),)), ((1000, 30), (("x", 2), ("y", 4)))]:
        def make(m, pad_shape=pad_shape):
            jax = _jax()
            import jax.numpy as jnp  # noqa: PLC0415

            spec = P("x") if len(m.shape) == 1 else P("x", "y")

            def f(x):
                return jnp.sin(jax.lax.with_sharding_constraint(x * 2.0, NS(m, spec))) + 1.0

            return f, [arg(pad_shape, "f32", m, P())], {}

        add_simple(f"reshard_uneven_{pad_shape[0]}x{pad_shape[1]}_{mesh_label(mesh)}", "resharding", mesh,
                   f"f32{list(pad_shape)} constrained to a split the devices do not divide (padded tiles)", make)


def register_ops():
    def jnp_():
        import jax.numpy as jnp  # noqa: PLC0415

        return jnp

    def op(name, description, fn, shapes, mesh=(), specs=None, kw=None):
        def make(m):
            args = [arg(s, d, m, (specs[i] if specs else None)) for i, (s, d) in enumerate(shapes)]
            return fn, args, (kw(m) if kw else {})

        add_simple(f"op_{name}_{mesh_label(mesh)}", "op", mesh, description, make)

    J = _jax
    op("conv2d", "2-D convolution NHWC, 3x3, 32 -> 64 channels",
       lambda x, w: J().lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC")),
       [((8, 32, 32, 32), "f32"), ((3, 3, 32, 64), "f32")])
    op("conv2d", "2-D convolution with the batch split over 8",
       lambda x, w: J().lax.conv_general_dilated(x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC")),
       [((16, 32, 32, 16), "f32"), ((3, 3, 16, 32), "f32")], (("x", 8),), [P("x"), P()])
    op("sort", "sort rows of f32[512,512]", lambda x: jnp_().sort(x, axis=-1), [((512, 512), "f32")])
    op("argsort", "argsort rows", lambda x: jnp_().argsort(x, axis=-1), [((256, 512), "f32")])
    op("top_k", "top 8 of each row", lambda x: J().lax.top_k(x, 8), [((1024, 512), "f32")])
    op("top_k", "top 8 of each row, rows split", lambda x: J().lax.top_k(x, 8), [((1024, 512), "f32")],
       (("x", 8),), [P("x")])
    op("gather_rows", "take 256 rows by index (an embedding lookup)", lambda t, i: jnp_().take(t, i, axis=0),
       [((4096, 128), "f32"), ((256,), "s32")])
    op("gather_rows", "embedding lookup, table split over its columns",
       lambda t, i: jnp_().take(t, i, axis=0), [((4096, 128), "f32"), ((256,), "s32")], (("x", 8),),
       [P(None, "x"), P()])
    op("scatter_add", "x.at[idx].add(updates)", lambda x, i, u: x.at[i].add(u),
       [((4096, 64), "f32"), ((512,), "s32"), ((512, 64), "f32")])
    op("dynamic_update_slice", "write a block at a dynamic offset",
       lambda x, u, i: J().lax.dynamic_update_slice(x, u, (i, 0)), [((1024, 256), "f32"), ((64, 256), "f32"),
                                                                     ((), "s32")])
    op("dynamic_slice", "read a block at a dynamic offset", lambda x, i: J().lax.dynamic_slice(x, (i, 0), (64, 256)),
       [((1024, 256), "f32"), ((), "s32")])
    op("concatenate", "concatenate three arrays", lambda a, b, c: jnp_().concatenate([a, b, c], axis=0),
       [((128, 256), "f32"), ((256, 256), "f32"), ((64, 256), "f32")])
    op("pad", "pad with edges", lambda x: jnp_().pad(x, ((3, 5), (0, 7))), [((500, 250), "f32")])
    op("transpose", "transpose of a 3-D array", lambda x: jnp_().transpose(x, (2, 0, 1)) + 1.0,
       [((64, 128, 32), "f32")])
    op("reshape_transpose", "split heads: reshape and transpose",
       lambda x: x.reshape(8, 64, 16, 64).transpose(0, 2, 1, 3) * 2.0, [((8, 64, 1024), "bf16")])
    op("iota_where", "where(iota < x) with a broadcast iota",
       lambda x: jnp_().where(jnp_().arange(512)[None, :] < x[:, :1], x, 0.0), [((512, 512), "f32")])
    op("random_normal", "jax.random.normal from a key argument (threefry)",
       lambda k: J().random.normal(J().random.wrap_key_data(k), (512, 512)), [((2,), "uint32")])
    op("random_normal", "jax.random.normal sharded over 8",
       lambda k: J().random.normal(J().random.wrap_key_data(k), (512, 512)), [((2,), "uint32")], (("x", 8),),
       [P()], kw=lambda m: {"out_shardings": NS(m, P("x"))})
    op("fft", "complex FFT along the last axis", lambda x: jnp_().fft.fft(x), [((256, 512), "f32")])
    op("cholesky", "Cholesky factor (a LAPACK custom call on CPU)",
       lambda a: jnp_().linalg.cholesky(a @ a.T + 512.0 * jnp_().eye(512)), [((512, 512), "f32")])
    op("triangular_solve", "triangular solve", lambda a, b: J().scipy.linalg.solve_triangular(a, b, lower=True),
       [((256, 256), "f32"), ((256, 64), "f32")])
    op("eigh", "symmetric eigendecomposition", lambda a: jnp_().linalg.eigh(a + a.T), [((128, 128), "f32")])
    op("one_hot", "one_hot of 1024 labels over 512 classes", lambda i: J().nn.one_hot(i, 512, dtype=jnp_().bfloat16),
       [((1024,), "s32")])
    op("softmax", "softmax over the last axis", lambda x: J().nn.softmax(x, axis=-1), [((8, 16, 128, 128), "bf16")])
    op("softmax", "softmax, batch and heads split", lambda x: J().nn.softmax(x, axis=-1), [((8, 16, 128, 128), "bf16")],
       (("x", 2), ("y", 4)), [P("x", "y")])
    op("avg_pool", "2x2 average pooling (reduce_window)",
       lambda x: J().lax.reduce_window(x, 0.0, J().lax.add, (1, 2, 2, 1), (1, 2, 2, 1), "VALID") / 4.0,
       [((8, 64, 64, 32), "f32")])
    op("bitcast_convert", "bitcast f32 to s32 and mask", lambda x: J().lax.bitcast_convert_type(x, jnp_().int32) & 255,
       [((1024, 256), "f32")])
    op("integer_ops", "integer multiply-add and shifts", lambda a, b: ((a * b + 7) >> 2) ^ a, [((512, 512), "s32"),
                                                                                             ((512, 512), "s32")])
    op("clip_norm", "clip rows to unit norm",
       lambda x: x / jnp_().maximum(1.0, jnp_().linalg.norm(x, axis=-1, keepdims=True)), [((2048, 256), "f32")],
       (("x", 8),), [P("x")])
    op("f64_matmul", "a float64 matmul", lambda a, b: a @ b, [((128, 128), "f64"), ((128, 128), "f64")])
    op("int8_matmul", "int8 x int8 -> int32 matmul",
       lambda a, b: J().lax.dot(a, b, preferred_element_type=jnp_().int32), [((256, 256), "s8"), ((256, 256), "s8")])


def register_donation():
    def add(name, mesh, description, fn, shapes, donate, specs=None, outs=None):
        def make(m):
            args = [arg(s, d, m, specs[i] if specs else None) for i, (s, d) in enumerate(shapes)]
            kw = {"donate_argnums": donate}
            if outs is not None and m is not None:
                kw["out_shardings"] = outs(m)
            return fn, args, kw

        add_simple(f"donate_{name}_{mesh_label(mesh)}", "donation", mesh, description, make)

    x8 = (("x", 8),)
    add("inplace_add", (), "x + y with x donated: the output reuses x", lambda x, y: x + y,
        [((1024, 256), "f32"), ((1024, 256), "f32")], (0,))
    add("inplace_add", x8, "x + y, x donated, rows split", lambda x, y: x + y,
        [((1024, 256), "f32"), ((1024, 256), "f32")], (0,), [P("x"), P("x")])
    add("shape_mismatch", (), "donated input of another shape than any output: not aliased",
        lambda x: x.sum(axis=0), [((1024, 256), "f32")], (0,))
    add("two_of_three", (), "three outputs, two donated inputs", lambda a, b, c: (a * 2, b + c, c - 1),
        [((512, 128), "f32"), ((512, 128), "f32"), ((512, 128), "f32")], (0, 1))
    add("not_donated_repeat_output", (), "the same value returned twice (two output buffers)",
        lambda x: (lambda y: (y, y))(x * 2.0), [((512, 512), "f32")], ())
    add("passthrough", (), "an input returned unchanged beside a computed output", lambda x, y: (x, y * 2.0),
        [((256, 256), "f32"), ((256, 256), "f32")], ())
    add("passthrough_donated", (), "a donated input returned unchanged", lambda x, y: (x, y * 2.0),
        [((256, 256), "f32"), ((256, 256), "f32")], (0,))
    add("constant_output", (), "a constant output beside a computed one",
        lambda x: (x + 1.0, _jax().numpy.zeros((128, 128), _jax().numpy.float32)), [((256, 256), "f32")], ())
    add("repeat_input_twice", x8, "one input returned twice and once doubled",
        lambda x: (x, x, x * 2.0), [((512, 128), "f32")], (), [P("x")])
    def pytree(m):
        tree = {"w1": arg((256, 512), "f32", m, P(None, "x")), "w2": arg((512, 256), "f32", m, P("x", None)),
                "b": arg((512,), "f32", m, P())}
        return (lambda p, g: {k: p[k] - 0.1 * g[k] for k in p}), [tree, tree], {"donate_argnums": (0,)}

    add_simple("donate_pytree_update_x8", "donation", x8, "an SGD-like update of a dict, params donated", pytree)


def register_offload():
    def to_host(m):
        return (lambda x: x * 2.0), [arg((512, 512), "f32", m, P("x") if m else P())], out_sh(m, P("x"), "pinned_host")

    add_simple("offload_output_to_host_x8", "offload", (("x", 8),), "output placed in pinned_host memory", to_host)

    def from_host(m):
        jax = _jax()

        def f(x, w):
            return jax.device_put(x, NS(m, P("x"), "device")) @ w

        return f, [arg((512, 256), "f32", m, P("x"), "pinned_host"), arg((256, 256), "f32", m, P())], {}

    add_simple("offload_input_from_host_x8", "offload", (("x", 8),), "an argument in pinned_host brought to the device",
               from_host)

    def roundtrip(m):
        jax = _jax()
        import jax.numpy as jnp  # noqa: PLC0415

        def f(x):
            y = jnp.tanh(x)
            h = jax.device_put(y, NS(m, P("x"), "pinned_host"))
            z = jnp.sin(x) @ jnp.cos(x).T
            return z + jax.device_put(h, NS(m, P("x"), "device")).sum()

        return f, [arg((512, 512), "f32", m, P("x"))], {}

    add_simple("offload_roundtrip_x8", "offload", (("x", 8),), "a value sent to pinned_host and brought back",
               roundtrip)

    def one(m):
        return (lambda x: x + 1.0), [arg((1024, 256), "f32", m, P())], out_sh(m, P(), "pinned_host")

    add_simple("offload_output_to_host_x1", "offload", (("x", 1),), "output in pinned_host on one device", one)


def register_optimizer_updates():
    shapes = {"embed": (512, 128), "w1": (128, 512), "w2": (512, 128), "scale": (128,)}
    specs = {"embed": P(None, "x"), "w1": P("x", None), "w2": P(None, "x"), "scale": P()}
    for name in ("adamw", "adafactor", "sgd", "momentum", "lion", "adam"):
        def make(m, name=name):
            import optax  # noqa: PLC0415

            jax = _jax()
            params = {k: arg(s, "f32", m, specs[k]) for k, s in shapes.items()}
            opt = make_optimizer(name)
            state = state_shardings(jax.eval_shape(opt.init, params), params, m)

            def update(params, state, grads):
                u, state = opt.update(grads, state, params)
                return optax.apply_updates(params, u), state

            return update, [params, state, params], {"donate_argnums": (0, 1), "out_shardings": (
                shardings_of(params), shardings_of(state))}

        add_simple(f"optimizer_{name}_x8", "optimizer", (("x", 8),),
                   f"one optax {name} update of a sharded dict of f32 parameters, donated", make,
                   features=(f"optimizer:{name}",))


def register_layers():
    m8 = (("data", 8),)
    fsdp8 = Par(batch=("data",), fsdp=("data",))
    tp = Par(batch=("data",), fsdp=("data",), tensor="model")
    ep = Par(batch=("data", "expert"), fsdp=("data",), expert="expert")
    for name, model, mesh, par, grad in [
        ("llama_layer_fwd_fsdp8", LLAMA, m8, fsdp8, False), ("llama_layer_grad_fsdp8", LLAMA, m8, fsdp8, True),
        ("llama_layer_fwd_fsdp2_tp4", LLAMA, (("data", 2), ("model", 4)), tp, False),
        ("llama_layer_grad_fsdp2_tp4", LLAMA, (("data", 2), ("model", 4)), tp, True),
        ("gpt_layer_grad_dp8", GPT, m8, Par(batch=("data",)), True),
        ("mixtral_layer_fwd_ep4", MIXTRAL, (("data", 2), ("expert", 4)), ep, False),
        ("mixtral_layer_grad_ep4", MIXTRAL, (("data", 2), ("expert", 4)), ep, True),
        ("llama_layer_grad_1dev", LLAMA, (), Par(), True),
    ]:
        def make(m, model=model, par=par, grad=grad):
            jax = _jax()
            mesh_obj = m if m is not None else make_mesh((("data", 1),))
            ctx = Ctx(model, par, mesh_obj, False, m is not None)
            p = {n: arg(s, model.param_dtype, m, plain_spec(k, par)) for n, s, k in layer_params(model)}
            x = arg((8, model.seq, model.d), model.act_dtype, m, P(entry(par.batch)))
            cast = caster(ctx)

            def fwd(p, x):
                return layer(p, x, ctx, cast)

            if grad:
                return jax.grad(lambda p, x: fwd(p, x).astype("float32").sum(), argnums=(0, 1)), [p, x], {}
            return fwd, [p, x], {}

        add_simple(name, "layer", mesh, f"one {model.family} decoder layer, {'gradient' if grad else 'forward'}, "
                   f"{mesh_label(mesh)}", make, features=(model.family,))


def register_remat_mlp():
    pols = ["nothing_saveable", "dots_saveable", "everything_saveable", "save_only:mlp_hidden",
            "offload:mlp_hidden", "dots_with_no_batch_dims_saveable"]
    for pol in pols:
        for mesh in [(), (("x", 8),)]:
            if mesh == () and pol in ("everything_saveable", "dots_with_no_batch_dims_saveable"):
                continue

            def make(m, pol=pol):
                jax = _jax()
                import jax.numpy as jnp  # noqa: PLC0415

                def block(w, x):
                    h = _name(jnp.tanh(x @ w[0]), "mlp_hidden")
                    return x + h @ w[1]

                body = jax.checkpoint(block, policy=remat_policy(pol))

                def loss(ws, x):
                    for w in ws:
                        x = body(w, x)
                    return x.sum()

                ws = [(arg((256, 1024), "f32", m, P()), arg((1024, 256), "f32", m, P())) for _ in range(4)]
                return jax.grad(loss), [ws, arg((512, 256), "f32", m, P("x") if m else None)], {}

            label = pol.replace(":", "_")
            add_simple(f"remat_mlp4_{label}_{mesh_label(mesh)}", "remat", mesh,
                       f"gradient of 4 residual MLP blocks under jax.checkpoint({pol})", make,
                       features=("remat:" + pol,))


def register_small():
    register_matmuls()
    register_elementwise()
    register_reductions()
    register_control_flow()
    register_collectives()
    register_resharding()
    register_ops()
    register_donation()
    register_offload()
    register_optimizer_updates()
    register_layers()
    register_remat_mlp()


# ----------------------------------------------------------------------------------------------
# Main: regenerate, check, list.


def normalise(text: str) -> str:
    """Cuts machine-dependent absolute paths: this checkout's root, and package directories."""
    text = text.replace(str(ROOT) + "/", "")
    text = re.sub(r'/[^"\s:]*?/(?:site|dist)-packages/', "", text)
    text = re.sub(r'/[^"\s:]*?/lib/python3\.\d+/', "python/", text)
    return text


def write_program(p: Program, out: pathlib.Path, dump_dir: str | None):
    jax = _jax()
    import jaxlib  # noqa: PLC0415

    # Inner jitted helpers (jnp.where, silu, ...) are traced once per process and keep the source
    # locations of that first trace: without clearing, a program's metadata would depend on the
    # programs made before it in the same worker.
    jax.clear_caches()
    jax.config.update("jax_use_shardy_partitioner", not p.gspmd)
    mesh = make_mesh(p.mesh) if p.mesh else None
    built = p.build(mesh) if p.mesh else p.build(None)
    lowered = built.fn.lower(*built.args)
    opts = None
    if dump_dir:
        opts = {"xla_dump_to": os.path.join(dump_dir, p.name), "xla_dump_hlo_as_text": True}
    compiled = lowered.compile(opts) if opts else lowered.compile()
    ma = compiled.memory_analysis()
    fields = {}
    for k in dir(ma):
        if k.endswith("_in_bytes") and not k.startswith("_"):
            fields[k] = int(getattr(ma, k))
    flat, _ = jax.tree_util.tree_flatten_with_path(built.args)
    arguments = []
    for path, leaf in flat:
        sh = leaf.sharding
        spec = str(tuple(sh.spec)) if hasattr(sh, "spec") else str(sh)
        a = {"path": jax.tree_util.keystr(path), "type": f"{leaf.dtype}{list(leaf.shape)}".replace(" ", ""),
             "spec": spec}
        if getattr(sh, "memory_kind", None) not in (None, "device"):
            a["memory_kind"] = sh.memory_kind
        arguments.append(a)
    meta = {
        "name": p.name, "kind": p.kind, "description": p.description, "backend": "cpu",
        "device_count": p.devices,
        "mesh": {"axis_names": [a for a, _ in p.mesh], "axis_sizes": [s for _, s in p.mesh]},
        "jax_version": jax.__version__, "jaxlib_version": jaxlib.__version__,
        # Python's version decides the stack frames JAX writes into the HLO's metadata.
        "python_version": "%d.%d" % sys.version_info[:2],
        "partitioner": "gspmd" if p.gspmd else "shardy", "features": list(p.features),
        "donate_argnums": list(built.donate), "arguments": arguments,
        "generator": REL_SCRIPT,
    }
    if any(f.startswith("optimizer:") for f in p.features) or "optax" in p.description:
        import optax  # noqa: PLC0415

        meta["optax_version"] = optax.__version__
    if p.plan_args is not None:
        meta["plan_args"] = p.plan_args
        meta["plan_args_cwd"] = "this folder (model.json is beside meta.json)"
    if built.note:
        meta["note"] = built.note
    d = out / p.name
    d.mkdir(parents=True, exist_ok=True)
    (d / "meta.json").write_text(json.dumps(meta, indent=1, sort_keys=True) + "\n")
    (d / "memory_analysis.json").write_text(json.dumps(fields, indent=1, sort_keys=True) + "\n")
    (d / "lowered.mlir").write_text(normalise(lowered.as_text()))
    (d / "compiled.hlo").write_text(normalise(compiled.as_text()))
    if p.model_json is not None:
        (d / "model.json").write_text(json.dumps(p.model_json, indent=1, sort_keys=True) + "\n")


def register_all():
    if PROGRAMS:
        return
    register_train_steps()
    register_special_steps()
    register_small()


def worker(names, out, dump_dir):
    """Runs in a subprocess whose XLA_FLAGS give it the device count."""
    if hasattr(os, "sched_setaffinity"):
        # XLA's CPU compiler splits loops by the CPUs it may run on (ParallelTaskAssigner writes
        # outer_dimension_partitions into the HLO): one CPU makes the text the same everywhere.
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    failed = []
    for n in names:
        try:
            write_program(PROGRAMS[n], out, dump_dir)
            print(f"  {n}", flush=True)
        except Exception as e:  # noqa: BLE001  (report every failure, not the first)
            failed.append(n)
            print(f"  {n}: FAILED: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}", flush=True)
    return 1 if failed else 0


def run_workers(names, out: pathlib.Path, dump_dir):
    by_devices: dict[int, list] = {}
    for n in names:
        by_devices.setdefault(PROGRAMS[n].devices, []).append(n)
    status = 0
    for devices in sorted(by_devices):
        group = by_devices[devices]
        print(f"{devices} device(s): {len(group)} program(s)", flush=True)
        env = dict(os.environ)
        env["XLA_FLAGS"] = " ".join([f"--xla_force_host_platform_device_count={devices}", *PINNED_XLA_FLAGS])
        env["JAX_PLATFORMS"] = "cpu"
        env["PYTHONHASHSEED"] = "0"
        env.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")  # XLA's performance warnings (involuntary remat)
        env.pop("JAX_ENABLE_X64", None)
        cmd = [sys.executable, REL_SCRIPT, "--worker", "--out", str(out)]
        if dump_dir:
            cmd += ["--dump-buffer-assignment", dump_dir]
        r = subprocess.run(cmd + ["--only", *group], cwd=ROOT, env=env, check=False)
        status = status or r.returncode
    return status


def compare(names, fresh: pathlib.Path, committed: pathlib.Path):
    drift = []
    for n in names:
        for f in FILES + (("model.json",) if PROGRAMS[n].model_json is not None else ()):
            a, b = fresh / n / f, committed / n / f
            if not b.exists():
                drift.append((f"{n}/{f}", "missing from the committed corpus"))
            elif not a.exists():
                drift.append((f"{n}/{f}", "not regenerated"))
            elif not filecmp.cmp(a, b, shallow=False):
                lines = list(difflib.unified_diff(b.read_text().splitlines(), a.read_text().splitlines(),
                                                  "committed", "regenerated", n=0, lineterm=""))
                drift.append((f"{n}/{f}", "; ".join(lines[2:5])[:300]))
    return drift


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", nargs="+", metavar="NAME", help="these programs only")
    ap.add_argument("--sample", type=int, metavar="K", help="a sample of K programs chosen by --seed")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--check", action="store_true",
                    help="regenerate into a temporary directory and compare with the committed files")
    ap.add_argument("--out", default=str(HERE), help="where the program folders go (default: beside this file)")
    ap.add_argument("--dump-buffer-assignment", metavar="DIR",
                    help="also write XLA's dumps (*buffer-assignment.txt among them) per program into DIR")
    ap.add_argument("--list", action="store_true", help="list the programs and exit")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    register_all()
    names = sorted(PROGRAMS)
    if a.only:
        unknown = [n for n in a.only if n not in PROGRAMS]
        if unknown:
            ap.error(f"unknown program(s) {', '.join(unknown)}; --list names them")
        names = sorted(set(a.only))
    if a.sample is not None:
        names = sorted(random.Random(a.seed).sample(names, min(a.sample, len(names))))
    if a.list:
        for n in names:
            p = PROGRAMS[n]
            print(f"{n:48s} {p.kind:12s} {p.devices:3d} {'plan' if p.plan_args else ''}")
        return 0
    dump = os.path.abspath(a.dump_buffer_assignment) if a.dump_buffer_assignment else None
    if a.worker:
        return worker(names, pathlib.Path(a.out), dump)
    if a.check:
        with tempfile.TemporaryDirectory(prefix="jax_corpus_") as tmp:
            status = run_workers(names, pathlib.Path(tmp), dump)
            drift = compare(names, pathlib.Path(tmp), pathlib.Path(a.out))
        for f, why in drift:
            print(f"DRIFT {f}: {why}")
        if status or drift:
            print(f"{len(drift)} file(s) differ from the committed corpus" + (", and some programs failed"
                                                                            if status else ""))
            return 1
        print(f"{len(names)} program(s) regenerated byte for byte")
        return 0
    out = pathlib.Path(a.out)
    if not a.only and a.sample is None and out == HERE:
        # A full run replaces the corpus: folders of programs no longer made are removed.
        for d in HERE.iterdir():
            if d.is_dir() and (d / "meta.json").exists() and d.name not in PROGRAMS:
                shutil.rmtree(d)
    return run_workers(names, out, dump)


if __name__ == "__main__":
    sys.path.insert(0, str(HERE))
    sys.exit(main())
