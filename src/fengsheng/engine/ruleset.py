"""The rules a game plays by (OpenSpiel's ``Game``): the card functions of an edition, the role
cards of a role set with their skills and 机密任务, and every table derived from them that the
hot paths read. Built once per (edition, role ids) in a process (:func:`rules_for`), never
changed after; every state points to one (``state.ruleset``), and its clones share it.

Modules only declare: a card module its functions and timing data, a role module its ``ROLE``
(roles/<role id>.py), an engine module the frames it runs (``HANDLERS``); the card and engine
modules are listed here (:func:`card_modules`, :func:`frame_handlers`). Nothing is registered
at import; a ruleset collects what it is given. A test builds its own with roles of its own
(``Ruleset(edition, roles)``), which no other game sees.
"""
from __future__ import annotations

from functools import cache
from importlib import import_module

from .abilities import ALL_WINDOWS, Mission, Role, RoleFace, Skill, role_face, window_faces


class Ruleset:
    """What a game plays by. ``roles``: the :class:`~.abilities.Role` objects of its role set
    (empty for a game without role cards), in the set's order.

    Its fields, all read-only:
    - ``run``, ``answer``: frame class -> the handler that runs it, or answers its question
      (:func:`frame_handlers`; engine/flow.py);
    - ``cards``: card function id -> its module (cards/<function>.py);
    - ``roles``, ``skills``, ``missions``: by id (a role without 机密任务 has no mission);
    - ``effects``: card function or skill id -> what resolves it (engine/effects.py);
    - ``timing_flags``: the role flags some card's ``can_use`` consults (its ``FLAGS``): a
      seat with one is never passed over in the windows where such a card may be used;
    - ``faces[role, face_up]``: the :class:`~.abilities.RoleFace` of each role, each way up;
    - ``window_faces[ctx][stacked][seat class][face_up]``: {role: face} of the faces that may
      add to such a seat in that window (abilities.window_faces);
    - ``listening[event type]``: the roles with an automatic skill listening to it;
    - ``shown_points``: the timing points (event types) at which an optional automatic skill
      of one of its roles may trigger: those a game that shows its rounds and points
      (``GameState.show_windows``) stops at, whatever roles were dealt (triggers.py, ruling
      R6), so a role that listens to a new point brings it with it;
    - ``usable[ctx]``: the cards usable in a window, per seat class (window.Usable);
    - ``use_options[card][seat]``, ``send_options[card]``: the options of using or sending a
      card its own way, built once and shared (cards/rules.py, engine/message.py);
    - ``plays[card]``: the card's function, and that function's ``can_use`` and ``options``
      (a window's walk reads them for every card it looks at: a module's attribute is a
      dictionary look-up each time).
    """
    __slots__ = ("run", "answer", "edition", "role_ids", "cards", "roles", "skills", "missions", "effects",
                 "timing_flags", "faces", "window_faces", "listening", "shown_points", "usable",
                 "use_options", "send_options", "plays")

    def __init__(self, edition: str, roles=()):
        from ..cards.deck import function_of as deck_functions
        from ..cards.rules import check_card, use_options
        from . import message, window
        self.run, self.answer = frame_handlers()
        self.edition = edition
        self.cards = {}
        for module in card_modules():
            check_card(module)
            self.cards[module.FUNC] = module
        self.timing_flags = frozenset().union(*(getattr(m, "FLAGS", ()) for m in card_modules()))
        self.roles: dict[str, Role] = {}
        self.skills: dict[str, Skill] = {}
        self.missions: dict[str, Mission] = {}
        for role in roles:
            if role.id in self.roles:
                raise ValueError(f"role {role.id!r} is given twice")
            self.roles[role.id] = role
            if role.mission is not None:
                self.missions[role.id] = role.mission
            for sk in role.skill_objects:
                other = self.skills.setdefault(sk.id, sk)
                if type(other) is not type(sk):
                    raise ValueError(f"two skills have the id {sk.id!r}")
        self.role_ids = tuple(self.roles)
        self.effects = {**self.cards, **self.skills}
        self.faces: dict[tuple[str, bool], RoleFace] = {
            (r, up): role_face(self, r, up) for r in self.roles for up in (False, True)}
        self.window_faces = {ctx: window_faces(self, ctx) for ctx in ALL_WINDOWS}
        listening: dict[str, set[str]] = {}
        for role in self.roles.values():
            for sk in role.skill_objects:
                if sk.automatic:
                    for etype in sk.listens:
                        listening.setdefault(etype, set()).add(role.id)
        self.listening = {e: frozenset(rs) for e, rs in listening.items()}
        self.shown_points = frozenset(e for sk in self.skills.values()
                                      if sk.automatic and sk.optional for e in sk.listens)
        self.usable = {ctx: window.build_usable(self, ctx) for ctx in ALL_WINDOWS}
        self.use_options = use_options(edition)
        self.send_options = message.send_table(edition)
        self.plays = tuple((f, self.cards[f].can_use, self.cards[f].options)
                           for f in deck_functions(edition))

    def with_roles(self, *roles: Role) -> "Ruleset":
        """A new ruleset of this edition with ``roles`` added after its own (a test's roles)."""
        return Ruleset(self.edition, (*self.roles.values(), *roles))

    def __repr__(self) -> str:
        return f"Ruleset({self.edition!r}, {len(self.roles)} roles)"


@cache
def card_modules() -> tuple:
    """The module of every card function (cards/<function>.py), each declaring its rules
    (cards/rules.py)."""
    from ..cards import (diao_hu_li_shan, jie_huo, po_yi, shao_hui, shi_po, shi_tan, suo_ding,
                         tui_hui, zhen_wei_mo_bian)
    return (diao_hu_li_shan, jie_huo, po_yi, shao_hui, shi_po, shi_tan, suo_ding, tui_hui,
            zhen_wei_mo_bian)


@cache
def frame_handlers() -> tuple[dict, dict]:
    """``(run, answer)``: frame class -> the handler that runs it, or answers its question, as
    the engine modules that run frames declare them (``HANDLERS``). One pair, shared by every
    ruleset: no role or edition changes how a frame runs."""
    from . import effects, landing, message, setup, triggers, turn, victory, window
    handlers = {cls: h for m in (turn, message, window, triggers, effects, landing, victory, setup)
                for cls, h in m.HANDLERS.items()}
    return ({cls: run for cls, (run, _) in handlers.items()},
            {cls: answer for cls, (_, answer) in handlers.items() if answer})


def released_role(role_id: str) -> Role:
    """The role card ``role_id`` of the game, as its module declares it (roles/<id>.py)."""
    from ..roles.table import ROLE_CARD
    if role_id not in ROLE_CARD:
        raise KeyError(f"unknown role {role_id!r}")
    return import_module(f"fengsheng.roles.{role_id}").ROLE


@cache
def rules_for(edition: str, role_ids: tuple[str, ...] = ()) -> Ruleset:
    """The ruleset of ``edition`` with the released role cards ``role_ids`` (in the order
    given), built once per process."""
    return Ruleset(edition, tuple(released_role(r) for r in role_ids))


def config_rules(config) -> Ruleset:
    """The ruleset a configuration plays by: its edition and, with role cards, the roles it
    deals from (its role set or pool)."""
    return rules_for(config.deck, config.dealt_roles() if config.roles else ())


def every_role() -> Ruleset:
    """The ruleset holding every released role card (of every named set in roles/table.py,
    ``all30`` and any later one): what front ends read a role's name, text or mission from
    when no game is at hand."""
    from ..roles.table import ROLE_CARDS
    return rules_for("standard", tuple(r.id for r in ROLE_CARDS))
