"""Scenario files: a position, scripted answers and the expected outcome (docs/scenario-format.md).

    sc = load_scenario("tests/scenarios/example_02_shi_po_on_shi_po.yaml")
    result = run_scenario(sc)        # ScenarioResult: .passed, .mismatches, .log_text()

The runner builds the position with :func:`fengsheng.engine.position.from_position`, then
answers each pending decision from the scenario's ``script`` (a global list that also asserts
*who* is asked, in order), else from the deciding seat's ``answers`` queue, else with the
default (pass in windows, decline messages, first option otherwise, no to optional skills). It
steps the engine frame by frame through ``flow.RUN`` (the same handlers ``flow.advance`` uses) so
that it can stop exactly where a stage's ``until`` says, then compares the state with ``expect``.

Answers use option notation (``fengsheng.notation``) extended for people: card ids may be left
out or replaced by a description (``use 截获``, ``send 锁定/黑 @C``), seats may be letters, and
a 识破 target may be named by its place on the stack (``#1st``, ``#2nd``, ``#last``) or by its
function (``#截获``); the first legal option matching every field given is chosen.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

import yaml

from .engine import flow
from .engine.decisions import Option
from .engine.position import (FUNCTION_NAMES, FUNCTION_ZH, TRANSMISSION_NAMES,
                              TRANSMISSION_ZH, describe_card, from_position, parse_card,
                              seat_name, seat_of)
from .engine.state import PHASES
from .notation import KINDS, format_option

SCENARIO_KEYS = ("name", "description", "position", "script", "answers", "until", "expect",
                 "stages", "xfail", "allow_unused_answers", "max_decisions")
STAGE_KEYS = ("until", "expect")
EXPECT_KEYS = ("over", "winners", "draw", "declarer", "end_reason", "turn", "turn_number",
               "phase", "players", "deaths", "deck", "discard", "removed", "message", "locks",
               "pending", "events", "no_events", "decisions", "stack")
PLAYER_KEYS = ("hand", "messages", "status", "alive", "lost", "identity_revealed")
MESSAGE_EXPECT_KEYS = ("card", "sender", "holder", "transmission", "target", "direction",
                       "lured", "seen_by", "face_up")
PENDING_KEYS = ("seat", "kind", "prompt", "options", "offers", "not_offered")
ANSWER_KEYS = ("answer", "when", "times")
# Options whose ``ref`` is a stack item uid (the others' ref is a card id, e.g. 烧毁).
REF_IS_UID = frozenset({"shi_po"})
# Event fields that hold seats / cards (for matching and for the plain-text log).
SEAT_FIELDS = ("seat", "target", "by", "user", "killer", "sender", "holder", "first",
               "declarer")
ORDINALS = {"1st": 1, "2nd": 2, "3rd": 3, "first": 1, "second": 2, "third": 3}
DEFAULT_MAX_DECISIONS = 5000


class ScenarioError(ValueError):
    """A scenario file that cannot be loaded or run (malformed, or a scripted answer that is
    not legal when it is used); the message says where and why."""


# -- answer patterns -------------------------------------------------------------------
class StackOrdinal(NamedTuple):
    """A stack item named by its place: k-th item used (1-based); k = -1 is the last one."""
    k: int


class AnswerPattern(NamedTuple):
    """A parsed answer: ``Option`` fields, each optional. ``card``/``ref`` may be an int,
    a :class:`CardQuery`, or for ``ref`` a :class:`StackOrdinal`."""
    text: str
    kind: str
    func: str | None = None
    card: object = None
    seat: int | None = None
    ref: object = None

    def matches(self, o: Option, cards, stack) -> bool:
        """Whether option ``o`` has every field given. ``stack``: (uid, func, card) triples
        of the items on the stack when the option was offered, in use order."""
        if o.kind != self.kind:
            return False
        if self.func is not None and o.func != self.func:
            return False
        if self.card is not None:
            if isinstance(self.card, int):
                if o.card != self.card:
                    return False
            elif o.card < 0 or not self.card.matches(cards[o.card]):
                return False
        if self.seat is not None and o.seat != self.seat:
            return False
        if self.ref is not None:
            return _ref_matches(self.ref, o, cards, stack)
        return True


def _ref_matches(ref, o: Option, cards, stack) -> bool:
    if isinstance(ref, int):
        return o.ref == ref
    if isinstance(ref, StackOrdinal):
        k = ref.k
        if not stack or (k > 0 and k > len(stack)):
            return False
        return o.func in REF_IS_UID and o.ref == stack[k - 1 if k > 0 else -1][0]
    if o.ref < 0:
        return False
    if o.func in REF_IS_UID:            # a stack item, described by its function / card
        for uid, func, card in stack:
            if uid != o.ref:
                continue
            if ref.id is not None:
                return card == ref.id
            if ref.function is not None and ref.function != func:
                return False
            rest = ref._replace(function=None)
            return rest.specificity() == 0 or (card >= 0 and rest.matches(cards[card]))
        return False
    return ref.matches(cards[o.ref])


def parse_answer(text, n: int) -> AnswerPattern:
    """Parse an answer such as ``pass``, ``use 截获``, ``use shi_po #1st``, ``use 烧毁 @C #黑``,
    ``send 锁定/黑/密电``, ``send direct c23 @B``, ``choose 红``. Raises ScenarioError."""
    if not isinstance(text, str) or not text.split():
        raise ScenarioError(f"an answer must be text such as 'pass' or 'use 截获', got {text!r}")
    tokens = text.split()
    kind = tokens[0]
    if kind not in KINDS:
        raise ScenarioError(f"answer {text!r}: must start with one of {', '.join(KINDS)}")
    f: dict = {}

    def put(key, value, tok):
        if key in f:
            raise ScenarioError(f"answer {text!r}: {tok!r} gives the {key} a second time")
        f[key] = value

    for tok in tokens[1:]:
        try:
            if tok[0] == "@":
                put("seat", seat_of(tok[1:], n, f"answer {text!r}"), tok)
            elif tok[0] == "#":
                body = tok[1:]
                if body.isdigit():
                    put("ref", int(body), tok)
                elif body in ORDINALS:
                    put("ref", StackOrdinal(ORDINALS[body]), tok)
                elif body == "last":
                    put("ref", StackOrdinal(-1), tok)
                elif body[:-2].isdigit() and body[-2:] in ("st", "nd", "rd", "th"):
                    if int(body[:-2]) < 1:
                        raise ScenarioError(f"answer {text!r}: stack items count from #1st")
                    put("ref", StackOrdinal(int(body[:-2])), tok)
                else:
                    put("ref", parse_card(body), tok)
            elif tok[0] == "c" and tok[1:].isdigit():
                put("card", int(tok[1:]), tok)
            elif kind == "use" and (tok in FUNCTION_NAMES):
                put("func", FUNCTION_NAMES[tok], tok)
            elif kind == "send" and tok in TRANSMISSION_NAMES:
                put("func", TRANSMISSION_NAMES[tok], tok)
            elif tok.isascii() and tok.replace("_", "").isalpha() and tok.islower() \
                    and not _is_card_word(tok):
                put("func", tok, tok)     # a skill id, or 'comply' / 'declare'
            else:
                put("card", parse_card(tok), tok)
        except ValueError as e:
            raise ScenarioError(f"answer {text!r}: {e}") from None
    return AnswerPattern(text, kind, **f)


def _is_card_word(tok: str) -> bool:
    try:
        parse_card(tok)
        return True
    except ValueError:
        return False


# -- loading -----------------------------------------------------------------------------
class ScriptEntry(NamedTuple):
    seat: int
    prompt: str | None
    pattern: AnswerPattern


class SeatAnswer(NamedTuple):
    pattern: AnswerPattern
    when: tuple[str, ...]      # empty: any decision


class Stage(NamedTuple):
    until: object
    expect: dict


@dataclass
class Scenario:
    """A loaded scenario. ``script``: global answers in the order asked; ``answers``:
    per-seat queues; ``stages``: (until, expect) pairs run one after the other."""
    path: str
    name: str
    description: str
    position: dict
    script: list[ScriptEntry]
    answers: dict[int, list[SeatAnswer]]
    stages: list[Stage]
    xfail: str | None = None
    allow_unused_answers: bool = False
    max_decisions: int = DEFAULT_MAX_DECISIONS


def load_scenario(path) -> Scenario:
    """Read a scenario YAML file. Raises ScenarioError naming the file and the problem."""
    p = Path(path)
    try:
        data = yaml.safe_load(p.read_text(encoding="utf-8"))
    except OSError as e:
        raise ScenarioError(f"{path}: cannot read: {e.strerror}") from None
    except UnicodeDecodeError:
        raise ScenarioError(f"{path}: not UTF-8 text") from None
    except yaml.YAMLError as e:
        raise ScenarioError(f"{path}: not valid YAML: {e}") from None
    try:
        return scenario_from_dict(data, str(path))
    except ScenarioError as e:
        raise ScenarioError(f"{path}: {e}") from None


def scenario_from_dict(data, path: str = "<scenario>") -> Scenario:
    """Build a :class:`Scenario` from its parsed YAML. Raises ScenarioError."""
    if not isinstance(data, dict):
        raise ScenarioError("a scenario file must be a mapping with 'description', "
                            "'position', …")
    extra = [k for k in data if k not in SCENARIO_KEYS]
    if extra:
        raise ScenarioError(f"unknown key(s) {extra}; allowed: {', '.join(SCENARIO_KEYS)}")
    for key in ("description", "position"):
        if key not in data:
            raise ScenarioError(f"'{key}' is required")
    pos = data["position"]
    if not isinstance(pos, dict) or not isinstance(pos.get("players"), list):
        raise ScenarioError("'position' must be a mapping with a 'players' list")
    n = len(pos["players"])
    # Fail early on a bad position (and keep the message short).
    try:
        from_position(pos, advance=False)
    except ValueError as e:
        raise ScenarioError(_position_error(e)) from None

    script = []
    raw_script = data.get("script") or []
    if not isinstance(raw_script, list):
        raise ScenarioError("'script' must be a list of 'SEAT[ PROMPT]: ANSWER' entries")
    for i, entry in enumerate(raw_script):
        script.extend(_script_entries(entry, n, f"script[{i}]"))
    answers: dict[int, list[SeatAnswer]] = {}
    raw = data.get("answers") or {}
    if not isinstance(raw, dict):
        raise ScenarioError("'answers' must map seats to lists of answers")
    for key, items in raw.items():
        seat = _seat(key, n, "answers")
        if not isinstance(items, list):
            raise ScenarioError(f"answers.{key} must be a list")
        queue = answers.setdefault(seat, [])
        for j, item in enumerate(items):
            queue.extend(_seat_answers(item, n, f"answers.{key}[{j}]"))

    if "stages" in data:
        if "until" in data or "expect" in data:
            raise ScenarioError("give either 'stages' or 'until'/'expect', not both")
        if not isinstance(data["stages"], list) or not data["stages"]:
            raise ScenarioError("'stages' must be a non-empty list")
        raw_stages = data["stages"]
    else:
        raw_stages = [{"until": data.get("until", "game_over"), "expect": data.get("expect") or {}}]
    stages = []
    for i, st in enumerate(raw_stages):
        if not isinstance(st, dict):
            raise ScenarioError(f"stages[{i}] must be a mapping")
        bad = [k for k in st if k not in STAGE_KEYS]
        if bad:
            raise ScenarioError(f"stages[{i}]: unknown key(s) {bad}; allowed: until, expect")
        until = st.get("until", "game_over")
        _check_until(until, n, f"stages[{i}].until")
        expect = st.get("expect") or {}
        _check_expect_keys(expect, n, f"stages[{i}].expect")
        stages.append(Stage(until, expect))
    xfail = data.get("xfail")
    if xfail is not None and not (isinstance(xfail, str) and xfail.strip()):
        raise ScenarioError("'xfail' must be the reason, as text")
    max_dec = data.get("max_decisions", DEFAULT_MAX_DECISIONS)
    if not isinstance(max_dec, int) or max_dec < 1:
        raise ScenarioError("'max_decisions' must be a positive integer")
    allow = data.get("allow_unused_answers", False)
    if not isinstance(allow, bool):
        raise ScenarioError("'allow_unused_answers' must be true or false")
    desc = data["description"]
    if not isinstance(desc, str) or not desc.strip():
        raise ScenarioError("'description' must be text (quote the rule it checks)")
    return Scenario(path, str(data.get("name") or Path(path).stem), desc, pos, script, answers,
                    stages, xfail, allow, max_dec)


def _seat(value, n, where) -> int:
    try:
        return seat_of(value, n, where)
    except ValueError as e:
        raise ScenarioError(str(e)) from None


def _script_entries(entry, n, where) -> list[ScriptEntry]:
    """'B: use 截获', 'B transmit: use 截获' (the prompt is then asserted too), or a seat
    range 'A-E transmit: pass' = A, B, C, D, E in turn (wrapping: 'D-B' = D, E, A, B)."""
    if not isinstance(entry, str) or ":" not in entry:
        raise ScenarioError(f"{where}: expected 'SEAT[ PROMPT]: ANSWER', got {entry!r}")
    head, _, answer = entry.partition(":")
    words = head.split()
    if not 1 <= len(words) <= 2:
        raise ScenarioError(f"{where}: expected 'SEAT[ PROMPT]: ANSWER', got {entry!r}")
    first, dash, last = words[0].partition("-")
    a = _seat(first, n, where)
    seats = [a]
    if dash:
        b = _seat(last, n, where)
        seats = [(a + i) % n for i in range((b - a) % n + 1)]
    prompt = words[1] if len(words) == 2 else None
    try:
        pattern = parse_answer(answer.strip(), n)
    except ScenarioError as e:
        raise ScenarioError(f"{where}: {e}") from None
    return [ScriptEntry(s, prompt, pattern) for s in seats]


def _seat_answers(item, n, where) -> list[SeatAnswer]:
    if isinstance(item, str):
        return [SeatAnswer(parse_answer(item, n), ())]
    if not isinstance(item, dict) or "answer" not in item:
        raise ScenarioError(f"{where}: expected an answer text or {{answer:, when:, times:}}")
    bad = [k for k in item if k not in ANSWER_KEYS]
    if bad:
        raise ScenarioError(f"{where}: unknown key(s) {bad}; allowed: {', '.join(ANSWER_KEYS)}")
    when = item.get("when", ())
    when = (when,) if isinstance(when, str) else tuple(when)
    if not all(isinstance(w, str) for w in when):
        raise ScenarioError(f"{where}.when must be a prompt or a list of prompts")
    times = item.get("times", 1)
    if not isinstance(times, int) or times < 1:
        raise ScenarioError(f"{where}.times must be a positive integer")
    try:
        pattern = parse_answer(item["answer"], n)
    except ScenarioError as e:
        raise ScenarioError(f"{where}: {e}") from None
    return [SeatAnswer(pattern, when)] * times


def _check_until(until, n, where) -> None:
    if isinstance(until, str):
        if until in ("game_over", "next_turn", "script_done") or until in PHASES:
            return
        raise ScenarioError(f"{where}: {until!r} is not a stop point (game_over, next_turn, "
                            f"script_done, a phase {', '.join(PHASES)}, {{answers: N}} or "
                            f"{{asked: 'SEAT [PROMPT]'}})")
    if isinstance(until, dict) and len(until) == 1:
        (k, v), = until.items()
        if k == "answers" and isinstance(v, int) and v >= 0:
            return
        if k == "asked" and isinstance(v, str) and 1 <= len(v.split()) <= 2:
            _seat(v.split()[0], n, where)
            return
    raise ScenarioError(f"{where}: {until!r} is not a stop point")


def _check_expect_keys(expect, n, where) -> None:
    if not isinstance(expect, dict):
        raise ScenarioError(f"{where} must be a mapping")
    bad = [k for k in expect if k not in EXPECT_KEYS]
    if bad:
        raise ScenarioError(f"{where}: unknown key(s) {bad}; allowed: {', '.join(EXPECT_KEYS)}")
    players = expect.get("players") or {}
    if not isinstance(players, dict):
        raise ScenarioError(f"{where}.players must map seats to expectations")
    for seat, pe in players.items():
        _seat(seat, n, f"{where}.players")
        if not isinstance(pe, dict):
            raise ScenarioError(f"{where}.players.{seat} must be a mapping")
        _known_keys(pe, PLAYER_KEYS, f"{where}.players.{seat}")
    for key, allowed in (("message", MESSAGE_EXPECT_KEYS), ("pending", PENDING_KEYS)):
        if isinstance(expect.get(key), dict):
            _known_keys(expect[key], allowed, f"{where}.{key}")


def _known_keys(d: dict, allowed, where: str) -> None:
    bad = [k for k in d if k not in allowed]
    if bad:
        raise ScenarioError(f"{where}: unknown key(s) {bad}; allowed: {', '.join(allowed)}")


# -- running -----------------------------------------------------------------------------
class Mismatch(NamedTuple):
    """One failed expectation: the field, what the scenario expects, what happened."""
    field: str
    expected: object
    actual: object


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


def default_answer(d) -> Option:
    """What an unscripted seat does: passes in a window, declines a message, says no to an
    optional skill, and otherwise (send, choose) takes the first legal option."""
    kinds = {o.kind: o for o in d.options}
    if d.kind == "respond" and "pass" in kinds:
        return kinds["pass"]
    if d.kind == "receive" and "decline" in kinds:
        return kinds["decline"]
    if d.kind == "trigger" and "no" in kinds:
        return kinds["no"]
    return d.options[0]


def _stack_snapshot(state) -> tuple:
    return tuple((it.uid, it.func, it.card) for it in state.stack)


def _fmt_options(options, state) -> str:
    return "; ".join(describe_option(o, state.cards) for o in options)


def describe_option(o: Option, cards) -> str:
    """Notation plus, for card ids, the card's description: 'use jie_huo c23 (截获/黑/直达)'."""
    text = format_option(o)
    if 0 <= o.card < len(cards):
        text += f" ({describe_card(cards[o.card])})"
    return text


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


