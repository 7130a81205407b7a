// The StableHLO/MHLO reader (stablehlo_reader): text as JAX lowers it, with GSPMD or Shardy
// shardings, read into the hlo_module of hlo_module.hpp (what each construct becomes:
// stablehlo_text.hpp's header), with what the passes after it need besides (stablehlo_reading).
// parse_stablehlo_module (stablehlo_parse.hpp) runs it, then those passes.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/error.hpp>
#include <shardmem/sharding/mesh.hpp>
#include <shardmem/xla/hlo_module.hpp>
#include <shardmem/xla/hlo_opcodes.hpp>
#include <shardmem/xla/hlo_simplify.hpp>
#include <shardmem/xla/mlir_reader.hpp>
#include <shardmem/xla/mlir_types.hpp>
#include <shardmem/xla/stablehlo_shardings.hpp>
#include <shardmem/xla/stablehlo_text.hpp>

namespace shardmem {

namespace detail {

// What the reader finds besides the module, for the passes after it: the operands as positions
// (each an instruction before its user: a name is found only once its op is read), the outlines
// (the sharding walk's), the constants of 0 and 1 and each instruction's kind
// (simplify_identities's) and the CustomSPMDPartitioning calls (none: apply_custom_partitioning
// has nothing to look for).
struct stablehlo_reading {
  hlo_operand_index operands;
  std::vector<hlo_outline> outlines;
  hlo_unit_constants units;
  hlo_identity_kinds kinds;
  std::size_t custom_partitionings = 0;
};

class stablehlo_reader {
 public:
  // With `target`, each Shardy mesh takes its axis sizes by name (stablehlo_options::mesh).
  stablehlo_reader(hlo_module& m, const std::optional<mesh>& target)
      : m_(m), mr_(m.arena.resource()), target_(target) {}

  // Whether an op read is an `opcode` (hlo_op::all_to_all).
  [[nodiscard]] bool read_any(hlo_op opcode) const { return names_.made(opcode); }
  // Reads the module; returns its operands' positions, resolved where each was checked, and the
  // outlines of its computations.
  stablehlo_reading read(std::string_view text) {
    text_ = text;
    mlir_reader r(text);
    skip_loc_lines(r);
    r.expect("module", "'module' at the start of StableHLO text");
    if (r.peek() == '@') m_.name = std::string(r.sigil_name('@', "the module's name"));
    if (r.eat("attributes")) {
      const std::string_view attrs = r.group("the module's attributes");
      for (auto [key, field] :
           {std::pair{"mhlo.num_partitions", &m_.num_partitions}, std::pair{"mhlo.num_replicas", &m_.replica_count}})
        if (const auto v = mlir_attribute(attrs, key)) {
          std::int64_t n = 0;
          if (!mlir_int(v->substr(0, v->find(' ')), n) || n < 1)
            raise<parse_error>("StableHLO module attribute {} = {}: expected a count of 1 or more", key, *v);
          *field = n;
        }
    }
    r.expect("{", "'{' opening the module's body");
    while (!r.eat("}")) {
      if (r.at_end()) r.fail("'}' closing the module");
      if (r.eat("sdy.mesh")) {
        const std::string name(r.sigil_name('@', "a mesh name"));
        r.expect("=", "'=' after a mesh's name");
        meshes_.insert_or_assign(name, retarget_mesh(name, read_sdy_mesh(r.group("a mesh")), target_, used_axes_));
        // JAX 0.10 writes the mesh again as a `{stablehlo.mesh = ...}` attribute dictionary after it.
        if (r.peek() == '{') (void)r.group("the mesh's attributes");
        sdy_kept_.forget();  // (what a sharding converts to may depend on the mesh)
      } else if (constexpr std::string_view func = "func.func"; r.eat(func)) {
        read_function(r, r.mark() - func.size());
        skip_loc(r);
      } else {
        r.fail("'func.func' or 'sdy.mesh' in the module");
      }
    }
    skip_loc(r);
    skip_loc_lines(r);
    if (!r.at_end()) r.fail("the end of the text after the module");
    if (m_.computations.empty()) r.fail("a function in the module");
    bool entry = false;
    for (hlo_computation& c : m_.computations) entry = entry || (c.entry = c.name == "main");
    if (!entry) m_.computations.front().entry = true;
    if (target_) {
      if (meshes_.empty())
        raise<invalid_error>("cannot retarget the module to mesh {}: it has no Shardy mesh (sdy.mesh) whose axes the "
                             "new sizes could replace",
                             to_string(*target_));
      for (const mesh_axis& a : target_->axes())
        if (!used_axes_.contains(a.name))
          raise<invalid_error>("mesh axis '{}' of {} is not an axis of the module's meshes; give the module's axes",
                               a.name, to_string(*target_));
      m_.num_partitions = target_->device_count();
    }
    for (std::size_t i = 0; i < m_.computations.size(); ++i)
      m_.computation_index.emplace(m_.computations[i].name, i, [&](std::size_t k) { return m_.computations[k].name; });
    for (std::size_t c = 0; c < outlines_.size(); ++c) {  // unmarked: the last is the ROOT
      const std::size_t n = m_.computations[c].instructions.size();
      if (outlines_[c].root == std::string_view::npos) outlines_[c].root = n == 0 ? 0 : n - 1;
      outlines_[c].known = true;
    }
    return {hlo_operand_index::resolved(m_, positions_, &ends_), std::move(outlines_), std::move(units_),
            std::move(kinds_), custom_partitionings_};
  }

