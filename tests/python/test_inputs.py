"""Every input bounded from Python as from the tool: a model file's size checked before it is read
(max_input_bytes), JSON read strictly, options the plan cannot use refused, and errors one line."""

import pytest

import shardmem


def write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text)
    return path


def test_a_model_file_past_max_input_bytes_is_refused_before_it_is_read(tmp_path):
    path = write(tmp_path, "m.json", '{"base": "llama3.1-8b", "layers": 40}')
    assert shardmem.model(path)["layers"] == 40
    assert shardmem.model(str(path), max_input_bytes="1KiB")["layers"] == 40
    for limit in (10, "10B"):
        with pytest.raises(shardmem.Error, match=r"is 37 B, past the limit of 10 B; .* max_input_bytes in C\+\+ and"):
            shardmem.model(path, max_input_bytes=limit)
    with pytest.raises(shardmem.Error, match=r"past the limit of 10 B; pass a smaller input or raise the limit"):
        shardmem.plan(model_file=str(path), max_input_bytes=10)
    assert shardmem.plan(model_file=str(path), max_input_bytes="1KiB", seq=512).fits
    with pytest.raises(TypeError, match="max_input_bytes: expected a byte count"):
        shardmem.model(path, max_input_bytes=1.5)
    with pytest.raises(shardmem.Error, match="the input limit max_input_bytes is -1"):
        shardmem.model(path, max_input_bytes=-1)


def test_a_duplicate_key_in_a_model_file_is_refused_not_the_last_one_kept(tmp_path):
    path = write(tmp_path, "dup.json", '{"base": "llama3.1-8b", "layers": 40, "layers": 8}')
    with pytest.raises(shardmem.Error, match="model JSON: key 'layers' is given twice in one object"):
        shardmem.model(path)
    with pytest.raises(shardmem.Error, match="key 'layers' is given twice"):
        shardmem.plan(model_file=str(path))


def test_an_hf_config_without_model_type_is_refused_not_read_as_our_json():
    with pytest.raises(shardmem.Error, match="a key of a Hugging Face config.json, but no 'model_type'"):
        shardmem.model({"hidden_size": 4096, "num_hidden_layers": 32, "num_attention_heads": 32})


def test_efficiency_1e_320_is_refused_not_a_nan_step_time():
    with pytest.raises(shardmem.Error, match="--efficiency \\(efficiency\\) is 1e-320; give a fraction"):
        shardmem.plan(efficiency=1e-320)


def test_virtual_stages_without_a_pipeline_axis_are_refused_not_ignored():
    with pytest.raises(shardmem.Error, match="has no pipeline axis whose stages it would interleave"):
        shardmem.plan(virtual_stages=2)


def test_a_name_with_a_newline_an_ansi_escape_or_u202e_is_escaped_in_the_error():
    with pytest.raises(shardmem.Error) as e:
        shardmem.plan(model="x\n\x1b[31m\u202ey")
    message = str(e.value)
    assert "unknown model preset 'x\\n\\x1b[31m\\u202ey'" in message
    assert "\n" not in message and "\x1b" not in message and "\u202e" not in message
