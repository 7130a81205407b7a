// The generated module of hlo_bench and analysis_bench: what XLA prints for a training step,
// scheduled, from a fixed seed (hlo_bench.cpp's header says what it holds).
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <iterator>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

namespace shardmem_bench {

// A scheduled module like the one XLA prints for a training step (see the header comment). The
// text comes in two passes from the same seed, computations then the entry, so that the caller
// can write it into one string (sized by two counting passes first) without a second copy;
// scheduled() counts the instructions hlo_liveness puts on its time line (the entry's and the
// called computations').
class module_generator {
 public:
  enum class part { computations, entry };

  module_generator(std::size_t target, std::uint64_t seed) : target_(target), seed_(seed) {}

  // Appends the given part to `out`, or only counts its bytes when `out` is null; returns them.
  std::size_t write(part p, std::string* out) {
    part_ = p, out_ = out, bytes_ = 0;
    rng_.seed(seed_);  // each pass draws the same
    id_ = 0, written_ = 0, scheduled_ = 0;
    recent_.assign(std::size(shapes), {});
    pending_.clear();
    if (p == part::computations) emit(header());
    // The one reduce region, shared by every reduce (XLA's deduplicated `region_0.N`): not called,
    // only applied, so hlo_liveness does not flatten it.
    comps("%region_0.add (Arg_0.1: f32[], Arg_1.1: f32[]) -> f32[] {\n"
          "  %Arg_0.1 = f32[] parameter(0)\n"
          "  %Arg_1.1 = f32[] parameter(1)\n"
          "  ROOT %add.1 = f32[] add(f32[] %Arg_0.1, f32[] %Arg_1.1), metadata={op_type=\"add\" "
          "op_name=\"jit(step)/jit(main)/reduce_sum\" source_file=\"/workspace/model/train.py\" source_line=88}\n"
          "}\n\n");
    written_ += 3;
    entry_line(fmt::format("ENTRY %main.{} ({}) -> ({}, {}) {{\n", target_, signature_params(), dims(0, false),
                           dims(1, false)));
    for (std::size_t k = 0; k < params; ++k) {
      const std::size_t s = k % std::size(shapes);
      const bool sharded = k >= std::size(shapes);
      const std::string name = fmt::format("param.{}", k);
      instr(entry_,
            fmt::format("  %{} = {} parameter({}), sharding={}, metadata={{op_name=\"params['TransformerBlock_{}']"
                        "['MlpBlock']['Dense_0']['kernel']\"}}\n",
                        name, sharded ? sharded_dims(s) : dims(s), k, sharded ? "{devices=[8,1]<=[8]}" : "{replicated}",
                        k));
      (sharded ? sharded_params_ : params_).push_back({name, s});
      if (!sharded) push(s, name);
    }
    // Blocks until the target is near, leaving room for pending dones and the root.
    while (written_ + pending_.size() * 3 + 40 < target_) block();
    while (!pending_.empty()) finish_pending();
    const std::string a = pick(0), b = pick(1);
    instr(entry_, fmt::format("  ROOT %tuple.{} = ({}, {}) tuple({} %{}, {} %{})\n", ++id_, dims(0), dims(1), dims(0),
                              a, dims(1), b));
    entry_line("}\n\n");
    return bytes_;
  }

  [[nodiscard]] std::size_t written() const { return written_; }
  [[nodiscard]] std::size_t scheduled() const { return scheduled_; }

 private:
  struct shape {
    const char* element;
    int rows, cols;
  };
  static constexpr shape shapes[] = {{"f32", 1024, 512}, {"bf16", 1024, 2048}, {"f32", 256, 4096}, {"bf16", 512, 512}};
  static constexpr std::size_t params = 64;  // one replicated per shape, then the rest sharded 8 ways

  struct value {
    std::string name;
    std::size_t shape;
  };
  // An asynchronous pair's done (or a second copy pair), written a few blocks after its start.
  struct pending {
    int blocks_left;
    std::string text;  // the entry instruction(s) to write
    std::size_t count;
    std::size_t shape;
    std::string result;  // pushed as the value of its shape once written; empty when none
  };

