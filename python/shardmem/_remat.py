"""JAX's remat policies (``jax.checkpoint_policies``) as shardmem's remat words, read by duck typing.

``remat=`` takes the tool's words (``"dots_saveable"``, ``"save_layer_input"``, ``"sqrt_n"``); a JAX
user holds policy objects instead. Each one whose meaning the library has a word for becomes that
word; any other JAX policy, and any policy function of one's own, is refused with its name. JAX is
never imported: a policy is known by its module (``jax._src.ad_checkpoint``), its type's or
function's name, and the fields or closure values JAX gives it (jax/_src/ad_checkpoint.py).
"""

from __future__ import annotations

import types
from typing import Any, Dict, FrozenSet, Optional, Tuple

# The names the library's transformer tags with checkpoint_name, by the word that saves exactly
# those (include/shardmem/plan/text-inl.hpp: policy_named, remat_presets).
_SAVED_NAMES: Dict[FrozenSet[str], str] = {
    frozenset(): "nothing_saveable",
    frozenset({"layer_input"}): "save_layer_input",
    frozenset({"query_proj", "value_proj", "key_proj", "out_proj", "mlp_hidden", "mlp_out"}): "minimal",
    frozenset({"query_proj", "value_proj", "key_proj", "out_proj", "mlp_hidden", "mlp_out", "context"}):
        "minimal_with_context",
    frozenset({"query_proj", "value_proj", "key_proj", "context", "out_proj"}): "save_dot_with_context_except_mlp",
    frozenset({"query_proj", "value_proj", "key_proj", "out_proj", "mlp_out"}): "save_dot_except_mlpwi",
    frozenset({"query_proj", "value_proj", "key_proj", "out_proj"}): "save_dot_except_mlp",
    frozenset({"query_proj", "value_proj", "key_proj"}): "save_qkv_proj",
    frozenset({"out_proj"}): "save_out_proj",
    frozenset({"query_proj", "value_proj", "context", "mlpwi_0", "mlp_out"}): "torchtitan_op",
}
# The words that offload exactly these names to pinned host memory and save none.
_OFFLOADED_NAMES: Dict[FrozenSet[str], str] = {
    frozenset({"layer_input"}): "offload_layer_input",
    frozenset({"query_proj", "value_proj", "key_proj"}): "qkv_proj_offloaded",
    frozenset({"query_proj", "value_proj", "key_proj", "out_proj", "mlp_hidden", "mlp_out"}): "minimal_offloaded",
}
# Every name the library's transformer tags with checkpoint_name (text-inl.hpp: checkpoint_names);
# a set of them without a word of its own is the word `save:NAMES` or `save:NAMES;offload:NAMES`.
_TAGS = ["layer_input", "query_proj", "key_proj", "value_proj", "kv_proj", "context", "out_proj", "mlp_hidden",
         "mlpwi_0", "mlpwi_1", "mlpwi", "mlp_out", "moe_dispatch"]


def _named_word(saved: FrozenSet[str], offloaded: FrozenSet[str]) -> Optional[str]:
    """The word keeping `saved` and offloading `offloaded`, when every name is one the library tags."""
    if not (saved | offloaded) <= set(_TAGS):
        return None
    if not offloaded:
        return _SAVED_NAMES.get(saved) or "save:" + ",".join(sorted(saved))
    if not saved and offloaded in _OFFLOADED_NAMES:
        return _OFFLOADED_NAMES[offloaded]
    parts = (["save:" + ",".join(sorted(saved))] if saved else []) + ["offload:" + ",".join(sorted(offloaded))]
    return ";".join(parts)
_JAX_WORDS = ("nothing_saveable", "everything_saveable", "dots_saveable", "dots_with_no_batch_dims_saveable")


def _is_jax(x: Any) -> bool:
    """Whether x is JAX's: a function by its own module, another object by its type's."""
    module = x.__module__ if isinstance(x, types.FunctionType) else type(x).__module__
    return isinstance(module, str) and (module == "jax" or module.startswith(("jax.", "jaxlib")))


