"""Win-rate charts of simulation runs (``--plot FILE.png``), drawn with matplotlib.

:func:`win_rate_figure` builds one figure from the summaries of a run (one per player count),
with these panels, each a rate with its 95% Wilson interval as an error bar:

- ``Win rate by faction``: the share of games each side won (潜伏战线, 军情处, 打酱油的, draw),
  one bar per player count;
- ``Win rate by bot`` (two bots or more): each bot's win rate over all the seats it played and
  over its 潜伏战线 / 军情处 / 打酱油的 seats, all player counts together;
- ``Win rate by role`` (role cards in play): each role's win rate over the seats that played
  it, all player counts together, strongest first;
- ``Win rate by player count`` (two counts or more): each side's share of games, and each bot's
  seat win rate when there are several bots, against the number of players.

Labels are English and role ids (pinyin): the figure must render without a CJK font.
matplotlib is imported only here, so only ``--plot`` needs it (the ``plot`` extra).
"""
from __future__ import annotations

from pathlib import Path
from typing import Sequence

from .simulate import OUTCOMES, Rate, Summary

SIDES = ("underground", "military", "bystander")
LABELS = {"underground": "underground", "military": "military", "bystander": "bystander",
          "draw": "draw"}
TITLES = ("Win rate by faction", "Win rate by bot", "Win rate by role",
          "Win rate by player count")


def _matplotlib():
    try:
        import matplotlib
        from matplotlib.figure import Figure
    except ImportError as e:
        raise ImportError(f"--plot needs matplotlib: pip install 'fengsheng[plot]' ({e})") from e
    return matplotlib, Figure


def check_plot_path(path: str | Path) -> Path:
    """The path a plot will be written to, checked before any game is played.

    Raises ImportError if matplotlib is missing, ValueError if the file type is not one
    matplotlib writes (by its suffix: .png, .svg, .pdf, …) or its folder does not exist."""
    _, Figure = _matplotlib()
    path = Path(path)
    kinds = Figure().canvas.get_supported_filetypes()
    suffix = path.suffix.lstrip(".").lower()
    if suffix not in kinds:
        raise ValueError(f"cannot write a plot to {str(path)!r}: give a file ending in "
                         + ", ".join("." + k for k in sorted(kinds)))
    if not path.parent.is_dir():
        raise ValueError(f"cannot write a plot to {str(path)!r}: folder "
                         f"{str(path.parent)!r} does not exist")
    return path


def _pooled(rates: Sequence[Rate]) -> Rate:
    return Rate(sum(r.wins for r in rates), sum(r.n for r in rates))


def _bars(ax, groups: list[str], series: dict[str, list[Rate]], horizontal=False) -> None:
    """Grouped bars (one group per entry of ``groups``, one bar per series) with CI whiskers."""
    width = 0.8 / max(1, len(series))
    for j, (label, rates) in enumerate(series.items()):
        pos = [i - 0.4 + width * (j + 0.5) for i in range(len(groups))]
        vals = [100 * r.rate for r in rates]
        err = [[100 * (r.rate - r.ci[0]) for r in rates], [100 * (r.ci[1] - r.rate) for r in rates]]
        if horizontal:
            ax.barh(pos, vals, height=width, xerr=err, capsize=2, label=label)
        else:
            ax.bar(pos, vals, width=width, yerr=err, capsize=3, label=label)
    ticks = range(len(groups))
    if horizontal:
        ax.set_yticks(ticks, groups)
        ax.invert_yaxis()
        ax.set_xlabel("win rate (%), 95% CI")
        ax.grid(axis="x", alpha=0.3)
    else:
        ax.set_xticks(ticks, groups)
        ax.set_ylabel("win rate (%), 95% CI")
        ax.grid(axis="y", alpha=0.3)
    if len(series) > 1:
        ax.legend(fontsize="small")


def _by_faction(ax, runs: Sequence[Summary]) -> None:
    _bars(ax, [LABELS[o] for o in OUTCOMES],
          {f"{s.config['players']} players": [s.outcomes[o] for o in OUTCOMES] for s in runs})
    ax.set_title(TITLES[0])