 private:
  // The instructions of `scope`'s computation, a name among them, and the names by position.
  std::vector<hlo_instruction>& body(const mlir_scope& scope) {
    return m_.computations[scope.computation].instructions;
  }
  auto name_of(const mlir_scope& scope) {
    return [this, &scope](std::size_t k) { return body(scope)[k].name; };
  }
  std::optional<std::size_t> find(const mlir_scope& scope, std::string_view name) {
    if (const std::size_t k = mlir_numbered_name(name); k != std::string_view::npos) {
      if (scope.base == std::string_view::npos) return std::nullopt;  // (no number defined here yet)
      if (const std::size_t at = scope.slot(k); at != std::string_view::npos)
        return at < scope.numbered.size() && scope.numbered[at] != 0
                   ? std::optional(std::size_t{scope.numbered[at]} - 1)
                   : std::nullopt;
    }
    return scope.defined.find(name, name_of(scope));
  }
  hlo_shape type(mlir_reader& r) { return read_mlir_type(r, mr_); }

  std::string_view sharding_from(std::string_view attrs, const hlo_shape& s) {
    if (attrs.empty()) return {};  // (most ops: no dictionary to look through)
    if (const auto known = dictionaries_.find(attrs); known != dictionaries_.end()) return known->second;
    if (const auto v = mlir_attribute(attrs, "mhlo.sharding")) {
      const auto g = mlir_string(v);
      if (const std::string p = g ? shardings_.problem(*g) : "a sharding in quotes after mhlo.sharding ="; !p.empty())
        fail_at(*v, p);
      if (target_ && g->find("devices=") != std::string_view::npos)
        raise<invalid_error>("cannot retarget the module to mesh {}: sharding \"{}\" lists devices, not mesh axes "
                             "(GSPMD); lower with Shardy (jax.config.update('jax_use_shardy_partitioner', True)) "
                             "to plan it on another mesh",
                             to_string(*target_), *g);
      return kept_dictionary(attrs, interned(*g));
    }
    if (const auto v = mlir_attribute(attrs, "sdy.sharding")) {  // (by shape: not kept)
      const std::string_view h = sdy_kept_.attribute(*v, s, meshes_, target_);
      if (h.empty()) fail_at(*v, "#sdy.sharding<...> or #sdy.sharding_per_value<[...]> after sdy.sharding =");
      return h;
    }
    return kept_dictionary(attrs, {});
  }
  // A parse_error at `piece` of the text (a view into it), found after the cursor moved on.
  [[noreturn]] void fail_at(std::string_view piece, std::string_view expected) const {
    mlir_reader(text_).fail_at(static_cast<std::size_t>(piece.data() - text_.data()), expected);
  }
  // What attribute dictionary `attrs` gives, kept by its text: JAX writes a few dictionaries on
  // many ops (each Sharding custom call's), and each was read whole for its key. (At most 4096.)
  std::string_view kept_dictionary(std::string_view attrs, std::string_view sharding) {
    if (dictionaries_.size() < 4096) dictionaries_.emplace(attrs, sharding);
    return sharding;
  }
  // One view for each text of a sharding or a callee's name: a module repeats a few of them many
  // times, and the passes after the reader find them by address and by their text. A view into
  // the text where it was read points to memory long out of the cache by then; these stay in it.
  std::string_view interned(std::string_view s) { return s.empty() ? s : interned_.intern(s); }
  // A new computation, a function's or a region's, with what the reader keeps for each; its place.
  std::size_t add_computation(bool region) {
    m_.computations.emplace_back();
    region_.push_back(region);
    positions_.emplace_back();
    kinds_.emplace_back();
    ends_.emplace_back();
    outlines_.push_back({.root = std::string_view::npos});
    return m_.computations.size() - 1;
  }

