// Tests for shardmem/plan/svg.hpp: the plan's stacked timeline chart (round ticks, the overheads,
// the placement phase, hover text on every band), the comparison chart, and escaping of the title
// (a model name from a user's JSON).
#include <doctest/doctest.h>

#include <shardmem/plan/memory_plan.hpp>
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
    plan_svg_options o{.title = std::string(title), .subtitle = std::string(title), .usable = 80_GiB};
    o.placement_by_role[0] = 1_GiB;
    o.role_detail[0] = std::string(title);
    const std::string svg = plan_svg(t, o);
    CHECK(xml_problem(svg) == "");
    CHECK(svg.find(fmt::format(">{}</text>", detail::xml_escape(title))) != std::string::npos);
    CHECK(count(svg, "<script") == 0);
  }
  CHECK(plan_svg(t, {.title = "tiny <moe> & \"friends\""})
            .find("<text x=\"90\" y=\"24\" font-size=\"16\" font-weight=\"bold\">tiny &lt;moe&gt; &amp; "
                  "&quot;friends&quot;</text>\n") != std::string::npos);
}

TEST_CASE("memory_chart_svg escapes its title and series names the same way") {
  const std::vector<memory_series> series{{"a <b> & \"c\"", {bytes{1}, bytes{3}, bytes{2}}}};
  const std::string svg = memory_chart_svg(series, {.title = "x < y & \"z\""});
  CHECK(xml_problem(svg) == "");
  CHECK(svg.find(">x &lt; y &amp; &quot;z&quot;</text>") != std::string::npos);
  CHECK(svg.find("<title>a &lt;b&gt; &amp; &quot;c&quot;</title>") != std::string::npos);
}

TEST_CASE("round_byte_ticks: 1, 2 or 5 times a power of ten of the largest binary unit reached") {
  const detail::byte_ticks a = detail::round_byte_ticks(3 * (1LL << 30), 6);
  CHECK(a.step == doctest::Approx(0.5 * (1LL << 30)));
  CHECK(a.top == doctest::Approx(3.0 * (1LL << 30)));
  CHECK(a.unit_name == "GiB");
  CHECK(a.label(1.5 * (1LL << 30)) == "1.5 GiB");
  CHECK(a.label(0) == "0");
  const detail::byte_ticks b = detail::round_byte_ticks(80 * (1LL << 30), 6);  // an H100's usable memory
  CHECK(b.step == doctest::Approx(20.0 * (1LL << 30)));
  CHECK(b.top == doctest::Approx(80.0 * (1LL << 30)));
  CHECK(b.label(b.step * 3) == "60 GiB");
  const detail::byte_ticks c = detail::round_byte_ticks(167 * (1LL << 30), 6);  // seed 000's placement peak
  CHECK(c.step == doctest::Approx(50.0 * (1LL << 30)));
  CHECK(c.top == doctest::Approx(200.0 * (1LL << 30)));
  const detail::byte_ticks d = detail::round_byte_ticks(1000, 4);
  CHECK((d.step == 500 && d.top == 1000 && d.unit_name == "B"));
  const detail::byte_ticks e = detail::round_byte_ticks(0, 6);
  CHECK((e.step == 1 && e.top == 1));
  const detail::byte_ticks f = detail::round_byte_ticks(1400LL << 20, 6);  // 1.37 GiB: ticks of 0.5 GiB, up to 1.5
  CHECK(f.step == doctest::Approx(0.5 * (1LL << 30)));
  CHECK(f.top == doctest::Approx(1.5 * (1LL << 30)));
  const detail::byte_ticks g = detail::round_byte_ticks(1100LL << 20, 6);  // 1.07 GiB: ticks of 0.2 GiB, up to 1.2
  CHECK(g.step == doctest::Approx(0.2 * (1LL << 30)));
  CHECK(g.top == doctest::Approx(1.2 * (1LL << 30)));
}

