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
- ``tournament``: distinct bots, blocks of games on one deal in which every bot sits at every
  seat equally often (``tournament.lineups``); block ``b`` is played on deal
  ``game_seed(S, b)``.

Runs are whole blocks of their mode (:func:`whole_games`: a pair in ``faction`` mode, a block
of line-ups in ``tournament`` mode). Games run on a ``parallel`` backend (this process, local
processes or Ray) and are aggregated in game order, so the backend never changes a number.

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

from .games import get_game
from .parallel import Backend, open_backend, run_in_order
from .tournament import fixed_role, lineups, paired_differences

# 风声's configuration, bots (their own fast loop, bots.play_game) and blunder counters, through
# its game object (games/fengsheng_adapter.py)
FENGSHENG = get_game("fengsheng")
Config = FENGSHENG.Config
make_bot, parse_name = FENGSHENG.bots.make_bot, FENGSHENG.bots.parse_name
play_game = FENGSHENG.bots.play_game
BLUNDER_KINDS, Blunders = FENGSHENG.blunders.KINDS, FENGSHENG.blunders.Blunders
UNDERGROUND, MILITARY, BYSTANDER = FENGSHENG.UNDERGROUND, FENGSHENG.MILITARY, FENGSHENG.BYSTANDER

OUTCOMES = (UNDERGROUND, MILITARY, BYSTANDER, "draw")
MODES = ("rotate", "faction", "tournament")
PLAYER_COUNTS = range(3, 10)


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
    # Exact ends at 0 and all successes: rounding must not leave p outside its interval.
    return (0.0 if successes == 0 else max(0.0, centre - half),
            1.0 if successes == trials else min(1.0, centre + half))


def parse_bots(text: str) -> tuple[str, ...]:
    """``"heuristic,random"`` → ``("heuristic", "random")``. Raises ValueError naming an
    unknown bot or an empty list."""
    names = tuple(x.strip() for x in str(text).split(","))
    if not names or any(not x for x in names):
        raise ValueError(f"bad bot list {text!r}: give names separated by commas, "
                         f"e.g. heuristic,random")
    for x in names:
        parse_name(x)
    return names


def parse_players(text: str) -> tuple[int, ...]:
    """``"5"`` → ``(5,)``, ``"5,7,9"`` → ``(5, 7, 9)``: player counts (3–9, distinct, in the
    given order). Raises ValueError naming the bad entry."""
    counts = []
    for part in str(text).split(","):
        part = part.strip()
        if not part.isdigit() or int(part) not in PLAYER_COUNTS:
            raise ValueError(f"bad player count {part!r} in {text!r}: give numbers from "
                             f"{PLAYER_COUNTS[0]} to {PLAYER_COUNTS[-1]} separated by commas")
        if int(part) in counts:
            raise ValueError(f"player count {part} is given twice in {text!r}")
        counts.append(int(part))
    return tuple(counts)


def check_run(names: tuple[str, ...], mode: str) -> None:
    """Raise ValueError if ``names`` cannot be played in ``mode``: an unknown mode or bot,
    faction mode without exactly two bots, a tournament with fewer than two or repeated bots."""
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}; choose one of {', '.join(MODES)}")
    if not names:
        raise ValueError("no bots given")
    for name in names:
        parse_name(name)
    if mode == "faction" and len(names) != 2:
        raise ValueError("faction mode compares exactly two bots, e.g. heuristic,random")
    if mode == "tournament" and (len(names) < 2 or len(set(names)) != len(names)):
        raise ValueError("a tournament needs two or more different bots, e.g. heuristic,random")


def block_size(mode: str, names: tuple[str, ...], players: int) -> int:
    """Games in one balanced block of ``mode``: 1 (rotate), 2 (faction: both sides of a deal),
    the number of line-ups (tournament, :func:`tournament.lineups`)."""
    if mode == "tournament":
        return len(lineups(names, players))
    return 2 if mode == "faction" else 1