def _closure(fn: Any) -> Dict[str, Any]:
    code, cells = getattr(fn, "__code__", None), getattr(fn, "__closure__", None) or ()
    if code is None:
        return {}
    return {name: cell.cell_contents for name, cell in zip(code.co_freevars, cells)}


def _names(values: Any) -> Tuple[str, ...]:
    return tuple(sorted(str(v) for v in values))


def _spelled(call: str, *parts: str) -> str:
    return f"jax.checkpoint_policies.{call}({', '.join(parts)})"


def _mapped(policy: Any) -> Tuple[Optional[str], str]:
    """(the word, or None) and how the policy is written in JAX's spelling, for the message."""
    kind = type(policy).__name__
    if kind == "DotsSaveable":  # dots_saveable (checkpoint_dots) or dots_with_no_batch_dims_saveable
        no_batch = bool(getattr(policy, "only_if_no_batch_dims", False))
        word = "dots_with_no_batch_dims_saveable" if no_batch else "dots_saveable"
        return word, f"jax.checkpoint_policies.{word}"
    if kind == "SaveOnlyTheseNames":
        names = frozenset(getattr(policy, "saveable_names", ()))
        return _named_word(names, frozenset()), _spelled("save_only_these_names", *map(repr, _names(names)))
    if kind == "SaveAnyNamesButThese":
        return None, _spelled("save_any_names_but_these", *map(repr, _names(getattr(policy, "names", ()))))
    qualname = getattr(policy, "__qualname__", None) or kind
    function = qualname.split(".<locals>", 1)[0]
    if function in _JAX_WORDS and qualname == function:
        return function, f"jax.checkpoint_policies.{function}"
    values = _closure(policy)
    if function == "save_and_offload_only_these_names":
        saved = frozenset(values.get("names_which_can_be_saved", ()))
        offloaded = frozenset(values.get("names_which_can_be_offloaded", ()))
        src, dst = values.get("offload_src"), values.get("offload_dst")
        spelled = _spelled(function, f"names_which_can_be_saved={list(_names(saved))}",
                           f"names_which_can_be_offloaded={list(_names(offloaded))}",
                           f"offload_src={src!r}", f"offload_dst={dst!r}")
        if (src, dst) != ("device", "pinned_host"):
            return None, spelled
        return _named_word(saved, offloaded), spelled
    if function == "offload_dot_with_no_batch_dims":
        return None, _spelled(function, repr(values.get("offload_src")), repr(values.get("offload_dst")))
    if function in ("save_anything_except_these_names", "save_from_both_policies"):
        return None, f"jax.checkpoint_policies.{function}(...)"
    return None, f"the jax policy {qualname}"


def remat_word(policy: Any, where: str = "remat") -> Any:
    """The remat word for ``policy``: a str is returned as it is, a JAX policy whose meaning the
    library has a word for becomes that word, another policy raises shardmem.Error naming it; any
    other value is returned unchanged, for the caller's type check to name."""
    from . import Error  # the package's exception (this module is imported by it)

    if isinstance(policy, str) or not (callable(policy) or _is_jax(policy)):
        return policy
    if not _is_jax(policy):
        name = getattr(policy, "__qualname__", None) or type(policy).__name__
        raise Error(
            f"{where}={name}: a policy function of your own is not one shardmem can read; give a remat word "
            f"(as 'dots_saveable', 'save_layer_input' or 'sqrt_n') or a jax.checkpoint_policies policy it maps: "
            f"{', '.join(_JAX_WORDS)}, save_only_these_names or save_and_offload_only_these_names of the names "
            f"its transformer tags ({', '.join(_TAGS)})"
        )
    word, spelled = _mapped(policy)
    if word is None:
        raise Error(
            f"{where}={spelled}: shardmem's remat vocabulary has no word for this policy; it maps "
            f"{', '.join(_JAX_WORDS)}, and save_only_these_names or save_and_offload_only_these_names "
            f"(offloading to pinned_host) of the names shardmem's transformer tags with checkpoint_name "
            f"({', '.join(_TAGS)}), as the words save:NAMES and save:NAMES;offload:NAMES"
        )
    return word
