// Which XLA backend compiled a module, and the buffer-assignment constants that differ by backend:
// the named choice (gpu, cpu, tpu), the alignment of the allocations each makes, and the backend a
// module's text says it was compiled for (custom-call targets, fusion kinds, backend_config
// fields, tiled layouts). The rules that differ in what may share a buffer are in
// hlo_buffer_sharing.hpp; the bytes of a shape on each backend in hlo_sizes.hpp.
//
// Sources (openxla/xla; jaxlib 0.10.2 was built from 5a9e73cbd92530cac2ac36f4736a774b2412afe2, as
// jax-ml/jax 990e6a0b's third_party/xla/revision.bzl pins it; read at 353a6d6c92ef):
//   xla/service/gpu/gpu_constants.h: kXlaAllocatedBufferAlignBytes = 128;
//   xla/service/cpu/cpu_compiler.cc: memory_alignment (MinAlign() for every color),
//     CpuCompiler::CreateBufferAssignment;
//   xla/backends/cpu/alignment.h: MinAlign() = EIGEN_MAX_ALIGN_BYTES, 64 in jaxlib's x86-64 wheels
//     (every offset in their buffer-assignment dumps is a multiple of 64, and a 140-byte buffer's
//     neighbour starts at 192);
//   xla/service/buffer_assignment_test.cc: the 1-byte alignment of XLA's hardware-independent
//     tests, taken for TPU, whose buffer assignment is not public;
//   xla/backends/cpu/transforms/library_fusion_kinds.h (kYnnFusionKind, kOneDnnFusionKind),
//     xla/backends/cpu/xnn_support.h (kXnnFusionKind), xla/service/cpu/backend_config.proto
//     (outer_dimension_partitions), xla/service/cpu/small_while_loop_hoisting_pass.cc (the
//     xla_cpu_small_call frontend attribute of a small loop made a call): what only XLA:CPU writes;
//   xla/service/gpu/cublas_cudnn.h (the __cublas$, __cudnn$, __cusolver$ targets),
//     xla/service/gpu/backend_configs.proto (operation_queue_id, fusion_backend_config): what only
//     XLA:GPU writes;
//   xla/layout.h (tiles, printed `T(8,128)`): what TPU layouts carry and CPU and GPU ones do not;
//   JAX 0.10.2's own custom calls (jax/_src/lax/linalg.py, jax/_src/prng.py, jax/_src/pallas,
//     jax/_src/tpu_custom_call.py): lapack_*_ffi run on CPU only; cusolver_*, cu_*, hipsolver_*,
//     hip_*, triton_kernel_call and mosaic_gpu on GPU only; tpu_custom_call (Pallas, Mosaic) on
//     TPU only.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include <shardmem/core/error.hpp>
#include <shardmem/xla/hlo_module.hpp>

