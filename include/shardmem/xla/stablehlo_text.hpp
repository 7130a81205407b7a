// The pieces of StableHLO/MHLO/Shardy text that stablehlo_reader.hpp reads a module with (its
// types: mlir_types.hpp): op names, value names, dimension lists, attribute dictionaries, Shardy
// meshes and shardings (as HloSharding text). What the module becomes: the StableHLO/MHLO text of
// `jax.jit(f).lower(...).as_text()`, with GSPMD's `mhlo.sharding` or Shardy's `sdy.sharding`, read into the hlo_module
// of hlo_module.hpp, so that the compiled-HLO rules (sizes, liveness, buffer assignment) read it as a module before
// SPMD partitioning (../HLO.md sections 9 and 10):
// - `module @name attributes {mhlo.num_partitions = 8 : i32, ...}` gives the module's name and
//   partition count; `sdy.mesh @m = <["data"=2, "model"=4]>` a named mesh;
// - each `func.func` becomes a computation (`@main` the entry), its arguments `parameter`s with
//   their shardings, `mhlo.memory_kind = "pinned_host"` as host memory (S(5)), `tf.aliasing_output`
//   as an input_output_alias and `jax.buffer_donor` as a buffer_donor; its `return` the ROOT (a
//   tuple for several results);
// - each op an instruction named by its result (`%0` -> `0`; several results: a tuple and one
//   get-tuple-element `0#i` each), its opcode StableHLO's name in HLO's spelling (`dot_general` ->
//   `dot`, `broadcast_in_dim` -> `broadcast`, `custom_call` -> `custom-call` with its
//   custom_call_target), `call @f` a call of computation f, `sdy.sharding_constraint` the custom
//   call `Sharding` XLA's Shardy export makes of it; an op this reader does not know keeps its name
//   as its opcode, with its operands and result types: never an error;
// - regions (`reduce` bodies, `while`'s cond and do, `case` branches, `sdy.manual_computation`)
//   become computations of their own, named `<function>.region.<n>`; a reducer is its op's
//   `to_apply`, the others are read but not called (their temporaries are not counted).
// Shardy's shardings become HloSharding text through the mesh (hlo_sharding::from of the
// PartitionSpec each dimension list makes): `[{"dp"}, {"tp"}]` on `["dp"=2, "tp"=4]` is
// `{devices=[2,4]<=[8]}`. Open dimensions, replicated and unreduced axes do not change a shard's
// shape; a sub-axis (`"x":(2)2`) is refused, with the reason.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <limits>
#include <map>
#include <memory_resource>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/error.hpp>
#include <shardmem/core/parse.hpp>
#include <shardmem/sharding/hlo_sharding.hpp>
#include <shardmem/sharding/mesh.hpp>
#include <shardmem/sharding/named_sharding.hpp>
#include <shardmem/sharding/partition_spec.hpp>
#include <shardmem/xla/hlo_module.hpp>
#include <shardmem/xla/hlo_parse.hpp>
#include <shardmem/xla/mlir_reader.hpp>
#include <shardmem/xla/mlir_types.hpp>

namespace shardmem {

/// The deepest nesting of regions the StableHLO reader takes: an op's region (a while's cond and
/// do, a case's branches, a reducer, a shard_map's body) inside another op's region, 64 levels at
/// most. JAX's programs nest a few (a scan in a cond in a while); the reader recurses once a level,
/// a few KB of stack each (near 40 KB in a sanitizer build, where 200 levels overflow 8 MB). Deeper
/// is a parse_error naming the line, the column and this limit.
inline constexpr std::size_t stablehlo_max_region_depth = 64;

namespace detail {

// The HLO opcodes of the op names a reader met, by their text: a module repeats a few dozen op
// names a million times, and a map hashes each of them (and finds it in a bucket list). 128 sets
// of two, a set found from a name's length and last eight characters, a name compared whole.
// `find` gives the opcode kept for `op`, or null.
class mlir_op_cache {
 public:
  [[nodiscard]] const hlo_opcode* find(std::string_view op) const {
    const slot* set = &slots_[2 * set_of(op)];
    for (int way = 0; way < 2; ++way)
      if (!op.empty() && mlir_reader::same(set[way].op, op)) return &set[way].code;
    return nullptr;
  }
  // `op`'s opcode `code`, first in its set (the name there before it second, the one second
  // before it no longer kept); `op` must outlive the cache.
  void add(std::string_view op, hlo_opcode code) {
    slot* set = &slots_[2 * set_of(op)];
    set[1] = set[0];
    set[0] = {op, code};
  }

