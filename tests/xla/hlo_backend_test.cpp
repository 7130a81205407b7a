// Tests for xla/hlo_backend.hpp: the backend names, each backend's alignment (sources named in the
// header) and the backend a module's text says, on small modules and on the compiled programs of
// tests/data (JAX's CPU programs of jax_cpu_small, the GPU modules of jaxdecomp).
#include <doctest/doctest.h>

#include <shardmem/xla/hlo_backend.hpp>
#include <shardmem/xla/hlo_parse.hpp>

#include <filesystem>
#include <string>

#include "test_data.hpp"

using namespace shardmem;

namespace {

hlo_backend_choice detected(const std::string& body) {
  return hlo_detect_backend(parse_hlo_module("HloModule m, is_scheduled=true\n" + body));
}

}  // namespace

TEST_CASE("backend names read and print as gpu, cpu and tpu; another name is refused naming them") {
  for (const hlo_backend b : {hlo_backend::gpu, hlo_backend::cpu, hlo_backend::tpu})
    CHECK(parse_hlo_backend(hlo_backend_name(b)) == b);
  CHECK(hlo_backend_name(hlo_backend::cpu) == "cpu");
  CHECK(parse_hlo_backend("CPU") == hlo_backend::cpu);  // in any case
  CHECK_THROWS_WITH_AS((void)parse_hlo_backend("CPU\n"),
                       "unknown XLA backend 'CPU\\n' (did you mean 'cpu'?); give gpu, cpu or tpu", parse_error);
  CHECK_THROWS_WITH_AS((void)parse_hlo_backend("rocm"), "unknown XLA backend 'rocm'; give gpu, cpu or tpu",
                       parse_error);
  CHECK(hlo_backend_source_name(hlo_backend_choice::source_t::fallback) == "default");
}

TEST_CASE("allocations align to 128 bytes on GPU, 64 on CPU (MinAlign) and 1 on TPU") {
  // gpu_constants.h kXlaAllocatedBufferAlignBytes; cpu_compiler.cc memory_alignment returns
  // MinAlign(), EIGEN_MAX_ALIGN_BYTES, 64 in jaxlib's wheels (tests/data/jax_cpu_small/odd_sizes:
  // XLA's dump places a 364-byte temporary at 192, after a 140-byte one at 0).
  CHECK(hlo_backend_alignment(hlo_backend::gpu) == 128);
  CHECK(hlo_backend_alignment(hlo_backend::cpu) == 64);
  CHECK(hlo_backend_alignment(hlo_backend::tpu) == 1);
}

TEST_CASE("a __ynn_fusion fusion says CPU, naming the fusion") {
  // As JAX 0.10.2's CPU compiler prints a YNNPACK dot (tests/data/jax_cpu_small/mlp_train_4x2).
  const hlo_backend_choice c = detected(R"(f { a = f32[4,4]{1,0} parameter(0)
  ROOT d = f32[4,4]{1,0} dot(a, a), lhs_contracting_dims={1}, rhs_contracting_dims={0} }
ENTRY e { p = f32[4,4]{1,0} parameter(0)
  ROOT ynn_fusion.2 = f32[4,4]{1,0} fusion(p), kind=kCustom, calls=f, backend_config={"fusion_config":{"kind":"__ynn_fusion"},"outer_dimension_partitions":[]} })");
  CHECK(c.backend == hlo_backend::cpu);
  CHECK(c.source == hlo_backend_choice::source_t::detected);
  CHECK(c.evidence == "fusion 'ynn_fusion.2' has backend_config \"__ynn_fusion\" (XLA:CPU writes it)");
}

TEST_CASE("outer_dimension_partitions and a __onednn$ custom call say CPU") {
  // xla/service/cpu/backend_config.proto (the parallel task assigner's partitions); oneDNN's
  // rewriter's targets.
  CHECK(detected("f { ROOT a = f32[8]{0} parameter(0) }\nENTRY e { p = f32[8]{0} parameter(0)\n"
                 "  ROOT x = f32[8]{0} fusion(p), kind=kLoop, calls=f, "
                 "backend_config={\"outer_dimension_partitions\":[\"2\"]} }")
            .backend == hlo_backend::cpu);
  CHECK(detected("ENTRY e { p = f32[8]{0} parameter(0)\n"
                 "  ROOT x = f32[8]{0} custom-call(p), custom_call_target=\"__onednn$matmul\" }")
            .backend == hlo_backend::cpu);
}

TEST_CASE("JAX's own kernels say their backend: lapack_ CPU, cusolver_ GPU, tpu_custom_call TPU") {
  // jax/_src/lax/linalg.py's CPU and GPU lowerings; tests/data/jax_cpu_small has none, the
  // Cholesky solve of JAX 0.10.2 on CPU calls lapack_spotrf_ffi and lapack_strsm_ffi.
  const auto target = [](std::string_view t) {
    return detected("ENTRY e { p = f32[8,8]{1,0} parameter(0)\n  ROOT c = f32[8,8]{1,0} custom-call(p), "
                    "custom_call_target=\"" +
                    std::string(t) + "\" }")
        .backend;
  };
  CHECK(target("lapack_spotrf_ffi") == hlo_backend::cpu);
  CHECK(target("cusolver_potrf_ffi") == hlo_backend::gpu);
  CHECK(target("hipsolver_getrf_ffi") == hlo_backend::gpu);
  CHECK(target("cu_threefry2x32_ffi") == hlo_backend::gpu);
  CHECK(target("tpu_custom_call") == hlo_backend::tpu);
  CHECK(target("my_kernel") == hlo_backend::gpu);  // the default: nothing says
  CHECK(detected("ENTRY e { p = f32[8,8]{1,0} parameter(0)\n  ROOT c = f32[8,8]{1,0} custom-call(p), "
                 "custom_call_target=\"my_kernel\" }")
            .source == hlo_backend_choice::source_t::fallback);
}

