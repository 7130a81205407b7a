"""The JAX corpus's temp from the lowered text (tests/data/jax/*/lowered.mlir), before compiling,
held against JAX's compiled temp (memory_analysis.json, XLA:CPU of jaxlib 0.10.2): issue 45 asks for
a median relative error of at most 10%, and each program outside 10% explained. Every such program
is named below with the reason, found by comparing the buffers live at the peak of both modules
(`shardmem hlo lowered.mlir --backend cpu` and `shardmem hlo compiled.hlo --backend cpu`), and the
evidence of that reason: text the compiled module (or the lowered one) must hold. A program outside
10% that is not listed, or a listed one now within 10%, fails the test, so that the list stays true.
Neither needs JAX: the numbers are in the corpus."""

import json
import pathlib
import re
import statistics

import pytest

CORPUS = pathlib.Path(__file__).resolve().parents[2] / "tests" / "data" / "jax"
TOLERANCE = 0.10  # issue 45: temp within 10%, median

# Why a lowered module's temp differs from the compiled one's, and what each reason needs to be
# present: (file, regular expression) pairs, each found in that program's text ("compiled":
# compiled.hlo, "lowered": lowered.mlir), any one of a list sufficing.
CATEGORIES = {
    # XLA's SPMD partitioner gathers, reshards by pieces or reduces at the peak: buffers the
    # lowered text does not show (its shardings only say where values end up).
    "collectives": [("compiled", r"all-gather|all-to-all|reduce-scatter|all-reduce|collective-permute")],
    # XLA hoists f32 copies of whole bf16 weight stacks (or other invariants) out of a while loop
    # (wrapped_convert, wrapped_copy live across the loop); ours converts each slice in the body.
    "loop-invariant code motion": [("lowered", r"stablehlo\.while"), ("compiled", r"wrapped_convert|wrapped_copy")],
    # XLA:CPU computes its dots in f32 and converts bf16 operands in fusions of their own
    # (convert_convert_fusion, convert_bitcast_fusion) with other live ranges than ours.
    "dot upcast": [("lowered", r"bf16"), ("compiled", r"convert_convert_fusion|convert_bitcast_fusion")],
    # The loop state's tuple, its scalars and the copies copy insertion makes for it.
    "while-loop state": [("lowered", r"stablehlo\.while")],
    # A value our propagation keeps whole (or shards) where XLA's partitioner shards it (or not).
    "sharding propagation": [("lowered", r"mhlo\.num_partitions = ([2-9]|\d\d)")],
    # XLA fuses into one buffer what ours keeps as several, or the reverse.
    "fusion": [("compiled", r"fusion")],
    # A library call's buffers (LAPACK, top_k): its copies and its result tuple.
    "custom call": [("compiled", r"custom-call|copy_copy_fusion")],
    # XLA writes an output placed in host memory there, with no device temp.
    "host offloading": [("lowered", r"pinned_host|device_placement")],
    # The same buffers live at the peak, in another order.
    "scheduling": [],
}

