"""Golden playthroughs (design §6.6): a seeded game written out as text, step by step, so that
any change in the rules, the views or the option order shows up as a reviewable diff.

Each step shows the deciding seat, the decision's kind and prompt, its options in notation,
the answer a seeded policy chose, the events a spectator sees, and the views: ``public`` is
the spectator's view (``observe(state, None)``), given in full at the start and then only
where it changed; ``seat k`` lists where seat k's view differs from the spectator's (its hand,
identity, what it decrypted, the pending options' presence…). Views are flattened into
``path=value`` pairs, so nothing in ``observe`` escapes the file.

Used by ``test_golden.py`` (compare) and ``regen.py`` (rewrite).
"""
from __future__ import annotations

import json
import random
import re
from pathlib import Path

from fengsheng.engine import Config, apply, new_game
from fengsheng.notation import format_option
from fengsheng.views import observe, visible_events

HERE = Path(__file__).resolve().parent

# name -> (configuration, seed); the policy is random.Random(seed), uniform over the options.
# Seeds picked for short games (< 110 answers) that still show a death, 试探 and a victory.
GAMES = {
    "3p_standard_seed12": (Config(players=3, deck="standard"), 12),
    "5p_promo_seed99": (Config(players=5, deck="promo"), 99),
    "9p_standard_seed148": (Config(players=9, deck="standard"), 148),
}


def path_of(name: str) -> Path:
    return HERE / f"{name}.txt"


def _value(v) -> str:
    return json.dumps(v, ensure_ascii=False, separators=(",", ":"))


def flatten(view, prefix: str = "") -> dict[str, str]:
    """``{'a': {'b': [1, 2]}, 'c': [{'d': 3}]}`` → ``{'a.b': '[1,2]', 'c[0].d': '3'}``; lists of
    scalars stay whole."""
    out: dict[str, str] = {}
    if isinstance(view, dict):
        if not view and prefix:
            out[prefix] = "{}"
        for k, v in view.items():
            out.update(flatten(v, f"{prefix}.{k}" if prefix else str(k)))
    elif isinstance(view, list) and any(isinstance(x, (dict, list)) for x in view):
        for i, v in enumerate(view):
            out.update(flatten(v, f"{prefix}[{i}]"))
        if not view:
            out[prefix] = "[]"
    else:
        out[prefix] = _value(view)
    return out


def _flat_view(state, seat) -> dict[str, str]:
    flat = flatten(observe(state, seat))
    flat.pop("seat", None)    # which seat's view it is: the line says so
    flat.pop("step", None)    # the step number: the section header says so
    return flat


def _pairs(d: dict[str, str]) -> str:
    return " ".join(f"{k}={v}" for k, v in d.items()) or "-"


def _card(c) -> str:
    return (f"c{c.id}={c.function}/{c.colour}/{c.transmission}"
            + (f"/{c.probe[0]}/{c.probe[1]}" if c.probe else ""))


def _event(ev: dict) -> str:
    return ev["type"] + "".join(f" {k}={_value(v)}" for k, v in ev.items() if k != "type")


def _views(state, previous_public: dict[str, str] | None, lines: list[str]) -> dict[str, str]:
    public = _flat_view(state, None)
    if previous_public is None:
        lines.append(f"public: {_pairs(public)}")
    else:
        changed = {k: v for k, v in public.items() if previous_public.get(k) != v}
        # A vanished subtree (the stack emptied, the message taken) is named once.
        gone = list(dict.fromkeys(re.match(r"[^.\[]+(\[\d+\])?", k).group(0)
                                  for k in previous_public if k not in public))
        lines.append(f"public: {_pairs(changed)}" + (f" (gone: {' '.join(gone)})" if gone else ""))
    for seat in range(state.n):
        mine = _flat_view(state, seat)
        diff = {k: v for k, v in mine.items()
                if public.get(k) != v and not k.startswith("pending.options")}
        lines.append(f"seat {seat}: {_pairs(diff)}")
    return public


def render(name: str) -> str:
    """The golden text of game ``name`` (a key of ``GAMES``)."""
    config, seed = GAMES[name]
    state = new_game(config, seed)
    rng = random.Random(seed)
    lines = [
        "# 风声 golden playthrough. Regenerate: python tests/golden/regen.py",
        f"# config: {_value(config.to_dict())}",
        f"# seed: {seed}; answers: random.Random({seed}).choice(pending.options)",
        "# cards (id=function/colour/transmission[/probe identity/effect]):",
        *("#   " + " ".join(_card(c) for c in state.cards[i:i + 9])
          for i in range(0, len(state.cards), 9)),
        "",
        "== start",
        "events: " + " | ".join(_event(e) for e in visible_events(state.events, None)),
    ]
    public = _views(state, None, lines)
    while not state.over:
        d = state.pending
        option = rng.choice(d.options)
        lines += ["", f"== step {state.step}",
                  f"decide: seat {d.seat} {d.kind} {d.prompt}",
                  "options: " + " | ".join(format_option(o) for o in d.options),
                  f"answer: {format_option(option)}"]
        events = apply(state, option)
        lines.append("events: " + (" | ".join(_event(e) for e in visible_events(events, None))
                                   or "-"))
        public = _views(state, public, lines)
    lines += ["", f"== over: reason={state.end_reason} winners={_value(list(state.winners))} "
                  f"declarer={_value(state.declarer)} after {state.step} answers", ""]
    return "\n".join(lines)