TEST_CASE("wrap_words: lines of at most the width, cut at spaces, the last marked when text is left out") {
  CHECK(detail::wrap_words("aa bb cc", 5, 3) == std::vector<std::string>{"aa bb", "cc"});
  CHECK(detail::wrap_words("aa bb cc dd ee ff", 5, 2) == std::vector<std::string>{"aa bb", "cc dd ..."});
  CHECK(detail::wrap_words("averyverylongword x", 5, 3) == std::vector<std::string>{"averyverylongword", "x"});
  CHECK(detail::wrap_words("", 5, 3).empty());
}

TEST_CASE("plan_svg stacks the roles in role order, shades the phases with hover text, marks the peak, round ticks") {
  // Plot: x from 90 to 800 px for ops 0..8 (88.75 px an op), y from 510 px (0) up to 50 px (3 GiB).
  const std::string svg = plan_svg(small_timeline());
  CHECK(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1000\" height=\"560\" "
                        "viewBox=\"0 0 1000 560\" font-family=\"sans-serif\" font-size=\"12\">\n"
                        "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
                        "<text x=\"90\" y=\"24\" font-size=\"16\" font-weight=\"bold\">Live bytes per device</text>\n"));
  CHECK(svg.ends_with("</svg>\n"));
  CHECK(xml_problem(svg) == "");
  // The phases, each with its hover text: forward [0, 4), backward [4, 7), optimizer [7, 8].
  CHECK(svg.find("<rect x=\"90.0\" y=\"50\" width=\"355.0\" height=\"460\" fill=\"#f7f7f7\">"
                 "<title>forward: ops 0 to 3</title></rect>\n"
                 "<text x=\"94.0\" y=\"64\" fill=\"#666\">forward</text>\n") != std::string::npos);
  CHECK(svg.find("<title>backward: ops 4 to 6</title>") != std::string::npos);
  CHECK(svg.find("<title>optimizer: ops 7 to 8</title>") != std::string::npos);
  // Round ticks: every 0.5 GiB up to the peak, every op.
  for (const char* label : {"\"end\">0</text>", "\"end\">0.5 GiB</text>", "\"end\">1 GiB</text>",
                            "\"end\">1.5 GiB</text>", "\"end\">2 GiB</text>", "\"end\">2.5 GiB</text>",
                            "\"end\">3 GiB</text>"})
    CHECK(count(svg, label) == 1);
  CHECK(count(svg, "text-anchor=\"end\"") == 7);
  CHECK(svg.find("<text x=\"800.0\" y=\"528\" text-anchor=\"middle\">8</text>\n") != std::string::npos);
  // Parameters at the bottom (1 GiB of 3 is 153.3 px above the axis), with their hover text; then
  // each live role's legend entry, also with it.
  CHECK(svg.find("<polygon points=\"90.0,356.7 445.0,356.7 800.0,356.7 800.0,510.0 445.0,510.0 90.0,510.0 \" "
                 "fill=\"#4e79a7\" stroke=\"none\"><title>parameter: at most 1.00 GiB live</title></polygon>\n") !=
        std::string::npos);
  CHECK(svg.find("<g><rect x=\"816\" y=\"60\" width=\"12\" height=\"12\" fill=\"#4e79a7\"/><text x=\"834\" "
                 "y=\"70\">parameter</text><title>parameter: at most 1.00 GiB live</title></g>\n") != std::string::npos);
  // Optimizer states on top of them, only at op 8; activations on top of both, 3 GiB at op 4.
  CHECK(svg.find("<polygon points=\"90.0,356.7 445.0,356.7 800.0,203.3 800.0,356.7 445.0,356.7 90.0,356.7 \" "
                 "fill=\"#f28e2b\" stroke=\"none\"><title>optimizer_state: at most 1.00 GiB live</title>") !=
        std::string::npos);
  CHECK(svg.find("<polygon points=\"90.0,356.7 445.0,50.0 800.0,203.3 800.0,203.3 445.0,356.7 90.0,356.7 \" "
                 "fill=\"#59a14f\" stroke=\"none\"><title>activation: at most 2.00 GiB live</title>") !=
        std::string::npos);
  CHECK(count(svg, "<polygon ") == 3);
  CHECK(count(svg, "</polygon>") == 3);  // each with its hover text
  CHECK(count(svg, ">input</text>") == 0);
  CHECK(svg.find("<circle cx=\"445.0\" cy=\"50.0\" r=\"5\" fill=\"none\" stroke=\"black\" stroke-width=\"2\">"
                 "<title>the step's peak: 3.00 GiB live at op 4</title></circle>") != std::string::npos);
  CHECK(svg.find(">peak 3.00 GiB at op 4</text>") != std::string::npos);
  CHECK(svg.find(">usable ") == std::string::npos);
  CHECK(svg.find(">placement") == std::string::npos);
  CHECK(svg.find(">overheads") == std::string::npos);
  // The plot's rectangle for a page's script.
  CHECK(svg.find("<rect id=\"timeline\" x=\"90.0\" y=\"50\" width=\"710.0\" height=\"460\" fill=\"none\" "
                 "pointer-events=\"none\" data-first-op=\"0\" data-last-op=\"8\"/>") != std::string::npos);
}

