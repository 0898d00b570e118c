#!/usr/bin/env node
/**
 * `lifeos` — administration from a shell, on the database of LIFEOS_DATABASE_URL:
 *
 *   lifeos users create --name <name> [--email <email>] [--time-zone <zone>]
 *   lifeos users list
 *   lifeos users delete --user <id or email>
 *   lifeos tokens create [--user <id|email>] [--name <label>]   (the local user in embedded mode)
 *   lifeos tokens list --user <id|email>
 *   lifeos tokens revoke --user <id|email> --token <token id>
 *   lifeos import <path> [--user <id|email>] [--date-order DMY|MDY]
 */
import { parseArgs } from "node:util";
import { importJournal, RunRegistryStore, ThreadCache, TimeZoneCache } from "@lifeos/agent";
import { ApiTokenRepository, ApiTokenId, Clock, UserRepository, decodeInputSync, type UserId } from "@lifeos/core";
import { Cause, Effect, Exit, ManagedRuntime } from "effect";
import { ensureLocalUser } from "./auth/localUser.js";
import { createToken, createUser, deleteUser, findUser } from "./auth/userAdmin.js";
import { makeProgressBar } from "./cli/progressBar.js";
import { loadConfig } from "./config.js";
import { loadEncryptionKey } from "./crypto/encryptionKey.js";
import { makeSecretBox } from "./crypto/SecretBox.js";
import { domains } from "./domains.js";
import { baseEnvironment } from "./environment.js";
import type { AppServices } from "./http/AppContext.js";
import { makeModelStacks } from "./stacks/ModelStacks.js";

const usage = `usage:
  lifeos users create --name <name> [--email <email>] [--time-zone <zone>]
  lifeos users list
  lifeos users delete --user <id or email>    (with their data and stored files)
  lifeos tokens create [--user <id|email>] [--name <label>]
  lifeos tokens list --user <id|email>
  lifeos tokens revoke --user <id|email> --token <token id>
  lifeos import <path> [--user <id|email>] [--date-order DMY|MDY]
      (a Markdown or text folder or file, a Day One JSON export, or a zip of them;
       --date-order says how numeric dates like 05-03-2024 are written when the files do not tell)`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: "string" },
    email: { type: "string" },
    "time-zone": { type: "string" },
    user: { type: "string" },
    token: { type: "string" },
    "date-order": { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});

const config = loadConfig();
const runtime = ManagedRuntime.make(baseEnvironment(config.database));
const run = async <A, E>(effect: Effect.Effect<A, E, AppServices>): Promise<A> => {
  const exit = await runtime.runPromiseExit(effect);
  if (Exit.isSuccess(exit)) return exit.value;
  throw Cause.squash(exit.cause);
};
const required = (value: string | undefined, flag: string): string => {
  if (!value) throw new Error(`${flag} is required\n${usage}`);
  return value;
};
const userOf = async (flag: string | undefined): Promise<UserId> => {
  if (flag) return (await run(findUser(flag))).id;
  if (config.mode === "embedded") return (await run(ensureLocalUser)).userId;
  throw new Error(`--user is required in hosted mode\n${usage}`);
};

const commands: Record<string, () => Promise<void>> = {
  "users create": async () => {
    const user = await run(
      createUser({ name: required(values.name, "--name"), email: values.email ?? null, ...(values["time-zone"] ? { timeZone: values["time-zone"] } : {}) }),
    );
    console.log(`created user ${user.id} (${user.name})`);
  },
  "users list": async () => {
    for (const user of await run(UserRepository.use((users) => users.list(10_000)))) {
      console.log(`${user.id}  ${user.name}${user.email ? ` <${user.email}>` : ""}  ${user.timeZone}`);
    }
  },
  "users delete": async () => {
    const user = await run(findUser(required(values.user, "--user")));
    await run(deleteUser(user.id));
    console.log(`deleted user ${user.id} (${user.name}) with their data and stored files`);
  },
  "tokens create": async () => {
    const userId = await userOf(values.user);
    const { token, secret } = await run(createToken(userId, values.name ?? "cli"));
    console.log(`token ${token.id} for user ${userId}. Keep it now; it is not shown again:\n\n  ${secret}\n`);
    console.log(`Use it as: Authorization: Bearer ${token.prefix}…`);
  },
  "tokens list": async () => {
    const userId = (await run(findUser(required(values.user, "--user")))).id;
    for (const token of await run(ApiTokenRepository.use((tokens) => tokens.list(userId)))) {
      const state = token.revokedAt ? "revoked" : token.lastUsedAt ? `last used ${token.lastUsedAt.toISOString()}` : "never used";
      console.log(`${token.id}  ${token.prefix}…  ${token.name}  ${state}`);
    }
  },
  "tokens revoke": async () => {
    const userId = (await run(findUser(required(values.user, "--user")))).id;
    const tokenId = decodeInputSync(ApiTokenId, required(values.token, "--token"));
    await run(Effect.flatMap(Clock.use((clock) => clock.now), (now) => ApiTokenRepository.use((tokens) => tokens.revoke(userId, tokenId, now))));
    console.log(`revoked ${tokenId}`);
  },
  import: async () => {
    const path = required(positionals[1], "<path>");
    const dateOrder = values["date-order"]?.toUpperCase();
    if (dateOrder !== undefined && dateOrder !== "DMY" && dateOrder !== "MDY") throw new Error(`--date-order is DMY (day first) or MDY (month first)\n${usage}`);
    const userId = await userOf(values.user);
    const secrets = makeSecretBox(loadEncryptionKey(config.encryptionKey, config.keyFile));
    const stacks = makeModelStacks(runtime, config, secrets, {
      runs: new RunRegistryStore(),
      threads: new ThreadCache(100),
      timeZones: new TimeZoneCache(),
      maxMessageChars: config.limits.messageChars,
      localWorkPermits: 2,
      modules: domains,
    });
    const { context } = await stacks.forUser(userId);
    const bar = makeProgressBar();
    const labels = { reading: "Reading", saving: "Saving", processing: "Analysing", done: "Done" } as const;
    const report = await run(
      Effect.provide(
        Effect.flatMap(UserRepository.use((users) => users.get(userId)), (user) =>
          importJournal(userId, path, { timeZone: user.timeZone, dayOrder: dateOrder, onProgress: (progress) => bar.update(labels[progress.phase], progress.done, progress.total) }),
        ),
        context,
      ),
    );
    bar.finish();
    await stacks.close();
    console.log(`${report.created} new, ${report.updated} updated, ${report.unchanged} unchanged, ${report.skipped.length} skipped`);
    for (const skipped of report.skipped) console.log(`  skipped ${skipped.name}: ${skipped.reason}`);
    if (report.records === 0) {
      console.error("Nothing to import: no journal entry could be read from these files (see the reasons above).");
      process.exitCode = 1;
    }
  },
};

const command = commands[positionals.slice(0, 2).join(" ")] ?? commands[positionals[0] ?? ""];
if (values.help || command === undefined) {
  console.log(usage);
  await runtime.dispose();
  process.exit(values.help ? 0 : 1);
}
try {
  await command();
  await runtime.dispose();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  await runtime.dispose();
  process.exit(1);
}
