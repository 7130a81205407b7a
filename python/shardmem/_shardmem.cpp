// The Python extension `shardmem._shardmem`: the library's shardings, planner and HLO reader,
// bound with pybind11. The package's Python layer (__init__.py) wraps the results in classes with
// JAX's vocabulary; what it computes is all here, in the library. The GIL is released while a
// plan, a sweep or an HLO analysis runs; shardmem::error becomes shardmem.Error (a ValueError).
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <shardmem/core/dtype.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/core/tensor.hpp>
#include <shardmem/models/json.hpp>
#include <shardmem/models/presets.hpp>
#include <shardmem/plan.hpp>
#include <shardmem/plan/advise.hpp>
#include <shardmem/plan/json.hpp>
#include <shardmem/plan/options.hpp>
#include <shardmem/plan/hlo_out.hpp>
#include <shardmem/view/html.hpp>
#include <shardmem/view/plan_view.hpp>
#include <shardmem/plan/svg.hpp>
#include <shardmem/sharding/hlo_sharding.hpp>
#include <shardmem/sharding/mesh.hpp>
#include <shardmem/sharding/named_sharding.hpp>
#include <shardmem/sharding/partition_spec.hpp>
#include <shardmem/xla/hlo_json.hpp>
#include <shardmem/xla/hlo_parse.hpp>
#include <shardmem/xla/hlo_report.hpp>
#include <shardmem/xla/stablehlo_parse.hpp>

namespace py = pybind11;
using namespace shardmem;

