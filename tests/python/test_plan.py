"""The planner from Python: the same options as `shardmem plan` give the same JSON to the byte; the
typed Config; the Plan's attributes; sweeps; errors with the library's message; the GIL released."""

import html
import json
import threading
import time

import numpy
import pytest

import shardmem
from shardmem import _shardmem

# Each case: the tool's flags, and the same options as keywords.
CASES = {
    "defaults": ([], {}),
    "70b tensor": (
        ["--model", "llama3.1-70b", "--mesh", "data=16,model=8", "--devices-per-process", "8", "--micro-batch", "2",
         "--remat", "dots_saveable"],
        dict(model="llama3.1-70b", mesh={"data": 16, "model": 8}, devices_per_process=8, micro_batch=2,
             remat="dots_saveable"),
    ),
    "mixtral experts": (
        ["--model", "mixtral-8x7b", "--mesh", "data=8,expert=8", "--chunked-loss", "--batch", "256"],
        dict(model="mixtral-8x7b", mesh="data=8,expert=8", chunked_loss=True, batch=256),
    ),
    "175b pipeline": (
        ["--model", "gpt3-175b", "--mesh", "data=4,model=8,stage=8", "--batch", "64", "--virtual-stages", "2",
         "--sequence-parallel"],
        dict(model="gpt3-175b", mesh={"data": 4, "model": 8, "stage": 8}, batch=64, virtual_stages=2,
             sequence_parallel=True),
    ),
    "zero 1 offload": (
        ["--zero", "1", "--offload", "optimizer", "--placement", "checked", "--devices-per-process", "1", "--mesh",
         "data=64", "--no-master-weights", "--no-donate", "--budget", "70GiB", "--host-ram", "512GiB", "--optimizer",
         "adafactor", "--seq", "4096", "--remat", "revolve:3"],
        dict(zero=1, offload=["optimizer"], placement="checked", devices_per_process=1, mesh={"data": 64},
             master_weights=False, donate=False, budget="70GiB", host_ram="512GiB", optimizer="adafactor",
             seq=4096, remat="revolve:3"),
    ),
    "step time options": (
        ["--mesh", "data=2,model=4", "--efficiency", "0.4", "--no-overlap", "--hardware", "a100-80gb"],
        dict(mesh="data=2,model=4", efficiency=0.4, overlap=False, hardware="a100-80gb"),
    ),
    "lora adapters": (
        ["--seq", "2048", "--adapter-rank", "16", "--adapter-targets", "q_proj,v_proj,down_proj", "--adapter-layers",
         "4-27", "--adapter-dtype", "bf16"],
        dict(seq=2048, adapter_rank=16, adapter_targets=["q_proj", "v_proj", "down_proj"], adapter_layers="4-27",
             adapter_dtype="bf16"),
    ),
    "torchtitan context parallel": (
        ["--framework", "torchtitan", "--mesh", "fsdp=2,cp=2", "--remat", "torchtitan_op", "--seq", "4096"],
        dict(framework="torchtitan", mesh={"fsdp": 2, "cp": 2}, remat="torchtitan_op", seq=4096),
    ),
    "megatron zero 1": (
        ["--framework", "megatron", "--zero", "1", "--mesh", "data=2,model=4", "--remat", "none", "--seq", "2048"],
        dict(framework="megatron", zero=1, mesh="data=2,model=4", remat="none", seq=2048),
    ),
    "megatron expert-tensor parallelism 1": (
        ["--framework", "megatron", "--model", "mixtral-8x7b", "--mesh", "data=2,ep=2,model=2", "--sequence-parallel",
         "--expert-tensor-parallel", "1", "--zero", "1", "--seq", "1024"],
        dict(framework="megatron", model="mixtral-8x7b", mesh="data=2,ep=2,model=2", sequence_parallel=True,
             expert_tensor_parallel=1, zero=1, seq=1024),
    ),
    "405b eval": (
        ["--model", "llama3.1-405b", "--mesh", "fsdp=16,data=4,model=8", "--eval", "--micro-batch", "4"],
        dict(model="llama3.1-405b", mesh={"fsdp": 16, "data": 4, "model": 8}, eval=True, micro_batch=4),
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_plan_equals_the_tools_json_to_the_byte(tool, name):
    flags, options = CASES[name]
    status, out, err = tool("plan", *flags, "--json")
    assert status == 0, err
    p = shardmem.plan(**options)
    assert p.to_json() == out
    assert p.to_dict() == json.loads(out)
    # The same through a typed Config.
    assert shardmem.plan(shardmem.config(**options)).to_json() == out
    if "host_ram" in options:  # a size as a byte count plans the same (the advice's flags then say 549755813888B)
        as_count = shardmem.plan(**dict(options, host_ram=512 * 2**30)).to_dict()
        assert as_count["per_device"] == json.loads(out)["per_device"] and as_count["per_host"] == json.loads(out)["per_host"]


def test_hugging_face_config_dict_equals_the_tools_model_file(tool, source_root):
    path = source_root / "examples" / "models" / "Mistral-7B-v0.1.config.json"
    status, out, err = tool("plan", "--model-file", str(path), "--remat", "sqrt_n", "--fragmentation", "0.1",
                            "--runtime-context", "1GiB", "--json")
    assert status == 0, err
    config = json.loads(path.read_text())
    assert shardmem.plan(model=config, remat="sqrt_n", fragmentation=0.1, runtime_context="1GiB").to_json() == out
    assert shardmem.plan(model_file=str(path), remat="sqrt_n", fragmentation=0.1,
                         runtime_context=2**30).to_json() == out
    # Mistral-7B-v0.1: 7,241,732,096 parameters (its published safetensors; also tests/models).
    assert json.loads(out)["parameters"] == 7_241_732_096


def test_adapters_train_only_their_factors():
    # Rank 8 on q_proj and v_proj of Llama-3.1-8B's 32 layers: 8 x ((4096 + 4096) + (4096 + 1024))
    # per layer, worked out here.
    p = shardmem.plan(adapter_rank=8, adapter_targets="q_proj,v_proj", seq=1024)
    assert p.trainable_parameters == 32 * 8 * (4096 + 4096 + 4096 + 1024)
    assert p.parameters == 8_030_261_248 + p.trainable_parameters
    with pytest.raises(shardmem.Error, match="unknown target 'qkv'"):
        shardmem.plan(adapter_rank=8, adapter_targets=["qkv"])


def test_plan_attributes():
    p = shardmem.plan(model="llama3.1-8b", mesh={"data": 8})
    d = p.to_dict()["per_device"]
    assert p.peak_bytes == d["peak_bytes"] and p.fits == (p.peak_bytes <= p.usable_bytes)
    assert p.headroom_bytes == p.usable_bytes - p.peak_bytes
    m = p.memory_analysis
    assert m._fields == ("argument_size_in_bytes", "output_size_in_bytes", "alias_size_in_bytes",
                         "temp_size_in_bytes", "total_bytes")
    assert m.total_bytes == m.argument_size_in_bytes + m.output_size_in_bytes - m.alias_size_in_bytes + \
        m.temp_size_in_bytes
    assert m._asdict() == d["memory_analysis"]
    assert p.by_role == d["by_role"] and sum(p.by_role.values()) > 0
    assert p.largest and p.largest[0][1] >= p.largest[-1][1]
    assert [s["term"] for s in p.scaling]  # plan_training's attribution
    assert isinstance(p.timeline, numpy.ndarray) and p.timeline.dtype == numpy.int64
    assert p.timeline.max() == p.to_dict()["per_device"]["step_peak_bytes"]
    assert p.parameters == 8_030_261_248  # Llama-3.1-8B (REFERENCE section 4)
    assert p.framework == "jax" and p.framework_peak_bytes == m.total_bytes and "memory_analysis" in p.framework_peak
    titan = shardmem.plan(framework="torchtitan", mesh={"fsdp": 8}, remat="torchtitan_op")
    assert titan.framework == "torchtitan" and "max reserved" in titan.framework_peak
    # torchtitan's allocator margin, 32% of the bound (to the byte, as a double rounds it).
    assert abs(titan.framework_peak_bytes - titan.lower_bound_bytes * 132 / 100) <= 1
    with pytest.raises(shardmem.Error, match="did you mean 'megatron'"):
        shardmem.plan(framework="megatorn")
    assert "fits" in repr(p) and "llama3.1-8b" in repr(p)
    assert p.report().startswith("plan: llama3.1-8b (seq 8192), mesh {data: 8 (fsdp)}") and str(p) == p.report()


def test_plan_report_and_markdown_equal_the_tool(tool):
    status, out, _ = tool("plan", "--mesh", "data=8", "--micro-batch", "2")
    assert status == 0
    assert shardmem.plan(mesh={"data": 8}, micro_batch=2).report() == out
    status, out, _ = tool("plan", "--markdown")
    assert shardmem.plan().markdown() == out


def test_the_fix_list_is_in_every_rendering_of_a_plan_that_does_not_fit(tool):
    # The defect: only the tool's text report listed what would make a plan fit; the page, the
    # notebook view, Plan.report(), the markdown and the JSON (without --advise) did not.
    flags = ["--model", "llama3.1-70b", "--mesh", "data=8", "--zero", "0"]
    p = shardmem.plan(model="llama3.1-70b", mesh={"data": 8}, zero=0)
    assert not p.fits and p.fixes and p.fixes[0]["fits"]
    status, out, _ = tool("plan", *flags)
    assert p.report() == out and "\nwhat would make it fit (each planned" in out
    status, out, _ = tool("plan", *flags, "--json")
    assert p.to_json() == out and json.loads(out)["advice"] == p.fixes
    status, out, _ = tool("plan", *flags, "--markdown")
    assert p.markdown() == out and "**what would make it fit" in out
    first = p.fixes[0]["change"]
    assert f"<code>{first}</code>" in p.page() and '<section id="fixes">' in p.page()
    # The notebook shows the same page, in a frame of its own.
    frame = p._repr_html_()
    assert frame.startswith('<iframe class="shardmem-plan"') and html.escape(p.page(), quote=True) in frame
    # A plan that fits lists none; a Config changed after it was read has no options to change.
    assert shardmem.plan(mesh={"data": 8}).fixes == []
    c = shardmem.config(model="llama3.1-70b", mesh={"data": 8}, zero=0)
    assert shardmem.plan(c).fixes == p.fixes
    c.micro_batch = 2
    assert shardmem.plan(c).fixes == []


def test_config_is_typed_and_writable():
    c = shardmem.config(model="llama3.1-70b", mesh={"data": 16, "model": 8})
    assert c.zero_stage == 3 and c.micro_batch == 1 and c.remat == "nothing_saveable"
    assert c.mesh == shardmem.Mesh({"data": 16, "model": 8})
    assert c.axis_roles == "data: 16 (fsdp), model: 8 (tensor)"
    assert c.hardware == "h100-80gb" and c.seq_len == 8192
    c.micro_batch = 2
    c.remat = "sqrt_n"
    before = shardmem.plan(c)
    assert before.to_json() == shardmem.plan(model="llama3.1-70b", mesh={"data": 16, "model": 8}, micro_batch=2,
                                             remat="sqrt_n").to_json()
    with pytest.raises(shardmem.Error, match="unknown remat policy 'sqrtn'"):
        c.remat = "sqrtn"
    with pytest.raises(shardmem.Error, match="ZeRO stages"):
        c.zero_stage = 4
    assert c.framework == "jax"
    c.framework = "torchtitan"  # and with it, torchtitan's allocator margin
    assert shardmem.plan(c).to_json() == shardmem.plan(model="llama3.1-70b", mesh={"data": 16, "model": 8},
                                                       micro_batch=2, remat="sqrt_n", framework="torchtitan").to_json()
    with pytest.raises(shardmem.Error, match="did you mean 'maxtext'"):
        c.framework = "maxtxt"
    c.framework = "jax"
    assert shardmem.plan(c).to_json() == before.to_json()
    assert json.loads(c.model)["name"] == "llama3.1-70b"
    c.model = {"base": "llama3.1-8b", "layers": 2}
    assert json.loads(c.model)["layers"] == 2 and json.loads(c.model)["hidden"] == 4096
    c.model = "llama3.1-405b"
    assert json.loads(c.model)["name"] == "llama3.1-405b"
    c.model = json.dumps({"base": "llama3.1-8b", "layers": 3})
    assert json.loads(c.model)["layers"] == 3
    with pytest.raises(shardmem.Error, match="expected a preset's name"):
        c.model = 3
    with pytest.raises(shardmem.Error, match="llama3.1-8b"):  # the unknown preset's error lists them
        c.model = "llama9"
    with pytest.raises(shardmem.Error, match="a Config or options"):
        shardmem.plan(c, zero=1)


def test_errors_carry_the_librarys_message(tool):
    for flags, options in [
        (["--remat", "bogus"], dict(remat="bogus")),
        (["--mesh", "data=8,foo=2"], dict(mesh={"data": 8, "foo": 2})),
        (["--model", "llama9"], dict(model="llama9")),
        (["--offload", "gradients"], dict(offload=["gradients"])),
    ]:
        status, _, err = tool("plan", *flags)
        assert status != 0
        with pytest.raises(shardmem.Error) as e:
            shardmem.plan(**options)
        assert isinstance(e.value, ValueError)
        assert err.strip() == "shardmem: error: " + str(e.value)


def test_config_refuses_negative_memory():
    c = shardmem.config()
    with pytest.raises(shardmem.Error, match=r"Config.usable_bytes = -5: a device's usable memory is 1 byte or more"):
        c.usable_bytes = -5
    with pytest.raises(shardmem.Error, match=r"Config.host_ram_bytes = -1: host RAM per process is 0 or more"):
        c.host_ram_bytes = -1
    c.usable_bytes = 2**30
    assert not shardmem.plan(c).fits and shardmem.plan(c).usable_bytes == 2**30


def test_option_forms_and_their_errors():
    # data_axis as a tuple is the tool's comma list; offload as a word is a one-word list.
    assert shardmem.config(mesh={"fsdp": 4, "data": 2}, data_axis=("fsdp", "data")).axis_roles == \
        "fsdp: 4 (fsdp), data: 2 (fsdp)"
    assert shardmem.plan(offload="optimizer").to_json() == shardmem.plan(offload=["optimizer"]).to_json()
    for options, message in [
        (dict(mesh=8), "plan option mesh=8: expected a Mesh (shardmem's or jax's), a dict {axis: size} or text"),
        (dict(model=8), "plan option model=8: expected a preset's name or a dict"),
        (dict(data_axis=("fsdp", 2)), "plan option data_axis=('fsdp', 2): expected a list of words"),
        (dict(offload=3), "plan option offload=3: expected a word or a list of words"),
        (dict(fragmentation="0.1"), "plan option fragmentation='0.1': expected a number"),
        (dict(zero=5), "plan options: --zero (zero) is 5; ZeRO stages are 0, 1, 2 and 3"),
        (dict(efficiency="0.5"), "plan option efficiency='0.5': expected a number"),
        (dict(efficiency=2.0), "plan options: --efficiency (efficiency) is 2; give a fraction of the peak FLOP rate from 1e-6 to 1"),
        (dict(remat=1), "plan option remat=1: expected a remat word, as 'nothing_saveable', or a jax.checkpoint_policies"),
        (dict(adapter_rank=8, adapter_targets=["q_proj", 3]),
         "plan option adapter_targets=['q_proj', 3]: expected a list of words"),
        (dict(adapter_rank=8, adapter_targets=5), "plan option adapter_targets=5: expected a word or a list of words"),
        (dict(adapter_rank=8, adapter_layers="18-"), "--adapter-layers '18-': expected all, a layer (5) or a range of layers (18-26)"),
        (dict(mesh={"data": "8"}), "Mesh({'data': '8'}): expected axis names (str) with sizes (int)"),
    ]:
        with pytest.raises(shardmem.Error) as e:
            shardmem.plan(**options)
        assert str(e.value).startswith(message), (options, str(e.value))
    with pytest.raises(shardmem.Error, match="config: expected a shardmem.Config, got dict"):
        shardmem.plan({"zero": 1})


def test_options_the_tool_lacks_are_errors():
    with pytest.raises(shardmem.Error, match="unknown plan option 'zerox'"):
        shardmem.plan(zerox=3)
    with pytest.raises(shardmem.Error, match=r"plan option micro_batch='2': expected an int"):
        shardmem.plan(micro_batch="2")
    with pytest.raises(shardmem.Error, match="micro_batch\\) is 0"):
        shardmem.plan(micro_batch=0)
    with pytest.raises(shardmem.Error, match="unknown plan option 'micro-batch' \\(did you mean 'micro_batch'\\?\\)"):
        shardmem.plan(**{"micro-batch": 2})
    with pytest.raises(shardmem.Error, match="both a model file"):
        shardmem.plan(model={"base": "llama3.1-8b"}, model_file="x.json")
    with pytest.raises(shardmem.Error, match="expected True or False"):
        shardmem.plan(eval=1)


def test_sweep_equals_the_tools_json(tool):
    flags = ["--model", "llama3.1-70b", "--mesh", "data=8,model=8", "--policies", "nothing_saveable,dots_saveable"]
    status, out, err = tool("sweep", *flags, "--json")
    assert status == 0, err
    s = shardmem.sweep(model="llama3.1-70b", mesh={"data": 8, "model": 8},
                       policies=["nothing_saveable", "dots_saveable"])
    assert s.to_json() == out
    assert s.rows == json.loads(out)["rows"] and len(s) == len(s.rows)
    assert s.configuration["model"] == "llama3.1-70b" and s.configuration["devices"] == 64
    # The fastest fit is drawn from the whole table: the first row that fits.
    assert s.fastest_fit == next(r for r in s.rows if r["fits"])
    # Every row at one global batch, 64 (a micro-batch on each of the 64 devices), so recompute per
    # step is the micro-step's times the micro-steps that batch takes on the row's data axis.
    assert s.configuration["global_batch"] == 64
    for r in s.rows:
        data = int(r["mesh"].split("data: ")[1].split(",")[0])
        assert r["recompute_flops_per_step"] == r["recompute_flops"] * (64 // data)
    # The tool's text names the fastest fit, the cheapest fit on the given mesh and the largest
    # micro-batch; so does the Sweep.
    status, text, _ = tool("sweep", *flags)
    assert f"fastest fit of the table: mesh {s.fastest_fit['mesh']}, remat {s.fastest_fit['policy']} (" in text
    assert f"remat {s.cheapest['policy']} (" in text
    assert text.rstrip().endswith(f": {s.max_micro_batch}")
    assert "<table>" in s._repr_html_()


def test_sweep_with_max_batch_equals_the_tool(tool):
    status, out, _ = tool("sweep", "--mesh", "data=4,model=2", "--policies", "sqrt_n", "--max-batch", "--json")
    assert status == 0
    assert shardmem.sweep(mesh={"data": 4, "model": 2}, policies="sqrt_n", max_batch=True).to_json() == out


def test_model_show_equals_the_tool(tool):
    status, out, _ = tool("model", "show", "mixtral-8x7b")
    assert status == 0
    assert shardmem.model("mixtral-8x7b") == json.loads(out)
    assert "llama3.1-8b" in shardmem.presets() and "h100-80gb" in shardmem.hardware_presets()
    with pytest.raises(shardmem.Error, match="llama3.1-8b"):
        shardmem.model("llama9")


def test_the_gil_is_released_while_planning():
    config = shardmem.config(model="llama3.1-405b", mesh={"data": 8, "model": 8})
    window = []

    def worker():
        start = time.perf_counter()
        _shardmem.plan(config)
        window.extend([start, time.perf_counter()])

    ticks = []
    t = threading.Thread(target=worker)
    t.start()
    while t.is_alive():
        ticks.append(time.perf_counter())
    t.join()
    start, end = window
    # Python ran on this thread while the plan ran in C++ on the other: no stretch of the call
    # without a tick here is longer than half of it (holding the GIL, the whole call would be one).
    inside = [start] + [x for x in ticks if start < x < end] + [end]
    longest_gap = max(b - a for a, b in zip(inside, inside[1:]))
    assert end - start > 0.01, "the plan is too quick to tell"
    assert longest_gap < 0.5 * (end - start), (longest_gap, end - start)


ADVISED = [
    ["--model", "llama3.1-70b", "--mesh", "data=8", "--remat", "none"],
    ["--model", "llama3.1-405b", "--mesh", "data=64"],
    ["--zero", "0", "--mesh", "data=64", "--devices-per-process", "1", "--placement", "checked"],
]


@pytest.mark.parametrize("flags", ADVISED, ids=lambda f: " ".join(f))
def test_each_advice_runs_as_is_with_the_peak_it_claimed(tool, flags):
    # Configurations that do not fit (70B on 8 GPUs without remat, 405B on 64, seed 000 at 64
    # processes): every change `plan --advise` suggests, run with its own flags, fits or not as it
    # said, with the peak it claimed; --check agrees.
    status, out, err = tool("plan", *flags, "--advise", "--json")
    assert status == 0, err
    advice = json.loads(out)["advice"]
    assert advice and advice[0]["fits"]
    for a in advice:
        status, out, err = tool("plan", *a["args"], "--json", "--check")
        assert status == (0 if a["fits"] else 3), (a["change"], err)
        planned = json.loads(out)
        assert planned["per_device"]["peak_bytes"] == a["peak_bytes"], a["change"]
        assert planned["fits"] == a["fits"]


def test_advise_equals_the_tools_advice(tool):
    status, out, err = tool("plan", "--model", "llama3.1-405b", "--mesh", "data=64", "--advise", "--json")
    assert status == 0, err
    assert shardmem.advise(model="llama3.1-405b", mesh={"data": 64}) == json.loads(out)["advice"]


def test_plan_trace_is_chrome_trace_json(tool, tmp_path):
    # `plan --trace FILE`: the Trace Event Format Perfetto opens: metadata, a counter at each step
    # where a role's bytes change, the phases and the ops as complete events, the peak as an instant.
    path = tmp_path / "plan.trace.json"
    status, out, err = tool("plan", "--seq", "1024", "--trace", str(path), "--json")
    assert status == 0, err
    trace = json.loads(path.read_text())
    phases = {e["name"] for e in trace["traceEvents"] if e["ph"] == "X" and e["cat"] == "phase"}
    assert phases == {"forward", "backward", "optimizer"}
    assert sum(1 for e in trace["traceEvents"] if e["ph"] == "C") > 100
    # The ops as a track, each buffer's lifetime as an async slice.
    assert sum(1 for e in trace["traceEvents"] if e["ph"] == "X" and e["cat"] == "op") > 100
    begins = sum(1 for e in trace["traceEvents"] if e["ph"] == "b")
    assert begins > 0 and begins == sum(1 for e in trace["traceEvents"] if e["ph"] == "e")
    (peak,) = [e for e in trace["traceEvents"] if e["ph"] == "i"]
    assert peak["args"]["bytes"] == trace["otherData"]["peak_bytes"]


def test_plan_svg_and_page_are_the_tools_files(tool, tmp_path):
    # `plan --svg FILE --html FILE` and Plan.svg() / Plan.page() draw the same plan byte for byte.
    svg, page = tmp_path / "plan.svg", tmp_path / "plan.html"
    status, out, err = tool("plan", "--seq", "1024", "--mesh", "data=8", "--svg", str(svg), "--html", str(page))
    assert status == 0, err
    p = shardmem.plan(seq=1024, mesh={"data": 8})
    assert p.svg() == svg.read_text()
    assert p.page() == page.read_text()
    assert page.read_text().startswith("<!doctype html>")
    assert "<title>parameter: at most " in svg.read_text()  # hover text on the bands


def test_plan_compare_prints_both_and_overlays_them(tool, tmp_path):
    # B is A with the flags of --compare read over A's: its plan is the plan of those options.
    status, out, err = tool("plan", "--seq", "1024", "--compare", "--remat dots_saveable --zero 1", "--json")
    assert status == 0, err
    j = json.loads(out)
    assert j["compare"]["flags"] == "--remat dots_saveable --zero 1"
    assert j["compare"]["plan"] == shardmem.plan(seq=1024, remat="dots_saveable", zero=1).to_dict()
    assert j["per_device"] == shardmem.plan(seq=1024).to_dict()["per_device"]
    svg = tmp_path / "both.svg"
    status, out, err = tool("plan", "--seq", "1024", "--compare", "--remat dots_saveable", "--svg", str(svg))
    assert status == 0, err
    assert "compared (A: as given; B: with --remat dots_saveable):" in out
    b = shardmem.plan(seq=1024, remat="dots_saveable")
    assert f"B: with --remat dots_saveable: {_shardmem.format_bytes(b.peak_bytes)} with overheads" in svg.read_text()
    assert svg.read_text().count("<polyline ") == 2


def test_plan_compare_with_a_bad_flag_names_it(tool):
    status, out, err = tool("plan", "--compare", "--remat")
    assert status == 2
    assert "--compare '--remat': " in err and "give plan flags" in err
    status, out, err = tool("plan", "--compare", "--no-such-flag 3")
    assert status == 2 and "--compare '--no-such-flag 3': " in err


def test_schedule_svg_draws_the_schedule_beside_storing_everything(tool, tmp_path):
    # `schedule --svg FILE`: the schedule's live memory per action and the store-all line, each
    # with its peak in the legend (the peaks `schedule --json` gives).
    path = tmp_path / "revolve.svg"
    status, out, err = tool("schedule", "--layers", "32", "--strategy", "revolve:4", "--svg", str(path), "--json")
    assert status == 0, err
    peak = json.loads(out)["peak_units"]
    status, out, err = tool("schedule", "--layers", "32", "--strategy", "store", "--json")
    store_peak = json.loads(out)["peak_units"]
    svg = path.read_text()
    assert svg.count("<polyline ") == 2
    assert f"revolve:4 (" in svg and f"(peak {peak} B, " in svg
    assert f"store (every activation kept) (peak {store_peak} B, " in svg
    assert "<title>revolve:4 (" in svg  # hover text on the line


def test_each_plan_option_is_declared_once_for_the_tool_and_the_keywords(tool):
    # One declaration (plan/options.hpp for_each_plan_option) makes the tool's flag, the keyword
    # and the help: every keyword is a flag of `shardmem plan --help` with that help, the docstring
    # of config() names every keyword, and a keyword that is none is refused naming them all.
    declared = _shardmem.plan_options()
    assert len(declared) == len({name for name, _, _ in declared}) == 45
    status, usage, _ = tool("plan", "--help")
    assert status == 0
    for name, flag, help_text in declared:
        assert flag in usage and help_text in usage, flag
        assert flag.lstrip("-").replace("no-", "", 1).replace("-", "_") == name
        assert name in shardmem.config.__doc__, name
    with pytest.raises(shardmem.Error) as e:
        shardmem.plan(zerox=3)
    assert all(name in str(e.value) for name, _, _ in declared)


def test_a_batch_of_0_ran_as_if_no_batch_were_given():
    with pytest.raises(shardmem.Error, match=r"--batch \(batch\) is 0; give the global batch in sequences, 1 or more"):
        shardmem.plan(batch=0)
    assert shardmem.config(batch=64).global_batch == 64
