// Tests for xla/mlir_reader.hpp: the cursor over MLIR text (names, symbols, strings, groups, line
// ends) and its errors with their line and column.
#include <doctest/doctest.h>

#include <shardmem/xla/mlir_reader.hpp>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

using namespace shardmem;
using detail::mlir_reader;

TEST_CASE("mlir_reader reads names, symbols, words, digits and strings") {
  mlir_reader r(R"(%0#1 @main @"a b" stablehlo.add 1024x "x\22y" // a comment
  next)");
  CHECK(r.sigil_name('%', "a value") == "0#1");
  CHECK(r.sigil_name('@', "a symbol") == "main");
  CHECK(r.sigil_name('@', "a symbol") == "a b");
  CHECK(r.word("a word") == "stablehlo.add");
  CHECK(r.digits() == "1024");
  CHECK(r.eat("x", false));
  CHECK(r.string_raw("a string") == "x\\22y");  // escapes are left as written
  CHECK(r.at_line_end());                       // a comment ends the line
  CHECK(r.word("a word") == "next");
  CHECK(r.at_end());
}

TEST_CASE("mlir_reader takes bracket groups whole, with strings, arrows and comparisons inside") {
  mlir_reader r(R"(<{a = "}>", b = dense<[[0, 1]]> : tensor<1x2xi64>}> (x) -> (y) {k = #sdy.sharding<@m, [{"x"}]>})");
  CHECK(r.group("a group") == R"(<{a = "}>", b = dense<[[0, 1]]> : tensor<1x2xi64>}>)");
  CHECK(r.group("a group") == "(x)");
  CHECK(r.eat("->"));
  CHECK(r.group("a group") == "(y)");
  CHECK(r.group("a group") == R"({k = #sdy.sharding<@m, [{"x"}]>})");
  mlir_reader cmp("(a <= b >= c)");
  CHECK(cmp.group("a group") == "(a <= b >= c)");
}

TEST_CASE("mlir_reader's errors name the line, the column, what was expected and what was found") {
  mlir_reader r("module {\n  (a ]");
  CHECK(r.word("a word") == "module");
  (void)r.eat("{");
  CHECK_THROWS_WITH_AS((void)r.group("a group"),
                       "StableHLO text, line 2 column 6: expected ')' to close the group opened at line 2, found ']'",
                       parse_error);
  mlir_reader s("\"open");
  CHECK_THROWS_WITH_AS((void)s.string_raw("a string"),
                       "StableHLO text, line 1 column 1: expected the closing '\"' of a string, found '\"open'",
                       parse_error);
  mlir_reader t("");
  CHECK_THROWS_WITH_AS((void)t.word("an op name"),
                       "StableHLO text, line 1 column 1: expected an op name, found 'the end of the text'",
                       parse_error);
}

TEST_CASE("MLIR syntax helpers: a line's indentation, a body's lines, regions, block arguments, locations") {
  const std::string_view text = "module {\n  func.func @f() {\n    %0 = a\n    %1 = b {\n    }\n  }\n}\n";
  const std::size_t func = text.find("func.func");
  CHECK(detail::mlir_indentation(text, func) == 2);
  CHECK(detail::mlir_indentation(text, text.find("@f")) == std::string_view::npos);  // a word before it
  CHECK(detail::mlir_indentation(text, 0) == 0);
  // From the body's '{' to the "\n  }" that closes it: a line break before each of its three lines.
  CHECK(detail::mlir_body_lines(text, text.find('{', func), 2) == 3);
  CHECK(detail::mlir_body_lines(text, text.find('{', func), 6) == 0);  // no line closes at that indentation
  CHECK(detail::mlir_body_lines(text, 0, std::string_view::npos) == 0);
  // Looked for up to the next function only: a body whose closing brace is written otherwise
  // gets no count from a later function's.
  const std::string_view two = "  func.func @f() {\n    %0 = a\n}\n  func.func @g() {\n    %1 = b\n  }\n";
  CHECK(detail::mlir_body_lines(two, two.find('{'), 2) == 0);
  CHECK(detail::mlir_body_lines(two, two.find('{', two.find("@g")), 2) == 1);
  mlir_reader region("{\n  %0 = a\n}");
  CHECK(detail::region_starts(region));
  CHECK(region.mark() == 0);  // looked at, not read
  mlir_reader dict("{a = 1}");
  CHECK_FALSE(detail::region_starts(dict));
  mlir_reader regions("({\n})");
  CHECK(detail::region_follows(regions));
  mlir_reader args("(%arg3: tensor<f32>, %arg4: tensor<f32>)");
  CHECK(detail::block_args_follow(args));
  mlir_reader operands("(%arg3, %arg4)");
  CHECK_FALSE(detail::block_args_follow(operands));
  mlir_reader loc(R"(loc("f.py":3:9) %1)");
  detail::skip_loc(loc);
  CHECK(loc.peek() == '%');
  mlir_reader cont("  reducer(%a: tensor<f32>)");
  CHECK(detail::op_continues(cont));
  mlir_reader word("  doing");
  CHECK_FALSE(detail::op_continues(word));  // `do` only as a word of its own
  CHECK(word.mark() == 2);                  // at the next line's first word, where the reader looks next
}

