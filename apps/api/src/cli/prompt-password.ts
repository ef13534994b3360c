import { stdin, stdout } from 'node:process';

/**
 * Asks for a password at the terminal without echoing it, twice, and resolves with it
 * when both match. Undefined when standard input is not a terminal.
 */
export async function promptPassword(): Promise<string | undefined> {
  if (!stdin.isTTY) return undefined;
  const first = await askHidden('Password for the administrator: ');
  const second = await askHidden('Repeat the password: ');
  if (first !== second) throw new Error('The two passwords differ.');
  return first;
}

function askHidden(question: string): Promise<string> {
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  let typed = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      for (const character of chunk.toString('utf8')) {
        if (character === '\u0003') {
          finish();
          reject(new Error('Cancelled.'));
          return;
        }
        if (character === '\r' || character === '\n') {
          finish();
          resolve(typed);
          return;
        }
        typed = character === '\u007f' ? typed.slice(0, -1) : typed + character;
      }
    };
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
    };
    stdin.on('data', onData);
  });
}
