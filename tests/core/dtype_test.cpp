// Tests for core/dtype.hpp: widths, names, aliases and packed storage of sub-byte types.
#include <doctest/doctest.h>

#include <shardmem/core/dtype.hpp>

#include <iterator>
#include <limits>

using namespace shardmem;

TEST_CASE("dtypes have XLA's bit widths") {
  CHECK(bits(dtype::f64) == 64);
  CHECK(bits(dtype::f32) == 32);
  CHECK(bits(dtype::bf16) == 16);
  CHECK(bits(dtype::f16) == 16);
  CHECK(bits(dtype::f8e4m3fn) == 8);
  CHECK(bits(dtype::f8e5m2) == 8);
  CHECK(bits(dtype::s64) == 64);
  CHECK(bits(dtype::s32) == 32);
  CHECK(bits(dtype::s16) == 16);
  CHECK(bits(dtype::s8) == 8);
  CHECK(bits(dtype::u8) == 8);
  CHECK(bits(dtype::s4) == 4);
  CHECK(bits(dtype::f4e2m1fn) == 4);
  CHECK(bits(dtype::s2) == 2);
  CHECK(bits(dtype::s1) == 1);
  CHECK(bits(dtype::u1) == 1);
  CHECK(bits(dtype::f8e4m3b11fnuz) == 8);
  CHECK(bits(dtype::f8e4m3) == 8);
  CHECK(bits(dtype::f8e3m4) == 8);
  CHECK(bits(dtype::f8e8m0fnu) == 8);
  CHECK(bits(dtype::pred) == 8);  // XLA stores PRED as one byte
  CHECK(bits(dtype::c128) == 128);
  CHECK(is_sub_byte(dtype::s4));
  CHECK(is_sub_byte(dtype::f4e2m1fn));
  CHECK(is_sub_byte(dtype::u1));
  CHECK_FALSE(is_sub_byte(dtype::pred));
  CHECK_FALSE(is_sub_byte(dtype::f8e4m3fn));
}

TEST_CASE("dtypes print with XLA's names and parse from XLA, JAX and PyTorch spellings") {
  CHECK(fmt::format("{}", dtype::bf16) == "bf16");
  CHECK(fmt::format("{}", dtype::f8e4m3fn) == "f8e4m3fn");
  CHECK(fmt::format("{}", dtype::pred) == "pred");
  CHECK(fmt::format("{:>5}", dtype::f32) == "  f32");
  CHECK(parse_dtype("bf16") == dtype::bf16);
  CHECK(parse_dtype("bfloat16") == dtype::bf16);
  CHECK(parse_dtype("float32") == dtype::f32);
  CHECK(parse_dtype("fp32") == dtype::f32);
  CHECK(parse_dtype("int32") == dtype::s32);
  CHECK(parse_dtype("int8") == dtype::s8);
  CHECK(parse_dtype("uint8") == dtype::u8);
  CHECK(parse_dtype("int4") == dtype::s4);
  CHECK(parse_dtype("bool") == dtype::pred);
  CHECK(parse_dtype("float8_e4m3fn") == dtype::f8e4m3fn);
  CHECK(parse_dtype("float8_e5m2") == dtype::f8e5m2);
  CHECK(parse_dtype("float4_e2m1fn") == dtype::f4e2m1fn);
  CHECK(parse_dtype("complex128") == dtype::c128);
}

TEST_CASE("every dtype's printed name parses back to it") {
  for (int i = 0; i <= static_cast<int>(dtype::c128); ++i) {
    const auto t = static_cast<dtype>(i);
    CAPTURE(name(t));
    CHECK(parse_dtype(name(t)) == t);
  }
}

