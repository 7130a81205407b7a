// An XLA HLO module as its text says it (xla/service/hlo_parser.cc's grammar): the module header,
// computations, instructions with their shapes, operands, called computations and attributes.
// parse_hlo_module (hlo_parse.hpp) fills it; the buffer and liveness rules read it. Nothing here
// decides sizes or aliasing: this is the text, structured.
//
// Strings are views. A parsed module keeps the text it was read from (and the few strings the
// parser had to write, such as metadata with escapes) in its `strings` store, which its copies
// share: a view taken from a module stays valid while any copy of it lives. Whoever edits a module
// or builds one by hand puts a string that is not a literal into the store with keep().
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <deque>
#include <functional>
#include <limits>
#include <memory>
#include <memory_resource>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <shardmem/core/dtype.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/xla/hlo_box.hpp>
#include <shardmem/xla/hlo_op.hpp>
#include <shardmem/xla/hlo_vector.hpp>

namespace shardmem {

/// The strings a module's views point into: append-only, shared by the module's copies, each kept
/// string at a fixed address for the store's life. keep() may be called from several threads.
class hlo_strings {
 public:
  /// `s`, kept; the view is valid as long as the store.
  std::string_view keep(std::string s) {
    const std::lock_guard lock(mutex_);
    return kept_.emplace_back(std::move(s));
  }

 private:
  std::mutex mutex_;
  std::deque<std::string> kept_;
};

// The vectors a parsed module holds for each instruction and shape are hlo_vector
// (xla/hlo_vector.hpp). The parser allocates them from its module's arena, a few large blocks
// released with the module, rather than a block of the heap each (a module of a million
// instructions holds millions of them); one made by hand or by copying a module uses the default
// heap. Like the module's string views, a vector taken out of a parsed module lives no longer than
// the module.

namespace detail {

// The arena a parsed module's hlo_vectors come from, kept as long as the module may hold one of
// them. It is hlo_module's first member, so it is destroyed after the computations. A copy has none
// (its vectors use the default heap); a module copy-assigned keeps its own (the vectors it reuses
// came from it); one move-assigned takes the other's and keeps its former one until its next
// assignment, since its former computations are destroyed after this member is assigned.
class hlo_arena {
 public:
  hlo_arena() = default;
  hlo_arena(const hlo_arena&) noexcept {}
  hlo_arena(hlo_arena&&) noexcept = default;
  hlo_arena& operator=(const hlo_arena&) noexcept { return *this; }
  hlo_arena& operator=(hlo_arena&& o) noexcept {
    if (this != &o) retired_ = std::move(current_), current_ = std::move(o.current_);
    return *this;
  }
  ~hlo_arena() = default;

  // The arena to allocate from, made at the first call.
  [[nodiscard]] std::pmr::memory_resource* resource() {
    if (!current_) current_ = std::make_unique<hlo_block_arena>();
    return current_.get();
  }

 private:
  std::unique_ptr<hlo_block_arena> current_, retired_;
};

}  // namespace detail

/// An array layout, `{1,0:T(8,128)S(5)}`: the minor-to-major dimension order and what follows the
/// colon that changes bytes or placement (Layout::Print in XLA's layout.cc). Other layout items
/// (D, #, *, SC, P, M) are read past.
struct hlo_layout {
  hlo_vector<std::int64_t> minor_to_major{};
  std::vector<std::vector<std::int64_t>> tiles{};  ///< T(8,128)(2,1): each tile's sizes
  std::int64_t element_bits = 0;                   ///< E(4): packed sub-byte elements; 0 without
  std::int64_t memory_space = 0;                   ///< S(5): 0 device, 5 host (Layout::kHostMemorySpace)

  friend bool operator==(const hlo_layout&, const hlo_layout&) = default;
};

/// A shape of HLO text: an array `f32[2,3]{1,0}`, a tuple `(f32[], s32[4])`, `token[]`, or
/// `opaque[]`. An array's element type is a dtype, printed with XLA's name (`bf16`, `f8e4m3fn`, `pred`).
struct hlo_shape {
  enum class kind_t : std::uint8_t { array, tuple, token, opaque };
  kind_t kind = kind_t::array;
  dtype element{};                     ///< an array's element type (unused for other kinds)
  hlo_vector<std::int64_t> dims{};     ///< array sizes (a bounded dimension `<=10`: its bound)
  hlo_box<std::vector<bool>> dynamic{};  ///< by dimension: `<=N` or `?` (absent when none is)
  hlo_box<hlo_layout> layout{};          ///< absent when the text gives none
  std::vector<hlo_shape> elements{};   ///< a tuple's elements

