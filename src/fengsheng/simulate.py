"""Simulation: play many bot games and aggregate the results.

Every game ``i`` of a run with seed ``S`` gets its own seed :func:`game_seed` ``(S, i)`` and
every bot its own seed from that, so a run gives the same numbers however its games are
split over worker processes.

Seat assignment (``mode``):
- ``rotate``: the bot names are dealt to the seats round-robin (``a,b`` at 5 seats gives
  ``a b a b a``) and game ``i`` rotates that line-up by ``i`` seats, so every bot plays every
  seat equally often over ``players`` consecutive games.
- ``faction``: exactly two bots A and B play paired games on the same deal: in one, A plays
  every seat of one faction (潜伏战线 in even pairs, 军情处 in odd ones) and B all the others; in
  the other, B plays that faction and A the others. Comparing the faction's win rate when
  played by A and by B answers "does A beat B" with the deal held fixed.

With role cards (``Config(roles=True)``) every result also records the role each seat played,
and the summary gives win rates per role (over the seats that played it) and per role ×
identity, so a reader can see which roles are strong. Identities are the ones the players end
with (致命香水's 临危受命 exchanges identity cards); a player left without one counts as
打酱油的 (no faction).
"""
from __future__ import annotations

import hashlib
import math
from collections import Counter
from dataclasses import asdict, dataclass, field
from typing import Callable, Iterable

from .bots import BOTS, make_bot, play_game
from .cards.deck import BYSTANDER, MILITARY, UNDERGROUND
from .engine import Config, new_game

OUTCOMES = (UNDERGROUND, MILITARY, BYSTANDER, "draw")
MODES = ("rotate", "faction")