namespace {

// ---- Python values read ----

// A value of the wrong type for an argument or option: raised as shardmem.ArgumentTypeError,
// both a shardmem.Error and a TypeError, its message naming the argument and the forms it takes.
struct argument_type_error : invalid_error {
  using invalid_error::invalid_error;
};

// A Python value in an error: its repr (which escapes control characters), cut to one short line.
std::string repr_of(const py::handle& v) {
  std::string r = py::repr(v).cast<std::string>();
  constexpr std::size_t most = 80;
  if (r.size() > most) {
    std::size_t cut = most - 3;
    while (cut > 0 && (static_cast<unsigned char>(r[cut]) & 0xC0) == 0x80) --cut;  // not inside a UTF-8 character
    r = r.substr(0, cut) + "...";
  }
  return r;
}

std::string type_name(const py::handle& v) { return py::type::handle_of(v).attr("__name__").cast<std::string>(); }

// `where(name=value): expected FORMS, got TYPE` as an argument_type_error.
[[noreturn]] void wrong_type(std::string_view where, std::string_view name, const py::handle& v,
                             std::string_view forms) {
  throw argument_type_error(fmt::format("{}({}={}): expected {}, got {}", where, name, repr_of(v), forms, type_name(v)));
}

// An integer: a Python int or anything with __index__ (numpy's integers), not a bool; nullopt for
// another type. One past int64 is refused with the number as given, after label() (made only then).
template <class Label>
std::optional<std::int64_t> as_int64(const py::handle& v, Label&& label) {
  if (py::isinstance<py::bool_>(v) || !PyIndex_Check(v.ptr())) return std::nullopt;
  const py::object n = py::reinterpret_steal<py::object>(PyNumber_Index(v.ptr()));
  if (!n) throw py::error_already_set();
  int overflow = 0;
  const long long value = PyLong_AsLongLongAndOverflow(n.ptr(), &overflow);
  if (overflow != 0)
    throw invalid_error(fmt::format("{}: {} is past the 64-bit range -2^63 to 2^63 - 1", label(), repr_of(n)));
  if (value == -1 && PyErr_Occurred()) throw py::error_already_set();
  return value;
}
std::int64_t int_arg(const py::handle& v, std::string_view where, std::string_view name,
                     std::string_view forms = "an int") {
  const std::optional<std::int64_t> n = as_int64(v, [&] { return fmt::format("{}({})", where, name); });
  if (!n) wrong_type(where, name, v, forms);
  return *n;
}
std::string str_arg(const py::handle& v, std::string_view where, std::string_view name, std::string_view forms) {
  if (!py::isinstance<py::str>(v)) wrong_type(where, name, v, forms);
  return v.cast<std::string>();
}
bool bool_arg(const py::handle& v, std::string_view where, std::string_view name) {
  if (!py::isinstance<py::bool_>(v)) wrong_type(where, name, v, "True or False");
  return v.cast<bool>();
}
template <class T>
const T& object_arg(const py::handle& v, std::string_view where, std::string_view name, std::string_view forms) {
  if (!py::isinstance<T>(v)) wrong_type(where, name, v, forms);
  return v.cast<const T&>();
}

// A shape from a tuple or list of ints (JAX's `shape`).
shape shape_of(const py::handle& obj) {
  if (py::isinstance<py::str>(obj) || !py::isinstance<py::sequence>(obj))
    throw argument_type_error(fmt::format("shape {}: expected a tuple of ints, as (8, 4)", repr_of(obj)));
  std::vector<std::int64_t> dims;
  for (const py::handle d : obj.cast<py::sequence>()) {
    const std::optional<std::int64_t> n = as_int64(d, [&] { return fmt::format("shape {}: dimension", repr_of(obj)); });
    if (!n) throw argument_type_error(fmt::format("shape {}: dimension {} is not an int", repr_of(obj), repr_of(d)));
    dims.push_back(*n);
  }
  return shape(dims);
}

// A dtype from its name (`bf16`, `bfloat16`, `float32`), a numpy dtype (`.name`) or a scalar type
// (`numpy.float32`, `jax.numpy.bfloat16`: `__name__`).
dtype dtype_of(const py::handle& obj) {
  if (py::isinstance<py::str>(obj)) return parse_dtype(obj.cast<std::string>());
  for (const char* attr : {"name", "__name__"})
    if (py::hasattr(obj, attr)) {
      const py::object n = obj.attr(attr);
      if (py::isinstance<py::str>(n)) return parse_dtype(n.cast<std::string>());
    }
  throw argument_type_error(fmt::format("dtype {}: expected a name such as 'bfloat16' or a numpy dtype", repr_of(obj)));
}

// A mesh from a dict {axis: size} in order (the insertion order of a Python dict).
mesh mesh_of_dict(const py::dict& axes) {
  std::vector<mesh_axis> list;
  list.reserve(axes.size());
  for (const auto& item : axes) {
    const py::handle k = item.first, v = item.second;
    const std::optional<std::int64_t> size =
        py::isinstance<py::str>(k) ? as_int64(v, [&] { return fmt::format("Mesh axis {} size", repr_of(k)); })
                                   : std::nullopt;
    if (!size)
      throw argument_type_error(
          fmt::format("Mesh({}): expected axis names (str) with sizes (int), as {{'data': 8}}", repr_of(axes)));
    list.push_back({k.cast<std::string>(), *size});
  }
  return mesh(std::move(list));
}

// An object of JAX's, known by its type's module, so that `import shardmem` never imports jax.
bool is_jax(const py::handle& v) {
  const py::object module = py::type::handle_of(v).attr("__module__");
  if (!py::isinstance<py::str>(module)) return false;
  const std::string m = module.cast<std::string>();
  return m == "jax" || m.starts_with("jax.") || m.starts_with("jaxlib");
}
bool is_jax_mesh(const py::handle& v) { return is_jax(v) && py::hasattr(v, "axis_names") && py::hasattr(v, "shape"); }
bool is_jax_named_sharding(const py::handle& v) { return is_jax(v) && py::hasattr(v, "mesh") && py::hasattr(v, "spec"); }

// A jax.sharding.Mesh or AbstractMesh: its axes and sizes in order (`shape`). Its device order is
// not kept: shardmem numbers devices row-major over the axes.
mesh mesh_of_jax(const py::handle& v) {
  const py::object axes = v.attr("shape");
  if (!py::isinstance<py::dict>(axes))
    throw argument_type_error(fmt::format("jax mesh {}: its .shape is not a dict of axis name to size", repr_of(v)));
  return mesh_of_dict(axes.cast<py::dict>());
}

constexpr std::string_view mesh_init_forms =
    "a dict {axis name: size}, as {'data': 8}, axis sizes and names, as Mesh((8, 4), ('data', 'model')), or a jax "
    "Mesh";

// A mesh from axis sizes and names, as jax.make_mesh(axis_shapes, axis_names) and
// AbstractMesh(axis_sizes, axis_names) take them: `sizes` a tuple or list of ints, or an array
// whose shape gives them (jax.sharding.Mesh(devices, axis_names) takes a device array); `names` a
// tuple or list of str, or one str for a single axis (as jax.sharding.Mesh). `types`, jax's
// AxisType per axis, must match the rank; shardmem does not model them.
mesh mesh_of_sizes(const py::handle& sizes, const py::handle& names, const py::handle& types) {
  auto is_list = [](const py::handle& v) { return py::isinstance<py::tuple>(v) || py::isinstance<py::list>(v); };
  std::vector<std::int64_t> dims;
  if (is_list(sizes)) {
    for (const py::handle d : sizes) {
      const std::optional<std::int64_t> n = as_int64(d, [&] { return fmt::format("Mesh(axes={})", repr_of(sizes)); });
      if (!n)
        throw argument_type_error(fmt::format("Mesh(axes={}): axis sizes are ints, as (8, 4); {} is not one ({})",
                                              repr_of(sizes), repr_of(d), type_name(d)));
      dims.push_back(*n);
    }
  } else if (!py::isinstance<py::str>(sizes) && !py::isinstance<py::dict>(sizes) && py::hasattr(sizes, "shape") &&
             is_list(sizes.attr("shape"))) {  // a device array: its shape
    for (const py::handle d : sizes.attr("shape")) dims.push_back(int_arg(d, "Mesh", "axes.shape"));
  } else {
    wrong_type("Mesh", "axes", sizes, "axis sizes (a tuple of ints, as (8, 4)) or a device array beside axis_names");
  }
  std::vector<std::string> labels;
  if (py::isinstance<py::str>(names)) {
    labels.push_back(names.cast<std::string>());
  } else if (is_list(names)) {
    for (const py::handle a : names) {
      if (!py::isinstance<py::str>(a))
        throw argument_type_error(fmt::format("Mesh(axis_names={}): axis names are str, as ('data', 'model'); {} "
                                              "is not one ({})",
                                              repr_of(names), repr_of(a), type_name(a)));
      labels.push_back(a.cast<std::string>());
    }
  } else {
    wrong_type("Mesh", "axis_names", names, "axis names (a tuple of str, as ('data', 'model'))");
  }
  if (labels.size() != dims.size())
    throw invalid_error(fmt::format("Mesh(axes={}, axis_names={}): {} size{} for {} name{}; give one size per name",
                                    repr_of(sizes), repr_of(names), dims.size(), dims.size() == 1 ? "" : "s",
                                    labels.size(), labels.size() == 1 ? "" : "s"));
  if (!types.is_none()) {
    if (!is_list(types) && !is_jax(types)) wrong_type("Mesh", "axis_types", types, "None or one jax AxisType per axis");
    if (is_list(types) && py::len(types) != dims.size())
      throw invalid_error(fmt::format("Mesh(axis_types={}): {} type{} for {} axes; give one per axis (or None)",
                                      repr_of(types), py::len(types), py::len(types) == 1 ? "" : "s", dims.size()));
  }
  std::vector<mesh_axis> axes;
  axes.reserve(dims.size());
  for (std::size_t i = 0; i < dims.size(); ++i) axes.push_back({std::move(labels[i]), dims[i]});
  return mesh(std::move(axes));
}

// Whether a lone first argument of Mesh is axis sizes without their names: a tuple or list of
// ints, or an array with a shape.
bool looks_like_sizes(const py::handle& v) {
  if (!py::isinstance<py::tuple>(v) && !py::isinstance<py::list>(v)) return py::hasattr(v, "shape");
  for (const py::handle d : v)
    if (!as_int64(d, [&] { return fmt::format("Mesh(axes={})", repr_of(v)); })) return false;
  return true;
}

constexpr std::string_view mesh_forms =
    "a Mesh (shardmem's or jax's), a dict {axis: size} or text such as 'data=8,model=4'";

// A mesh argument: a Mesh, a jax Mesh or AbstractMesh, a dict {axis: size} or text such as
// 'data=8,model=4'.
mesh mesh_arg(const py::handle& v, std::string_view where, std::string_view name) {
  if (py::isinstance<mesh>(v)) return v.cast<mesh>();
  if (py::isinstance<py::dict>(v)) return mesh_of_dict(v.cast<py::dict>());
  if (py::isinstance<py::str>(v)) return parse_mesh(v.cast<std::string>());
  if (is_jax_mesh(v)) return mesh_of_jax(v);
  wrong_type(where, name, v, mesh_forms);
}

// A PartitionSpec entry: None, an axis name, or a tuple/list of axis names.
partition_spec::entry spec_entry(const py::handle& item, std::size_t dim) {
  if (item.is_none()) return {};
  if (py::isinstance<py::str>(item)) return {item.cast<std::string>()};
  if (py::isinstance<py::tuple>(item) || py::isinstance<py::list>(item)) {
    partition_spec::entry e;
    for (const py::handle a : item) {
      if (!py::isinstance<py::str>(a))
        throw argument_type_error(fmt::format("PartitionSpec entry {} ({}): a tuple holds axis names only; nested "
                                              "tuples and other values are not allowed (as in JAX)",
                                              dim, repr_of(item)));
      e.push_back(a.cast<std::string>());
    }
    return e;
  }
  if (is_jax(item) && type_name(item) == "UnconstrainedSingleton")
    throw invalid_error(fmt::format("PartitionSpec entry {} is P.UNCONSTRAINED: it constrains a value inside jit "
                                    "(with_sharding_constraint) and places nothing; give None or mesh axes",
                                    dim));
  throw argument_type_error(
      fmt::format("PartitionSpec entry {} ({}): expected None, an axis name or a tuple of names", dim, repr_of(item)));
}

// JAX's devices_indices_map value for one device: a slice per dimension, `slice(None)` where the
// dimension is not split (jax sharding_impls: an unsharded dimension's index is slice(None)).
py::tuple slices_of(const std::vector<index_range>& ranges, const std::vector<std::int64_t>& parts) {
  py::tuple out(ranges.size());
  for (std::size_t d = 0; d < ranges.size(); ++d)
    out[d] = parts[d] == 1 ? py::slice(py::none(), py::none(), py::none())
                           : py::slice(py::int_(ranges[d].begin), py::int_(ranges[d].end), py::none());
  return out;
}

// A jax PartitionSpec: its partitions. Unreduced and reduced axes (partial sums) are refused.
partition_spec spec_of_jax(const py::handle& v) {
  for (const char* attr : {"unreduced", "reduced"})
    if (py::hasattr(v, attr) && py::len(v.attr(attr)) != 0)
      throw invalid_error(fmt::format("PartitionSpec {}: its {} axes are not modelled; give a spec of partitions only",
                                      repr_of(v), attr));
  const py::object parts = py::hasattr(v, "partitions") ? v.attr("partitions") : py::reinterpret_borrow<py::object>(v);
  std::vector<partition_spec::entry> entries;
  std::size_t dim = 0;
  for (const py::handle item : parts) entries.push_back(spec_entry(item, dim++));
  return partition_spec(std::move(entries));
}
bool is_jax_spec(const py::handle& v) {
  return is_jax(v) && (py::hasattr(v, "partitions") || py::isinstance<py::tuple>(v));
}

// A jax NamedSharding: its mesh, spec and memory kind (None is device memory).
named_sharding named_sharding_of_jax(const py::handle& v) {
  const py::object spec = v.attr("spec");
  if (!is_jax_spec(spec))
    throw argument_type_error(fmt::format("jax NamedSharding {}: its spec is not a PartitionSpec", repr_of(v)));
  const py::object kind = py::getattr(v, "memory_kind", py::none());
  const std::string k = kind.is_none() ? "device" : str_arg(kind, "NamedSharding", "memory_kind", "a str");
  if (k != "device" && k != "pinned_host")
    throw invalid_error(fmt::format("jax NamedSharding {}: memory_kind '{}'; shardmem models 'device' and "
                                    "'pinned_host'",
                                    repr_of(v), k));
  return named_sharding(mesh_arg(v.attr("mesh"), "NamedSharding", "mesh"), spec_of_jax(spec),
                        k == "device" ? memory_kind::device : memory_kind::pinned_host);
}

// An HloSharding from XLA's text, or from jax's HloSharding by its text.
hlo_sharding hlo_sharding_of(const py::handle& text, std::string_view where) {
  if (is_jax(text) && !py::isinstance<py::str>(text)) return hlo_sharding::parse(py::str(text).cast<std::string>());
  return hlo_sharding::parse(str_arg(text, where, "text", "XLA's text, as '{replicated}', or jax's HloSharding"));
}

shard_mode mode_of(const py::handle& v, std::string_view where) {
  const std::string mode = str_arg(v, where, "mode", "'strict' or 'padded'");
  if (mode == "strict") return shard_mode::strict;
  if (mode == "padded") return shard_mode::padded;
  throw invalid_error(fmt::format("mode '{}': expected 'strict' (placement, as jax.device_put) or 'padded' (inside a "
                                  "compiled program, as XLA pads)",
                                  mode));
}

// A remat argument: a word as it is; a jax.checkpoint_policies policy as the word the library has
// for it (shardmem/_remat.py reads it without importing jax, and names a policy it has no word
// for); any other value unchanged, for the caller to refuse by its type.
constexpr std::string_view remat_forms = "a remat word, as 'nothing_saveable', or a jax.checkpoint_policies policy";
py::object remat_value(const py::handle& v, std::string_view where) {
  if (py::isinstance<py::str>(v)) return py::reinterpret_borrow<py::object>(v);
  return py::module_::import("shardmem._remat").attr("remat_word")(v, where);
}

// ---- results handed to the Python layer ----

// A plan and the tool's JSON of it (the text `shardmem plan --json` prints); its text and markdown
// reports are made on demand.
// A plan and the tool's JSON of it (the text `shardmem plan --json` prints): where the plan does
// not fit and its options are known, the advisor's changes too, as every rendering lists them.
struct plan_result {
  plan_input input;
  memory_plan plan{};
  std::string json{};
  std::vector<view_fix> fixes{};
  bool advised = false;
};

plan_result plan_of(const plan_input& in) {
  const std::optional<plan_options>& options = in.options;
  plan_result r{.input = in, .plan = plan_training(in.config, in.target)};
  nlohmann::ordered_json j = plan_json(r.plan);
  if (options && !r.plan.fits) {
    const std::vector<advice> list = advise(*options);
    r.fixes = view_fixes(list);
    r.advised = true;
    j["advice"] = advice_json(list);
  }
  r.json = json_text(j);
  return r;
}

// A sweep as `shardmem sweep --json` prints it (sweep_json).
std::string sweep_of(const plan_input& in, const std::vector<std::string>& policies, bool max_batch) {
  std::vector<remat_choice> remats;
  for (const std::string& word : policies) remats.push_back(parse_remat(word));
  if (remats.empty())
    for (std::string_view word : remat_presets) remats.push_back(parse_remat(word));
  const sweep_result s = sweep_meshes(in.config, in.target, {.remats = remats, .search_batch = max_batch});
  sweep_context c{.config = in.config, .target = in.target, .search_batch = max_batch};
  try {  // the given mesh, unless the model cannot take its shape (as `shardmem sweep`)
    c.cheapest_on_mesh = cheapest_fit(in.config, in.target);
    c.max_micro_batch = max_micro_batch(in.config, in.target);
  } catch (const parse_error&) {
    throw;
  } catch (const error& e) {
    c.given_mesh_error = e.what();
  }
  return json_text(sweep_json(s, c));
}

// plan_options from keyword arguments: each name is an option of `shardmem plan` (flags with
// underscores: micro_batch for --micro-batch), read by the form its declaration gives it
// (for_each_plan_option); a name that is not one is an error.
void set_option(plan_options& o, const std::string& key, const py::handle& v) {
  auto str = [&] { return v.cast<std::string>(); };
  // A value of the wrong type (a TypeError too), or of the right type outside what the option takes.
  auto need = [&](bool ok, std::string_view what) {
    if (!ok) throw argument_type_error(fmt::format("plan option {}={}: expected {}", key, repr_of(v), what));
  };
  auto integer = [&] { return as_int64(v, [&] { return fmt::format("plan option {}", key); }); };
  auto is_int = [&] { return integer().has_value(); };
  auto is_list = [&] { return py::isinstance<py::tuple>(v) || py::isinstance<py::list>(v); };
  if (key == "model") {  // a preset's name, or a description as a dict
    if (py::isinstance<py::str>(v)) o.model = str();
    else if (py::isinstance<py::dict>(v))
      o.model_json = py::module_::import("json").attr("dumps")(v).cast<std::string>();
    else need(false, "a preset's name or a dict (our model JSON or a Hugging Face config.json)");
    return;
  }
  if (key == "remat") {
    const py::object word = remat_value(v, "plan option remat");
    need(py::isinstance<py::str>(word), remat_forms);
    o.remat = word.cast<std::string>();
    return;
  }
  if (key == "adapter_rank" && v.is_none()) {  // None, as leaving it out, plans no adapters
    o.adapter_rank = 0;
    return;
  }
  bool found = false;
  for_each_plan_option([&](auto member, const plan_option& d) {
    if (found || d.name != key) return;
    found = true;
    using field = std::remove_reference_t<decltype(o.*member)>;
    field& out = o.*member;
    if constexpr (std::is_same_v<field, mesh>) {
      if (py::isinstance<py::str>(v)) out = parse_mesh(str());
      else if (py::isinstance<py::dict>(v)) out = mesh_of_dict(v.cast<py::dict>());
      else if (py::isinstance<mesh>(v)) out = v.cast<mesh>();
      else if (is_jax_mesh(v)) out = mesh_of_jax(v);
      else need(false, mesh_forms);
    } else if constexpr (std::is_same_v<field, bool>) {
      need(py::isinstance<py::bool_>(v), "True or False");
      out = v.cast<bool>();
    } else if constexpr (std::is_same_v<field, std::vector<std::string>>) {  // words: a list, or one
      out.clear();
      if (py::isinstance<py::str>(v)) {
        out.push_back(str());
        return;
      }
      need(is_list(), "a word or a list of words");
      for (const py::handle a : v) {  // a count in a list (stage_layers=[15, 16]) as the tool's text
        const bool whole = py::isinstance<py::int_>(a) && !py::isinstance<py::bool_>(a);
        need(py::isinstance<py::str>(a) || whole, "a list of words");
        out.push_back(whole ? py::str(a).cast<std::string>() : a.cast<std::string>());
      }
    } else if constexpr (std::is_same_v<field, std::string>) {
      if (d.form == option_form::words && is_list()) {  // words as the tool's comma-joined text
        std::string joined;
        for (const py::handle a : v) {
          need(py::isinstance<py::str>(a), "a list of words");
          joined += (joined.empty() ? "" : ",") + a.cast<std::string>();
        }
        out = joined;
      } else if (d.form == option_form::size) {  // a size as text ("70GiB") or a byte count
        need(is_int() || py::isinstance<py::str>(v), "a size as text ('70GiB') or a byte count (an int)");
        out = is_int() ? fmt::format("{}B", *integer()) : str();
      } else {
        need(py::isinstance<py::str>(v), d.form == option_form::words ? "a word or a list of words" : "a string");
        out = str();
      }
    } else if constexpr (std::is_same_v<field, std::optional<std::string>>) {
      need(py::isinstance<py::str>(v), "a string");
      out = str();
    } else if constexpr (std::is_same_v<field, std::optional<double>>) {
      need(py::isinstance<py::float_>(v) || is_int(), "a number");
      out = is_int() ? static_cast<double>(*integer()) : v.cast<double>();
    } else if (d.form == option_form::size) {  // a byte count, or a size as text ("4GiB")
      need(is_int() || py::isinstance<py::str>(v), "a size as text ('4GiB') or a byte count (an int)");
      if constexpr (std::is_same_v<field, std::int64_t>) out = is_int() ? *integer() : parse_bytes(str()).count();
    } else {  // a count: int, std::int64_t or an optional one
      need(is_int(), "an int");
      const std::int64_t n = *integer();
      detail::check_plan_value(d, n);  // here too for a count whose default is out of bounds: adapter_rank=0
      if constexpr (std::is_same_v<field, int>) out = static_cast<int>(n);  // within its bounds
      else out = n;
    }
  });
  if (found) return;
  std::string names = "model";
  std::vector<std::string_view> known{"model"};
  for_each_plan_option([&](auto, const plan_option& d) {
    if (d.name != "model") names += ", " + std::string(d.name), known.push_back(d.name);
  });
  throw invalid_error(
      fmt::format("unknown plan option '{}'{}; the options are those of `shardmem plan` with underscores: {}", key,
                  did_you_mean(key, known), names));
}

plan_options options_of(const py::handle& kwargs, std::string_view where) {
  if (!py::isinstance<py::dict>(kwargs)) wrong_type(where, "options", kwargs, "a dict of the tool's plan options");
  plan_options o;
  for (const auto& [k, v] : kwargs.cast<py::dict>())
    set_option(o, str_arg(k, where, "options", "option names (str), as micro_batch"), v);
  return o;
}

plan_input config_of(const py::object& kwargs) { return read_plan_options(options_of(kwargs, "config")); }

// A Config argument (shardmem.config makes one).
const plan_input& config_arg(const py::handle& v, std::string_view where) {
  return object_arg<plan_input>(v, where, "config", "a shardmem.Config (shardmem.config(**options) makes one)");
}

}  // namespace

