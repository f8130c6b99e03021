"""Records and replays (design §2): a record = engine version + configuration + seed + the
answers, each in option notation. The log is derived by re-running it.

:class:`Game` is the session object every front end holds: the state plus its record and
the events so far.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field

from .engine import ENGINE_VERSION, Config, apply, new_game
from .engine.decisions import RESPOND, TRIGGER, Decision, IllegalAction, Option, make
from .engine.window import SHOWN, resume
from .games.record import not_an_object
from .notation import format_option, parse_option

FORMAT = "fengsheng-record"


class RecordError(ValueError):
    """A record that cannot be loaded or replayed; the message says why, ``zh`` says it in
    Chinese (for the Chinese front ends)."""

    def __init__(self, message: str, zh: str | None = None):
        super().__init__(message)
        self.zh = zh or message


@dataclass
class Game:
    """A game with its history. ``events`` are all events so far (unredacted: pass them
    through ``views.visible_events`` before showing them to anyone)."""
    config: Config
    seed: int
    state: object = None
    answers: list[str] = field(default_factory=list)
    events: list[dict] = field(default_factory=list)
    chain: str = ""   # digest of the state hash after every answer (see history_hash)
    # With ``state.show_windows``: the rounds of priority the last answer (or the deal) went
    # through, as (copy of the state stopped there, number of ``events`` then), in order.
    rounds: list[tuple] = field(default_factory=list)
    # With ``state.show_windows``, after a pass in a response window (or a skill declined at
    # a timing point): the round (point) as it was shown, still open, as (state, number of ``events``): see :meth:`moments`.
    passed: tuple | None = None
    # Started from a position (``new(state=…)``): ``seed`` dealt none of it.
    from_position: bool = False

    @classmethod
    def new(cls, config: Config | None = None, seed: int = 0, show_windows: bool = False,
            state=None) -> "Game":
        """A new game (``state``: from this position instead of the deal of ``seed``)."""
        config = config or Config()
        g = cls(config, seed, from_position=state is not None)
        g.state = new_game(config, seed, show_windows) if state is None else state
        g.events.extend(g.state.events)
        g._run_rounds()
        return g

    def play(self, option: Option, seat: int | None = None) -> list[dict]:
        """Apply ``option`` (raises IllegalAction and changes nothing if it is not legal)."""
        n = len(self.events)
        state = self.state
        d = state.pending
        held = None
        if state.show_windows and d is not None and (d.kind == RESPOND and option[0] == "pass"
                                                      or d.kind == TRIGGER and option[0] == "no"):
            held = state.clone()   # a declined skill: the timing point still open, likewise
            held.pending = make(Decision, (-1, SHOWN, (), TRIGGER if d.kind == TRIGGER
                                           else d.prompt))
        self.events.extend(apply(state, option, seat))
        self.answers.append(format_option(Option(*option)))
        self.passed = None if held is None else (held, n)
        self._run_rounds()
        self.chain = history_hash(self.chain, self.state.hash())
        return self.events[n:]

    def moments(self) -> list[tuple]:
        """What the last answer (or the deal) led to as front ends that show windows show it,
        as (state, number of ``events`` then), in order: after a pass in a window, the round
        still open (:attr:`passed`: at a table the seats after the one that passed are asked
        in turn, so it sees the round go on whether or not anybody is asked next; for everyone
        else it is the moment already shown); each round of priority gone through
        (:attr:`rounds`); the state now."""
        head = [] if self.passed is None else [self.passed]
        return head + self.rounds + [(self.state, len(self.events))]

    def _run_rounds(self) -> None:
        """Run on through the rounds of priority shown (``state.show_windows``), keeping each
        in ``rounds``: the state after an answer is then the one without them."""
        self.rounds = []
        state = self.state
        while state.pending is not None and state.pending.kind == SHOWN:
            self.rounds.append((state.clone(), len(self.events)))
            self.events.extend(resume(state))

    def to_record(self) -> dict:
        return {"format": FORMAT, "engine": ENGINE_VERSION, "config": self.config.to_dict(),
                "seed": self.seed, "answers": list(self.answers),
                "final_hash": self.state.hash(), "history_hash": self.chain,
                "over": self.state.over}

    def save(self, path) -> None:
        with open(path, "w", encoding="utf-8") as fh:
            json.dump(self.to_record(), fh, ensure_ascii=False, indent=1)


def history_hash(previous: str, state_hash: str) -> str:
    """Chain the state hash after one more answer onto ``previous``: two games agree on it
    only if they passed through the same states, so a tampered answer is caught even when it
    ends in the same final state."""
    return hashlib.blake2b((previous + state_hash).encode(), digest_size=16).hexdigest()


def load_record(path) -> dict:
    """Read and validate a record file. Raises RecordError with the reason."""
    try:
        with open(path, encoding="utf-8") as fh:
            rec = json.load(fh)
    except OSError as e:
        raise RecordError(e.strerror, f"无法打开文件（{e.strerror}）") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise RecordError(f"{path} is not a JSON record: {e}",
                          f"文件不是 JSON 格式的对局记录（{e}）") from None
    check_record(rec)
    return rec


def check_record(rec) -> None:
    wrong = not_an_object(rec)
    if wrong:
        raise RecordError(*wrong)
    if rec.get("format") != FORMAT:
        raise RecordError(f"not a 风声 record (expected \"format\": \"{FORMAT}\")",
                          f"这不是风声的对局记录（应有 \"format\": \"{FORMAT}\"）")
    if rec.get("engine") != ENGINE_VERSION:
        raise RecordError(f"this record was made by engine version {rec.get('engine')!r}; "
                          f"this is version {ENGINE_VERSION}, which cannot replay it exactly",
                          f"这份记录由引擎版本 {rec.get('engine')!r} 生成，本程序是版本 "
                          f"{ENGINE_VERSION}，无法准确重现")
    for key, typ, what, zh in (("config", dict, "an object", "对象"),
                               ("seed", int, "an integer", "整数"),
                               ("answers", list, "a list", "列表")):
        if not isinstance(rec.get(key), typ) or isinstance(rec.get(key), bool):
            raise RecordError(f"record field {key!r} is missing or not {what}",
                              f"记录的字段 {key!r} 缺失或不是{zh}")


def replay(rec: dict, upto: int | None = None, on_step=None, show_windows: bool = False) -> Game:
    """Re-run a record (all answers, or the first ``upto``). ``on_step(game)``, if given, is
    called once before the first answer and after each answer (the server keeps snapshots
    with it); ``show_windows``: as in :meth:`Game.new` (``game.rounds`` then holds each
    answer's rounds of priority when ``on_step`` sees it). Raises RecordError if the record is malformed, an answer is illegal, or the
    final state hash differs from the one saved."""
    check_record(rec)
    try:
        config = Config.from_dict(rec["config"])
    except (TypeError, ValueError) as e:
        raise RecordError(f"bad configuration in record: {e}",
                          f"记录中的对局配置有误（{e}）") from None
    g = Game.new(config, rec["seed"], show_windows)
    if on_step:
        on_step(g)
    answers = rec["answers"] if upto is None else rec["answers"][:upto]
    for i, text in enumerate(answers):
        try:
            g.play(parse_option(text))
        except IllegalAction:   # (a ValueError too: catch it first)
            raise RecordError(f"answer {i + 1} ({text!r}) is not legal at that point of the "
                              f"game", f"第 {i + 1} 个决定（{text!r}）在对局的那一刻不合规则") from None
        except ValueError as e:
            raise RecordError(f"answer {i + 1} ({text!r}) cannot be read: {e}",
                              f"第 {i + 1} 个决定（{text!r}）无法读取（{e}）") from None
        if on_step:
            on_step(g)
    if upto is None:
        if rec.get("over") is True and not g.state.over:
            raise RecordError(f"the record's {len(answers)} answers end before the game does "
                              f"(answers are missing)",
                              f"记录里的 {len(answers)} 个决定没有下完这局（缺少决定）")
        if rec.get("final_hash") and rec["final_hash"] != g.state.hash():
            raise RecordError("replay diverged: the final state hash differs from the record's",
                              "回放结果与记录不符：最终状态的哈希值不同")
        if rec.get("history_hash") and rec["history_hash"] != g.chain:
            raise RecordError("replay diverged: the game passed through other states than the "
                              "recorded one (history hash differs)",
                              "回放结果与记录不符：对局经过的状态与记录不同（历史哈希值不同）")
    return g
