// Opt-in (needs nlohmann/json, Debian's nlohmann-json3-dev): JSON text read strictly, for the
// description readers (graph JSON, model JSON, a Hugging Face config.json). nlohmann's parser keeps
// the last of a key given twice and takes any nesting; here a key given twice in one object is an
// error naming it, nesting past max_json_depth is an error naming its line and column, and an
// integer is taken only when int64 holds it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <shardmem/core/error.hpp>

namespace shardmem {

/// The deepest nesting of arrays and objects the JSON readers take: far past any description
/// (a graph nests 4 deep), and short of what would make printing a value recurse dangerously.
inline constexpr std::size_t max_json_depth = 64;

namespace detail {

/// A JSON number as an int64: nullopt for anything else, a fraction or exponent (`3.7`, `1e3`:
/// nlohmann's double), or an integer past int64 (nlohmann's uint64, or its double past that). The
/// one check of every integer the JSON readers take, so none is truncated or wrapped.
template <class Json>
[[nodiscard]] std::optional<std::int64_t> json_int64(const Json& j) {
  if (j.is_number_unsigned()) {
    const auto v = j.template get<std::uint64_t>();
    if (v > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())) return std::nullopt;
    return static_cast<std::int64_t>(v);
  }
  if (j.is_number_integer()) return j.template get<std::int64_t>();
  return std::nullopt;
}

/// A JSON value for an error message: its text, escaped, cut to `limit` characters (a message
/// quoting a value stays one short line whatever the value holds).
template <class Json>
[[nodiscard]] std::string json_excerpt(const Json& j, std::size_t limit = 60) {
  if (j.is_array() || j.is_object()) return j.is_array() ? "an array" : "an object";
  std::string text = escape(j.dump());
  if (text.size() > limit) text = text.substr(0, limit) + "...";
  return text;
}

// Where nesting first passes `max_depth` in `text` (1-based line and column), or nullopt. A scan
// of brackets outside strings: it needs the text to be valid JSON no more than the parser does.
inline std::optional<std::pair<std::size_t, std::size_t>> json_too_deep(std::string_view text, std::size_t max_depth) {
  std::size_t depth = 0, line = 1, line_start = 0;
  bool in_string = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '\n') line = line + 1, line_start = i + 1;
    if (in_string) {
      if (c == '\\') ++i;
      else if (c == '"') in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > max_depth) return std::pair{line, i - line_start + 1};
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return std::nullopt;
}

/// `text` parsed as JSON of type `Json` (nlohmann::json or ordered_json). `what` names the input
/// in errors ("model JSON"): `model JSON is not valid JSON: ...`, `model JSON: key 'moe.experts'
/// is given twice ...`, `model JSON nests deeper than 64 levels at line 1 column 65 ...`.
/// @throws parse_error for text that is not JSON, nested past max_json_depth, or that gives a
///         key twice in one object (naming its path).
template <class Json>
[[nodiscard]] Json parse_json(std::string_view text, std::string_view what) {
  if (const auto at = json_too_deep(text, max_json_depth))
    raise<parse_error>("{} nests deeper than {} levels at line {} column {}; no description nests so deep",
                       what, max_json_depth, at->first, at->second);
  // The path to each value, for the duplicate's name: an object's current key, an array's index.
  struct frame {
    bool object = false;
    std::size_t index = 0;
    std::string key{};
    std::unordered_set<std::string> keys{};
  };
  std::vector<frame> frames;
  auto path = [&](std::string_view last) {
    std::string out;
    for (std::size_t i = 0; i + 1 < frames.size(); ++i)
      out += frames[i].object ? fmt::format("{}{}", out.empty() ? "" : ".", escaped(frames[i].key))
                              : fmt::format("[{}]", frames[i].index);
    return out + (out.empty() ? "" : ".") + escape(last);
  };
  auto next_element = [&] {
    if (!frames.empty() && !frames.back().object) ++frames.back().index;
  };
  using event = typename Json::parse_event_t;
  const typename Json::parser_callback_t check = [&](int, event e, Json& parsed) {
    switch (e) {
      case event::object_start: frames.push_back({true}); break;
      case event::array_start: frames.push_back({false}); break;
      case event::key: {
        frame& f = frames.back();
        f.key = parsed.template get<std::string>();
        if (!f.keys.insert(f.key).second)
          raise<parse_error>("{}: key '{}' is given twice in one object; a reader would keep one silently: remove "
                             "the other",
                             what, path(f.key));
        break;
      }
      case event::object_end:
      case event::array_end:
        frames.pop_back();
        next_element();
        break;
      case event::value: next_element(); break;
    }
    return true;
  };
  try {
    return Json::parse(text.begin(), text.end(), check);
  } catch (const nlohmann::json::exception& e) {  // parse_error, and out_of_range for a number such as 1e999
    raise<parse_error>("{} is not valid JSON: {}", what, escaped(e.what()));
  }
}

}  // namespace detail
}  // namespace shardmem