  [[nodiscard]] bool is_tuple() const noexcept { return kind == kind_t::tuple; }
  [[nodiscard]] bool is_array() const noexcept { return kind == kind_t::array; }
  /// The memory space of an array's layout (0 without one).
  [[nodiscard]] std::int64_t memory_space() const noexcept { return layout ? layout->memory_space : 0; }
  friend bool operator==(const hlo_shape&, const hlo_shape&) = default;
};

/// The bits of an HLO element type as XLA's primitive_util::BitWidth has them: core's table's
/// bits, except `pred`, which XLA counts as 1 bit though it stores it in a byte (../HLO.md sect. 3).
[[nodiscard]] constexpr int hlo_element_bits(dtype t) noexcept { return t == dtype::pred ? 1 : bits(t); }

/// `metadata={op_type="dot" op_name="jit(f)/dot_general" source_file="f.py" source_line=12}`:
/// the keys memory attribution reads; strings unescaped. `stack_frame_id` refers to the module's
/// stack-frame tables (newer dumps print it instead of source_file and source_line).
struct hlo_metadata {
  std::string_view op_type{}, op_name{}, source_file{};
  std::int64_t source_line = -1;     ///< -1 when absent
  std::int64_t stack_frame_id = -1;  ///< -1 when absent

  friend bool operator==(const hlo_metadata&, const hlo_metadata&) = default;
};

/// An attribute the parser keeps as text: its name and its value exactly as written
/// (`dimensions={2}`, `custom_call_target="x"`, `backend_config={"a":1}`).
struct hlo_attribute {
  std::string_view name{}, value{};
  friend bool operator==(const hlo_attribute&, const hlo_attribute&) = default;
};

/// A shape index `{1, 0}`: the path to a tuple leaf; `{}` is the whole value.
using hlo_shape_index = std::vector<std::int64_t>;

/// One entry of `input_output_alias={ {0}: (1, {}, may-alias) }`: output index {0} may reuse
/// parameter 1 at index {}. An instruction's `output_to_operand_aliasing={ {0}: (1, {}) }` is a
/// list of the same: output index {0} is written in place of operand 1 at index {}.
struct hlo_io_alias {
  hlo_shape_index output{};
  std::int64_t parameter = 0;
  hlo_shape_index parameter_index{};
  bool must_alias = false;
  friend bool operator==(const hlo_io_alias&, const hlo_io_alias&) = default;
};

/// One instruction: `ROOT %add.3 = f32[8]{0} add(f32[8]{0} %a, %b), metadata={...}`.
struct hlo_instruction {
  std::string_view name{};  ///< without the leading '%'
  bool root = false;
  hlo_shape shape{};
  hlo_opcode opcode{};                      ///< as written (`all-to-all-start`, `get-tuple-element`, `fusion`)
  hlo_vector<std::string_view> operands{};  ///< operand names, without '%'
  /// What the parentheses hold for parameter and constant (`0`, `{1, 2}`), which are literals.
  std::string_view literal{};
  /// Called computations in the order their attributes name them: calls=, to_apply=,
  /// condition= then body=, branch_computations={...}, true_computation=, false_computation=.
  hlo_vector<std::string_view> called{};
  std::int64_t parameter_number = -1;          ///< parameter(N)
  std::int64_t tuple_index = -1;               ///< get-tuple-element's index=
  std::optional<std::string_view> sharding{};  ///< the `sharding=` value as written, braces included
  hlo_box<hlo_metadata> metadata{};            ///< absent when the text gives none
  hlo_vector<hlo_attribute> attributes{};  ///< every other attribute, as written
  std::int64_t line = 0;                   ///< 1-based line of its name
  /// `output_to_operand_aliasing=`, read (a custom-call's or fusion's outputs written in place of
  /// operands); absent when the text gives none, as nearly every instruction.
  hlo_box<std::vector<hlo_io_alias>> output_to_operand_aliasing{};

