#!/usr/bin/env python3
"""Writes the regression inputs of issue 44 into the fuzz corpora: each is an input that crashed a
reader (nesting deep enough to overflow its stack) or that it read wrong, small enough to keep
(well under 200 KB: the nesting only as deep as it needs, the text written tight).

    tests/fuzz/corpus_deep.py [CORPUS_DIR]   (default: tests/fuzz/corpus beside this script)

hlo_text: a call chain 3,500 deep (deep enough to overflow the recursive flattener under the
sanitizers) and one of calls, whiles and conditionals in turn 1,500 deep, a tuple shape 10,000
deep, sharding={replicatd}; stablehlo_text: regions 10,000 deep, a tuple type 25,000 deep, a call
chain 1,500 deep, an mhlo.sharding that does not parse, two returns, none; hlo_sharding: text after
the closing brace. The same shapes of text as tests/xla/deep_inputs.hpp, written tighter."""

import pathlib
import sys


def name(k: int) -> str:
    """A short computation name for level k (base 36)."""
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while True:
        out = digits[k % 36] + out
        k //= 36
        if k == 0:
            return "c" + out


def hlo_call_chain(n: int, control_flow: bool) -> str:
    # ENTRY calls level n ... level 0, a negate; with `control_flow`, a call, a while and a
    # conditional in turn. (No ROOT: a computation's last instruction is its ROOT.)
    out = ["HloModule chain", f"{name(0)}{{p=s8[]parameter(0)\nr=s8[]negate(p)}}"]
    for k in range(1, n + 2):
        head, callee = "ENTRY main" if k == n + 1 else name(k), name(k - 1)
        if not control_flow or k % 3 == 1:
            out.append(f"{head}{{p=s8[]parameter(0)\nr=s8[]call(p),to_apply={callee}}}")
        elif k % 3 == 2:
            out.append(f"w{k}{{p=s8[]parameter(0)\nt=pred[]constant(false)}}")
            out.append(f"{head}{{p=s8[]parameter(0)\nr=s8[]while(p),condition=w{k},body={callee}}}")
        else:
            out.append(f"b{k}{{p=s8[]parameter(0)\nr=s8[]negate(p)}}")
            out.append(f"{head}{{p=s8[]parameter(0)\ni=s32[]constant(0)\n"
                       f"r=s8[]conditional(i,p,p),branch_computations={{{callee},b{k}}}}}")
    return "\n".join(out) + "\n"


def stablehlo_call_chain(n: int) -> str:
    out = ["module {", "func.func private @f0(%a:tensor<i8>)->tensor<i8>{", "%0=stablehlo.negate %a:tensor<i8>",
           "return %0:tensor<i8>", "}"]
    for k in range(1, n + 2):
        head = "@main" if k == n + 1 else f"private @f{k}"
        out += [f"func.func {head}(%a:tensor<i8>)->tensor<i8>{{", f"%0=call @f{k - 1}(%a):(tensor<i8>)->tensor<i8>",
                "return %0:tensor<i8>", "}"]
    return "\n".join(out + ["}", ""])


def nested_regions(n: int) -> str:
    # Only the openings: the reader refuses the region past its limit before it would need the rest.
    return "module {\nfunc.func @main() {\n" + "".join(f'%{k}="a.b"()({{\n' for k in range(n))


def main() -> None:
    corpus = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parent / "corpus"
    tuple_type = "tuple<" * 25000 + "tensor<f32>" + ">" * 25000
    main_of = "module {{\nfunc.func @main(%a: {}) -> tensor<4xf32> {{\n{}}}\n}}\n"
    files = {
        "hlo_text/regression_call_chain_3500_deep.hlo": hlo_call_chain(3500, False),
        "hlo_text/regression_control_flow_chain_1500_deep.hlo": hlo_call_chain(1500, True),
        "hlo_text/regression_tuple_10000_deep.hlo":
            "HloModule m\nENTRY e {\nROOT p=" + "(" * 10000 + "f32[]" + ")" * 10000 + " parameter(0)\n}\n",
        "hlo_text/regression_sharding_replicatd.hlo":
            "HloModule m\nENTRY e {\n  ROOT p = f32[4]{0} parameter(0), sharding={replicatd}\n}\n",
        "stablehlo_text/regression_regions_10000_deep": nested_regions(10000),
        "stablehlo_text/regression_tuple_type_25000_deep": main_of.format(tuple_type, "return %a : tensor<4xf32>\n"),
        "stablehlo_text/regression_call_chain_1500_deep": stablehlo_call_chain(1500),
        "stablehlo_text/regression_mhlo_sharding_replicatd":
            main_of.format('tensor<4xf32> {mhlo.sharding = "{replicatd}"}', "return %a : tensor<4xf32>\n"),
        "stablehlo_text/regression_two_returns":
            main_of.format("tensor<4xf32>", "%0 = stablehlo.negate %a : tensor<4xf32>\nreturn %a : tensor<4xf32>\n"
                                            "return %0 : tensor<4xf32>\n"),
        "stablehlo_text/regression_no_return":
            main_of.format("tensor<4xf32>", "%0 = stablehlo.negate %a : tensor<4xf32>\n"),
        "hlo_sharding/regression_text_after_brace": "{replicated}xyz",
        "hlo_sharding/regression_junk_after_devices": "{devices=[2]0,1} junk",
    }
    for path, text in files.items():
        assert len(text) < 200_000, (path, len(text))
        (corpus / path).write_text(text)


if __name__ == "__main__":
    main()