  // A `func.func` whose keyword started at `function_at`.
  void read_function(mlir_reader& r, std::size_t function_at) {
    (void)(r.eat("public") || r.eat("private") || r.eat("nested"));
    const std::size_t index = function_ = add_computation(false);
    hlo_computation& c = m_.computations[index];
    c.name = r.sigil_name('@', "a function name");
    c.line = static_cast<std::int64_t>(r.line());
    mlir_scope scope{index, {}, {}, std::string_view::npos};
    r.expect("(", "'(' of the function's arguments");
    while (!r.eat(")")) {
      hlo_instruction p = mlir_read_argument(r, mr_, c.instructions.size());
      const std::string_view attrs = r.peek() == '{' ? r.group("an argument's attributes") : std::string_view{};
      skip_loc(r);
      p.sharding = mlir_optional_view(sharding_from(attrs, p.shape));
      if (mlir_string(mlir_attribute(attrs, "mhlo.memory_kind")).value_or("device") != "device") mlir_to_host(p.shape);
      if (c.name == "main") mlir_read_donation(attrs, p, m_);
      add(scope, std::move(p));
      (void)r.eat(",");
    }
    std::vector<std::pair<hlo_shape, std::string_view>> results;  // with their shardings
    if (r.eat("->")) {
      const bool several = r.eat("(");
      while (!(several ? r.eat(")") : !results.empty())) {
        hlo_shape s = type(r);
        // (a result without parentheses has no attributes: the '{' is the body's)
        const std::string_view attrs = several && r.peek() == '{' ? r.group("a result's attributes")
                                                                  : std::string_view{};
        const std::string_view sh = sharding_from(attrs, s);
        if (mlir_string(mlir_attribute(attrs, "mhlo.memory_kind")).value_or("device") != "device") mlir_to_host(s);
        results.emplace_back(std::move(s), sh);
        (void)r.eat(",");
      }
    }
    if (c.name == "main" && results.size() == 1) mlir_alias_the_only_result(m_);
    if (r.eat("attributes")) (void)r.group("the function's attributes");
    // Room for the body's instructions, so that their vector does not grow a doubling at a time,
    // moving every record (240 bytes) each time: JAX prints an op a line, so the line breaks up
    // to the brace that closes the body at the function's own indentation. A body written
    // otherwise may get more room than it takes; that is given back once it is read.
    const std::size_t room = mlir_body_lines(r.text(), r.mark(), mlir_indentation(r.text(), function_at), &breaks_);
    r.know_breaks(r.mark(), breaks_.empty() ? r.mark() : breaks_.back() + 1, breaks_);
    m_.computations[index].instructions.reserve(m_.computations[index].instructions.size() + room);
    kinds_[index].reserve(m_.computations[index].instructions.size() + room);
    ends_[index].reserve(m_.computations[index].instructions.size() + room);
    read_block(r, index, results);
    std::vector<hlo_instruction>& body = m_.computations[index].instructions;  // regions may have moved it
    if (body.capacity() > 2 * body.size() + 64) body.shrink_to_fit();
  }

  // A function body or a region: ops up to the closing '}', the last a terminator (`return`,
  // `stablehlo.return`, `sdy.return`), the only one (as MLIR requires), which makes the ROOT.
  void read_block(mlir_reader& r, std::size_t index,
                  const std::vector<std::pair<hlo_shape, std::string_view>>& results) {
    r.expect("{", "'{' opening a body");
    // (its name index grows as names come that are not numbers: most are, and it holds none of them)
    mlir_scope scope{index, {}, {}, std::string_view::npos};
    for (std::size_t k = 0; k < body(scope).size(); ++k) (void)name(scope, k);
    for (bool returned = false;;) {
      const std::string_view of = m_.computations[index].name;
      if (r.peek() == '}' && !returned)
        r.fail(fmt::format("a return (`return %x : type`, in a region `stablehlo.return`) ending the body of @{}", of));
      if (r.eat("}")) break;
      if (r.at_end()) r.fail("'}' closing a body");
      if (returned) r.fail(fmt::format("'}}' closing the body of @{} after its return (one, the last op)", of));
      if (r.peek() == '^') {  // a block label: its arguments are the region's parameters
        (void)r.sigil_name('^', "a block label");
        if (r.eat("(")) {
          while (!r.eat(")")) {
            add(scope, mlir_read_argument(r, mr_, body(scope).size()));
            (void)r.eat(",");
          }
        }
        r.expect(":", "':' after a block label");
        continue;
      }
      returned = read_op(r, index, scope, results);
    }
  }