namespace shardmem {

/// Whose buffer-assignment rules to follow. gpu (the default): XLA:GPU's sharing hints and 128-byte
/// alignment; cpu: XLA's generic sharing rules (XLA:CPU gives no hint) and 64-byte alignment; tpu:
/// sizes padded to the layouts' tiles (`{1,0:T(8,128)}`), XLA's generic sharing rules and 1-byte
/// alignment (TPU's own rules are not public: its temp is an estimate).
enum class hlo_backend : std::uint8_t { gpu, cpu, tpu };

/// "gpu", "cpu" or "tpu".
[[nodiscard]] constexpr std::string_view hlo_backend_name(hlo_backend b) noexcept {
  switch (b) {
    case hlo_backend::cpu: return "cpu";
    case hlo_backend::tpu: return "tpu";
    case hlo_backend::gpu: break;
  }
  return "gpu";
}

/// The backend named `name` ("gpu", "cpu" or "tpu", as hlo_backend_name writes them, in any case).
/// @throws parse_error for another name, naming the three.
/// Example: parse_hlo_backend("cpu") is hlo_backend::cpu.
[[nodiscard]] inline hlo_backend parse_hlo_backend(std::string_view name) {
  for (const hlo_backend b : {hlo_backend::gpu, hlo_backend::cpu, hlo_backend::tpu})
    if (same_name(name, hlo_backend_name(b))) return b;
  detail::raise<parse_error>("unknown XLA backend '{}'{}; give gpu, cpu or tpu", escape(name),
                             did_you_mean(name, std::array<std::string_view, 3>{"gpu", "cpu", "tpu"}));
}

/// The alignment of the allocations buffer assignment makes on `b`: each chunk of the heap of
/// temporaries starts at a multiple of it, and so does each temporary allocation laid behind
/// another (CombineTempAllocations). GPU 128, CPU 64, TPU 1 (the file comment names the sources).
[[nodiscard]] constexpr std::int64_t hlo_backend_alignment(hlo_backend b) noexcept {
  switch (b) {
    case hlo_backend::cpu: return 64;
    case hlo_backend::tpu: return 1;
    case hlo_backend::gpu: break;
  }
  return 128;
}

/// A backend and how it was chosen: given by the caller, detected from the module's text, or the
/// default (GPU) where the text says nothing, or says more than one backend.
struct hlo_backend_choice {
  enum class source_t : std::uint8_t { given, detected, fallback };
  hlo_backend backend = hlo_backend::gpu;
  source_t source = source_t::fallback;
  /// What decided it, one sentence: the instruction whose text names the backend (detected), or
  /// why the default was taken; empty when given.
  std::string evidence{};
};

/// "given", "detected" or "default".
[[nodiscard]] constexpr std::string_view hlo_backend_source_name(hlo_backend_choice::source_t s) noexcept {
  switch (s) {
    case hlo_backend_choice::source_t::given: return "given";
    case hlo_backend_choice::source_t::detected: return "detected";
    case hlo_backend_choice::source_t::fallback: break;
  }
  return "default";
}

namespace detail {

// What in one instruction's text names a backend: the backend and a phrase saying what, or
// nothing.
struct hlo_backend_sign {
  hlo_backend backend;
  std::string what;
};

[[nodiscard]] inline bool hlo_has_tiles(const hlo_shape& s) {
  std::vector<const hlo_shape*> work{&s};  // a stack, not recursion: tuples may nest deep
  while (!work.empty()) {
    const hlo_shape* cur = work.back();
    work.pop_back();
    if (cur->layout && !cur->layout->tiles.empty()) return true;
    for (const hlo_shape& e : cur->elements) work.push_back(&e);
  }
  return false;
}

[[nodiscard]] inline std::optional<hlo_backend_sign> hlo_backend_sign_of(const hlo_instruction& in) {
  if (const auto target = in.attribute("custom_call_target")) {
    static constexpr std::string_view cpu[] = {"\"__onednn$", "\"lapack_"};
    static constexpr std::string_view gpu[] = {"\"__cublas$", "\"__cudnn$",     "\"__cusolver$",  "\"__triton",
                                               "\"__gpu$",    "\"cusolver_",    "\"cu_",          "\"hipsolver_",
                                               "\"hip_",      "\"triton_kernel", "\"mosaic_gpu"};
    static constexpr std::string_view tpu[] = {"\"tpu_custom_call\""};
    for (const std::string_view p : cpu)
      if (target->starts_with(p))
        return hlo_backend_sign{hlo_backend::cpu, fmt::format("custom-call target {}", *target)};
    for (const std::string_view p : gpu)
      if (target->starts_with(p))
        return hlo_backend_sign{hlo_backend::gpu, fmt::format("custom-call target {}", *target)};
    for (const std::string_view p : tpu)
      if (target->starts_with(p))
        return hlo_backend_sign{hlo_backend::tpu, fmt::format("custom-call target {}", *target)};
  }
  if (const auto config = in.attribute("backend_config")) {
    static constexpr std::string_view cpu[] = {"\"__ynn_fusion\"", "\"__xnn_fusion\"", "\"__onednn_fusion\"",
                                               "\"outer_dimension_partitions\""};
    static constexpr std::string_view gpu[] = {"\"operation_queue_id\"", "\"fusion_backend_config\""};
    for (const std::string_view k : cpu)
      if (config->find(k) != std::string_view::npos)
        return hlo_backend_sign{hlo_backend::cpu, fmt::format("backend_config {}", k)};
    for (const std::string_view k : gpu)
      if (config->find(k) != std::string_view::npos)
        return hlo_backend_sign{hlo_backend::gpu, fmt::format("backend_config {}", k)};
  }
  if (const auto attributes = in.attribute("frontend_attributes");
      attributes && attributes->find("xla_cpu_small_call") != std::string_view::npos)
    return hlo_backend_sign{hlo_backend::cpu, "frontend_attributes xla_cpu_small_call"};
  if (hlo_has_tiles(in.shape)) return hlo_backend_sign{hlo_backend::tpu, "a tiled layout (T(...))"};
  return std::nullopt;
}

}  // namespace detail

/// The backend `m`'s text says it was compiled for: cpu where an instruction carries what only
/// XLA:CPU or JAX's CPU kernels write (a `__ynn_fusion`, `__xnn_fusion` or `__onednn_fusion`
/// fusion kind, `outer_dimension_partitions` in a backend_config, `xla_cpu_small_call` in
/// frontend_attributes, a `__onednn$` or `lapack_` custom call), gpu where one carries what only XLA:GPU or JAX's GPU kernels write (a
/// `__cublas$`, `__cudnn$`, `__cusolver$`, `__triton`, `__gpu$`, `cusolver_`, `cu_`, `hipsolver_`,
/// `hip_`, `triton_kernel` or `mosaic_gpu` custom call, `operation_queue_id` or
/// `fusion_backend_config` in a backend_config), tpu where a shape's layout has tiles
/// (`{1,0:T(8,128)}`) or a `tpu_custom_call` is made. Where nothing says, or two backends do, the
/// choice is the default, GPU, with the reason in `evidence`.
/// Example: a module with `backend_config={"fusion_config":{"kind":"__ynn_fusion"}}` on fusion
/// `ynn_fusion.2` is cpu, detected, evidence "fusion 'ynn_fusion.2' has backend_config
/// \"__ynn_fusion\" (XLA:CPU writes it)".
[[nodiscard]] inline hlo_backend_choice hlo_detect_backend(const hlo_module& m) {
  std::string first[3];  // by backend: the first sign found
  for (const hlo_computation& c : m.computations)
    for (const hlo_instruction& in : c.instructions) {
      const auto sign = detail::hlo_backend_sign_of(in);
      if (!sign) continue;
      std::string& slot = first[static_cast<std::size_t>(sign->backend)];
      if (slot.empty())
        slot = fmt::format("{} '{}' has {} (XLA:{} writes it)", in.opcode, escape(in.name), sign->what,
                           sign->backend == hlo_backend::cpu   ? "CPU"
                           : sign->backend == hlo_backend::gpu ? "GPU"
                                                               : "TPU");
    }
  std::vector<hlo_backend> found;
  for (const hlo_backend b : {hlo_backend::gpu, hlo_backend::cpu, hlo_backend::tpu})
    if (!first[static_cast<std::size_t>(b)].empty()) found.push_back(b);
  if (found.size() == 1)
    return {found[0], hlo_backend_choice::source_t::detected, std::move(first[static_cast<std::size_t>(found[0])])};
  if (found.empty())
    return {hlo_backend::gpu, hlo_backend_choice::source_t::fallback,
            "nothing in the module names a backend; GPU's rules by default (give the backend where it is another)"};
  std::string both;
  for (const hlo_backend b : found)
    both += fmt::format("{}{}: {}", both.empty() ? "" : "; ", hlo_backend_name(b), first[static_cast<std::size_t>(b)]);
  return {hlo_backend::gpu, hlo_backend_choice::source_t::fallback,
          fmt::format("the module names more than one backend ({}); GPU's rules by default (give the backend)", both)};
}

}  // namespace shardmem
