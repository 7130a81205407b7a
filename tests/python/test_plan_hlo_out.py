"""plan(hlo_out=...): the planned step written as scheduled HLO text, the file `shardmem plan
--hlo-out` writes, read back by shardmem.hlo to the plan's memory_analysis."""

import pytest

import shardmem


def test_plan_hlo_out_reads_back_to_the_plans_memory_analysis(tmp_path):
    out = tmp_path / "step.hlo"
    p = shardmem.plan(model="llama3.1-8b", zero=2, hlo_out=out)
    text = out.read_text()
    assert text.startswith("HloModule llama3.1-8b_step, is_scheduled=true, input_output_alias={")
    r = shardmem.hlo(text)
    leaves = 1 + text.split(") tuple(", 1)[1].split(")\n", 1)[0].count(", ")  # the root tuple's operands
    m, planned = r.memory_analysis, p.memory_analysis
    assert m.argument_size_in_bytes == planned.argument_size_in_bytes
    assert m.alias_size_in_bytes == planned.alias_size_in_bytes
    assert m.temp_size_in_bytes == planned.temp_size_in_bytes
    # GPU's buffer assignment counts the result tuple's index table, 8 bytes a leaf; the plan
    # counts it for XLA:CPU only.
    assert m.output_size_in_bytes == planned.output_size_in_bytes + 8 * leaves


def test_plan_hlo_out_for_cpu_reads_back_with_the_cpu_backend(tmp_path):
    out = tmp_path / "step.hlo"
    p = shardmem.plan(model="llama3.1-8b", zero=2, backend="cpu", hlo_out=str(out))
    assert shardmem.hlo(out.read_text(), backend="cpu").memory_analysis == p.memory_analysis


def test_plan_hlo_out_is_the_tools_file(tmp_path, tool):
    ours, theirs = tmp_path / "py.hlo", tmp_path / "tool.hlo"
    shardmem.plan(model="llama3.1-8b", mesh="data=2,model=4", remat="dots_saveable", hlo_out=ours)
    status, _, err = tool("plan", "--model", "llama3.1-8b", "--mesh", "data=2,model=4", "--remat", "dots_saveable",
                          "--hlo-out", str(theirs))
    assert status == 0, err
    assert ours.read_bytes() == theirs.read_bytes()


def test_plan_hlo_out_that_cannot_be_written_is_one_line_naming_it(tmp_path):
    path = tmp_path / "missing" / "step.hlo"
    with pytest.raises(shardmem.Error) as e:
        shardmem.plan(model="llama3.1-8b", hlo_out=path)
    message = str(e.value)
    assert "\n" not in message
    assert f"cannot write HLO file '{path}'" in message


def test_plan_hlo_out_of_another_type_is_refused():
    with pytest.raises(shardmem.ArgumentTypeError, match="hlo_out expected a path"):
        shardmem.plan(model="llama3.1-8b", hlo_out=3)


def test_plan_hlo_out_is_parsed_by_xla(tmp_path):
    hlo = pytest.importorskip("jax._src.lib").hlo
    out = tmp_path / "step.hlo"
    shardmem.plan(model="llama3.1-8b", mesh="data=2,model=4", offload=["optimizer"], remat="offload_layer_input",
                  hlo_out=out)
    module = hlo.hlo_module_from_text(out.read_text())
    assert module.name == "llama3.1-8b_step"
