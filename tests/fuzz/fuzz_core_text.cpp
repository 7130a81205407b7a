// libFuzzer target: the core text inputs: shapes (parse_shape), dtypes (parse_dtype), byte sizes
// (parse_bytes, parse_memory_size) and XLA array types (parse_array_type). The first byte picks
// the parser; what parses prints back to text that parses to the same value, and sizes derived
// from it are exact or an overflow_error.
#include <cstddef>
#include <cstdint>
#include <string>

#include <shardmem/core.hpp>

#include "fuzz.hpp"

using namespace shardmem;
using shardmem_fuzz::accepts;
using shardmem_fuzz::check;

namespace shardmem_fuzz::core_text_target {
SHARDMEM_FUZZ_TARGET(core_text) {
  if (size == 0) return 0;
  const auto text = shardmem_fuzz::text_of(data + 1, size - 1);
  switch (data[0] % 5) {
    case 0: {
      shape s;
      if (!accepts([&] { s = parse_shape(text); })) return 0;
      const std::string printed = fmt::format("{}", s);
      shape again;
      check(accepts([&] { again = parse_shape(printed); }), "a printed shape parses: " + printed);
      check(again == s, "a shape parsed from its own text equals itself: " + printed);
      std::int64_t product = 1;
      for (auto e : s) product *= e;  // no overflow: the shape checked its element count
      check(product == s.elements(), "elements() is the product of the extents");
      for (const auto& info : detail::dtype_table) {
        const tensor t{"t", s, info.type};
        bytes b;
        if (!accepts([&] { b = t.nbytes(); })) {
          check(info.bits > 8, "sub-byte and byte types never overflow once the element count fits");
          continue;
        }
        // bits * elements / 8 rounded up, computed in 128 bits.
        const auto exact = (static_cast<__int128>(s.elements()) * info.bits + 7) / 8;
        check(static_cast<__int128>(b.count()) == exact, "nbytes is the exact packed size");
      }
      break;
    }
    case 1: {
      dtype t{};
      if (!accepts([&] { t = parse_dtype(text); })) return 0;
      check(parse_dtype(name(t)) == t, "a dtype's name parses to itself");
      break;
    }
    case 3: {
      array_type a;
      if (!accepts([&] { a = parse_array_type(text); })) return 0;
      std::string layout;
      for (std::size_t i = 0; i < a.layout.size(); ++i) layout += fmt::format("{}{}", i ? "," : "", a.layout[i]);
      const std::string printed = fmt::format("{}{}{}", a.dtype, a.shape, a.layout.empty() ? "" : "{" + layout + "}");
      array_type again;
      check(accepts([&] { again = parse_array_type(printed); }), "a printed array type parses: " + printed);
      check(again.dtype == a.dtype && again.shape == a.shape && again.layout == a.layout,
            "an array type parsed from its own text equals itself: " + printed);
      check(a.layout.empty() || a.layout.size() == a.shape.rank(), "a layout names every dimension");
      break;
    }
    case 4: {
      bytes b;
      if (!accepts([&] { b = parse_memory_size(text); })) return 0;
      check(b == parse_bytes(text), "a memory size is the byte size of the same text");
      check(text.find_first_not_of(" 0123456789") != std::string::npos, "a memory size has a unit");
      break;
    }
    default: {
      bytes b;
      if (!accepts([&] { b = parse_bytes(text); })) return 0;
      check(b >= bytes{0}, "a parsed byte size is >= 0");
      check(parse_bytes(fmt::format("{}", b.count())) == b, "a byte count parses back exactly");
      (void)fmt::format("{} {:d} {:e}", b, b, b);
      break;
    }
  }
  return 0;
}

}  // namespace shardmem_fuzz::core_text_target
