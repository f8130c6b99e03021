"""Running a scenario: stepping the engine frame by frame, answering its questions from the
script, the seats' answer queues or the rule for unscripted questions (:func:`default_answer`),
and stopping where a stage's ``until`` says."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..engine import flow
from ..engine.decisions import Option
from ..engine.position import from_position, seat_name, seat_of
from ..engine.state import PHASES
from ..notation import format_option
from .expect import Mismatch, _stack_snapshot, check_expect
from .parse import (DEFAULT_MAX_DECISIONS, AnswerPattern, Scenario, ScenarioError, _check_until,
                    _position_error, _script_entries)
from .render import describe_option, render_entry


# -- running -----------------------------------------------------------------------------
@dataclass
class ScenarioResult:
    """The outcome of a run. ``passed`` ignores ``xfail``; ``status`` applies it:
    'PASS', 'FAIL', 'XFAIL' (failed as expected), 'XPASS' (an xfail that passed: a failure),
    'ERROR' (the scenario could not be run; ``error`` says why)."""
    scenario: Scenario
    mismatches: list[Mismatch] = field(default_factory=list)
    error: str | None = None
    log: list[dict] = field(default_factory=list)
    state: object = None
    stops: list[str] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return self.error is None and not self.mismatches

    @property
    def status(self) -> str:
        if self.scenario.xfail:
            return "XPASS" if self.passed else "XFAIL"
        if self.error is not None:
            return "ERROR"
        return "PASS" if self.passed else "FAIL"

    def log_text(self) -> str:
        cards = self.state.cards if self.state is not None else ()
        return "\n".join(render_entry(e, cards) for e in self.log)

    def report(self) -> str:
        """A readable account of what went wrong: the diff per field and the event log."""
        lines = []
        if self.error:
            lines.append(f"  error: {self.error}")
        for m in self.mismatches:
            lines.append(f"  {m.field}:")
            lines.append(f"    expected: {m.expected}")
            lines.append(f"    actual:   {m.actual}")
        if self.stops:
            lines.append("  stages stopped at: " + "; ".join(self.stops))
        if self.log:
            lines.append("  event log:")
            lines.extend("    " + ln for ln in self.log_text().splitlines())
        return "\n".join(lines)


class _Driver:
    """Steps a state frame by frame and answers its decisions — from ``script`` (global,
    in order, asserting who is asked), else the deciding seat's ``answers`` queue, else
    ``answer`` (default: :func:`default_answer`) — keeping the log (engine events, runner-only
    'position'/'phase' entries, and 'decision' entries)."""

    def __init__(self, state, max_decisions: int = DEFAULT_MAX_DECISIONS, answer=None,
                 script=(), answers=None):
        self.state = state
        self.n = state.n
        self.answer = answer or default_answer
        self.max_decisions = max_decisions
        self.script = list(script)
        self.answers = {s: list(q) for s, q in (answers or {}).items()}
        self.log: list[dict] = [{"type": "position", "seat": state.turn_player,
                                 "turn": state.turn_number, "phase": state.phase}]
        self.flushed = len(state.events)   # earlier events belong to an earlier step
        self.decisions = 0

    def flush(self) -> None:
        evs = self.state.events
        self.log.extend(evs[self.flushed:])
        self.flushed = len(evs)

    def unused(self) -> dict:
        out = {}
        if self.script:
            out["script"] = [f"{seat_name(e.seat)}: {e.pattern.text}" for e in self.script]
        for s, q in sorted(self.answers.items()):
            if q:
                out[seat_name(s)] = [a.pattern.text for a in q]
        return out

    def scripted_left(self) -> bool:
        return bool(self.script) or any(self.answers.values())

    def choose(self, d) -> tuple[Option, str]:
        """The answer to pending decision ``d`` and where it came from."""
        state = self.state
        stack = _stack_snapshot(state)
        if self.script:
            e = self.script[0]
            if e.seat != d.seat or (e.prompt is not None and e.prompt != d.prompt):
                raise ScenarioError(
                    f"the script expects {seat_name(e.seat)}"
                    f"{' at ' + e.prompt if e.prompt else ''} to decide next "
                    f"({e.pattern.text!r}), but the engine asks {seat_name(d.seat)} "
                    f"({d.kind} {d.prompt}); options: {_fmt_options(d.options, state)}")
            self.script.pop(0)
            return self._pick(e.pattern, d, stack), "script"
        q = self.answers.get(d.seat)
        if q:
            a = q[0]
            if not a.when or d.prompt in a.when:
                q.pop(0)
                return self._pick(a.pattern, d, stack), "answers"
        return self.answer(d), "default"

    def _pick(self, pattern: AnswerPattern, d, stack) -> Option:
        for o in d.options:
            if pattern.matches(o, self.state.cards, stack):
                return o
        raise ScenarioError(
            f"{seat_name(d.seat)} is asked ({d.kind} {d.prompt}) and its scripted answer "
            f"{pattern.text!r} matches none of the legal options: "
            f"{_fmt_options(d.options, self.state)}")


# The answer that does nothing, for the kinds of question that have one.
NOTHING = {"respond": "pass", "receive": "decline", "trigger": "no"}


def default_answer(d) -> Option:
    """The rule for a question no script answers (docs/scenario-format.md, "Defaults"): the
    answer that does nothing where there is one (pass in a window, decline a message, no to
    an optional skill); otherwise (send, choose) the least option by (card id, target seat,
    reference, function): the lowest card, to the lowest seat. It never depends on the order
    the engine lists the options in."""
    nothing = NOTHING.get(d.kind)
    for o in d.options:
        if o.kind == nothing:
            return o
    return min(d.options, key=lambda o: (o.card, o.seat, o.ref, o.func, o.kind))


def _fmt_options(options, state) -> str:
    return "; ".join(describe_option(o, state.cards) for o in options)


class _Stop:
    """A stage's stop point, evaluated between frames and at decisions."""

    def __init__(self, until, run: _Driver):
        self.until = until
        s = run.state
        self.start = (s.turn_number, s.phase)
        self.left = False
        self.start_decisions = run.decisions
        self.run = run

    def between_frames(self, state) -> bool:
        u = self.until
        if not isinstance(u, str):
            return False
        if (state.turn_number, state.phase) != self.start:
            self.left = True
        if u == "next_turn":
            return state.turn_number != self.start[0]
        if u in PHASES:
            return self.left and state.phase == u
        return False

    def at_decision(self, state) -> bool:
        if self.between_frames(state):
            return True
        u = self.until
        if u == "script_done":
            return not self.run.scripted_left()
        if isinstance(u, dict):
            (k, v), = u.items()
            if k == "answers":
                return self.run.decisions - self.start_decisions >= v
            words = v.split()
            d = state.pending
            return (d.seat == seat_of(words[0], state.n)
                    and (len(words) == 1 or d.prompt == words[1]))
        return False


