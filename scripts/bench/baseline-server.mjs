// The yardstick for `npm run bench`: a bare Fastify endpoint that makes one trivial SQL query.
import Fastify from "fastify";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
app.get("/baseline", async () => {
  const { rows } = await pool.query("select 1 as one");
  return { one: rows[0].one };
});
app.get("/readyz", async () => ({ status: "ok" }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
const close = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on("SIGTERM", close);
process.on("SIGINT", close);
