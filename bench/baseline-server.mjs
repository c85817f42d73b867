import Fastify from 'fastify';

// The bare Fastify "hello" the product is measured against, in its own process like the product.
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`ready at http://localhost:${app.server.address().port}`);
