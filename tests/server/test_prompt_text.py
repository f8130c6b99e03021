"""The question a view frame puts to the player names skills only when one can be used."""
from __future__ import annotations

import random

from fengsheng.engine import Config, apply, new_game
from fengsheng.record import Game
from fengsheng.server.frames import Viewer


def test_the_play_question_mentions_skills_only_when_a_skill_is_an_option():
    seen = {True: 0, False: 0}
    for seed in range(6):
        config = Config(players=5, roles=True)
        game = Game(config, seed, new_game(config, seed))
        rng = random.Random(seed)
        while not game.state.over:
            d = game.state.pending
            if d.kind == "respond":
                frame = Viewer(1, config, d.seat).frame(game.state, game.events, 0)
                skill = any(o["kind"] == "skill" for o in frame["options"])
                assert ("发动技能" in frame["prompt"]) == skill, frame["prompt"]
                seen[skill] += 1
            apply(game.state, rng.choice(d.options))
    assert seen[True] and seen[False]
