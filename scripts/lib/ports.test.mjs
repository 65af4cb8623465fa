import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { portHolder, runPorts, takenPorts } from './ports.mjs';

let server;
afterEach(() => new Promise((resolve) => (server ? server.close(() => resolve()) : resolve())));

function listen() {
  server = net.createServer();
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(server.address().port)),
  );
}

describe('ports', () => {
  it('names the process that holds a port', async () => {
    const port = await listen();
    expect(portHolder(port)).toMatchObject({ pid: process.pid });
    const [problem] = await takenPorts([{ name: 'test port', host: '127.0.0.1', port }]);
    expect(problem).toContain(`Port ${port} (test port): held by process ${process.pid}`);
    expect(problem).toContain(`kill ${process.pid}`);
  });

  it('says nothing of a free port', async () => {
    const port = await listen();
    await new Promise((resolve) => server.close(resolve));
    server = undefined;
    expect(await takenPorts([{ name: 'test port', host: '127.0.0.1', port }])).toEqual([]);
  });

  it("lists every emulator's and stand-in's port", () => {
    const ports = runPorts().map(({ name, port }) => `${name} ${port}`);
    expect(ports).toEqual(
      expect.arrayContaining([
        'firestore emulator 8080',
        'hosting emulator 5000',
        'stripe stand-in 9902',
      ]),
    );
  });
});