  // One op; whether it is the terminator.
  bool read_op(mlir_reader& r, std::size_t index, mlir_scope& scope,
               const std::vector<std::pair<hlo_shape, std::string_view>>& results) {
    r.skip_space();
    const std::size_t at = r.mark();
    // The op's pieces, in vectors kept from op to op (one set a region depth: regions nest ops).
    if (depth_ == scratch_.size()) scratch_.push_back(std::make_unique<mlir_op_pieces>());
    mlir_op_pieces& scratch = *scratch_[depth_];
    scratch.clear();
    struct depth_guard {
      std::size_t& d;
      ~depth_guard() { --d; }
    } guard{++depth_};
    auto& names = scratch.names;  // results and their counts
    if (r.peek() == '%') {
      do {
        const std::string_view n = r.sigil_name('%', "a result name");
        std::int64_t k = 1;
        if (r.eat(":", false) && (!mlir_int(r.digits(), k) || k < 1)) r.fail("a result count of 1 or more");
        names.emplace_back(n, k);
      } while (r.eat(","));
      r.expect("=", "'=' after the results");
    }
    const auto op_line = static_cast<std::int64_t>(r.line(at));  // now: regions move the cursor on
    const std::string_view op = r.peek() == '"' ? r.string_raw("an op name") : r.word("an op name");
    // A dialect without an op, no op at all, or one that would read as HLO's parameter, which only
    // a function's arguments are (`stablehlo.parameter` is no StableHLO op).
    const bool no_op = op.empty() || op.back() == '.';
    const hlo_opcode code = no_op ? hlo_opcode{} : names_.opcode(op);
    if (no_op || code == hlo_op::parameter) r.fail_at(at, "an op name (`stablehlo.add`, `\"stablehlo.all_to_all\"`)");
    auto& operands = scratch.operands;
    auto& symbols = scratch.symbols;
    auto& groups = scratch.groups;
    auto& bindings = scratch.bindings;
    auto& types = scratch.types;
    auto& regions = scratch.regions;
    auto& block_args = scratch.block_args;  // `(%arg1: tensor<...>)` before a region
    std::string_view last_word, out_shardings, last_list, dense;
    const mlir_list_key* lhs = nullptr;  // the last dimension list's key
    mlir_plain_type result;              // the result type, where the signature is plain
    bool plain = false;
    const auto typed = [&] {  // that type among the others (a region's parameters take them)
      if (!plain) return;
      hlo_shape& s = types.emplace_back(hlo_shape{.dims = hlo_vector<std::int64_t>(mr_)});
      s.element = result.element;
      s.dims.assign(result.dims.begin(), result.dims.begin() + static_cast<std::ptrdiff_t>(result.rank));
      plain = false;
    };
    auto& lists = scratch.lists;  // `dims = [2, 0, 1]`, `contracting_dims = [1] x [0]`
    // `{` then a line break, or `(` and that: the op's regions; else `{`: an attribute dictionary.
    const auto regions_or_dictionary = [&](bool parenthesized) {
      if (parenthesized) r.expect("(", "'('");
      if (!region_starts(r)) return (void)groups.push_back(r.group("an attribute dictionary"));
      typed();
      do regions.push_back(read_region(r, block_args, bindings, types));
      while (parenthesized && r.eat(",") && region_starts(r));
      if (parenthesized) r.expect(")", "')' closing an op's regions");
    };
    // The op's tokens by their first character, to the end of its line (and on past it where
    // op_continues says so): one jump a token where a chain of tests was.
    for (;;) {
      const char c = r.peek(false);
      switch (c) {
        case '%': {
          const std::string_view n = r.sigil_name('%', "a value");
          if (r.at("=", false) && !r.at("==", false)) (void)r.eat("="), bindings.emplace_back(n.data(), n.size());
          else operands.emplace_back(n.data(), n.size());
          continue;
        }
        case '@': symbols.push_back(r.sigil_name('@', "a symbol")); continue;
        case '"': (void)r.string_raw("a string"); continue;
        case '{': regions_or_dictionary(false); continue;
        case '(':
          if (region_follows(r)) {
            regions_or_dictionary(true);
          } else if (block_args_follow(r)) {
            r.expect("(", "'('");
            while (!r.eat(")")) {
              hlo_instruction p = mlir_read_argument(r, mr_, block_args.size());
              block_args.push_back(std::move(p));
              (void)r.eat(",");
            }
          } else {
            r.seek(r.mark() + 1);
          }
          continue;
        case '<':
          groups.push_back(r.group("an attribute"));
          if (mlir_is(last_word, "dense")) dense = groups.back().substr(1, groups.back().size() - 2);
          continue;
        case '[':
          if (const std::string_view g = last_list = r.group("a list"); mlir_is(last_word, "out_shardings")) {
            out_shardings = g;
          } else if (mlir_is(last_word, "x") && lhs != nullptr) {  // the right-hand side of `[1] x [0]`
            lists.push_back({lhs->second, mlir_small_list(g)});
          } else if (const mlir_list_key* key = mlir_list_key_of(last_word); key != nullptr) {
            lists.push_back({key->first, mlir_small_list(g)});
            lhs = key;
          }
          continue;
        case ':':
          r.seek(r.mark() + 1);
          if (r.peek(false) == '%') continue;  // `init: %x`, a keyword's value
          // (most ops: one tensor result, its sizes kept until the instruction is made; a plain
          // signature that ends the line is looked up by its text first)
          if (const std::size_t from = r.mark(), end = r.next_break(); end != std::string_view::npos) {
            if (const mlir_plain_type* known = signatures_.find(r.slice(from, end))) {
              result = *known, plain = true, types.clear();
              r.seek(end);
              continue;
            }
            if ((plain = read_plain_signature(r, result, &types_read_)) && r.mark() == end)
              signatures_.add(r.slice(from, end), result);
          } else {
            plain = read_plain_signature(r, result, &types_read_);
          }
          if (plain) types.clear();
          else read_mlir_signature(r, mr_, types);
          continue;
        case '\n': break;  // the line's end
        case '/':          // `// a comment` ends the line
          if (r.mark() + 1 < r.text().size() && r.text()[r.mark() + 1] == '/') break;
          r.seek(r.mark() + 1);
          continue;
        case '\0':  // the text's end, or a NUL in it (punctuation)
          if (r.mark() >= r.text().size()) break;
          r.seek(r.mark() + 1);
          continue;
        default:
          if (mlir_reader::word_char(c)) {
            last_word = r.word("a word");
            if (mlir_is(last_word, "loc") && r.peek(false) == '(') (void)r.group("a location");
          } else {
            r.seek(r.mark() + 1);  // punctuation of an op's own syntax (`#`, `!`, `?`, `)`, `,`, `=`, ...)
          }
          continue;
      }
      if (!op_continues(r)) break;  // the op's end, unless it goes on past the line
    }
    hlo_computation& c = m_.computations[index];
    if (mlir_is(op, "return") || mlir_is(op, "func.return") || mlir_is(op, "stablehlo.return") ||
        mlir_is(op, "mhlo.return") || mlir_is(op, "sdy.return")) {
      set_root(scope, operands, results, at, r);
      return true;
    }
    std::int64_t count = 0;
    for (const auto& n : names) count += n.second;
    // Made in its place (instructions are large: moving one costs as much as filling it), and
    // named in the scope once its name is known.
    const std::size_t position = c.instructions.size();
    hlo_instruction& in = c.instructions.emplace_back(mlir_arena_instruction{{mr_}});
    in.opcode = code;
    for (const hlo_attribute& a : lists) in.attributes.push_back(a);
    if (in.opcode == hlo_op::get_tuple_element) {  // `stablehlo.get_tuple_element %t[1]`
      std::int64_t k = 0;
      if (last_list.size() < 3 || !mlir_int(last_list.substr(1, last_list.size() - 2), k))
        r.fail_at(at, "get_tuple_element's index in brackets (`%t[1]`)");
      in.tuple_index = k;
    }
    in.line = op_line;
    if (in.opcode == hlo_op::constant) in.literal = dense;  // `dense<1.0>`: its value, as HLO's literal
    std::vector<std::uint32_t>& positions = positions_[index];
    in.operands.reserve(operands.size());
    std::string captured;  // `slot:name,...`, for XLA:CPU's passes (hlo_structured_control_flow)
    for (std::size_t slot = 0; slot < operands.size(); ++slot) {
      const std::string_view o = operands[slot];
      const std::optional<std::size_t> p = find(scope, o);
      if (!p && region_[index]) {  // a region's value from around it: not this computation's
        captured += fmt::format("{}{}:{}", captured.empty() ? "" : ",", slot, o);
        continue;
      }
      if (!p) r.fail_at(at, fmt::format("a defined value (%{} is used before it is defined)", o));
      in.operands.emplace_back(o.data(), o.size());
      positions.push_back(static_cast<std::uint32_t>(*p));
    }
    if (!captured.empty()) in.attributes.push_back({"captured", m_.keep(std::move(captured))});
    if (count > 0 && types.empty() && !plain) r.fail_at(at, fmt::format("the type of the results of '{}'", op));
    if (count == 0) {
      in.shape.kind = hlo_shape::kind_t::tuple;  // no result: an empty tuple, no bytes
    } else if (count == 1 && plain) {
      in.shape.element = result.element;
      in.shape.dims.assign(result.dims.begin(), result.dims.begin() + static_cast<std::ptrdiff_t>(result.rank));
    } else if (count == 1) {
      in.shape = std::move(types.back());  // (read again by no one: the next op clears them)
    } else {
      typed();
      in.shape.kind = hlo_shape::kind_t::tuple;
      for (std::int64_t k = 0; k < count; ++k)
        in.shape.elements.push_back(types[std::min(static_cast<std::size_t>(k), types.size() - 1)]);
    }
    std::string_view attrs;
    for (std::string_view g : groups)
      if (g.starts_with("{") || g.starts_with("<{")) attrs = g;
    if (!symbols.empty() && in.opcode == hlo_op::call) in.called.push_back(interned(symbols.front()));
    if (!symbols.empty() && in.opcode == hlo_op::custom_call)
      in.attributes.push_back({"custom_call_target", names_.quoted(symbols.front())}),
          custom_partitionings_ += symbols.front() == "CustomSPMDPartitioning";
    if (mlir_is(op, "sdy.sharding_constraint")) {
      in.attributes.push_back({"custom_call_target", "\"Sharding\""});
      for (std::string_view g : groups)
        if (g.starts_with("<@") || g.starts_with("<<")) in.sharding = kept_sdy(g, in.shape);
    }
    if (!in.sharding) in.sharding = mlir_optional_view(sharding_from(attrs, in.shape));
    // JAX's host offloading: the value is placed in pinned host memory (S(5)).
    if (!attrs.empty() && in.attribute("custom_call_target") == "\"annotate_device_placement\"" &&
        attrs.find("_xla_buffer_placement = \"pinned_host\"") != std::string_view::npos)
      mlir_to_host(in.shape);
    const bool manual = mlir_is(op, "sdy.manual_computation");  // a shard_map (its op name: not an HLO opcode)
    if (!regions.empty()) {  // (most ops have none: the opcode not compared with those that apply theirs)
      if (region_is_applied(in.opcode.op()))
        for (std::size_t k : regions) in.called.push_back(m_.computations[k].name);
      else if (!manual) {
        in.opcode = hlo_opcode(op);  // while, case: not HLO's tuple operands; read generically, regions not called
        std::string named;  // its regions, for XLA:CPU's passes (hlo_structured_control_flow)
        for (std::size_t k : regions) named += fmt::format("{}{}", named.empty() ? "" : ",", m_.computations[k].name);
        in.attributes.push_back({"regions", m_.keep(std::move(named))});
        outlines_[index].region_ops.push_back(
            {static_cast<std::uint32_t>(position), std::vector<std::uint32_t>(regions.begin(), regions.end())});
      }
    }
    if (target_ && (manual || in.attribute("custom_call_target") == "\"SPMDFullToShardShape\""))
      raise<invalid_error>("cannot retarget the module to mesh {}: a manual computation (shard_map) at line {} has "
                           "local shapes that fix the mesh it was lowered for; plan it on that mesh",
                           to_string(*target_), in.line);
    // A manual computation: a call of its body, as XLA's Shardy export makes it.
    if (manual && !regions.empty()) {
      in.opcode = hlo_op::call;
      in.called.push_back(m_.computations[regions.front()].name);
      if (out_shardings.size() > 2 && !in.shape.is_tuple())
        in.sharding = kept_sdy(out_shardings.substr(1, out_shardings.size() - 2), in.shape);
    }
    if (in.opcode == hlo_op::constant)
      note_unit_constant(units_, index, position, in.literal, &unit_values_);  // (one with regions is not)
    in.name = names.empty()                    ? m_.keep(fmt::format("{}.{}", in.opcode, position))
              : names.size() == 1 && count > 1 ? names[0].first
              : count > 1                      ? m_.keep(fmt::format("{}#t", names[0].first))
                                               : names[0].first;
    define(scope, position);
    if (count <= 1) return false;
    const std::string_view tuple = in.name;
    const auto tuple_at = static_cast<std::uint32_t>(position);
    const hlo_shape tuple_shape = in.shape;     // (`in` moves with the instructions added below)
    for (std::int64_t k = 0; k < count; ++k) {  // one get-tuple-element a result
      hlo_instruction g = instruction();
      g.opcode = hlo_op::get_tuple_element;
      g.operands.push_back(tuple);
      positions.push_back(tuple_at);
      g.tuple_index = k;
      g.shape = tuple_shape.elements[static_cast<std::size_t>(k)];
      g.name = names.size() == 1
                   ? m_.keep(fmt::format("{}#{}", names[0].first, k))
                   : names[static_cast<std::size_t>(std::min<std::int64_t>(k, std::ssize(names) - 1))].first;
      add(scope, std::move(g));
    }
    return false;
  }

