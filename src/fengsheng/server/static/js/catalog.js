// The game's fixed tables (GET /api/text, /api/roles and /api/cards in the page's language), fetched once per page and shared by every view. The engine speaks ids; everything the player reads is looked
// up here or comes as ready text from the server.
import { api } from "./api.js";
import { T, lang } from "./strings.js";

// Promises, not results: pages that ask at the same time share one request.
let base = null;
const decks = new Map();

async function loadBase() {
  const [text, roles, rulings] = await Promise.all([api.text(lang), api.roles(), api.rulings()]);
  const roleMap = new Map(roles.roles.map((r) => [r.id, r]));
  const skills = new Map();
  for (const r of roles.roles) for (const s of r.skills) skills.set(s.id, s.name);
  return { text, roles: roleMap, skills, rulings: rulings.rulings };
}

/**
 * Load the tables for a deck edition ("standard" | "promo").
 * -> {text, roles: Map(id -> Role), skills: Map(skill id -> name), rulings: [the project's
 *     rulings], cards: [Card], cardRules, functionText}. Throws ApiError when the server cannot be reached (and retries next time).
 */
export async function catalog(deck) {
  if (base === null) base = loadBase().catch((e) => { base = null; throw e; });
  if (!decks.has(deck)) decks.set(deck, api.cards(deck).catch((e) => { decks.delete(deck); throw e; }));
  const [b, d] = await Promise.all([base, decks.get(deck)]);
  return { ...b, cards: d.cards, cardRules: d.rules, functionText: d.function_text || {} };
}

/** "N号" — a seat as players read it (0-based, as in the log and the record notation). */
export function seatLabel(seat) {
  return T.seat(seat);
}

/** 【名称】 of a card function or a skill id (never the raw id). */
export function funcName(cat, func) {
  if (cat.text.functions[func]) return T.bracket(cat.text.functions[func]);
  return T.bracket(cat.skills.get(func) || T.roleSkill);
}

/** Display name of an identity id: "？" when unknown (null), "没有身份牌" for "" (a card
 * taken away by a skill such as 临危受命). */
export function identityName(cat, identity) {
  if (identity === null || identity === undefined) return T.unknownMark;
  if (identity === "") return T.noIdentityCard;
  return cat.text.identities[identity] || T.unknownIdentity;
}

/** Display name of a phase or message step id. */
export function phaseName(cat, phase) {
  return cat.text.phases[phase] || cat.text.steps[phase] || "";
}

/** Display name per bot kind. */
// The add-bot menu offers these in this order: the three levels (docs/bots.md), then random.
export const BOT_NAMES = T.botKinds;
/** The bot kinds a room of ``game`` seats, by name, in menu order. */
export function botNames(game) {
  return game === "felix" ? T.fxBots : T.botKinds;
}
/** The add-bot menu's [kind, label] pairs: each name with its note, if any (the slow ones). */
export function botMenu(game) {
  const notes = game === "felix" ? T.fxBotNotes : T.botNotes;
  return Object.entries(botNames(game)).map(([k, v]) => [k, notes[k] ? T.withNote(v, notes[k]) : v]);
}
/** A room's status as shown. */
export const ROOM_STATUS = T.roomStatus;

/** A room's settings in one line: "5人 · 标准版 · 使用角色 · 每步限时60秒". */
export function settingsText(room) {
  if (room.game === "felix") {
    return [T.gameNames.felix, T.players(room.seats), room.time_limit ? T.perStep(room.time_limit) : T.noLimit].join(" · ");
  }
  return [T.players(room.seats), T.decks[room.deck] || room.deck, room.roles ? T.withRoles : T.noRoles,
    room.time_limit ? T.perStep(room.time_limit) : T.noLimit].join(" · ");
}
