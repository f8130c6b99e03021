// Short sounds made in the browser (Web Audio oscillators; no sound files), off until the
// player turns them on. One sound per kind of public event, quiet and under half a second.
let ctx = null;

const NOTES = {
  turn: [[660, 0, 0.12], [880, 0.12, 0.16]],          // your decision
  card: [[392, 0, 0.09]],                             // a card joins the stack
  message: [[523, 0, 0.1], [392, 0.1, 0.14]],         // a message lands in front of a seat
  end: [[523, 0, 0.15], [659, 0.15, 0.15], [784, 0.3, 0.25]],
};

/** Play ``kind`` (turn, card, message, end). */
export function playSound(kind) {
  const notes = NOTES[kind];
  if (!notes) return;
  try {
    ctx = ctx || new AudioContext();
    const t0 = ctx.currentTime;
    for (const [freq, at, len] of notes) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = "triangle";
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, t0 + at);
      gain.gain.exponentialRampToValueAtTime(0.12, t0 + at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + at + len);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t0 + at);
      osc.stop(t0 + at + len + 0.02);
    }
  } catch (e) {
    // No audio in this browser: stay silent.
  }
}
