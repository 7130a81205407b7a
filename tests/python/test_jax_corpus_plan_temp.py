"""The planner's temp against JAX's: `shardmem plan ... --backend cpu` with each corpus program's
`plan_args` gives a temp within 20% of JAX's compiled.memory_analysis() temp (memory_analysis.json,
JAX 0.10.2's CPU backend) at the median (issue 45's bound), and each program outside 20% is named
below with its reason, which the test checks against the compiled module's buffers live at its
peak (read by `shardmem hlo compiled.hlo`) and the plan's. Neither needs JAX."""

import json
import math
import pathlib
import re
import statistics

CORPUS = pathlib.Path(__file__).resolve().parents[2] / "tests" / "data" / "jax"

MiB = 1 << 20

# Why a program's plan is outside 20% of JAX's temp; each reason has a check below.
MOE_GATHER = (
    "XLA's SPMD partitioner all-gathers the expert einsum's (egcd,edf->egcf) f32 operands over the "
    "expert axis, 0.5 MiB or more of them; the plan moves tokens by all-to-all and holds no such gather"
)
CPU_UPCASTS_MORE = (
    "XLA:CPU holds more bf16 converted to f32 than the dots' operands the plan copies (norms, rotary, "
    "softmax and stacked residuals upcast too): its converted buffers at the peak exceed all the plan's "
    "temporaries at its peak"
)
UNCONSTRAINED = (
    "no sharding constraints on the activations: XLA's propagation picks layouts the plan's Megatron "
    "layout does not, and XLA:CPU's converted buffers at its peak exceed all the plan's temporaries"
)
PLAN_HOLDS_COPIES_LONGER = (
    "the plan's temporaries at its peak (its f32 copies of replicated weights, each made in the first "
    "wave) exceed all XLA:CPU's converted buffers at its own: XLA holds fewer of them at once"
)
SHARD_MAP_GATHERS = (
    "inside shard_map the program gathers each weight itself; at the compiled peak no gathered weight is "
    "live, while the plan holds its gathers (over 1 MiB) with their copies"
)

PLAN_TEMP_OUTLIERS = {
    "mixtral_ep8": ("under", MOE_GATHER),
    "mixtral_fsdp2_ep2_tp2": ("under", MOE_GATHER),
    "mixtral_fsdp2_ep4": ("under", MOE_GATHER),
    "mixtral_logical_fsdp2_ep4": ("under", MOE_GATHER),
    "mixtral_fsdp2_ep4_replicated_dense": ("under", MOE_GATHER),
    "mixtral_eval_fsdp2_ep4": ("under", CPU_UPCASTS_MORE),
    "llama_fsdp8_checkpoint_dots_with_no_batch_dims_scan": ("under", CPU_UPCASTS_MORE),
    "llama_fsdp8_save_minimal_scan": ("under", CPU_UPCASTS_MORE),
    "llama_fsdp8_dots_saveable_scan": ("under", CPU_UPCASTS_MORE),
    "llama_fsdp8_everything_saveable_scan": ("under", CPU_UPCASTS_MORE),
    "llama_fsdp8_none_scan": ("under", CPU_UPCASTS_MORE),
    "llama_lora_mlp_fsdp8_scan": ("under", CPU_UPCASTS_MORE),
    "gpt_fsdp2_tp4": ("under", CPU_UPCASTS_MORE),
    "llama_fsdp2_tp4": ("under", CPU_UPCASTS_MORE),
    "llama_fsdp2_tp4_sp": ("under", CPU_UPCASTS_MORE),
    "llama_logical_fsdp4_tp2": ("under", CPU_UPCASTS_MORE),
    "llama_wide_fsdp4_tp4": ("under", CPU_UPCASTS_MORE),
    "gpt_shard_map_dp16_sgd": ("under", CPU_UPCASTS_MORE),
    "llama_fsdp4_tp2_unconstrained": ("under", UNCONSTRAINED),
    "llama_dp8_zero1": ("over", PLAN_HOLDS_COPIES_LONGER),
    "llama_shard_map_fsdp8": ("over", SHARD_MAP_GATHERS),
}


