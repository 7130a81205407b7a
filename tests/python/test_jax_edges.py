"""What JAX users hold, taken where shardmem takes a mesh, a sharding, a spec or a remat policy: meshes
made as jax.make_mesh, AbstractMesh and jax.sharding.Mesh make them, NamedShardings and
PartitionSpecs of every entry form, and jax.checkpoint_policies objects, each giving the same bytes as
shardmem's own forms. JAX runs on its CPU backend with 8 devices (conftest.py)."""

import numpy
import pytest

import shardmem

jax = pytest.importorskip("jax")

from jax.sharding import AbstractMesh, NamedSharding, PartitionSpec as P  # noqa: E402

policies = jax.checkpoint_policies


@pytest.fixture(scope="module")
def devices():
    if len(jax.devices()) < 8:
        pytest.skip("needs 8 JAX devices (XLA_FLAGS=--xla_force_host_platform_device_count=8, set in conftest.py)")
    return jax.devices()[:8]


def test_meshes_from_jax_sizes_and_names_are_jax_meshes(devices):
    ours = shardmem.Mesh({"data": 4, "model": 2})
    made = jax.make_mesh((4, 2), ("data", "model"), devices=devices)
    for mesh in [made, AbstractMesh((4, 2), ("data", "model")), jax.sharding.Mesh(numpy.array(devices).reshape(4, 2),
                                                                                  ("data", "model"))]:
        assert shardmem.Mesh(mesh) == ours
        # The arguments that made it, given to shardmem.Mesh, make the same mesh.
        assert shardmem.Mesh(tuple(mesh.shape.values()), mesh.axis_names) == ours
    assert shardmem.Mesh(numpy.array(devices).reshape(4, 2), ("data", "model")) == ours
    explicit = (jax.sharding.AxisType.Explicit,) * 2
    assert shardmem.Mesh((4, 2), ("data", "model"), explicit) == ours
    assert shardmem.Mesh(jax.make_mesh((4, 2), ("data", "model"), axis_types=explicit, devices=devices)) == ours
    assert shardmem.plan(mesh=made).to_json() == shardmem.plan(mesh=shardmem.Mesh((4, 2), ("data", "model"))).to_json()


@pytest.mark.parametrize("spec", [P(), P(None), P("data"), P(None, "model"), P(("data", "model")),
                                  P(("model", "data"), None), P("model", "data"), P(None, ("data",))])
def test_jax_shardings_and_specs_give_jaxs_bytes(devices, spec):
    mesh = jax.make_mesh((4, 2), ("data", "model"), devices=devices)
    ours = shardmem.Mesh((4, 2), ("data", "model"))
    js = NamedSharding(mesh, spec)
    shape, dtype = (64, 32), numpy.dtype("float32")
    expected = int(numpy.prod(js.shard_shape(shape))) * dtype.itemsize
    native = shardmem.NamedSharding(ours, shardmem.P(*spec)).per_device_bytes(shape, "float32")
    assert native == expected
    assert shardmem.NamedSharding(js).per_device_bytes(shape, dtype) == expected
    assert shardmem.NamedSharding(mesh, spec).per_device_bytes(shape, dtype) == expected
    assert shardmem.NamedSharding(mesh.abstract_mesh, spec).per_device_bytes(shape, dtype) == expected
    assert shardmem.NamedSharding(ours, shardmem.P(spec)).per_device_bytes(shape, dtype) == expected


def test_unconstrained_entries_are_refused_in_the_librarys_words(devices):
    auto = (jax.sharding.AxisType.Auto,) * 2  # JAX takes P.UNCONSTRAINED on Auto axes only
    mesh = jax.make_mesh((4, 2), ("data", "model"), axis_types=auto, devices=devices)
    assert hasattr(P, "UNCONSTRAINED")
    for call in (lambda: shardmem.NamedSharding(mesh, P(P.UNCONSTRAINED)),
                 lambda: shardmem.P("data", P.UNCONSTRAINED),
                 lambda: shardmem.NamedSharding(NamedSharding(mesh, P(None, P.UNCONSTRAINED)))):
        with pytest.raises(shardmem.Error, match="is P.UNCONSTRAINED: it constrains a value inside jit"):
            call()


