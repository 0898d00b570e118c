import { plan } from "./test/offline/offlineTestModel.ts";
for (const q of process.argv.slice(2)) console.log(q, JSON.stringify(await plan(q)).slice(0, 260));
