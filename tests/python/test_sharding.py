"""Meshes, PartitionSpecs, NamedShardings and HloShardings through the Python API, against JAX's and
XLA's own test vectors."""

import pytest

import shardmem
from shardmem import HloSharding, Mesh, NamedSharding, P


MESH_4x2 = {"x": 4, "y": 2}


@pytest.mark.parametrize(
    "spec, shard_shape",
    [
        # jax tests/array_test.py test_shard_shape: global (8, 4) on mesh (x=4, y=2).
        (P("x", "y"), (2, 2)),
        (P("x"), (2, 4)),
        (P("y"), (4, 4)),
        (P(None, "y"), (8, 2)),
        (P(None, "x"), (8, 1)),
        (P(("x", "y")), (1, 4)),
        (P(), (8, 4)),
    ],
)
def test_shard_shape_jax_vectors(spec, shard_shape):
    assert NamedSharding(Mesh(MESH_4x2), spec).shard_shape((8, 4)) == shard_shape


def test_indivisible_shape_raises_as_jax():
    # jax tests/array_test.py test_shard_shape: (8, 3) with P('x', 'y') raises IndivisibleError.
    s = NamedSharding(Mesh(MESH_4x2), P("x", "y"))
    with pytest.raises(shardmem.Error) as e:
        s.shard_shape((8, 3))
    assert isinstance(e.value, ValueError)
    message = str(e.value)
    assert "dim 1 (3)" in message and "mesh axis 'y' (size 2)" in message and "partitioned 2 times" in message