TEST_CASE("plan_svg draws the overheads on top, the placement as a phase before op 0, the usable memory") {
  plan_svg_options o{.title = "t",
                     .subtitle = "a configuration line",
                     .usable = 5_GiB,
                     .overhead = 512_MiB,
                     .overhead_detail = "overheads 512 MiB: context"};
  o.placement_by_role[static_cast<std::size_t>(role::parameter)] = 1_GiB;
  o.placement_by_role[static_cast<std::size_t>(role::collective)] = 1_GiB;
  o.placement_detail = "placement: 2 GiB";
  o.role_detail[static_cast<std::size_t>(role::activation)] = "layer.0/mlp";
  const std::string svg = plan_svg(small_timeline(), o);
  CHECK(xml_problem(svg) == "");
  // The subtitle under the title pushes the plot down one line (top at 64 px).
  CHECK(svg.find("<text x=\"90\" y=\"42\" font-size=\"11\" fill=\"#555\">a configuration line</text>\n") !=
        std::string::npos);
  // Usable 5 GiB is the top (round ticks of 1 GiB); the placement phase is 6% of the plot (42.6 px).
  CHECK(count(svg, ">5 GiB</text>") == 1);
  CHECK(svg.find("<rect x=\"90.0\" y=\"64\" width=\"42.6\" height=\"446\" fill=\"#f3efe6\"><title>placement: 2 "
                 "GiB</title></rect>\n<text x=\"94.0\" y=\"78\" fill=\"#666\">placement</text>\n") != std::string::npos);
  CHECK(svg.find("<title>parameter at the placement: 1.00 GiB</title>") != std::string::npos);
  CHECK(svg.find("<title>collective at the placement: 1.00 GiB</title>") != std::string::npos);
  // The overheads: a band over the stack and one over the placement, and a legend entry.
  CHECK(count(svg, "<title>overheads 512 MiB: context</title>") == 3);
  CHECK(svg.find(">overheads</text>") != std::string::npos);
  CHECK(svg.find("<title>activation: at most 2.00 GiB live; largest at the peak: layer.0/mlp</title>") !=
        std::string::npos);
  CHECK(svg.find("<title>usable memory per device: 5.00 GiB</title>") != std::string::npos);
  CHECK(svg.find(">usable 5.00 GiB</text>") != std::string::npos);
  CHECK(svg.find(">peak 3.00 GiB at op 4 (+ 512.00 MiB overheads)</text>") != std::string::npos);
  // A placement above the step's peak is the verdict's peak: labelled so, the step's as the step's.
  plan_svg_options high = o;
  high.placement_by_role[static_cast<std::size_t>(role::collective)] = 4_GiB;
  const std::string placed = plan_svg(small_timeline(), high);
  CHECK(placed.find(">placement 5.00 GiB: the peak, before the step runs</text>") != std::string::npos);
  CHECK(placed.find(">step peak 3.00 GiB at op 4 (+ 512.00 MiB overheads)</text>") != std::string::npos);
  CHECK(count(placed, ">6 GiB</text>") == 1);  // 5 GiB + overheads: the scale reaches 6
}