def whole_games(games: int, mode: str, names: tuple[str, ...], players: int) -> int:
    """``games`` rounded up to a whole number of blocks of ``mode`` (:func:`block_size`)."""
    size = block_size(mode, names, players)
    return -(-games // size) * size


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
    blunders: tuple = ()       # per seat: counts in blunders.KINDS order

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
    if mode == "tournament":
        line = lineups(names, p)
        block, j = divmod(index, len(line))
        return line[j], game_seed(seed, block)
    if mode == "faction":
        a, b = names
        pair = index // 2
        deal = game_seed(seed, pair)
        faction = UNDERGROUND if pair % 2 == 0 else MILITARY
        inside, outside = (a, b) if index % 2 == 0 else (b, a)
        identities = dealt_identities(config, deal)
        return tuple(inside if ident == faction else outside for ident in identities), deal
    raise ValueError(f"unknown mode {mode!r}; choose one of {', '.join(MODES)}")


def dealt_identities(config: Config, deal: int) -> tuple[str, ...]:
    """The identities dealt in game ``deal`` when 挑选角色 is answered by
    :func:`tournament.fixed_role`, as the paired modes do. With role cards the identities are
    dealt only after every seat has chosen its role (ruling R23), so the choices are made
    first; reading them from the fresh game would see none."""
    state = FENGSHENG.new_state(config.to_dict(), deal)
    while state.pending is not None and state.pending.prompt == "choose_role":
        FENGSHENG.apply(state, fixed_role(state.pending), state.pending.seat)
    return tuple(p.identity for p in state.players)


def run_game(config: Config, names: tuple[str, ...], index: int, seed: int = 0,
             mode: str = "rotate") -> GameResult:
    """Play game ``index`` of a run and return its :class:`GameResult`, with its blunder
    counts. In the paired modes (``tournament``, ``faction``) 挑选角色 is answered by
    :func:`tournament.fixed_role`, not by the bots, so every game on a deal has the same
    roles (and so the same identities)."""
    bots_at, deal = seat_bots(names, config, index, mode, seed)
    bots = [make_bot(name, s, bot_seed(seed, index, s)) for s, name in enumerate(bots_at)]
    watch = Blunders(config.players)
    state = play_game(config, deal, bots, watch=watch,
                      roles=fixed_role if mode != "rotate" else None)
    return GameResult(index, deal, bots_at, tuple(p.identity for p in state.players),
                      tuple(state.winners), state.end_reason, state.turn_number + 1, state.step,
                      tuple(p.role for p in state.players), state.declarer,
                      tuple(tuple(c[k] for k in BLUNDER_KINDS) for c in watch.counts))


def _run_chunk(args) -> list[GameResult]:
    config_dict, names, indices, seed, mode = args
    config = Config.from_dict(config_dict)
    return [run_game(config, names, i, seed, mode) for i in indices]


def chunks(games: int, workers: int) -> list[range]:
    """Game indices cut into tasks: about 16 per worker, at most 4 games each, so progress
    streams and no worker is left alone with a long task at the end (a search bot's game
    takes seconds)."""
    size = max(1, min(4, games // (workers * 16)))
    return [range(i, min(i + size, games)) for i in range(0, games, size)]


def play_games(config: Config, names: tuple[str, ...], games: int, seed: int = 0,
               mode: str = "rotate", workers: int = 1,
               progress: Callable[[int], None] | None = None,
               backend: Backend | None = None) -> list[GameResult]:
    """Play games ``0 … games-1`` and return their results in game order.

    They run on ``backend`` if given (see :mod:`fengsheng.parallel`), else on ``workers`` local
    processes (1: in this process). ``progress(k)`` is called each time ``k`` more games have
    finished, as they finish. The results are the same for any backend and worker count.
    Raises ValueError for a bad count or worker count, and as :func:`check_run`."""
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise ValueError(f"games must be a positive integer, got {games!r}")
    check_run(names, mode)
    if backend is None:
        with open_backend("local", workers) as own:
            return play_games(config, names, games, seed, mode, progress=progress, backend=own)
    cfg = config.to_dict()
    tasks = [(cfg, tuple(names), ch, seed, mode) for ch in chunks(games, backend.workers)]
    batches = run_in_order(backend, _run_chunk, tasks,
                           progress and (lambda _i, batch: progress(len(batch))))
    return [r for batch in batches for r in batch]


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
    bot_games: dict[str, int] = field(default_factory=dict)
    mean_turns: float = 0.0
    mean_decisions: float = 0.0
    end_reasons: dict[str, int] = field(default_factory=dict)
    per_role: dict[str, Rate] = field(default_factory=dict)
    role_identity: dict[str, dict[str, Rate]] = field(default_factory=dict)
    declared_by_role: dict[str, int] = field(default_factory=dict)
    blunders: dict[str, dict[str, int]] = field(default_factory=dict)
    paired: list[dict] = field(default_factory=list)

    def to_dict(self) -> dict:
        return asdict(self)


def summarise(results: Iterable[GameResult], config: Config, seed: int,
              names: tuple[str, ...], mode: str) -> Summary:
    """Win rates by outcome (faction or draw), by seat, by bot (per seat played), by bot and
    identity, and by bot over faction seats (潜伏战线 + 军情处); games each bot took part in;
    mean turns and decisions; end
    reasons; with role cards, win rates per role and per role × identity and how many victories
    each role declared; blunder counts per bot (``blunders.KINDS``, summed over its seats);
    in tournament mode the paired differences between bots, clustered by deal
    (:func:`tournament.paired_differences`). Outcome wins add up to the number of games."""
    results = list(results)
    g = len(results)
    outcome = Counter(r.outcome for r in results)
    seat_w = Counter()
    bot_w, bot_n = Counter(), Counter()
    bi_w, bi_n = Counter(), Counter()
    role_w, role_n = Counter(), Counter()
    ri_w, ri_n = Counter(), Counter()
    declared = Counter()
    games_in = Counter()
    blunders = {b: Counter() for b in names}
    for r in results:
        games_in.update(set(r.bots))
        for name, counts in zip(r.bots, r.blunders):
            blunders[name].update(dict(zip(BLUNDER_KINDS, counts)))
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
        bot_games={b: games_in[b] for b in bots_seen},
        mean_turns=sum(r.turns for r in results) / g if g else 0.0,
        mean_decisions=sum(r.decisions for r in results) / g if g else 0.0,
        end_reasons=dict(sorted(Counter(r.end_reason for r in results).items())),
        per_role={x: Rate(role_w[x], role_n[x]) for x in roles_seen},
        role_identity={x: {i: Rate(ri_w[x, i], ri_n[x, i]) for i in OUTCOMES[:3]}
                       for x in roles_seen},
        declared_by_role=dict(sorted(declared.items(), key=lambda kv: (-kv[1], kv[0]))),
        blunders={b: {k: blunders[b][k] for k in BLUNDER_KINDS} for b in bots_seen},
        paired=paired_differences(results, bots_seen) if mode == "tournament" else [],
    )


def simulate(config: Config, names: tuple[str, ...], games: int, seed: int = 0,
             mode: str = "rotate", workers: int = 1,
             progress: Callable[[int], None] | None = None,
             backend: Backend | None = None) -> Summary:
    """Play the games and summarise them (:func:`play_games` then :func:`summarise`)."""
    results = play_games(config, names, games, seed, mode, workers, progress, backend)
    return summarise(results, config, seed, names, mode)
