// `shardmem reference` (hidden from --help): every subcommand's flags as markdown, read from the
// CLI11 apps the other files of this folder declare, so the flag reference (the generated part
// of examples/REFERENCE.md, compared with this output by a test) says what --help says. The
// planner's options are listed once, with the Python keyword each is declared with
// (shardmem::for_each_plan_option).
#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "cli.hpp"

namespace shardmem_cli {
namespace {

// The plan options' flags, each with its Python keyword.
std::map<std::string, std::string> plan_keywords() {
  std::map<std::string, std::string> out;
  shardmem::for_each_plan_option([&](auto, const shardmem::plan_option& d) {
    out.emplace(d.flag(), fmt::format("{}={}", d.name, d.form == shardmem::option_form::off ? "False" : ""));
  });
  return out;
}

// Each option's names, sorted (a set of pointers has no stable order).
std::vector<std::string> names_of(const std::set<CLI::Option*>& options) {
  std::vector<std::string> out;
  for (const CLI::Option* o : options) out.push_back("`" + o->get_name() + "`");
  std::sort(out.begin(), out.end());
  return out;
}

// An option's line: `--flag TYPE`: help. Takes ...; default ...; needs/excludes; Python keyword.
void print_option(const CLI::Option& o, const std::map<std::string, std::string>& keywords) {
  const bool positional = o.get_name().rfind('-', 0) != 0;
  std::string type = o.get_type_name();
  std::string takes;
  if (const std::size_t colon = type.find(':'); colon != std::string::npos) {
    takes = type.substr(colon + 1);
    type.resize(colon);
  }
  std::string name = positional ? o.get_name() : o.get_name(false, true);
  if (positional)
    std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return std::toupper(c); });
  else if (o.get_expected_max() > 0 && !type.empty()) name += " " + type;
  std::vector<std::string> notes;
  if (positional) notes.emplace_back(o.get_required() ? "positional, required" : "positional");
  else if (o.get_required()) notes.emplace_back("required");
  if (!takes.empty()) notes.push_back("takes " + takes);
  if (!o.get_default_str().empty()) notes.push_back("default `" + o.get_default_str() + "`");
  if (const auto n = names_of(o.get_needs()); !n.empty()) notes.push_back(fmt::format("needs {}", fmt::join(n, ", ")));
  if (const auto n = names_of(o.get_excludes()); !n.empty())
    notes.push_back(fmt::format("not with {}", fmt::join(n, ", ")));
  if (const auto k = keywords.find(o.get_name()); k != keywords.end()) notes.push_back("Python `" + k->second + "`");
  fmt::print("- `{}`: {}", name, o.get_description());
  if (!notes.empty()) fmt::print(" ({})", fmt::join(notes, "; "));
  fmt::print("\n");
}

// A subcommand's options (and its option groups'), less --help and, where `skip` has them, the
// plan options listed on their own.
void print_options(const CLI::App& app, const std::map<std::string, std::string>& keywords,
                   const std::map<std::string, std::string>& skip) {
  for (const CLI::Option* o : app.get_options())
    if (!o->check_lname("help") && !skip.count(o->get_name())) print_option(*o, keywords);
  for (const CLI::App* group : app.get_subcommands([](const CLI::App* s) { return s->get_name().empty(); })) {
    for (const CLI::Option* o : group->get_options()) print_option(*o, keywords);
    fmt::print("- {}.\n", group->get_description());
  }
}

void print_command(const CLI::App& app, const std::string& path, const std::map<std::string, std::string>& keywords) {
  fmt::print("### `{}`\n\n{}.\n\n", path, app.get_description());
  // A subcommand that takes every plan option (plan, sweep) lists them once, below; another that
  // shares a flag with them (--mesh, --max-input-bytes) lists its own.
  const bool plan_options = std::all_of(keywords.begin(), keywords.end(),
                                        [&](const auto& k) { return app.get_option_no_throw(k.first) != nullptr; });
  if (plan_options) fmt::print("Every [plan option](#plan-options), and:\n\n");
  print_options(app, plan_options ? keywords : std::map<std::string, std::string>{},
                plan_options ? keywords : std::map<std::string, std::string>{});
  const std::string footer = app.get_footer();
  if (footer.size() > 1 && (app.get_parent() == nullptr || footer != app.get_parent()->get_footer()))
    fmt::print("\n```\n{}\n```\n", footer.substr(0, footer.find_last_not_of('\n') + 1));
  fmt::print("\n");
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App* s) { return !s->get_group().empty(); }))
    if (!sub->get_name().empty()) print_command(*sub, path + " " + sub->get_name(), keywords);
}

void print_reference(const CLI::App& root) {
  const std::map<std::string, std::string> keywords = plan_keywords();
  fmt::print("Made by `shardmem reference` from the declarations `--help` prints; each subcommand also takes "
             "`-h`/`--help`.\n\n");
  const CLI::App* plan = nullptr;
  for (const CLI::App* sub : root.get_subcommands([](const CLI::App* s) { return !s->get_group().empty(); })) {
    print_command(*sub, "shardmem " + sub->get_name(), keywords);
    if (sub->get_name() == "plan") plan = sub;
  }
  if (plan == nullptr) return;
  fmt::print("### Plan options\n\nThe configuration `shardmem plan` and `shardmem sweep` read; each is also a "
             "keyword of Python's `shardmem.plan`, `shardmem.config` and `shardmem.sweep`. Sizes take a unit "
             "(`70GiB`, `70GB`).\n\n");
  for (const CLI::Option* o : plan->get_options())
    if (keywords.count(o->get_name())) print_option(*o, keywords);
}

}  // namespace

subcommand add_reference_command(CLI::App& app) {
  CLI::App* cmd = app.add_subcommand("reference", "Every subcommand's options as markdown")->group("");
  return {cmd, [&app] { print_reference(app); }};
}

}  // namespace shardmem_cli
