import { expect, it } from 'vitest';

it('zod, loaded after the config, builds schemas without JIT', async () => {
  await import('./zod-config');
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
});
