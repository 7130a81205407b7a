"""Deep and misread module text through shardmem.hlo (issue 44): nesting past a reader's limit is a
shardmem.Error naming the line, the column and the limit, a deep call chain is analysed, and a
sharding or a function the readers would have misread is refused, each as the tool does, never a
crash of the interpreter. (tests/xla/deep_inputs.hpp and examples/deep_input.sh write the same
texts for the library's and the tool's tests.)"""

import time

import pytest

import shardmem


def nested_regions(n: int) -> str:
    lines = ["module {", "func.func @main(%arg0: tensor<i32>) -> tensor<i32> {"]
    lines += [f'%{k} = "stablehlo.case"(%arg0) ({{' for k in range(n)]
    lines.append("stablehlo.return %arg0 : tensor<i32>")
    for k in reversed(range(n)):
        lines.append("}) : (tensor<i32>) -> tensor<i32>")
        lines.append(f"stablehlo.return %{k} : tensor<i32>" if k else "return %0 : tensor<i32>")
    return "\n".join(lines + ["}", "}", ""])


def nested_tuple(n: int) -> str:
    t = "tuple<" * n + "tensor<f32>" + ">" * n
    return f"module {{\nfunc.func @main(%arg0: {t}) -> {t} {{\nreturn %arg0 : {t}\n}}\n}}\n"


def hlo_call_chain(n: int) -> str:
    parts = ["HloModule chain\n\nc0 {\n  p = f32[4]{0} parameter(0)\n  ROOT r = f32[4]{0} negate(p)\n}\n"]
    for k in range(1, n + 2):
        name = "ENTRY main" if k == n + 1 else f"c{k}"
        parts.append(f"{name} {{\n  p = f32[4]{{0}} parameter(0)\n  ROOT r = f32[4]{{0}} call(p), to_apply=c{k - 1}\n}}\n")
    return "\n".join(parts)


def stablehlo_call_chain(n: int) -> str:
    parts = ["module {", "func.func private @f0(%arg0: tensor<4xf32>) -> tensor<4xf32> {",
             "%0 = stablehlo.negate %arg0 : tensor<4xf32>", "return %0 : tensor<4xf32>", "}"]
    for k in range(1, n + 2):
        name = "public @main" if k == n + 1 else f"private @f{k}"
        parts += [f"func.func {name}(%arg0: tensor<4xf32>) -> tensor<4xf32> {{",
                  f"%0 = call @f{k - 1}(%arg0) : (tensor<4xf32>) -> tensor<4xf32>", "return %0 : tensor<4xf32>", "}"]
    return "\n".join(parts + ["}", ""])


def refused_within_a_second(text: str, match: str) -> None:
    start = time.monotonic()
    with pytest.raises(shardmem.Error, match=match):
        shardmem.hlo(text)
    assert time.monotonic() - start < 1


def test_stablehlo_regions_nested_100000_deep_are_refused_not_a_crash():
    refused_within_a_second(
        nested_regions(100000),
        r"^StableHLO text, line 67 column 32: expected a region nested at most 64 deep "
        r"\(stablehlo_max_region_depth\), not 65 deep, found '\{'$",
    )


def test_a_tuple_type_nested_100000_deep_is_refused_not_a_crash():
    refused_within_a_second(
        nested_tuple(100000),
        r"^StableHLO text, line 2 column 408: expected a tuple type nested at most 64 deep \(hlo_max_tuple_depth\)",
    )


# The analysis of a chain 10^5 deep takes seconds in a debug build; 20,000 is twice the depth that
# overflowed the stack.
def test_an_hlo_call_chain_20000_deep_is_analysed_not_a_crash():
    r = shardmem.hlo(hlo_call_chain(20000))
    assert r.memory_analysis.argument_size_in_bytes == 16
    assert r.memory_analysis.output_size_in_bytes == 16
    assert r.peak_bytes == 32
    assert len(r.timeline) == 40005  # a time a parameter and a call of each level, and the end


def test_a_stablehlo_call_chain_20000_deep_is_analysed_not_a_crash():
    r = shardmem.hlo(stablehlo_call_chain(20000))
    assert r.memory_analysis.argument_size_in_bytes == 16
    assert r.peak_bytes == 32


def test_an_unparseable_sharding_is_refused_not_read_as_none():
    with pytest.raises(shardmem.Error, match=r"line 3, column 45: expected a sharding XLA reads \(cannot parse "
                                             r"HloSharding \"\{replicatd\}\" at position 1"):
        shardmem.hlo("HloModule m\nENTRY e {\n  ROOT p = f32[4]{0} parameter(0), sharding={replicatd}\n}\n")
    with pytest.raises(shardmem.Error, match=r"line 2 column 55: expected a sharding XLA reads \(cannot parse "
                                             r"HloSharding \"\{replicatd\}\""):
        shardmem.hlo('module {\nfunc.func @main(%arg0: tensor<4xf32> {mhlo.sharding = "{replicatd}"}) -> tensor<4xf32> '
                     "{\nreturn %arg0 : tensor<4xf32>\n}\n}\n")


def test_text_after_an_hlo_sharding_is_refused_not_ignored():
    with pytest.raises(shardmem.Error, match=r"at position 12: expected nothing after the closing '\}'"):
        shardmem.HloSharding.parse("{replicated}xyz")
    with pytest.raises(shardmem.Error, match=r"at position 17: expected nothing after the closing '\}'"):
        shardmem.HloSharding.parse("{devices=[2]0,1} junk")


def test_a_stablehlo_function_with_two_returns_or_none_is_refused():
    main = "module {\nfunc.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {\n"
    with pytest.raises(shardmem.Error, match=r"line 4 column 1: expected '\}' closing the body of @main after its "
                                             r"return \(one, the last op\)"):
        shardmem.hlo(main + "return %arg0 : tensor<4xf32>\nreturn %arg0 : tensor<4xf32>\n}\n}\n")
    with pytest.raises(shardmem.Error, match=r"line 3 column 1: expected a return .* ending the body of @main"):
        shardmem.hlo(main + "}\n}\n")
