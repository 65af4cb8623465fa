// The end of a phase, heard: two short notes made in the browser (no sound file to download).
// A browser lets a page play sound only after the person has used it, which a timer's Start is.

let context: AudioContext | null = null;

/** Plays the chime; silent where the browser has no audio or does not allow it yet. */
export function playChime(): void {
  try {
    context ??= new AudioContext();
    const start = context.currentTime + 0.02;
    [880, 1320].forEach((frequency, index) =>
      note(context as AudioContext, frequency, start + index * 0.18),
    );
  } catch {
    // No audio here: the notification and the live region still say it.
  }
}

function note(audio: AudioContext, frequency: number, at: number): void {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = frequency;
  // A soft attack and a short fade, so it sounds as a chime and not a click.
  gain.gain.setValueAtTime(0, at);
  gain.gain.linearRampToValueAtTime(0.25, at + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.001, at + 0.5);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(at);
  oscillator.stop(at + 0.5);
}
