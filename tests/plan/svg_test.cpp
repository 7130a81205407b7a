// Tests for shardmem/plan/svg.hpp: the plan's stacked timeline chart, its marks, and escaping of
// the title (a model name from a user's JSON).
#include <doctest/doctest.h>

#include <shardmem/plan/report.hpp>
#include <shardmem/plan/svg.hpp>
#include <shardmem/schedule/svg.hpp>

#include <cctype>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "small_timeline.hpp"

using namespace shardmem;
using test::small_timeline;

namespace {

std::size_t count(std::string_view text, std::string_view what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string_view::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// Checks the part of XML well-formedness an unescaped name breaks: tags nest and close in order,
// attribute values are quoted and hold no `<`, and every `&` starts one of the five predefined
// entities (XML 1.0, sections 2.4 and 4.6). Returns "" or what is wrong and where.
std::string xml_problem(std::string_view doc) {
  std::vector<std::string_view> open;
  auto entity_ok = [&](std::size_t at) {
    for (std::string_view e : {"&amp;", "&lt;", "&gt;", "&quot;", "&apos;"})
      if (doc.substr(at, e.size()) == e) return true;
    return false;
  };
  std::size_t i = 0;
  while (i < doc.size()) {
    if (doc[i] == '&' && !entity_ok(i)) return fmt::format("bare '&' at {}", i);
    if (doc[i] == '>') return fmt::format("'>' outside a tag at {}", i);
    if (doc[i] != '<') {
      ++i;
      continue;
    }
    const bool closing = i + 1 < doc.size() && doc[i + 1] == '/';
    std::size_t j = i + (closing ? 2 : 1);
    const std::size_t name_from = j;
    while (j < doc.size() && (std::isalnum(static_cast<unsigned char>(doc[j])) || doc[j] == '-')) ++j;
    const std::string_view tag = doc.substr(name_from, j - name_from);
    if (tag.empty()) return fmt::format("'<' not starting a tag at {}", i);
    // Attributes: name="value", the value without '<' or '"'.
    while (j < doc.size() && doc[j] != '>' && doc[j] != '/') {
      if (doc[j] == ' ') {
        ++j;
        continue;
      }
      while (j < doc.size() && doc[j] != '=' && doc[j] != '>') ++j;
      if (j + 1 >= doc.size() || doc[j] != '=' || doc[j + 1] != '"') return fmt::format("unquoted attribute at {}", j);
      j += 2;
      while (j < doc.size() && doc[j] != '"') {
        if (doc[j] == '<') return fmt::format("'<' in an attribute value at {}", j);
        if (doc[j] == '&' && !entity_ok(j)) return fmt::format("bare '&' in an attribute value at {}", j);
        ++j;
      }
      ++j;
    }
    const bool self_closing = j < doc.size() && doc[j] == '/';
    if (self_closing) ++j;
    if (j >= doc.size() || doc[j] != '>') return fmt::format("tag <{}> not closed at {}", tag, j);
    if (closing) {
      if (open.empty() || open.back() != tag) return fmt::format("</{}> closes nothing open at {}", tag, i);
      open.pop_back();
    } else if (!self_closing) {
      open.push_back(tag);
    }
    i = j + 1;
  }
  return open.empty() ? std::string() : fmt::format("<{}> never closed", open.back());
}

}  // namespace

TEST_CASE("the well-formedness check catches what an unescaped title does") {
  CHECK(xml_problem("<svg><text x=\"1\">a &amp; b</text></svg>").empty());
  CHECK(xml_problem("<svg><text>a & b</text></svg>") == "bare '&' at 13");
  CHECK(xml_problem("<svg><text>a <b> c</text></svg>") == "</text> closes nothing open at 18");
  CHECK(xml_problem("<svg><text x=\"\"\">q</text></svg>") == "unquoted attribute at 16");
}

TEST_CASE("plan_svg escapes its title: a model name with <, & and \" gives well-formed SVG showing the name") {
  const role_timeline t = small_timeline();
  for (const std::string_view title :
       {std::string_view("tiny <moe> & \"friends\": live bytes"), std::string_view("</text><script>alert(1)</script>"),
        std::string_view("&&&"), std::string_view("a\"b")}) {
    CAPTURE(title);
    const std::string svg = plan_svg(t, 80_GiB, title, 1_GiB);
    CHECK(xml_problem(svg) == "");
    CHECK(svg.find(fmt::format(">{}</text>", detail::xml_escape(title))) != std::string::npos);
    CHECK(count(svg, "<script") == 0);
  }
  CHECK(plan_svg(t, 80_GiB, "tiny <moe> & \"friends\"")
            .find("<text x=\"90\" y=\"24\" font-size=\"16\">tiny &lt;moe&gt; &amp; &quot;friends&quot;</text>\n") !=
        std::string::npos);
}

TEST_CASE("memory_chart_svg escapes its title and series names the same way") {
  const std::vector<memory_series> series{{"a <b> & \"c\"", {bytes{1}, bytes{3}, bytes{2}}}};
  const std::string svg = memory_chart_svg(series, {.title = "x < y & \"z\""});
  CHECK(xml_problem(svg) == "");
  CHECK(svg.find(">x &lt; y &amp; &quot;z&quot;</text>") != std::string::npos);
  CHECK(svg.find("<title>a &lt;b&gt; &amp; &quot;c&quot;</title>") != std::string::npos);
}

TEST_CASE("plan_svg stacks the roles in role order, shades the phases and marks the peak") {
  // Plot: x from 90 to 830 px for steps 0..8, y from 470 px (0 B) up to 40 px (the peak, 3 GiB).
  const std::string svg = plan_svg(small_timeline());
  CHECK(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1000\" height=\"520\" "
                        "font-family=\"sans-serif\" font-size=\"12\">\n"
                        "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
                        "<text x=\"90\" y=\"24\" font-size=\"16\">Live bytes per device</text>\n"));
  CHECK(svg.ends_with("</svg>\n"));
  CHECK(xml_problem(svg) == "");
  // The phases: forward [0, 4), backward [4, 7), optimizer [7, 8]; 92.5 px per step.
  CHECK(svg.find("<rect x=\"90.0\" y=\"40\" width=\"370.0\" height=\"430\" fill=\"#f7f7f7\"/>\n"
                 "<text x=\"94.0\" y=\"54\" fill=\"#666\">forward</text>\n"
                 "<rect x=\"460.0\" y=\"40\" width=\"277.5\" height=\"430\" fill=\"#eef3f8\"/>\n"
                 "<text x=\"464.0\" y=\"54\" fill=\"#666\">backward</text>\n"
                 "<rect x=\"737.5\" y=\"40\" width=\"92.5\" height=\"430\" fill=\"#f7f7f7\"/>\n"
                 "<text x=\"741.5\" y=\"54\" fill=\"#666\">optimizer</text>\n") != std::string::npos);
  // Parameters at the bottom: 1 GiB of 3 is 143.3 px above the axis; then each live role's legend entry.
  CHECK(svg.find("<polygon points=\"90.0,326.7 460.0,326.7 830.0,326.7 830.0,470.0 460.0,470.0 90.0,470.0 \" "
                 "fill=\"#4e79a7\" stroke=\"none\"/>\n"
                 "<rect x=\"846\" y=\"50\" width=\"12\" height=\"12\" fill=\"#4e79a7\"/>"
                 "<text x=\"864\" y=\"60\">parameter</text>\n") != std::string::npos);
  // Optimizer states on top of them, only at step 8; activations on top of both, 3 GiB at step 4.
  CHECK(svg.find("<polygon points=\"90.0,326.7 460.0,326.7 830.0,183.3 830.0,326.7 460.0,326.7 90.0,326.7 \" "
                 "fill=\"#f28e2b\" stroke=\"none\"/>\n") != std::string::npos);
  CHECK(svg.find("<polygon points=\"90.0,326.7 460.0,40.0 830.0,183.3 830.0,183.3 460.0,326.7 90.0,326.7 \" "
                 "fill=\"#59a14f\" stroke=\"none\"/>\n") != std::string::npos);
  CHECK(count(svg, "<polygon ") == 3);
  CHECK(count(svg, ">input</text>") == 0);
  // Axes, ticks at quarters of the peak and of the steps.
  CHECK(svg.find("<line x1=\"90\" y1=\"470\" x2=\"830\" y2=\"470\" stroke=\"black\"/>\n"
                 "<line x1=\"90\" y1=\"40\" x2=\"90\" y2=\"470\" stroke=\"black\"/>\n") != std::string::npos);
  CHECK(svg.find("<text x=\"84\" y=\"44.0\" text-anchor=\"end\">3.00 GiB</text>\n"
                 "<text x=\"830.0\" y=\"488\" text-anchor=\"middle\">8</text>\n") != std::string::npos);
  CHECK(svg.find("<text x=\"460.0\" y=\"510\" text-anchor=\"middle\">step</text>\n") != std::string::npos);
  CHECK(svg.find("<circle cx=\"460.0\" cy=\"40.0\" r=\"5\" fill=\"none\" stroke=\"black\" stroke-width=\"2\"/>"
                 "<text x=\"468.0\" y=\"32.0\">peak 3.00 GiB at step 4</text>\n</svg>\n") != std::string::npos);
  CHECK(svg.find(">usable ") == std::string::npos);
  CHECK(svg.find(">placement ") == std::string::npos);
}

