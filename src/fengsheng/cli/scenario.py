"""``fengsheng scenario FILE...``: run scenario files, report PASS/FAIL per file
(docs/scenario-format.md)."""
from __future__ import annotations

import traceback
from pathlib import Path

import click
import yaml

from ..games import get_game

FENGSHENG = get_game("fengsheng")   # 风声's scenario language: FENGSHENG.scenarios

COLOURS = {"PASS": "green", "XFAIL": "yellow", "FAIL": "red", "XPASS": "red", "ERROR": "red"}


def _files(paths) -> list[Path]:
    out: list[Path] = []
    for p in paths:
        p = Path(p)
        if p.is_dir():
            out.extend(sorted(p.rglob("*.yaml")) + sorted(p.rglob("*.yml")))   # roles/ too
        else:
            out.append(p)
    return out


@click.command("scenario")
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True))
@click.option("--log", "show_log", is_flag=True,
              help="也打印每个场景的事件日志。 Print the event log of every scenario.")
def scenario(paths, show_log):
    """运行场景文件（或目录及其子目录中的每个 *.yaml），逐个报告通过/失败；失败时按字段列出期望与实际，
    并打印事件日志。任何场景失败、出错或标记 xfail 却通过时，退出状态为 1。格式见 docs/scenario-format.md。

    Run scenario FILEs (or every *.yaml in a directory and below it): PASS/FAIL per file; on
    failure a diff of expected vs actual per field and the scenario's event log. Exit status 1
    if any scenario fails, errors, or passes while marked xfail. Format: docs/scenario-format.md.
    """
    files = _files(paths)
    if not files:
        raise click.UsageError("no scenario files found")
    bad, sc = 0, FENGSHENG.scenarios
    for f in files:
        if _game_of(f) is not None:         # another game's scenario (e.g. 菲力猫)
            bad += not _run_other(f)
            continue
        try:
            result = sc.run_scenario(sc.load_scenario(f))
        except sc.ScenarioError as e:
            click.echo(click.style("ERROR", fg="red", bold=True) + f" {f}\n  {e}")
            bad += 1
            continue
        except Exception:   # an engine crash: report it and go on with the other files
            click.echo(click.style("ERROR", fg="red", bold=True) + f" {f}: the run crashed\n"
                       + traceback.format_exc())
            bad += 1
            continue
        status = result.status
        click.echo(click.style(f"{status:5}", fg=COLOURS[status], bold=True) + f" {f}"
                   + (f"  ({result.scenario.xfail})" if result.scenario.xfail else ""))
        if status in ("FAIL", "ERROR", "XPASS"):
            bad += 1
            click.echo(_failure_text(result))
        elif show_log:
            click.echo("\n".join("    " + ln for ln in result.log_text().splitlines()))
    total = len(files)
    click.echo(f"{total - bad} of {total} scenario(s) as expected")
    raise SystemExit(1 if bad else 0)


def _game_of(path: Path) -> str | None:
    """The ``game`` key of a scenario of another game than 风声 (docs/scenario-format.md, last
    section), or None."""
    try:
        doc = yaml.safe_load(path.read_text("utf-8"))
    except (OSError, yaml.YAMLError):
        return None                         # 风声's loader reports it
    return doc.get("game") if isinstance(doc, dict) and doc.get("game") != "fengsheng" else None


def _run_other(path: Path) -> bool:
    from ..games import scenario as game_scenario
    try:
        result = game_scenario.run(game_scenario.load(path), str(path))
    except Exception as e:                  # a bad file or a crash: report it, go on
        click.echo(click.style("ERROR", fg="red", bold=True) + f" {path}\n  {e}")
        return False
    click.echo(click.style("PASS " if result.ok else "FAIL ", fg="green" if result.ok else "red",
                           bold=True) + f" {path}")
    for problem in result.problems:
        click.echo(f"  {problem}")
    return result.ok


def _failure_text(result) -> str:
    if result.status == "XPASS":
        return "  marked xfail but every expectation holds: remove 'xfail'"
    return result.report()
