import Fastify from 'fastify';

// The bare Fastify "hello" the product is measured against, in its own process like the product.
// GET /body sends bytes the bench gave it (PUT /body?encoding=br): one of our answers, as it goes
// over the wire, sent with none of our work, to show what the answer's size alone costs.
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

let body = { bytes: Buffer.alloc(0), encoding: 'identity' };
app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, bytes, done) =>
  done(null, bytes),
);
app.put('/body', async (request) => {
  body = { bytes: request.body, encoding: request.query.encoding ?? 'identity' };
  return { bytes: body.bytes.length };
});
app.get('/body', (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').header('content-encoding', body.encoding);
  reply.send(body.bytes);
});

await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`ready at http://localhost:${app.server.address().port}`);
