// An XLA HLO module as its text says it (xla/service/hlo_parser.cc's grammar): the module header,
// computations, instructions with their shapes, operands, called computations and attributes.
// parse_hlo_module (hlo_parse.hpp) fills it; the buffer and liveness rules read it. Nothing here
// decides sizes or aliasing: this is the text, structured.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace shardmem {

/// An array layout, `{1,0:T(8,128)S(5)}`: the minor-to-major dimension order and what follows the
/// colon that changes bytes or placement (Layout::Print in XLA's layout.cc). Other layout items
/// (D, #, *, SC, P, M) are read past.
struct hlo_layout {
  std::vector<std::int64_t> minor_to_major{};
  std::vector<std::vector<std::int64_t>> tiles{};  ///< T(8,128)(2,1): each tile's sizes
  std::int64_t element_bits = 0;                   ///< E(4): packed sub-byte elements; 0 without
  std::int64_t memory_space = 0;                   ///< S(5): 0 device, 5 host (Layout::kHostMemorySpace)

  friend bool operator==(const hlo_layout&, const hlo_layout&) = default;
};

/// A shape of HLO text: an array `f32[2,3]{1,0}`, a tuple `(f32[], s32[4])`, `token[]`, or
/// `opaque[]`. Array element types are kept as written (`bf16`, `f8e4m3fn`, `pred`).
struct hlo_shape {
  enum class kind_t : std::uint8_t { array, tuple, token, opaque };
  kind_t kind = kind_t::array;
  std::string element{};               ///< array element type as written; empty otherwise
  std::vector<std::int64_t> dims{};    ///< array sizes (a bounded dimension `<=10`: its bound)
  std::vector<bool> dynamic{};         ///< by dimension: `<=N` or `?` (empty when none is)
  std::optional<hlo_layout> layout{};  ///< absent when the text gives none
  std::vector<hlo_shape> elements{};   ///< a tuple's elements

  [[nodiscard]] bool is_tuple() const noexcept { return kind == kind_t::tuple; }
  [[nodiscard]] bool is_array() const noexcept { return kind == kind_t::array; }
  /// The memory space of an array's layout (0 without one).
  [[nodiscard]] std::int64_t memory_space() const noexcept { return layout ? layout->memory_space : 0; }
  friend bool operator==(const hlo_shape&, const hlo_shape&) = default;
};

/// `metadata={op_type="dot" op_name="jit(f)/dot_general" source_file="f.py" source_line=12}`:
/// the keys memory attribution reads; strings unescaped. `stack_frame_id` refers to the module's
/// stack-frame tables (newer dumps print it instead of source_file and source_line).
struct hlo_metadata {
  std::string op_type{}, op_name{}, source_file{};
  std::int64_t source_line = -1;     ///< -1 when absent
  std::int64_t stack_frame_id = -1;  ///< -1 when absent

  friend bool operator==(const hlo_metadata&, const hlo_metadata&) = default;
};

/// An attribute the parser keeps as text: its name and its value exactly as written
/// (`dimensions={2}`, `custom_call_target="x"`, `backend_config={"a":1}`).
struct hlo_attribute {
  std::string name{}, value{};
  friend bool operator==(const hlo_attribute&, const hlo_attribute&) = default;
};

/// One instruction: `ROOT %add.3 = f32[8]{0} add(f32[8]{0} %a, %b), metadata={...}`.
struct hlo_instruction {
  std::string name{};  ///< without the leading '%'
  bool root = false;
  hlo_shape shape{};
  std::string opcode{};                 ///< as written (`all-to-all-start`, `get-tuple-element`, `fusion`)
  std::vector<std::string> operands{};  ///< operand names, without '%'
  /// What the parentheses hold for parameter and constant (`0`, `{1, 2}`), which are literals.
  std::string literal{};
  /// Called computations in the order their attributes name them: calls=, to_apply=,
  /// condition= then body=, branch_computations={...}, true_computation=, false_computation=.
  std::vector<std::string> called{};
  std::int64_t parameter_number = -1;     ///< parameter(N)
  std::int64_t tuple_index = -1;          ///< get-tuple-element's index=
  std::optional<std::string> sharding{};  ///< the `sharding=` value as written, braces included
  hlo_metadata metadata{};
  std::vector<hlo_attribute> attributes{};  ///< every other attribute, as written
  std::int64_t line = 0;                    ///< 1-based line of its name

  /// The attribute `name`'s value as written, or nullopt.
  [[nodiscard]] std::optional<std::string_view> attribute(std::string_view attr) const {
    for (const hlo_attribute& a : attributes)
      if (a.name == attr) return std::string_view(a.value);
    return std::nullopt;
  }
};

/// A computation: `ENTRY %main (p: f32[8]) -> f32[8] { ... }`, its instructions in text order
/// (the schedule when the module is_scheduled).
struct hlo_computation {
  std::string name{};  ///< without '%'
  bool entry = false;
  std::vector<hlo_instruction> instructions{};
  std::string execution_thread{};  ///< `, execution_thread="host"` after the body; empty for main
  std::int64_t line = 0;

  /// The ROOT instruction (the last one when none is marked, as XLA's parser takes it).
  [[nodiscard]] const hlo_instruction* root() const {
    for (const hlo_instruction& i : instructions)
      if (i.root) return &i;
    return instructions.empty() ? nullptr : &instructions.back();
  }
};

/// A shape index `{1, 0}`: the path to a tuple leaf; `{}` is the whole value.
using hlo_shape_index = std::vector<std::int64_t>;

/// One entry of `input_output_alias={ {0}: (1, {}, may-alias) }`: output index {0} may reuse
/// parameter 1 at index {}.
struct hlo_io_alias {
  hlo_shape_index output{};
  std::int64_t parameter = 0;
  hlo_shape_index parameter_index{};
  bool must_alias = false;
  friend bool operator==(const hlo_io_alias&, const hlo_io_alias&) = default;
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

/// A module: `HloModule jit_f, is_scheduled=true, entry_computation_layout={...}` and its
/// computations, the entry one marked.
struct hlo_module {
  std::string name{};
  bool is_scheduled = false;
  std::int64_t replica_count = 1, num_partitions = 1;
  std::optional<std::string> entry_computation_layout{};  ///< as written, braces included
  std::vector<hlo_io_alias> input_output_alias{};
  std::vector<hlo_buffer_donor> buffer_donor{};
  std::vector<hlo_attribute> attributes{};  ///< every other header attribute, as written
  hlo_stack_frames stack_frames{};
  std::vector<hlo_computation> computations{};
  /// Each computation's position by name, which find() consults first (parse_hlo_module fills
  /// it; a module built or edited by hand may leave it stale or empty: find() then checks what
  /// it finds and falls back to a scan, so it is only ever a shortcut).
  std::unordered_map<std::string, std::size_t> computation_index{};

  /// The ENTRY computation (the last one when none is marked, as XLA's parser takes it).
  [[nodiscard]] const hlo_computation* entry() const {
    for (const hlo_computation& c : computations)
      if (c.entry) return &c;
    return computations.empty() ? nullptr : &computations.back();
  }
  /// The computation named `name` (with or without '%'), or nullptr.
  [[nodiscard]] const hlo_computation* find(std::string_view name) const {
    if (!name.empty() && name.front() == '%') name.remove_prefix(1);
    if (const auto it = computation_index.find(std::string(name));
        it != computation_index.end() && it->second < computations.size() && computations[it->second].name == name)
      return &computations[it->second];
    for (const hlo_computation& c : computations)
      if (c.name == name) return &c;
    return nullptr;
  }
};

}  // namespace shardmem