def _position_error(e: ValueError) -> str:
    """The message of a position refused by the engine, said once to be about the position."""
    text = str(e)
    return text if text.startswith("position") else f"position: {text}"


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


# -- expectations --------------------------------------------------------------------------
def check_expect(state, expect: dict, log: list[dict]) -> list[Mismatch]:
    """Compare ``state`` (and this stage's ``log``) with ``expect``; [] when all holds.
    Raises ScenarioError for an expectation that cannot be read."""
    out: list[Mismatch] = []
    n = state.n
    cards = state.cards

    def seat(v, where):
        return None if v is None else _seat(v, n, where)

    def eq(fieldname, exp, act):
        if exp != act:
            out.append(Mismatch(fieldname, exp, act))

    e = expect
    if "over" in e:
        eq("over", e["over"], state.over)
    if "winners" in e:
        exp = sorted(seat(s, "expect.winners") for s in (e["winners"] or []))
        if exp != sorted(state.winners):
            out.append(Mismatch("winners", _seats(exp), _seats(sorted(state.winners))))
    if "draw" in e:
        eq("draw", e["draw"], state.over and not state.winners)
    if "declarer" in e:
        exp = seat(e["declarer"], "expect.declarer")
        if exp != state.declarer:
            out.append(Mismatch("declarer", _sn(exp), _sn(state.declarer)))
    if "end_reason" in e:
        eq("end_reason", e["end_reason"], state.end_reason)
    if "turn" in e:
        exp = seat(e["turn"], "expect.turn")
        if exp != state.turn_player:
            out.append(Mismatch("turn", _sn(exp), _sn(state.turn_player)))
    if "turn_number" in e:
        eq("turn_number", e["turn_number"], state.turn_number)
    if "phase" in e:
        eq("phase", e["phase"], state.phase)
    for key, pe in (e.get("players") or {}).items():
        s = seat(key, "expect.players")
        p = state.players[s]
        where = f"players.{seat_name(s)}"
        for zone in ("hand", "messages"):
            if zone in pe:
                m = _check_cards(f"{where}.{zone}", pe[zone], getattr(p, zone), cards)
                if m:
                    out.append(m)
        if "status" in pe:
            st = "lost" if p.lost else ("alive" if p.alive else "dead")
            if pe["status"] not in ("alive", "dead", "lost"):
                raise ScenarioError(f"expect.{where}.status must be alive, dead or lost")
            eq(f"{where}.status", pe["status"], st)
        for flag in ("alive", "lost", "identity_revealed"):
            if flag in pe:
                eq(f"{where}.{flag}", pe[flag], getattr(p, flag))
    if "deaths" in e:
        exp = [_death(d, n) for d in (e["deaths"] or [])]
        act = [(s, k) for s, k in state.deaths]
        ok = len(exp) == len(act) and all(
            es == as_ and (ek == "any" or ek == ak) for (es, ek), (as_, ak) in zip(exp, act))
        if not ok:
            out.append(Mismatch("deaths", [_fmt_death(d) for d in exp],
                                [_fmt_death(d) for d in act]))
    for zone in ("discard", "removed"):
        if zone in e:
            m = _check_cards(zone, e[zone], getattr(state, zone), cards)
            if m:
                out.append(m)
    if "deck" in e:
        m = _check_cards("deck", e["deck"], state.deck[::-1], cards, prefix=True)
        if m:
            out.append(m)
    if "message" in e:
        out.extend(_check_message(state, e["message"]))
    if "locks" in e:
        exp = sorted(seat(s, "expect.locks") for s in (e["locks"] or []))
        if exp != sorted(state.locks):
            out.append(Mismatch("locks", _seats(exp), _seats(sorted(state.locks))))
    if "stack" in e:
        eq("stack (items waiting)", e["stack"], len(state.stack))
    if "pending" in e:
        out.extend(_check_pending(state, e["pending"]))
    if "events" in e:
        out.extend(_check_events(e["events"], log, state))
    if "no_events" in e:
        for pat in e["no_events"] or []:
            hits = [x for x in log if _event_matches(pat, x, state)]
            if hits:
                out.append(Mismatch(f"no_events {pat}", "no such event",
                                    render_entry(hits[0], cards)))
    if "decisions" in e:
        out.extend(_check_decisions(e["decisions"] or [], log, state))
    return out