# program: (category, what the live sets show, evidence: regular expressions the compiled module
# holds, "lowered:" first for the lowered text).
MISSES = {
    "associative_scan": ("fusion", "XLA materialises each level's padded sum (pad_add_fusion); ours fuses the levels into the output", ["pad_add_fusion"]),
    "collective_all_gather_stacked_x8": ("collectives", "XLA's all-gather reads its operand as it is; ours keeps the operand's stacked copy (0.1, a broadcast f32[1,64,128]) a temp", ["all_gather"]),
    "collective_all_to_all_inner_x2xy4": ("collectives", "XLA:CPU's all-to-all sends its operand in pieces, one buffer a peer; ours holds only the start's tuple", ["all-to-all"]),
    "collective_all_to_all_x8": ("collectives", "XLA:CPU's all-to-all sends its operand in pieces, one buffer a peer; ours holds only the start's tuple", ["all-to-all"]),
    "collective_psum_scatter_inner_x2xy4": ("collectives", "XLA's reduce-scatter over the inner axis makes partial sums in buffers of their own; ours none", ["reduce-scatter|reduce_scatter"]),
    "collective_ring_matmul_x8": ("while-loop state", "XLA's ring loop keeps its shard_map operand (param f32[64,128]) in the loop state besides ours", ["while\\("]),
    "cond_branches_x8": ("sharding propagation", "values a case's branch reads from around it are kept whole by the reader (f32[512,1024] in each branch)", ["lowered:stablehlo\\.case"]),
    "gpt_dp8_zero0_dots": ("loop-invariant code motion", "XLA holds f32 copies of the whole layer stacks (wrapped_convert.12, .14) across both loops", ["wrapped_convert"]),
    "gpt_fsdp2_tp4": ("loop-invariant code motion", "XLA holds f32 copies of the whole layer stacks (wrapped_convert.12, .14) across both loops", ["wrapped_convert"]),
    "gpt_fsdp8": ("dot upcast", "XLA holds the f32 upcast of the gathered embedding (convert_convert_fusion.26) from the forward to the update", ["convert_convert_fusion"]),
    "gpt_shard_map_dp16_sgd": ("loop-invariant code motion", "XLA holds f32 copies of the whole layer stacks (wrapped_convert.14, .8) across the backward loop", ["wrapped_convert"]),
    "llama_decomposition_masked_fsdp8": ("dot upcast", "XLA holds f32 upcasts of the embedding (convert_convert_fusion.17, wrapped_copy.8) through the whole step", ["convert_convert_fusion"]),
    "llama_eval_fsdp2_tp4": ("loop-invariant code motion", "XLA converts the weight stacks to f32 before the layer loop (wrapped_convert.6-.8) and holds them through it", ["wrapped_convert"]),
    "llama_eval_fsdp8": ("collectives", "XLA all-gathers each layer's weights in the loop body (all-gather.27-.29) beside their f32 upcasts", ["all-gather"]),
    "llama_eval_single_device": ("loop-invariant code motion", "XLA converts the weight stacks to f32 before the layer loop (wrapped_convert.6-.11) and holds them through it", ["wrapped_convert"]),
    "llama_frozen_prefix_fsdp8": ("collectives", "XLA all-gathers the lm_head (all-gather.14 f32[128,512]) and holds its f32 copy; ours uses it sharded", ["all-gather"]),
    "llama_frozen_prefix_fsdp8_scan": ("loop-invariant code motion", "XLA converts the frozen layer stacks to f32 once (wrapped_convert.6-.8, f32[3,128,256]) outside the loop", ["wrapped_convert"]),
    "llama_fsdp2_context4": ("collectives", "XLA's peak is at a weight gradient's all-reduce in the backward loop (all-reduce.148)", ["all-reduce"]),
    "llama_fsdp2_tp4_sp": ("dot upcast", "XLA holds f32 upcasts of the gathered weights (convert_convert_fusion.42, .29) across the backward pass", ["convert_convert_fusion"]),
    "llama_fsdp32": ("sharding propagation", "the cross-entropy gradient's scatter (f32[32,64,512], 4 MiB) is kept whole: no scatter rule; XLA shards it by the batch", ["lowered:stablehlo\\.scatter"]),
    "llama_fsdp4_micro2": ("loop-invariant code motion", "XLA holds f32 copies of the saved residual stacks (wrapped_convert.15) across the backward loop", ["wrapped_convert"]),
    "llama_fsdp4_tp2_unconstrained": ("loop-invariant code motion", "XLA holds f32 copies of the saved residual stacks (wrapped_convert.13, .14, .17) across the backward loop", ["wrapped_convert"]),
    "llama_fsdp8_accumulate4": ("loop-invariant code motion", "XLA holds f32 copies of the embedding and lm_head (wrapped_convert.4, wrapped_copy) across the accumulation loop", ["wrapped_copy"]),
    "llama_fsdp8_dots_saveable_scan": ("loop-invariant code motion", "XLA holds f32 copies of the saved dots' stacks (wrapped_convert.15, .16, .19) across the backward loop", ["wrapped_convert"]),
    "llama_fsdp8_multisteps4": ("sharding propagation", "MultiSteps' lax.cond branches read the state from around them, kept whole (98.0 f32[8,64,512])", ["lowered:stablehlo\\.case"]),
    "llama_layer_fwd_fsdp2_tp4": ("dot upcast", "XLA's dots read f32 upcasts of their operands (convert_bitcast_fusion.1, convert_add_fusion) made in fusions of their own", ["convert_bitcast_fusion"]),
    "llama_layer_fwd_fsdp8": ("dot upcast", "XLA holds f32 upcasts of the gathered MLP weights (convert_convert_fusion, .2, .3) through the layer", ["convert_convert_fusion"]),
    "llama_layer_grad_fsdp2_tp4": ("dot upcast", "ours holds each dot's f32 operand (157.partial.lhs, 20.partial.lhs) from forward to backward; XLA fewer (wrapped_convert)", ["convert_bitcast_fusion"]),
    "llama_logical_fsdp2_tp4_unrolled": ("sharding propagation", "the cross-entropy gradient's scatter (f32[2,64,512]) is kept whole: no scatter rule; XLA shards it", ["lowered:stablehlo\\.scatter"]),
    "llama_logical_fsdp4_context2": ("dot upcast", "XLA holds f32 upcasts of the gathered weights (convert_convert_fusion.10, .14, .15) across the backward body", ["convert_convert_fusion"]),
    "llama_shard_map_fsdp8": ("dot upcast", "ours holds each dot's f32 operand (0.924.rhs, 0.748.rhs, 0.740.rhs) from forward to backward; XLA one a weight", ["convert_convert_fusion"]),
    "llama_wide_eval_fsdp16": ("collectives", "XLA all-gathers each layer's weights in the loop body (all-gather.27-.29) beside their f32 upcasts", ["all-gather"]),
    "llama_wide_fsdp4_tp4": ("sharding propagation", "the cross-entropy gradient's scatter (f32[4,64,1024], 1 MiB) is kept whole: no scatter rule; XLA shards it", ["lowered:stablehlo\\.scatter"]),
    "matmul_128x1024x128_f32_rows_cols": ("collectives", "XLA all-gathers the column-sharded operand (all-gather f32[1024,128]) for the dot", ["all-gather"]),
    "matmul_256x256x256_f32_rows_cols": ("collectives", "XLA all-gathers the column-sharded operand (all-gather f32[256,256]) for the dot", ["all-gather"]),
    "matmul_512x128x1024_bf16_rows_cols": ("collectives", "XLA all-gathers the column-sharded operand (all-gather f32[128,1024]) and upcasts it", ["all-gather"]),
    "mixtral_ep8": ("collectives", "XLA all-gathers the expert activations in the backward body (all-gather.67 f32[8,128,128])", ["all-gather"]),
    "mixtral_eval_fsdp2_ep4": ("dot upcast", "XLA holds f32 upcasts of the lm_head and experts (convert_convert_fusion.15, convert_convert_fusion) through the loop", ["convert_convert_fusion"]),
    "mixtral_fsdp2_ep4": ("collectives", "XLA all-gathers the expert activations in the backward body (all-gather.146, .147 f32[4,8,64,128])", ["all-gather"]),
    "mixtral_fsdp2_ep4_replicated_dense": ("collectives", "XLA all-gathers the expert activations in the backward body (all-gather.148, .149 f32[4,8,64,128])", ["all-gather"]),
    "mixtral_fsdp8": ("dot upcast", "XLA holds f32 upcasts of the experts (convert_convert_fusion.19, .20, .22 f32[4,128,128]) across the backward body", ["convert_convert_fusion"]),
    "mixtral_layer_fwd_ep4": ("dot upcast", "XLA holds f32 upcasts of the experts (convert_convert_fusion f32[4,128,128]) through the layer", ["convert_convert_fusion"]),
    "mixtral_layer_grad_ep4": ("collectives", "XLA all-gathers the expert activations for the backward dots (all-gather.14, .16 f32[4,8,64,128])", ["all-gather"]),
    "mixtral_logical_fsdp2_ep4": ("collectives", "XLA all-gathers the expert activations in the backward body (all-gather.163, .164 f32[4,8,64,128])", ["all-gather"]),
    "nested_loops_1dev": ("while-loop state", "the outer loop's state tuple: ours (s32, s32, f32[...]) 24 B and its scalars, XLA's (s32, f32[...]) 16 B", ["while\\("]),
    "nested_loops_x8": ("while-loop state", "the outer loop's state tuple: ours (s32, s32, f32[...]) 24 B and its scalars, XLA's (s32, f32[...]) 16 B", ["while\\("]),
    "offload_output_to_host_x1": ("host offloading", "XLA writes the output straight to pinned host memory; ours keeps the device value a temp", ["lowered:pinned_host"]),
    "offload_output_to_host_x8": ("host offloading", "XLA writes the output straight to pinned host memory; ours keeps the device value a temp", ["lowered:pinned_host"]),
    "offload_roundtrip_x8": ("collectives", "XLA all-gathers the operand for the dot (all-gather f32[512,512]) around the host round trip", ["all-gather"]),
    "op_cholesky_1dev": ("custom call", "ours holds the input's copy (11.3) and the triangle mask beside the LAPACK call; XLA's cholesky selects in one fusion", ["copy_select_fusion"]),
    "op_clip_norm_x8": ("fusion", "XLA keeps the norm's per-row divisor a buffer (maximum_divide_fusion f32[256]); ours fuses it", ["maximum_divide_fusion"]),
    "op_gather_rows_1dev": ("fusion", "ours keeps the gather's clamped indices (256 B) a buffer; XLA fuses them (broadcast_select_fusion)", ["broadcast_select_fusion"]),
    "op_gather_rows_x8": ("fusion", "ours keeps the gather's clamped indices (256 B) a buffer; XLA fuses them (broadcast_select_fusion)", ["broadcast_select_fusion"]),
    "op_random_normal_x8": ("sharding propagation", "threefry's bits are kept whole (u32[512,512]); XLA partitions them to the output's rows (u32[64,512])", ["lowered:threefry"]),
    "op_softmax_1dev": ("fusion", "ours upcasts the bf16 input to an f32 buffer (8 MiB); XLA's softmax is one fusion (ynn_fusion) from input to output", ["ynn_fusion"]),
    "op_top_k_1dev": ("custom call", "ours keeps top_k's result tuple (16 B) a temp; XLA's custom call's tuple is the output", ["custom-call"]),
    "op_top_k_x8": ("collectives", "XLA all-gathers the row-sharded operand for top_k (all-gather f32[1024,512])", ["all-gather"]),
    "op_triangular_solve_1dev": ("custom call", "XLA copies the operands for the in-place LAPACK solve (copy_copy_fusion); ours none", ["copy_copy_fusion"]),
    "optimizer_lion_x8": ("fusion", "XLA copies the parameters it reads after the update writes them (copy.5 and others); ours none", ["copy\\.5"]),
    "reduce_argmax_cols_cols_x8": ("collectives", "XLA all-gathers the partial maxima and indices (all-gather f32[1024,8], s32[1024,8])", ["all-gather"]),
    "reduce_cumsum_1dev": ("fusion", "XLA's cumsum is a reduce-window with padded levels (add_bitcast_fusion); ours a fused scan into the output", ["add_bitcast_fusion"]),
    "reduce_cumsum_cols_x8": ("fusion", "XLA's cumsum is a reduce-window over a padded f32[1024,575] (multiply_dynamic-slice_fusion); ours none", ["multiply_dynamic-slice_fusion"]),
    "reduce_mean_var_1dev": ("fusion", "ours keeps the mean (4 KiB) a buffer; XLA fuses it into the variance (broadcast_multiply_fusion)", ["broadcast_multiply_fusion"]),
    "remat_mlp4_dots_saveable_x8": ("collectives", "XLA's all-reduce combiner sums the weight gradients at the end, each (dot.23, dot.24) live until then", ["all-reduce"]),
    "remat_mlp4_dots_with_no_batch_dims_saveable_x8": ("collectives", "XLA's all-reduce combiner sums the weight gradients at the end, each live until then", ["all-reduce"]),
    "remat_mlp4_everything_saveable_x8": ("collectives", "XLA's all-reduce combiner sums the weight gradients at the end, each live until then", ["all-reduce"]),
    "remat_mlp4_nothing_saveable_x8": ("collectives", "XLA's all-reduce combiner sums the weight gradients at the end, each (dot.23, dot.24) live until then", ["all-reduce"]),
    "remat_mlp4_offload_mlp_hidden_1dev": ("fusion", "XLA keeps the dots' results (ynn_fusion) and the tanh (wrapped_tanh) as separate 2 MiB buffers; ours fuses more", ["wrapped_tanh"]),
    "remat_mlp4_offload_mlp_hidden_x8": ("collectives", "XLA's all-reduce combiner sums the weight gradients at the end, each live until then", ["all-reduce"]),
    "remat_mlp4_save_only_mlp_hidden_1dev": ("fusion", "XLA fuses the tanh with its reduce_precision (the saved name) into one 2 MiB buffer; ours keeps both", ["tanh_reduce-precision_fusion"]),
    "remat_mlp4_save_only_mlp_hidden_x8": ("collectives", "XLA's all-reduce combiner sums the weight gradients at the end, each live until then", ["all-reduce"]),
    "reshard_00_x8": ("collectives", "XLA's all-to-all reshards in pieces (bitcast_slice_fusion, one a peer); ours one transposed buffer", ["all-to-all"]),
    "reshard_01_x8": ("sharding propagation", "XLA all-gathers into the output; ours makes the resharded value (a custom call) a temp", ["all-gather"]),
    "reshard_02_x8": ("sharding propagation", "XLA computes only the device's rows (dynamic slice by partition-id, fused); ours the whole replicated product", ["partition-id"]),
    "reshard_03_x8": ("collectives", "XLA all-gathers into a temp (all-gather f32[512,512]) before the add; ours reshards into the add's operand", ["all-gather"]),
    "reshard_04_x2xy4": ("collectives", "XLA's all-to-all reshards in pieces (bitcast_slice_fusion, one a peer); ours one transposed buffer", ["all-to-all"]),
    "reshard_05_x2xy4": ("sharding propagation", "XLA computes only the device's columns (dynamic slice by partition-id, fused); ours the whole replicated product", ["partition-id"]),
    "reshard_06_x2xy4": ("collectives", "XLA's all-to-all reshards in pieces (bitcast_slice_fusion, one a peer); ours one transposed buffer", ["all-to-all"]),
    "reshard_07_x2xy4": ("collectives", "XLA all-gathers into a temp (all-gather.1 f32[512,512]) before the add; ours reshards into the add's operand", ["all-gather"]),
    "reshard_08_x16": ("collectives", "XLA's all-to-all reshards in pieces (bitcast_slice_fusion, one a peer); ours one transposed buffer", ["all-to-all"]),
    "reshard_09_x4xy4": ("collectives", "XLA's all-to-all reshards in pieces (bitcast_slice_fusion, one a peer); ours one transposed buffer", ["all-to-all"]),
    "reshard_out_x2xy4_b": ("collectives", "XLA all-gathers into a temp (all-gather f32[256,256]) before copying out; ours none", ["all-gather"]),
    "reshard_uneven_1000x30_x2xy4": ("sharding propagation", "ours keeps the uneven input's product whole (120000 B); XLA slices the local part (copy_slice_fusion)", ["copy_slice_fusion"]),
    "reshard_uneven_500x256_x8": ("collectives", "XLA all-gathers a padded f32[504,256] and slices it; ours reshards into 63 rows a device", ["all-gather"]),
    "scan_grad_1dev": ("while-loop state", "ours copies the stacked residuals into the backward loop's state (3.state.copy.3 f32[8,128,256]); XLA shares them", ["while\\("]),
    "scan_grad_remat_1dev": ("scheduling", "the same loop states and parameters at the peak; ours holds the body's weight slice and its gradient at once (8, 9.7)", []),
    "scan_grad_remat_x8": ("collectives", "XLA sums each step's weight gradient with an all-reduce at once (dot.15, all-reduce.4); ours holds the addend too (8)", ["all-reduce"]),
    "while_data_dependent_1dev": ("while-loop state", "23 B of the loop's scalars: XLA's state (s32, f32[512,128], f32) and its counter's copies; the array's copy matches", ["while\\("]),
    "while_data_dependent_x8": ("while-loop state", "23 B of the loop's scalars: XLA's state (s32, f32[64,128], f32) and its counter's copies; the array's copy matches", ["while\\("]),
}