def plan_programs():
    out = []
    for d in sorted(p for p in CORPUS.iterdir() if (p / "meta.json").is_file()):
        meta = json.loads((d / "meta.json").read_text())
        if "plan_args" in meta:
            out.append((d, meta["plan_args"]))
    return out


def expert_gathers(module_text):
    """The bytes of each all-gather of the expert einsum's f32 operands in a compiled module's text."""
    out = []
    for m in re.finditer(r"= f32\[([\d,]+)\]\{[^}]*\} all-gather\(.*", module_text):
        if "egc" in m.group(0):
            out.append(4 * math.prod(int(x) for x in m.group(1).split(",")))
    return out


def reason_holds(reason, plan, compiled, module_text):
    """Checks `reason` on the plan's JSON, the compiled module's (`shardmem hlo --json`) and its text."""
    live = compiled["live_at_peak"]
    converted = sum(b["bytes"] for b in live if "convert" in b["name"])
    gathered = sum(b["bytes"] for b in live if b["opcode"] == "all-gather")
    roles = plan["per_device"]["by_role"]
    if reason == MOE_GATHER:
        # Where the liveness peak falls moves with the hand-overs XLA's heap takes; the gathers
        # themselves are in the module's text.
        gathers = expert_gathers(module_text)
        return sum(gathers) >= MiB // 2
    if reason in (CPU_UPCASTS_MORE, UNCONSTRAINED):
        return converted > roles["temporary"]
    if reason == PLAN_HOLDS_COPIES_LONGER:
        return roles["temporary"] > converted
    if reason == SHARD_MAP_GATHERS:
        return gathered == 0 and roles["collective"] > MiB
    raise AssertionError(f"no check for reason {reason!r}")


def test_plan_temp_is_within_20_percent_of_jax_s_at_the_median_and_each_outlier_is_explained(tool):
    errors, outside, wrong = [], {}, []
    for d, args in plan_programs():
        args = [str(d / a) if a == "model.json" else a for a in args]
        rc, out, err = tool("plan", *args, "--backend", "cpu", "--json")
        assert rc in (0, 1), f"{d.name}: shardmem plan failed: {err.strip()}"
        plan = json.loads(out)
        ours = plan["per_device"]["memory_analysis"]["temp_size_in_bytes"]
        # The number comes from JAX, not from shardmem.
        jax = json.loads((d / "memory_analysis.json").read_text())["temp_size_in_bytes"]
        error = abs(ours - jax) / jax
        errors.append(error)
        if error <= 0.2:
            continue
        outside[d.name] = "over" if ours > jax else "under"
        if d.name in PLAN_TEMP_OUTLIERS:
            direction, reason = PLAN_TEMP_OUTLIERS[d.name]
            rc, out, err = tool("hlo", str(d / "compiled.hlo"), "--backend", "cpu", "--json")
            assert rc == 0, f"{d.name}: shardmem hlo compiled.hlo failed: {err.strip()}"
            text = (d / "compiled.hlo").read_text()
            if direction != outside[d.name] or not reason_holds(reason, plan, json.loads(out), text):
                wrong.append(f"{d.name}: plan {ours}, JAX {jax}; the named reason does not hold: {reason}")
    assert len(errors) >= 20, f"{len(errors)} programs with plan_args; issue 45 asks for at least 20"
    median = statistics.median(errors)
    assert median <= 0.2, f"plan temp median relative error {median:.3f}; issue 45 asks for at most 0.20"
    unnamed = sorted(set(outside) - set(PLAN_TEMP_OUTLIERS))
    assert not unnamed, f"outside 20% of JAX's temp with no reason named: {unnamed}"
    within = sorted(set(PLAN_TEMP_OUTLIERS) - set(outside))
    assert not within, f"within 20% now, remove from PLAN_TEMP_OUTLIERS: {within}"
    assert not wrong, "\n".join(wrong)