def _sn(s):
    return None if s is None or s < 0 else seat_name(s)


def _seats(seats):
    return [seat_name(s) for s in seats]


def _death(d, n):
    """'B' | 'B by A' | 'B by none' | {seat: B, killer: A}  →  (seat, killer | 'any')."""
    if isinstance(d, dict):
        s = _seat(d.get("seat"), n, "expect.deaths")
        if "killer" not in d:
            return (s, "any")
        k = d["killer"]
        return (s, -1 if k in (None, "none") else _seat(k, n, "expect.deaths"))
    if isinstance(d, (str, int)):
        words = str(d).split()
        if len(words) == 1:
            return (_seat(words[0], n, "expect.deaths"), "any")
        if len(words) == 3 and words[1] == "by":
            k = words[2]
            return (_seat(words[0], n, "expect.deaths"),
                    -1 if k == "none" else _seat(k, n, "expect.deaths"))
    raise ScenarioError(f"expect.deaths: cannot read {d!r} (use 'B', 'B by A' or 'B by none')")


def _fmt_death(d):
    s, k = d
    return seat_name(s) if k == "any" else f"{seat_name(s)} by {'none' if k < 0 else seat_name(k)}"


def _queries(items, where):
    if not isinstance(items, list):
        raise ScenarioError(f"{where}: expected a list of cards")
    try:
        return [parse_card(x) for x in items]
    except ValueError as err:
        raise ScenarioError(f"{where}: {err}") from None


