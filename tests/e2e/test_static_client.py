"""The browser client's files as shipped: every module reachable from the page, every import
resolving, and no way for server text to be parsed as HTML (the client inserts text only)."""
from __future__ import annotations

import re
from importlib.resources import files

STATIC = files("fengsheng.server") / "static"
# DOM sinks that parse strings as HTML or code.
HTML_SINKS = re.compile(r"innerHTML|outerHTML|insertAdjacentHTML|document\.write|\beval\(|new Function")
IMPORT = re.compile(r"""^import\s[^;]*?from\s+"(\./[^"]+)";""", re.M)


def _modules() -> dict[str, str]:
    return {p.name: p.read_text(encoding="utf-8") for p in (STATIC / "js").iterdir()
            if p.name.endswith(".js")}


def test_no_module_parses_text_as_html():
    offenders = {name: HTML_SINKS.findall(src) for name, src in _modules().items()
                 if HTML_SINKS.search(src)}
    assert offenders == {}


def test_every_module_is_imported_and_every_import_exists():
    modules = _modules()
    page = (STATIC / "index.html").read_text(encoding="utf-8")
    entry = re.search(r'<script type="module" src="/static/js/([^"]+)">', page)
    assert entry and entry.group(1) in modules
    for css in ("style.css", "felix.css"):
        assert f'href="/static/{css}"' in page and (STATIC / css).is_file()
    reached, todo = set(), [entry.group(1)]
    while todo:
        name = todo.pop()
        if name in reached:
            continue
        reached.add(name)
        for target in IMPORT.findall(modules[name]):
            target = target.removeprefix("./")
            assert target in modules, f"{name} imports missing {target}"
            todo.append(target)
    assert reached == set(modules), f"modules no page uses: {set(modules) - reached}"
