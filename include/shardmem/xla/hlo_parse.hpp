// Reads XLA's HLO text (what `compiled.as_text()` and XLA's dumps print) into an hlo_module: the
// grammar of xla/service/hlo_parser.cc (ParseHloModule, ParseComputation, ParseInstruction,
// ParseShape, ParseAliasing, ParseBufferDonor) as ../HLO.md sect. 2 sets it out. Attributes the
// memory rules do not read are kept as written, never an error; a malformed module is a
// parse_error naming the line, the column, what was found and what was expected.
#pragma once

#include <algorithm>
#include <array>
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <memory_resource>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/dtype.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/core/parse.hpp>
#include <shardmem/sharding/hlo_sharding.hpp>
#include <shardmem/xla/hlo_lexer.hpp>
#include <shardmem/xla/hlo_module.hpp>

namespace shardmem {

/// The deepest nesting of tuple shapes the readers take: HLO's `((f32[]))`, StableHLO's
/// `tuple<tuple<tensor<f32>>>`, 64 tuples inside one another at most. XLA's programs nest a few
/// (a while's loop state, an async op's operands); the passes over a shape recurse once a level.
/// Deeper is a parse_error naming the line, the column and this limit.
inline constexpr int hlo_max_tuple_depth = 64;

namespace detail {

// A shape index `{1, 0}`.
inline hlo_shape_index read_shape_index(hlo_reader& r) {
  hlo_shape_index out;
  r.expect('{');
  while (!r.eat('}')) {
    out.push_back(r.integer("a shape index entry"));
    if (!r.at('}')) r.expect(',');
  }
  return out;
}

inline std::int64_t paren_integer(hlo_reader& r, std::string_view what) {
  r.expect('(');
  const std::int64_t v = r.integer(what);
  r.expect(')');
  return v;
}

// A layout into `l` (emptied first, its order's room kept). `rank`: the shape's dimensions, what
// the order is expected to hold.
inline void read_layout_into(hlo_reader& r, hlo_layout& l, std::size_t rank) {
  l.minor_to_major.clear(), l.tiles.clear(), l.element_bits = 0, l.memory_space = 0;
  r.expect('{');
  while (!r.at('}') && !r.at(':')) {
    if (l.minor_to_major.empty()) l.minor_to_major.reserve(rank);
    l.minor_to_major.push_back(r.integer("a layout dimension"));
    if (!r.at('}') && !r.at(':')) r.expect(',');
  }
  if (r.eat(':')) {
    while (!r.at('}')) {
      if (r.eat("SC") || r.eat('D') || r.eat('#') || r.eat('*') || r.eat('P') || r.eat('M')) {
        (void)r.group_inside("'(' after a layout item");
      } else if (r.eat('T')) {
        do {
          const std::string_view tile = r.group_inside("a tile '(8,128)'");
          std::vector<std::int64_t> sizes;
          const auto keep = r.narrow(tile);
          while (!r.at_end()) {
            sizes.push_back(r.eat('*') ? -1 : r.integer("a tile size"));  // '*': a combined dimension
            if (!r.at_end()) r.expect(',');
          }
          r.widen(keep);
          l.tiles.push_back(std::move(sizes));
        } while (r.at('('));
      } else if (r.eat('E')) {
        l.element_bits = paren_integer(r, "E(bits)");
      } else if (r.eat('S')) {
        l.memory_space = paren_integer(r, "S(memory space)");
      } else {
        r.fail("a layout item (T, E, S, D, SC, P, M, # or *) or '}'");
      }
    }
  }
  r.expect('}');
}

// `rank`: the shape's dimensions, what the order is expected to hold (sized once for them); `mr`:
// where the order is allocated.
inline hlo_layout read_layout(hlo_reader& r, std::size_t rank = 0,
                              std::pmr::memory_resource* mr = std::pmr::get_default_resource()) {
  hlo_layout l{.minor_to_major = hlo_vector<std::int64_t>(mr)};
  read_layout_into(r, l, rank);
  return l;
}

// The layouts of a module's shapes, each read into one scratch layout, then shared with an equal
// one met before (hlo_box::share): most of a compiled module's arrays write one of a few (`{1,0}`,
// `{0}`), and a copy for each would be most of what its shapes hold. The last few distinct ones are
// kept to compare with; one with tiles (a vector on the heap, which a shared value never frees) is
// its shape's own.
class hlo_layout_cache {
 public:
  hlo_layout scratch{};  ///< what read_shape reads a layout into

