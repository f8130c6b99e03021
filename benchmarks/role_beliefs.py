"""Face-down role and 打酱油的 mission beliefs, measured and fitted: the role tracker
(``bots.belief.RoleBeliefs``, the determiniser's role sampler) against the uniform guess over
the roles a seat may hold (what the determiniser drew from before) on the same seat views.

    python benchmarks/role_beliefs.py --fit --games 2000 --seed 0   # the tables, from self-play
    python benchmarks/role_beliefs.py --fit --games 1000 --players 9 --seed 0
    python benchmarks/role_beliefs.py --games 1000 --seed 1         # Brier and top-1 per turn
    python benchmarks/role_beliefs.py --cost --games 5 --players 9 --seed 1   # the draw's cost

Plays ``--bots`` self-play games with role cards (default ``heuristic@5``, 5 players; run
seed ``--seed``: fit on run seed 0, measure on another). ``--fit`` reads the public events of
every game (a spectator's view) and, for every seat holding a face-down role, counts what it
did while face down (``belief._role_acts``), the turns it stayed face down and how the cards
aimed at it ended; it prints the tables (``belief.ROLE_TABLES``; ``ROLE_TABLES_9`` from
``--players 9``): per role the rate of each act per turn face down, the chance of turning
face up after a card aimed at it, and the prior (the share of face-down seats holding it),
each shrunk towards the pooled figure (``PSEUDO_TURNS`` turns, ``PSEUDO_OPPORTUNITIES``
opportunities, ``PSEUDO_SEATS`` seats); the same rates fitted on 打酱油的 holders only give the
mission table (``bystander``).

Measuring watches one seat per game (game i: seat i mod players) and, at each of its
decisions, scores for every other player whose face-down role it has not seen: the Brier
score over the roles it may hold (Σ (p − [true])², lower is better) and top-1 (the likeliest
is the true one; ties share the credit), for the uniform guess, the fitted prior alone and
the full tracker; and for each of those players who is a 打酱油的, the same over the missions
(roles printing the same 机密任务 count as one). Rows are per turn.

``--cost`` times, at each determinisable decision of the watched seat, the role beliefs'
dynamic programme (once per decision), a draw from them, and a whole ``determinise`` (which
includes a draw), in the same run (perf_counter; ratios are what to read on a shared machine).
"""
from __future__ import annotations

import argparse
import random
import textwrap
import time
from collections import Counter, defaultdict

from fengsheng.bots import make_bot, play_game
from fengsheng.bots.belief import Beliefs, RoleBeliefs, role_tables
from fengsheng.bots.determinise import CardMemory, determinise, supported
from fengsheng.cards.deck import BYSTANDER
from fengsheng.engine import Config
from fengsheng.roles.table import ROLE_CARD
from fengsheng.simulate import bot_seed, game_seed
from fengsheng.views import visible_events

PSEUDO_TURNS = 10
PSEUDO_OPPORTUNITIES = 5
PSEUDO_SEATS = 5


class _Log:
    def __init__(self):
        self.log = []

    def decision(self, state, seat, option):
        pass

    def events(self, state, events):
        self.log.extend(events)


def fit(games, players, bots, seed):
    acts = defaultdict(Counter)        # role -> act -> count (face down)
    turns = Counter()                  # role -> turns face down
    acts_b = defaultdict(Counter)      # the same for 打酱油的 holders
    turns_b = Counter()
    held = Counter()
    config = Config(players=players, roles=True)
    for i in range(games):
        log = _Log()
        ws = [make_bot(bots, s, bot_seed(seed, i, s)) for s in range(players)]
        state = play_game(config, game_seed(seed, i), ws, watch=log)
        rb = RoleBeliefs(None, config.to_dict(), tables={})
        rb.read(visible_events(log.log, None))
        for p in state.players:
            if not ROLE_CARD[p.role].hidden:
                continue
            held[p.role] += 1
            by = p.identity == BYSTANDER
            for a, t in ((acts, turns),) + (((acts_b, turns_b),) if by else ()):
                a[p.role].update(rb.counts[p.seat])
                t[p.role] += rb.turns[p.seat]
    return tables(acts, turns, acts_b, turns_b, held, games, players, bots, seed)


def _rates(c: Counter, t: int, base: dict) -> dict:
    out = {}
    names = {a for a in c if not a.startswith(("hit:", "miss:"))} | {
        a for a in base if ":" in a and not a.startswith("hit:")} | {
        a for a in base if ":" not in a and a != "total"}
    for a in sorted(names):
        out[a] = (c[a] + PSEUDO_TURNS * base.get(a, 0.0)) / (t + PSEUDO_TURNS)
    funcs = {a.split(":", 1)[1] for a in c if a.startswith(("hit:", "miss:"))} | {
        a.split(":", 1)[1] for a in base if a.startswith("hit:")}
    for f in sorted(funcs):
        n = c["hit:" + f] + c["miss:" + f]
        out["hit:" + f] = (c["hit:" + f] + PSEUDO_OPPORTUNITIES * base.get("hit:" + f, 0.0)) / (
            n + PSEUDO_OPPORTUNITIES)
    out["total"] = sum(v for a, v in out.items() if not a.startswith("hit:"))
    return {a: float(f"{v:.4g}") for a, v in out.items() if v > 0 or a == "total"}