  static std::string dims(std::size_t s, bool layout = true) {
    return fmt::format("{}[{},{}]{}", shapes[s].element, shapes[s].rows, shapes[s].cols, layout ? "{1,0}" : "");
  }
  static std::string sharded_dims(std::size_t s, bool layout = true) {
    return fmt::format("{}[{},{}]{}", shapes[s].element, shapes[s].rows / 8, shapes[s].cols, layout ? "{1,0}" : "");
  }
  static std::string signature_params() {
    std::string out;
    for (std::size_t k = 0; k < params; ++k)
      out += fmt::format("{}param.{}: {}", k ? ", " : "", k,
                         k >= std::size(shapes) ? sharded_dims(k % std::size(shapes), false)
                                                : dims(k % std::size(shapes), false));
    return out;
  }
  std::string header() const {
    std::string layout = "(";
    for (std::size_t k = 0; k < params; ++k)
      layout += (k ? ", " : "") +
                (k >= std::size(shapes) ? sharded_dims(k % std::size(shapes)) : dims(k % std::size(shapes)));
    layout += ")->(" + dims(0) + ", " + dims(1) + ")";
    return fmt::format(
        "HloModule jit_step, is_scheduled=true, input_output_alias={{ {{0}}: (0, {{}}, may-alias) }}, "
        "entry_computation_layout={{{}}}, allow_spmd_sharding_propagation_to_output={{true}}, num_partitions=8, "
        "frontend_attributes={{fingerprint_before_lhs=\"9a0c5e1f3b7d2c4e6f8a1b3c5d7e9f02\"}}\n\n",
        layout);
  }

  int pct() { return static_cast<int>(rng_() % 100); }
  std::size_t below(std::size_t n) { return static_cast<std::size_t>(rng_() % n); }

  // As JAX writes it: the op's scope path, the primitive with its parameters, the Python source.
  std::string metadata(std::string_view op_type) {
    static constexpr const char* scopes[] = {"SelfAttention_0/query", "SelfAttention_0/softmax",
                                             "MlpBlock_0/Dense_0",    "MlpBlock_0/gelu",
                                             "LayerNorm_0",           "SelfAttention_0/out",
                                             "MlpBlock_0/Dense_1",    "residual"};
    static constexpr const char* params[] = {"", "[axes=(1,)]", "[new_dtype=bfloat16 weak_type=False]",
                                             "[shape=(1024, 512) broadcast_dimensions=(0,) sharding=None]"};
    static constexpr const char* files[] = {"/usr/local/lib/python3.11/site-packages/flax/linen/linear.py",
                                            "/workspace/model/transformer.py",
                                            "/usr/local/lib/python3.11/site-packages/jax/_src/nn/functions.py"};
    const std::size_t layer = below(48), scope = below(std::size(scopes)), param = below(std::size(params)),
                      file = below(std::size(files)), line = 100 + below(400);
    return fmt::format("metadata={{op_type=\"{}\" op_name=\"jit(train_step)/jit(main)/transpose(jvp(Transformer))/"
                       "TransformerBlock_{}/{}/{}{}\" source_file=\"{}\" source_line={}}}",
                       op_type, layer, scopes[scope], op_type, params[param], files[file], line);
  }

  // Text of one part or the other; each counted instruction is written through instr().
  void emit(std::string_view s) {
    bytes_ += s.size();
    if (out_) *out_ += s;
  }
  void comps(std::string_view s) {
    if (part_ == part::computations) emit(s);
  }
  void entry_line(std::string_view s) {
    if (part_ == part::entry) emit(s);
  }
  struct sink {
    std::string text;
    bool scheduled;
  };
  void instr(sink& k, std::string_view line) {
    k.text += line;
    ++written_;
    if (k.scheduled) ++scheduled_;
  }
  void instr(std::nullptr_t, std::string_view line) {  // the entry, straight out
    entry_line(line);
    ++written_, ++scheduled_;
  }
  static constexpr std::nullptr_t entry_ = nullptr;