  // `box` set to the scratch layout, shared where an equal one was met; made in `mr` (the module's
  // arena, which outlives every box sharing it) otherwise.
  void put(hlo_box<hlo_layout>& box, std::pmr::memory_resource* mr) {
    const bool shareable = scratch.tiles.empty();
    if (shareable)
      for (const hlo_box<hlo_layout>& seen : seen_)
        if (*seen == scratch) return box.share(seen);
    hlo_layout made{.minor_to_major = hlo_vector<std::int64_t>(scratch.minor_to_major, mr),
                    .tiles = scratch.tiles,
                    .element_bits = scratch.element_bits,
                    .memory_space = scratch.memory_space};
    if (!shareable) {
      (void)box.emplace_in(mr, std::move(made));
      return;
    }
    if (seen_.size() == kept) seen_.erase(seen_.begin());  // (the oldest stays in the arena for its boxes)
    (void)seen_.emplace_back().emplace_shared_in(mr, std::move(made));
    box.share(seen_.back());
  }

 private:
  static constexpr std::size_t kept = 16;
  std::vector<hlo_box<hlo_layout>> seen_;
};

// A shape: `f32[2,<=3]{1,0:S(5)}`, `(f32[], s32[4])`, `token[]`, `opaque[]`; its vectors from `mr`.
// `depth`: the tuples it is inside (hlo_max_tuple_depth). With `layouts`, its layout is shared with
// equal ones (`mr` then being the module's arena).
inline hlo_shape read_shape(hlo_reader& r, int depth = 0,
                            std::pmr::memory_resource* mr = std::pmr::get_default_resource(),
                            hlo_layout_cache* layouts = nullptr) {
  hlo_shape out{.dims = hlo_vector<std::int64_t>(mr)};
  if (r.at('(')) {
    if (depth >= hlo_max_tuple_depth)
      r.fail(fmt::format("a tuple nested at most {} deep (hlo_max_tuple_depth), not {} deep", hlo_max_tuple_depth,
                         depth + 1));
    r.expect('(');
    out.kind = hlo_shape::kind_t::tuple;
    while (!r.eat(')')) {
      out.elements.push_back(read_shape(r, depth + 1, mr, layouts));
      if (!r.at(')')) r.expect(',');
    }
    return out;
  }
  const std::string_view e = r.word("a shape (an element type such as f32, a tuple '(', token[] or opaque[])");
  if (e == "token" || e == "opaque") {
    out.kind = e == "token" ? hlo_shape::kind_t::token : hlo_shape::kind_t::opaque;
    r.expect('[');
    r.expect(']');
    return out;
  }
  const std::optional<dtype> element = dtype_named(e);
  if (!element) r.fail(fmt::format("a known element type before '{}'", e));
  out.element = *element;
  r.expect('[');
  if (!r.at(']')) out.dims.reserve(r.count_before(',', ']') + 1);  // one allocation, of the size it ends at
  std::vector<bool> dynamic;                                       // one flag a dimension once any is dynamic
  while (!r.eat(']')) {
    if (r.eat('?')) {
      out.dims.push_back(-1);  // unbounded: no size until run time
      dynamic.resize(out.dims.size(), false), dynamic.back() = true;
    } else if (r.eat("<=")) {
      out.dims.push_back(r.integer("a dimension bound"));
      dynamic.resize(out.dims.size(), false), dynamic.back() = true;
    } else {
      out.dims.push_back(r.integer("a dimension size"));
    }
    if (!r.at(']')) r.expect(',');
  }
  if (!dynamic.empty()) dynamic.resize(out.dims.size(), false), out.dynamic.emplace_in(mr, std::move(dynamic));
  if (r.at_layout()) {
    const std::size_t at = r.mark();
    if (layouts != nullptr) read_layout_into(r, layouts->scratch, out.dims.size());
    else out.layout.emplace_in(mr, read_layout(r, out.dims.size(), mr));
    // As XLA's ShapeUtil::ValidateShape: a layout's order names each dimension once.
    const hlo_vector<std::int64_t>& order =
        layouts != nullptr ? layouts->scratch.minor_to_major : std::as_const(out.layout)->minor_to_major;
    const std::size_t rank = out.dims.size();
    std::uint64_t seen_bits = 0;                               // up to 64 dimensions,
    std::vector<bool> seen_more(rank > 64 ? rank : 0, false);  // more where there are more
    auto first_sight = [&](std::size_t d) {
      const bool seen = rank > 64 ? static_cast<bool>(seen_more[d]) : ((seen_bits >> d) & 1U) != 0;
      if (rank > 64) seen_more[d] = true;
      else seen_bits |= std::uint64_t{1} << d;
      return !seen;
    };
    bool permutation = order.empty() || order.size() == rank;
    for (const std::int64_t d : order)
      permutation = permutation && d >= 0 && d < static_cast<std::int64_t>(rank) &&
                    first_sight(static_cast<std::size_t>(d));
    if (!permutation)
      r.fail_at(at, fmt::format("a layout naming each of the {} dimensions of the {} shape once", out.dims.size(),
                                out.element));
    if (layouts != nullptr) layouts->put(out.layout, mr);
  }
  return out;
}

// `{op_type="dot" op_name="..." source_file="..." source_line=12 ...}` at the cursor, read once
// (it is most of an instruction's text); unknown keys read past.
inline hlo_metadata read_metadata(hlo_reader& r, hlo_strings& store) {
  hlo_metadata m;
  r.expect('{');
  if (r.at('{')) {  // the list form of a sharding's metadata: nothing memory reads
    while (!r.eat('}')) {
      (void)r.raw_value("a metadata entry");
      (void)r.eat(',');
    }
    return m;
  }
  while (!r.eat('}')) {
    const std::string_view key = r.word("a metadata key or '}'");
    r.expect('=');
    if (key == "op_type") m.op_type = r.quoted("a quoted op_type", store);
    else if (key == "op_name") m.op_name = r.quoted("a quoted op_name", store);
    else if (key == "source_file") m.source_file = r.quoted("a quoted source_file", store);
    else if (key == "source_line") m.source_line = r.integer("a source_line");
    else if (key == "stack_frame_id") m.stack_frame_id = r.integer("a stack_frame_id");
    else (void)r.raw_value("a metadata value");
    (void)r.eat(',');
  }
  return m;
}

// `{ {0}: (0, {}, may-alias), ... }`, or the short form `{ {}: 0 }` of XLA's aliasing docs.
inline std::vector<hlo_io_alias> read_io_alias(hlo_reader& r) {
  std::vector<hlo_io_alias> out;
  r.expect('{');
  while (!r.eat('}')) {
    hlo_io_alias a;
    a.output = read_shape_index(r);
    r.expect(':');
    if (r.eat('(')) {
      a.parameter = r.integer("a parameter number");
      r.expect(',');
      a.parameter_index = read_shape_index(r);
      if (r.eat(',')) {
        const std::string_view kind = r.word("may-alias or must-alias");
        if (kind != "may-alias" && kind != "must-alias") r.fail("may-alias or must-alias");
        a.must_alias = kind == "must-alias";
      }
      r.expect(')');
    } else {
      a.parameter = r.integer("a parameter number or '('");
    }
    out.push_back(std::move(a));
    if (!r.at('}')) r.expect(',');
  }
  return out;
}

// `{ (0, {}), (1, {}) }`.
inline std::vector<hlo_buffer_donor> read_buffer_donor(hlo_reader& r) {
  std::vector<hlo_buffer_donor> out;
  r.expect('{');
  while (!r.eat('}')) {
    r.expect('(');
    hlo_buffer_donor d;
    d.parameter = r.integer("a parameter number");
    r.expect(',');
    d.index = read_shape_index(r);
    r.expect(')');
    out.push_back(std::move(d));
    if (!r.at('}')) r.expect(',');
  }
  return out;
}

// Checks `text` as an HLO instruction's `sharding=` value (and StableHLO's `mhlo.sharding`)
// writes it: one sharding as hlo_sharding::parse reads it, or a tuple's, `{{replicated},
// {devices=...}}`, one for each leaf (`{}` for an empty tuple); XLA's `{unknown}` too (a sharding
// left to propagation, read as replicated).
// @throws parse_error or invalid_error as hlo_sharding::parse, for the element that fails.
inline void check_hlo_sharding_attribute(std::string_view text) {
  const auto one = [](std::string_view s) {
    const std::size_t b = s.find_first_not_of(" \t\n\r", 1);
    if (b != std::string_view::npos && s.substr(b).starts_with("unknown") &&
        (b + 7 >= s.size() || !(std::isalnum(static_cast<unsigned char>(s[b + 7])) || s[b + 7] == '_')))
      return (void)hlo_sharding::parse("{replicated" + std::string(s.substr(b + 7)));
    (void)hlo_sharding::parse(s);
  };
  std::size_t i = 0;
  const auto skip = [&] {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r')) ++i;
  };
  const auto fail = [&](std::string_view what) {
    raise<parse_error>("cannot parse sharding \"{}\" at position {}: expected {}", text, i, what);
  };
  skip();
  if (i >= text.size() || text[i] != '{') fail("'{' opening a sharding");
  const std::size_t open = i;
  ++i, skip();
  if (i >= text.size() || text[i] != '{') {  // one sharding, or an empty tuple's `{}`
    if (i < text.size() && text[i] == '}' && text.find_first_not_of(" \t\n\r", i + 1) == std::string_view::npos) return;
    return one(text.substr(open));
  }
  for (;;) {  // a tuple's: each element a sharding, to its matching brace (strings inside skipped)
    if (i >= text.size() || text[i] != '{') fail("'{' opening an element's sharding");
    const std::size_t from = i;
    int depth = 0;
    for (bool quoted = false; i < text.size(); ++i) {
      const char c = text[i];
      if (quoted && c == '\\') ++i;  // (an escaped character)
      else if (c == '"') quoted = !quoted;
      else if (!quoted && c == '{') ++depth;
      else if (!quoted && c == '}' && --depth == 0) break;
    }
    i = std::min(i + 1, text.size());
    one(text.substr(from, i - from));
    skip();
    if (i < text.size() && text[i] == ',') {
      ++i, skip();
      continue;
    }
    if (i >= text.size() || text[i] != '}') fail("',' or '}' after an element's sharding");
    ++i, skip();
    if (i < text.size()) fail("nothing after the closing '}'");
    return;
  }
}

// The `sharding=` values a module's reader has checked (check_hlo_sharding_attribute), each text
// once: a module repeats a few. One that does not parse is refused where it is written, not read
// as no sharding.
class hlo_sharding_texts {
 public:
  // Empty where `text` is a sharding XLA reads; else what the reader expected there.
  std::string problem(std::string_view text) {
    if (checked_.contains(text)) return {};
    try {
      check_hlo_sharding_attribute(text);
    } catch (const error& e) {
      return fmt::format("a sharding XLA reads ({})", e.what());
    }
    if (checked_.size() < 4096) checked_.insert(text);
    return {};
  }
  void check(hlo_reader& r, std::size_t at, std::string_view text) {
    if (const std::string p = problem(text); !p.empty()) r.fail_at(at, p);
  }