def _run_stage(run: _Driver, until) -> str:
    """Run until the stop point, the game's end or a failure; returns what stopped it."""
    state = run.state
    stop = _Stop(until, run)
    while True:
        while state.pending is None and not state.over:
            if stop.between_frames(state):
                run.flush()
                return f"{until}"
            before = state.phase
            flow.step(state)
            if state.phase != before:
                # A runner-only log entry, so that logs and expectations can see phases.
                run.log.append({"type": "phase", "phase": state.phase,
                                "seat": state.turn_player})
            run.flush()
        run.flush()
        if state.over:
            return "game over"
        if stop.at_decision(state):
            return f"{until}"
        if run.decisions >= run.max_decisions:
            raise ScenarioError(f"no stop after {run.decisions} decisions (max_decisions)")
        d = state.pending
        option, source = run.choose(d)
        run.log.append({"type": "decision", "seat": d.seat, "kind": d.kind, "prompt": d.prompt,
                        "answer": format_option(option), "option": option, "source": source,
                        "stack": _stack_snapshot(state), "n_options": len(d.options)})
        flow.answer(state, option)
        run.flushed = 0   # answer() starts a fresh event list
        run.decisions += 1


def run_until(state, until="game_over", script=(), answer=None,
              max_decisions: int = DEFAULT_MAX_DECISIONS) -> list[dict]:
    """Drive ``state`` in place up to a stop point (the forms of a stage's ``until``:
    'game_over', 'next_turn', 'script_done', a phase, {'answers': N}, {'asked': 'SEAT
    [PROMPT]'}). Decisions are answered from ``script`` first ('SEAT[ PROMPT]: ANSWER'
    entries, which must come in the order the engine asks), then by ``answer(decision) ->
    Option`` (default: :func:`default_answer`). Stops between frames, so until='play_2'
    leaves the state as 出牌阶段(2) begins. Returns the log: engine events plus runner
    'phase' and 'decision' entries. Raises ScenarioError for a bad stop point or script
    entry, a script that does not fit the game, unused script entries at the stop, or no
    stop within ``max_decisions`` decisions."""
    _check_until(until, state.n, "until")
    entries = []
    for i, e in enumerate(script):
        entries.extend(_script_entries(e, state.n, f"script[{i}]"))
    drv = _Driver(state, max_decisions, answer, entries)
    try:
        _run_stage(drv, until)
    except ScenarioError as e:
        drv.flush()
        log = "\n".join(render_entry(x, state.cards) for x in drv.log)
        raise ScenarioError(f"{e}\n{log}") from None
    if drv.script:
        raise ScenarioError(f"stopped at {until!r} with script entries unused: "
                            f"{drv.unused()['script']}")
    return drv.log


def run_scenario(sc: Scenario) -> ScenarioResult:
    """Run ``sc`` stage by stage and compare each stage's ``expect`` with the state there."""
    result = ScenarioResult(sc)
    try:
        run = _Driver(from_position(sc.position, advance=False), sc.max_decisions,
                      script=sc.script, answers=sc.answers)
    except ValueError as e:
        result.error = _position_error(e)
        return result
    result.state = run.state
    result.log = run.log
    try:
        for i, stage in enumerate(sc.stages):
            mark = len(run.log)
            why = _run_stage(run, stage.until)
            result.stops.append(f"stage {i + 1}: {why}")
            prefix = f"stage {i + 1}: " if len(sc.stages) > 1 else ""
            for m in check_expect(run.state, stage.expect, run.log[mark:]):
                result.mismatches.append(m._replace(field=prefix + m.field))
        if not sc.allow_unused_answers and run.unused():
            result.mismatches.append(Mismatch("unused scripted answers", {}, run.unused()))
    except ScenarioError as e:
        run.flush()
        result.error = str(e)
    return result
