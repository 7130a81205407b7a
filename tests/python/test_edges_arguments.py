"""The edges of the package's arguments: a mesh from axis sizes and names as JAX takes them, and no
call of the public API, with the wrong count, names or types of arguments, answering with pybind's
text (its C++ signatures and "Invoked with") instead of the library's words."""

import pytest

import shardmem
import shardmem.jax as sjax
from shardmem import HloSharding, Mesh, NamedSharding, P

# What pybind11 writes when no overload takes the arguments, or a class has no constructor.
PYBIND_TEXT = ("incompatible function arguments", "incompatible constructor arguments", "Invoked with",
               "No constructor defined", "Unable to cast", "shardmem._shardmem")


def test_mesh_takes_axis_sizes_and_names_as_jax_does():
    # Before: TypeError "__init__(): incompatible constructor arguments ... Invoked with: (8, 4), ('data', 'model')".
    ours = Mesh({"data": 8, "model": 4})
    assert Mesh((8, 4), ("data", "model")) == ours  # jax.make_mesh, AbstractMesh
    assert Mesh([8, 4], ["data", "model"]) == ours
    assert Mesh(axes=(8, 4), axis_names=("data", "model"), axis_types=None) == ours
    assert Mesh((8,), "data") == Mesh({"data": 8})  # one axis named by a str, as jax.sharding.Mesh
    numpy = pytest.importorskip("numpy")
    assert Mesh(numpy.arange(32).reshape(8, 4), ("data", "model")) == ours  # a device array's shape
    assert Mesh((numpy.int64(8), 4), ("data", "model")) == ours
    plan = shardmem.plan(mesh=Mesh((8, 4), ("data", "model"))).to_json()
    assert plan == shardmem.plan(mesh={"data": 8, "model": 4}).to_json()
    for call, error, message in [
        (lambda: Mesh((8, 4)), shardmem.ArgumentTypeError,
         "Mesh(axes=(8, 4)): axis sizes need their names, as Mesh((8, 4), ('data', 'model'))"),
        (lambda: Mesh((8, 4), ("data",)), shardmem.Error,
         "Mesh(axes=(8, 4), axis_names=('data',)): 2 sizes for 1 name; give one size per name"),
        (lambda: Mesh(("8", 4), ("data", "model")), shardmem.ArgumentTypeError,
         "Mesh(axes=('8', 4)): axis sizes are ints, as (8, 4); '8' is not one (str)"),
        (lambda: Mesh((8, 4), ("data", 4)), shardmem.ArgumentTypeError,
         "Mesh(axis_names=('data', 4)): axis names are str, as ('data', 'model'); 4 is not one (int)"),
        (lambda: Mesh((8, 4), 3), shardmem.ArgumentTypeError,
         "Mesh(axis_names=3): expected axis names (a tuple of str, as ('data', 'model')), got int"),
        (lambda: Mesh({"data": 8}, ("data",)), shardmem.ArgumentTypeError,
         "Mesh(axes={'data': 8}): expected axis sizes (a tuple of ints, as (8, 4)) or a device array"),
        (lambda: Mesh((8, 4), ("data", "model"), ("explicit",)), shardmem.Error,
         "Mesh(axis_types=('explicit',)): 1 type for 2 axes"),
        (lambda: Mesh({"data": 8}, axis_types=()), shardmem.ArgumentTypeError,
         "Mesh(axis_types=()): axis types come with axis sizes and names"),
        (lambda: Mesh((0, 4), ("data", "model")), shardmem.Error, ""),
        (lambda: Mesh((8, 4), ("data", "data")), shardmem.Error, ""),
    ]:
        with pytest.raises(error) as e:
            call()
        assert str(e.value).startswith(message), str(e.value)
        assert not any(t in str(e.value) for t in PYBIND_TEXT), str(e.value)