 private:
  std::unordered_set<std::string_view> checked_;
};

// A computation name in an attribute value (`%body.3`), without '%'.
inline std::string_view computation_name(std::string_view v) {
  if (!v.empty() && v.front() == '%') v.remove_prefix(1);
  return v;
}

// `[ROOT] name = shape opcode(operands), attribute=value, ...`, its vectors from `mr`, a module's
// arena (its operands', called computations' and attributes' blocks never given back to it).
inline hlo_instruction read_instruction(hlo_reader& r, hlo_strings& store, std::pmr::memory_resource* mr,
                                        hlo_sharding_texts& shardings, hlo_layout_cache* layouts = nullptr) {
  const bool root = r.peek_word() == "ROOT";
  if (root) (void)r.word("ROOT");
  const std::int64_t line = r.line();
  const std::string_view name = r.word("an instruction name");
  r.expect('=');
  // Built whole, each vector with its resource: assigning a vector of another resource would copy.
  hlo_instruction in{.name = name,
                     .root = root,
                     .shape = read_shape(r, 0, mr, layouts),
                     .operands = hlo_vector<std::string_view>(hlo_arena_resource{mr}),
                     .called = hlo_vector<std::string_view>(hlo_arena_resource{mr}),
                     .attributes = hlo_vector<hlo_attribute>(hlo_arena_resource{mr}),
                     .line = line};
  in.opcode = hlo_opcode(r.word("an opcode"));
  const std::string_view inside = r.group_inside("'(' and the operands");
  if (in.opcode == hlo_op::parameter || in.opcode == hlo_op::constant) {
    in.literal = inside;
    if (in.opcode == hlo_op::parameter) {
      const auto keep = r.narrow(inside);
      in.parameter_number = r.integer("a parameter number");
      if (!r.at_end()) r.fail("')' after the parameter number");
      r.widen(keep);
    }
  } else {
    // Operands: `name` or `shape name`, split at top-level commas; the name is the last word. The
    // first few are held as views, so that the vector is allocated once, at its size.
    const auto keep = r.narrow(inside);
    std::array<std::string_view, 8> first;
    std::size_t held = 0;
    auto flush = [&](std::size_t room) {
      in.operands.reserve(room);
      for (std::size_t k = 0; k < held; ++k) in.operands.emplace_back(first[k]);
      held = 0;
    };
    while (!r.at_end()) {
      std::string_view last;
      std::size_t at = r.mark();
      while (!r.at_end() && !r.at(',')) at = r.mark(), last = r.raw_value("an operand");
      if (!last.empty() && last.front() == '%') last.remove_prefix(1);  // as computation_name
      if (last.empty()) r.fail_at(at, "an operand's name");
      if (in.operands.empty() && held < first.size()) {
        first[held++] = last;
      } else {
        if (held > 0) flush(2 * held);
        in.operands.emplace_back(last);
      }
      if (!r.at_end()) r.expect(',');
    }
    if (held > 0) flush(held);
    r.widen(keep);
  }
  while (r.eat(',')) {
    const std::string_view attr = r.word("an attribute name");
    r.expect('=');
    if (attr == "metadata") {
      in.metadata.emplace_in(mr, read_metadata(r, store));
      continue;
    }
    const std::size_t value_at = r.mark();
    std::string_view value = r.raw_value("the attribute's value");
    if (value.starts_with("mesh[") && value.back() == ']' && (r.at('{') || r.at(", device_ids="))) {
      // replica_groups=mesh['x'=4,'y'=2] {'y'}: a mesh (its device order after `, device_ids=`
      // where it is not iota), a space, then the axes that group the devices
      // (MeshAxesReplicaGroupList::ToString), one value
      if (r.eat(',')) {
        (void)r.word("device_ids");
        r.expect('=');
        (void)r.raw_value("the mesh's device ids");
      }
      const std::string_view axes = r.group_inside("the mesh's axes");
      value = std::string_view(value.data(), static_cast<std::size_t>(axes.data() + axes.size() + 1 - value.data()));
    }
    if (attr == "sharding") {
      shardings.check(r, value_at, value);
      in.sharding = value;
    } else if (attr == "output_to_operand_aliasing") {
      // Read here, once, so that the analyses take pairs and a list that does not parse is refused
      // where it is written. (Written twice, the first counts, as attribute() finds the first.)
      const auto keep = r.narrow(value);
      try {
        std::vector<hlo_io_alias> pairs = read_io_alias(r);
        if (!in.output_to_operand_aliasing) in.output_to_operand_aliasing.emplace_in(mr, std::move(pairs));
      } catch (const parse_error& e) {
        raise<parse_error>("{} (output_to_operand_aliasing of instruction '{}')", e.what(), in.name);
      }
      r.widen(keep);
    } else if (attr == "index" && in.opcode == hlo_op::get_tuple_element) {
      const auto keep = r.narrow(value);
      in.tuple_index = r.integer("a tuple index");
      r.widen(keep);
    } else if (attr == "calls" || attr == "to_apply" || attr == "condition" || attr == "body" ||
               attr == "true_computation" || attr == "false_computation" || attr == "branch_computations" ||
               attr == "called_computations") {
      if (value.front() != '{') {
        in.called.push_back(computation_name(value));
        if (in.called.back().empty()) r.fail("a computation's name before this");
      } else {
        const auto keep = r.narrow(value);
        const std::string_view list = r.group_inside("'{'");
        r.widen(keep);
        const auto keep2 = r.narrow(list);
        while (!r.at_end()) {
          const std::size_t at = r.mark();
          in.called.push_back(computation_name(r.raw_value("a computation name")));
          if (in.called.back().empty()) r.fail_at(at, "a computation's name");
          if (!r.at_end()) r.expect(',');
        }
        r.widen(keep2);
      }
    } else {
      in.attributes.push_back({attr, value});
    }
  }
  return in;
}

// `[ENTRY] name [(params) -> shape] { instructions } [, execution_thread="..."]`
// `spare` is a vector whose room the next computation may take: a fused computation of a few
// instructions is read into it, then moved to a vector of its size (one allocation, where growing
// its own would make several and keep the room of the last doubling), and its room stays for the
// next; a large computation keeps the vector it grew, cut to its size where the last doubling
// left more than an eighth of it empty (the analyses' peak comes later and would hold that room).
inline hlo_computation read_computation(hlo_reader& r, hlo_strings& store, std::vector<hlo_instruction>& spare,
                                        std::pmr::memory_resource* mr, hlo_sharding_texts& shardings,
                                        hlo_layout_cache* layouts = nullptr) {
  hlo_computation c;
  if (r.peek_word() == "ENTRY") (void)r.word("ENTRY"), c.entry = true;
  c.line = r.line();
  c.name = r.word("a computation name, or the end of the module");
  if (r.at('(')) {  // the signature: XLA's parser checks it against the body; the body decides here
    (void)r.group_inside("'('");
    if (r.eat("->")) (void)read_shape(r, 0, mr, layouts);
  }
  r.expect('{');
  std::vector<hlo_instruction> is = std::move(spare);
  is.clear();
  while (!r.eat('}')) is.push_back(read_instruction(r, store, mr, shardings, layouts));
  if (is.size() < 4096) {
    c.instructions.reserve(is.size());
    std::move(is.begin(), is.end(), std::back_inserter(c.instructions));
    is.clear();
    spare = std::move(is);
  } else {
    if (is.capacity() - is.size() > is.size() / 8) is.shrink_to_fit();
    c.instructions = std::move(is);
  }
  if (r.at(',')) {
    r.expect(',');
    if (r.word("execution_thread") != "execution_thread") r.fail("execution_thread");
    r.expect('=');
    c.execution_thread = r.quoted("a quoted execution thread", store);
  }
  return c;
}

// The stack-frame tables after the header (FileNames, FunctionNames, FileLocations,
// StackFrames): `id "text"` or `id {key=value ...}` entries.
inline void read_stack_tables(hlo_reader& r, hlo_stack_frames& t) {
  for (;;) {
    const std::string_view table = r.peek_word();
    if (table != "FileNames" && table != "FunctionNames" && table != "FileLocations" && table != "StackFrames") return;
    (void)r.word("a table name");
    for (;;) {
      r.skip_space();
      const std::string_view next = r.peek_word();
      if (next.empty() || next.front() < '0' || next.front() > '9') break;
      const std::int64_t id = r.integer("an entry id");
      if (table == "FileNames") t.file_names.emplace_back(id, r.string("a quoted file name"));
      else if (table == "FunctionNames") t.function_names.emplace_back(id, r.string("a quoted function name"));
      else {
        const auto keep = r.narrow(r.group_inside("'{' and the entry's fields"));
        hlo_stack_frames::location l;
        hlo_stack_frames::frame f;
        while (!r.at_end()) {
          const std::string_view key = r.word("a field name");
          r.expect('=');
          const std::int64_t v = r.integer("a number");
          if (key == "file_name_id") l.file_name_id = v;
          else if (key == "function_name_id") l.function_name_id = v;
          else if (key == "line") l.line = v;
          else if (key == "file_location_id") f.file_location_id = v;
          else if (key == "parent_frame_id") f.parent_frame_id = v;
          (void)r.eat(',');
        }
        r.widen(keep);
        if (table == "FileLocations") t.file_locations.emplace_back(id, l);
        else t.frames.emplace_back(id, f);
      }
    }
  }
}

}  // namespace detail

/// Reads an HLO module from its text: `HloModule name, attributes...`, the optional stack-frame
/// tables, then the computations. Names may carry '%' or not; instructions and attributes may
/// wrap across lines; attributes the memory rules do not read are kept as written. The module
/// keeps `text` (moved in, or copied by the overloads) and its strings are views into it.
/// @throws parse_error naming the line, the column, the text found and what was expected.
/// Example: `parse_hlo_module("HloModule m\nENTRY e { ROOT p = f32[4]{0} parameter(0) }")`.
[[nodiscard]] inline hlo_module parse_hlo_module(std::string text) {
  hlo_module m;
  std::pmr::memory_resource* mr = m.arena.resource();
  detail::hlo_reader r(m.keep(std::move(text)));
  hlo_strings& store = *m.strings;
  if (r.peek_word() != "HloModule") r.fail("'HloModule' at the start of the text");
  (void)r.word("HloModule");
  m.name = std::string(r.word("the module's name"));
  while (r.eat(',')) {
    const std::string_view attr = r.word("a module attribute name");
    r.expect('=');
    if (attr == "input_output_alias") {
      m.input_output_alias = detail::read_io_alias(r);
    } else if (attr == "buffer_donor") {
      m.buffer_donor = detail::read_buffer_donor(r);
    } else if (attr == "replica_count" || attr == "num_partitions") {
      const std::size_t at = r.mark();
      const std::int64_t n = r.integer("a count");
      if (n < 1) r.fail_at(at, "a count of at least 1");
      (attr == "replica_count" ? m.replica_count : m.num_partitions) = n;
    } else {
      const std::size_t at = r.mark();
      const std::string_view value = r.raw_value("the attribute's value");
      if (attr == "is_scheduled") {
        if (value != "true" && value != "false") r.fail_at(at, "true or false for is_scheduled");
        m.is_scheduled = value == "true";
      } else if (attr == "entry_computation_layout") {
        m.entry_computation_layout = std::string(value);
      } else {
        m.attributes.push_back({attr, value});
      }
    }
  }
  detail::read_stack_tables(r, m.stack_frames);
  std::vector<hlo_instruction> spare;
  detail::hlo_sharding_texts shardings;
  detail::hlo_layout_cache layouts;
  while (!r.at_end()) {
    m.computations.push_back(detail::read_computation(r, store, spare, mr, shardings, &layouts));
    m.computation_index.emplace(m.computations.back().name, m.computations.size() - 1,
                                [&](std::size_t i) { return m.computations[i].name; });
  }
  if (m.computations.empty()) r.fail("a computation");
  m.computations.shrink_to_fit();  // (the records move; their instructions stay where they are)
  return m;
}
/// The same, copying `text` first.
[[nodiscard]] inline hlo_module parse_hlo_module(std::string_view text) { return parse_hlo_module(std::string(text)); }
[[nodiscard]] inline hlo_module parse_hlo_module(const char* text) { return parse_hlo_module(std::string(text)); }

}  // namespace shardmem