def _by_bot(ax, runs: Sequence[Summary]) -> None:
    bots = list(runs[0].per_bot)
    series = {"all seats": [_pooled([s.per_bot[b] for s in runs]) for b in bots]}
    for side in SIDES:
        series[f"{LABELS[side]} seats"] = [_pooled([s.bot_identity[b][side] for s in runs])
                                           for b in bots]
    _bars(ax, bots, series)
    ax.set_title(TITLES[1])


def _by_role(ax, runs: Sequence[Summary]) -> None:
    roles = {r for s in runs for r in s.per_role}
    pooled = {r: _pooled([s.per_role[r] for s in runs if r in s.per_role]) for r in roles}
    order = sorted(pooled, key=lambda r: (-pooled[r].rate, r))
    _bars(ax, order, {"all seats": [pooled[r] for r in order]}, horizontal=True)
    ax.set_title(TITLES[2])


def _by_player_count(ax, runs: Sequence[Summary]) -> None:
    counts = [s.config["players"] for s in runs]
    lines = [(f"{LABELS[o]} (games)", "o-", [s.outcomes[o] for s in runs]) for o in OUTCOMES]
    if len(runs[0].per_bot) > 1:
        lines += [(f"{b} (seats)", "s--", [s.per_bot[b] for s in runs]) for b in runs[0].per_bot]
    for j, (label, style, rates) in enumerate(lines):
        dodge = 0.25 * (j / max(1, len(lines) - 1) - 0.5)   # keep the whiskers apart
        ax.errorbar([c + dodge for c in counts], [100 * r.rate for r in rates], capsize=3,
                    fmt=style, label=label, yerr=[[100 * (r.rate - r.ci[0]) for r in rates],
                                                  [100 * (r.ci[1] - r.rate) for r in rates]])
    ax.set_xticks(counts)
    ax.set_xlabel("players")
    ax.set_ylabel("win rate (%), 95% CI")
    ax.grid(alpha=0.3)
    ax.legend(fontsize="small", loc="center left", bbox_to_anchor=(1.01, 0.5))
    ax.set_title(TITLES[3])


def win_rate_figure(runs: Sequence[Summary]):
    """A matplotlib ``Figure`` with the panels of the module text for ``runs`` (the summaries
    of one run, one per player count, same bots and mode). Axes titles are the panel names
    (:data:`TITLES`). Raises ValueError for no runs or runs with different bots."""
    if not runs:
        raise ValueError("nothing to plot: no runs")
    if len({tuple(s.per_bot) for s in runs}) != 1:
        raise ValueError("the runs of one plot must have the same bots")
    _, Figure = _matplotlib()
    panels: list[tuple] = [(_by_faction, 3.2)]
    if len(runs[0].per_bot) > 1:
        panels.append((_by_bot, 3.2))
    roles = {r for s in runs for r in s.per_role}
    if roles:
        panels.append((_by_role, 0.8 + 0.22 * len(roles)))
    if len(runs) > 1:
        panels.append((_by_player_count, 3.4))
    heights = [h for _, h in panels]
    fig = Figure(figsize=(8, sum(heights) + 0.6 * len(panels)), layout="constrained")
    axes = fig.subplots(len(panels), 1, height_ratios=heights, squeeze=False)[:, 0]
    for (draw, _), ax in zip(panels, axes):
        draw(ax, runs)
    first = runs[0]
    bots = ",".join(first.bots)
    counts = ", ".join(f"{s.config['players']} players: {s.games} games" for s in runs)
    fig.suptitle(f"bots {bots} · mode {first.mode} · {counts} · seed {first.seed}",
                 fontsize="medium")
    return fig


def save_plot(runs: Sequence[Summary], path: str | Path) -> Path:
    """Draw :func:`win_rate_figure` and write it to ``path`` (format from the suffix).

    Raises as :func:`check_plot_path` and :func:`win_rate_figure`."""
    path = check_plot_path(path)
    win_rate_figure(runs).savefig(path, dpi=110)
    return path