def corpus_programs():
    dirs = sorted(p for p in CORPUS.iterdir() if (p / "memory_analysis.json").is_file())
    assert len(dirs) >= 200, f"{CORPUS} holds {len(dirs)} programs; the corpus has at least 200"
    return dirs


@pytest.fixture(scope="module")
def lowered_temps(tool):
    out = {}
    for d in corpus_programs():
        rc, stdout, stderr = tool("hlo", str(d / "lowered.mlir"), "--json", "--backend", "cpu")
        assert rc == 0, f"{d.name}: shardmem hlo lowered.mlir failed: {stderr.strip()}"
        jax = json.loads((d / "memory_analysis.json").read_text())  # from JAX, not from shardmem
        meta = json.loads((d / "meta.json").read_text())
        out[d.name] = (json.loads(stdout)["temp_size_in_bytes"], jax["temp_size_in_bytes"], meta["kind"])
    return out


def relative_error(ours, jax):
    return abs(ours - jax) / jax if jax else (0.0 if ours == 0 else 1.0)


def test_lowered_temp_median_within_10_percent_of_jax(lowered_temps):
    errors = [relative_error(o, j) for o, j, _ in lowered_temps.values()]
    # Issue 45's goal, and the figure the corpus reached (train steps included) kept from slipping.
    assert statistics.median(errors) <= TOLERANCE
    assert statistics.median(errors) <= 0.056, f"median relative error {statistics.median(errors):.4f}"
    train = [relative_error(o, j) for o, j, k in lowered_temps.values() if k == "train_step"]
    assert len(train) >= 40 and statistics.median(train) <= 0.3, f"train_step median {statistics.median(train):.3f}"


