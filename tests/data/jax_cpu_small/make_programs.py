"""Small JAX programs compiled for XLA's CPU backend, kept with what memory_analysis() said of them.

Each program's folder holds compiled.hlo (compiled.as_text()) and memory_analysis.json (the
*_in_bytes fields of compiled.memory_analysis(), as JAX printed them, with the JAX and jaxlib
versions). tests/xla/hlo_buffer_assignment_cpu_test.cpp holds shardmem's CPU buffer assignment to
them. Regenerate (deterministic; needs JAX, which shardmem itself never does):

    /usr/bin/python3 tests/data/jax_cpu_small/make_programs.py [NAME ...]

With SHARDMEM_XLA_DUMP=DIR, XLA also writes its own buffer assignment of each program to DIR
(*cpu_after_optimizations-buffer-assignment.txt), for comparing allocations.
"""

import json
import os
import pathlib
import sys

_flags = ["--xla_force_host_platform_device_count=8"]
if os.environ.get("SHARDMEM_XLA_DUMP"):
    _flags += [f"--xla_dump_to={os.environ['SHARDMEM_XLA_DUMP']}", "--xla_dump_hlo_as_text"]
os.environ["XLA_FLAGS"] = " ".join(_flags)
os.environ.setdefault("JAX_PLATFORMS", "cpu")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P  # noqa: E402

HERE = pathlib.Path(__file__).resolve().parent
PROGRAMS = {}


def program(fn):
    PROGRAMS[fn.__name__] = fn
    return fn


def mesh(shape, names):
    return Mesh(np.array(jax.devices()[: int(np.prod(shape))]).reshape(shape), names)


def sds(shape, dtype=jnp.float32, m=None, spec=None):
    return jax.ShapeDtypeStruct(shape, dtype, sharding=NamedSharding(m, spec) if m is not None else None)


@program
def mlp_train_4x2():
    """Two matmuls, tanh and SGD; weights sharded over `model`, the batch over `data`; donated."""
    m = mesh((4, 2), ("data", "model"))

    def loss(p, x):
        h = jnp.tanh(x @ p["w1"])
        return jnp.mean((h @ p["w2"]) ** 2)

    def mlp_train_4x2(p, x):
        g = jax.grad(loss)(p, x)
        return jax.tree.map(lambda a, b: a - 0.1 * b, p, g)

    p = {"w1": sds((256, 512), m=m, spec=P(None, "model")), "w2": sds((512, 256), m=m, spec=P("model", None))}
    x = sds((128, 256), m=m, spec=P("data", None))
    return jax.jit(mlp_train_4x2, donate_argnums=0), (p, x)


@program
def odd_sizes():
    """Elementwise work on arrays whose bytes are not multiples of any alignment."""

    def odd_sizes(a, b):
        c = jnp.exp(a) @ jnp.sin(b)
        d = jnp.cumsum(c, axis=0)
        return d.T @ c, jnp.sum(d, axis=1)

    return jax.jit(odd_sizes), (sds((7, 13)), sds((13, 5)))


@program
def scan_layers():
    """lax.scan over 4 stacked layers, the carry an activation: a while loop."""

    def scan_layers(ws, x):
        def layer(h, w):
            return jax.nn.relu(h @ w), jnp.sum(h)

        h, sums = jax.lax.scan(layer, x, ws)
        return h, sums

    return jax.jit(scan_layers), (sds((4, 64, 64)), sds((32, 64)))


@program
def adam_step():
    """optax AdamW on two parameters, gradients of a small loss; state and params donated."""
    import optax

    opt = optax.adamw(1e-3)

    def loss(p, x):
        return jnp.sum(jnp.tanh(x @ p["a"]) @ p["b"])

    def adam_step(p, s, x):
        g = jax.grad(loss)(p, x)
        u, s = opt.update(g, s, p)
        return optax.apply_updates(p, u), s

    p = {"a": sds((64, 96)), "b": sds((96, 3))}
    s = jax.eval_shape(opt.init, p)
    return jax.jit(adam_step, donate_argnums=(0, 1)), (p, s, sds((16, 64)))


@program
def attention_bf16():
    """Softmax attention in bfloat16, heads sharded over 4 devices."""
    m = mesh((4,), ("heads",))

    def attention_bf16(q, k, v):
        s = jnp.einsum("bhqd,bhkd->bhqk", q, k) / 8.0
        w = jax.nn.softmax(s.astype(jnp.float32), axis=-1).astype(jnp.bfloat16)
        return jnp.einsum("bhqk,bhkd->bhqd", w, v)

    a = sds((2, 8, 32, 16), jnp.bfloat16, m, P(None, "heads"))
    return jax.jit(attention_bf16), (a, a, a)