  // One Shardy sharding `g` (`<@mesh, [...]>`) of a value of shape `s` as HLO's, kept. (Out of line,
  // as sdy_sharding: inlined, they slow read_op down on text without any.)
  [[gnu::noinline]] std::string_view kept_sdy(std::string_view g, const hlo_shape& s) {
    return sdy_kept_('1', g, s, [&] { return sdy_to_hlo_sharding(g, meshes_, s.is_array() ? s.dims.size() : 0); });
  }

  // The terminator: one value is the ROOT; several, a tuple of them. In @main, a result's
  // sharding goes on the value returned where it has none; where it has another, the value is
  // copied into the output in the result's sharding, as XLA's SPMD partitioner reshards it.
  void set_root(mlir_scope& scope, const std::vector<std::string_view>& all_operands,
                const std::vector<std::pair<hlo_shape, std::string_view>>& results, std::size_t at, mlir_reader& r) {
    hlo_computation& c = m_.computations[scope.computation];
    const bool region = region_[scope.computation];
    if (region) outlines_[scope.computation].returned.assign(all_operands.begin(), all_operands.end());
    std::vector<std::string_view> operands;  // a region may return a value from around it: not its own
    std::vector<std::uint32_t> found;        // and their positions
    for (std::string_view o : all_operands)
      if (const std::optional<std::size_t> p = find(scope, o))
        operands.push_back(o), found.push_back(static_cast<std::uint32_t>(*p));
      else if (!region) r.fail_at(at, fmt::format("a defined value (%{} is returned, never defined)", o));
    if (operands.empty()) return;
    std::vector<std::uint32_t>& positions = positions_[scope.computation];
    // Whether the value at `position` has a sharding other than result k's.
    const auto resharded = [&](std::size_t k, std::uint32_t position) {
      const hlo_instruction& v = c.instructions[position];
      return results.size() == operands.size() && !results[k].second.empty() && v.sharding &&
             *v.sharding != results[k].second;
    };
    if (operands.size() == 1) {
      hlo_instruction* i = &c.instructions[found[0]];
      if (i->root || resharded(0, found[0])) {  // returned twice, marked already, or resharded: a copy
        hlo_instruction copy = instruction();
        copy.opcode = hlo_op::copy, copy.name = m_.keep(fmt::format("{}.root", operands[0])), copy.shape = i->shape;
        copy.operands.push_back(operands[0]);
        positions.push_back(found[0]);
        add(scope, std::move(copy));
        i = &c.instructions.back();
      }
      i->root = true;
      marked_root(scope.computation, static_cast<std::size_t>(i - c.instructions.data()));
      if (!i->sharding && results.size() == 1 && !results[0].second.empty()) i->sharding = results[0].second;
      if (results.size() == 1 && results[0].first.memory_space() != 0) mlir_to_host(i->shape);
      return;
    }
    for (std::size_t k = 0; k < operands.size() && results.size() == operands.size(); ++k) {
      if (resharded(k, found[k])) {
        hlo_instruction copy = instruction();
        copy.opcode = hlo_op::copy, copy.name = m_.keep(fmt::format("{}.result.{}", operands[k], k));
        copy.shape = c.instructions[found[k]].shape, copy.sharding = results[k].second;
        copy.operands.push_back(operands[k]);
        positions.push_back(found[k]);
        add(scope, std::move(copy));
        operands[k] = c.instructions.back().name, found[k] = static_cast<std::uint32_t>(c.instructions.size() - 1);
      } else if (hlo_instruction& v = c.instructions[found[k]];
                 !v.sharding && !results[k].second.empty() && v.opcode != hlo_op::parameter) {
        v.sharding = results[k].second;
      }
    }
    hlo_instruction t = instruction();
    t.opcode = hlo_op::tuple, t.name = m_.keep(fmt::format("return.{}", c.instructions.size())), t.root = true;
    t.shape.kind = hlo_shape::kind_t::tuple;
    for (std::size_t k = 0; k < operands.size(); ++k) {  // a result in host memory: its value made there
      hlo_instruction* v = &c.instructions[found[k]];
      if (results.size() == operands.size() && results[k].first.memory_space() != 0) mlir_to_host(v->shape);
      t.operands.push_back(operands[k]), t.shape.elements.push_back(v->shape);
      positions.push_back(found[k]);
    }
    bool all = results.size() == operands.size() && !results.empty();
    for (const auto& res : results) all = all && !res.second.empty();
    if (all) {
      std::vector<std::string_view> parts;
      for (const auto& res : results) parts.push_back(res.second);
      t.sharding = m_.keep(fmt::format("{{{}}}", fmt::join(parts, ", ")));
    }
    add(scope, std::move(t));
  }

