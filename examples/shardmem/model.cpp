// `shardmem model show NAME`: a preset as model JSON, the form `--model-file` reads, to start a
// model of one's own from; `shardmem model show --model-file F` prints how a file (shardmem's
// model JSON or a Hugging Face config.json) is read, with its parameter count on stderr.
#include <cstdint>
#include <memory>
#include <string>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <shardmem/core/bytes.hpp>
#include <shardmem/core/error.hpp>
#include <shardmem/core/text_file.hpp>
#include <shardmem/models/config.hpp>
#include <shardmem/models/json.hpp>
#include <shardmem/models/presets.hpp>

#include "cli.hpp"

namespace shardmem_cli {

subcommand add_model_command(CLI::App& app) {
  CLI::App* model = app.add_subcommand("model", "Model descriptions: `model show NAME` prints a preset as the JSON "
                                                "--model-file reads");
  model->require_subcommand(1);
  CLI::App* show = model->add_subcommand("show", "A preset, or what a model file (shardmem's model JSON or a Hugging "
                                                 "Face config.json) is read as, in shardmem's model JSON");
  struct options {
    std::string name, file;
    std::int64_t max_input_bytes = shardmem::default_max_file_bytes;
  };
  auto o = std::make_shared<options>();
  show->add_option("name", o->name, "A preset: " + fmt::format("{}", fmt::join(shardmem::preset_names(), ", ")));
  add_max_input_bytes(show, o->max_input_bytes)
      ->needs(show->add_option("--model-file", o->file, "A model file to read instead of a preset"));
  return {model, [o] {
            if (o->name.empty() == o->file.empty())
              throw shardmem::invalid_error("model show: give a preset name or --model-file, one of them");
            const shardmem::transformer_config c = o->file.empty() ? shardmem::preset(o->name)
                                                                   : shardmem::read_model_json_file(o->file, o->max_input_bytes);
            fmt::print("{}", shardmem::write_model_json(c));
            fmt::print(stderr, "{}: {} parameters\n", c.name, shardmem::group_thousands(shardmem::parameter_count(c)));
          }};
}

}  // namespace shardmem_cli
