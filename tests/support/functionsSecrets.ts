// The functions emulator hands its functions the secrets of functions/.secret.local (written
// by scripts/lib/standins.mjs). Code of the functions that a test runs in its own process (a
// reminder's delivery, the digest) signs its unsubscribe links with the same key, so that the
// api function in the emulator accepts them.
import fs from 'node:fs';

const SECRETS = new URL('../../functions/.secret.local', import.meta.url);
const NAME = 'MAIL_UNSUBSCRIBE_KEY';

if (fs.existsSync(SECRETS)) {
  const line = new RegExp(`^${NAME}=(.*)$`, 'm').exec(fs.readFileSync(SECRETS, 'utf8'));
  if (line?.[1]) process.env[NAME] ??= line[1].trim();
}