  // A region at the cursor (`{` then a line break): a computation of its own, whose parameters are
  // its block's arguments, or the block arguments written before it (`sdy.manual_computation`), or
  // the op's bindings (`stablehlo.while(%iterArg = %x)`, typed by the op's signature).
  std::size_t read_region(mlir_reader& r, std::vector<hlo_instruction>& block_args,
                          const std::vector<std::string_view>& bindings, const std::vector<hlo_shape>& types) {
    if (depth_ > stablehlo_max_region_depth)  // (depth_: the ops this region is inside, its own included)
      r.fail(fmt::format("a region nested at most {} deep (stablehlo_max_region_depth), not {} deep",
                         stablehlo_max_region_depth, depth_));
    // (named after its function_, not the region around it: a name as long as its nesting is deep)
    const std::string_view name = m_.keep(fmt::format("{}.region.{}", m_.computations[function_].name, ++regions_));
    const std::size_t index = add_computation(true);
    hlo_computation& c = m_.computations[index];
    c.name = name;
    c.line = static_cast<std::int64_t>(r.line());
    mlir_scope scope{index, {}, {}, std::string_view::npos};
    for (hlo_instruction& p : block_args)
      p.parameter_number = static_cast<std::int64_t>(c.instructions.size()), add(scope, p);
    if (block_args.empty())
      for (std::size_t k = 0; k < bindings.size() && k < types.size(); ++k) {
        hlo_instruction p = instruction();
        p.opcode = hlo_op::parameter, p.name = bindings[k], p.shape = types[k];
        p.parameter_number = static_cast<std::int64_t>(k);
        add(scope, std::move(p));
      }
    read_block(r, index, {});
    return index;
  }

