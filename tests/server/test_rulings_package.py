"""The project's rulings ship with the package: a wheel built from this tree and installed
apart from it serves the same rulings from ``/api/rulings`` (catalog.rulings) as the checkout's
docs/rulings.md, their one source (src/fengsheng/server/rulings.md links to it; a build copies
the content in). The wheel's version is the package's, the rules version."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import fengsheng
from fengsheng.server import catalog

ROOT = Path(__file__).resolve().parents[2]
COUNT = """import json, fengsheng
from fengsheng.server import catalog
print(json.dumps([fengsheng.__file__, catalog.rulings()["rulings"]]))"""


def test_an_installed_wheel_serves_the_rulings(tmp_path):
    # Built from a clean copy of what a build reads: a build directory left in the checkout
    # could still hold the file from an earlier build.
    tree = tmp_path / "tree"
    shutil.copytree(ROOT / "src", tree / "src", symlinks=True,
                    ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
    for name in ("pyproject.toml", "README.md", "docs/rulings.md"):
        (tree / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / name, tree / name)
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
    subprocess.run([*pip, "wheel", str(tree), "--no-deps", "--no-build-isolation", "-w",
                    str(tmp_path / "dist")], check=True, cwd=tmp_path)
    [wheel] = (tmp_path / "dist").glob("fengsheng-*.whl")
    assert wheel.name.startswith(f"fengsheng-{fengsheng.__version__}-")   # one version
    with zipfile.ZipFile(wheel) as z:   # the file itself, not a link
        assert z.read("fengsheng/server/rulings.md") == (ROOT / "docs" / "rulings.md").read_bytes()
    site = tmp_path / "site"
    subprocess.run([*pip, "install", "--no-deps", "--no-index", "--target", str(site), str(wheel)],
                   check=True, cwd=tmp_path)
    out = subprocess.run([sys.executable, "-c", COUNT], check=True, cwd=tmp_path, text=True,
                         capture_output=True, env={"PYTHONPATH": str(site), "PATH": ""}).stdout
    where, rulings = json.loads(out)
    assert Path(where).is_relative_to(site)           # the installed copy, not this checkout
    assert rulings == catalog.rulings()["rulings"] and len(rulings) >= 50