TEST_CASE("plan_svg draws the usable memory and the placement peak as lines, and scales to the highest") {
  // Usable 4 GiB is now the top of the scale (40 px); the peak, 3 GiB, sits at 147.5 px.
  const std::string svg = plan_svg(small_timeline(), 4_GiB);
  CHECK(svg.find("<line x1=\"90\" y1=\"40.0\" x2=\"830.0\" y2=\"40.0\" stroke=\"#c00\" stroke-dasharray=\"6 4\"/>"
                 "<text x=\"834.0\" y=\"44.0\" fill=\"#c00\">usable 4.00 GiB</text>\n") != std::string::npos);
  CHECK(svg.find(">peak 3.00 GiB at step 4</text>") != std::string::npos);
  CHECK(svg.find("<circle cx=\"460.0\" cy=\"147.5\"") != std::string::npos);
  // A placement peak below the step's is labelled plainly; above it (seed 000's device_put
  // temporary), it is the verdict's peak and the step's own maximum is labelled as the step's.
  const std::string below = plan_svg(small_timeline(), 4_GiB, "t", 2_GiB);
  CHECK(
      below.find("<line x1=\"90\" y1=\"255.0\" x2=\"830.0\" y2=\"255.0\" stroke=\"#7a3\" "
                 "stroke-dasharray=\"2 3\"/><text x=\"834.0\" y=\"271.0\" fill=\"#7a3\">placement 2.00 GiB</text>\n") !=
      std::string::npos);
  CHECK(below.find(">peak 3.00 GiB at step 4</text>") != std::string::npos);
  const std::string placed = plan_svg(small_timeline(), 4_GiB, "seed 000", 167_GiB);
  CHECK(placed.find(">placement 167.00 GiB (the peak, before the step runs)</text>") != std::string::npos);
  CHECK(placed.find(">step peak 3.00 GiB at step 4</text>") != std::string::npos);
  CHECK(placed.find("text-anchor=\"end\">167.00 GiB</text>") != std::string::npos);  // the top tick
}

TEST_CASE("plan_svg of an empty timeline is still a chart: axes from 0, the peak at step 0") {
  const std::string svg = plan_svg(role_timeline{});
  CHECK(xml_problem(svg) == "");
  CHECK(svg.find("<line x1=\"90\" y1=\"470\" x2=\"830\" y2=\"470\" stroke=\"black\"/>\n") != std::string::npos);
  CHECK(svg.find(">peak 0 B at step 0</text>") != std::string::npos);
  CHECK(count(svg, "<polygon ") == 0);
  CHECK(count(svg, "<rect ") == 1);  // the background only: no phase has steps
}