  // An instruction whose vectors allocate from the module's arena (mlir_arena_instruction).
  hlo_instruction instruction() { return mlir_arena_instruction{{mr_}}; }
  // `i` appended to scope's computation, its operands' positions given already (positions_).
  void add(mlir_scope& scope, hlo_instruction i) {
    body(scope).push_back(std::move(i));
    define(scope, body(scope).size() - 1);
  }
  // The instruction at `position` of scope's computation named in the scope, unless a value of
  // its name is there already; whether it was. (Most names, numbers, by number: not hashed.)
  bool name(mlir_scope& scope, std::size_t position) {
    const std::string_view n = body(scope)[position].name;
    const std::size_t k = mlir_numbered_name(n);
    if (k != std::string_view::npos && scope.base == std::string_view::npos) scope.base = k;
    const std::size_t at = k == std::string_view::npos ? k : scope.slot(k);
    if (at == std::string_view::npos) return scope.defined.emplace(n, position, name_of(scope));
    if (at >= scope.numbered.size()) scope.numbered.resize(std::max(at + 1, 2 * scope.numbered.size()), 0);
    if (scope.numbered[at] != 0) return false;
    if (position + 1 >= std::numeric_limits<std::uint32_t>::max())  // (as hlo_name_index refuses it)
      raise<overflow_error>("a name index holds positions below {}; {} is past them",
                            std::numeric_limits<std::uint32_t>::max(), position);
    scope.numbered[at] = static_cast<std::uint32_t>(position + 1);
    return true;
  }
  // The instruction at `position` of scope's computation named in the scope, and outlined.
  void define(mlir_scope& scope, std::size_t position) {
    const hlo_instruction& i = body(scope)[position];
    if (!name(scope, position))
      raise<parse_error>("StableHLO text: value %{} is defined twice in @{}", i.name,
                         m_.computations[scope.computation].name);
    kinds_[scope.computation].push_back(hlo_identity_kind_of(i.opcode.op()));
    ends_[scope.computation].push_back(static_cast<std::uint32_t>(positions_[scope.computation].size()));
    hlo_outline& o = outlines_[scope.computation];
    if (i.opcode == hlo_op::parameter) o.parameters.push_back(static_cast<std::uint32_t>(position));
    else if (i.opcode == hlo_op::call && !i.called.empty()) o.calls.push_back(static_cast<std::uint32_t>(position));
    if (i.root) marked_root(scope.computation, position);
  }
  void marked_root(std::size_t computation, std::size_t position) {
    outlines_[computation].root = std::min(outlines_[computation].root, position);
    ++outlines_[computation].marked;
  }
  std::vector<std::unique_ptr<mlir_op_pieces>> scratch_;  // by region depth (regions nest ops)
  std::size_t depth_ = 0;
  std::vector<std::size_t> breaks_;  // a body's line breaks, for mlir_reader::know_breaks