def test_each_lowered_temp_outside_10_percent_is_explained(lowered_temps):
    unexplained, fixed = [], []
    for name, (ours, jax, _) in lowered_temps.items():
        outside = relative_error(ours, jax) > TOLERANCE
        if outside and name not in MISSES:
            unexplained.append(f"{name}: lowered temp {ours}, JAX {jax}")
        elif not outside and name in MISSES:
            fixed.append(name)
    assert not unexplained, "outside 10% and not in MISSES (compare the live sets, add the reason):\n" + "\n".join(
        unexplained
    )
    assert not fixed, f"within 10% now, remove from MISSES: {fixed}"
    assert not set(MISSES) - set(lowered_temps), f"not in the corpus: {sorted(set(MISSES) - set(lowered_temps))}"


@pytest.mark.parametrize("name", sorted(MISSES))
def test_each_explained_miss_shows_its_reason(name):
    category, why, evidence = MISSES[name]
    assert category in CATEGORIES, f"{name}: category {category!r} is not one of {sorted(CATEGORIES)}"
    assert why, f"{name}: no explanation"
    d = CORPUS / name
    text = {"compiled": (d / "compiled.hlo").read_text(), "lowered": (d / "lowered.mlir").read_text()}
    for where, pattern in CATEGORIES[category]:
        assert re.search(pattern, text[where]), f"{name}: {category} needs /{pattern}/ in its {where} text"
    for e in evidence:
        where, pattern = ("lowered", e[len("lowered:") :]) if e.startswith("lowered:") else ("compiled", e)
        assert re.search(pattern, text[where]), f"{name}: the evidence /{pattern}/ is not in its {where} text"
