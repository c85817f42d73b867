import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from '@coursecards/shared/schemas/z';
import { conflict, forbidden } from '../lib/errors.ts';
import { installErrorHandler } from './error-handler.ts';

async function appWith(register: (app: ReturnType<typeof bare>) => void) {
  const app = bare();
  installErrorHandler(app);
  register(app);
  await app.ready();
  return app;
}

function bare() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

describe('the error handler', () => {
  it('hides the details of unexpected failures', async () => {
    const app = await appWith((a) =>
      a.get('/boom', async () => {
        throw new Error('secret stack detail: password=hunter2');
      }),
    );
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'internal_error',
    });
    expect(res.body).not.toContain('hunter2');
  });

  it('sends expected failures with their status, code and message', async () => {
    const app = await appWith((a) => {
      a.get('/mine', async () => {
        throw forbidden('You can only edit your own sets');
      });
      a.get('/taken', async () => {
        throw conflict('Username already taken');
      });
    });
    expect((await app.inject({ url: '/mine' })).json()).toEqual({
      message: 'You can only edit your own sets',
      code: 'forbidden',
    });
    const taken = await app.inject({ url: '/taken' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ code: string }>().code).toBe('conflict');
  });

  it('turns schema failures into a 400 naming the first problem, with every issue listed', async () => {
    const app = await appWith((a) =>
      a.post(
        '/sets',
        {
          schema: { body: z.object({ title: z.string().min(1), cards: z.array(z.object({ question: z.string() })) }) },
        },
        async () => ({ ok: true }),
      ),
    );
    const res = await app.inject({ method: 'POST', url: '/sets', payload: { title: '', cards: [{}] } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Title is required',
      code: 'validation_error',
      issues: [
        { path: 'title', message: 'Title is required' },
        { path: 'cards.0.question', message: 'Question is required' },
      ],
    });
  });

  it('treats a response that breaks its schema as our failure, not the client’s', async () => {
    const app = await appWith((a) =>
      a.get(
        '/leaky',
        { schema: { response: { 200: z.object({ id: z.string() }) } } },
        async () => ({ id: 42 }) as never,
      ),
    );
    const res = await app.inject({ url: '/leaky' });
    expect(res.statusCode).toBe(500);
    expect(res.json<{ code: string }>().code).toBe('internal_error');
  });
});
