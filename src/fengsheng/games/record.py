"""Records of any game (design §2, §7): the game's name, its rules version, the configuration,
the seed and the answers in the game's option notation, plus the final state hash and a chain
of every state hash passed through. Re-running the answers is the replay; the log is derived.

(风声's records keep their own format, ``fengsheng.record``, until its engine moves under
``games/``; :func:`load_any` tells the two apart.)
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field

from . import get_game
from .api import ConfigError, IllegalAction

FORMAT = "game-record"


class RecordError(ValueError):
    """A record that cannot be loaded or replayed; the message says why."""


def history_hash(previous: str, state_hash: str) -> str:
    return hashlib.blake2b((previous + state_hash).encode(), digest_size=16).hexdigest()


@dataclass
class Session:
    """A game in progress with its record: the state, the answers so far (as text) and every
    event so far (unredacted: pass them through ``game.visible_events``)."""
    game: object
    config: dict
    seed: int
    state: object = None
    answers: list[str] = field(default_factory=list)
    events: list[dict] = field(default_factory=list)
    chain: str = ""

    @classmethod
    def new(cls, game, config: dict, seed: int) -> "Session":
        config = game.config(**config)
        s = cls(game, config, seed, game.new_state(config, seed))
        s.events.extend(getattr(s.state, "events", ()))
        return s

    def play(self, option, seat: int | None = None) -> list[dict]:
        """Apply ``option``; IllegalAction (and nothing changes) if it is not legal."""
        evs = self.game.apply(self.state, option, seat)
        self.answers.append(self.game.format_option(option))
        self.events.extend(evs)
        self.chain = history_hash(self.chain, self.state.hash())
        return evs

    def to_record(self) -> dict:
        return {"format": FORMAT, "game": self.game.name, "rules": self.game.rules_version,
                "config": dict(self.config), "seed": self.seed, "answers": list(self.answers),
                "final_hash": self.state.hash(), "history_hash": self.chain,
                "over": self.state.over}

    def save(self, path) -> None:
        with open(path, "w", encoding="utf-8") as fh:
            json.dump(self.to_record(), fh, ensure_ascii=False, indent=1)


# What a JSON document holds when it is not an object, in English and Chinese.
JSON_KINDS = {list: ("an array", "数组"), str: ("a string", "字符串"), int: ("a number", "数字"),
              float: ("a number", "数字"), bool: ("true or false", "true 或 false"),
              type(None): ("null", "null")}


def not_an_object(doc) -> tuple[str, str] | None:
    """Why ``doc`` (parsed JSON) cannot be a record, in English and Chinese, if it is not a
    JSON object; else None."""
    if isinstance(doc, dict):
        return None
    en, zh = JSON_KINDS.get(type(doc), (type(doc).__name__, type(doc).__name__))
    return (f"a record is a JSON object ({{\"format\": ...}}), and this is {en}",
            f"对局记录应是一个 JSON 对象（{{\"format\": ...}}），这里却是{zh}")


def check_record(rec) -> object:
    """The record's Game object, or RecordError saying what is wrong with the record."""
    wrong = not_an_object(rec)
    if wrong:
        raise RecordError(wrong[0])
    if rec.get("format") != FORMAT:
        raise RecordError(f"not a game record (expected \"format\": \"{FORMAT}\")")
    try:
        game = get_game(rec.get("game"))
    except (ValueError, TypeError) as e:
        raise RecordError(str(e)) from None
    if rec.get("rules") != game.rules_version:
        raise RecordError(f"this record was made with rules version {rec.get('rules')!r} of "
                          f"{game.name}; this is {game.rules_version!r}, which cannot replay it")
    for key, typ, what in (("config", dict, "an object"), ("seed", int, "an integer"),
                           ("answers", list, "a list")):
        if not isinstance(rec.get(key), typ) or isinstance(rec.get(key), bool):
            raise RecordError(f"record field {key!r} is missing or not {what}")
    return game


def load_record(path) -> dict:
    try:
        with open(path, encoding="utf-8") as fh:
            rec = json.load(fh)
    except OSError as e:
        raise RecordError(f"cannot open {path}: {e.strerror}") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise RecordError(f"{path} is not a JSON record: {e}") from None
    check_record(rec)
    return rec


def replay(rec: dict, upto: int | None = None) -> Session:
    """Re-run a record (all answers, or the first ``upto``). RecordError if it is malformed, an
    answer is illegal, or the replay ends elsewhere than the record says."""
    game = check_record(rec)
    try:
        config = game.config(**rec["config"])
    except ConfigError as e:
        raise RecordError(f"bad configuration in record: {e}") from None
    try:
        s = Session.new(game, config, rec["seed"])
    except ConfigError as e:   # the configuration is good: the game refuses the seed
        raise RecordError(f"bad seed in record: {e}") from None
    answers = rec["answers"] if upto is None else rec["answers"][:upto]
    for i, text in enumerate(answers):
        try:
            s.play(game.parse_option(text))
        except IllegalAction:
            raise RecordError(f"answer {i + 1} ({text!r}) is not legal at that point") from None
        except ValueError as e:
            raise RecordError(f"answer {i + 1} ({text!r}) cannot be read: {e}") from None
    if upto is None:
        if rec.get("over") is True and not s.state.over:
            raise RecordError(f"the record's {len(answers)} answers end before the game does")
        if rec.get("final_hash") and rec["final_hash"] != s.state.hash():
            raise RecordError("replay diverged: the final state hash differs from the record's")
        if rec.get("history_hash") and rec["history_hash"] != s.chain:
            raise RecordError("replay diverged: the game passed through other states than the "
                              "recorded one (history hash differs)")
    return s