  /// The attribute `name`'s value as written, or nullopt.
  [[nodiscard]] std::optional<std::string_view> attribute(std::string_view attr) const {
    for (const hlo_attribute& a : attributes)
      if (a.name == attr) return a.value;
    return std::nullopt;
  }
};

/// A computation: `ENTRY %main (p: f32[8]) -> f32[8] { ... }`, its instructions in text order
/// (the schedule when the module is_scheduled).
struct hlo_computation {
  std::string_view name{};  ///< without '%'
  bool entry = false;
  std::vector<hlo_instruction> instructions{};
  std::string_view execution_thread{};  ///< `, execution_thread="host"` after the body; empty for main
  std::int64_t line = 0;

  /// The ROOT instruction (the last one when none is marked, as XLA's parser takes it).
  [[nodiscard]] const hlo_instruction* root() const {
    for (const hlo_instruction& i : instructions)
      if (i.root) return &i;
    return instructions.empty() ? nullptr : &instructions.back();
  }
};

/// One entry of `buffer_donor={ (0, {}) }`: a parameter donated without a fixed output.
struct hlo_buffer_donor {
  std::int64_t parameter = 0;
  hlo_shape_index index{};
  friend bool operator==(const hlo_buffer_donor&, const hlo_buffer_donor&) = default;
};

/// The stack-frame tables newer dumps print after the header (FileNames, FunctionNames,
/// FileLocations, StackFrames), by id.
struct hlo_stack_frames {
  struct location {
    std::int64_t file_name_id = 0, function_name_id = 0, line = 0;
  };
  struct frame {
    std::int64_t file_location_id = 0, parent_frame_id = 0;
  };
  std::vector<std::pair<std::int64_t, std::string>> file_names{}, function_names{};
  std::vector<std::pair<std::int64_t, location>> file_locations{};
  std::vector<std::pair<std::int64_t, frame>> frames{};

