"""Comparing a state (and a stage's log) with a scenario's ``expect``."""
from __future__ import annotations

from typing import NamedTuple

from ..engine.position import (FUNCTION_NAMES, TRANSMISSION_NAMES, describe_card, parse_card,
                               seat_name)
from .parse import SEAT_FIELDS, ScenarioError, _seat, parse_answer
from .render import _sn, describe_option, render_entry


# -- expectations --------------------------------------------------------------------------
class Mismatch(NamedTuple):
    """One failed expectation: the field, what the scenario expects, what happened."""
    field: str
    expected: object
    actual: object


def _stack_snapshot(state) -> tuple:
    return tuple((it.uid, it.func, it.card) for it in state.stack)


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