# Each policy and the word the library has for it.
MAPPED = [
    (policies.nothing_saveable, "nothing_saveable"),
    (policies.everything_saveable, "everything_saveable"),
    (policies.dots_saveable, "dots_saveable"),
    (policies.checkpoint_dots, "dots_saveable"),
    (policies.dots_with_no_batch_dims_saveable, "dots_with_no_batch_dims_saveable"),
    (policies.checkpoint_dots_with_no_batch_dims, "dots_with_no_batch_dims_saveable"),
    (policies.save_only_these_names("layer_input"), "save_layer_input"),
    (policies.save_only_these_names(), "nothing_saveable"),
    (policies.save_only_these_names("query_proj", "key_proj", "value_proj"), "save_qkv_proj"),
    (policies.save_only_these_names("out_proj"), "save_out_proj"),
    (policies.save_and_offload_only_these_names(names_which_can_be_saved=[], names_which_can_be_offloaded=["layer_input"],
                                                offload_src="device", offload_dst="pinned_host"),
     "offload_layer_input"),
    # Any set of the names the library tags, as the words save:NAMES and save:NAMES;offload:NAMES.
    (policies.save_only_these_names("query_proj", "mlp_out"), "save:mlp_out,query_proj"),
    (policies.save_and_offload_only_these_names(names_which_can_be_saved=["out_proj"],
                                                names_which_can_be_offloaded=["layer_input"],
                                                offload_src="device", offload_dst="pinned_host"),
     "save:out_proj;offload:layer_input"),
]


@pytest.mark.parametrize("policy, word", MAPPED, ids=[w + str(i) for i, (_, w) in enumerate(MAPPED)])
def test_jax_checkpoint_policies_are_taken_where_remat_words_are(policy, word):
    # Before: "plan option remat=...: expected a string".
    options = dict(model="llama3.1-8b", mesh={"data": 8}, seq=1024)
    assert shardmem.plan(remat=policy, **options).to_json() == shardmem.plan(remat=word, **options).to_json()
    assert shardmem.config(remat=policy, **options).remat == word
    config = shardmem.config(**options)
    config.remat = policy
    assert config.remat == word


def test_a_sweep_takes_jax_policies():
    options = dict(model="llama3.1-8b", mesh={"data": 4}, seq=1024)
    by_policy = shardmem.sweep(policies=[policies.dots_saveable, policies.save_only_these_names("layer_input")],
                               **options)
    assert by_policy.to_json() == shardmem.sweep(policies=["dots_saveable", "save_layer_input"], **options).to_json()
    one = shardmem.sweep(policies=policies.nothing_saveable, **options)
    assert one.to_json() == shardmem.sweep(policies="nothing_saveable", **options).to_json()


@pytest.mark.parametrize("policy, named", [
    (policies.save_only_these_names("my_tag"), "jax.checkpoint_policies.save_only_these_names('my_tag')"),
    (policies.offload_dot_with_no_batch_dims("device", "pinned_host"),
     "jax.checkpoint_policies.offload_dot_with_no_batch_dims('device', 'pinned_host')"),
    (policies.save_any_names_but_these("layer_input"),
     "jax.checkpoint_policies.save_any_names_but_these('layer_input')"),
    (policies.save_anything_except_these_names("layer_input"),
     "jax.checkpoint_policies.save_anything_except_these_names(...)"),
    (policies.save_from_both_policies(policies.dots_saveable, policies.nothing_saveable),
     "jax.checkpoint_policies.save_from_both_policies(...)"),
    (policies.save_and_offload_only_these_names(names_which_can_be_saved=["out_proj"],
                                                names_which_can_be_offloaded=["layer_input"],
                                                offload_src="device", offload_dst="unpinned_host"),
     "jax.checkpoint_policies.save_and_offload_only_these_names(names_which_can_be_saved=['out_proj'], "
     "names_which_can_be_offloaded=['layer_input'], offload_src='device', offload_dst='unpinned_host')"),
])
def test_a_jax_policy_without_a_word_is_refused_by_name(policy, named):
    with pytest.raises(shardmem.Error) as e:
        shardmem.plan(remat=policy)
    assert str(e.value).startswith(f"plan option remat={named}: shardmem's remat vocabulary has no word"), str(e.value)
    assert "layer_input" in str(e.value) and "\n" not in str(e.value)
    config = shardmem.config()
    with pytest.raises(shardmem.Error, match=r"^Config.remat=jax.checkpoint_policies"):
        config.remat = policy
    with pytest.raises(shardmem.Error, match=r"^sweep\(policies\)=jax.checkpoint_policies"):
        shardmem.sweep(policies=[policy])


def test_a_policy_function_of_ones_own_is_refused_by_name():
    def my_policy(prim, *args, **params):
        return True

    with pytest.raises(shardmem.Error, match=r"^plan option remat=.*my_policy: a policy function of your own"):
        shardmem.plan(remat=my_policy)