def tables(acts, turns, acts_b, turns_b, held, games, players, bots, seed):
    pooled = Counter()
    for c in acts.values():
        pooled.update(c)
    t_all = sum(turns.values())
    base = {}
    for a, k in pooled.items():
        if not a.startswith(("hit:", "miss:")):
            base[a] = k / t_all
    for f in {a.split(":", 1)[1] for a in pooled if a.startswith(("hit:", "miss:"))}:
        n = pooled["hit:" + f] + pooled["miss:" + f]
        base["hit:" + f] = pooled["hit:" + f] / n
    base["total"] = sum(v for a, v in base.items() if not a.startswith("hit:"))
    base = {a: float(f"{v:.4g}") for a, v in sorted(base.items())}
    roles = sorted(acts)
    rates = {r: _rates(acts[r], turns[r], base) for r in roles}
    bystander = {r: _rates(acts_b[r], turns_b[r], rates[r]) for r in roles}
    n_roles = len([r for r in ROLE_CARD if ROLE_CARD[r].hidden and ROLE_CARD[r].standard])
    mean = sum(held.values()) / max(1, n_roles)
    prior = {r: round((held[r] + PSEUDO_SEATS) / (mean + PSEUDO_SEATS), 3)
             for r in ROLE_CARD if ROLE_CARD[r].hidden and ROLE_CARD[r].standard}
    print(f"# fit from {games} games, {players} players, {bots}, run seed {seed}: "
          f"{sum(held.values())} face-down seats, {t_all} turns face down; held: "
          + ", ".join(f"{r} {held[r]} ({turns[r]} turns; 打酱油的 {turns_b[r]})"
                      for r in sorted(held)))
    out = {"prior": prior, "base": base, "rates": rates, "bystander": bystander}
    print(module_text("ROLE_TABLES" if players < 7 else "ROLE_TABLES_9", out))
    return out


def module_text(name: str, tables: dict) -> str:
    """The tables as belief.py holds them (one block per role, lines under 100)."""
    def wrapped(d: dict, indent: int) -> list[str]:
        items = ", ".join(f"{k!r}: {x!r}" for k, x in d.items())
        return [" " * indent + line for line in textwrap.wrap(items, 99 - indent)]
    out = [f"{name}: dict = {{"]
    for key in ("prior", "base"):
        out += [f"    {key!r}: {{", *wrapped(tables[key], 8), "    },"]
    for key in ("rates", "bystander"):
        out.append(f"    {key!r}: {{")
        for role, d in tables[key].items():
            out += [f"        {role!r}: {{", *wrapped(d, 12), "        },"]
        out.append("    },")
    return "\n".join(out + ["}"])


class Watched:
    """The watched seat's bot, with role trackers fed the same observation and events."""

    def __init__(self, bot, seat, config, temper=None):
        self.bot, self.seat = bot, seat
        cfg = config.to_dict()
        self.full = RoleBeliefs(seat, cfg, temper=temper)
        self.prior = RoleBeliefs(seat, cfg, temper=0.0)
        self.uniform = RoleBeliefs(seat, cfg, tables={})
        self.started = False

    def choose(self, obs, events):
        for b in (self.full, self.prior, self.uniform):
            b.update(obs, events)
        self.started = self.started or any(e["type"] == "game_start" for e in events)
        return self.bot.choose(obs, events)


def _score(dist: dict, truth) -> tuple[float, float]:
    brier = sum((p - (k == truth)) ** 2 for k, p in dist.items())
    top = max(dist.values())
    best = [k for k, p in dist.items() if p >= top - 1e-12]
    return brier, (truth in best) / len(best)


class Score:
    NAMES = ("uniform", "prior", "tracker")

    def __init__(self, watched):
        self.w = watched
        # turn -> [n, brier ×3, top ×3] for roles, and for missions
        self.roles = defaultdict(lambda: [0] + [0.0] * 6)
        self.missions = defaultdict(lambda: [0] + [0.0] * 6)

    def decision(self, state, seat, option):
        w = self.w
        if seat != w.seat or not w.started:
            return
        seats = [s for s in w.full.unseen_seats() if not state.players[s].face_up
                 and ROLE_CARD[state.players[s].role].hidden]
        if not seats:
            return
        turn = min(state.turn_number, 12)
        role_m = [b.marginals() for b in (w.uniform, w.prior, w.full)]
        for s in seats:
            truth = state.players[s].role
            row = self.roles[turn]
            row[0] += 1
            for k, m in enumerate(role_m):
                b, t = _score(m[s], truth)
                row[1 + k] += b
                row[4 + k] += t
            if state.players[s].identity == BYSTANDER:
                mission = ROLE_CARD[truth].mission
                row = self.missions[turn]
                row[0] += 1
                for k, b_ in enumerate((w.uniform, w.prior, w.full)):
                    b, t = _score(b_.missions()[s], mission)
                    row[1 + k] += b
                    row[4 + k] += t

    def events(self, state, events):
        pass