PYBIND11_MODULE(_shardmem, m) {
  m.doc() = "shardmem's C++ core: shardings, the planner, the HLO reader (use the `shardmem` package)";
  static py::exception<error> exc(m, "Error", PyExc_ValueError);
  // A wrong type: both a shardmem.Error and a TypeError (as numpy's AxisError is a ValueError and
  // an IndexError), so either `except` catches it.
  static py::handle type_exc = PyErr_NewExceptionWithDoc(
      "shardmem._shardmem.ArgumentTypeError",
      "An argument or option of the wrong type: both a shardmem.Error (a ValueError) and a TypeError; the message "
      "names the argument and the forms it takes.",
      py::make_tuple(exc, py::handle(PyExc_TypeError)).ptr(), nullptr);
  if (!type_exc) throw py::error_already_set();
  m.attr("ArgumentTypeError") = type_exc;
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const argument_type_error& e) {
      PyErr_SetString(type_exc.ptr(), e.what());
    } catch (const error& e) {
      PyErr_SetString(exc.ptr(), e.what());  // exc(message) is deprecated from pybind11 2.12 on
    } catch (const py::cast_error& e) {
      // A conversion no binding checked first: one line, as a wrong type.
      PyErr_SetString(type_exc.ptr(), fmt::format("shardmem: a Python value of the wrong type: {}", e.what()).c_str());
    }
  });

  // ---- Mesh ----
  py::class_<mesh>(m, "Mesh",
                   "A mesh of named axes, outermost first, as jax.sharding.Mesh's shape: Mesh({'data': "
                   "8, 'model': 4}). Device ids are laid out row-major over the axes.")
      .def(py::init([](const py::object& axes, const py::object& axis_names, const py::object& axis_types) {
             if (axis_names.is_none()) {
               if (!axis_types.is_none())
                 throw argument_type_error(fmt::format("Mesh(axis_types={}): axis types come with axis sizes and "
                                                       "names, as Mesh((8, 4), ('data', 'model'), axis_types)",
                                                       repr_of(axis_types)));
               if (is_jax_mesh(axes)) return mesh_of_jax(axes);
               if (py::isinstance<py::dict>(axes)) return mesh_of_dict(axes.cast<py::dict>());
               if (looks_like_sizes(axes))
                 throw argument_type_error(fmt::format("Mesh(axes={}): axis sizes need their names, as "
                                                       "Mesh((8, 4), ('data', 'model'))",
                                                       repr_of(axes)));
               wrong_type("Mesh", "axes", axes, mesh_init_forms);
             }
             return mesh_of_sizes(axes, axis_names, axis_types);
           }),
           py::arg("axes"), py::arg("axis_names") = py::none(), py::arg("axis_types") = py::none(),
           "Mesh({'data': 8, 'model': 4}); Mesh((8, 4), ('data', 'model')) as jax.make_mesh and AbstractMesh take "
           "sizes and names (or a device array's shape, as jax.sharding.Mesh(devices, names)); or Mesh(jax_mesh). "
           "axis_types (jax's AxisType per axis) are taken and not modelled: they change no buffer's size.")
      .def_static(
          "parse",
          [](const py::object& text) {
            return parse_mesh(str_arg(text, "Mesh.parse", "text", "text such as 'data=8,model=4'"));
          },
          py::arg("text"), "Parses 'data=8,model=4' or '{data: 8, model: 4}'.")
      .def_property_readonly(
          "shape",
          [](const mesh& me) {
            py::dict d;
            for (const mesh_axis& a : me.axes()) d[py::str(a.name)] = a.size;
            return d;
          },
          "{axis name: size}, in order (jax's Mesh.shape).")
      .def_property_readonly(
          "axis_names",
          [](const mesh& me) {
            py::tuple t(me.rank());
            for (std::size_t i = 0; i < me.rank(); ++i) t[i] = py::str(me.axes()[i].name);
            return t;
          },
          "The axis names, in order (jax's Mesh.axis_names).")
      .def_property_readonly("size", &mesh::device_count, "The number of devices (jax's Mesh.size).")
      .def_property_readonly("process_count", &mesh::process_count,
                             "Processes, when a process layout is given (with_devices_per_process); else 1.")
      .def(
          "with_devices_per_process",
          [](const mesh& me, const py::object& n) {
            return me.with_devices_per_process(int_arg(n, "Mesh.with_devices_per_process", "devices_per_process"));
          },
          py::arg("devices_per_process"),
          "This mesh with processes of consecutive device ids, `devices_per_process` each.")
      .def("__eq__",
           [](const mesh& a, const py::object& b) {
             return py::isinstance<mesh>(b) && to_string(a) == to_string(b.cast<const mesh&>());
           })
      .def("__str__", [](const mesh& me) { return to_string(me); })
      .def("__repr__", [](const mesh& me) { return fmt::format("Mesh({})", to_string(me)); });

  // ---- PartitionSpec ----
  py::class_<partition_spec>(m, "PartitionSpec",
                             "JAX's PartitionSpec: P('data', ('fsdp', 'model'), None). Each entry is None, an "
                             "axis name or a tuple of names; dimensions past the last entry are replicated.")
      .def(py::init([](const py::args& items) {
             if (items.size() == 1 && is_jax_spec(items[0])) return spec_of_jax(items[0]);
             std::vector<partition_spec::entry> entries;
             for (std::size_t d = 0; d < items.size(); ++d) entries.push_back(spec_entry(items[d], d));
             return partition_spec(std::move(entries));
           }),
           "P(*entries), each None, an axis name or a tuple of names; P(jax_spec) reads a jax PartitionSpec.")
      .def_static(
          "parse",
          [](const py::object& text) {
            return parse_partition_spec(str_arg(text, "PartitionSpec.parse", "text", "text such as \"P('data', None)\""));
          },
          py::arg("text"), "Parses JAX's text form: \"P('data', ('fsdp', 'model'), None)\" or \"PartitionSpec(...)\".")
      .def("__len__", &partition_spec::size)
      .def("__getitem__",
           [](const partition_spec& s, const py::object& index) -> py::object {
             const auto n = static_cast<std::ptrdiff_t>(s.size());
             std::ptrdiff_t i = int_arg(index, "PartitionSpec.__getitem__", "index", "an int");
             if (i < -n || i >= n) throw py::index_error("PartitionSpec index out of range");
             if (i < 0) i += n;
             const partition_spec::entry& e = s[static_cast<std::size_t>(i)];
             if (e.empty()) return py::none();
             if (e.size() == 1) return py::str(e.front());
             py::tuple t(e.size());
             for (std::size_t k = 0; k < e.size(); ++k) t[k] = py::str(e[k]);
             return t;
           })
      .def("__eq__",
           [](const partition_spec& a, const py::object& b) {
             return py::isinstance<partition_spec>(b) && a.entries() == b.cast<const partition_spec&>().entries();
           })
      .def("__str__", [](const partition_spec& s) { return to_string(s); })
      .def("__repr__", [](const partition_spec& s) { return to_string(s); });

  // ---- NamedSharding ----
  py::class_<named_sharding>(m, "NamedSharding",
                             "JAX's NamedSharding: how an array is laid out over a mesh. memory_kind is 'device' "
                             "or 'pinned_host'.")
      .def(py::init([](const py::object& mesh_value, const py::object& spec_value, const py::object& kind_value) {
             if (spec_value.is_none() && kind_value.is_none()) {  // a sharding alone: jax's or ours
               if (py::isinstance<named_sharding>(mesh_value)) return mesh_value.cast<named_sharding>();
               if (is_jax_named_sharding(mesh_value)) return named_sharding_of_jax(mesh_value);
             }
             const mesh me = mesh_arg(mesh_value, "NamedSharding", "mesh");
             const partition_spec spec =
                 is_jax_spec(spec_value)
                     ? spec_of_jax(spec_value)
                     : object_arg<partition_spec>(spec_value, "NamedSharding", "spec",
                                                  "a PartitionSpec (shardmem's or jax's), as shardmem.P('data', None)");
             const std::string kind = kind_value.is_none() ? "device"
                                      : str_arg(kind_value, "NamedSharding", "memory_kind", "'device' or 'pinned_host'");
             if (kind != "device" && kind != "pinned_host")
               throw invalid_error(
                   fmt::format("NamedSharding memory_kind '{}': expected 'device' or 'pinned_host'", kind));
             return named_sharding(me, spec, kind == "device" ? memory_kind::device : memory_kind::pinned_host);
           }),
           py::arg("mesh"), py::arg("spec") = py::none(), py::arg("memory_kind") = py::none(),
           "NamedSharding(mesh, spec, memory_kind='device'), the mesh and spec shardmem's or jax's; or "
           "NamedSharding(sharding), a jax NamedSharding read (its mesh's device order is not kept).")
      .def_property_readonly("mesh", &named_sharding::mesh, "The Mesh (jax's NamedSharding.mesh).")
      .def_property_readonly("spec", &named_sharding::spec, "The PartitionSpec (jax's NamedSharding.spec).")
      .def_property_readonly(
          "memory_kind", [](const named_sharding& s) { return std::string(name(s.memory_kind())); },
          "'device' or 'pinned_host' (jax's NamedSharding.memory_kind).")
      .def_property_readonly(
          "num_devices", [](const named_sharding& s) { return s.mesh().device_count(); },
          "The mesh's device count (jax's Sharding.num_devices).")
      .def_property_readonly("is_fully_replicated", &named_sharding::is_fully_replicated,
                             "Whether every device holds the whole array (jax's Sharding.is_fully_replicated).")
      .def(
          "shard_shape",
          [](const named_sharding& s, const py::handle& global_shape, const py::object& mode) {
            const shape sh = s.shard_shape(tensor{"array", shape_of(global_shape)}, mode_of(mode, "NamedSharding.shard_shape"));
            return py::tuple(py::cast(std::vector<std::int64_t>(sh.begin(), sh.end())));
          },
          py::arg("global_shape"), py::arg("mode") = "strict",
          "Each device's shard shape (jax's NamedSharding.shard_shape). mode 'strict' raises for an uneven "
          "dimension as JAX does; 'padded' gives XLA's padded tile.")
      .def(
          "per_device_bytes",
          [](const named_sharding& s, const py::handle& global_shape, const py::handle& dt, const py::object& mode) {
            return s
                .per_device_bytes(tensor{"array", shape_of(global_shape), dtype_of(dt)},
                                  mode_of(mode, "NamedSharding.per_device_bytes"))
                .count();
          },
          py::arg("global_shape"), py::arg("dtype"), py::arg("mode") = "strict",
          "Bytes of the buffer each device holds (sub-byte types packed, rounded up per shard).")
      .def(
          "padding_bytes",
          [](const named_sharding& s, const py::handle& global_shape, const py::handle& dt) {
            return s.padding_bytes(tensor{"array", shape_of(global_shape), dtype_of(dt)}).count();
          },
          py::arg("global_shape"), py::arg("dtype"), "Bytes of padding summed over every device (padded mode).")
      .def(
          "devices_indices_map",
          [](const named_sharding& s, const py::handle& global_shape, const py::object& mode) {
            const tensor t{"array", shape_of(global_shape)};
            const shard_mode md = mode_of(mode, "NamedSharding.devices_indices_map");
            std::vector<std::int64_t> parts(t.shape.rank());
            for (std::size_t d = 0; d < parts.size(); ++d) parts[d] = s.partitions(d);
            py::dict out;
            for (std::int64_t dev = 0; dev < s.mesh().device_count(); ++dev)
              out[py::int_(dev)] = slices_of(s.device_slices(t, dev, md), parts);
            return out;
          },
          py::arg("global_shape"), py::arg("mode") = "strict",
          "{device id: tuple of slices} as jax's devices_indices_map (slice(None) where a dimension is not "
          "split). Device ids are the mesh's row-major ids.")
      .def(
          "replica_id",
          [](const named_sharding& s, const py::object& device) {
            return s.replica_id(int_arg(device, "NamedSharding.replica_id", "device", "an int (a device id)"));
          },
          py::arg("device"), "Which copy of its shard `device` holds (jax's Shard.replica_id).")
      .def(
          "hlo_sharding",
          [](const named_sharding& s, const py::object& ndim) {
            const std::int64_t n = int_arg(ndim, "NamedSharding.hlo_sharding", "ndim", "an int (the array's rank)");
            if (n < 0)
              throw invalid_error(fmt::format("NamedSharding.hlo_sharding(ndim={}): an array's rank is 0 or more", n));
            return hlo_sharding::from(s, static_cast<std::size_t>(n));
          },
          py::arg("ndim"), "The HloSharding JAX gives this sharding on an array of rank `ndim`.")
      .def("__str__", [](const named_sharding& s) { return to_string(s); })
      .def("__repr__", [](const named_sharding& s) { return to_string(s); });

  // ---- HloSharding ----
  py::class_<hlo_sharding>(m, "HloSharding",
                           "XLA's HloSharding: {replicated}, {maximal device=N}, {devices=[...]<=[...]T(...)}, "
                           "explicit device lists, last_tile_dim_replicate, last_tile_dims={...}.")
      .def(py::init([](const py::object& text) { return hlo_sharding_of(text, "HloSharding"); }), py::arg("text"),
           "HloSharding(text): XLA's text or jax's HloSharding, as HloSharding.parse.")
      .def_static(
          "parse", [](const py::object& text) { return hlo_sharding_of(text, "HloSharding.parse"); }, py::arg("text"),
          "Parses XLA's text, as in sharding={devices=[2,2]<=[2,2]T(1,0)} (a whole HLO line works too), or reads "
          "jax's HloSharding (NamedSharding._to_xla_hlo_sharding(ndim)) by its text.")
      .def_property_readonly("is_replicated", &hlo_sharding::is_replicated,
                             "Whether this is {replicated}: every device holds the whole array.")
      .def(
          "tile_shape",
          [](const hlo_sharding& h, const py::handle& global_shape) {
            const shape sh = h.tile_shape(shape_of(global_shape));
            return py::tuple(py::cast(std::vector<std::int64_t>(sh.begin(), sh.end())));
          },
          py::arg("global_shape"), "Each device's (padded) tile shape.")
      .def(
          "per_device_bytes",
          [](const hlo_sharding& h, const py::handle& global_shape, const py::handle& dt) {
            return storage_bytes(dtype_of(dt), h.tile_shape(shape_of(global_shape)).elements()).count();
          },
          py::arg("global_shape"), py::arg("dtype"), "Bytes of each device's padded tile.")
      .def(
          "devices_indices_map",
          [](const hlo_sharding& h, const py::handle& global_shape, const py::object& devices) {
            const std::int64_t num_devices =
                int_arg(devices, "HloSharding.devices_indices_map", "num_devices", "an int (the program's devices)");
            const shape sh = shape_of(global_shape);
            std::vector<std::int64_t> parts(sh.rank());
            static_cast<void>(h.tile_shape(sh));  // checks the rank
            const bool tiled = h.type() == hlo_sharding::kind::tiled;
            for (std::size_t d = 0; d < parts.size(); ++d) parts[d] = tiled ? h.tile_dims()[d] : 1;
            py::dict out;
            for (const std::int64_t dev : h.holders(num_devices))
              out[py::int_(dev)] = slices_of(h.device_slices(sh, dev), parts);
            return out;
          },
          py::arg("global_shape"), py::arg("num_devices") = 1,
          "{device id: tuple of slices} for the devices that hold data; {replicated} spans num_devices.")
      .def(
          "replica_ids",
          [](const hlo_sharding& h, const py::object& devices) {
            return h.replica_ids(
                int_arg(devices, "HloSharding.replica_ids", "num_devices", "an int (the program's devices)"));
          },
          py::arg("num_devices") = 1, "Each holder's replica id, in device order.")
      .def("__eq__",
           [](const hlo_sharding& a, const py::object& b) {
             return py::isinstance<hlo_sharding>(b) && to_string(a) == to_string(b.cast<const hlo_sharding&>());
           })
      .def("__str__", [](const hlo_sharding& h) { return to_string(h); })
      .def("__repr__", [](const hlo_sharding& h) { return fmt::format("HloSharding({})", to_string(h)); });

  // ---- the planner ----
  // Each setter drops the options the Config was read from: it no longer is what they say, and the
  // advisor changes options.
  py::class_<plan_input>(m, "Config",
                         "A typed training configuration and the memory target it must fit into "
                         "(shardmem.config(**options) makes one; shardmem.plan(config) plans it).")
      .def(py::init([](const py::kwargs& options) { return config_of(options); }),
           "Config(**options): the options of `shardmem plan`, as shardmem.config takes them.")
      .def_property(
          "model", [](const plan_input& in) { return write_model_json(in.config.model); },
          [](plan_input& in, const py::object& v) {
            in.options.reset();
            if (py::isinstance<py::str>(v)) {
              const std::string text = v.cast<std::string>();
              const bool described = text.find('{') != std::string::npos;
              in.config.model = described ? read_model_json(text) : preset(text);
            } else if (py::isinstance<py::dict>(v)) {
              in.config.model = read_model_json(py::module_::import("json").attr("dumps")(v).cast<std::string>());
            } else {
              throw argument_type_error(fmt::format("Config.model = {}: expected a preset's name, a model "
                                                    "description (a dict) or its JSON text",
                                                    repr_of(v)));
            }
          },
          "The model as our model JSON text (`json.loads` it for a dict); set it from a preset's name, a dict "
          "(our model JSON or a Hugging Face config.json) or such JSON text.")
      .def_property(
          "mesh", [](const plan_input& in) { return in.config.devices; },
          [](plan_input& in, const py::object& v) {
            in.options.reset();
            in.config.devices = mesh_arg(v, "Config.mesh", "value");
          },
          "The Mesh the step runs on (--mesh); set it from a Mesh, a dict {axis: size} or text 'data=8,model=4'.")
      .def_property(
          "zero_stage", [](const plan_input& in) { return in.config.zero_stage; },
          [](plan_input& in, const py::object& v) {
            in.options.reset();
            const std::int64_t z = int_arg(v, "Config.zero_stage", "value", "a ZeRO stage 0, 1, 2 or 3");
            if (z < 0 || z > 3) throw invalid_error(fmt::format("zero_stage {}: ZeRO stages are 0, 1, 2 and 3", z));
            in.config.zero_stage = static_cast<int>(z);
          },
          "The ZeRO stage, 0 to 3 (--zero).")
      .def_property(
          "micro_batch", [](const plan_input& in) { return in.config.micro_batch; },
          [](plan_input& in, const py::object& v) {
            in.options.reset();
            in.config.micro_batch = int_arg(v, "Config.micro_batch", "value", "an int (sequences per rank)");
          },
          "Sequences per data-parallel rank per micro-step (--micro-batch).")
      .def_property(
          "global_batch", [](const plan_input& in) { return in.config.global_batch; },
          [](plan_input& in, const py::object& v) {
            in.options.reset();
            in.config.global_batch = int_arg(v, "Config.global_batch", "value", "an int (sequences per step; 0: none)");
          },
          "Sequences per optimizer step over all ranks; 0: one micro-batch per rank, no accumulation (--batch).")
      .def_property(
          "seq_len", [](const plan_input& in) { return in.config.model.seq_len; },
          [](plan_input& in, const py::object& v) {
            in.options.reset();
            in.config.model.seq_len = int_arg(v, "Config.seq_len", "value", "an int (tokens per sequence)");
          },
          "The sequence length in tokens (--seq).")
      .def_property(
          "remat", [](const plan_input& in) { return name(in.config.remat); },
          [](plan_input& in, const py::object& v) {
            in.options.reset();
            in.config.remat = parse_remat(
                str_arg(remat_value(v, "Config.remat"), "Config.remat", "value", remat_forms));
          },
          "The remat choice by name; setting it reads the tool's words (parse_remat) or takes a "
          "jax.checkpoint_policies policy the library has a word for.")
      .def_property(
          "optimizer", [](const plan_input& in) { return std::string(name(in.config.optimizer.kind)); },
          [](plan_input& in, const py::object& v) {
            in.options.reset();
            in.config.optimizer.kind = parse_optimizer(str_arg(v, "Config.optimizer", "value", "an optimizer's name"));
          },
          "The optimizer by name: sgd, momentum, adam, adamw, adafactor or lion (--optimizer).")
      .def_property(
          "chunked_loss", [](const plan_input& in) { return in.config.chunked_loss; },
          [](plan_input& in, const py::object& v) {
            in.options.reset();
            in.config.chunked_loss = bool_arg(v, "Config.chunked_loss", "value");
          },
          "Whether the loss is computed in chunks, never holding the whole logits (--chunked-loss).")
      .def_property(
          "framework", [](const plan_input& in) { return std::string(name(in.config.framework)); },
          [](plan_input& in, const py::object& v) {
            in.options.reset();
            in.config.framework = parse_framework(str_arg(v, "Config.framework", "value", "a framework's name"));
            in.target.overheads.fragmentation = framework_overheads(in.config.framework).fragmentation;
          },
          "Whose conventions the step follows: jax, maxtext, megatron or torchtitan (--framework); setting it "
          "sets the allocator margin (--fragmentation) to that framework's.")
      .def_property(
          "eval", [](const plan_input& in) { return in.config.eval; },
          [](plan_input& in, const py::object& v) {
            in.options.reset();
            in.config.eval = bool_arg(v, "Config.eval", "value");
          },
          "Whether to plan a forward-only evaluation step instead, its batch micro_batch (--eval).")
      .def_property(
          "hardware", [](const plan_input& in) { return std::string(in.target.accelerator.name); },
          [](plan_input& in, const py::object& v) {
            in.options.reset();
            in.target.accelerator = hardware_preset(str_arg(v, "Config.hardware", "value", "a hardware preset's name"));
          },
          "The hardware preset's name (--hardware); setting it sets usable_bytes to the preset's.")
      .def_property(
          "usable_bytes", [](const plan_input& in) { return in.target.accelerator.usable.count(); },
          [](plan_input& in, const py::object& v) {
            in.options.reset();
            const std::int64_t b = int_arg(v, "Config.usable_bytes", "value", "an int (bytes)");
            if (b < 1)
              throw invalid_error(
                  fmt::format("Config.usable_bytes = {}: a device's usable memory is 1 byte or more", b));
            in.target.accelerator.usable = bytes{b};
          },
          "Bytes of a device's memory the step may use (--budget; the hardware preset's by default).")
      .def_property(
          "host_ram_bytes", [](const plan_input& in) { return in.target.host_ram_per_process.count(); },
          [](plan_input& in, const py::object& v) {
            in.options.reset();
            const std::int64_t b = int_arg(v, "Config.host_ram_bytes", "value", "an int (bytes)");
            if (b < 0)
              throw invalid_error(fmt::format("Config.host_ram_bytes = {}: host RAM per process is 0 or more", b));
            in.target.host_ram_per_process = bytes{b};
          },
          "Host RAM per process, for offloaded state (--host-ram).")
      .def_property_readonly(
          "axis_roles", [](const plan_input& in) { return axis_roles_text(resolve_axis_roles(in.config)); },
          "What each mesh axis does, as the tool prints it: 'data: 16 (fsdp), model: 8 (tensor)'.")
      .def("__repr__", [](const plan_input& in) { return to_string(in.config, in.target); });

  m.def("config", &config_of, py::arg("options"), "A Config from the tool's plan options (a dict).");
  m.def(
      "plan_options",
      [] {
        py::list out;
        for_each_plan_option([&](auto, const plan_option& d) {
          out.append(py::make_tuple(std::string(d.name), d.flag(), std::string(d.help)));
        });
        return out;
      },
      "The options of `shardmem plan` as (keyword, flag, help), in the order --help lists them: one declaration "
      "each gives the tool's flag, the keyword and the help.");

  py::class_<plan_result>(m, "PlanResult")
      .def_readonly("input", &plan_result::input)
      .def_readonly("json", &plan_result::json)
      .def("text",
           [](const plan_result& r) {
             return to_text(r.plan) + (r.advised ? fixes_text(r.fixes, r.plan.fits) : std::string());
           })
      .def("markdown",
           [](const plan_result& r) {
             return to_markdown(r.plan) + (r.advised ? fixes_markdown(r.fixes, r.plan.fits) : std::string());
           })
      .def("page",
           [](const plan_result& r) {
             py::gil_scoped_release unlocked;
             return view_html(plan_view(plan_whole(r.input.config, r.input.target), r.fixes, r.advised));
           })
      .def_property_readonly("timeline", [](const plan_result& r) {
        // Made by numpy itself from the bytes: pybind11's numpy header before 2.12 (Debian's)
        // reads numpy 2's arrays wrongly (every element the first).
        const std::vector<std::int64_t>& t = r.plan.device_timeline;
        const py::bytes raw(reinterpret_cast<const char*>(t.data()), t.size() * sizeof(std::int64_t));
        return py::module_::import("numpy").attr("frombuffer")(raw, py::arg("dtype") = "int64").attr("copy")();
      });

  m.def(
      "_time_plan",
      [](const plan_input& in, int repeats) {
        // bench/python_bench.py's baseline: the same plan from C++, as an embedder makes it
        // (plan_training on a configuration already read), timed here in the same binary.
        py::gil_scoped_release unlocked;
        std::int64_t guard = 0;
        const auto start = std::chrono::steady_clock::now();
        for (int i = 0; i < repeats; ++i) guard += plan_training(in.config, in.target).total.count();
        const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
        return std::pair<double, std::int64_t>{took.count() / std::max(repeats, 1), guard};
      },
      py::arg("config"), py::arg("repeats"), "Seconds per plan_training of `config` in C++ (for bench/).");

  m.def(
      "plan",
      [](const py::object& config) {
        const plan_input& in = config_arg(config, "plan");
        py::gil_scoped_release unlocked;
        return plan_of(in);
      },
      py::arg("config"),
      "Plans a Config as `shardmem plan` does (the plan and its scaling attribution; where it does not fit and the "
      "Config is still what its options say, the advisor's changes).");

  m.def(
      "write_plan_hlo",
      [](const py::object& config, const std::string& path) {
        const plan_input& in = config_arg(config, "plan");
        py::gil_scoped_release unlocked;
        write_plan_hlo(in.config, in.target, path);
      },
      py::arg("config"), py::arg("path"),
      "Writes the planned step of a Config as scheduled HLO text to `path` (`shardmem plan --hlo-out`).");

  m.def(
      "sweep",
      [](const py::object& config, const py::object& policies, const py::object& max_batch) {
        const plan_input& in = config_arg(config, "sweep");
        std::vector<std::string> words;
        constexpr std::string_view forms =
            "a list of remat words or jax.checkpoint_policies policies, or one text joined by commas, as "
            "'nothing_saveable'";
        if (!py::isinstance<py::list>(policies) && !py::isinstance<py::tuple>(policies))
          wrong_type("sweep", "policies", policies, forms);
        for (const py::handle p : policies)
          words.push_back(str_arg(remat_value(p, "sweep(policies)"), "sweep", "policies", forms));
        const bool search = bool_arg(max_batch, "sweep", "max_batch");
        py::gil_scoped_release unlocked;
        return sweep_of(in, words, search);
      },
      py::arg("config"), py::arg("policies"), py::arg("max_batch"),
      "Every factorization of the mesh times remat policies: the JSON text `shardmem sweep --json` prints.");

  m.def(
      "advise",
      [](const py::object& kwargs) {
        const plan_options o = options_of(kwargs, "advise");
        py::gil_scoped_release unlocked;
        return advice_json(advise(o)).dump();
      },
      py::arg("options"), "The advisor's changes as JSON, as `shardmem plan --advise --json` gives `advice`.");

  // The step built whole, and its plan as `shardmem plan --svg/--html` makes it.
  m.def(
      "plan_svg",
      [](const py::object& config) {
        const plan_input& in = config_arg(config, "plan_svg");
        py::gil_scoped_release unlocked;
        const whole_plan w = plan_whole(in.config, in.target);
        return plan_svg(w.stage_plans[0], plan_timeline(w.steps[0]));
      },
      py::arg("config"), "The SVG timeline of live bytes by role (`shardmem plan --svg`).");
  m.def(
      "plan_html",
      [](const py::object& config) {
        const plan_input& in = config_arg(config, "plan_html");
        py::gil_scoped_release unlocked;
        return view_html(plan_view(plan_whole(in.config, in.target)));
      },
      py::arg("config"), "The plan as one self-contained HTML page (`shardmem plan --html`).");

  m.def(
      "model_json",
      [](const py::object& preset_name, const py::object& description) {
        const std::string name = str_arg(preset_name, "model_json", "preset", "a preset's name");
        const std::string text = str_arg(description, "model_json", "description", "a model's JSON text");
        return write_model_json(text.empty() ? preset(name) : read_model_json(text));
      },
      py::arg("preset"), py::arg("description"),
      "A model in our JSON form (`shardmem model show`): a preset, or a description read.");

  m.def(
      "model_file_json",
      [](const py::object& path, const py::object& max_input_bytes) {
        return write_model_json(read_model_json_file(
            str_arg(path, "model", "path", "a path (str)"),
            int_arg(max_input_bytes, "model", "max_input_bytes", "a byte count (int) or a size such as '4GiB'")));
      },
      py::arg("path"), py::arg("max_input_bytes") = default_max_file_bytes,
      "A model file in our JSON form (`shardmem model show --model-file F`), read within the size limit.");
  m.attr("default_max_input_bytes") = default_max_file_bytes;
  m.def(
      "parse_bytes",
      [](const py::object& text) {
        return parse_bytes(str_arg(text, "parse_bytes", "text", "a size such as '4GiB' (str)")).count();
      },
      py::arg("text"),
      "A byte size as the tool reads one (`4GiB`, `80 GB`, `1536`), in bytes.");

  m.def(
      "format_bytes",
      [](const py::object& n) { return fmt::format("{}", bytes{int_arg(n, "format_bytes", "n", "an int (bytes)")}); },
      py::arg("n"),
      "A byte count as the tool prints it (`24.76 GiB`).");

  m.def("presets", [] {
    std::vector<std::string> out;
    for (std::string_view n : preset_names()) out.emplace_back(n);
    return out;
  });

  m.def("hardware_presets", [] {
    std::vector<std::string> out;
    for (const hardware& h : hardware_presets()) out.emplace_back(h.name);
    return out;
  });

  m.def(
      "analyze_hlo",
      [](const py::object& text_value, const py::object& depth_value, const py::object& mesh_value,
         const py::object& backend_value) {
        std::string text = str_arg(text_value, "hlo", "text", "HLO or StableHLO text (a str)");
        const std::int64_t depth = int_arg(depth_value, "hlo", "depth", "an int (op_name components to group by)");
        if (depth < 0)
          throw invalid_error(fmt::format("hlo(depth={}): group by 0 or more components of op_name", depth));
        std::optional<mesh> target;
        if (!mesh_value.is_none()) target = mesh_arg(mesh_value, "hlo", "mesh");
        const std::string name = str_arg(backend_value, "hlo", "backend", "'cpu', 'gpu', 'tpu' or 'auto' (a str)");
        std::optional<hlo_backend> backend;
        if (name != "auto") {
          if (name != "cpu" && name != "gpu" && name != "tpu")
            throw invalid_error(fmt::format("hlo(backend='{}'): give 'cpu', 'gpu', 'tpu' or 'auto'", escape(name)));
          backend = parse_hlo_backend(name);
        }
        py::gil_scoped_release unlocked;
        const hlo_module mod = parse_program(std::move(text), {.mesh = std::move(target)});
        return json_text(hlo_summary_to_json(analyze_hlo(mod, static_cast<std::size_t>(depth), backend), true));
      },
      py::arg("text"), py::arg("depth") = 0, py::arg("mesh") = py::none(), py::arg("backend") = "auto",
      "The memory of an HLO module XLA compiled, or of StableHLO text JAX lowered (`shardmem hlo FILE --json "
      "--timeline 1`), as JSON text; `mesh` plans a program lowered with Shardy on another mesh (`--mesh`); "
      "`backend` names whose buffer-assignment rules (`--backend`: cpu, gpu, tpu, or auto for what the text says).");
}