  /// The file and line of frame `id` (the innermost), or nullopt when a table lacks an entry.
  [[nodiscard]] std::optional<std::pair<std::string, std::int64_t>> source(std::int64_t id) const {
    auto find = [](const auto& table, std::int64_t key) -> decltype(&table.front().second) {
      for (const auto& [k, v] : table)
        if (k == key) return &v;
      return nullptr;
    };
    const frame* f = find(frames, id);
    const location* l = f ? find(file_locations, f->file_location_id) : nullptr;
    const std::string* file = l ? find(file_names, l->file_name_id) : nullptr;
    if (!file) return std::nullopt;
    return std::pair{*file, l->line};
  }
};

namespace detail {

// The hash of a name for the name indexes below: eight bytes at a time, each word mixed in by a
// multiply and a shift, then the whole mixed again (MurmurHash3's 64-bit finalizer), so that the
// low bits an index probes by depend on every byte. Inlined: std::hash of a string_view is a
// library call, and an HLO or StableHLO reader hashes every name it reads and every operand.
[[nodiscard]] inline std::uint64_t hlo_name_hash(std::string_view s) noexcept {
  constexpr std::uint64_t k = 0x9e3779b97f4a7c15;
  std::uint64_t h = s.size() * k;
  const char* p = s.data();
  std::size_t n = s.size();
  auto mix = [&](std::uint64_t w) {
    h = (h ^ w) * k;
    h ^= h >> 29;
  };
  for (; n >= 8; p += 8, n -= 8) {
    std::uint64_t w = 0;
    std::memcpy(&w, p, 8);
    mix(w);
  }
  if (n > 0) {  // the last 1 to 7 bytes in two loads that may overlap (most names end here: `123`)
    std::uint64_t w = 0;
    if (n >= 4) {
      std::uint32_t a = 0, b = 0;
      std::memcpy(&a, p, 4), std::memcpy(&b, p + n - 4, 4);
      w = a | std::uint64_t{b} << 32;
    } else if (n >= 2) {
      std::uint16_t a = 0, b = 0;
      std::memcpy(&a, p, 2), std::memcpy(&b, p + n - 2, 2);
      w = a | std::uint64_t{b} << 16;
    } else {
      w = static_cast<unsigned char>(p[0]);
    }
    mix(w);
  }
  h ^= h >> 33;
  h *= 0xff51afd7ed558ccd;
  h ^= h >> 33;
  h *= 0xc4ceb9fe1a85ec53;
  h ^= h >> 33;
  return h;
}

// hlo_name_hash as a hasher for the standard containers.
struct hlo_name_hasher {
  [[nodiscard]] std::size_t operator()(std::string_view s) const noexcept {
    return static_cast<std::size_t>(hlo_name_hash(s));
  }
};

}  // namespace detail

/// Names to positions, as a module's computations are found by name: open addressing with linear
/// probing over 64-bit hashes, 16 bytes a slot, a name compared only where its hash matches. The
/// names live elsewhere (in the module's computations), so each call passes `name_of(i)`, the
/// name at position i. Where a name is added twice the first stays, as std::unordered_map's
/// emplace keeps it.
class hlo_name_index {
 public:
  /// The position `name` was added with, or nullopt.
  template <class NameOf>
  [[nodiscard]] std::optional<std::size_t> find(std::string_view name, NameOf name_of) const {
    if (slots_.empty()) return std::nullopt;
    const std::uint64_t h = detail::hlo_name_hash(name);
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t k = h & mask;; k = (k + 1) & mask) {
      const slot& s = slots_[k];
      if (s.index == 0) return std::nullopt;
      if (s.hash == h && name_of(std::size_t{s.index} - 1) == name) return std::size_t{s.index} - 1;
    }
  }
  /// Adds `name` at position `i` (below 2^32 - 1) unless it is there; whether it was added.
  template <class NameOf>
  bool emplace(std::string_view name, std::size_t i, NameOf name_of) {
    if (i >= std::numeric_limits<std::uint32_t>::max())
      detail::raise<overflow_error>("a name index holds positions below {}; {} is past them",
                                    std::numeric_limits<std::uint32_t>::max(), i);
    if (2 * (size_ + 1) > slots_.size()) grow();
    const std::uint64_t h = detail::hlo_name_hash(name);
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t k = h & mask;; k = (k + 1) & mask) {
      slot& s = slots_[k];
      if (s.index == 0) {
        s = {h, static_cast<std::uint32_t>(i + 1)};
        ++size_;
        return true;
      }
      if (s.hash == h && name_of(std::size_t{s.index} - 1) == name) return false;
    }
  }
  [[nodiscard]] std::size_t size() const noexcept { return size_; }
  [[nodiscard]] bool empty() const noexcept { return size_ == 0; }
  /// Room for `n` names without growing (a reader that knows about how many it will add).
  void reserve(std::size_t n) {
    while (slots_.size() < 2 * n) grow();
  }

 private:
  struct slot {
    std::uint64_t hash = 0;
    std::uint32_t index = 0;  // position + 1; 0 is an empty slot
  };
  // Twice the slots (at least 16), each entry moved by its hash.
  void grow() {
    std::vector<slot> old(std::max<std::size_t>(16, 2 * slots_.size()));
    old.swap(slots_);
    const std::size_t mask = slots_.size() - 1;
    for (const slot& s : old)
      if (s.index != 0) {
        std::size_t k = s.hash & mask;
        while (slots_[k].index != 0) k = (k + 1) & mask;
        slots_[k] = s;
      }
  }
  std::vector<slot> slots_;
  std::size_t size_ = 0;
};

/// Distinct texts, each kept as the first view given of it: a reader's table of the few texts a
/// module repeats many times (sharding texts, callee names), found by hash in one flat table.
class hlo_view_set {
 public:
  /// The view of `text` first given.
  std::string_view intern(std::string_view text) {
    const auto at = [this](std::size_t k) { return views_[k]; };
    if (const std::optional<std::size_t> k = index_.find(text, at)) return views_[*k];
    index_.emplace(text, views_.size(), at);
    return views_.emplace_back(text);
  }

 private:
  std::vector<std::string_view> views_;
  hlo_name_index index_;
};

/// A module: `HloModule jit_f, is_scheduled=true, entry_computation_layout={...}` and its
/// computations, the entry one marked.
/// What the reader of a lowered module (StableHLO, parse_stablehlo_module) found of its shardings:
/// whether every entry parameter's and every result's sharding is written in the text (or carried
/// to it by calls and returns), and how many instructions propagate_shardings inferred one for.
struct hlo_lowered {
  bool arguments_exact = false, outputs_exact = false;
  std::size_t inferred = 0;
  std::size_t simplified = 0;  ///< instructions removed as XLA's simplifier would (simplify_identities)
  /// What the reader changed as XLA's passes would, or could not model (a report's notes).
  std::vector<std::string> notes{};
  friend bool operator==(const hlo_lowered&, const hlo_lowered&) = default;
};