  void push(std::size_t s, std::string name) {
    auto& r = recent_[s];
    r.push_back(std::move(name));
    if (r.size() > 8) r.pop_front();
  }
  // A recent value of shape s (a replicated parameter at first).
  std::string pick(std::size_t s) {
    const auto& r = recent_[s];
    return r[r.size() - 1 - below(std::min<std::size_t>(r.size(), 4))];
  }
  std::string operand(std::size_t s, const std::string& name) { return dims(s) + " %" + name; }

  // A fused computation of `arity` parameters of shape s, defined in the computations part.
  std::string fused_computation(std::size_t s, std::size_t arity, std::string_view kind_op) {
    const std::size_t n = ++id_;
    const std::string name = fmt::format("fused_computation.{}", n);
    sink body{fmt::format("%{} (", name), false};
    for (std::size_t k = 0; k < arity; ++k)
      body.text += fmt::format("{}param_{}.{}: {}", k ? ", " : "", k, n, dims(s, false));
    body.text += fmt::format(") -> {} {{\n", dims(s, false));
    for (std::size_t k = 0; k < arity; ++k)
      instr(body, fmt::format("  %param_{}.{} = {} parameter({})\n", k, n, dims(s), k));
    std::string last = fmt::format("param_0.{}", n);
    static constexpr const char* ops[] = {"multiply", "add", "subtract", "maximum"};
    for (std::size_t k = 1; k < arity; ++k) {
      const std::string next = fmt::format("{}.{}.{}", ops[k % 4], k, n);
      instr(body, fmt::format("  %{} = {} {}({}, {}), {}\n", next, dims(s), ops[k % 4], operand(s, last),
                              operand(s, fmt::format("param_{}.{}", k, n)), metadata(ops[k % 4])));
      last = next;
    }
    instr(body, fmt::format("  ROOT %{}.{} = {} {}({}), {}\n", kind_op, n, dims(s), kind_op, operand(s, last),
                            metadata(kind_op)));
    body.text += "}\n\n";
    comps(body.text);
    return name;
  }

  // A fusion of values of shape s, and its body; fusion_of takes the operand list as written.
  void fusion(std::size_t s, std::vector<std::string> ins, sink* into = nullptr) {
    std::string args;
    for (std::size_t k = 0; k < ins.size(); ++k) args += (k ? ", " : "") + operand(s, ins[k]);
    fusion_of(s, ins.size(), args, into);
  }
  void fusion_of(std::size_t s, std::size_t arity, const std::string& args, sink* into = nullptr) {
    static constexpr const char* roots[] = {"exponential", "tanh", "negate", "sqrt", "convert"};
    const std::string callee = fused_computation(s, arity, roots[below(std::size(roots))]);
    const std::string name = fmt::format("fusion.{}", ++id_);
    const std::string line = fmt::format("  %{} = {} fusion({}), kind=kLoop, calls=%{}, {}\n", name, dims(s), args,
                                         callee, metadata("fusion"));
    if (into) instr(*into, line);
    else instr(entry_, line);
    if (!into) push(s, name);
    last_ = name;
  }