def _derive(*parts) -> int:
    text = ":".join(str(p) for p in parts).encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big") >> 1


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a run seeded ``seed`` (a 63-bit int, any process)."""
    return _derive("fengsheng-simulate", seed, index)


def bot_seed(seed: int, index: int, seat: int) -> int:
    """The seed of the bot at ``seat`` in game ``index`` of a run seeded ``seed``."""
    return _derive("fengsheng-bot", seed, index, seat)


def wilson(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval (95% for z = 1.96) of a proportion; (0, 1) when trials = 0."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    d = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / d
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / d
    return (max(0.0, centre - half), min(1.0, centre + half))


def parse_bots(text: str) -> tuple[str, ...]:
    """``"heuristic,random"`` → ``("heuristic", "random")``. Raises ValueError naming an
    unknown bot or an empty list."""
    names = tuple(x.strip() for x in str(text).split(","))
    if not names or any(not x for x in names):
        raise ValueError(f"bad bot list {text!r}: give names separated by commas, "
                         f"e.g. heuristic,random")
    for x in names:
        if x not in BOTS:
            raise ValueError(f"unknown bot {x!r}; choose from {', '.join(sorted(BOTS))}")
    return names


@dataclass(frozen=True)
class GameResult:
    """One finished game: who sat where, identities, winners and how it ended."""
    index: int
    seed: int
    bots: tuple[str, ...]
    identities: tuple[str, ...]
    winners: tuple[int, ...]
    end_reason: str
    turns: int
    decisions: int
    roles: tuple = ()          # role id per seat (None without role cards)
    declarer: int | None = None

    @property
    def outcome(self) -> str:
        """The winning identity ('underground', 'military', 'bystander') or 'draw': the
        declarer's (a 打酱油的 who takes a faction's victory wins it for 打酱油的)."""
        if not self.winners:
            return "draw"
        who = self.declarer if self.declarer is not None else self.winners[0]
        return identity_of(self.identities[who])


def identity_of(identity: str) -> str:
    """An identity for the tables: a player left without an identity card is 打酱油的."""
    return identity if identity in (UNDERGROUND, MILITARY) else BYSTANDER


def seat_bots(names: tuple[str, ...], config: Config, index: int, mode: str = "rotate",
              seed: int = 0) -> tuple[tuple[str, ...], int]:
    """(bot name per seat, deal seed) of game ``index`` under ``mode`` (module text)."""
    p = config.players
    if mode == "rotate":
        base = [names[s % len(names)] for s in range(p)]
        return tuple(base[(s + index) % p] for s in range(p)), game_seed(seed, index)
    if mode == "faction":
        a, b = names
        pair = index // 2
        deal = game_seed(seed, pair)
        faction = UNDERGROUND if pair % 2 == 0 else MILITARY
        inside, outside = (a, b) if index % 2 == 0 else (b, a)
        identities = [q.identity for q in new_game(config, deal).players]
        return tuple(inside if ident == faction else outside for ident in identities), deal
    raise ValueError(f"unknown mode {mode!r}; choose one of {', '.join(MODES)}")


def run_game(config: Config, names: tuple[str, ...], index: int, seed: int = 0,
             mode: str = "rotate") -> GameResult:
    """Play game ``index`` of a run and return its :class:`GameResult`."""
    bots_at, deal = seat_bots(names, config, index, mode, seed)
    bots = [make_bot(name, s, bot_seed(seed, index, s)) for s, name in enumerate(bots_at)]
    state = play_game(config, deal, bots)
    return GameResult(index, deal, bots_at, tuple(p.identity for p in state.players),
                      tuple(state.winners), state.end_reason, state.turn_number + 1, state.step,
                      tuple(p.role for p in state.players), state.declarer)


def _run_chunk(args) -> list[GameResult]:
    config_dict, names, indices, seed, mode = args
    config = Config.from_dict(config_dict)
    return [run_game(config, names, i, seed, mode) for i in indices]


def play_games(config: Config, names: tuple[str, ...], games: int, seed: int = 0,
               mode: str = "rotate", workers: int = 1,
               progress: Callable[[int], None] | None = None) -> list[GameResult]:
    """Play ``games`` games (over ``workers`` processes) and return their results in order.

    ``progress(k)`` is called after each batch of ``k`` finished games. Raises ValueError for
    a bad count, mode or bot list (faction mode needs exactly two bots)."""
    if not isinstance(games, int) or games < 1:
        raise ValueError(f"games must be a positive integer, got {games!r}")
    if not isinstance(workers, int) or workers < 1:
        raise ValueError(f"workers must be a positive integer, got {workers!r}")
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}; choose one of {', '.join(MODES)}")
    for name in names:
        if name not in BOTS:
            raise ValueError(f"unknown bot {name!r}; choose from {', '.join(sorted(BOTS))}")
    if mode == "faction" and len(names) != 2:
        raise ValueError("faction mode compares exactly two bots, e.g. heuristic,random")
    step = 1 if workers == 1 else max(1, min(25, games // (workers * 8)))
    chunks = [range(i, min(i + step, games)) for i in range(0, games, step)]
    cfg = config.to_dict()
    results: list[GameResult] = []
    if workers == 1:
        for ch in chunks:
            results.extend(_run_chunk((cfg, names, ch, seed, mode)))
            if progress:
                progress(len(ch))
        return results
    from concurrent.futures import ProcessPoolExecutor
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for batch in pool.map(_run_chunk, [(cfg, names, ch, seed, mode) for ch in chunks]):
            results.extend(batch)
            if progress:
                progress(len(batch))
    return results


@dataclass
class Rate:
    """``wins`` out of ``n`` with its 95% Wilson interval."""
    wins: int
    n: int
    rate: float = 0.0
    ci: tuple[float, float] = (0.0, 1.0)

    def __post_init__(self):
        self.rate = self.wins / self.n if self.n else 0.0
        self.ci = wilson(self.wins, self.n)


@dataclass
class Summary:
    """Aggregated results of a run (see :func:`summarise`); ``to_dict`` is JSON-ready."""
    config: dict
    games: int
    seed: int
    bots: tuple[str, ...]
    mode: str
    outcomes: dict[str, Rate] = field(default_factory=dict)
    seats: list[Rate] = field(default_factory=list)
    per_bot: dict[str, Rate] = field(default_factory=dict)
    bot_identity: dict[str, dict[str, Rate]] = field(default_factory=dict)
    bot_faction_seats: dict[str, Rate] = field(default_factory=dict)
    mean_turns: float = 0.0
    mean_decisions: float = 0.0
    end_reasons: dict[str, int] = field(default_factory=dict)
    per_role: dict[str, Rate] = field(default_factory=dict)
    role_identity: dict[str, dict[str, Rate]] = field(default_factory=dict)
    declared_by_role: dict[str, int] = field(default_factory=dict)

    def to_dict(self) -> dict:
        return asdict(self)


def summarise(results: Iterable[GameResult], config: Config, seed: int,
              names: tuple[str, ...], mode: str) -> Summary:
    """Win rates by outcome (faction or draw), by seat, by bot (per seat played), by bot and
    identity, and by bot over faction seats (潜伏战线 + 军情处); mean turns and decisions; end
    reasons; with role cards, win rates per role and per role × identity and how many victories
    each role declared. Outcome wins add up to the number of games."""
    results = list(results)
    g = len(results)
    outcome = Counter(r.outcome for r in results)
    seat_w = Counter()
    bot_w, bot_n = Counter(), Counter()
    bi_w, bi_n = Counter(), Counter()
    role_w, role_n = Counter(), Counter()
    ri_w, ri_n = Counter(), Counter()
    declared = Counter()
    for r in results:
        for s, (name, ident) in enumerate(zip(r.bots, r.identities)):
            ident = identity_of(ident)
            won = s in r.winners
            seat_w[s] += won
            bot_w[name] += won
            bot_n[name] += 1
            bi_w[name, ident] += won
            bi_n[name, ident] += 1
            role = r.roles[s] if r.roles else None
            if role is not None:
                role_w[role] += won
                role_n[role] += 1
                ri_w[role, ident] += won
                ri_n[role, ident] += 1
        if r.roles and r.declarer is not None and r.roles[r.declarer] is not None:
            declared[r.roles[r.declarer]] += 1
    roles_seen = sorted(role_n, key=lambda x: (-role_w[x] / role_n[x], x))
    bots_seen = list(dict.fromkeys(names))
    return Summary(
        config=config.to_dict(), games=g, seed=seed, bots=tuple(names), mode=mode,
        outcomes={o: Rate(outcome[o], g) for o in OUTCOMES},
        seats=[Rate(seat_w[s], g) for s in range(config.players)],
        per_bot={b: Rate(bot_w[b], bot_n[b]) for b in bots_seen},
        bot_identity={b: {i: Rate(bi_w[b, i], bi_n[b, i]) for i in OUTCOMES[:3]}
                      for b in bots_seen},
        bot_faction_seats={b: Rate(bi_w[b, UNDERGROUND] + bi_w[b, MILITARY],
                                   bi_n[b, UNDERGROUND] + bi_n[b, MILITARY])
                           for b in bots_seen},
        mean_turns=sum(r.turns for r in results) / g if g else 0.0,
        mean_decisions=sum(r.decisions for r in results) / g if g else 0.0,
        end_reasons=dict(sorted(Counter(r.end_reason for r in results).items())),
        per_role={x: Rate(role_w[x], role_n[x]) for x in roles_seen},
        role_identity={x: {i: Rate(ri_w[x, i], ri_n[x, i]) for i in OUTCOMES[:3]}
                       for x in roles_seen},
        declared_by_role=dict(sorted(declared.items(), key=lambda kv: (-kv[1], kv[0]))),
    )


def simulate(config: Config, names: tuple[str, ...], games: int, seed: int = 0,
             mode: str = "rotate", workers: int = 1,
             progress: Callable[[int], None] | None = None) -> Summary:
    """Play the games and summarise them (:func:`play_games` then :func:`summarise`)."""
    results = play_games(config, names, games, seed, mode, workers, progress)
    return summarise(results, config, seed, names, mode)
