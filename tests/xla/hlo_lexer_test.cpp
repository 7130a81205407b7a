// Tests for xla/hlo_lexer.hpp: the tokens of HLO text (spaces and comments, words, integers,
// strings with escapes, attribute values and bracket groups taken whole) and errors that name the
// line, the column, what was expected and what was found.
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_lexer.hpp>

using shardmem::parse_error;
using shardmem::detail::hlo_reader;

TEST_CASE("the lexer skips spaces and both kinds of comment") {
  hlo_reader r("  // a comment\n /* another\n one */ %add.1 = f32[] add(x, y)");
  CHECK(r.word("a name") == "add.1");  // the '%' is dropped
  CHECK(r.eat('='));
  CHECK(r.peek_word() == "f32");
  CHECK(r.word("a type") == "f32");
  CHECK(r.at('['));
  CHECK(r.line() == 3);
  CHECK_THROWS_WITH_AS(hlo_reader("/* open").skip_space(),
                       "HLO text, line 1, column 1: expected the end of a /* comment */, found '/*'", parse_error);
}

TEST_CASE("a word is letters, digits and _ . - $, not led by '-'") {
  hlo_reader r("get-tuple-element.3 __cublas$lt$matmul ->");
  CHECK(r.word("an opcode") == "get-tuple-element.3");
  CHECK(r.word("a target") == "__cublas$lt$matmul");
  CHECK_THROWS_WITH_AS((void)r.word("a name"), "HLO text, line 1, column 40: expected a name, found '->'", parse_error);
  CHECK(r.at("->"));
  CHECK(r.eat("->"));
  CHECK(r.at_end());
}

TEST_CASE("integers are unsigned decimals within 64 bits") {
  hlo_reader r("128 9223372036854775807 9223372036854775808");
  CHECK(r.integer("a size") == 128);
  CHECK(r.integer("a size") == 9223372036854775807);
  CHECK_THROWS_WITH_AS((void)r.integer("a size"),
                       "HLO text, line 1, column 25: expected a size within 64 bits, found '9223372036854775808'",
                       parse_error);
  CHECK_THROWS_WITH_AS((void)hlo_reader("-1").integer("an index"),
                       "HLO text, line 1, column 1: expected an index, found '-1'", parse_error);
}

TEST_CASE("strings unescape C escapes; a view points into the text unless it had one") {
  hlo_reader r(R"("a\"b\\c\n\x41\t" "plain" "esc\"aped")");
  CHECK(r.string("a string") == "a\"b\\c\nA\t");
  shardmem::hlo_strings store;
  const std::string_view plain = r.quoted("a string", store);
  CHECK(plain == "plain");
  const std::string_view escaped = r.quoted("a string", store);
  CHECK(escaped == "esc\"aped");
  CHECK(r.at_end());
  CHECK_THROWS_WITH_AS((void)hlo_reader("\"open").string("a string"),
                       "HLO text, line 1, column 1: expected a closing '\"' for the string, found '\"open'",
                       parse_error);
}

TEST_CASE("an attribute's value is taken whole: groups, strings and JSON inside") {
  hlo_reader r(R"(backend_config={"a":{"b":[1,"}"]}}, sharding={devices=[2,1]<=[2]} x)");
  CHECK(r.word("a key") == "backend_config");
  CHECK(r.eat('='));
  CHECK(r.raw_value("a value") == R"({"a":{"b":[1,"}"]}})");
  CHECK(r.eat(','));
  CHECK(r.word("a key") == "sharding");
  CHECK(r.eat('='));
  const std::string_view inside = r.group_inside("a group");
  CHECK(inside == "devices=[2,1]<=[2]");
  // Reading inside the group alone, then the rest.
  const auto keep = r.narrow(inside);
  CHECK(r.word("a key") == "devices");
  CHECK(r.count_before(',', ']') == 1);
  (void)r.raw_value("a value");
  CHECK(r.at_end());
  r.widen(keep);
  CHECK(r.word("a name") == "x");
  CHECK_THROWS_WITH_AS((void)hlo_reader("{(]").raw_value("a value"),
                       "HLO text, line 1, column 3: expected ')' to close the '(', found ']'", parse_error);
  CHECK_THROWS_WITH_AS((void)hlo_reader("{a").raw_value("a value"),
                       "HLO text, line 1, column 1: expected a closed bracket group, found '{a'", parse_error);
}

TEST_CASE("errors point at the next token, by line and column") {
  hlo_reader r("HloModule m\n\nENTRY e {\n  x = f32[] parameter(0)\n}");
  CHECK(r.word("a keyword") == "HloModule");
  CHECK(r.word("a name") == "m");
  const std::size_t at = r.mark();
  CHECK(r.word("a keyword") == "ENTRY");
  CHECK_THROWS_WITH_AS(r.fail_at(at, "'ENTRY' in capitals"),
                       "HLO text, line 3, column 1: expected 'ENTRY' in capitals, found 'ENTRY'", parse_error);
  CHECK_THROWS_WITH_AS(r.expect('('), "HLO text, line 3, column 7: expected '(', found 'e'", parse_error);
  CHECK(r.line() == 3);
  CHECK(r.word("a name") == "e");
  CHECK(r.at_layout() == false);  // `{ x = ...` is a body, not a layout
  CHECK(hlo_reader("{1,0}").at_layout());
  CHECK(hlo_reader("{:T(8,128)}").at_layout());
}