# jax tests/multiprocess/array_test.py ArrayTestMultiHost.test_array_2d_shard: global (8, 2) on
# mesh (x=4, y=2), device id -> (index, replica_id).
S = slice
ALL = slice(None)
ARRAY_2D_SHARD = {
    "mesh_x_y": (
        P("x", "y"),
        {d: ((S(2 * (d // 2), 2 * (d // 2) + 2), S(d % 2, d % 2 + 1)), 0) for d in range(8)},
        (2, 1),
        False,
    ),
    "mesh_x": (
        P("x"),
        {0: ((S(0, 2), ALL), 0), 1: ((S(0, 2), ALL), 1), 2: ((S(2, 4), ALL), 0), 3: ((S(2, 4), ALL), 1),
         4: ((S(4, 6), ALL), 0), 5: ((S(4, 6), ALL), 1), 6: ((S(6, 8), ALL), 0), 7: ((S(6, 8), ALL), 1)},
        (2, 2),
        False,
    ),
    "mesh_y": (
        P("y"),
        {0: ((S(0, 4), ALL), 0), 1: ((S(4, 8), ALL), 0), 2: ((S(0, 4), ALL), 1), 3: ((S(4, 8), ALL), 1),
         4: ((S(0, 4), ALL), 2), 5: ((S(4, 8), ALL), 2), 6: ((S(0, 4), ALL), 3), 7: ((S(4, 8), ALL), 3)},
        (4, 2),
        False,
    ),
    "mesh_xy": (
        P(("x", "y")),
        {d: ((S(d, d + 1), ALL), 0) for d in range(8)},
        (1, 2),
        False,
    ),
    "mesh_fully_replicated": (
        P(),
        {d: ((ALL, ALL), d) for d in range(8)},
        (8, 2),
        True,
    ),
}


def test_array_2d_shard_table_as_written():
    # The table's dict comprehensions above, spelled out for two entries as the JAX test writes them.
    assert ARRAY_2D_SHARD["mesh_x_y"][1][3] == ((S(2, 4), S(1, 2)), 0)
    assert ARRAY_2D_SHARD["mesh_xy"][1][5] == ((S(5, 6), ALL), 0)


@pytest.mark.parametrize("name", sorted(ARRAY_2D_SHARD))
def test_devices_indices_map_and_replica_ids_jax_vectors(name):
    spec, expected, shard_shape, fully_replicated = ARRAY_2D_SHARD[name]
    s = NamedSharding(Mesh(MESH_4x2), spec)
    indices = s.devices_indices_map((8, 2))
    assert sorted(indices) == list(range(8))
    for device, (index, replica) in expected.items():
        assert indices[device] == index
        assert s.replica_id(device) == replica
    assert s.shard_shape((8, 2)) == shard_shape
    assert s.is_fully_replicated == fully_replicated


@pytest.mark.parametrize(
    "mesh, spec, ndim, text",
    [
        # REFERENCE section 1 (jax named_sharding.py and XLA/Shardy tests): NamedSharding -> HloSharding.
        ({"x": 4, "y": 2}, P("y", "x"), 2, "{devices=[2,4]<=[4,2]T(1,0)}"),
        ({"x": 2, "y": 2}, P("x", "y"), 2, "{devices=[2,2]<=[4]}"),
        ({"x": 2, "y": 2}, P("x"), 1, "{devices=[2,2]<=[4] last_tile_dim_replicate}"),
        ({"a": 4, "b": 2}, P("b", None), 2, "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"),
        ({"a": 2, "b": 2, "c": 2, "d": 2}, P("b", None), 2,
         "{devices=[2,1,8]<=[2,2,4]T(1,0,2) last_tile_dim_replicate}"),
        ({"x": 2, "y": 1}, P(None), 2, "{replicated}"),
    ],
)
def test_named_to_hlo_sharding_vectors(mesh, spec, ndim, text):
    h = NamedSharding(Mesh(mesh), spec).hlo_sharding(ndim)
    assert str(h) == text
    assert HloSharding.parse(text) == h


def test_seed004_hlo_sharding():
    # REFERENCE section 1 (seed 004): {devices=[2,2]<=[2,2]T(1,0)} on f64[3056,12272]: device grid
    # [[0,2],[1,3]], per device f64[1528,6136] = 75,006,464 bytes.
    h = HloSharding.parse("f64[3056,12272]{1,0} parameter(0), sharding={devices=[2,2]<=[2,2]T(1,0)}")
    assert str(h) == "{devices=[2,2]<=[2,2]T(1,0)}"
    assert h.tile_shape((3056, 12272)) == (1528, 6136)
    assert h.per_device_bytes((3056, 12272), "f64") == 75_006_464
    m = h.devices_indices_map((3056, 12272))
    assert m[0] == (S(0, 1528), S(0, 6136))
    assert m[2] == (S(0, 1528), S(6136, 12272))
    assert m[1] == (S(1528, 3056), S(0, 6136))
    assert h.replica_ids() == [0, 0, 0, 0]


def test_canonical_iota_forms():
    # REFERENCE section 1: [3,4,5]T(1,2,0) -> [3,20]T(1,0); [3,4,5]T(2,0,1) -> [12,5]T(1,0).
    assert str(HloSharding.parse("{devices=[60]<=[3,4,5]T(1,2,0)}")) == "{devices=[60]<=[3,20]T(1,0)}"
    assert str(HloSharding.parse("{devices=[60]<=[3,4,5]T(2,0,1)}")) == "{devices=[60]<=[12,5]T(1,0)}"


def test_padded_mode_xla_tile():
    # REFERENCE section 1: 113003 elements over 2 devices -> tile 56502; device 1 holds [56502, 113003).
    s = NamedSharding(Mesh({"x": 2}), P("x"))
    assert s.shard_shape((113003,), mode="padded") == (56502,)
    assert s.devices_indices_map((113003,), mode="padded")[1] == (S(56502, 113003),)
    assert s.per_device_bytes((113003,), "f32", mode="padded") == 56502 * 4
    assert s.padding_bytes((113003,), "f32") == 4
    with pytest.raises(shardmem.Error, match="not divisible"):
        s.shard_shape((113003,))
    with pytest.raises(shardmem.Error, match="expected 'strict'"):
        s.shard_shape((4,), mode="loose")


def test_partition_spec_canonical_forms_and_text():
    # REFERENCE section 1: a one-element tuple is the bare name; an empty tuple is None.
    assert P(("x",)) == P("x")
    assert P(()) == P(None)
    spec = P("data", ("fsdp", "model"), None)
    assert len(spec) == 3 and spec[0] == "data" and spec[1] == ("fsdp", "model") and spec[2] is None
    assert repr(spec) == "P('data', ('fsdp', 'model'), None)"
    assert P.parse("PartitionSpec('data', ('fsdp', 'model'), None)") == spec
    assert P.parse(repr(spec)) == spec
    with pytest.raises(shardmem.Error, match="nested"):
        P(("x", ("y",)))
    with pytest.raises(shardmem.Error, match="cannot parse partition spec"):
        P.parse("P('x'")


def test_spec_errors_name_the_axis_as_jax_does():
    # REFERENCE section 1: P('x', 'x') -> "duplicate entries for `x`"; P('x') on mesh ('z',) ->
    # the axis is not found in the mesh.
    with pytest.raises(shardmem.Error, match="duplicate entries for `x`"):
        NamedSharding(Mesh({"x": 2, "y": 2}), P("x", ("y", "x")))
    with pytest.raises(shardmem.Error) as e:
        NamedSharding(Mesh({"z": 2}), P("x"))
    assert "'x'" in str(e.value) and "z" in str(e.value)


def test_mesh_api():
    m = Mesh({"data": 8, "model": 4})
    assert m.shape == {"data": 8, "model": 4} and list(m.shape) == ["data", "model"]
    assert m.axis_names == ("data", "model") and m.size == 32
    assert Mesh.parse("data=8,model=4") == m
    assert m.with_devices_per_process(8).process_count == 4
    with pytest.raises(shardmem.Error):
        Mesh({"data": 0})
    with pytest.raises(shardmem.Error, match="axis names"):
        Mesh({"data": "8"})


def test_per_device_bytes_dtype_forms():
    s = NamedSharding(Mesh({"data": 8}), P("data"), memory_kind="pinned_host")
    assert s.memory_kind == "pinned_host"
    # bf16[128256, 4096] (Llama-3.1's embedding, REFERENCE section 2: 1,050,673,152 bytes) over 8.
    assert s.per_device_bytes((128256, 4096), "bfloat16") == 1_050_673_152 // 8
    assert s.per_device_bytes((128256, 4096), "bf16") == 1_050_673_152 // 8
    # Sub-byte types pack two to a byte and round up per shard: 3 s4 values take 2 bytes.
    assert NamedSharding(Mesh({"x": 1}), P()).per_device_bytes((3,), "int4") == 2
    with pytest.raises(shardmem.Error, match="unknown dtype"):
        s.per_device_bytes((8,), "float31")
    with pytest.raises(shardmem.Error, match="memory_kind"):
        NamedSharding(Mesh({"data": 8}), P(), memory_kind="hbm")


def test_numpy_dtypes():
    numpy = pytest.importorskip("numpy")
    s = NamedSharding(Mesh({"data": 2}), P("data"))
    assert s.per_device_bytes((4, 4), numpy.dtype("float32")) == 32
    assert s.per_device_bytes((4, 4), numpy.float16) == 16


def test_python_values_are_checked():
    s = NamedSharding(Mesh({"x": 2}), P("x"))
    with pytest.raises(shardmem.Error, match=r"shape '8,4': expected a tuple of ints, as \(8, 4\)"):
        s.shard_shape("8,4")
    with pytest.raises(shardmem.Error, match=r"shape \(8, 4.0\): dimension 4.0 is not an int"):
        s.shard_shape((8, 4.0))
    with pytest.raises(shardmem.Error, match=r"dtype 3: expected a name such as 'bfloat16' or a numpy dtype"):
        s.per_device_bytes((8,), 3)
    with pytest.raises(shardmem.Error, match=r"PartitionSpec entry 1 \(3\): expected None, an axis name or a tuple"):
        P("x", 3)
    with pytest.raises(IndexError, match="PartitionSpec index out of range"):
        P("x")[1]
    assert P("x", None)[-1] is None