struct hlo_module {
  /// Where the parser allocated the instructions' vectors (first, so that it outlives them).
  detail::hlo_arena arena{};
  std::string name{};
  bool is_scheduled = false;
  std::int64_t replica_count = 1, num_partitions = 1;
  std::optional<std::string> entry_computation_layout{};  ///< as written, braces included
  std::vector<hlo_io_alias> input_output_alias{};
  std::vector<hlo_buffer_donor> buffer_donor{};
  std::vector<hlo_attribute> attributes{};  ///< every other header attribute, as written
  hlo_stack_frames stack_frames{};
  /// Set when the module was read from StableHLO text that JAX lowered (before partitioning).
  std::optional<hlo_lowered> lowered{};
  std::vector<hlo_computation> computations{};
  /// Each computation's position by name, which find() consults first (parse_hlo_module fills
  /// it; a module built or edited by hand may leave it stale or empty: find() then checks what
  /// it finds and falls back to a scan, so it is only ever a shortcut).
  hlo_name_index computation_index{};
  /// The store of this module's strings (shared with its copies).
  std::shared_ptr<hlo_strings> strings = std::make_shared<hlo_strings>();

  /// `s` kept in the module's store, for an edit that writes a name or attribute value.
  std::string_view keep(std::string s) const { return strings->keep(std::move(s)); }

  /// The ENTRY computation (the last one when none is marked, as XLA's parser takes it).
  [[nodiscard]] const hlo_computation* entry() const {
    for (const hlo_computation& c : computations)
      if (c.entry) return &c;
    return computations.empty() ? nullptr : &computations.back();
  }
  /// The computation named `name` (with or without '%'), or nullptr.
  [[nodiscard]] const hlo_computation* find(std::string_view name) const {
    if (!name.empty() && name.front() == '%') name.remove_prefix(1);
    const auto name_of = [&](std::size_t i) { return i < computations.size() ? computations[i].name : ""; };
    if (const std::optional<std::size_t> i = computation_index.find(name, name_of); i && *i < computations.size())
      return &computations[*i];
    for (const hlo_computation& c : computations)
      if (c.name == name) return &c;
    return nullptr;
  }
};

/// Each instruction's operands as positions in its computation, resolved by name once (the
/// analyses read operands by position, millions of times on a large module): for every
/// computation, or for those `which` marks (a fusion's body is read as a whole, never by operand).
/// An operand name the computation lacks resolves to `missing`; the reader that needs it raises.
/// A computation that defines a name twice is refused, as XLA's parser refuses it.
class hlo_operand_index {
 public:
  static constexpr std::uint32_t missing = std::numeric_limits<std::uint32_t>::max();