def _match_all(queries, ids, cards) -> bool:
    """Can every query get a distinct card among ``ids``? (bipartite matching)"""
    owner: dict[int, int] = {}

    def assign(i, seen):
        for c in ids:
            if c in seen or not queries[i].matches(cards[c]):
                continue
            seen.add(c)
            if c not in owner or assign(owner[c], seen):
                owner[c] = i
                return True
        return False

    return all(assign(i, set()) for i in range(len(queries)))


def _check_cards(where, spec, ids, cards, prefix=False):
    """A card zone against: N (count), [cards] (exactly these; for the deck: the top cards,
    top first), or {count, contains, red, blue, black}."""
    actual = [f"#{c} {describe_card(cards[c])}" for c in ids]
    if isinstance(spec, bool):
        raise ScenarioError(f"expect.{where}: expected a count, a list or a mapping")
    if isinstance(spec, int):
        return None if len(ids) == spec else Mismatch(f"{where} (count)", spec, len(ids))
    if isinstance(spec, list):
        qs = _queries(spec, f"expect.{where}")
        if prefix:
            ok = len(qs) <= len(ids) and all(q.matches(cards[c]) for q, c in zip(qs, ids))
            return None if ok else Mismatch(f"{where} (top first)", spec, actual[:len(qs) + 2])
        ok = len(qs) == len(ids) and _match_all(qs, list(ids), cards)
        return None if ok else Mismatch(where, spec, actual)
    if isinstance(spec, dict):
        bad = [k for k in spec if k not in ("count", "contains", "red", "blue", "black")]
        if bad:
            raise ScenarioError(f"expect.{where}: unknown key(s) {bad} (count, contains, "
                                f"red, blue, black)")
        problems = []
        if "count" in spec and spec["count"] != len(ids):
            problems.append(f"count {len(ids)} (expected {spec['count']})")
        for colour in ("red", "blue", "black"):
            if colour in spec:
                k = sum(1 for c in ids if cards[c].colour == colour)
                if k != spec[colour]:
                    problems.append(f"{colour} {k} (expected {spec[colour]})")
        if "contains" in spec:
            qs = _queries(spec["contains"], f"expect.{where}.contains")
            if not _match_all(qs, list(ids), cards):
                problems.append(f"does not contain all of {spec['contains']}")
        return Mismatch(where, spec, f"{actual} — {'; '.join(problems)}") if problems else None
    raise ScenarioError(f"expect.{where}: expected a count, a list or a mapping")