TEST_CASE("a loop XLA:CPU hoisted into a call (xla_cpu_small_call) says CPU") {
  // small_while_loop_hoisting_pass.cc marks the call it makes of a small while loop;
  // tests/data/jax_cpu_small/fori_update has one.
  const hlo_backend_choice c = detected(R"(b { ROOT q = f32[4]{0} parameter(0) }
ENTRY e { p = f32[4]{0} parameter(0)
  ROOT call = f32[4]{0} call(p), to_apply=b, frontend_attributes={xla_cpu_small_call="true"} })");
  CHECK(c.backend == hlo_backend::cpu);
  CHECK(c.evidence == "call 'call' has frontend_attributes xla_cpu_small_call (XLA:CPU writes it)");
}

TEST_CASE("a cuBLAS custom call and operation_queue_id say GPU") {
  const hlo_backend_choice c = detected("ENTRY e { p = f32[8,8]{1,0} parameter(0)\n"
                                        "  ROOT g = f32[8,8]{1,0} custom-call(p, p), "
                                        "custom_call_target=\"__cublas$gemm\" }");
  CHECK(c.backend == hlo_backend::gpu);
  CHECK(c.source == hlo_backend_choice::source_t::detected);
  CHECK(c.evidence == "custom-call 'g' has custom-call target \"__cublas$gemm\" (XLA:GPU writes it)");
  CHECK(detected("ENTRY e { p = f32[8]{0} parameter(0)\n  ROOT n = f32[8]{0} negate(p), "
                 "backend_config={\"operation_queue_id\":\"0\",\"wait_on_operation_queues\":[]} }")
            .source == hlo_backend_choice::source_t::detected);
}

TEST_CASE("a tiled layout says TPU; T( in a sharding does not") {
  const hlo_backend_choice c = detected("ENTRY e { ROOT p = f32[8,128]{1,0:T(8,128)} parameter(0) }");
  CHECK(c.backend == hlo_backend::tpu);
  CHECK(c.evidence == "parameter 'p' has a tiled layout (T(...)) (XLA:TPU writes it)");
  CHECK(detected("ENTRY e { ROOT p = (f32[8]{0}, (s32[8,128]{1,0:T(8,128)})) parameter(0) }").backend ==
        hlo_backend::tpu);
  CHECK(detected("ENTRY e { ROOT p = f32[8,8]{1,0} parameter(0), sharding={devices=[2,2]<=[2,2]T(1,0)} }").source ==
        hlo_backend_choice::source_t::fallback);
}

TEST_CASE("a module naming no backend is GPU by default, and one naming two is too, saying which") {
  const hlo_backend_choice none = detected("ENTRY e { ROOT p = f32[8]{0} parameter(0) }");
  CHECK(none.backend == hlo_backend::gpu);
  CHECK(none.source == hlo_backend_choice::source_t::fallback);
  CHECK(none.evidence ==
        "nothing in the module names a backend; GPU's rules by default (give the backend where it is another)");
  const hlo_backend_choice both = detected(
      "ENTRY e { p = f32[8]{0} parameter(0)\n"
      "  a = f32[8]{0} custom-call(p), custom_call_target=\"__onednn$softmax\"\n"
      "  ROOT b = f32[8]{0} custom-call(a), custom_call_target=\"__cudnn$convForward\" }");
  CHECK(both.backend == hlo_backend::gpu);
  CHECK(both.source == hlo_backend_choice::source_t::fallback);
  CHECK(both.evidence == "the module names more than one backend (gpu: custom-call 'b' has custom-call target "
                         "\"__cudnn$convForward\" (XLA:GPU writes it); cpu: custom-call 'a' has custom-call target "
                         "\"__onednn$softmax\" (XLA:CPU writes it)); GPU's rules by default (give the backend)");
}

TEST_CASE("no jaxdecomp GPU module is detected as CPU or TPU; JAX's CPU programs with a dot or LAPACK are CPU") {
  int gpu = 0, detected_gpu = 0;
  for (const test::jaxdecomp_run& run : test::jaxdecomp_runs()) {
    CAPTURE(run.module.string());
    const hlo_backend_choice c = hlo_detect_backend(parse_hlo_module(test::read_file(run.module)));
    CHECK(c.backend == hlo_backend::gpu);
    gpu += c.backend == hlo_backend::gpu ? 1 : 0;
    detected_gpu += c.source == hlo_backend_choice::source_t::detected ? 1 : 0;
  }
  CHECK(gpu == 322);
  CHECK(detected_gpu >= 100);  // newer XLA's operation_queue_id; older modules say nothing
  // tests/data/jax_cpu_small: every program with a dot has XLA:CPU's __ynn_fusion, the Cholesky
  // solve JAX's lapack_ kernels, the fori_loop a small loop XLA:CPU made a call; the others
  // (collectives, casts, a scatter) print nothing only CPU writes.
  int cpu = 0, programs = 0;
  for (const auto& dir : std::filesystem::directory_iterator(test::data_dir() / "jax_cpu_small")) {
    if (!std::filesystem::exists(dir.path() / "compiled.hlo")) continue;
    CAPTURE(dir.path().string());
    const hlo_backend_choice c = hlo_detect_backend(parse_hlo_module(test::read_file(dir.path() / "compiled.hlo")));
    CHECK(c.backend != hlo_backend::tpu);
    if (c.source == hlo_backend_choice::source_t::detected) CHECK(c.backend == hlo_backend::cpu);
    cpu += c.backend == hlo_backend::cpu ? 1 : 0;
    ++programs;
  }
  CHECK(programs == 13);
  CHECK(cpu == 10);
}