  hlo_operand_index() = default;
  /// Every computation's operands.
  explicit hlo_operand_index(const hlo_module& m) : hlo_operand_index(m, std::vector<char>(m.computations.size(), 1)) {}
  /// The operands of the computations c where which[c] (sized as m.computations).
  /// @throws invalid_error for `which` of another size, or for 2^32 - 1 operands or more.
  hlo_operand_index(const hlo_module& m, const std::vector<char>& which) : start_(m.computations.size() + 1, 0) {
    if (which.size() != m.computations.size())
      detail::raise<invalid_error>("hlo_operand_index: {} computations marked, but HLO module '{}' has {}; mark each",
                                   which.size(), m.name, m.computations.size());
    std::size_t total = 0, instructions = 0;
    for (std::size_t c = 0; c < m.computations.size(); ++c) {
      start_[c] = instructions;
      if (!which[c]) continue;
      instructions += m.computations[c].instructions.size() + 1;
      for (const hlo_instruction& in : m.computations[c].instructions) total += in.operands.size();
    }
    start_.back() = instructions;
    if (total >= missing)
      detail::raise<invalid_error>("HLO module '{}' has {} operands; at most {} are read", m.name, total, missing - 1);
    ids_.reserve(total);
    first_.reserve(instructions);
    // Open addressing, linear probing: a name's hash and its instruction + 1 (0 empty); names are
    // compared only where the hashes match (each comparison reads an instruction far away).
    struct slot_t {
      std::uint64_t hash;
      std::uint32_t at;
    };
    std::vector<slot_t> slots;
    for (std::size_t c = 0; c < m.computations.size(); ++c) {
      if (!which[c]) continue;
      const std::vector<hlo_instruction>& is = m.computations[c].instructions;
      std::size_t size = 4;  // (cleared per computation: a call chain's computations hold a few each)
      while (size < 2 * is.size()) size *= 2;
      slots.assign(size, {0, 0});
      const std::size_t mask = size - 1;
      // The slot of `name`: where it is, or the empty one where it would go.
      auto slot = [&](std::string_view name, std::uint64_t h) -> slot_t& {
        for (std::size_t k = h & mask;; k = (k + 1) & mask)
          if (slots[k].at == 0 || (slots[k].hash == h && is[slots[k].at - 1].name == name)) return slots[k];
      };
      // Each instruction's operands are looked up right after it is added: they are most often a
      // few instructions back, whose slots and names are still in cache. A name defined later
      // (XLA's parser refuses that; ours reads it) is looked up again once all are in. A new
      // name's slot is anywhere in the table: its hash is taken `ahead` instructions early and the
      // slot (and the instruction's operand list) fetched meanwhile.
      constexpr std::size_t ahead = 16;
      std::array<std::uint64_t, ahead> hashes{};
      auto start = [&](std::size_t j) {
        if (j >= is.size()) return;
        const std::uint64_t h = hashes[j % ahead] = detail::hlo_name_hash(is[j].name);
        __builtin_prefetch(&slots[h & mask]);
        __builtin_prefetch(is[j].operands.data());
      };
      for (std::size_t j = 0; j < ahead; ++j) start(j);
      bool later = false;
      for (std::size_t i = 0; i < is.size(); ++i) {
        const std::uint64_t h = hashes[i % ahead];
        start(i + ahead);
        slot_t& s = slot(is[i].name, h);
        if (s.at != 0)
          detail::raise<invalid_error>(
              "HLO computation '{}' defines instruction '{}' twice (lines {} and {}); XLA's parser refuses that "
              "(HloParser::AddInstruction: instruction already exists): rename one",
              m.computations[c].name, is[i].name, is[s.at - 1].line, is[i].line);
        s = {h, static_cast<std::uint32_t>(i + 1)};
        first_.push_back(static_cast<std::uint32_t>(ids_.size()));
        for (const std::string_view o : is[i].operands) {
          const std::uint32_t at = slot(o, detail::hlo_name_hash(o)).at;
          later = later || at == 0;
          ids_.push_back(at - 1);  // 0 - 1 wraps to missing
        }
      }
      if (later)
        for (std::size_t i = 0; i < is.size(); ++i)
          for (std::size_t k = 0; k < is[i].operands.size(); ++k)
            if (std::uint32_t& id = ids_[first_[start_[c] + i] + k]; id == missing)
              id = slot(is[i].operands[k], detail::hlo_name_hash(is[i].operands[k])).at - 1;
      first_.push_back(static_cast<std::uint32_t>(ids_.size()));
    }
  }