def _check_message(state, spec) -> list[Mismatch]:
    m = state.message
    cards = state.cards
    if spec is None:
        if m is None:
            return []
        return [Mismatch("message", None, f"#{m['card']} {describe_card(cards[m['card']])} "
                                          f"at {seat_name(m['holder'])}")]
    if m is None:
        return [Mismatch("message", spec, None)]
    if not isinstance(spec, dict):
        raise ScenarioError("expect.message must be null or a mapping")
    out = []
    n = state.n
    for k, v in spec.items():
        if k == "card":
            q = parse_card(v)
            if not q.matches(cards[m["card"]]):
                out.append(Mismatch("message.card", v,
                                    f"#{m['card']} {describe_card(cards[m['card']])}"))
        elif k in ("sender", "holder", "target"):
            exp = _seat(v, n, f"expect.message.{k}")
            if exp != m[k]:
                out.append(Mismatch(f"message.{k}", _sn(exp), _sn(m[k])))
        elif k in ("lured", "seen_by"):
            exp = sorted(_seat(s, n, f"expect.message.{k}") for s in v or [])
            if exp != sorted(m[k]):
                out.append(Mismatch(f"message.{k}", _seats(exp), _seats(sorted(m[k]))))
        elif k == "direction":
            exp = {"right": 1, "left": -1}.get(v, v)
            if exp != m["direction"]:
                out.append(Mismatch("message.direction", v, m["direction"]))
        elif k == "transmission":
            exp = TRANSMISSION_NAMES.get(v, v)
            if exp != m["transmission"]:
                out.append(Mismatch("message.transmission", v, m["transmission"]))
        else:
            if v != m[k]:
                out.append(Mismatch(f"message.{k}", v, m[k]))
    return out