def _wrong_calls():
    """Calls of every public class and function with arguments no form of it takes: too few, too
    many, unknown keywords, and values of the wrong type."""
    mesh = Mesh({"x": 2})
    sharding = NamedSharding(mesh, P("x"))
    hlo_sharding = HloSharding.parse("{replicated}")
    config = shardmem.config()
    bogus = object()
    calls = []
    for name, fn in [("Mesh", Mesh), ("PartitionSpec", P), ("NamedSharding", NamedSharding),
                     ("HloSharding", HloSharding), ("Config", shardmem.Config)]:
        calls += [(name, fn, (), {}), (name, fn, (bogus,) * 4, {}), (name, fn, (), {"bogus": 1}),
                  (name, fn, (bogus,), {})]
    for cls, instance in [(Mesh, mesh), (P, P("x", None)), (NamedSharding, sharding), (HloSharding, hlo_sharding),
                          (shardmem.Config, config)]:
        for attr in dir(cls):
            if attr.startswith("_") and attr not in ("__getitem__", "__eq__", "__len__"):
                continue
            value = getattr(instance, attr)
            if not callable(value) or isinstance(value, type):
                continue
            label = f"{cls.__name__}.{attr}"
            calls += [(label, value, (), {}), (label, value, (bogus,) * 5, {}), (label, value, (), {"bogus": 1}),
                      (label, value, (bogus,), {}), (label, value, (bogus, bogus), {})]
    for module in (shardmem, sjax):
        for name in module.__all__:
            fn = getattr(module, name)
            if not callable(fn) or name in ("Mesh", "PartitionSpec", "P", "NamedSharding", "HloSharding", "Config"):
                continue
            if name in ("MemoryAnalysis", "LeafMemory"):  # namedtuples: Python's own messages
                continue
            calls += [(name, fn, (bogus,), {}), (name, fn, (bogus,) * 5, {}), (name, fn, (), {"bogus": bogus})]
    return calls


def test_no_call_shows_pybinds_incompatible_arguments_text():
    # Before: Mesh(), Mesh(foo=1), mesh.with_devices_per_process(), sharding.shard_shape(),
    # NamedSharding(m, s, 'device', 4), P(x=1), HloSharding.parse() and Config() raised pybind's
    # TypeError naming C++ types (`shardmem._shardmem.Mesh(axes: object)`, "Invoked with: ...").
    checked = 0
    for label, fn, args, kwargs in _wrong_calls():
        try:
            fn(*args, **kwargs)
        except Exception as e:  # noqa: BLE001 - every error is looked at
            text = str(e)
            assert not any(t in text for t in PYBIND_TEXT), (label, args, kwargs, text)
            assert "\n" not in text, (label, text)
            checked += 1
    assert checked > 100
    for call, message in [
        (lambda: Mesh(), "Mesh(): expected (axes, axis_names=None, axis_types=None), got no arguments"),
        (lambda: Mesh(foo=1), "Mesh(foo=1): expected (axes, axis_names=None, axis_types=None), got 1 argument"),
        (lambda: Mesh({"x": 2}).with_devices_per_process(),
         "Mesh.with_devices_per_process(): expected (devices_per_process), got no arguments"),
        (lambda: NamedSharding(Mesh({"x": 2}), P("x")).shard_shape(),
         "NamedSharding.shard_shape(): expected (global_shape, mode='strict'), got no arguments"),
        (lambda: NamedSharding(Mesh({"x": 2}), P("x"), "device", 4),
         "NamedSharding(Mesh({x: 2}), P('x'), 'device', 4): expected (mesh, spec=None, memory_kind=None), got 4"),
        (lambda: P(x=1), "PartitionSpec(x=1): expected (*entries), got 1 argument"),
        (lambda: HloSharding.parse(), "HloSharding.parse(): expected (text), got no arguments"),
        (lambda: shardmem.Config(1), "Config(1): expected (**options), got 1 argument"),
    ]:
        with pytest.raises(shardmem.ArgumentTypeError) as e:
            call()
        assert isinstance(e.value, TypeError) and str(e.value).startswith(message), str(e.value)
    # What had no constructor now has the one its documentation suggests.
    assert shardmem.Config(micro_batch=2).micro_batch == 2
    assert str(HloSharding("{replicated}")) == str(HloSharding.parse("{replicated}"))