TEST_CASE("plan_svg of an empty timeline is still a chart: axes from 0, the peak at op 0") {
  const std::string svg = plan_svg(role_timeline{});
  CHECK(xml_problem(svg) == "");
  CHECK(svg.find("<line x1=\"90\" y1=\"510\" x2=\"800\" y2=\"510\" stroke=\"black\"/>\n") != std::string::npos);
  CHECK(svg.find(">peak 0 B at op 0</text>") != std::string::npos);
  CHECK(count(svg, "<polygon ") == 0);
}

TEST_CASE("plan_svg_options_of: a plan's model and verdict in the title, its configuration, overheads and placement") {
  training_config c;
  c.model.layers = 2;
  c.model.seq_len = 512;
  c.model.name = "tiny <8B>";
  const memory_plan p = plan(c);
  const plan_svg_options o = plan_svg_options_of(p);
  CHECK(o.title == fmt::format("tiny <8B>: live bytes per device by role; {} ({} of {})",
                               p.fits ? "fits" : "does not fit", p.total, p.usable));
  CHECK(o.subtitle == to_string(p.config, p.target));
  CHECK(o.usable == p.usable);
  CHECK(o.overhead == p.overhead);
  CHECK(o.placement_by_role == p.placement_by_role);
  CHECK(o.role_detail == p.largest_at_peak);
  const std::string svg = plan_svg(p, plan_timeline(c));
  CHECK(xml_problem(svg) == "");
  CHECK(svg.find("tiny &lt;8B&gt;: live bytes per device by role") != std::string::npos);
}

TEST_CASE("plan_compare_svg: each plan's live bytes with overheads against the share of its step, the verdicts") {
  role_timeline longer = small_timeline();
  for (std::size_t& s : longer.steps) s *= 2;  // the same bytes over twice the ops
  const std::vector<compared_timeline> plans{{"A: <as given>", small_timeline(), 1_GiB, 4_GiB, true},
                                             {"B: longer", longer, 0_GiB, 3_GiB, false}};
  const std::string svg = plan_compare_svg(plans, 5_GiB, "8B & co");
  CHECK(xml_problem(svg) == "");
  CHECK(svg.find(">8B &amp; co</text>") != std::string::npos);
  CHECK(svg.find(">A: &lt;as given&gt;: 4.00 GiB with overheads, fits</text>") != std::string::npos);
  CHECK(svg.find(">B: longer: 3.00 GiB with overheads, does not fit</text>") != std::string::npos);
  CHECK(count(svg, "<polyline ") == 2);
  CHECK(count(svg, "</polyline>") == 2);  // each with its hover text
  // Both lines cover the same share of their steps: the same x positions, 90 to 970 px.
  const std::size_t a = svg.find("<polyline "), b = svg.find("<polyline ", a + 1);
  const auto points = [&](std::size_t at) {
    const std::size_t from = svg.find("points=\"", at) + 8;
    return svg.substr(from, svg.find('"', from) - from);
  };
  CHECK(points(a).starts_with("90.0,"));
  CHECK(points(b).starts_with("90.0,"));
  CHECK(points(a).find(" 970.0,") != std::string::npos);
  CHECK(points(b).find(" 970.0,") != std::string::npos);
  CHECK(points(a) != points(b));  // A carries 1 GiB of overheads more
  CHECK(count(svg, ">usable 5.00 GiB</text>") == 1);
  const std::vector<compared_timeline> seven(7, plans[0]);
  CHECK_THROWS_WITH_AS((void)plan_compare_svg(seven, 5_GiB, "t"),
                       "plan_compare_svg: 7 plans to compare; it draws at most 6", invalid_error);
}
