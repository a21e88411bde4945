import zlib from 'node:zlib';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sendSharedAnswer } from './shared-answer';

const answerSchema = z.object({ status: z.literal('ok'), items: z.array(z.string()) });

async function buildServer(answers: Record<string, z.infer<typeof answerSchema>>) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.get('/answer/:name', { schema: { params: z.object({ name: z.string() }), response: { 200: answerSchema } } }, async (request, reply) =>
    sendSharedAnswer(request, reply, answers[request.params.name]!),
  );
  await app.ready();
  return app;
}

describe('sendSharedAnswer', () => {
  const big = { status: 'ok' as const, items: Array.from({ length: 200 }, (_, i) => `elemento ${i}`) };
  const small = { status: 'ok' as const, items: ['uno'] };

  it('sends a small answer as JSON, uncompressed and without vary', async () => {
    const app = await buildServer({ small });
    const response = await app.inject({ url: '/answer/small', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual(small);
  });

  it('compresses a large answer in the encoding the client prefers among brotli and gzip, else sends it as is', async () => {
    const app = await buildServer({ big });
    const identity = (await app.inject({ url: '/answer/big' })).rawPayload;
    expect(JSON.parse(identity.toString('utf8'))).toEqual(big);
    const cases: [string, string | undefined][] = [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['x-gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['deflate', undefined],
      ['identity', undefined],
    ];
    for (const [accept, expected] of cases) {
      const response = await app.inject({ url: '/answer/big', headers: { 'accept-encoding': accept } });
      expect(response.headers['content-encoding'], accept).toBe(expected);
      expect(response.headers.vary, accept).toBe('accept-encoding');
      const body =
        expected === 'br' ? zlib.brotliDecompressSync(response.rawPayload) : expected === 'gzip' ? zlib.gunzipSync(response.rawPayload) : response.rawPayload;
      expect(body, accept).toEqual(identity);
    }
  });

  it('serializes with the route schema: fields outside it never leave', async () => {
    const app = await buildServer({ leaky: { ...small, secret: 'no' } as unknown as typeof small });
    expect((await app.inject({ url: '/answer/leaky' })).json()).toEqual(small);
  });
});