  /// Every computation's operands from positions a reader resolved as it read (looking each
  /// operand up where it checks it is defined, so that nothing is hashed twice): `positions[c]`
  /// holds computation c's, instruction after instruction, as many for each as its operands, each a
  /// position in c or `missing`. With `ends`, where each instruction's end in `positions[c]` is, as
  /// the reader counted them while it added each: the instructions are then not read again (a pass
  /// over a million of them reads hundreds of MB).
  /// @throws invalid_error where the lists do not match m (a count of computations, of operands or
  ///         of ends, ends that go back or past the positions, or a position past c's
  ///         instructions), naming the computation.
  static hlo_operand_index resolved(const hlo_module& m, const std::vector<std::vector<std::uint32_t>>& positions,
                                    const std::vector<std::vector<std::uint32_t>>* ends = nullptr) {
    if (positions.size() != m.computations.size())
      detail::raise<invalid_error>("hlo_operand_index: operands resolved for {} computations, but HLO module '{}' has "
                                   "{}; give each its list",
                                   positions.size(), m.name, m.computations.size());
    hlo_operand_index x;
    x.start_.assign(m.computations.size() + 1, 0);
    std::size_t total = 0, instructions = 0;
    for (std::size_t c = 0; c < m.computations.size(); ++c) {
      x.start_[c] = instructions;
      instructions += m.computations[c].instructions.size() + 1;
      total += positions[c].size();
    }
    x.start_.back() = instructions;
    if (ends != nullptr && ends->size() != m.computations.size())
      detail::raise<invalid_error>("hlo_operand_index: operand ends given for {} computations, but HLO module '{}' has "
                                   "{}; give each its list",
                                   ends->size(), m.name, m.computations.size());
    if (total >= missing)
      detail::raise<invalid_error>("HLO module '{}' has {} operands; at most {} are read", m.name, total, missing - 1);
    x.ids_.reserve(total);
    x.first_.reserve(instructions);
    for (std::size_t c = 0; c < m.computations.size(); ++c) {
      const std::vector<hlo_instruction>& is = m.computations[c].instructions;
      const std::vector<std::uint32_t>& p = positions[c];
      std::size_t operands = x.ids_.size();  // each instruction's first, then the end
      if (ends == nullptr) {
        for (const hlo_instruction& i : is)
          x.first_.push_back(static_cast<std::uint32_t>(operands)), operands += i.operands.size();
      } else {
        const std::vector<std::uint32_t>& e = (*ends)[c];
        if (e.size() != is.size())
          detail::raise<invalid_error>("hlo_operand_index: {} operand ends for HLO computation '{}', which has {} "
                                       "instructions; give one for each",
                                       e.size(), m.computations[c].name, is.size());
        for (const std::uint32_t end : e) {
          if (end < operands - x.ids_.size() || end > p.size())
            detail::raise<invalid_error>("hlo_operand_index: operand end {} in HLO computation '{}' goes back or "
                                         "past its {} positions",
                                         end, m.computations[c].name, p.size());
          x.first_.push_back(static_cast<std::uint32_t>(operands));
          operands = x.ids_.size() + end;
        }
      }
      x.first_.push_back(static_cast<std::uint32_t>(operands));
      operands -= x.ids_.size();
      if (operands != p.size())
        detail::raise<invalid_error>("hlo_operand_index: {} operand positions resolved for HLO computation '{}', whose "
                                     "instructions have {} operands; give one for each",
                                     p.size(), m.computations[c].name, operands);
      for (const std::uint32_t id : p)
        if (id != missing && id >= is.size())
          detail::raise<invalid_error>("hlo_operand_index: operand position {} in HLO computation '{}' is past its {} "
                                       "instructions",
                                       id, m.computations[c].name, is.size());
      x.ids_.insert(x.ids_.end(), p.begin(), p.end());
    }
    return x;
  }

  /// Computation c's operand positions, all of them, in the order of its instructions (which
  /// has() holds), and where each instruction's begin among them: instruction i's are
  /// all[starts[i] - starts[0], starts[i + 1] - starts[0]). What operands(c, i) gives, for a
  /// whole computation at once.
  struct computation_operands {
    std::span<const std::uint32_t> all, starts;
  };
  [[nodiscard]] computation_operands operands_of(std::size_t c) const {
    const std::span<const std::uint32_t> starts(first_.data() + start_[c], start_[c + 1] - start_[c]);
    return {starts.empty()
                ? std::span<const std::uint32_t>{}
                : std::span<const std::uint32_t>(ids_.data() + starts.front(), starts.back() - starts.front()),
            starts};
  }
  /// Whether computation c's operands are resolved here.
  [[nodiscard]] bool has(std::size_t c) const { return c + 1 < start_.size() && start_[c] != start_[c + 1]; }
  /// The positions of instruction `i` (of computation `c`, which has() holds)'s operands,
  /// `missing` where unresolved.
  [[nodiscard]] std::span<const std::uint32_t> operands(std::size_t c, std::size_t i) const {
    const std::size_t k = start_[c] + i;
    return {ids_.data() + first_[k], ids_.data() + first_[k + 1]};
  }

 private:
  std::vector<std::uint32_t> ids_;
  std::vector<std::uint32_t> first_;  // by instruction of an indexed computation: its first in ids_, then the end
  std::vector<std::size_t> start_;    // by computation: its first instruction's place in first_
};

}  // namespace shardmem
