"""``--plot``: the figure's panels and a real image file."""
from __future__ import annotations

import sys

import pytest
from click.testing import CliRunner
from PIL import Image

from fengsheng.cli.main import main
from fengsheng.engine import Config
from fengsheng.plots import TITLES, check_plot_path, save_plot, win_rate_figure
from fengsheng.simulate import simulate

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def titles(fig):
    return [ax.get_title() for ax in fig.axes]


@pytest.fixture(scope="module")
def role_runs():
    return [simulate(Config(players=p, roles=True), ("heuristic", "random"), 3, seed=5)
            for p in (4, 6)]


def test_panels_follow_what_the_run_has(role_runs):
    fig = win_rate_figure(role_runs)
    assert titles(fig) == list(TITLES)
    roles = {r for s in role_runs for r in s.per_role}
    assert [t.get_text() for t in fig.axes[2].get_yticklabels()] != []
    assert {t.get_text() for t in fig.axes[2].get_yticklabels()} == roles
    plain = simulate(Config(players=5), ("random",), 2, seed=1)
    assert titles(win_rate_figure([plain])) == ["Win rate by faction"]


def test_plot_file_is_a_png_with_every_panel(role_runs, tmp_path):
    path = save_plot(role_runs, tmp_path / "rates.png")
    data = path.read_bytes()
    assert data.startswith(PNG_MAGIC) and len(data) > 10_000
    with Image.open(path) as im:
        width, height = im.size
    assert width > 500 and height > 4 * 300     # four panels stacked


def test_plot_path_is_checked_before_playing(tmp_path):
    with pytest.raises(ValueError, match="give a file ending in"):
        check_plot_path(tmp_path / "rates.xyz")
    with pytest.raises(ValueError, match="does not exist"):
        check_plot_path(tmp_path / "missing" / "rates.png")
    res = CliRunner().invoke(main, ["simulate", "--games", "1", "--plot",
                                    str(tmp_path / "nowhere" / "r.png")])
    assert res.exit_code == 2 and "does not exist" in res.output


def test_plot_option_writes_the_file(tmp_path):
    path = tmp_path / "t.png"
    res = CliRunner().invoke(main, ["tournament", "--games", "4", "--players", "4",
                                    "--workers", "1", "--plot", str(path)])
    assert res.exit_code == 0, res.output
    assert path.read_bytes().startswith(PNG_MAGIC)
    assert f"plot written to {path}" in res.stderr


def test_missing_matplotlib_names_the_extra(monkeypatch, tmp_path):
    monkeypatch.setitem(sys.modules, "matplotlib", None)   # as if not installed
    with pytest.raises(ImportError, match=r"fengsheng\[plot\]"):
        check_plot_path(tmp_path / "r.png")
    res = CliRunner().invoke(main, ["simulate", "--games", "1", "--plot", str(tmp_path / "r.png")])
    assert res.exit_code == 1 and "fengsheng[plot]" in res.output
    assert not (tmp_path / "r.png").exists()
