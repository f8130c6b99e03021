"""Reading scenario files: the keys, answer patterns and the checks of a file's shape
(docs/scenario-format.md)."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

import yaml

from ..engine.decisions import Option
from ..engine.position import (FUNCTION_NAMES, TRANSMISSION_NAMES, from_position, parse_card,
                               seat_of)
from ..engine.state import PHASES
from ..notation import KINDS


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


def _position_error(e: ValueError) -> str:
    """The message of a position refused by the engine, said once to be about the position."""
    text = str(e)
    return text if text.startswith("position") else f"position: {text}"


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
