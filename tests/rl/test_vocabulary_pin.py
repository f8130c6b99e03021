"""The RL action codec and observation layout are pinned: an agent trained on them must read
the same meaning from the same ids and slots. The role and skill vocabularies are derived from
the role cards (roles/table.py and each role's module), so a change there — a role or skill
added, reordered or renamed — must not move them unnoticed. If this fails on purpose, bump
``rl.aec.ENV_VERSION`` and update the digest."""
from __future__ import annotations

import hashlib

from fengsheng.rl import actions, history, observation, privileged, vocab


def _digest(*parts) -> str:
    return hashlib.md5(repr(parts).encode()).hexdigest()


def test_the_action_ids_and_observation_slots_do_not_move():
    assert _digest(vocab.ROLE_IDS, vocab.SKILL_IDS, vocab.PROMPTS, vocab.CHOOSE_WORDS,
                   vocab.CHOOSE_SEAT_WORDS, vocab.SKILL_ARGS, vocab.USE_ARGS, vocab.FACES) \
        == "df4c96a89ca0f01613ee426b6a5abcc6"
    assert _digest(actions.KEYS) == "a534a0f6fa1503e591be389cff6f013a"
    # Moved once without a version bump: "window" events got their own token (id 73, the id
    # "unknown" gave them before), "unknown" moved to 74 (docs/rl.md).
    assert _digest(observation.LAYOUT, observation.SIZE, privileged.SIZE, history.NAMES,
                   history.WORDS, history.EVENT_TYPES, history.TOKEN_FIELDS) == "6a188b6ef5b852c6e58e6715e8e9fa7a"
