// Questions on the terminal; a secret's answer is never echoed.
import readline from 'node:readline';

/** Asks `question`; with `hidden`, what is typed is not shown. */
export function ask(question, { hidden = false } = {}) {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    // Readline echoes through _writeToOutput; writing nothing keeps the answer off the screen.
    rl._writeToOutput = () => {};
    process.stdout.write(question);
  }
  return new Promise((resolve) => {
    rl.question(hidden ? '' : question, (answer) => {
      rl.close();
      if (hidden) process.stdout.write('\n');
      resolve(answer.trim());
    });
  });
}