 private:
  static std::size_t set_of(std::string_view op) {
    const std::size_t n = op.size();
    if (n == 0) return 0;
    std::uint64_t last = 0;
    std::memcpy(&last, op.data() + (n >= 8 ? n - 8 : 0), n >= 8 ? 8 : n);
    return static_cast<std::size_t>(((last ^ n) * 0x9E3779B97F4A7C15U) >> 57);
  }
  struct slot {
    std::string_view op;
    hlo_opcode code;
  };
  std::array<slot, 256> slots_{};
};

// A value's name that is a number of up to 9 digits written without leading zeros (`0`, `12`; not
// `012`, `12#1` or `arg0`), its value; npos for any other.
inline std::size_t mlir_numbered_name(std::string_view name) {
  if (name.empty() || name.size() > 9 || (name[0] == '0' && name.size() > 1)) return std::string_view::npos;
  std::size_t v = 0;
  for (const char c : name) {
    if (c < '0' || c > '9') return std::string_view::npos;
    v = v * 10 + static_cast<std::size_t>(c - '0');
  }
  return v;
}

// One function's or region's instructions while they are read.
struct mlir_scope {
  std::size_t computation;  // its place among the module's computations (a region read moves them)
  hlo_name_index defined;   // its values' names, by their instructions' positions, but for:
  // the names JAX gives most values, numbers (`%12`: mlir_numbered_name), from the first one the
  // scope defines (`base`) up to 2^15 past it, by number: the position + 1 (0 where none is
  // defined), neither hashed nor compared
  std::vector<std::uint32_t> numbered;
  std::size_t base = std::string_view::npos;