TEST_CASE("every XLA element type name is in the one dtype table, found by its exact name only") {
  // XLA's PrimitiveType names of array elements (primitive_util.h), each once in the table.
  constexpr std::string_view xla[] = {"pred",       "s1",         "s2",     "s4",     "s8",        "s16",
                                      "s32",        "s64",        "u1",     "u2",     "u4",        "u8",
                                      "u16",        "u32",        "u64",    "f16",    "bf16",      "f32",
                                      "f64",        "c64",        "c128",   "f8e5m2", "f8e4m3fn",  "f8e4m3b11fnuz",
                                      "f8e5m2fnuz", "f8e4m3fnuz", "f8e4m3", "f8e3m4", "f8e8m0fnu", "f4e2m1fn"};
  CHECK(std::size(xla) == detail::dtype_table.size());
  for (const std::string_view n : xla) {
    CAPTURE(n);
    REQUIRE(dtype_named(n).has_value());
    CHECK(name(*dtype_named(n)) == n);
    CHECK(parse_dtype(n) == *dtype_named(n));
  }
  for (const auto& info : detail::dtype_table) CHECK(dtype_named(info.name) == info.type);
  CHECK(dtype_named("float32") == std::nullopt);  // an alias is parse_dtype's, not an XLA name
  CHECK(dtype_named("bool") == std::nullopt);
  CHECK(dtype_named("f31") == std::nullopt);
  CHECK(dtype_named("") == std::nullopt);
  CHECK(parse_dtype("float8_e8m0fnu") == dtype::f8e8m0fnu);
}

TEST_CASE("an unknown dtype name is a parse_error listing the accepted names") {
  CHECK_THROWS_WITH_AS((void)parse_dtype("string"),
                       "unknown dtype 'string'; expected one of pred, s1, s2, s4, s8, s16, s32, s64, u1, u2, u4, u8, "
                       "u16, u32, u64, f4e2m1fn, f8e4m3fn, f8e5m2, f8e4m3fnuz, f8e5m2fnuz, f8e4m3b11fnuz, f8e4m3, "
                       "f8e3m4, f8e8m0fnu, bf16, f16, f32, f64, c64, c128 (or aliases such as bfloat16, float32, "
                       "int8, bool)",
                       parse_error);
  CHECK_THROWS_AS((void)parse_dtype(""), parse_error);
}

TEST_CASE("a dtype in another case was refused, and a near one was not suggested") {
  CHECK(parse_dtype("BF16") == dtype::bf16);
  CHECK(parse_dtype("Float32") == dtype::f32);
  CHECK(parse_dtype("F8E4M3FN") == dtype::f8e4m3fn);
  CHECK(dtype_named("BF16") == std::nullopt);  // XLA's text is read as XLA writes it
  CHECK_THROWS_WITH_AS((void)parse_dtype("bf17"), doctest::Contains("unknown dtype 'bf17' (did you mean 'bf16'?)"),
                       parse_error);
  // An alias is suggested as the type it names.
  CHECK_THROWS_WITH_AS((void)parse_dtype("bfloat17"), doctest::Contains("(did you mean 'bf16'?)"), parse_error);
}

TEST_CASE("storage bytes pack sub-byte types and round a partial byte up") {
  CHECK(storage_bytes(dtype::bf16, 4096LL * 4096) == bytes{32LL << 20});
  CHECK(storage_bytes(dtype::s4, 3) == bytes{2});
  CHECK(storage_bytes(dtype::s4, 4) == bytes{2});
  CHECK(storage_bytes(dtype::f4e2m1fn, 1) == bytes{1});
  CHECK(storage_bytes(dtype::s2, 5) == bytes{2});
  CHECK(storage_bytes(dtype::pred, 5) == bytes{5});
  CHECK(storage_bytes(dtype::f32, 0) == bytes{0});
  // Sub-byte sizes near the limit do not overflow: elements are never multiplied by bits.
  CHECK(storage_bytes(dtype::s4, 0x7fffffffffffffffLL) == bytes{0x4000000000000000LL});
  CHECK_THROWS_AS((void)storage_bytes(dtype::f64, 0x2000000000000000LL), overflow_error);
}

TEST_CASE("audit: tensor bytes near 2^63 elements are exact for packed types, overflow_error for wide ones") {
  constexpr std::int64_t max = std::numeric_limits<std::int64_t>::max();
  CHECK(storage_bytes(dtype::s4, max) == bytes{max / 2 + 1});
  CHECK(storage_bytes(dtype::s2, max) == bytes{max / 4 + 1});
  CHECK(storage_bytes(dtype::u8, max) == bytes{max});
  CHECK_THROWS_WITH_AS((void)storage_bytes(dtype::bf16, std::int64_t{1} << 62),
                       "overflow computing a buffer's bytes: 4611686018427387904 x 2 exceeds the 64-bit limit "
                       "9223372036854775807",
                       overflow_error);
}
