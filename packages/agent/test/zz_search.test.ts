import { it } from "vitest";
import { Effect } from "effect";
import { buildGoldenWorld } from "./golden-support/goldenWorld.js";
it("search", async () => {
  const world = await buildGoldenWorld();
  const run = async (args: object) => {
    const out = (await Effect.runPromise(world.registry.execute({ id: "x", name: "search_journal", arguments: JSON.stringify(args) }, { allowlist: world.registry.defaultAllowlist, context: world.context }) as any)) as any;
    console.log(JSON.stringify(args).slice(0, 80), "=>", out.success ? JSON.stringify(out.data.results.map((r: any) => [r.date, r.confidence, r.score, r.excerpt])) : out.error);
    for (const r of out.data?.results ?? []) { const e = world.entries.find((x) => x.date === r.date); if (!/climb/i.test(r.excerpt)) console.log("FULL", r.date, e?.content); }
  };
  await run({ query: "climbing", related: [["climbing", "climb", "climbed", "bouldering", "escalada", "escalar", "escalei"]], recencyBoost: true });
}, 600000);
