import { ROUTES, type RouteDef } from '@stratum/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { z } from 'zod';
import { fixtureOf, routeKey, type Input } from './fixtures';
import { expectRefused, send, textFields, type SendOptions } from './http';
import { expectUnchanged, worldState } from './state';
import { reportCounts } from './tally';
import { buildWorld, linkOf, permittedCallers, personOf, type SecurityWorld } from './world';

/**
 * Whatever a client sends, a malformed or schema-breaking input is a 400 (415 for the wrong kind
 * of body) with a message, never a 500, and writes nothing. Non-public routes are called with a
 * permitted token, so the refusal is the input's, not the gate's.
 */

let w: SecurityWorld;

beforeAll(async () => {
  w = await buildWorld('sec-input');
});

afterAll(() => reportCounts(import.meta.url));

/** How the route carries its input: a query string, a JSON body, or multipart form fields. */
type Kind = 'query' | 'json' | 'form';
const kindOf = (route: RouteDef): Kind => (route.method === 'GET' ? 'query' : route.file ? 'form' : 'json');

const tokenFor = (route: RouteDef): string | undefined => {
  if (route.link) return linkOf(w, route);
  const caller = permittedCallers(route)[0];
  return caller ? personOf(w, caller).token : undefined;
};

/** Tenants A and B and the platform content, before and after: a refused input changes none. */
const untouched = async (work: () => Promise<void>): Promise<void> => {
  const before = await worldState(w);
  await work();
  await expectUnchanged(w, before);
};

// ---- random inputs -------------------------------------------------------------------------

const schemaKeys = (route: RouteDef): string[] =>
  route.input instanceof z.ZodObject ? Object.keys(route.input.shape as Record<string, unknown>) : [];

const jsonValue = fc.jsonValue({ maxDepth: 3 });
const awkward = ['', ' ', 'null', 'true', '-1', '0', '1e309', 'NaN', '[]', '{}', '01ARZ3NDEKTSV4RRFFQ69G5FA'];
/** Text for query strings, where anything goes (the URL round trip below is exact). */
const queryText = fc.oneof(
  fc.string({ maxLength: 24 }),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.constantFrom(...awkward, 'x'.repeat(3000)),
);
/** Text for form fields: printable ASCII, which multipart carries unchanged. */
const formText = fc.oneof(fc.string({ maxLength: 24 }), fc.constantFrom(...awkward));
const oddKey = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty'),
);
const fieldName = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,11}$/);

/** The query parameters the handler gets, built the way the local server builds them. */
const queryAsReceived = (input: Input): Input => {
  const url = new URL('http://local/');
  for (const [k, v] of Object.entries(input)) url.searchParams.set(k, String(v));
  const query: Record<string, string> = {};
  for (const [k, v] of new URL(url.href).searchParams)
    query[k] = query[k] === undefined ? v : `${query[k]},${v}`;
  return { ...query };
};

const asReceived = (kind: Kind, input: Input): Input =>
  kind === 'json'
    ? (JSON.parse(JSON.stringify(input)) as Input)
    : kind === 'query'
      ? queryAsReceived(input)
      : input;

/**
 * Random objects, sometimes over the valid input, with the schema's own keys set to random
 * (mostly wrong-typed) values — as the handler will receive them.
 */
const randomInputs = (route: RouteDef, base: Input | null): fc.Arbitrary<Input> => {
  const kind = kindOf(route);
  const value: fc.Arbitrary<unknown> = kind === 'json' ? jsonValue : kind === 'query' ? queryText : formText;
  const noise = fc.dictionary(kind === 'form' ? fieldName : oddKey, value, { maxKeys: 4 });
  const ownKeys = fc.record(Object.fromEntries(schemaKeys(route).map((k) => [k, value])), {
    requiredKeys: [],
  });
  return fc
    .tuple(noise, fc.boolean(), ownKeys)
    .map(([n, overValid, own]) => asReceived(kind, { ...n, ...(overValid && base ? base : {}), ...own }));
};

/** Refused by the schema: a failed parse, or a parse that throws (the API answers both with 400). */
const rejected = (route: RouteDef) => (input: Input) => {
  try {
    return !route.input.safeParse(input).success;
  } catch {
    return true;
  }
};

/** A schema that accepts every object (say `z.object({})`) has no bad input to find. */
const rejectsSomething = (route: RouteDef): boolean =>
  fc.sample(randomInputs(route, null), { numRuns: 300, seed: 20260101 }).some(rejected(route));

// ---- the checks ----------------------------------------------------------------------------

interface Probe {
  name: string;
  status: 400 | 413 | 415;
  send: SendOptions;
}

const malformed = (route: RouteDef): Probe[] => {
  const kind = kindOf(route);
  const probes: Probe[] = [];
  if (kind === 'json') {
    probes.push(
      { name: 'a body that is not JSON', status: 400, send: { rawBody: '{"email": "a@b.c",' } },
      { name: 'a JSON array', status: 400, send: { jsonBody: [{}] } },
      { name: 'a JSON string', status: 400, send: { jsonBody: 'hello' } },
      { name: 'JSON null', status: 400, send: { rawBody: 'null' } },
      {
        name: 'a multipart body instead of JSON',
        status: 415,
        send: { rawBody: '--x\r\n\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
      },
      {
        name: 'a JSON body over 1 MB',
        status: 413,
        send: { rawBody: JSON.stringify({ pad: 'x'.repeat(1_100_000) }) },
      },
    );
  }
  if (kind === 'form') {
    probes.push(
      { name: 'a JSON body instead of multipart', status: 415, send: { asJson: true } },
      { name: 'multipart without the file field', status: 400, send: { withoutFile: true } },
      { name: 'the file in another field', status: 400, send: { fileField: 'attachment' } },
      {
        name: 'a multipart body without a boundary',
        status: 400,
        send: { rawBody: 'garbage', contentType: 'multipart/form-data' },
      },
    );
  }
  probes.push({
    name: `${route.method === 'GET' ? 'POST' : 'GET'} instead of ${route.method}`,
    status: 400,
    send: { method: route.method === 'GET' ? 'POST' : 'GET' },
  });
  return probes;
};

describe.each(ROUTES.map((r) => [routeKey(r), r] as const))('%s', (name, route) => {
  const kind = kindOf(route);

  for (const probe of malformed(route)) {
    it(`refuses ${probe.name} with ${probe.status}, writing nothing`, async () => {
      await untouched(async () => {
        // Valid fields go along, so only the named defect is wrong.
        const input = fixtureOf(route).valid(w);
        const r = await send(route, { token: tokenFor(route), input, ...probe.send });
        expectRefused(r, probe.status, 'bad-input', `${name} with ${probe.name}`);
      });
    });
  }

  if (rejectsSomething(route)) {
    it(`refuses random ${kind === 'query' ? 'query strings' : kind === 'form' ? 'form fields' : 'JSON objects'} its schema rejects with 400, writing nothing`, async () => {
      const valid = fixtureOf(route).valid(w);
      const base = kind === 'json' ? valid : textFields(valid);
      const token = tokenFor(route);
      await untouched(async () => {
        await fc.assert(
          fc.asyncProperty(randomInputs(route, base).filter(rejected(route)), async (input) => {
            const r = await send(route, { token, input });
            expectRefused(r, 400, 'bad-input', `${name} with ${JSON.stringify(input).slice(0, 300)}`);
          }),
          // SECURITY_NUM_RUNS=500 hunts longer; 20 keeps the run short.
          { numRuns: Number(process.env.SECURITY_NUM_RUNS ?? 20) },
        );
      });
    });
  }
});