  std::string_view text_;         // what read() reads (where an error found later points)
  hlo_sharding_texts shardings_;  // mhlo.sharding texts checked
  hlo_module& m_;
  std::pmr::memory_resource* mr_;
  std::map<std::string, mesh> meshes_;
  mlir_op_names names_{m_};     // op names' opcodes, custom calls' targets
  mlir_sdy_kept sdy_kept_{m_};  // Shardy shardings converted
  std::unordered_map<std::string_view, std::string_view, hlo_name_hasher> dictionaries_;
  hlo_view_set interned_;  // flat: a call chain names a new callee at each of its calls
  const std::optional<mesh>& target_;
  std::set<std::string> used_axes_;                    // the target's axes a mesh of the module has
  std::vector<bool> region_;                           // by computation: a region (true) or a function
  std::vector<std::vector<std::uint32_t>> positions_;  // by computation: its operands' positions, in order
  std::vector<std::vector<std::uint32_t>> ends_;       // and where each instruction's operands end there
  std::vector<hlo_outline> outlines_;                  // by computation, as its instructions are added
  std::size_t regions_ = 0, function_ = 0;
  mlir_type_cache types_read_;            // the plain tensor types read last, by their text,
  mlir_signature_cache signatures_;       // and the plain signatures that end a line
  std::size_t custom_partitionings_ = 0;  // custom calls of CustomSPMDPartitioning read
  hlo_unit_constants units_;              // by computation (up to the last with one): its 0 and 1 constants
  hlo_unit_values unit_values_;           // (the literals read last)
  hlo_identity_kinds kinds_;              // by computation: its instructions' kinds, as they are added
};

}  // namespace detail

}  // namespace shardmem