def _check_pending(state, spec) -> list[Mismatch]:
    d = state.pending
    if spec is None:
        return [] if d is None else [Mismatch("pending", None, f"{seat_name(d.seat)} "
                                                             f"{d.kind} {d.prompt}")]
    if d is None:
        return [Mismatch("pending", spec, None)]
    out = []
    n = state.n
    cards = state.cards
    stack = _stack_snapshot(state)
    if "seat" in spec and _seat(spec["seat"], n, "expect.pending.seat") != d.seat:
        out.append(Mismatch("pending.seat", spec["seat"], seat_name(d.seat)))
    for k in ("kind", "prompt"):
        if k in spec and spec[k] != getattr(d, k):
            out.append(Mismatch(f"pending.{k}", spec[k], getattr(d, k)))
    offered = [describe_option(o, cards) for o in d.options]
    pats = {k: [parse_answer(t, n) for t in spec.get(k) or []]
            for k in ("options", "offers", "not_offered")}
    if "options" in spec:
        ok = (all(any(p.matches(o, cards, stack) for o in d.options) for p in pats["options"])
              and all(any(p.matches(o, cards, stack) for p in pats["options"])
                      for o in d.options))
        if not ok:
            out.append(Mismatch("pending.options (exactly)", spec["options"], offered))
    for p in pats["offers"]:
        if not any(p.matches(o, cards, stack) for o in d.options):
            out.append(Mismatch(f"pending.offers {p.text!r}", "offered", offered))
    for p in pats["not_offered"]:
        if any(p.matches(o, cards, stack) for o in d.options):
            out.append(Mismatch(f"pending.not_offered {p.text!r}", "not offered", offered))
    return out