@program
def cond_branches():
    """lax.cond choosing between two computations of one shape: a conditional."""

    def cond_branches(p, x):
        return jax.lax.cond(p > 0, lambda y: jnp.sin(y) @ y, lambda y: jnp.cos(y) * 2.0, x)

    return jax.jit(cond_branches), (sds((), jnp.float32), sds((48, 48)))


@program
def scatter_gather():
    """x.at[idx].add and a gather by indices (XLA:CPU expands the scatter into a loop)."""

    def scatter_gather(x, idx, u):
        y = x.at[idx].add(u)
        return y[idx[::-1]] * 2.0, jnp.argsort(y[:, 0])

    return jax.jit(scatter_gather), (sds((100, 8)), sds((20,), jnp.int32), sds((20, 8)))


@program
def remat_mlp():
    """jax.checkpoint around each of three layers, gradient of the sum."""

    def block(h, w):
        return jax.nn.gelu(h @ w)

    def loss(ws, x):
        for w in ws:
            x = jax.checkpoint(block)(x, w)
        return jnp.sum(x)

    def remat_mlp(ws, x):
        return jax.grad(loss)(ws, x)

    return jax.jit(remat_mlp), ([sds((96, 96))] * 3, sds((40, 96)))


@program
def fori_update():
    """A fori_loop writing rows with dynamic_update_slice: an in-place loop state."""

    def fori_update(x, rows):
        def body(i, acc):
            return jax.lax.dynamic_update_slice(acc, rows[i][None] * i, (i, 0))

        return jax.lax.fori_loop(0, 10, body, x)

    return jax.jit(fori_update, donate_argnums=0), (sds((10, 33)), sds((10, 33)))


@program
def collectives_shard_map():
    """shard_map with psum, all_gather, psum_scatter, all_to_all and ppermute over 8 devices."""
    from jax.experimental.shard_map import shard_map

    m = mesh((8,), ("x",))

    def body(a):
        s = jax.lax.psum(a, "x")
        g = jax.lax.all_gather(a, "x", tiled=True)
        r = jax.lax.psum_scatter(g, "x", tiled=True)
        t = jax.lax.all_to_all(a, "x", 0, 0, tiled=True)
        p = jax.lax.ppermute(a, "x", [(i, (i + 1) % 8) for i in range(8)])
        return s + r + t + p

    f = shard_map(body, mesh=m, in_specs=P("x"), out_specs=P("x"))

    def collectives_shard_map(a):
        return f(a)

    return jax.jit(collectives_shard_map), (sds((64, 24), m=m, spec=P("x")),)


@program
def conv_pool():
    """A 2-D convolution, relu and a max pool (reduce-window)."""

    def conv_pool(x, k):
        y = jax.lax.conv_general_dilated(x, k, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
        y = jax.nn.relu(y)
        return jax.lax.reduce_window(y, -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")

    return jax.jit(conv_pool), (sds((2, 16, 16, 3)), sds((3, 3, 3, 8)))


@program
def mixed_dtypes():
    """int8, bool, int32 and float16 values side by side, a tuple output repeating a leaf."""

    def mixed_dtypes(a, b, c):
        m = a > 0
        s = jnp.where(m, b.astype(jnp.float16), jnp.float16(1))
        i = jnp.cumsum(c.astype(jnp.int32))
        return s, i, m, s

    return jax.jit(mixed_dtypes), (sds((37,), jnp.int8), sds((37,), jnp.float32), sds((37,), jnp.int8))


@program
def cholesky_solve():
    """A Cholesky factorization and a triangular solve: JAX's LAPACK kernels on CPU."""

    def cholesky_solve(a, b):
        c = jnp.linalg.cholesky(a @ a.T + 10 * jnp.eye(a.shape[0]))
        return jax.scipy.linalg.solve_triangular(c, b, lower=True)

    return jax.jit(cholesky_solve), (sds((24, 24)), sds((24, 5)))


def main(names):
    import jaxlib

    for name in names or sorted(PROGRAMS):
        jitted, args = PROGRAMS[name]()
        compiled = jitted.lower(*args).compile()
        out = HERE / name
        out.mkdir(exist_ok=True)
        (out / "compiled.hlo").write_text(compiled.as_text())
        ma = compiled.memory_analysis()
        fields = {k: getattr(ma, k) for k in sorted(dir(ma)) if k.endswith("_in_bytes")}
        fields["jax_version"] = jax.__version__
        fields["jaxlib_version"] = jaxlib.__version__
        (out / "memory_analysis.json").write_text(json.dumps(fields, indent=1) + "\n")
        print(name, fields["argument_size_in_bytes"], fields["output_size_in_bytes"],
              fields["alias_size_in_bytes"], fields["temp_size_in_bytes"])


if __name__ == "__main__":
    main(sys.argv[1:])