  // Where name number `k` is in `numbered`, or npos for one the hashed names hold.
  [[nodiscard]] std::size_t slot(std::size_t k) const {
    return base == std::string_view::npos || k < base || k - base >= (std::size_t{1} << 15) ? std::string_view::npos
                                                                                            : k - base;
  }
};

// What the StableHLO reader collects of one op as it reads its tokens, before it makes the
// instruction: kept from op to op (cleared, their room kept), one set a region depth.
struct mlir_op_pieces {
  std::vector<std::pair<std::string_view, std::int64_t>> names;  // the results, and each one's count
  std::vector<std::string_view> operands, symbols, groups, bindings;
  std::vector<hlo_shape> types;
  std::vector<std::size_t> regions;
  std::vector<hlo_instruction> block_args;
  std::vector<hlo_attribute> lists;
  void clear() {
    names.clear(), operands.clear(), symbols.clear(), groups.clear(), bindings.clear();
    types.clear(), regions.clear(), block_args.clear(), lists.clear();
  }
};

// The dimension lists the sharding walk reads (`dims = [1]`, `contracting_dims = [1] x [0]`):
// each key, and the key of its right-hand list, as static strings (the walk compares keys long
// after the text's lines left the cache). mlir_list_key_of: a word's entry, or null for one that is
// none.
using mlir_list_key = std::pair<std::string_view, std::string_view>;
inline constexpr std::array<mlir_list_key, 4> mlir_list_keys{{{"dims", "dims_rhs"},
                                                              {"contracting_dims", "contracting_dims_rhs"},
                                                              {"batching_dims", "batching_dims_rhs"},
                                                              {"dimensions", "dimensions_rhs"}}};
inline const mlir_list_key* mlir_list_key_of(std::string_view word) {
  for (const mlir_list_key& k : mlir_list_keys)
    if (mlir_reader::same(word, k.first)) return &k;
  return nullptr;
}

// The lists of up to three dimensions below 8 as JAX prints them (`[]`, `[1]`, `[1, 0]`,
// `[0, 2, 1]`), each in a static table: 1 + 8 + 64 + 512 of them, ten characters a slot.
inline constexpr struct mlir_small_list_table {
  static constexpr std::size_t slot = 10;
  std::array<char, 585 * slot> text{};
  std::array<std::uint8_t, 585> size{};
  constexpr mlir_small_list_table() {
    for (std::size_t k = 0; k < size.size(); ++k) {
      const std::size_t n = k == 0 ? 0 : k < 9 ? 1 : k < 73 ? 2 : 3;
      std::size_t v = k - (n == 0 ? 0 : n == 1 ? 1 : n == 2 ? 9 : 73);  // the digits, base 8, first most
      char* out = text.data() + k * slot;
      std::size_t at = 0;
      out[at++] = '[';
      for (std::size_t d = 0; d < n; ++d) {
        std::size_t place = 1;
        for (std::size_t e = d + 1; e < n; ++e) place *= 8;
        if (d > 0) out[at++] = ',', out[at++] = ' ';
        out[at++] = static_cast<char>('0' + v / place);
        v %= place;
      }
      out[at++] = ']';
      size[k] = static_cast<std::uint8_t>(at);
    }
  }
} mlir_small_lists{};

// `list`, a dimension list as written, or the same text from mlir_small_lists where it is one of
// them: the sharding walk reads the lists long after the text's lines left the cache, and a static
// copy stays at hand. Exactly the text either way.
[[nodiscard]] inline std::string_view mlir_small_list(std::string_view list) {
  if (list.size() < 2 || list.size() > mlir_small_list_table::slot || list.front() != '[') return list;
  std::size_t n = 0, v = 0;
  for (const char c : list)
    if (c >= '0' && c <= '9') {
      if (c > '7' || ++n > 3) return list;
      v = v * 8 + static_cast<std::size_t>(c - '0');
    }
  const std::size_t k = v + (n == 0 ? 0 : n == 1 ? 1 : n == 2 ? 9 : 73);
  const std::string_view kept(mlir_small_lists.text.data() + k * mlir_small_list_table::slot, mlir_small_lists.size[k]);
  return kept == list ? kept : list;
}

// The value of `key` in an attribute dictionary's text (`{a = 1 : i32, mhlo.sharding = "{...}"}`
// or a properties group `<{...}>`), as written, or nullopt.
[[nodiscard]] inline std::optional<std::string_view> mlir_attribute(std::string_view dict, std::string_view key) {
  if (dict.find(key) == std::string_view::npos) return std::nullopt;  // (most asked for are absent: not read)
  mlir_reader r(dict);
  (void)r.eat("<");
  if (!r.eat("{")) return std::nullopt;
  while (r.peek() != '}' && r.peek() != '\0') {
    const std::string_view k = r.peek() == '"' ? r.string_raw("a key") : r.word("an attribute name");
    std::optional<std::string_view> value;
    if (r.eat("=")) {
      const std::size_t b = r.mark();
      while (r.peek() != ',' && r.peek() != '}' && r.peek() != '\0') {
        if (r.peek() == '"') (void)r.string_raw("a string");
        else if (mlir_reader::opens(r.peek())) (void)r.group("a value");
        else if (mlir_reader::word_char(r.peek())) (void)r.word("a value");
        else r.seek(r.mark() + 1);
      }
      std::string_view v = r.slice(b, r.mark());
      while (!v.empty() && (v.front() == ' ' || v.front() == '\n')) v.remove_prefix(1);
      while (!v.empty() && (v.back() == ' ' || v.back() == '\n')) v.remove_suffix(1);
      value = v;
    }
    if (k == key) return value.value_or(std::string_view("true"));
    if (!r.eat(",")) break;
  }
  return std::nullopt;
}

// A string attribute's text without its quotes (`"{manual}"` -> `{manual}`), or nullopt.
[[nodiscard]] inline std::optional<std::string_view> mlir_string(std::optional<std::string_view> v) {
  if (!v || v->size() < 2 || v->front() != '"') return std::nullopt;
  const std::size_t end = v->find('"', 1);
  return v->substr(1, end == std::string_view::npos ? v->size() - 1 : end - 1);
}

// `v`, or nullopt when it is empty.
[[nodiscard]] inline std::optional<std::string_view> mlir_optional_view(std::string_view v) {
  return v.empty() ? std::nullopt : std::optional<std::string_view>(v);
}

// The donation @main's argument `p` declares in its attributes `attrs`, added to `m`:
// `tf.aliasing_output = k` aliases it to output k, `jax.buffer_donor = true` makes it a donor.
/// @throws parse_error for an output index that is not an integer.
inline void mlir_read_donation(std::string_view attrs, const hlo_instruction& p, hlo_module& m) {
  if (const auto out = mlir_attribute(attrs, "tf.aliasing_output")) {
    std::int64_t k = 0;
    if (!mlir_int(out->substr(0, out->find(' ')), k))
      raise<parse_error>("argument %{}: tf.aliasing_output = {} is not an output index", p.name, *out);
    m.input_output_alias.push_back({{k}, p.parameter_number, {}, false});
  } else if (mlir_attribute(attrs, "jax.buffer_donor").value_or("false") == "true") {
    m.buffer_donor.push_back({p.parameter_number, {}});
  }
}

// An instruction whose vectors allocate from the module's arena `a`, their blocks never given
// back: constructed with it (a vector assigned keeps the resource it was made with), converting
// to the instruction so that emplace_back makes it in its place.
struct mlir_arena_instruction {
  hlo_arena_resource a;
  operator hlo_instruction() const {  // NOLINT(google-explicit-constructor): emplace_back's argument
    return hlo_instruction{.shape = hlo_shape{.dims = hlo_vector<std::int64_t>(a)},
                           .operands = hlo_vector<std::string_view>(a),
                           .called = hlo_vector<std::string_view>(a),
                           .attributes = hlo_vector<hlo_attribute>(a)};
  }
};

// `%name: type` (and a location) at the cursor: parameter number `number`, its vectors in `mr`.
[[nodiscard]] inline hlo_instruction mlir_read_argument(mlir_reader& r, std::pmr::memory_resource* mr,
                                                        std::size_t number) {
  hlo_instruction p = mlir_arena_instruction{{mr}};
  p.name = r.sigil_name('%', "an argument name");
  r.expect(":", "':' before an argument's type");
  p.shape = read_mlir_type(r, mr);
  p.opcode = hlo_op::parameter;
  p.parameter_number = static_cast<std::int64_t>(number);
  p.line = static_cast<std::int64_t>(r.line());
  skip_loc(r);
  return p;
}

// A @main of one result: that result is the ROOT itself, not a tuple, so `tf.aliasing_output = 0`
// names output {}, as XLA's MLIR-to-HLO translation writes it (xla/hlo/translate/mhlo_to_hlo).
inline void mlir_alias_the_only_result(hlo_module& m) {
  for (hlo_io_alias& a : m.input_output_alias)
    if (a.output == hlo_shape_index{0}) a.output.clear();
}

// `<["dp"=2, "tp"=4]>` or `<["a"=3], device_ids=[...]>`: the axes in order (the device order does
// not change a shard's shape).
[[nodiscard]] inline mesh read_sdy_mesh(std::string_view text) {
  mlir_reader r(text);
  r.expect("<", "'<' of a mesh");
  r.expect("[", "'[' of a mesh's axes");
  std::vector<mesh_axis> axes;
  while (!r.eat("]")) {
    const std::string_view name = r.string_raw("an axis name in quotes");
    r.expect("=", "'=' after an axis name");
    const std::size_t at = r.mark();
    std::int64_t n = 0;
    if (!mlir_int(r.digits(), n) || n < 1) r.fail_at(at, "an axis size of 1 or more");
    axes.push_back({std::string(name), n});
    (void)r.eat(",");
  }
  return mesh(std::move(axes));
}

// Mesh `name` as read, or with its axes' sizes from `target` by name (each axis of it the module
// has added to `used`).
// @throws invalid_error for an axis `target` lacks.
[[nodiscard]] inline mesh retarget_mesh(std::string_view name, mesh read, const std::optional<mesh>& target,
                                        std::set<std::string>& used) {
  if (!target) return read;
  std::vector<mesh_axis> axes;
  for (const mesh_axis& a : read.axes()) {
    const auto& t = target->axes();
    const auto it = std::find_if(t.begin(), t.end(), [&](const mesh_axis& x) { return x.name == a.name; });
    if (it == t.end())
      raise<invalid_error>("cannot retarget mesh @{} ({}) to {}: give a size for its axis '{}'", name, to_string(read),
                           to_string(*target), a.name);
    axes.push_back(*it);
    used.insert(a.name);
  }
  return mesh(std::move(axes));
}

// `<@mesh, [{"dp"}, {"tp", ?}], replicated={"x"}>` (the text of #sdy.sharding<...> after its name)
// as HloSharding text, for an array of `rank` dimensions, through `meshes`.
[[nodiscard]] inline std::string sdy_to_hlo_sharding(std::string_view text, const std::map<std::string, mesh>& meshes,
                                                     std::size_t rank) {
  mlir_reader r(text);
  r.expect("<", "'<' of a sharding");
  std::optional<mesh> inline_mesh;
  const mesh* m = nullptr;
  if (r.peek() == '@') {
    const std::string name(r.sigil_name('@', "a mesh name"));
    const auto it = meshes.find(name);
    if (it == meshes.end())
      raise<invalid_error>("Shardy sharding names mesh @{}, which the module does not define", name);
    m = &it->second;
  } else {
    const std::string_view mesh_text = r.group("a mesh");
    inline_mesh = read_sdy_mesh(mesh_text);
    m = &*inline_mesh;
  }
  r.expect(",", "',' after the mesh");
  r.expect("[", "'[' of the dimension shardings");
  std::vector<partition_spec::entry> dims;
  while (!r.eat("]")) {
    r.expect("{", "'{' of a dimension's axes");
    partition_spec::entry axes;
    while (!r.eat("}")) {
      if (r.eat("?") || r.eat(",")) continue;
      const std::size_t at = r.mark();
      axes.emplace_back(r.string_raw("an axis name in quotes"));
      if (r.peek(false) == ':') r.fail_at(at, "a whole mesh axis (sub-axes such as \"x\":(2)2 are not supported yet)");
    }
    dims.push_back(std::move(axes));
    (void)r.eat(",");
  }
  if (dims.size() != rank)
    raise<invalid_error>("Shardy sharding {} has {} dimension shardings but the array has rank {}", text, dims.size(),
                         rank);
  return to_string(hlo_sharding::from(named_sharding(*m, partition_spec(std::move(dims))), rank));
}

}  // namespace detail

/// True when `text` reads as MLIR (StableHLO, MHLO, Shardy): it starts, past spaces, comments and
/// `#loc` lines, with `module` or `func.func`; HLO text starts with `HloModule`.
[[nodiscard]] inline bool is_stablehlo_text(std::string_view text) {
  detail::mlir_reader r(text);
  while (r.at("#")) {
    while (!r.at_line_end()) r.seek(r.mark() + 1);
  }
  return r.at("module") || r.at("func.func");
}

namespace detail {

// StableHLO's op name in HLO's spelling: the dialect dropped, '_' as '-', and the ops whose HLO
// name differs (xla/hlo/translate/mhlo_to_hlo).
[[nodiscard]] inline std::string hlo_opcode_of(std::string_view op) {
  for (std::string_view dialect : {"stablehlo.", "mhlo.", "func."})
    if (op.starts_with(dialect)) {
      op.remove_prefix(dialect.size());
      break;
    }
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 6> renamed{{
      {"broadcast_in_dim", "broadcast"},
      {"dot_general", "dot"},
      {"case", "conditional"},
      {"dynamic_broadcast_in_dim", "broadcast"},
      {"bitcast_convert", "bitcast-convert"},
      {"sdy.sharding_constraint", "custom-call"},
  }};
  for (const auto& [from, to] : renamed)
    if (op == from) return std::string(to);
  std::string out(op);
  if (op.starts_with("sdy.") || op.starts_with("chlo.")) return out;  // kept as written
  for (char& c : out)
    if (c == '_') c = '-';
  return out;
}

// The HLO names a reader gives the op names and custom-call targets it meets, each made once and
// kept in module `m`'s store: an op's opcode (hlo_opcode_of; found by its text in a cache first,
// then in a map), a target in the quotes HLO writes it in. The names passed are views of text that
// outlives this (the reader's module keeps its text): they are kept as its keys.
class mlir_op_names {
 public:
  explicit mlir_op_names(hlo_module& m) : m_(m) {}
  [[nodiscard]] hlo_opcode opcode(std::string_view op) {
    if (const hlo_opcode* known = read_.find(op)) return *known;
    auto it = opcodes_.find(op);
    if (it == opcodes_.end()) it = opcodes_.emplace(op, hlo_opcode(m_.keep(hlo_opcode_of(op)))).first;
    read_.add(op, it->second);
    return it->second;
  }
  // Whether an op name read so far is opcode `opcode`'s.
  [[nodiscard]] bool made(hlo_op opcode) const {
    return std::any_of(opcodes_.begin(), opcodes_.end(), [&](const auto& o) { return o.second == opcode; });
  }
  [[nodiscard]] std::string_view quoted(std::string_view symbol) {
    const auto it = quoted_.find(symbol);
    if (it != quoted_.end()) return it->second;
    return quoted_.emplace(symbol, m_.keep(fmt::format("\"{}\"", symbol))).first->second;
  }

