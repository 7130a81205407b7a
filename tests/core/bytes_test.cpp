// Tests for core/bytes.hpp: exact arithmetic, literals, and the three printed forms.
#include <doctest/doctest.h>

#include <shardmem/core/bytes.hpp>

#include <limits>
#include <type_traits>

using namespace shardmem;

TEST_CASE("bytes cannot be built from a raw integer by accident") {
  static_assert(!std::is_convertible_v<std::int64_t, bytes>);
  static_assert(std::is_constructible_v<bytes, std::int64_t>);
  CHECK(bytes{5}.count() == 5);
  CHECK(bytes{}.count() == 0);
}

TEST_CASE("binary literals are powers of 1024 and decimal GB are powers of 1000") {
  static_assert(1_KiB == bytes{1024});
  static_assert(1_MiB == bytes{1 << 20});
  static_assert(3_GiB == bytes{3LL << 30});
  static_assert(2_TiB == bytes{2LL << 40});
  static_assert(7_GB == bytes{7'000'000'000LL});
  static_assert(12_B == bytes{12});
}

TEST_CASE("arithmetic is exact and compares like integers") {
  CHECK(1_KiB * 3 == 3_KiB);
  CHECK(4 * 1_GiB == 4_GiB);
  CHECK(1_GiB + 1_GiB == 2_GiB);
  CHECK(1_GiB - 2_GiB == bytes{-(1LL << 30)});
  bytes b = 1_MiB;
  b += 1_MiB;
  b *= 2;
  b -= 1_MiB;
  CHECK(b == 3_MiB);
  CHECK(1_MiB < 1_GiB);
}

TEST_CASE("arithmetic that leaves int64 throws overflow_error instead of wrapping") {
  const bytes big{std::numeric_limits<std::int64_t>::max()};
  CHECK_THROWS_AS((void)(big + 1_B), overflow_error);
  CHECK_THROWS_AS((void)(bytes{std::numeric_limits<std::int64_t>::min()} - 1_B), overflow_error);
  CHECK_THROWS_WITH_AS((void)(1_TiB * (1LL << 30)),
                       "overflow computing a byte total: 1099511627776 x 1073741824 exceeds the 64-bit limit "
                       "9223372036854775807",
                       overflow_error);
}

TEST_CASE("bytes print in binary units by default") {
  CHECK(fmt::format("{}", 512_B) == "512 B");
  CHECK(fmt::format("{}", 1_KiB) == "1.00 KiB");
  CHECK(fmt::format("{}", 1536_MiB) == "1.50 GiB");
  CHECK(fmt::format("{}", 24_MiB) == "24.00 MiB");
  CHECK(fmt::format("{:i}", 3_TiB) == "3.00 TiB");
  CHECK(fmt::format("{}", bytes{-(3LL << 29)}) == "-1.50 GiB");
  // Seed 000 / REFERENCE section 2: the OOM message says 62.62GiB for 67,243,081,728 B.
  CHECK(fmt::format("{}", bytes{67'243'081'728}) == "62.62 GiB");
}

TEST_CASE("bytes print in decimal units or exactly on request") {
  CHECK(fmt::format("{:d}", bytes{67'243'081'728}) == "67.24 GB");
  CHECK(fmt::format("{:d}", bytes{999}) == "999 B");
  CHECK(fmt::format("{:d}", bytes{1500}) == "1.50 kB");
  CHECK(fmt::format("{:e}", bytes{67'243'081'728}) == "67,243,081,728 B");
  CHECK(fmt::format("{:e}", bytes{100}) == "100 B");
  CHECK(fmt::format("{:e}", bytes{-1234567}) == "-1,234,567 B");
  CHECK(fmt::format("{:e}", bytes{std::numeric_limits<std::int64_t>::min()}) == "-9,223,372,036,854,775,808 B");
  CHECK(fmt::format("{}", bytes{std::numeric_limits<std::int64_t>::max()}) == "8.00 EiB");
}

TEST_CASE("group_thousands puts a comma between groups of three digits, sign in front") {
  CHECK(group_thousands(0) == "0");
  CHECK(group_thousands(999) == "999");
  CHECK(group_thousands(1000) == "1,000");
  CHECK(group_thousands(-1000) == "-1,000");
  CHECK(group_thousands(-999) == "-999");
  CHECK(group_thousands(100'000) == "100,000");
  CHECK(group_thousands(1'234'567) == "1,234,567");
  // Llama-3.1-8B's parameter count, as Meta's model card gives it.
  CHECK(group_thousands(8'030'261'248) == "8,030,261,248");
  CHECK(group_thousands(std::numeric_limits<std::int64_t>::max()) == "9,223,372,036,854,775,807");
  CHECK(group_thousands(std::numeric_limits<std::int64_t>::min()) == "-9,223,372,036,854,775,808");
  // The digits are fmt's, the grouping every third from the right: the same as fmt::group_digits.
  for (std::int64_t v : {1LL, 12LL, 123LL, 1234LL, 12345LL, 123456LL, 1234567LL, 98765432101LL}) {
    CAPTURE(v);
    CHECK(group_thousands(v) == fmt::format("{}", fmt::group_digits(v)));
    CHECK(group_thousands(-v) == "-" + group_thousands(v));
  }
}

TEST_CASE("an unknown bytes format spec is rejected") {
  CHECK_THROWS_AS((void)fmt::format(fmt::runtime("{:q}"), 1_KiB), fmt::format_error);
}

TEST_CASE("byte sizes parse with binary or decimal units") {
  CHECK(parse_bytes("80GiB") == 80_GiB);
  CHECK(parse_bytes("80 GB") == 80_GB);
  CHECK(parse_bytes("1536") == 1536_B);
  CHECK(parse_bytes("12B") == 12_B);
  CHECK(parse_bytes("4 KiB") == 4_KiB);
  CHECK(parse_bytes("2TiB") == 2_TiB);
  CHECK_THROWS_WITH_AS((void)parse_bytes("80 GiBs"),
                       "cannot parse byte size '80 GiBs': unknown unit 'GiBs' (did you mean 'GiB'?); use B, KiB, MiB, "
                       "GiB, TiB, kB, MB, GB or TB (in any case)",
                       parse_error);
  CHECK_THROWS_WITH_AS((void)parse_bytes("80 parsecs"),
                       "cannot parse byte size '80 parsecs': unknown unit 'parsecs'; use B, KiB, MiB, GiB, TiB, kB, "
                       "MB, GB or TB (in any case)",
                       parse_error);
  CHECK_THROWS_WITH_AS((void)parse_bytes("lots"),
                       "cannot parse byte size 'lots': expected a whole number such as 80GiB", parse_error);
  CHECK_THROWS_AS((void)parse_bytes("9000000000 GiB"), overflow_error);
  CHECK_THROWS_AS((void)parse_bytes("99999999999999999999"), overflow_error);
}

TEST_CASE("a size's unit in another case was refused: 70gib is 70GiB, 70gb 70GB") {
  // The 'i' tells binary from decimal, so case says nothing and is not needed.
  CHECK(parse_bytes("70gib") == 70_GiB);
  CHECK(parse_bytes("70GIB") == 70_GiB);
  CHECK(parse_bytes("70 Gib") == 70_GiB);
  CHECK(parse_bytes("70gb") == 70_GB);
  CHECK(parse_bytes("3kb") == 3'000_B);
  CHECK(parse_bytes("3KB") == 3'000_B);
  CHECK(parse_bytes("3kib") == 3_KiB);
  CHECK(parse_bytes("2tib") == 2_TiB);
  CHECK(parse_bytes("2tb") == 2'000_GB);
  CHECK(parse_bytes("12b") == 12_B);
  CHECK(parse_memory_size("512mib") == 512_MiB);
}
