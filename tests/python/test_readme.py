"""The README's Python session, run as written (doctest, from the repository root), and the
package's own docstring examples."""

import doctest
import re

import shardmem


def python_section(readme: str) -> str:
    start = readme.index("\n## Python\n")
    end = readme.index("\n## ", start + 1)
    return readme[start:end]


def test_readme_python_session(source_root, monkeypatch):
    monkeypatch.chdir(source_root)
    section = python_section((source_root / "README.md").read_text())
    assert ">>> import shardmem" in section
    parser = doctest.DocTestParser()
    test = parser.get_doctest(section, {}, "README.md#python", "README.md", 0)
    assert len(test.examples) >= 15
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.summarize(verbose=False).failed == 0


def test_package_docstring_examples():
    finder = doctest.DocTestFinder()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    tests = [t for t in finder.find(shardmem) if t.examples]
    assert tests
    for t in tests:
        runner.run(t)
    assert runner.summarize(verbose=False).failed == 0


def _written_doc(doc) -> str:
    """A docstring less what Python and pybind11 write by themselves: signature lines, a
    namedtuple's field list and 'Alias for field number N', staticmethod's own."""
    generated = re.compile(r"(\d+\. )?[\w.]+\(.*\)( -> .*)?|Overloaded function\.|Alias for field number \d+|"
                           r"staticmethod\(function\) -> method")
    return "\n".join(line for line in (doc or "").strip().splitlines() if not generated.fullmatch(line.strip()))


def test_every_public_name_has_a_docstring():
    import shardmem.jax

    for module in (shardmem, shardmem.jax):
        for name in module.__all__:
            obj = getattr(module, name)
            doc = getattr(obj, "__doc__", None)
            if isinstance(obj, type) and issubclass(obj, tuple) and hasattr(obj, "_fields"):
                doc = "" if doc == f"{name}({', '.join(obj._fields)})" else doc  # namedtuple's own
            assert _written_doc(doc).strip(), f"{module.__name__}.{name}"
            if isinstance(obj, type):
                # Methods, static methods, properties (pybind11's included) and namedtuple fields.
                for attr, member in vars(obj).items():
                    if attr.startswith("_"):
                        continue
                    if isinstance(member, (staticmethod, classmethod)):
                        member = member.__func__
                    elif not (callable(member) or isinstance(member, property) or hasattr(member, "__get__")):
                        continue
                    assert _written_doc(getattr(member, "__doc__", None)).strip(), f"{module.__name__}.{name}.{attr}"
    assert re.match(r"\d+\.\d+\.\d+", shardmem.__version__)