def _event_matches(pat, ev, state) -> bool:
    if isinstance(pat, str):
        pat = {"type": pat}
    if not isinstance(pat, dict) or "type" not in pat:
        raise ScenarioError(f"an event pattern is a type or a mapping with 'type': {pat!r}")
    n = state.n
    cards = state.cards
    for k, v in pat.items():
        if k not in ev:
            return False
        a = ev[k]
        if k in SEAT_FIELDS:
            exp = -1 if v in (None, "none") else _seat(v, n, f"event pattern {k}")
            if a != exp:
                return False
        elif k == "card":
            if not isinstance(a, int) or a < 0 or not parse_card(v).matches(cards[a]):
                return False
        elif k in ("cards", "hand", "messages") and isinstance(v, list):
            if not isinstance(a, list) or len(a) != len(v) or \
                    not _match_all(_queries(v, "event pattern"), a, cards):
                return False
        elif k in ("func", "skill"):
            if a != FUNCTION_NAMES.get(v, v):
                return False
        elif k == "winners":
            if sorted(a) != sorted(_seat(s, n, "event pattern winners") for s in v):
                return False
        elif k == "answer" and ev.get("type") == "decision":
            p = parse_answer(v, n)
            if not p.matches(ev["option"], cards, ev["stack"]):
                return False
        elif k == "transmission":
            if a != TRANSMISSION_NAMES.get(v, v):
                return False
        elif a != v:
            return False
    return True


def _check_events(patterns, log, state) -> list[Mismatch]:
    """Each pattern must match an entry, in this order (other entries may come between)."""
    if not isinstance(patterns, list):
        raise ScenarioError("expect.events must be a list")
    i = 0
    for k, pat in enumerate(patterns):
        while i < len(log) and not _event_matches(pat, log[i], state):
            i += 1
        if i == len(log):
            return [Mismatch(f"events[{k}] (in order)", pat,
                             "not found after the events matched before it")]
        i += 1
    return []


def _check_decisions(spec, log, state) -> list[Mismatch]:
    """The exact sequence of decisions: 'SEAT[ PROMPT][: ANSWER]' each (seat ranges such as
    'A-E transmit: pass' stand for one entry per seat, as in ``script``)."""
    n = state.n
    if not isinstance(spec, list):
        raise ScenarioError("expect.decisions must be a list")
    wants = []
    for k, item in enumerate(spec):
        text = str(item)
        if ":" not in text:
            text += ":"
        head, _, answer = text.partition(":")
        words = head.split()
        if not 1 <= len(words) <= 2:
            raise ScenarioError(f"expect.decisions[{k}]: expected 'SEAT[ PROMPT][: ANSWER]'")
        first, dash, last = words[0].partition("-")
        a = _seat(first, n, f"expect.decisions[{k}]")
        seats = [a]
        if dash:
            b = _seat(last, n, f"expect.decisions[{k}]")
            seats = [(a + i) % n for i in range((b - a) % n + 1)]
        prompt = words[1] if len(words) == 2 else None
        pat = parse_answer(answer.strip(), n) if answer.strip() else None
        for s in seats:
            label = f"{seat_name(s)}{' ' + prompt if prompt else ''}" \
                    f"{': ' + answer.strip() if pat else ''}"
            wants.append((s, prompt, pat, label))
    actual = [e for e in log if e.get("type") == "decision"]
    shown = [f"{seat_name(e['seat'])} {e['prompt']}: {e['answer']}" for e in actual]
    expected = [w[3] for w in wants]
    for k, ((s, prompt, pat, label), got) in enumerate(zip(wants, actual)):
        ok = s == got["seat"] and (prompt is None or prompt == got["prompt"])
        if ok and pat is not None:
            ok = pat.matches(got["option"], state.cards, got["stack"])
        if not ok:
            return [Mismatch(f"decisions[{k}] (first difference)", label, shown[k]),
                    Mismatch("decisions (whole sequence)", expected, shown)]
    if len(wants) != len(actual):
        return [Mismatch(f"decisions ({len(wants)} expected, {len(actual)} made)", expected,
                         shown)]
    return []


# -- the plain-text log --------------------------------------------------------------------
def _card(c, cards) -> str:
    if c is None or not isinstance(c, int) or c < 0 or c >= len(cards):
        return "?"
    return f"#{c} {describe_card(cards[c])}"


def _func(f) -> str:
    return FUNCTION_ZH.get(f, f)