 private:
  hlo_module& m_;
  mlir_op_cache read_;
  std::unordered_map<std::string_view, hlo_opcode, hlo_name_hasher> opcodes_;
  std::unordered_map<std::string_view, std::string_view, hlo_name_hasher> quoted_;
};

// The HLO sharding a reader made of each Shardy sharding, kept once in module `m`'s store for each
// text and shape: a module writes a few shardings on many values, and each conversion
// (sdy_to_hlo_sharding) formats a string of its own. Call it with a letter for the form the text
// is read in, the text, the value's shape (only its kind and ranks count), and what converts it
// (or attribute() a `sdy.sharding`'s value); forget() what was kept when a mesh is defined, which
// a conversion reads.
class mlir_sdy_kept {
 public:
  explicit mlir_sdy_kept(hlo_module& m) : m_(m) {}
  template <class Convert>
  std::string_view operator()(char form, std::string_view text, const hlo_shape& s, Convert convert) {
    // (the key: the form, the text's length and the text, then the shape; no two inputs share one)
    key_.assign(1, form);
    fmt::format_to(std::back_inserter(key_), "{}:", text.size());
    key_ += text;
    const auto rank = [&](const hlo_shape& a) {
      fmt::format_to(std::back_inserter(key_), "\n{}", a.is_array() ? a.dims.size() : std::size_t{0});
    };
    if (s.is_tuple()) {
      key_ += "\nt";
      for (const hlo_shape& e : s.elements) rank(e);
    } else {
      key_ += s.is_array() ? "\na" : "\no";
      rank(s);
    }
    if (const auto it = kept_.find(key_); it != kept_.end()) return it->second;
    const std::string_view kept = m_.keep(convert());
    kept_.emplace(key_, kept);
    return kept;
  }
  // `#sdy.sharding<@m, [...]>` or `#sdy.sharding_per_value<[<@m, [...]>, ...]>` for a value of
  // shape `s` (a tuple for several results) through `meshes`, kept; empty for another form. With
  // `target`, a mesh written inline is refused (its axes cannot be retargeted by name).
  [[gnu::noinline]] std::string_view attribute(std::string_view v, const hlo_shape& s,
                                               const std::map<std::string, mesh>& meshes,
                                               const std::optional<mesh>& target) {
    if (target && v.find("<[") != std::string_view::npos)
      raise<invalid_error>("cannot retarget the module to mesh {}: sharding {} writes its mesh inline, not by name",
                           to_string(*target), v);
    auto one = [&](std::string_view body, const hlo_shape& a) {
      return sdy_to_hlo_sharding(body, meshes, a.is_array() ? a.dims.size() : 0);
    };
    if (v.starts_with("#sdy.sharding<")) return (*this)('v', v, s, [&] { return one(v.substr(v.find('<')), s); });
    if (!v.starts_with("#sdy.sharding_per_value<[")) return {};
    return (*this)('v', v, s, [&] {
      mlir_reader r(v.substr(v.find('[') + 1));
      std::vector<std::string> parts;
      for (std::size_t k = 0; r.peek() == '<'; ++k) {
        const hlo_shape& a = s.is_tuple() && k < s.elements.size() ? s.elements[k] : s;
        parts.push_back(one(r.group("a sharding"), a));
        (void)r.eat(",");
      }
      return parts.size() == 1 && !s.is_tuple() ? parts[0] : fmt::format("{{{}}}", fmt::join(parts, ", "));
    });
  }
  void forget() { kept_.clear(); }

 private:
  hlo_module& m_;
  std::string key_;  // the last key, its room kept
  std::unordered_map<std::string, std::string_view> kept_;
};

}  // namespace detail

}  // namespace shardmem
