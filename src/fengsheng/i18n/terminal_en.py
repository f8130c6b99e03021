"""The terminal's own words in English (``fengsheng play --lang en``): the keys of
:mod:`.terminal_zh`, each in English (names as in docs/english.md). The player's typed answers
stay the same in both languages (numbers and the command letters h c r a ? q)."""
from __future__ import annotations

_AUTO_PASS_RULE = (
    "Auto-pass (a): when on, it passes for you in response windows (when you could use a card "
    "or pass), each time with a line \"(auto-pass) ...\". It still stops and asks you, and stays "
    "on, when:",
    "  1. it is your own turn (every window asks you);",
    "  2. the message arrives in front of you;",
    "  3. a card or skill waiting to resolve targets you, a message in front of you or a card "
    "you used;",
    "  4. you could answer another player's card with [See Through].",
    "Taking, sending and the questions while an effect resolves ask you as usual. Type a again "
    "to turn auto-pass off.",
)

STRINGS: dict[str, str | tuple[str, ...]] = {
    # -- cli/play.py: help ----------------------------------------------------------------
    "help_line": ("Type an option's number and Enter. Commands: h table again · c card texts · "
                  "r character skills · a auto-pass (on/off) · ? all commands · q quit."),
    "auto_pass_rule": _AUTO_PASS_RULE,
    "command_help": (
        "Commands (type at any question, then Enter):",
        "  number  choose that option",
        "  h       show the table again (with your victory condition)",
        "  c       card texts: when each of the nine card functions is used and what it does",
        "  r       character skills: yours and every face-up character (with character cards)",
        "  a       auto-pass (on/off)",
        "  ?       show this list of commands",
        "  q       quit the game (you may save its record)",
        "  Enter   show the options again",
        *_AUTO_PASS_RULE,
    ),
    # -- saving the record ------------------------------------------------------------------
    "os_enoent": "the path does not exist", "os_eacces": "no permission to write",
    "os_erofs": "the file system is read-only", "os_eisdir": "it is a directory",
    "os_enotdir": "part of the path is not a directory", "os_enospc": "the disk is full",
    "os_enametoolong": "the file name is too long",
    "save_empty": "the file name is empty",
    "save_is_dir": "it is a directory, not a file",
    "save_no_dir": "the directory {dir} does not exist",
    "save_exists": "the file exists already",
    "save_force_hint": ". Add --force to overwrite it, or choose another file name",
    "save_other_path": ". Choose another path",
    "save_refused": "Cannot save the game record to {path}: {problem}.",
    "save_failed": "Cannot save the game record to {path}: {why}",
    "saved_unfinished": "The (unfinished) game record is saved to: {path}",
    "overwrite": "The file {path} exists already. Overwrite it? Type y to overwrite, Enter for another name: ",
    "ask_file": "File name for the game record (Enter: do not save): ",
    "not_saved": "The game record was not saved.",
    "fallback_failed": "Cannot save the game record elsewhere: {why}",
    "fallback": "Cannot ask for a file name any more (the input ended): the game record goes to the temporary directory.",
    "offer_save": "Save the game record? Type a file name, or Enter not to save: ",
    # -- auto-pass --------------------------------------------------------------------------
    "stop_your_turn": "it is your turn",
    "stop_arrives": "the message arrives in front of you",
    "item_of": "{name}'s {func}",
    "stop_nullify": "{what} would cancel a card you used",
    "stop_burn": "{what} would burn a message in front of you",
    "stop_target": "{what} targets you",
    "stop_your_message": "{what} concerns a message in front of you",
    "stop_see_through": "you could answer {item} with [See Through]",
    "auto_pass_paused": "Auto-pass paused: {why}; decide yourself (type a to turn auto-pass off).",
    "auto_pass_off": "Auto-pass off: every window where you could use a card asks you.",
    "auto_pass_on": "Auto-pass on.",
    "auto_pass_concerns": "But this one concerns you ({why}): decide yourself.",
    "auto_passed": "(auto-pass) {context}.",
    # -- the game ---------------------------------------------------------------------------
    "title": "The Message",
    "intro": "{players} players · {deck} deck · {roles} · seed {seed} (--seed {seed} replays this game)",
    "intro_position": "{players} players · {deck} deck · {roles} · from a given position (dealt by no seed)",
    "deck_standard": "standard", "deck_promo": "promo",
    "roles_on": "with character cards", "roles_off": "without character cards",
    "intro_choose": ("You sit at {seat}. Each player first chooses one of the two character cards "
                     "dealt to them; the identity cards come after."),
    "intro_passing": ("Messages pass towards higher seat numbers (after the last seat back to seat "
                      "0); three false (black) messages kill."),
    "announce": "You sit at {seat}; identity: {identity}. Victory condition: {goal}.",
    "bystander": "You are a Passerby: complete your character's secret mission to win.",
    "out_now": "You are out. The other players' game goes on...",
    "quit": "You left the game.",
    "eof": "The input ended (EOF): the game stops.",
    "interrupted": "\nInterrupted.",
    "play1_skipped": "Play phase (1): you have no card usable now; passed for you.",
    "one_choice": "You have only one choice, done for you: {label}.",
    "ask": "Choose [1-{n}]: ",
    "empty_input": "Type a number from 1 to {n} (? for all commands):",
    "choosing_roles": "Everyone is still choosing characters: the table is laid out once all have chosen.",
    "not_a_number": "Cannot read \"{answer}\": type a number from 1 to {n} (? for all commands).",
    "no_such_option": "There is no option {answer}: type a number from 1 to {n}.",
    # -- hints ------------------------------------------------------------------------------
    "hint_message": "This message was sent by {seat} ({how}); content: {content}.",
    "face_down": "not visible (face down)",
    "hint_counts": "Messages in front of you now: {counts}.",
    "hint_two_black": "Careful: you have 2 false messages; one more black message kills you.",
    "hint_two_goal": "You have 2 {colour} messages; one more and you can declare victory.",
    "hint_send_black": ("Careful: you have 2 false messages. A message nobody takes (or a refused "
                        "direct message) comes back to you and you must take it; if it is black, "
                        "you die."),
    "hint_last_card": ("Careful: in the message phase you must send a hand card; with no cards "
                       "left you lose the game."),
    "skill_line": "{name} {text}",
    # -- the command line -------------------------------------------------------------------
    "error": "Error: {message}",
    "identity_cards": "Identity cards: {parts} ({table})",
    "identity_count": "{name} {n}",
    "n_players": "{n}",
    "or": " or ",
    "table_problem": ("The identity table --identities {table} ({name}) is only for {allowed} "
                      "players, not for {players} (--players {players})."),
    "seat_range": "The seat must be from 0 to {last} (--seat {seat})",
    "no_such_bot": ("The Message has no bot {bots}: choose a level 入门, 普通, 困难 (beginner, "
                    "standard, hard), or a bot random, novice, heuristic, ismcts, policy"),
    "no_bots_module": "The bots module fengsheng.bots is not available: {error}",
    "no_roles_module": "The character modules are incomplete; character cards cannot be used: {error}",
    "only_fengsheng": "{flag} is only for The Message, not with --game {game}",
    "other_players": "{title} is a game for {low}–{high} players (--players {players})",
    "other_no_bot": "{title} has no bot {bots}: choose {kinds}",
    "seed_range": "The seed must be a whole number from 0 to 2**64 - 1 (--seed {seed})",
    # -- cli/tui.py: the table --------------------------------------------------------------
    "you": "you",
    "poss": "{owner}'s",
    "seat_mark": "{seat} ({mark})",
    "indent": "  ",
    "colon": ": ",
    "message_sep": ", ",
    "list_sep": ", ",
    "aside": " ({text})",
    "header": "Turn {turn} · {poss} turn · {phase}",
    "game_over_header": "The game is over",
    "piles": "deck {deck} · discard pile {discard} · removed {removed}",
    "alive": "alive", "lost": "out (lost)", "dead": "dead",
    "col_seat": "Seat", "col_status": "Status", "col_identity": "Identity", "col_role": "Character",
    "col_hand": "Hand", "col_counts": "Messages (R/B/K)", "col_messages": "Messages in front",
    "col_result": "Result",
    "all_hands": "Every hand:",
    "no_hand": "(no hand cards)",
    "locked": "Locked on this turn (must take a message that reaches them): {who}",
    "route_direct": "direct to {who}",
    "route_on": "passing on (towards higher seat numbers)",
    "route_back": "returned: passing the other way (towards lower seat numbers)",
    "transit": "Message in transit: sent by {sender} · {how} · {route}",
    "transit_at": "    now at {holder} · content: {content}",
    "transit_lured": "    diverted (not in this passing): {who}",
    "stack_head": "Waiting to resolve (last in, first out: the last used resolves first):",
    "stack_nullified": " (seen through)",
    "stack_first": "  ← resolves first",
    "identity_head": "{poss} identity: ",
    "hand_head": "\n{poss} hand: ",
    "role_head": "{poss} character: ",
    "face_up": " (face up)",
    "face_down_role": " (face down: only skills that turn it face up can be used)",
    "face_down_mark": " (face down)",
    "roles_title": "Character skills",
    "no_roles": "This game uses no character cards: no character skills, no secret missions.",
    "hidden_roles": "Face-down characters (unknown): {who}",
    "no_role_cards": "No character cards in this game.",
    "offer_head": "Two character cards are dealt to you: choose one (identities come after):",
    "offer_title": "Choose a character",
    "card_help_note": ("(Here \"to the right\" and \"counterclockwise\" mean towards higher seat "
                       "numbers.)"),
    "card_help_title": "Card texts",
    "in_hand": " (in your hand)",
    "timing": "When: {text}",
    "effect": "Effect: {text}",
    "turns": " ({n} turns).",
    "full_stop": ".",
    "won_taken": "won (took it)",
    "won_declarer": "won (declared)",
    "won": "won",
    "declaration_failed": "declaration failed",
    "you_won": "{owner} won!",
    "draw": "A draw.",
    "you_lost": "{owner} lost.",
    "record_saved": "Game record saved to: {path}",
    "end_title": "Game over",
    # fengsheng play --help (its options, by parameter name)
    "play_help": ("Play The Message or Felix (--game felix) against bots.\n\n"
                  "Answer each question with a number; answers may also come from standard input "
                  "(e.g. printf '1\\n2\\n' | fengsheng play --lang en)."),
    "opt_game_name": ("Game: fengsheng The Message; felix Felix: The Cat in the Sack (3–5 "
                      "players, rules with the r command in the game)."),
    "opt_players": "Number of players: The Message 3–9 (default 5), Felix 3–5 (default 4).",
    "opt_seed": "Random seed; without it one is drawn and shown.",
    "opt_deck_name": "Deck: standard the standard edition, promo the promotional edition.",
    "opt_identity_table": ("Identity table: standard (with Passerby, 3–9 players); first_game "
                           "the first game (no Passerby, 4 or 6 players only); alternative the "
                           "other 7-player column (Underground 2, Army 2, Passerby 3)."),
    "opt_seat": "Your seat number (from 0).",
    "opt_bots": ("The bots in the other seats. The Message: a level typed as 入门 (novice: plays "
                 "a wrong card now and then), 普通 (rule-based, the default) or 困难 (search, "
                 "about 0.2 s a move), or a bot name random / novice / heuristic / ismcts "
                 "(strengths in docs/bots.md) / policy (a policy network trained by reinforcement "
                 "learning, docs/rl.md); Felix: random, counting (the default), search."),
    "opt_roles": ("Play with role cards (choose a role first, then identities are dealt); by "
                  "default no role cards (the first game)."),
    "opt_role_set": ("Which role cards are dealt: all30 all 30; standard25 the standard "
                     "edition's 25."),
    "opt_save_path": ("Save the game record to this file (replay it with fengsheng replay); "
                      "checked before the game starts."),
    "opt_force": "Overwrite the --save file if it exists (else the game does not start).",
    "opt_auto_pass": "Start with auto-pass on (type a in the game to turn it on/off; see below).",
    "opt_gender": ("(Optional) your own gender: role cards that count \"female characters and "
                   "female players\" count you too. Unknown if not given: only the "
                   "characters' genders count."),
    "opt_window_ms": ("The least milliseconds each response window stays open, whoever has a "
                      "card to play (default: 300 in a terminal, 0 when input is piped)."),
    "opt_lang": ("Language: zh-CN Chinese; en English (names in docs/english.md). Default: the "
                 "environment variable FENGSHENG_LANG."),
    "opt_help": "Show this message and exit.",
}
