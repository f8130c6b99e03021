"""Setting up a game (rulebook 游戏流程: 挑选角色, 决定身份, 分发游戏牌, 开始游戏)."""
from __future__ import annotations

from . import events
from ..cards.deck import BYSTANDER, MILITARY, UNDERGROUND
from ..games import rng
from .decisions import CHOOSE, Decision, Option
from .flow import advance
from .frames import RoleChoice, ask
from .ops import set_hand, set_identity
from .state import Config, GameState, Player
from .turn import push_turn

# players -> (潜伏战线, 军情处, 打酱油的), rulebook 决定身份 table.
IDENTITY_TABLES = {
    "standard": {3: (1, 1, 1), 4: (1, 1, 2), 5: (2, 2, 1), 6: (2, 2, 2), 7: (3, 3, 1),
                 8: (3, 3, 2), 9: (3, 3, 3)},
    "first_game": {4: (2, 2, 0), 6: (3, 3, 0)},   # 初次游戏: no 打酱油的
    "alternative": {7: (2, 2, 3)},                # the table's second column for 7 players
}
STARTING_HAND = 3
ROLES_OFFERED = 2


def identity_counts(players: int, table: str = "standard") -> tuple[int, int, int]:
    """(潜伏战线, 军情处, 打酱油的) for ``players`` under ``table``. Raises ValueError."""
    if not isinstance(table, str) or table not in IDENTITY_TABLES:
        raise ValueError(f"unknown identity table {table!r}; choose one of "
                         f"{sorted(IDENTITY_TABLES)}")
    counts = IDENTITY_TABLES[table].get(players)
    if counts is None:
        raise ValueError(f"the {table!r} identity table has no column for {players} players "
                         f"(it covers {sorted(IDENTITY_TABLES[table])})")
    return counts


def new_game(config=None, seed: int = 0, show_windows: bool = False, ruleset=None):
    """A new game run up to its first decision. Returns a :class:`GameState`.
    ``show_windows``: stop at the start of every round of priority (``GameState.show_windows``).
    ``ruleset``: the rules to play by (engine/ruleset.py), by default the configuration's; a
    game with roles deals from the ruleset's roles, in its order.

    RNG order (fixed, ruling R23): shuffle the deck; with roles, shuffle the role cards and
    offer two to each seat (每位玩家挑选其中一张, asked seat by seat; nobody sees another's
    offer or choice until all have chosen); then shuffle the identities, deal three cards to
    each seat from seat 0, and pick the first player. Identities are dealt after the roles
    are chosen, as in the rulebook, so nobody chooses knowing their identity."""
    config = config or Config()
    if not isinstance(seed, int):
        raise ValueError(f"seed must be an integer, got {seed!r}")
    state = GameState(config, ruleset)
    state.show_windows = show_windows
    r = rng.seed_state(seed)
    cards = list(range(len(state.cards)))
    r = rng.shuffle(r, cards)
    state.deck = cards
    state.players = [Player(i, "") for i in range(config.players)]
    if config.roles:
        pool = list(state.ruleset.role_ids)
        r = rng.shuffle(r, pool)
        offers = tuple(tuple(pool[i * ROLES_OFFERED:(i + 1) * ROLES_OFFERED])
                       for i in range(config.players))
        state.rng = r
        state.roles_in_play = True
        state.frames.append(RoleChoice(offers))
    else:
        state.rng = r
        deal(state)
    advance(state)
    return state


def deal(state) -> None:
    """决定身份, 分发游戏牌, 开始游戏: identities, three cards each, a random first player."""
    u, m, b = identity_counts(state.config.players, state.config.identity_table)
    ids = [UNDERGROUND] * u + [MILITARY] * m + [BYSTANDER] * b
    state.rng = rng.shuffle(state.rng, ids)
    for p, ident in zip(state.players, ids):
        set_identity(state, p.seat, ident)
    for p in state.players:
        set_hand(state, p.seat, [state.deck.pop() for _ in range(STARTING_HAND)])
    state.rng, first = rng.below(state.rng, state.config.players)
    state.turn_player = first
    events.game_start(state, state.config.players, first)
    push_turn(state)


def _run_role_choice(state, f):
    seat = f.seat
    if seat < state.n:
        ask(state, Decision(seat, CHOOSE, tuple(Option("choose", func=r) for r in f.offers[seat]),
                            prompt="choose_role"))
        return
    state.frames.pop()
    for p in state.players:
        # "潜伏的角色牌要面朝下盖伏，其他角色面朝上亮出"
        p.face_up = p.role_seen = not state.ruleset.roles[p.role].hidden
        if p.face_up:
            events.role_revealed(state, p.seat, p.role)
    deal(state)


def _answer_role_choice(state, f, option):
    seat = f.seat
    # Before the first timing point: the trigger index is still empty (GameState.listeners).
    state.players[seat].role = option.func
    state.unchecked = True
    events.role_chosen(state, seat, option.func)
    f.seat = seat + 1


# The frames this module runs: {class: (run, answer or None)} (gathered by engine/ruleset.py).
HANDLERS = {RoleChoice: (_run_role_choice, _answer_role_choice)}
