"""MaxText's train step compiled ahead of time for a TPU slice on a machine without one, and what
XLA's TPU compiler says it holds: the memory_analysis MaxText prints as "Total memory size".

Made the files beside it (not run by the tests, which read its results):

    python3.12 -m venv venv && venv/bin/pip install "jax[tpu]==0.10.2" libtpu==0.0.42.1 flax optax \
        orbax-checkpoint omegaconf pydantic absl-py ml-collections jaxtyping qwix tokamax chex grain ...
    git -C maxtext checkout e591f30cbbf217ed67ef71263ec0538239f9c3b8   # AI-Hypercomputer/maxtext
    cd maxtext/src && XLA_FLAGS="--xla_dump_to=dump --xla_dump_hlo_as_text --xla_dump_hlo_module_re=.*train_step.*" \
        PYTHONPATH=$PWD ../../venv/bin/python aot_memory.py TAG maxtext/configs/base.yml \
        compile_topology=v5p-8 compile_topology_num_slices=1 model_name=deepseek2-16b \
        per_device_batch_size=24 max_target_length=2048 dataset_type=synthetic enable_checkpointing=false

(and model_name=llama2-7b per_device_batch_size=4 for the second entry of memory_analysis.json).
libtpu compiles for the named topology without a TPU; dump flags go in XLA_FLAGS, not LIBTPU_INIT_ARGS.
"""
import json
import sys

from absl import app
from maxtext.trainers.pre_train import train_compile

tag = sys.argv.pop(1)
compile_step = train_compile.jit_and_compile


def compile_and_record(*args, **kwargs):
    compiled = compile_step(*args, **kwargs)
    stats = compiled.memory_analysis()
    fields = {name: getattr(stats, name) for name in dir(stats) if name.endswith("_in_bytes")}
    print(json.dumps({tag: fields}, indent=1, sort_keys=True))
    return compiled


train_compile.jit_and_compile = compile_and_record
sys.argv[0] = "train_compile"
app.run(train_compile.main)