def render_entry(e: dict, cards) -> str:
    """One log line for an engine event or a runner decision (omniscient: it is a test log)."""
    t = e.get("type")
    S = lambda k: _sn(e.get(k)) if isinstance(e.get(k), int) else "?"   # noqa: E731
    C = lambda k: _card(e.get(k), cards)                                 # noqa: E731
    if t == "decision":
        src = "" if e["source"] == "script" else f"  [{e['source']}]"
        opt = e["option"]
        return f"  {seat_name(e['seat'])} ? {e['prompt']} -> {describe_option(opt, cards)}{src}"
    if t == "position":
        return f"position: turn {e['turn']} of {S('seat')}, phase {e['phase']}"
    if t == "phase":
        return f"-- phase {e['phase']} ({S('seat')}'s turn)"
    if t == "game_start":
        return f"game start: {e['players']} players, first player {S('first')}"
    if t == "turn_start":
        return f"== turn {e['turn']}: {S('seat')} =="
    if t == "draw":
        drawn = ", ".join(_card(c, cards) for c in e.get("cards", []))
        return f"{S('seat')} draws {e['n']}: {drawn}"
    if t == "reshuffle":
        return f"the discard pile ({e['size']} cards) is shuffled into a new deck"
    if t == "used":
        tgt = f" on {S('target')}" if e.get("target", -1) >= 0 else ""
        ref = ""
        if e.get("ref", -1) >= 0:
            ref = f" -> item u{e['ref']}" if e.get("func") in REF_IS_UID else f" -> {C('ref')}"
        conv = " (converted)" if e.get("converted") else ""
        return (f"{S('seat')} uses {_func(e['func'])} {C('card')}{conv}{tgt}{ref}"
                f"  [item u{e['uid']}]")
    if t == "nullified":
        return f"item u{e['uid']} ({_func(e['func'])}) is nullified by {S('by')}"
    if t == "item_nullified":
        return f"item u{e['uid']} {_func(e['func'])} of {S('user')} is void (nullified)"
    if t == "fizzle":
        return f"item u{e['uid']} {_func(e['func'])} of {S('user')} has no effect ({e['why']})"
    if t == "lured":
        return f"{S('seat')} is lured away (调虎离山) by {S('by')}"
    if t == "locked":
        return f"{S('seat')} is locked (锁定) by {S('by')}"
    if t == "intercepted":
        return f"{S('seat')} intercepts the message {C('card')}"
    if t == "decrypted":
        return f"{S('seat')} decrypts the message: {C('card')}"
    if t == "returned":
        return f"{S('seat')} returns the message (退回): it now travels the other way"
    if t == "return_no_effect":
        return f"{S('seat')}'s 退回 has no effect: {S('seat')} is locked"
    if t == "burned":
        return f"{S('by')} burns {C('card')} in front of {S('seat')}"
    if t == "probe_shown":
        return f"试探 from {S('user')} shown to {S('seat')}: bets {e['bet']}, {e['effect']}"
    if t == "probe_declared":
        return f"{S('seat')} declares: {e['words']}"
    if t == "probe_draws":
        return f"{S('seat')} must draw two (试探)"
    if t == "probe_discard_nothing":
        return f"{S('seat')} must discard but has no card: declared only"
    if t == "discard":
        return f"{S('seat')} discards {C('card')}"
    if t == "message_sent":
        tgt = f" to {S('target')}" if e.get("target", -1) >= 0 else ""
        how = TRANSMISSION_ZH.get(e["transmission"], e["transmission"])
        return f"{S('seat')} sends {C('card')} as {how}{tgt}"
    if t == "step":
        return f"-- {e['step']} at {S('holder')}"
    if t == "declined":
        return f"{S('seat')} declines the message"
    if t == "message_taken":
        return f"{S('seat')} takes the message {C('card')}{' (forced)' if e.get('forced') else ''}"
    if t == "message_placed":
        cs = ", ".join(_card(c, cards) for c in e["cards"])
        return f"{cs} placed in front of {S('seat')} (via {e['via']}, sender {S('sender')})"
    if t == "message_discarded":
        return f"the message {C('card')} goes to the discard pile"
    if t == "dying":
        return f"{S('seat')} is dying (killer {S('killer')})"
    if t == "died":
        return f"{S('seat')} dies (killer {S('killer')})"
    if t == "saved":
        return f"{S('seat')} is saved"
    if t == "cards_discarded":
        return (f"{S('seat')}'s cards go to the discard pile: hand "
                f"[{', '.join(_card(c, cards) for c in e['hand'])}], messages "
                f"[{', '.join(_card(c, cards) for c in e['messages'])}]")
    if t == "identity_revealed":
        return f"{S('seat')}'s identity is shown: {e['identity']}"
    if t == "lost":
        return f"{S('seat')} loses the game ({e['reason']})"
    if t == "cannot_send":
        return f"{S('seat')} cannot send a message"
    if t == "game_over":
        who = ", ".join(seat_name(s) for s in e["winners"]) or "nobody (draw)"
        return f"GAME OVER: winners {who}; declarer {_sn(e['declarer'])}; reason {e['reason']}"
    rest = " ".join(f"{k}={v}" for k, v in e.items() if k not in ("type", "private", "hide"))
    return f"{t} {rest}"


__all__ = ["AnswerPattern", "Mismatch", "Scenario", "ScenarioError", "ScenarioResult",
           "check_expect", "default_answer", "describe_option", "load_scenario", "parse_answer",
           "render_entry", "run_scenario", "run_until", "scenario_from_dict"]
