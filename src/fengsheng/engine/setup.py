"""Setting up a game (rulebook 游戏流程: 挑选角色, 决定身份, 分发游戏牌, 开始游戏)."""
from __future__ import annotations

from ..cards.deck import BYSTANDER, MILITARY, UNDERGROUND
from . import rng

# players -> (潜伏战线, 军情处, 打酱油的), rulebook 决定身份 table.
IDENTITY_TABLES = {
    "standard": {3: (1, 1, 1), 4: (1, 1, 2), 5: (2, 2, 1), 6: (2, 2, 2), 7: (3, 3, 1),
                 8: (3, 3, 2), 9: (3, 3, 3)},
    "first_game": {4: (2, 2, 0), 6: (3, 3, 0)},   # 初次游戏: no 打酱油的
    "alternative": {7: (2, 2, 3)},                # the table's second column for 7 players
}
STARTING_HAND = 3


def identity_counts(players: int, table: str = "standard") -> tuple[int, int, int]:
    """(潜伏战线, 军情处, 打酱油的) for ``players`` under ``table``. Raises ValueError."""
    if table not in IDENTITY_TABLES:
        raise ValueError(f"unknown identity table {table!r}; choose one of "
                         f"{sorted(IDENTITY_TABLES)}")
    counts = IDENTITY_TABLES[table].get(players)
    if counts is None:
        raise ValueError(f"the {table!r} identity table has no column for {players} players "
                         f"(it covers {sorted(IDENTITY_TABLES[table])})")
    return counts


def new_game(config=None, seed: int = 0):
    """A new game: shuffled deck, identities dealt, 3 cards each, a random first player, run
    until the first decision. RNG order (fixed, ruling R12): deck shuffle, identities, first
    player. Returns a :class:`GameState`."""
    from .flow import advance
    from .state import Config, GameState, Player
    from .turn import push_turn
    config = config or Config()
    if not isinstance(seed, int):
        raise ValueError(f"seed must be an integer, got {seed!r}")
    state = GameState(config)
    r = rng.seed_state(seed)
    cards = list(range(len(state.cards)))
    r = rng.shuffle(r, cards)
    u, m, b = identity_counts(config.players, config.identity_table)
    ids = [UNDERGROUND] * u + [MILITARY] * m + [BYSTANDER] * b
    r = rng.shuffle(r, ids)
    state.players = [Player(i, ident) for i, ident in enumerate(ids)]
    for p in state.players:
        for _ in range(STARTING_HAND):
            p.hand.append(cards.pop())
    state.deck = cards
    r, first = rng.below(r, config.players)
    state.rng = r
    state.turn_player = first
    state.emit("game_start", players=config.players, first=first)
    push_turn(state)
    advance(state)
    return state