TEST_CASE("mlir_line_breaks counts as std::count, eight bytes at a time and in the tail") {
  // Every byte value around a '\n' (0x0a): 0x0b and 0x8a differ from it in one bit, 0x09 borrows
  // in the subtraction a looser test would make; lengths 0 to 40 cover the tail after each word.
  std::string text;
  for (int b = 0; b < 256; ++b) text += static_cast<char>(b), text += '\n', text += static_cast<char>(255 - b);
  text += "\n\n\n\n\n\n\n\n\n";
  for (std::size_t from = 0; from < 9; ++from)
    for (std::size_t n = 0; n <= 40 && from + n <= text.size(); ++n) {
      const std::string_view t = std::string_view(text).substr(from, n);
      CHECK(detail::mlir_line_breaks(t) == static_cast<std::size_t>(std::count(t.begin(), t.end(), '\n')));
    }
  // 256 written between, b = 0x0a, 255 - b = 0x0a (b = 0xf5), and the nine at the end
  CHECK(detail::mlir_line_breaks(text) == 256 + 1 + 1 + 9);
}

TEST_CASE("mlir_reader::line counts on from the last line asked, and back") {
  mlir_reader r("a\nb\n\nc\nd");
  CHECK(r.line() == 1);
  CHECK(r.line(5) == 4);    // 'c'
  CHECK(r.line(2) == 2);    // back to 'b'
  CHECK(r.line(7) == 5);    // 'd'
  CHECK(r.line(100) == 5);  // past the end: the last line
  r.seek(4);
  CHECK(r.line() == 3);  // the cursor, on the empty line
}

TEST_CASE("mlir_reader: breaks a body's pre-scan found count its lines as a search would, and end its ops' lines") {
  const std::string text =
      "  func.func @f() {\n    %0 = a : t\n\n    %1 = b\n  }\n  func.func @g() {\n    %2 = c\n  }\n";
  const std::size_t body = text.find('{');
  std::vector<std::size_t> breaks;
  CHECK(detail::mlir_body_lines(text, body, 2, &breaks) == 3);  // its three lines (one empty)
  // every break looked at, in order, the one before the line that closes it the last
  CHECK(breaks == std::vector<std::size_t>{text.find('\n'), text.find("\n\n"), text.find("\n\n") + 1,
                                           text.find("\n", text.find("%1"))});
  mlir_reader known(text), searched(text);
  known.know_breaks(body, breaks.back() + 1, breaks);
  // Each position in turn, forward and back, and past the known ones: the same line either way.
  for (const std::size_t at : {std::size_t{0}, body, text.find("%0"), text.find(": t"), text.find("%1"), body + 3,
                               text.find("  }"), text.find("%2"), text.find("%1"), text.size()})
    CHECK(known.line(at) == searched.line(at));
  // The end of the cursor's line among the known breaks; none outside them.
  known.seek(text.find(": t"));
  (void)known.line(text.find("%0"));
  CHECK(known.next_break() == text.find("\n", text.find("%0")));
  known.seek(text.find("%2"));
  CHECK(known.next_break() == std::string_view::npos);
  known.seek(0);
  CHECK(known.next_break() == std::string_view::npos);
}

TEST_CASE("mlir_same_bytes: texts of every length up to 40 are the same bytes, and not with any one byte changed") {
  const std::string base = "stablehlo.dynamic_update_slice_0123456789";
  for (std::size_t n = 0; n <= 40; ++n) {
    const std::string text = base.substr(0, n);
    std::string copy = text;  // (another address, as the reader's two texts are)
    CAPTURE(n);
    CHECK(detail::mlir_same_bytes(copy.data(), text));
    for (std::size_t at = 0; at < n; ++at) {
      copy[at] ^= 0x20;
      CHECK_MESSAGE(!detail::mlir_same_bytes(copy.data(), text), at);
      copy[at] ^= 0x20;
    }
  }
}

TEST_CASE("mlir_is: a text is a word where it has its size and its bytes") {
  CHECK(detail::mlir_is("return", "return"));
  CHECK(detail::mlir_is(std::string_view("stablehlo.return!").substr(0, 16), "stablehlo.return"));
  CHECK(detail::mlir_is("", ""));
  CHECK(detail::mlir_is("x", "x"));
  for (const std::string_view other : {"retur", "returns", "Return", "", "stablehlo.returm", "func.return"})
    CHECK_MESSAGE(!detail::mlir_is(other, "return"), other);
  CHECK(!detail::mlir_is("y", "x"));
  CHECK(!detail::mlir_is("loc", "lod"));
}