  // A called computation of two parameters of shape s returning a tuple of two, with a fusion and
  // (at depth 0, half the time) a call of its own; written before the caller's text.
  std::string called_computation(std::size_t s, int depth) {
    const std::size_t n = ++id_;
    const std::string name = fmt::format("region_{}.{}", depth + 1, n);
    sink body{"", true};
    const std::string p0 = fmt::format("Arg_0.{}", n), p1 = fmt::format("Arg_1.{}", n);
    instr(body, fmt::format("  %{} = {} parameter(0)\n", p0, dims(s)));
    instr(body, fmt::format("  %{} = {} parameter(1)\n", p1, dims(s)));
    const std::string mul = fmt::format("multiply.{}", n);
    instr(body, fmt::format("  %{} = {} multiply({}, {}), {}\n", mul, dims(s), operand(s, p0), operand(s, p1),
                            metadata("mul")));
    fusion(s, {mul, p1}, &body);
    std::string x = last_;
    if (depth == 0 && pct() < 50) {
      const std::string callee = called_computation(s, depth + 1);
      const std::string call = fmt::format("call.{}", ++id_), g0 = fmt::format("get-tuple-element.{}", ++id_);
      instr(body, fmt::format("  %{} = ({}, {}) call({}, {}), to_apply=%{}\n", call, dims(s), dims(s), operand(s, x),
                              operand(s, p0), callee));
      instr(body,
            fmt::format("  %{} = {} get-tuple-element(({}, {}) %{}), index=0\n", g0, dims(s), dims(s), dims(s), call));
      x = g0;
    }
    const std::string add = fmt::format("add.{}", n);
    instr(body,
          fmt::format("  %{} = {} add({}, {}), {}\n", add, dims(s), operand(s, x), operand(s, p0), metadata("add")));
    instr(body, fmt::format("  ROOT %tuple.{} = ({}, {}) tuple({}, {})\n", n, dims(s), dims(s), operand(s, add),
                            operand(s, mul)));
    comps(fmt::format("%{} ({}: {}, {}: {}) -> ({}, {}) {{\n{}}}\n\n", name, p0, dims(s, false), p1, dims(s, false),
                      dims(s, false), dims(s, false), body.text));
    return name;
  }

  void finish_pending() {
    pending p = std::move(pending_.front());
    pending_.pop_front();
    entry_line(p.text);
    written_ += p.count, scheduled_ += p.count;
    if (!p.result.empty()) push(p.shape, p.result);
  }