def measure(games, players, bots, seed, temper=None):
    config = Config(players=players, roles=True)
    roles = defaultdict(lambda: [0] + [0.0] * 6)
    missions = defaultdict(lambda: [0] + [0.0] * 6)
    for i in range(games):
        seat = i % players
        ws = [make_bot(bots, s, bot_seed(seed, i, s)) for s in range(players)]
        w = ws[seat] = Watched(ws[seat], seat, config, temper)
        score = Score(w)
        play_game(config, game_seed(seed, i), ws, watch=score)
        for total, rows in ((roles, score.roles), (missions, score.missions)):
            for turn, row in rows.items():
                total[turn] = [x + y for x, y in zip(total[turn], row)]
    print(f"{games} games, {players} players, roles on, {bots}, run seed {seed}; watched "
          f"seat's decisions, other players whose face-down role it has not seen; evidence "
          f"tempered by {role_tables(players).get('temper', 1.0) if temper is None else temper}")
    for title, total in (("face-down roles", roles),
                         ("missions of 打酱油的 (face down)", missions)):
        print(f"\n{title}")
        print(f"{'turn':>5} {'n':>6}  " + " ".join(f"{'Brier ' + x:>15}" for x in Score.NAMES)
              + "  " + " ".join(f"{'top-1 ' + x:>15}" for x in Score.NAMES))
        all_ = [0] + [0.0] * 6
        for turn in sorted(total):
            row = total[turn]
            all_ = [x + y for x, y in zip(all_, row)]
            label = f"{turn}" if turn < 12 else "12+"
            print(f"{label:>5} {row[0]:6d}  " + " ".join(f"{v / row[0]:15.3f}" for v in row[1:]))
        if all_[0]:
            print(f"{'all':>5} {all_[0]:6d}  " + " ".join(f"{v / all_[0]:15.3f}" for v in all_[1:]))


class Timed:
    """The watched seat's bot; times the role draw against the whole determinisation."""

    def __init__(self, bot, seat):
        self.bot, self.seat = bot, seat
        self.memory = CardMemory(seat)
        self.beliefs = None
        self.t = [0.0, 0.0, 0.0]   # DP, draw, determinise (seconds)
        self.n = 0

    def choose(self, obs, events):
        if self.beliefs is None:
            self.beliefs = Beliefs(self.seat, obs["config"])
        self.beliefs.update(obs, events)
        self.memory.update(obs, events)
        roles = self.memory.roles
        if supported(obs) and self.beliefs.ready() and roles is not None:
            rng = random.Random(self.n)
            roles._changed()                 # a fresh decision: the programme runs once
            t0 = time.perf_counter()
            roles.sample(rng)
            t1 = time.perf_counter()
            for _ in range(5):
                roles.sample(rng)
            t2 = time.perf_counter()
            for _ in range(5):
                determinise(obs, self.memory, self.beliefs.sample(rng), rng)
            t3 = time.perf_counter()
            self.t = [self.t[0] + t1 - t0, self.t[1] + (t2 - t1) / 5, self.t[2] + (t3 - t2) / 5]
            self.n += 1
        return self.bot.choose(obs, events)


def cost(games, players, bots, seed):
    config = Config(players=players, roles=True)
    t, n = [0.0, 0.0, 0.0], 0
    for i in range(games):
        seat = i % players
        ws = [make_bot(bots, s, bot_seed(seed, i, s)) for s in range(players)]
        w = ws[seat] = Timed(ws[seat], seat)
        play_game(config, game_seed(seed, i), ws)
        t = [a + b for a, b in zip(t, w.t)]
        n += w.n
    print(f"{games} games, {players} players, roles on, {bots}, run seed {seed}: {n} decisions; "
          f"per decision, ms: role beliefs' programme {t[0] / n * 1e3:.3f}, a role draw "
          f"{t[1] / n * 1e3:.3f}, a determinisation {t[2] / n * 1e3:.3f}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--players", type=int, default=5)
    ap.add_argument("--bots", default="heuristic@5")
    ap.add_argument("--fit", action="store_true")
    ap.add_argument("--cost", action="store_true", help="time the role draw")
    ap.add_argument("--seed", type=int, default=0, help="run seed (development range)")
    ap.add_argument("--temper", type=float, help="the power of the evidence's likelihood "
                    "(default: the table's)")
    a = ap.parse_args()
    if a.fit:
        fit(a.games, a.players, a.bots, a.seed)
    elif a.cost:
        cost(a.games, a.players, a.bots, a.seed)
    else:
        measure(a.games, a.players, a.bots, a.seed, a.temper)


if __name__ == "__main__":
    main()
