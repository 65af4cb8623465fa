import { describe, expect, it } from 'vitest';
import ports from '../../../../standins/ports.json' with { type: 'json' };
import { APP_CHECK_DEBUG_TOKEN } from '../../../../standins/src/appCheck';
import { APP_CHECK_STANDIN } from './config';

describe("the emulators' App Check", () => {
  it('asks the stand-in on its port, with the debug token it has registered', () => {
    expect(APP_CHECK_STANDIN).toEqual({ port: ports.appCheck, debugToken: APP_CHECK_DEBUG_TOKEN });
  });
});