  void block() {
    const std::size_t s = below(std::size(shapes));
    const int r = pct();
    if (r < 34) {  // a loop fusion of two or three values
      std::vector<std::string> ins{pick(s), pick(s)};
      if (pct() < 40) ins.push_back(pick(s));
      fusion(s, std::move(ins));
    } else if (r < 44) {  // an elementwise op outside a fusion
      static constexpr const char* ops[] = {"add", "multiply", "subtract"};
      const char* op = ops[below(3)];
      const std::string name = fmt::format("{}.{}", op, ++id_);
      // Drawn in this order, whatever order a compiler evaluates function arguments in.
      const std::string x = pick(s), y = pick(s), md = metadata(op);
      instr(entry_, fmt::format("  %{} = {} {}({}, {}), {}\n", name, dims(s), op, operand(s, x), operand(s, y), md));
      push(s, name);
    } else if (r < 51) {  // a bitcast to 3-D, read back by a fusion
      const std::string name = fmt::format("bitcast.{}", ++id_);
      const std::string bs = fmt::format("{}[{},{},8]{{2,1,0}}", shapes[s].element, shapes[s].rows, shapes[s].cols / 8);
      const std::string x = pick(s), md = metadata("reshape");
      instr(entry_, fmt::format("  %{} = {} bitcast({}), {}\n", name, bs, operand(s, x), md));
      fusion_of(s, 2, fmt::format("{} %{}, {}", bs, name, operand(s, pick(s))));
    } else if (r < 57) {  // a tuple and its elements
      const std::size_t t = (s + 1) % std::size(shapes);
      const std::string a = pick(s), b = pick(t), tuple = fmt::format("tuple.{}", ++id_);
      const std::string ts = fmt::format("({}, {})", dims(s), dims(t));
      instr(entry_, fmt::format("  %{} = {} tuple({}, {})\n", tuple, ts, operand(s, a), operand(t, b)));
      for (std::size_t k = 0; k < 2; ++k) {
        const std::string g = fmt::format("get-tuple-element.{}", ++id_);
        instr(entry_,
              fmt::format("  %{} = {} get-tuple-element({} %{}), index={}\n", g, dims(k ? t : s), ts, tuple, k));
        push(k ? t : s, g);
      }
    } else if (r < 65) {  // a cuBLAS gemm: (result, workspace), then the result
      const std::string cc = fmt::format("custom-call.{}", ++id_), g = fmt::format("get-tuple-element.{}", ++id_);
      const std::string ts = fmt::format("({}, s8[4194304]{{0}})", dims(s));
      const std::string x = pick(s), y = pick(s), md = metadata("dot_general");
      instr(entry_, fmt::format("  %{} = {} custom-call({}, {}), custom_call_target=\"__cublas$gemm\", {}, "
                                "backend_config={{\"operation_queue_id\":\"0\",\"wait_on_operation_queues\":[],"
                                "\"gemm_backend_config\":{{\"alpha_real\":1,\"beta\":0,\"dot_dimension_numbers\":{{"
                                "\"lhs_contracting_dimensions\":[\"1\"],\"rhs_contracting_dimensions\":[\"0\"]}},"
                                "\"epilogue\":\"DEFAULT\"}},\"force_earliest_schedule\":false}}\n",
                                cc, ts, operand(s, x), operand(s, y), md));
      instr(entry_, fmt::format("  %{} = {} get-tuple-element({} %{}), index=0\n", g, dims(s), ts, cc));
      push(s, g);
    } else if (r < 71 && pending_.size() < 4) {  // an FSDP all-gather of a sharded parameter
      const value& p = sharded_params_[below(sharded_params_.size())];
      const std::string st = fmt::format("all-gather-start.{}", ++id_), done = fmt::format("all-gather-done.{}", ++id_);
      const std::string ts = fmt::format("({}, {})", sharded_dims(p.shape), dims(p.shape));
      instr(entry_, fmt::format("  %{} = {} all-gather-start({} %{}), channel_id={}, replica_groups={{{{0,1,2,3,4,5,6,"
                                "7}}}}, dimensions={{0}}, use_global_device_ids=true, {}, backend_config={{\"operation_"
                                "queue_id\":\"0\",\"collective_backend_config\":{{\"is_sync\":false}}}}\n",
                                st, ts, sharded_dims(p.shape), p.name, id_, metadata("all_gather")));
      pending_.push_back(
          {1 + static_cast<int>(below(3)),
           fmt::format("  %{} = {} all-gather-done({} %{}), {}\n", done, dims(p.shape), ts, st, metadata("all_gather")),
           1, p.shape, done});
    } else if (r < 75 && pending_.size() < 4) {  // a collective-permute of a recent value
      const std::string x = pick(s), st = fmt::format("collective-permute-start.{}", ++id_),
                        done = fmt::format("collective-permute-done.{}", ++id_);
      const std::string ts = fmt::format("({}, {}, u32[], u32[])", dims(s), dims(s));
      instr(entry_, fmt::format("  %{} = {} collective-permute-start({}), channel_id={}, source_target_pairs={{{{0,1}},"
                                "{{1,2}},{{2,3}},{{3,4}},{{4,5}},{{5,6}},{{6,7}},{{7,0}}}}, {}\n",
                                st, ts, operand(s, x), id_, metadata("ppermute")));
      pending_.push_back(
          {1 + static_cast<int>(below(3)),
           fmt::format("  %{} = {} collective-permute-done({} %{}), {}\n", done, dims(s), ts, st, metadata("ppermute")),
           1, s, done});
    } else if (r < 79 && pending_.size() < 4) {  // offload to host memory and prefetch back
      const std::string x = pick(s), cs = fmt::format("copy-start.{}", ++id_), cd = fmt::format("copy-done.{}", ++id_),
                        bs = fmt::format("copy-start.{}", ++id_), bd = fmt::format("copy-done.{}", ++id_);
      const std::string host = fmt::format("{}[{},{}]{{1,0:S(5)}}", shapes[s].element, shapes[s].rows, shapes[s].cols);
      const std::string out_ts = fmt::format("({}, {}, u32[])", host, dims(s));
      const std::string back_ts = fmt::format("({}, {}, u32[])", dims(s), host);
      instr(entry_, fmt::format("  %{} = {} copy-start({})\n", cs, out_ts, operand(s, x)));
      pending_.push_back({1 + static_cast<int>(below(2)),
                          fmt::format("  %{} = {} copy-done({} %{})\n"
                                      "  %{} = {} copy-start({} %{})\n",
                                      cd, host, out_ts, cs, bs, back_ts, host, cd),
                          2, s, ""});
      pending_.push_back({2 + static_cast<int>(below(2)),
                          fmt::format("  %{} = {} copy-done({} %{})\n", bd, dims(s), back_ts, bs), 1, s, bd});
    } else if (r < 85) {  // a call of a nested computation, and its two results
      const std::string callee = called_computation(s, 0);
      const std::string call = fmt::format("call.{}", ++id_), ts = fmt::format("({}, {})", dims(s), dims(s));
      const std::string x = pick(s), y = pick(s);
      instr(entry_,
            fmt::format("  %{} = {} call({}, {}), to_apply=%{}\n", call, ts, operand(s, x), operand(s, y), callee));
      for (std::size_t k = 0; k < 2; ++k) {
        const std::string g = fmt::format("get-tuple-element.{}", ++id_);
        instr(entry_, fmt::format("  %{} = {} get-tuple-element({} %{}), index={}\n", g, dims(s), ts, call, k));
        push(s, g);
      }
    } else if (r < 92) {  // a constant broadcast
      const std::string c = fmt::format("constant.{}", ++id_), b = fmt::format("broadcast.{}", ++id_);
      instr(entry_, fmt::format("  %{} = {}[] constant({})\n", c, shapes[s].element, below(8) * 0.125));
      instr(entry_, fmt::format("  %{} = {} broadcast({}[] %{}), dimensions={{}}, {}\n", b, dims(s), shapes[s].element,
                                c, metadata("broadcast_in_dim")));
      push(s, b);
    } else {  // a row reduction, broadcast back
      const std::string c = fmt::format("constant.{}", ++id_), red = fmt::format("reduce.{}", ++id_),
                        b = fmt::format("broadcast.{}", ++id_);
      instr(entry_, fmt::format("  %{} = f32[] constant(0)\n", c));
      const std::string x = pick(s), md = metadata("reduce_sum");
      instr(entry_,
            fmt::format("  %{} = f32[{}]{{0}} reduce({}, f32[] %{}), dimensions={{1}}, to_apply=%region_0.add, {}\n",
                        red, shapes[s].rows, operand(s, x), c, md));
      instr(entry_, fmt::format("  %{} = {} broadcast(f32[{}]{{0}} %{}), dimensions={{0}}, {}\n", b, dims(s),
                                shapes[s].rows, red, metadata("broadcast_in_dim")));
      push(s, b);
    }
    for (auto& p : pending_) --p.blocks_left;
    while (!pending_.empty() && pending_.front().blocks_left <= 0) finish_pending();
  }

  std::size_t target_;
  std::uint64_t seed_;
  std::mt19937_64 rng_;
  part part_ = part::computations;
  std::string* out_ = nullptr;
  std::size_t bytes_ = 0;
  std::size_t id_ = 0, written_ = 0, scheduled_ = 0;
  std::vector<std::deque<std::string>> recent_;  // by shape: the latest values
  std::vector<value> params_, sharded_params_;
  std::deque<pending> pending_;
  std::string last_;  // the latest fusion's name
};

// The text of a module of about `n` instructions, with the generator's counts.
struct generated {
  std::string text;
  std::size_t instructions = 0, scheduled = 0;
};

inline generated generate(std::size_t n) {
  generated g;
  module_generator gen(n, 20240611);
  // Sizes first, so that the text is one allocation of its final size and nothing else as large is
  // ever allocated (freed memory that the parse would reuse would hide some of its growth).
  g.text.reserve(gen.write(module_generator::part::computations, nullptr) +
                 gen.write(module_generator::part::entry, nullptr));
  gen.write(module_generator::part::computations, &g.text);
  gen.write(module_generator::part::entry, &g.text);
  g.instructions = gen.written(), g.scheduled = gen.scheduled();
  return g;
}

}  // namespace shardmem_bench
